// `npm run bench -- tracking [--engines pglite,postgres] [--events 1000000] [--pglite-events 200000] [--per-request 1000] [--concurrency 8]`:
// ingestion of behavioural tracking (issue 18), printed, never asserted.
//   The real app listens on 127.0.0.1 (port 4630+); visitors (one X-Forwarded-For address each,
//   TRUST_PROXY on) post bulk bodies of 10 sessions × 100 events (ViewProduct, AddToCart,
//   SearchKeyword, … over 1,000 products; 1 session in 10 ends with an OrderSuccess) to
//   `POST /api/v1/mobile/trackings/tracking-session`, `--concurrency` requests at a time, until
//   `--events` events are sent. Then 10 % of the bodies are sent again (a client resending): they
//   must store nothing new. Figures: events/s, p50/p95/p99 per request, rows stored, the daily
//   aggregate rows, and the process RSS.
// PGlite in a fresh temporary directory, with `--pglite-events` (200,000 by default: one WASM thread
// for everything, a million take it many minutes); PostgreSQL in BENCH_DATABASE_URL (skipped when
// unset; the bench's rows are deleted afterwards).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/platform/config.ts'
import { openDatabase } from '../apps/server/src/platform/db/client.ts'
import { rowsOf } from '../apps/server/src/platform/db/rows.ts'

type Engine = 'pglite' | 'postgres'
const TYPES = ['ViewHome', 'SearchKeyword', 'ViewProduct', 'ViewProduct', 'ViewProduct', 'AddToCart', 'ViewCart', 'ViewVoucher']
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

function makeBody(products: string[], sessions: number, eventsPerSession: number, tag: string) {
  const now = Math.floor(Date.now() / 1000)
  const list = Array.from({ length: sessions }, (_, s) => {
    const started = now - 600 + s
    const events = Array.from({ length: eventsPerSession }, (_, i) => {
      const type = i === eventsPerSession - 1 && s === 0 ? 'OrderSuccess' : TYPES[(i * 7 + s) % TYPES.length]!
      const product = products[(i * 31 + s * 17) % products.length]!
      const base = { event_id: `e${i}`, type, timestamp: started + i }
      if (type === 'ViewProduct') return { ...base, object_id: product, metadata: { name: 'Áo thun cotton', price: 199_000 } }
      if (type === 'AddToCart') return { ...base, object_id: product, metadata: { quantity: 1 + (i % 3), price: 199_000 } }
      if (type === 'SearchKeyword') return { ...base, metadata: { keyword: `áo ${i}` } }
      if (type === 'OrderSuccess')
        return { ...base, object_id: randomUUID(), metadata: { product_ids: [product], value: 199_000, currency: 'VND' } }
      return { ...base, object_id: `o${i}` }
    })
    return {
      session_id: randomUUID(),
      started_at: started,
      ended_at: started + eventsPerSession,
      os_version: 'website',
      device_id: `web-${tag}${randomUUID()
        .replaceAll('-', '')
        .slice(0, 24 - tag.length)}`,
      app_version: '1.0.0',
      area: 'VN',
      language: 'VI',
      events,
      conversion_status: 'in_progress',
    }
  })
  return JSON.stringify({ sessions: list, count: list.length, timestamp: now })
}

