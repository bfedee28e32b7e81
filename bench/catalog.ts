// `npm run bench -- catalog`: catalog and search figures on a 100,000-product catalogue, for
// PGlite and PostgreSQL each. Printed, never asserted.
//   - search latency p50/p95 for a fixed set of queries (folded, exact-tone, typo, filtered,
//     shop name, suggestions), sequential requests
//   - product detail and listing req/s and p95 at 50 connections (autocannon, bounded duration)
//   - SQL statements per request (listing limit 8 vs 40, detail), counted in the server
//
// Catalogues: PGlite in BENCH_DATA_DIR (default <tmp>/xinh-bench-catalog-<N>, kept between
// runs); PostgreSQL in the database BENCH_DATABASE_URL names (skipped when unset). Either is
// filled by `bench/seed.ts` up to --products first (minutes the first time, then a no-op).
// The server (bench/server.ts) is the real API on 127.0.0.1 without the web SSR handler.
import { type ChildProcess, fork, spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

const root = fileURLToPath(new URL('..', import.meta.url))
type Engine = 'pglite' | 'postgres'
type Figures = Record<string, string>

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
const ms = (v: number) => `${v.toFixed(1)} ms`

export function startServer(env: NodeJS.ProcessEnv) {
  const child = fork(path.join(root, 'bench/server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, PORT: '0', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ask = <T>(type: string) =>
    new Promise<T>((resolve) => {
      const onMessage = (m: { type: string; value: T }) => {
        if (m.type !== type) return
        child.off('message', onMessage)
        resolve(m.value)
      }
      child.on('message', onMessage)
      child.send({ type })
    })
  const ready = new Promise<number>((resolve, reject) => {
    child.on('message', (m: { type: string; port?: number }) => m.type === 'ready' && resolve(m.port as number))
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)))
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.send({ type: 'stop' })
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
    })
  return { child: child as ChildProcess, ready, statements: () => ask<number>('count'), rss: () => ask<number>('rss'), stop }
}

