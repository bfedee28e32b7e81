// `npm run bench -- ssr-cpu [--renders 60] [--concurrency 1] [--data-dir DIR] [--profile DIR] [--only 'SSR product']
// [--baseline-build DIR]`: what one cold page
// render costs the server in CPU time, so that it can be compared on a busy machine (req/s and
// latency cannot: they follow the other work on the box; CPU time per request moves far less).
// Starts the real server (main.ts, jobs off, `x-xinh-cache: bypass` honoured) on PGlite (a fresh
// or given DATA_DIR) or, when BENCH_DATABASE_URL is set, on that PostgreSQL database (the SQL then
// runs in PostgreSQL's processes, so the figure is the app's own work: page data, React, HTML).
// For each of the SSR home, product, search and category pages and the APIs that carry their data,
// it sends `--renders` sequential cold requests after a warm-up and reads the server process's CPU
// time (user + system, /proc/<pid>/stat) before and after: CPU ms per request, and the wall-clock
// p50. With `--profile DIR` the server runs under `--cpu-prof` and writes its profile there at
// exit; bench/cpu-profile-summary.ts prints where the time went. `--baseline-build DIR` runs a
// second server on another web build (e.g. main's) and alternates requests between the two: a
// before/after under the same machine load (`--baseline-data-dir`: its PGlite data, else a copy is seeded).
// `--concurrency N` sends N requests at once (CPU per request when renders interleave, as under load).
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import pg from 'pg'

const root = fileURLToPath(new URL('..', import.meta.url))
const TICK_MS = 10 // USER_HZ is 100 on Linux

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

/** CPU time (user + system, ms) a process has used so far. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // fields after the command name (which may contain spaces) start at state (field 3)
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

async function untilOk(url: string, deadline: number, proc: ChildProcess) {
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error('the server stopped before it was ready')
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`timed out waiting for ${url}`)
}

/**
 * PostgreSQL's share: the CPU time of the database's backend processes serving the app's main
 * pool (application_name `xinh`; same machine, /proc is readable). Backends that end during a row
 * are lost, new ones count whole: the pool keeps its connections while requests keep coming.
 */
async function backendCpuMs(admin: pg.Client | undefined): Promise<Map<number, number>> {
  const out = new Map<number, number>()
  if (!admin) return out
  const { rows } = await admin.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'xinh'",
  )
  for (const { pid } of rows) {
    try {
      out.set(pid, cpuMs(pid))
    } catch {}
  }
  return out
}
const cpuSince = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0)

const cold = { 'x-xinh-cache': 'bypass', 'accept-encoding': 'br, gzip', 'accept-language': 'vi' }

type Server = { base: string; pid: number; proc: ChildProcess }

async function measure(servers: Server[], path: string, renders: number, concurrency: number, admin?: pg.Client) {
  for (const s of servers) for (let i = 0; i < 5; i++) await (await fetch(s.base + path, { headers: cold })).arrayBuffer()
  // with a baseline server on the same database the backends serve both: their CPU is shared out by request count
  const dbBefore = await backendCpuMs(admin)
  const walls = servers.map(() => [] as number[])
  const status = servers.map(() => 0)
  // SQL_METER: each answer's Server-Timing says how many statements it sent and how long they took
  const sql = servers.map(() => ({ statements: 0, ms: 0, waitMs: 0 }))
  const before = servers.map((s) => cpuMs(s.pid))
  for (let i = 0; i < renders; i++) {
    // with two servers, their requests alternate (and which goes first too), so both meet the
    // same load from the rest of the machine
    for (let k = 0; k < servers.length; k++) {
      const j = (i + k) % servers.length
      const s = servers[j] as Server
      // `--concurrency N`: N requests at once (renders interleave in the server as under load)
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          const t = performance.now()
          const res = await fetch(s.base + path, { headers: cold })
          await res.arrayBuffer()
          walls[j]?.push(performance.now() - t)
          status[j] = res.status
          const timing = parseServerTiming(res.headers.get('server-timing'))
          const tally = sql[j]
          if (tally) {
            tally.statements += timing.sql?.count ?? 0
            tally.ms += timing.sql?.ms ?? 0
            tally.waitMs += timing.pool?.ms ?? 0
          }
        }),
      )
    }
  }
  const dbMs = cpuSince(dbBefore, await backendCpuMs(admin)) / (renders * concurrency * servers.length)
  return servers.map((s, j) => {
    const w = (walls[j] ?? []).sort((a, b) => a - b)
    const n = renders * concurrency
    const q = sql[j] ?? { statements: 0, ms: 0, waitMs: 0 }
    return {
      cpu: (cpuMs(s.pid) - (before[j] ?? 0)) / n,
      p50: w[Math.floor(w.length / 2)] ?? 0,
      status: status[j] ?? 0,
      statements: q.statements / n,
      sqlMs: q.ms / n,
      waitMs: q.waitMs / n,
      dbMs,
    }
  })
}

