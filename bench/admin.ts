// `npm run bench -- admin [--engines pglite,postgres] [--pending 100000] [--rounds 40]`: the admin
// review queues with a large backlog (issue 14: "queue list p95 with 100k pending items"), printed,
// never asserted.
//   data:   `--pending` products waiting for review (one shop, submitted over 30 days), inserted in
//           one statement; the demo seed is off
//   routes: GET /api/v1/admin/products (first page, a deep page, a name search), GET
//           /api/v1/admin/queues (the nav badges, every request of the console), GET
//           /api/v1/admin/dashboard; p50/p95 over `--rounds` calls each (app.inject, admin session)
//   plan:   EXPLAIN ANALYZE of the queue page query and of its count, to show the index used
// PGlite in a fresh temporary directory; PostgreSQL in BENCH_DATABASE_URL (skipped when unset; the
// bench's shop and its products are deleted afterwards).
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { eq, sql } from 'drizzle-orm'
import { buildApp } from '../apps/server/src/app.ts'
import { products } from '../apps/server/src/modules/catalog/catalog.tables.ts'
import { shops } from '../apps/server/src/modules/shops/shops.tables.ts'
import { loadConfig } from '../apps/server/src/platform/config.ts'
import { openDatabase } from '../apps/server/src/platform/db/client.ts'
import { benchShop } from './bench-shop.ts'

type Engine = 'pglite' | 'postgres'
let ROUNDS = 40
let PENDING = 100_000

const ms = (n: number) => `${n.toFixed(1)} ms`
function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN
  return `p50 ${ms(at(50))}  p95 ${ms(at(95))}  max ${ms(s[s.length - 1] ?? Number.NaN)}`
}

async function run(engine: Engine, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xinh-bench-admin-'))
  let shopId: string | undefined
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
      AUTH_RATE_LIMIT: '100000',
      RATE_LIMIT_STORE: 'memory',
      DATABASE_URL: databaseUrl ?? '',
    })
    const { app, services } = await buildApp({ config, database, web: false })
    await app.ready()
    const { db } = database
    const { lines } = await benchShop(db, 'Admin bench shop', [{ name: 'Đầm mẫu', stock: 10, price: 300_000, salePrice: 250_000 }])
    shopId = (await db.select({ shopId: products.shopId }).from(products).where(eq(products.id, lines[0]!.productId)))[0]?.shopId

    const started = performance.now()
    // a backlog as sellers make it: varied names (the search folds them), prices, submitted over 30 days
    await db.execute(sql`
      INSERT INTO products (id, shop_id, name, description, status, images, price, sale_price, stock, weight, submitted_at, created_at)
      SELECT gen_random_uuid(), ${shopId}::uuid,
             (ARRAY['Đầm voan', 'Áo sơ mi', 'Quần jean', 'Chân váy', 'Son kem', 'Áo khoác'])[1 + g % 6] || ' mẫu ' || g,
             'Sản phẩm chờ duyệt số ' || g, 'pending', '["/uploads/bench/a.webp"]'::jsonb,
             200000 + (g % 50) * 10000, 150000 + (g % 50) * 10000, 10, 300,
             now() - make_interval(secs => (g * 26)::double precision), now() - make_interval(secs => (g * 26 + 60)::double precision)
      FROM generate_series(1, ${PENDING}) AS g`)
    await db.execute(sql`ANALYZE products`)
    const insertS = (performance.now() - started) / 1000

    const email = `bench.admin.${Date.now().toString(36)}@example.vn`
    await services.identity.createAccount({ email, userName: 'Bench admin', password: 'Xinh@2026a', roles: ['admin'] })
    const login = await app.inject({ method: 'POST', url: '/community/v1/auth/login', payload: { email, password: 'Xinh@2026a' } })
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` }

    const timed = async (url: string) => {
      const samples: number[] = []
      for (let i = 0; i < ROUNDS + 3; i++) {
        const t0 = performance.now()
        const res = await app.inject({ method: 'GET', url, headers })
        const dt = performance.now() - t0
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`)
        if (i >= 3) samples.push(dt) // the first calls warm caches and plans
      }
      return stats(samples)
    }

    console.log(
      `\n${engine}: ${PENDING.toLocaleString('en')} pending products inserted in ${insertS.toFixed(1)} s (${ROUNDS} rounds, load ${os.loadavg()[0]!.toFixed(2)})`,
    )
    console.log(`  GET /api/v1/admin/products (page 1):         ${await timed('/api/v1/admin/products?limit=20')}`)
    console.log(`  GET /api/v1/admin/products (page 200):       ${await timed('/api/v1/admin/products?limit=20&page=200')}`)
    console.log(
      `  GET /api/v1/admin/products?q=dam voan 4242:  ${await timed(`/api/v1/admin/products?limit=20&q=${encodeURIComponent('dam voan mau 4242')}`)}`,
    )
    console.log(`  GET /api/v1/admin/queues (nav badges):       ${await timed('/api/v1/admin/queues')}`)
    console.log(`  GET /api/v1/admin/dashboard:                 ${await timed('/api/v1/admin/dashboard')}`)

    const explain = async (label: string, query: ReturnType<typeof sql>) => {
      const result = await db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING ON) ${query}`)
      const rows = (result as unknown as { rows: Array<Record<string, string>> }).rows
      console.log(`  plan, ${label}:`)
      for (const r of rows) console.log(`    ${Object.values(r)[0]}`)
    }
    await explain(
      'queue page',
      sql`SELECT p.id FROM products p JOIN shops s ON s.id = p.shop_id LEFT JOIN categories c ON c.id = p.category_id
          WHERE p.status = 'pending' ORDER BY p.submitted_at ASC NULLS LAST, p.id ASC LIMIT 20 OFFSET 3980`,
    )
    await explain('queue count (capped)', sql`SELECT count(*) FROM (SELECT 1 FROM products WHERE status = 'pending' LIMIT 10001) capped`)
    await explain(
      'duplicate names of a page',
      sql`SELECT id FROM products WHERE name_folded IN (SELECT name_folded FROM products WHERE status = 'pending' ORDER BY submitted_at LIMIT 20) AND status <> 'draft'`,
    )
    // a shared PostgreSQL keeps nothing of the bench
    if (databaseUrl && shopId) {
      await db.delete(shops).where(eq(shops.id, shopId))
      await db.execute(sql`DELETE FROM users WHERE email = ${email} OR email LIKE 'bench.admin-bench-shop-%'`)
    }
    await app.close()
  } finally {
    await database.close().catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function runAdminBench(argv: string[]) {
  const { values: args } = parseArgs({
    args: argv,
    options: {
      engines: { type: 'string', default: 'pglite,postgres' },
      rounds: { type: 'string', default: '40' },
      pending: { type: 'string', default: '100000' },
    },
  })
  ROUNDS = Math.max(5, Number(args.rounds))
  PENDING = Math.max(1000, Number(args.pending))
  const engines = (args.engines ?? '').split(',').filter(Boolean) as Engine[]
  for (const engine of engines) {
    if (engine === 'postgres') {
      const url = process.env.BENCH_DATABASE_URL
      if (!url) {
        console.log('\npostgres: skipped (set BENCH_DATABASE_URL)')
        continue
      }
      await run('postgres', url)
    } else await run('pglite', undefined)
  }
}