async function getJson(url: string) {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`)
  return res.json() as Promise<{ data: unknown; meta?: { total: number } }>
}

/** Sequential requests: warm-up, then `n` timed ones. */
async function latency(url: string, n = 40) {
  for (let i = 0; i < 5; i++) await (await fetch(url)).arrayBuffer()
  const times: number[] = []
  let total: number | undefined
  for (let i = 0; i < n; i++) {
    const t = performance.now()
    const res = await fetch(url)
    const body = (await res.json()) as { meta?: { total: number }; data?: unknown }
    times.push(performance.now() - t)
    total = body.meta?.total ?? (Array.isArray(body.data) ? body.data.length : undefined)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), total }
}

/** autocannon for a bounded time; p95 from every response time (autocannon reports p90/p97.5). */
async function load(base: string, paths: string[], opts: { connections: number; duration: number }) {
  let i = 0
  const times: number[] = []
  const instance = autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.duration,
    requests: [{ method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[i++ % paths.length] }) }],
  })
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime))
  const result = await instance
  // autocannon stops sending at the deadline: wait until the server has drained what is still
  // queued (a database-backed request answers quickly again), so runs do not overlap
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    const t = performance.now()
    const ok = await fetch(`${base}/api/v1/web/categories`).then(
      (r) => r.arrayBuffer().then(() => r.ok),
      () => false,
    )
    if (ok && performance.now() - t < 250) break
  }
  times.sort((a, b) => a - b)
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors: result.errors + result.non2xx,
    requests: times.length,
  }
}

function ensureCatalogue(engine: Engine, env: NodeJS.ProcessEnv, products: number) {
  console.log(`\n[${engine}] preparing a ${products.toLocaleString('en-US')}-product catalogue (bench/seed.ts; a no-op when it is there)`)
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seed.ts', '--products', String(products)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  })
  if (res.status !== 0) throw new Error(`bench/seed.ts failed for ${engine}`)
}

async function benchEngine(engine: Engine, env: NodeJS.ProcessEnv, opts: { products: number; duration: number; connections: number }) {
  ensureCatalogue(engine, env, opts.products)
  const server = startServer(env)
  const figures: Figures = {}
  try {
    const port = await server.ready
    const base = `http://127.0.0.1:${port}`
    const api = `${base}/api/v1/web`
    const categories = (await getJson(`${api}/categories`)).data as Array<{
      _id: string
      slug: string
      children: Array<{ _id: string; slug: string }>
    }>
    const dresses = categories.flatMap((c) => c.children).find((c) => c.slug === 'vay-dam')?._id ?? ''
    const q = (params: Record<string, string>) => `${api}/products?${new URLSearchParams({ limit: '20', ...params })}`

    // ----- search latency (sequential) ----------------------------------------------------
    const searches: Array<[string, string]> = [
      ['folded "ao thun"', q({ keyword: 'ao thun' })],
      ['exact-tone "áo sơ mi"', q({ keyword: 'áo sơ mi' })],
      ['typo "ao thung"', q({ keyword: 'ao thung' })],
      ['filtered "váy" 150–400k in Váy đầm', q({ keyword: 'váy', price_min: '150000', price_max: '400000', category_id: dresses })],
      ['shop name "Sài Gòn Sneaker" (products)', q({ keyword: 'Sài Gòn Sneaker' })],
      ['shop name "sai gon sneaker" (shops API)', `${api}/shops?keyword=${encodeURIComponent('sai gon sneaker')}`],
      ['sorted "son" best-selling', q({ keyword: 'son', sort: 'best_selling' })],
      // issue 12: filters read from the query, the words-across-fields step, a small search filled up
      ['understood "áo thun trắng size m dưới 200k"', q({ keyword: 'áo thun trắng size m dưới 200k' })],
      ['across fields "váy maxi"', q({ keyword: 'váy maxi' })],
      ['filled up "kẻ mắt nước mộc"', q({ keyword: 'kẻ mắt nước mộc' })],
      ['suggestions "ao th"', `${api}/search/suggestions?keyword=${encodeURIComponent('ao th')}`],
    ]
    for (const [label, url] of searches) {
      const r = await latency(url)
      figures[`search ${label}`] =
        `p50 ${ms(r.p50)}, p95 ${ms(r.p95)}${r.total !== undefined ? ` (${r.total.toLocaleString('en-US')} results)` : ''}`
    }

    // ----- SQL statements per request ------------------------------------------------------
    const statementsOf = async (url: string) => {
      await (await fetch(url)).arrayBuffer() // warm (prepared statements, caches)
      await new Promise((r) => setTimeout(r, 50))
      const before = await server.statements()
      await (await fetch(url)).arrayBuffer()
      await new Promise((r) => setTimeout(r, 100)) // fire-and-forget writes (SearchKeyword) land too
      return (await server.statements()) - before
    }
    const listing = (await getJson(`${api}/products?limit=60&sort=best_selling`)).data as Array<{ _id: string }>
    const ids = listing.map((p) => p._id)
    figures['SQL per listing, limit 8 / 40'] = `${await statementsOf(q({ limit: '8' }))} / ${await statementsOf(q({ limit: '40' }))}`
    figures['SQL per search "ao thun", limit 8 / 40'] =
      `${await statementsOf(q({ keyword: 'ao thun', limit: '8' }))} / ${await statementsOf(q({ keyword: 'ao thun', limit: '40' }))}`
    figures['SQL per product detail'] = String(await statementsOf(`${api}/products/${ids[0]}`))

    // ----- throughput at N connections -----------------------------------------------------
    const detailPaths = ids.map((id) => `/api/v1/web/products/${id}`)
    const detailLatency = await latency(`${base}${detailPaths[0]}`)
    figures['product detail, sequential'] = `p50 ${ms(detailLatency.p50)}, p95 ${ms(detailLatency.p95)}`
    const detail = await load(base, detailPaths, opts)
    figures[`product detail, ${opts.connections} conn. ${opts.duration}s`] =
      `${detail.rps.toFixed(0)} req/s, p50 ${ms(detail.p50)}, p95 ${ms(detail.p95)}${detail.errors ? `, ${detail.errors} errors` : ''}`
    const listPaths = Array.from({ length: 20 }, (_, k) => `/api/v1/web/products?limit=20&page=${k + 1}`)
    const list = await load(base, listPaths, opts)
    figures[`listing (default sort, limit 20, pages 1–20), ${opts.connections} conn. ${opts.duration}s`] =
      `${list.rps.toFixed(0)} req/s, p50 ${ms(list.p50)}, p95 ${ms(list.p95)}${list.errors ? `, ${list.errors} errors` : ''}`
    const newest = await load(
      base,
      listPaths.map((p) => `${p}&sort=newest`),
      opts,
    )
    figures[`listing (newest, limit 20, pages 1–20), ${opts.connections} conn. ${opts.duration}s`] =
      `${newest.rps.toFixed(0)} req/s, p50 ${ms(newest.p50)}, p95 ${ms(newest.p95)}${newest.errors ? `, ${newest.errors} errors` : ''}`
    figures['server RSS after the runs'] = `${((await server.rss()) / 1e6).toFixed(0)} MB`
  } finally {
    await server.stop()
  }
  return figures
}

export async function runCatalogBench(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      engines: { type: 'string', default: 'pglite,postgres' },
    },
    allowPositionals: true,
  })
  const products = Number(values.products)
  const opts = { products, duration: Number(values.duration), connections: Number(values.connections) }
  const engines = (values.engines as string).split(',') as Engine[]
  const results: Array<[Engine, Figures | string]> = []
  for (const engine of engines) {
    if (engine === 'postgres') {
      const url = process.env.BENCH_DATABASE_URL
      if (!url) {
        results.push([engine, 'skipped: set BENCH_DATABASE_URL to a PostgreSQL database the bench may fill'])
        continue
      }
      // DATA_DIR only holds the seed pictures here
      const dataDir = process.env.BENCH_DATA_DIR_PG ?? path.join(os.tmpdir(), `xinh-bench-catalog-pg-files`)
      results.push([engine, await benchEngine(engine, { DATABASE_URL: url, DATA_DIR: dataDir }, opts)])
    } else {
      const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), `xinh-bench-catalog-${products}`)
      results.push([engine, await benchEngine(engine, { DATABASE_URL: '', DATA_DIR: dataDir }, opts)])
    }
  }

  console.log(
    `\nXinh catalog figures (${products.toLocaleString('en-US')} products, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)})`,
  )
  for (const [engine, figures] of results) {
    console.log(`  ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}`)
    if (typeof figures === 'string') {
      console.log(`    ${figures}`)
      continue
    }
    const width = Math.max(...Object.keys(figures).map((k) => k.length))
    for (const [k, v] of Object.entries(figures)) console.log(`    ${k.padEnd(width)}  ${v}`)
  }
  console.log('  targets (PostgreSQL, 100k): search p95 ≤ 50 ms, product detail p95 ≤ 20 ms')
}
