// `npm run bench -- checkout [--engines pglite,postgres] [--buyers 500] [--duration 10]`: the
// flash-sale race and checkout latency, printed, never asserted.
//   race: 100 units of one variant and a voucher whose budget covers 50 uses; `--buyers`
//     visitors (guest sessions, quick checkout) all submit at once; a buyer whose voucher ran out
//     retries without it, as the page does. Expect exactly 100 orders, 50 redemptions, stock 0,
//     zero 5xx.
//   latency: 50 concurrent buyers placing orders back to back on a deep-stock product.
// PGlite runs in a fresh temporary directory; PostgreSQL in BENCH_DATABASE_URL (skipped when
// unset; the bench adds its own shop and products there).
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { eq, sql } from 'drizzle-orm'
import { type Db, openDatabase } from '../apps/server/src/platform/db/client.ts'
import { rowsOf } from '../apps/server/src/platform/db/rows.ts'
import { productVariants } from '../apps/server/src/modules/catalog/catalog.tables.ts'
import { vouchers } from '../apps/server/src/modules/pricing/pricing.tables.ts'
import { benchAddress, type BenchLine, benchShop } from './bench-shop.ts'
import { startServer } from './catalog.ts'

type Engine = 'pglite' | 'postgres'
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN

/** A shop with a flash product (100 units), a deep-stock product, and the 50-use voucher. */
async function prepare(env: { DATABASE_URL?: string; DATA_DIR: string }) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  await database.migrate()
  const db = database.db
  const { shopId, tag, lines } = await benchShop(db, 'Flash shop', [
    { name: 'Son kem lì flash sale', stock: 100, price: 200_000, salePrice: 150_000 },
    { name: 'Áo thun cotton basic', stock: 1_000_000, price: 200_000, salePrice: 150_000 },
  ])
  const [flash, deep] = lines as [BenchLine, BenchLine]
  const code = `F${tag.slice(-7).toUpperCase()}`
  await db.insert(vouchers).values({
    kind: 'platform',
    code,
    name: 'Flash 10K',
    type: 'price',
    value: 10_000,
    budget: 500_000,
    quantity: 100_000,
    perCustomerLimit: 1,
    requiresLogin: false,
    startsAt: new Date(Date.now() - 60_000),
    endsAt: new Date(Date.now() + 86_400_000),
  })
  return { database, shopId, flash, deep, code }
}

