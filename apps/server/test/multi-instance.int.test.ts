import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseUrl } from './global-setup.ts'

/**
 * Issue 2, Engineering: "two instances on one PostgreSQL, log in on one, use the token and
 * refresh it on the other". Two real server processes, no APP_SECRET: they share the secret,
 * the sessions and the rate-limit counters through the database only.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const PASSWORD = 'Matkhau@123'

type Tokens = { accessToken: string; refreshToken: string; user: { _id: string } }
type Answer = { success: boolean; data: Tokens & { _id: string }; error?: { code: string } }
type Instance = { name: string; url: string; proc: ChildProcess; output: () => string; dataDir: string }

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function startInstance(name: string, dbUrl: string): Promise<Instance> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `xinh-multi-${name}-`))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: dbUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    AUTH_RATE_LIMIT: '6',
    PUBLIC_URL: '',
  }
  delete env.APP_SECRET
  delete env.RATE_LIMIT_STORE
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  proc.stdout!.on('data', (d) => (output += d))
  proc.stderr!.on('data', (d) => (output += d))
  return { name, url: `http://127.0.0.1:${port}`, proc, output: () => output, dataDir }
}

async function waitReady(instance: Instance, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (instance.proc.exitCode !== null) throw new Error(`${instance.name} exited (${instance.proc.exitCode}):\n${instance.output()}`)
    try {
      const res = await fetch(`${instance.url}/readyz`)
      if (res.status === 200) return (await res.json()) as { engine: string }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${instance.name} not ready after ${timeoutMs} ms:\n${instance.output()}`)
}

async function stop(instance: Instance) {
  if (instance.proc.exitCode === null && instance.proc.signalCode === null) {
    const exited = new Promise<number | null>((resolve) => instance.proc.once('exit', (code) => resolve(code)))
    instance.proc.kill('SIGTERM')
    const timer = setTimeout(() => instance.proc.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(timer)
  }
  fs.rmSync(instance.dataDir, { recursive: true, force: true })
}

async function call(instance: Instance, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${instance.url}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'accept-language': 'en',
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, json: (await res.json()) as Answer }
}

describe.skipIf(!ADMIN_URL)('two server processes on one PostgreSQL', () => {
  const dbName = `xinh_multi_${randomBytes(5).toString('hex')}`
  let a: Instance
  let b: Instance

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${dbName}`)
    await admin.end()
    // a fresh, empty database: both processes start at once and race to migrate it
    const dbUrl = databaseUrl(ADMIN_URL!, dbName)
    ;[a, b] = await Promise.all([startInstance('A', dbUrl), startInstance('B', dbUrl)])
    const ready = await Promise.all([waitReady(a), waitReady(b)])
    expect(ready.map((r) => r.engine)).toEqual(['postgres', 'postgres'])
  }, 90_000)

  afterAll(async () => {
    const exits = await Promise.all([a, b].filter(Boolean).map(async (i) => ({ i, code: await stopAndCode(i) })))
    const admin = new pg.Client({ connectionString: ADMIN_URL })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    await admin.end()
    // graceful shutdown on SIGTERM
    for (const { i, code } of exits) expect(code, `${i.name} exit code; output:\n${i.output()}`).toBe(0)
  }, 30_000)

  async function stopAndCode(i: Instance) {
    const code = new Promise<number | null>((resolve) =>
      i.proc.exitCode !== null ? resolve(i.proc.exitCode) : i.proc.once('exit', resolve),
    )
    await stop(i)
    return code
  }

  it('a session made on A works on B; a refresh on B gives a token that works on A', async () => {
    const email = `multi.${randomBytes(4).toString('hex')}@example.vn`
    const reg = await call(a, 'POST', '/community/v2/auth/register', {
      userName: 'Hai Tiến Trình',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    expect(reg.status).toBe(200)
    const login = await call(a, 'POST', '/community/v1/auth/login', { email, password: PASSWORD })
    expect(login.status).toBe(200)
    const { accessToken, refreshToken, user } = login.json.data

    const meOnB = await call(b, 'GET', '/community/v1/profile/me/', undefined, accessToken)
    expect(meOnB.status).toBe(200)
    expect(meOnB.json.data._id).toBe(user._id)

    const refreshed = await call(b, 'POST', '/community/v1/auth/refresh', { refreshToken })
    expect(refreshed.status).toBe(200)
    const next = refreshed.json.data
    expect(next.refreshToken).not.toBe(refreshToken)

    const meOnA = await call(a, 'GET', '/community/v1/profile/me/', undefined, next.accessToken)
    expect(meOnA.status).toBe(200)
    expect(meOnA.json.data._id).toBe(user._id)
    // the rotation on B is known to A: the old refresh token is refused there
    expect((await call(a, 'POST', '/community/v1/auth/refresh', { refreshToken })).status).toBe(401)
    // and a logout on A is effective on B at once
    expect((await call(a, 'POST', '/community/v1/auth/logout', undefined, next.accessToken)).status).toBe(200)
    expect((await call(b, 'GET', '/community/v1/profile/me/', undefined, next.accessToken)).status).toBe(401)
  }, 30_000)

  it('the login rate limit is counted across both processes (database store)', async () => {
    const email = `nobody.${randomBytes(4).toString('hex')}@example.vn`
    const statuses: number[] = []
    // AUTH_RATE_LIMIT=6 per minute per client; the first test used one login on A
    for (let i = 0; i < 6; i++)
      statuses.push((await call(i % 2 ? b : a, 'POST', '/community/v1/auth/login', { email, password: PASSWORD })).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  }, 30_000)
})
