// `npm run bench -- assistant [--messages 120]`: the shopping assistant's figures (issue 17), printed,
// never asserted.
//   accuracy: the built-in brain's understanding over the intent table (228 messages, the lexicon was
//             tuned on it) and the held-out table (30 messages written afterwards, never tuned on):
//             intent, and each slot over the rows where it matters (assistant.intents.test.ts asserts
//             the thresholds)
//   nlu:      understanding time per message (pure, no I/O), p50/p95
//   reply:    POST /assistant/chat end to end with the built-in brain (app.inject, PGlite, the demo
//             catalogue): p50/p95 per intent over `--messages` messages from the table, guest sessions
//   try-on:   seconds per image are the fit module's (`npm run bench -- tryon`, issue 17)
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { evaluate } from '../apps/server/src/modules/assistant/brain/evaluate.ts'
import { HELD_OUT_TABLE, INTENT_TABLE } from '../apps/server/src/modules/assistant/brain/intents.table.ts'
import { understandMessage } from '../apps/server/src/modules/assistant/brain/nlu.ts'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/platform/config.ts'
import { openDatabase } from '../apps/server/src/platform/db/client.ts'
import { seedDemo } from '../apps/server/seed/demo.ts'

const pct = (n: number) => `${(n * 100).toFixed(1)} %`
function quantiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN
  return { p50: at(50), p95: at(95), max: s[s.length - 1] ?? Number.NaN }
}
const fmt = (q: { p50: number; p95: number; max: number }, unit = 'ms') =>
  `p50 ${q.p50.toFixed(2)} ${unit}  p95 ${q.p95.toFixed(2)} ${unit}  max ${q.max.toFixed(2)} ${unit}`

function printAccuracy(name: string, table: typeof INTENT_TABLE) {
  const r = evaluate(table)
  console.log(`  ${name} (${r.rows} messages)`)
  console.log(`    intent        ${pct(r.intent)}`)
  for (const [slot, acc] of Object.entries(r.slots))
    console.log(`    ${slot.padEnd(13)} ${pct(acc)}  (${r.counts[slot as keyof typeof r.counts].of} rows)`)
  for (const f of r.failures.slice(0, 10))
    console.log(`      ✗ ${f.what}: "${f.message}" expected ${JSON.stringify(f.expected)} got ${JSON.stringify(f.got)}`)
}

export async function runAssistantBench(argv: string[]) {
  const { values } = parseArgs({ args: argv, options: { messages: { type: 'string', default: '120' } }, allowPositionals: true })
  const count = Number(values.messages)
  console.log('Xinh shopping assistant (issue 17)')
  console.log(' understanding (built-in brain)')
  printAccuracy('intent table', INTENT_TABLE)
  printAccuracy('held-out table', HELD_OUT_TABLE)

  const nlu: number[] = []
  for (let round = 0; round < 5; round++)
    for (const [message] of INTENT_TABLE) {
      const t = performance.now()
      understandMessage(message, 'vi')
      nlu.push(performance.now() - t)
    }
  console.log(`  nlu per message   ${fmt(quantiles(nlu.slice(INTENT_TABLE.length)))}`)

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xinh-bench-assistant-'))
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT: '100000',
    ASSISTANT_LLM_URL: '',
  })
  const database = await openDatabase({ dataDir })
  try {
    await database.migrate()
    const { app, services } = await buildApp({ config, database, web: false })
    await seedDemo({ db: database.db, identity: services.identity, dataDir })
    await database.db.execute(sql`ANALYZE`)
    const byIntent = new Map<string, number[]>()
    const all: number[] = []
    let headers: Record<string, string> = {}
    let products = 0
    let searches = 0
    for (let i = 0; i < count; i++) {
      // a fresh guest every 10 messages: the per-session limit is 12 a minute
      if (i % 10 === 0) {
        const guest = await app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user' })
        headers = { authorization: `Bearer ${guest.json().data.accessToken}` }
      }
      const [message] = INTENT_TABLE[(i * 7) % INTENT_TABLE.length]!
      const t = performance.now()
      const res = await app.inject({
        method: 'POST',
        url: '/assistant/chat',
        headers,
        payload: { message, ab_variant: i % 2 ? 'funny' : 'normal' },
      })
      const ms = performance.now() - t
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`)
      const data = res.json().data
      all.push(ms)
      byIntent.set(data.ui.intent, [...(byIntent.get(data.ui.intent) ?? []), ms])
      if (data.ui.intent === 'search') {
        searches++
        products += data.products.length
      }
    }
    console.log(` built-in reply, POST /assistant/chat on PGlite with the demo catalogue (${count} messages)`)
    console.log(`  all               ${fmt(quantiles(all))}`)
    for (const [intent, samples] of [...byIntent].sort())
      console.log(`  ${intent.padEnd(17)} ${fmt(quantiles(samples))}  (${samples.length})`)
    console.log(`  searches answered with products: ${products} cards over ${searches} searches`)
    // where a search's time goes: the catalogue search, and the product details the cards need
    const searchMs: number[] = []
    const detailMs: number[] = []
    for (const keyword of ['son', 'váy', 'áo thun nam', 'túi', 'giày', 'kem chống nắng', 'quần jean', 'serum']) {
      let t = performance.now()
      const { items } = await services.catalogRead.listProducts({ keyword, page: 1, limit: 8, price_max: 500_000 })
      searchMs.push(performance.now() - t)
      t = performance.now()
      await Promise.all(items.map((p) => services.catalogRead.buyerVariants(p._id)))
      detailMs.push(performance.now() - t)
    }
    console.log(`  of a search: catalogue search ${fmt(quantiles(searchMs))}; their variants ${fmt(quantiles(detailMs))}`)
    console.log(' try-on seconds per image: the fit module (`npm run bench -- tryon`)')
    await app.close()
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
