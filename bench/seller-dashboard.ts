// `npm run bench -- seller-dashboard [--orders 100000] [--engines pglite,postgres] [--runs 30]`: the seller
// centre's dashboard reads over a shop with 100k orders (a year of a busy shop), printed, never
// asserted — p50/p95 of each read through the service (no HTTP), and the plan of the main query.
// PGlite runs in a fresh temporary directory; PostgreSQL in BENCH_DATABASE_URL (skipped when
// unset; the bench adds its own shop there). The product figures are
// bench/seller-products.ts (`npm run bench -- seller-products`).
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { buildApp } from '../apps/server/src/app.ts'
import type { Actor } from '../apps/server/src/platform/auth/actor.ts'
import { loadConfig } from '../apps/server/src/platform/config.ts'
import { openDatabase } from '../apps/server/src/platform/db/client.ts'
import { rowsOf } from '../apps/server/src/platform/db/rows.ts'
import { products, productVariants } from '../apps/server/src/modules/catalog/catalog.tables.ts'
import { users } from '../apps/server/src/modules/identity/identity.tables.ts'
import { checkouts, orderItems, orders } from '../apps/server/src/modules/orders/orders.tables.ts'
import { returnRequests } from '../apps/server/src/modules/returns/returns.tables.ts'
import { shops } from '../apps/server/src/modules/shops/shops.tables.ts'
import { insertMany } from '../apps/server/seed/demo.ts'

type Engine = 'pglite' | 'postgres'
const DAY = 86_400_000
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN

/** A small seeded generator: the same orders every run. */
function rngOf(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

type Row = Record<string, unknown>
const STATUSES = ['completed', 'completed', 'completed', 'completed', 'delivered', 'shipping', 'cancelled', 'preparing'] as const

/** One approved shop with 300 products, 2,000 buyers and `count` orders spread over the last 365 days. */
async function seedShop(db: Awaited<ReturnType<typeof openDatabase>>['db'], count: number) {
  const rng = rngOf(20261125)
  const tag = Date.now().toString(36)
  const ownerId = uuidv7()
  const buyerIds = Array.from({ length: 2000 }, () => uuidv7())
  await insertMany(db, users, [
    { id: ownerId, email: `bench.dash.${tag}@example.vn`, userName: 'Bench seller', roles: ['buyer', 'seller'] },
    ...buyerIds.map((id, i) => ({ id, email: `bench.buyer.${tag}.${i}@example.vn`, userName: 'Bench buyer', roles: ['buyer'] })),
  ])
  const shopId = uuidv7()
  await insertMany(db, shops, [
    { id: shopId, ownerId, name: `Bench dashboard ${tag}`, slug: `bench-dashboard-${tag}`, status: 'approved', provinceCode: '79' },
  ])
  const catalogue = Array.from({ length: 300 }, (_, i) => ({ id: uuidv7(), variant: uuidv7(), price: 100_000 + (i % 20) * 25_000 }))
  await insertMany(
    db,
    products,
    catalogue.map((p, i) => ({
      id: p.id,
      shopId,
      name: `Sản phẩm bench số ${i + 1}`,
      status: i % 50 === 0 ? 'rejected' : 'accepted',
      price: p.price,
      salePrice: p.price,
      stock: i % 40 === 0 ? 3 : 500,
      weight: 300,
      images: [],
      isPreorder: i % 30 === 0,
      prepDays: i % 30 === 0 ? 10 : 5,
    })),
  )
  await insertMany(
    db,
    productVariants,
    catalogue.map((p) => ({ id: p.variant, productId: p.id, options: [], price: p.price, salePrice: p.price, stock: 500 })),
  )
  const now = Date.now()
  for (let start = 0; start < count; start += 10_000) {
    const batch = { checkouts: [] as Row[], orders: [] as Row[], items: [] as Row[] }
    for (let i = start; i < Math.min(count, start + 10_000); i++) {
      const createdAt = new Date(now - rng() * 365 * DAY)
      const orderId = uuidv7()
      const checkoutId = uuidv7()
      const buyerId = buyerIds[Math.floor(rng() * buyerIds.length)] as string
      const lines = Array.from({ length: rng() < 0.6 ? 1 : 2 }, () => catalogue[Math.floor(rng() * catalogue.length)]!)
      const subtotal = lines.reduce((n, l) => n + l.price, 0)
      const status = STATUSES[Math.floor(rng() * STATUSES.length)] as string
      const shipped = status !== 'preparing' && status !== 'cancelled'
      const shippedAt = shipped ? new Date(createdAt.getTime() + (rng() < 0.05 ? 5 : 1) * DAY) : null
      batch.checkouts.push({
        id: checkoutId,
        userId: buyerId,
        idempotencyKey: `bench-${orderId}`,
        requestHash: 'bench',
        paymentMethod: 'COD',
        total: subtotal + 20_000,
        response: {},
        createdAt,
      })
      batch.orders.push({
        id: orderId,
        code: `B${orderId.slice(-11).toUpperCase()}`,
        checkoutId,
        buyerId,
        shopId,
        status,
        paymentMethod: 'COD',
        paymentStatus: status === 'completed' ? 'paid' : 'cash',
        shippingMethod: 'GHTK',
        address: {
          name: 'Bench',
          phone: '0912345678',
          province_code: '79',
          city: 'HCM',
          ward_code: '27316',
          ward: 'An Đông',
          street: '1',
          country: 'VN',
        },
        subtotal,
        shopVoucherDiscount: 0,
        shippingFee: 20_000,
        total: subtotal + 20_000,
        cancelledBy: status === 'cancelled' ? (rng() < 0.3 ? 'seller' : 'buyer') : null,
        shippedAt,
        deliveredAt: shippedAt && status !== 'shipping' ? new Date(shippedAt.getTime() + 2 * DAY) : null,
        createdAt,
      })
      for (const l of lines)
        batch.items.push({
          orderId,
          productId: l.id,
          variantId: l.variant,
          name: 'Bench',
          quantity: 1,
          price: l.price,
          salePrice: l.price,
          unitPrice: l.price,
        })
    }
    await insertMany(db, checkouts, batch.checkouts)
    await insertMany(db, orders, batch.orders)
    await insertMany(db, orderItems, batch.items)
  }
  // a few hundred return requests on delivered orders
  const delivered = rowsOf<{ id: string; buyer_id: string }>(
    await db.execute(sql`SELECT id, buyer_id FROM orders WHERE shop_id = ${shopId} AND status = 'completed' LIMIT 500`),
  )
  await insertMany(
    db,
    returnRequests,
    delivered.map((o, i) => ({
      orderId: o.id,
      buyerId: o.buyer_id,
      shopId,
      status: i % 5 === 0 ? 'requested' : 'closed',
      reasonId: 'wrong_size',
      itemsAmount: 100_000,
      refundAmount: 100_000,
      createdAt: new Date(now - rng() * 60 * DAY),
    })),
  )
  // the steady state: statistics and the visibility map (index-only scans) as autovacuum leaves them
  await db.execute(sql`VACUUM ANALYZE`)
  return { shopId, ownerId }
}

async function time(runs: number, fn: () => Promise<unknown>) {
  await fn() // warm
  const ms: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await fn()
    ms.push(performance.now() - t)
  }
  ms.sort((a, b) => a - b)
  return { p50: percentile(ms, 50), p95: percentile(ms, 95) }
}