async function runOne(
  engine: Engine,
  databaseUrl: string | undefined,
  opts: { events: number; perRequest: number; concurrency: number; port: number },
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xinh-bench-tracking-'))
  const database = await openDatabase({ databaseUrl, dataDir })
  try {
    await database.migrate()
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      DATABASE_URL: databaseUrl ?? '',
    })
    const built = await buildApp({ config, database, web: false })
    await built.app.listen({ host: '127.0.0.1', port: opts.port })
    const url = `http://127.0.0.1:${opts.port}/api/v1/mobile/trackings/tracking-session`
    const products = Array.from({ length: 1_000 }, () => randomUUID())
    // this run's devices (its rows are deleted afterwards on PostgreSQL)
    const tag = `bench${Date.now().toString(36)}`
    const sessions = 10
    const perSession = Math.max(2, Math.floor(opts.perRequest / sessions))
    const requests = Math.ceil(opts.events / (sessions * perSession))
    const bodies: string[] = []
    const times: number[] = []
    let failed = 0
    let stored = 0
    let next = 0
    const post = async (body: string, visitor: number) => {
      const t = performance.now()
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
        },
        body,
      })
      const json = (await res.json()) as { data?: { events_stored: number } }
      times.push(performance.now() - t)
      if (!res.ok) failed++
      return json.data?.events_stored ?? 0
    }
    const started = performance.now()
    await Promise.all(
      Array.from({ length: opts.concurrency }, async () => {
        for (let i = next++; i < requests; i = next++) {
          const body = makeBody(products, sessions, perSession, tag)
          if (i % 10 === 0) bodies.push(body)
          const n = await post(body, i)
          stored += n
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const sorted = [...times].sort((a, b) => a - b)
    let resentStored = 0
    for (const [i, body] of bodies.entries()) resentStored += await post(body, requests + i)
    const [counts] = rowsOf<{ events: number; sessions: number; daily: number; partitions: number }>(
      await database.db.execute(sql`SELECT
        (SELECT count(*)::int FROM tracking_events) AS events,
        (SELECT count(*)::int FROM tracking_sessions) AS sessions,
        (SELECT count(*)::int FROM tracking_product_daily) AS daily,
        (SELECT count(*)::int FROM pg_inherits i JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = 'tracking_events') AS partitions`),
    )
    const sent = requests * sessions * perSession
    console.log(
      `${engine}: ${sent.toLocaleString('en')} events in ${requests} requests (${sessions} sessions × ${perSession} events, ${opts.concurrency} at a time): ` +
        `${Math.round(sent / seconds).toLocaleString('en')} events/s, ${seconds.toFixed(1)} s; per request p50 ${pct(sorted, 50).toFixed(0)} ms, ` +
        `p95 ${pct(sorted, 95).toFixed(0)} ms, p99 ${pct(sorted, 99).toFixed(0)} ms; failed ${failed}`,
    )
    console.log(
      `  stored ${stored.toLocaleString('en')} events (${counts?.events.toLocaleString('en')} rows, ${counts?.sessions.toLocaleString('en')} sessions, ` +
        `${counts?.partitions} partition(s)); ${counts?.daily} product-day aggregate rows; ${bodies.length} bodies resent: ${resentStored} new events; RSS ${rssMb().toFixed(0)} MB`,
    )
    await built.app.close()
    if (databaseUrl) {
      const mine = `web-${tag}%`
      await database.db.execute(
        sql`DELETE FROM tracking_events WHERE session_id IN (SELECT session_id FROM tracking_sessions WHERE device_id LIKE ${mine})`,
      )
      await database.db.execute(sql`DELETE FROM tracking_sessions WHERE device_id LIKE ${mine}`)
      await database.db.execute(sql`DELETE FROM tracking_product_daily WHERE product_id = ANY(${`{${products.join(',')}}`}::uuid[])`)
    }
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function runTrackingBench(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      engines: { type: 'string', default: 'pglite,postgres' },
      events: { type: 'string', default: '1000000' },
      'pglite-events': { type: 'string', default: '200000' },
      'per-request': { type: 'string', default: '1000' },
      concurrency: { type: 'string', default: '8' },
    },
  })
  const opts = {
    events: Number(values.events),
    perRequest: Number(values['per-request']),
    concurrency: Number(values.concurrency),
    port: 4630,
  }
  console.log(
    `\ntracking ingestion (issue 18); load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  for (const engine of values.engines.split(',') as Engine[]) {
    if (engine === 'postgres') {
      const url = process.env.BENCH_DATABASE_URL
      if (!url) {
        console.log('postgres: skipped (set BENCH_DATABASE_URL)')
        continue
      }
      await runOne('postgres', url, { ...opts, port: opts.port + 1 })
    } else await runOne('pglite', undefined, { ...opts, events: Number(values['pglite-events']) })
  }
}