/** What the race left behind: voucher uses, stock and orders of the flash variant. */
async function readFigures(db: Db, code: string, variantId: string) {
  const [v] = await db.select().from(vouchers).where(eq(vouchers.code, code))
  const [s] = await db
    .select({ stock: productVariants.stock, sold: productVariants.sold })
    .from(productVariants)
    .where(eq(productVariants.id, variantId))
  const n = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM order_items WHERE variant_id = ${variantId}`))[0]!.n
  return { used: v!.used, budgetUsed: v!.budgetUsed, stock: s!.stock, sold: s!.sold, orders: Number(n) }
}

async function guest(base: string) {
  const res = await fetch(`${base}/community/v1/user/request-guest-user`, { method: 'POST' })
  if (!res.ok) throw new Error(`guest session: ${res.status} ${await res.text()}`)
  const body = (await res.json()) as { data: { accessToken: string } }
  return { authorization: `Bearer ${body.data.accessToken}`, 'content-type': 'application/json' }
}

const address = benchAddress

/** Quote, then order (with the voucher if given); a buyer whose voucher ran out retries without it. */
async function buy(
  base: string,
  headers: Record<string, string>,
  shopId: string,
  line: { productId: string; variantId: string },
  code?: string,
) {
  const shopsIn = [
    { shop_id: shopId, items: [{ product_id: line.productId, variant_id: line.variantId, quantity: 1 }], shipping_method: 'GHTK' },
  ]
  for (const voucher of code ? [code, undefined] : [undefined]) {
    const q = await fetch(`${base}/api/v1/mobile/checkout/quote`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ shops: shopsIn, guest_address: address, payment_method: 'COD', platform_voucher_code: voucher }),
    })
    if (q.status >= 500) return { status: q.status, code: 'QUOTE_5XX' }
    const quote = (await q.json()) as {
      data: { total: number; shops: Array<{ items: Array<{ unit_price: number }> }>; problems: Array<{ code: string }> }
    }
    if (voucher && quote.data.problems.some((p) => p.code.startsWith('VOUCHER'))) continue
    const res = await fetch(`${base}/api/v1/mobile/orders`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        shops: shopsIn.map((s) => ({ ...s, items: s.items.map((i) => ({ ...i, sale_price: quote.data.shops[0]!.items[0]!.unit_price })) })),
        guest_address: address,
        payment_method: 'COD',
        platform_voucher_code: voucher,
        total_order_payment: quote.data.total,
        accept_terms: true,
      }),
    })
    const body = (await res.json()) as { error?: { code: string } }
    if (voucher && body.error?.code.startsWith('VOUCHER')) continue
    return { status: res.status, code: body.error?.code ?? 'OK' }
  }
  return { status: 0, code: 'UNREACHABLE' }
}

async function runEngine(engine: Engine, buyers: number, durationS: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xinh-bench-checkout-'))
  const env = { DATA_DIR: dataDir, ...(engine === 'postgres' ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}) }
  const setup = await prepare(env)
  const { shopId, flash, deep, code } = setup
  if (engine === 'pglite') await setup.database.close()
  const server = startServer({ ...env, AUTH_RATE_LIMIT: '1000000', RATE_LIMIT_STORE: 'memory', BENCH_POOL: '20' })
  const port = await server.ready
  const base = `http://127.0.0.1:${port}`
  try {
    const sessions = await Promise.all(Array.from({ length: buyers }, () => guest(base)))
    const started = performance.now()
    const results = await Promise.all(sessions.map((h) => buy(base, h, shopId, flash, code)))
    const raceSeconds = (performance.now() - started) / 1000
    const byCode = new Map<string, number>()
    for (const r of results) byCode.set(r.code, (byCode.get(r.code) ?? 0) + 1)
    const fivexx = results.filter((r) => r.status >= 500).length

    // latency: 50 workers, fresh guest each order, for `durationS` seconds
    const times: number[] = []
    let errors = 0
    const until = performance.now() + durationS * 1000
    const pool = await Promise.all(Array.from({ length: 50 }, () => guest(base)))
    await Promise.all(
      pool.map(async (headers) => {
        while (performance.now() < until) {
          const t = performance.now()
          const r = await buy(base, headers, shopId, deep)
          times.push(performance.now() - t)
          if (r.status !== 200) errors++
        }
      }),
    )
    times.sort((a, b) => a - b)
    await server.stop()
    // PGlite is single-process: reopen its directory once the server has stopped
    const database = engine === 'pglite' ? await openDatabase({ dataDir: dataDir }) : setup.database
    const after = await readFigures(database.db, code, flash.variantId)
    await database.close()
    console.log(`  ${engine}`)
    console.log(`    race: ${buyers} buyers at once for 100 units (voucher budget = 50 uses) in ${raceSeconds.toFixed(1)} s`)
    console.log(
      `      orders ${after.orders}, voucher redemptions ${after.used} (budget used ${after.budgetUsed.toLocaleString('vi-VN')} ₫), stock ${after.stock}, sold ${after.sold}, 5xx ${fivexx}`,
    )
    console.log(`      answers: ${[...byCode].map(([k, v]) => `${k} ${v}`).join(', ')}`)
    console.log(
      `    checkout (quote + order) at 50 concurrent buyers: ${times.length} orders in ${durationS} s, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, errors ${errors}`,
    )
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function runCheckoutBench(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      engines: { type: 'string', default: 'pglite,postgres' },
      buyers: { type: 'string', default: '500' },
      duration: { type: 'string', default: '10' },
    },
  })
  const engines = values.engines.split(',') as Engine[]
  console.log('Xinh checkout figures (flash-sale race, checkout latency)')
  for (const engine of engines) {
    if (engine === 'postgres' && !process.env.BENCH_DATABASE_URL) {
      console.log('  postgres: skipped (set BENCH_DATABASE_URL)')
      continue
    }
    await runEngine(engine, Number(values.buyers), Number(values.duration))
  }
}
