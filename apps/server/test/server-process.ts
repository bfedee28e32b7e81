import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { databaseUrl } from './global-setup.ts'

/** Real server processes (`main.ts`) on a PostgreSQL database of their own, for the scale-out tests. */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

export type ServerProcess = { name: string; url: string; proc: ChildProcess; output: () => string; dataDir: string }

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** A fresh, empty database on the test server; `drop` removes it (and any session on it). */
export async function createEmptyDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

/** Starts `main.ts` as `npm start` would (NODE_ENV=production), with `env` on top. */
export async function startServer(name: string, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `xinh-proc-${name}-`))
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_URL: '',
    // these processes are for the APIs: without a web build they start sooner, and `npm test`
    // rebuilds apps/web/build while this phase runs (scripts/test.mjs)
    WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  }
  delete fullEnv.APP_SECRET
  delete fullEnv.RATE_LIMIT_STORE
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  proc.stdout!.on('data', (d) => (output += d))
  proc.stderr!.on('data', (d) => (output += d))
  return { name, url: `http://127.0.0.1:${port}`, proc, output: () => output, dataDir }
}

export async function waitReady(server: ServerProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.proc.exitCode !== null) throw new Error(`${server.name} exited (${server.proc.exitCode}):\n${server.output()}`)
    try {
      const res = await fetch(`${server.url}/readyz`)
      if (res.status === 200) return (await res.json()) as { engine: string }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${server.name} not ready after ${timeoutMs} ms:\n${server.output()}`)
}

/** SIGTERM, then the exit code (SIGKILL after 15 s); removes the process's DATA_DIR. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  const { proc } = server
  let code: number | null = proc.exitCode
  if (proc.exitCode === null && proc.signalCode === null) {
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (c) => resolve(c)))
    proc.kill('SIGTERM')
    const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000)
    code = await exited
    clearTimeout(timer)
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true })
  return code
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; json: unknown }

/**
 * One HTTP request. With a keep-alive `agent` of one socket, every request of that agent goes
 * over the same connection, hence to the same process of a cluster; without one, each request
 * opens a connection of its own.
 */
export function request(
  url: string,
  { method = 'GET', body, token, agent }: { method?: string; body?: unknown; token?: string; agent?: http.Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = http.request(
      url,
      {
        method,
        agent: agent ?? false,
        headers: {
          'accept-language': 'en',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (d) => (text += d))
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, json: text ? JSON.parse(text) : {} })
          } catch (error) {
            reject(new Error(`${method} ${url}: ${res.statusCode} ${text.slice(0, 200)} (${String(error)})`))
          }
        })
      },
    )
    req.on('error', reject)
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${url}: no answer in 10 s`)))
    req.end(payload)
  })
}