/** `sql;desc="4";dur=5.9, pool;desc="4";dur=0.3` → { sql: { count: 4, ms: 5.9 }, pool: … } (platform/server.ts, SQL_METER). */
function parseServerTiming(header: string | null) {
  const out: Record<string, { count: number; ms: number }> = {}
  for (const part of (header ?? '').split(',')) {
    const m = /^\s*(\w+);desc="(\d+)";dur=([\d.]+)/.exec(part)
    if (m?.[1]) out[m[1]] = { count: Number(m[2]), ms: Number(m[3]) }
  }
  return out
}

function startServer(
  dataDir: string,
  extraEnv: NodeJS.ProcessEnv,
  profileDir: string | undefined,
  port: number,
  semiSpace = process.env.SSR_CPU_SEMI_SPACE ?? '16',
): Server {
  const proc = spawn(
    process.execPath,
    [
      // as `npm start` runs the server (scripts/start.mjs); SSR_CPU_SEMI_SPACE=4 tries another size
      `--max-semi-space-size=${semiSpace}`,
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        JOBS_ENABLED: 'false',
        PAGE_CACHE_BYPASS: 'true',
        SQL_METER: 'true',
        PUBLIC_URL: '',
        DATA_DIR: dataDir,
        ...extraEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  return { base: `http://127.0.0.1:${port}`, pid: proc.pid as number, proc }
}

function stop(s: Server) {
  return new Promise<void>((resolve) => {
    if (s.proc.exitCode !== null) return resolve()
    s.proc.once('exit', () => resolve())
    // SIGINT: the server closes and Node writes the --cpu-prof profile on a normal exit
    s.proc.kill('SIGINT')
    setTimeout(() => s.proc.kill('SIGKILL'), 20_000).unref()
  })
}

export async function runSsrCpuBench(args: string[] = []) {
  const { values } = parseArgs({
    args,
    options: {
      renders: { type: 'string', default: '60' },
      'data-dir': { type: 'string' },
      profile: { type: 'string' },
      only: { type: 'string' },
      'baseline-build': { type: 'string' },
      'baseline-data-dir': { type: 'string' },
      concurrency: { type: 'string', default: '1' },
    },
    strict: false,
  })
  const renders = Number(values.renders) || 60
  const concurrency = Math.max(1, Number(values.concurrency) || 1)
  const givenDir = typeof values['data-dir'] === 'string' ? values['data-dir'] : undefined
  const profileDir = typeof values.profile === 'string' ? path.resolve(values.profile) : undefined
  const baselineBuild = typeof values['baseline-build'] === 'string' ? path.resolve(values['baseline-build']) : undefined
  const dataDir = givenDir ?? mkdtempSync(path.join(os.tmpdir(), 'xinh-ssr-cpu-'))
  const baselineGiven = typeof values['baseline-data-dir'] === 'string' ? values['baseline-data-dir'] : undefined
  const dbUrl = process.env.BENCH_DATABASE_URL
  let admin: pg.Client | undefined
  const servers: Server[] = [startServer(dataDir, dbUrl ? { DATABASE_URL: dbUrl } : {}, profileDir, await freePort())]
  let baselineDir: string | undefined
  try {
    await untilOk(`${servers[0]?.base}/readyz`, Date.now() + 300_000, servers[0]?.proc as ChildProcess)
    if (baselineBuild) {
      // `--baseline-build DIR`: a second server on another web build (e.g. main's, for a before/after
      // in one run); on PGlite it needs its own copy of the data (one process per data directory)
      baselineDir = baselineGiven ?? (dbUrl ? dataDir : mkdtempSync(path.join(os.tmpdir(), 'xinh-ssr-cpu-b-')))
      const b = startServer(
        baselineDir,
        {
          WEB_BUILD_DIR: baselineBuild,
          ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
          // SSR_CPU_BASELINE_ENV='{"NAME":"value"}': the baseline server's own settings (an experiment behind a variable)
          ...(JSON.parse(process.env.SSR_CPU_BASELINE_ENV ?? '{}') as NodeJS.ProcessEnv),
        },
        undefined,
        await freePort(),
        // SSR_CPU_BASELINE_SEMI_SPACE=16 with --baseline-build apps/web/build: the same build, another young generation
        process.env.SSR_CPU_BASELINE_SEMI_SPACE,
      )
      servers.push(b)
      await untilOk(`${b.base}/readyz`, Date.now() + 300_000, b.proc)
    }
    if (dbUrl) {
      admin = new pg.Client({ connectionString: dbUrl, application_name: 'xinh-bench' })
      await admin.connect()
    }
    const base = servers[0]?.base as string
    const list = (await (await fetch(`${base}/api/v1/web/products?limit=1&sort=best_selling`)).json()) as { data: Array<{ _id: string }> }
    const cats = (await (await fetch(`${base}/api/v1/web/categories`)).json()) as {
      data: Array<{ _id: string; children: Array<{ _id: string }> }>
    }
    const product = list.data[0]?._id
    const category = cats.data[0]?.children[0]?._id ?? cats.data[0]?._id
    if (!product || !category) throw new Error('no demo catalogue')
    const keyword = encodeURIComponent('áo thun')
    const rows: Array<[string, string]> = [
      ['API product detail', `/api/v1/web/products/${product}`],
      ['API listing', `/api/v1/web/products?category_id=${category}&limit=20`],
      ['API search', `/api/v1/web/products?keyword=${keyword}&limit=20`],
      ['SSR home', '/'],
      ['SSR product', `/san-pham/${product}`],
      ['SSR search', `/tim-kiem?keyword=${keyword}`],
      ['SSR category', `/nganh-hang/${category}`],
    ]
    // --only 'SSR product,API product': the rows whose name contains one of these (to profile one page)
    const only = typeof values.only === 'string' ? values.only.split(',').map((s) => s.trim().toLowerCase()) : undefined
    const picked = only ? rows.filter(([name]) => only.some((o) => name.toLowerCase().includes(o))) : rows
    const load = os.loadavg()[0]?.toFixed(1)
    console.log(
      `Xinh cold render CPU (${dbUrl ? 'PostgreSQL' : 'PGlite'}; ${renders} × ${concurrency} cold request(s) at a time each; load average ${load} on ${os.cpus().length} cores)`,
    )
    const head = baselineBuild ? `  ${'baseline'.padStart(10)} ${'change'.padStart(7)}` : ''
    console.log(
      `  ${'row'.padEnd(20)} ${'CPU ms/req'.padStart(10)} ${'wall p50 ms'.padStart(11)} ${'SQL/req'.padStart(7)} ${'SQL ms'.padStart(6)} ${'pool ms'.padStart(7)}${dbUrl ? ` ${'PG CPU ms'.padStart(9)}` : ''}  status${head}`,
    )
    const cpu = new Map<string, number>()
    for (const [name, url] of picked) {
      const [r, b] = await measure(servers, url, renders, concurrency, admin)
      if (!r) continue
      cpu.set(name, r.cpu)
      const vs = b ? `  ${b.cpu.toFixed(1).padStart(10)} ${`${(((r.cpu - b.cpu) / b.cpu) * 100).toFixed(0)} %`.padStart(7)}` : ''
      console.log(
        `  ${name.padEnd(20)} ${r.cpu.toFixed(1).padStart(10)} ${r.p50.toFixed(1).padStart(11)} ${r.statements.toFixed(1).padStart(7)} ${r.sqlMs.toFixed(1).padStart(6)} ${r.waitMs.toFixed(1).padStart(7)}${dbUrl ? ` ${r.dbMs.toFixed(1).padStart(9)}` : ''}  ${r.status}   ${vs}`,
      )
    }
    const ratio = (page: string, api: string) => `${(((cpu.get(api) ?? 0) / (cpu.get(page) || 1)) * 100).toFixed(0)} %`
    if (!only)
      console.log(
        `  API CPU ÷ page CPU (what the page costs beyond its data): product ${ratio('SSR product', 'API product detail')}, search ${ratio('SSR search', 'API search')}, category ${ratio('SSR category', 'API listing')}`,
      )
  } finally {
    await admin?.end()
    await Promise.all(servers.map(stop))
    if (!givenDir) rmSync(dataDir, { recursive: true, force: true })
    if (baselineDir && !baselineGiven && baselineDir !== dataDir) rmSync(baselineDir, { recursive: true, force: true })
    if (profileDir) console.log(`  profile written to ${profileDir} (node --import tsx bench/cpu-profile-summary.ts ${profileDir})`)
  }
}