async function runEngine(engine: Engine, count: number, runs: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xinh-bench-dashboard-'))
  const databaseUrl = engine === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  })
  const database = await openDatabase({ databaseUrl, dataDir })
  try {
    await database.migrate()
    const t0 = performance.now()
    const { shopId, ownerId } = await seedShop(database.db, count)
    const seedSeconds = (performance.now() - t0) / 1000
    const { services, app } = await buildApp({ config, database, web: false })
    const actor: Actor = { kind: 'user', userId: ownerId, sessionId: 'bench', roles: ['buyer', 'seller'], isGuest: false, via: 'bearer' }
    const today = new Date(Date.now() + 7 * 3600 * 1000).toISOString().slice(0, 10)
    const yearAgo = new Date(Date.now() + 7 * 3600 * 1000 - 365 * DAY).toISOString().slice(0, 10)
    const overview = (query: Parameters<typeof services.dashboard.overview>[0]['query']) => () =>
      services.dashboard.overview({ actor, query })
    const figures: Array<[string, { p50: number; p95: number }]> = [
      ['dashboard today', await time(runs, overview({ range: 'today' }))],
      ['dashboard 7 days', await time(runs, overview({ range: '7d' }))],
      ['dashboard 30 days', await time(runs, overview({ range: '30d' }))],
      ['dashboard 365 days (custom)', await time(runs, overview({ range: 'custom', from: yearAgo, to: today }))],
      ['to-do counts (layout badges)', await time(runs, () => services.dashboard.todo({ actor }))],
      [
        'sales report 30 days (.xlsx)',
        await time(Math.max(3, Math.floor(runs / 10)), () => services.dashboard.report({ actor, lang: 'vi', query: { range: '30d' } })),
      ],
    ]
    const [{ n }] = rowsOf<{ n: number }>(
      await database.db.execute(sql`SELECT count(*)::int AS n FROM orders WHERE shop_id = ${shopId}`),
    ) as [{ n: number }]
    const plan = rowsOf<Record<string, string>>(
      await database.db.execute(
        sql`EXPLAIN SELECT count(*), sum(subtotal - shop_voucher_discount) FROM orders WHERE shop_id = ${shopId} AND created_at >= now() - interval '30 days' AND created_at < now() AND status <> 'cancelled'`,
      ),
    ).map((r) => Object.values(r)[0])
    console.log(`\n  ${engine}: ${n.toLocaleString('en-US')} orders in one shop (seeded in ${seedSeconds.toFixed(1)} s), ${runs} runs each`)
    for (const [name, f] of figures)
      console.log(`    ${name.padEnd(32)} p50 ${f.p50.toFixed(1).padStart(7)} ms   p95 ${f.p95.toFixed(1).padStart(7)} ms`)
    console.log('    plan of the 30-day totals:')
    for (const line of plan) console.log(`      ${line}`)
    await app.close()
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function runSellerDashboardBench(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      orders: { type: 'string', default: '100000' },
      engines: { type: 'string', default: 'pglite,postgres' },
      runs: { type: 'string', default: '30' },
    },
    strict: false,
  })
  const count = Number(values.orders)
  const runs = Number(values.runs)
  console.log(
    `\nXinh seller dashboard figures (${count.toLocaleString('en-US')} orders, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)})`,
  )
  for (const engine of String(values.engines).split(',') as Engine[]) {
    if (engine === 'postgres' && !process.env.BENCH_DATABASE_URL) {
      console.log('  postgres: skipped (set BENCH_DATABASE_URL)')
      continue
    }
    await runEngine(engine, count, runs)
  }
}
