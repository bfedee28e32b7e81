// `npm run bench -- memory [--engines postgres,pglite] [--seconds 30]`: RSS of an `npm start`
// server process idle, right after a burst of anonymous traffic, and idle again 30 s later
// (docs/deployment.md#memory). The traffic: product pages and the product API of 300 products,
// the home page and searches, 10 connections (so the page cache fills and SSR runs). PostgreSQL
// runs in BENCH_DATABASE_URL (emptied first; skipped when unset), PGlite in a fresh directory.
// Both start once to migrate and seed; the figures are from a second start on that data.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'

const root = fileURLToPath(new URL('..', import.meta.url))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const load = () => os.loadavg()[0]!.toFixed(1)

type Mem = { rss: number; peak: number }
function memoryOf(pid: number): Mem {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const mb = (key: string) => Math.round(Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024)
  return { rss: mb('VmRSS'), peak: mb('VmHWM') }
}

async function until(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.ok) return res
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  throw new Error(`no answer from ${url} in ${timeoutMs / 1000} s`)
}

function start(port: number, env: Record<string, string>) {
  return spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

async function traffic(base: string, seconds: number) {
  const ids: string[] = []
  for (let page = 1; page <= 5; page++) {
    const list = (await (await fetch(`${base}/api/v1/web/products?limit=60&page=${page}`)).json()) as { data: Array<{ _id: string }> }
    ids.push(...list.data.map((p) => p._id))
  }
  const words = ['ao thun', 'vay', 'son moi', 'quan jean', 'kem chong nang', 'giay', 'tui xach', 'ao khoac']
  const requests: Array<{ path: string }> = []
  for (const [i, id] of ids.entries()) {
    requests.push({ path: `/san-pham/${id}` }, { path: `/api/v1/web/products/${id}` })
    if (i % 10 === 0) requests.push({ path: '/' }, { path: `/tim-kiem?q=${encodeURIComponent(words[(i / 10) % words.length]!)}` })
  }
  const result = await autocannon({ url: base, connections: 10, duration: seconds, requests })
  return { reqPerSec: Math.round(result.requests.average), errors: result.non2xx + result.errors }
}

async function measure(engine: string, env: Record<string, string>, seconds: number) {
  const port = 3400 + Math.floor(Math.random() * 400)
  const base = `http://127.0.0.1:${port}`
  // first start: migrations and the demo seed
  let child = start(port, env)
  try {
    await until(`${base}/`, 300_000)
  } finally {
    await stop(child)
  }
  child = start(port, env)
  try {
    await until(`${base}/healthz`, 120_000)
    // npm start may run the server under a small launcher (scripts/start.mjs): measure the server
    const pid = ((await (await fetch(`${base}/healthz`)).json()) as { pid: number }).pid
    await sleep(15_000)
    const idle = memoryOf(pid)
    const launcher = pid === child.pid ? undefined : memoryOf(child.pid!)
    const loadBefore = load()
    const { reqPerSec, errors } = await traffic(base, seconds)
    const afterLoad = memoryOf(pid)
    await sleep(30_000)
    const idleAgain = memoryOf(pid)
    return { engine, idle, afterLoad, idleAgain, launcher, reqPerSec, errors, load: `${loadBefore} → ${load()}` }
  } finally {
    await stop(child)
  }
}

export async function runMemoryBench(args: string[]) {
  const opt = (name: string, fallback: string) => {
    const i = args.indexOf(`--${name}`)
    return i >= 0 && args[i + 1] ? args[i + 1]! : fallback
  }
  const engines = opt('engines', 'postgres,pglite').split(',')
  const seconds = Number(opt('seconds', '30'))
  console.log(`Xinh memory (${os.cpus().length} cores, load ${load()}): RSS of the server process, MB`)
  for (const engine of engines) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xinh-bench-memory-'))
    try {
      let env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' }
      if (engine === 'postgres') {
        const url = process.env.BENCH_DATABASE_URL
        if (!url) {
          console.log('  postgres: skipped (set BENCH_DATABASE_URL to a database the bench may empty)')
          continue
        }
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        await client.query(
          'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS pgboss CASCADE; CREATE SCHEMA public',
        )
        await client.end()
        env = { ...env, DATABASE_URL: url }
      }
      const r = await measure(engine, env, seconds)
      const fmt = (m: Mem) => `${m.rss} (peak ${m.peak})`
      console.log(
        `  ${r.engine.padEnd(8)} idle ${fmt(r.idle)} | after ${seconds} s of load ${fmt(r.afterLoad)} | idle 30 s later ${fmt(r.idleAgain)}` +
          ` | ${r.reqPerSec} req/s, ${r.errors} errors | load ${r.load}${r.launcher ? ` | launcher ${r.launcher.rss}` : ''}`,
      )
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
