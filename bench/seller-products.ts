// `npm run bench -- seller-products [--engines pglite,postgres] [--parts list,import] [--products 10000] [--others 20000] [--rows 5000]`:
// the seller centre's product figures, printed, never asserted (the dashboard's are
// bench/seller-dashboard.ts, `npm run bench -- seller`). Each part is one entry of
// SELLER_BENCH_PARTS (name, what it prints, run); a part is added by appending an entry, and
// `--parts` picks some. Every part gets the same context: a running
// API on a fresh database, an approved seller's shop with --products products, and the seller's
// bearer headers.
//   list: GET /api/v1/seller/products p50/p95 (sequential) for the screens' usual queries on a shop
//     with --products products (every tab state, 3 variants each) among --others products of
//     other shops, and the plan of the default page (EXPLAIN ANALYZE).
//   import: POST /api/v1/seller/products/upload of a --rows-row workbook (products of 4 variants)
//     creating them, then the same file edited (every stock changed) updating them: seconds and rows/s.
// PGlite runs in a fresh temporary directory; PostgreSQL in BENCH_DATABASE_URL (skipped when
// unset; the bench's shops are deleted at the end).
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { uuidv7 } from 'uuidv7'
import { buildApp } from '../apps/server/src/app.ts'
import { categories, products, productClassifications, productVariants } from '../apps/server/src/modules/catalog/catalog.tables.ts'
import { COLUMNS } from '../apps/server/src/modules/catalog/seller/excel-export.ts'
import { shops } from '../apps/server/src/modules/shops/shops.tables.ts'
import { loadConfig } from '../apps/server/src/platform/config.ts'
import { type Database, openDatabase } from '../apps/server/src/platform/db/client.ts'
import { rowsOf } from '../apps/server/src/platform/db/rows.ts'
import { fastRng, int, pick, planProduct } from '../apps/server/seed/catalog-gen.ts'
import { insertMany } from '../apps/server/seed/demo.ts'
import { KINDS, SHOPS } from '../apps/server/seed/vocabulary.ts'

type Engine = 'pglite' | 'postgres'
/** What a part prints: label → value, in order. */
export type Figures = Array<[string, string]>
export type SellerBenchContext = {
  engine: Engine
  base: string
  database: Database
  /** Authorization for the bench seller (owner of `shopId`). */
  headers: Record<string, string>
  shopId: string
  categoryIds: { parent: string; leaves: string[] }
  options: { products: number; others: number; rows: number }
}
export type SellerBenchPart = { name: string; run: (ctx: SellerBenchContext) => Promise<Figures> }

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
const ms = (v: number) => `${v.toFixed(1)} ms`

async function timed(url: string, headers: Record<string, string>, n = 40) {
  const run = async () => {
    const res = await fetch(url, { headers })
    if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`)
    return (await res.json()) as { meta?: { total: number } }
  }
  for (let i = 0; i < 5; i++) await run()
  const times: number[] = []
  let total = 0
  for (let i = 0; i < n; i++) {
    const t = performance.now()
    total = (await run()).meta?.total ?? 0
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return { times, p50: percentile(times, 50), p95: percentile(times, 95), total }
}

// ----- the shop ------------------------------------------------------------------------------

/** Product states of the bench shop, by share (the rest are accepted; 1 in 12 accepted is sold out). */
const STATES: Array<[share: number, status: 'draft' | 'pending' | 'rejected' | 'delisted']> = [
  [0.03, 'draft'],
  [0.05, 'pending'],
  [0.02, 'rejected'],
  [0.05, 'delisted'],
]

/** The state whose share covers `r` (0 ≤ r < 1). */
function stateAt(r: number) {
  let acc = 0
  for (const [share, status] of STATES) {
    acc += share
    if (r < acc) return status
  }
  return 'accepted' as const
}

/** `count` products with 3 variants each in `shopId`, in multi-row inserts. */
async function fillShop(database: Database, shopId: string, count: number, leaves: string[], seed: number, withStates: boolean) {
  const rng = fastRng(seed)
  const now = Date.now()
  for (let start = 0; start < count; start += 2_500) {
    const productRows: Array<Record<string, unknown>> = []
    const classificationRows: Array<Record<string, unknown>> = []
    const variantRows: Array<Record<string, unknown>> = []
    for (let i = start; i < Math.min(count, start + 2_500); i++) {
      const plan = planProduct(rng, pick(rng, KINDS), pick(rng, SHOPS), { long: 0 })
      const id = uuidv7()
      const status = withStates ? stateAt(rng()) : 'accepted'
      const soldOut = status === 'accepted' && withStates && rng() < 1 / 12
      const variants = plan.variants.slice(0, 3).map((v) => ({ ...v, stock: soldOut ? 0 : int(rng, 0, 40) }))
      const cheapest = variants.reduce((a, b) => (b.salePrice < a.salePrice ? b : a))
      const created = new Date(now - int(rng, 0, 400) * 86_400_000 - i)
      productRows.push({
        id,
        shopId,
        categoryId: pick(rng, leaves),
        name: plan.name,
        description: plan.description,
        status,
        rejectionReason: status === 'rejected' ? 'Hình ảnh chưa đúng sản phẩm' : null,
        allowToSell: status !== 'delisted',
        images: plan.images,
        price: cheapest.price,
        salePrice: cheapest.salePrice,
        stock: variants.reduce((n, v) => n + v.stock, 0),
        sold: status === 'accepted' ? plan.sold : 0,
        weight: plan.weight,
        packLength: plan.packLength,
        packWidth: plan.packWidth,
        packHeight: plan.packHeight,
        returnConditions: plan.returnConditions,
        reviewedAt: status === 'draft' || status === 'pending' ? null : created,
        createdAt: created,
        updatedAt: created,
      })
      for (const [position, c] of plan.classifications.entries())
        classificationRows.push({ productId: id, position, name: c.name, options: c.options })
      for (const v of variants)
        variantRows.push({
          productId: id,
          options: v.options,
          sku: null,
          price: v.price,
          salePrice: v.salePrice,
          stock: v.stock,
          images: [],
        })
    }
    await database.db.transaction(async (tx) => {
      await insertMany(tx, products, productRows)
      await insertMany(tx, productClassifications, classificationRows)
      await insertMany(tx, productVariants, variantRows)
    })
  }
}

const BENCH_PASSWORD = 'Bench@2026'

/** An approved shop and its owner (a real account: the bench logs in as it). */
async function newShop(database: Database, identity: Services['identity'], name: string) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const owner = await identity.createAccount({
    email: `bench.${tag}@example.vn`,
    userName: 'Bench seller',
    password: BENCH_PASSWORD,
    roles: ['buyer', 'seller'],
  })
  const [shop] = await database.db
    .insert(shops)
    .values({ ownerId: owner.id, name: `${name} ${tag}`, slug: `bench-${tag}`, status: 'approved', provinceCode: '79' })
    .returning()
  return { userId: owner.id, email: `bench.${tag}@example.vn`, shopId: shop!.id }
}
type Services = Awaited<ReturnType<typeof buildApp>>['services']

// ----- parts ---------------------------------------------------------------------------------

const listPart: SellerBenchPart = {
  name: 'list',
  async run(ctx) {
    const url = (q: string) => `${ctx.base}/api/v1/seller/products?${q}`
    const cases: Array<[string, string]> = [
      ['all, newest, page 1', 'limit=20'],
      ['tab "available", page 50', 'filter=available&page=50&limit=20'],
      ['tab "rejected"', 'filter=rejected&limit=20'],
      ['keyword "ao thun"', 'keyword=ao%20thun&limit=20'],
      ['category + low stock, price ↑', `category_id=${ctx.categoryIds.parent}&stock=low&sort=price_asc&limit=20`],
      ['sort best selling, 100 a page', 'sort=best_selling&limit=100'],
      ['deep page (offset 9,000)', 'page=451&limit=20'],
    ]
    const figures: Figures = []
    const all: number[] = []
    for (const [label, q] of cases) {
      const r = await timed(url(q), ctx.headers)
      all.push(...r.times)
      figures.push([label, `p50 ${ms(r.p50)}, p95 ${ms(r.p95)} (${r.total.toLocaleString('en-US')} found)`])
    }
    all.sort((a, b) => a - b)
    figures.unshift(['product list, all cases', `p95 ${ms(percentile(all, 95))} (${all.length} requests)`])
    // the plan of the default page: the list and the counts per tab
    const explain = async (query: ReturnType<typeof sql>) =>
      rowsOf<{ 'QUERY PLAN': string }>(await ctx.database.db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${query}`)).map(
        (r) => r['QUERY PLAN'],
      )
    const listPlan = await explain(sql`SELECT * FROM products WHERE shop_id = ${ctx.shopId} ORDER BY created_at DESC, id DESC LIMIT 20`)
    const countPlan = await explain(sql`SELECT count(*) FILTER (WHERE status = 'rejected') FROM products WHERE shop_id = ${ctx.shopId}`)
    const summary = (plan: string[]) =>
      `${plan
        .filter((l) => /Scan|Sort|Limit|Aggregate/.test(l))
        .map((l) => l.trim().replace(/\s*\(actual.*$/, ''))
        .join(' → ')}; ${plan.find((l) => l.startsWith('Execution Time'))}`
    figures.push(['plan: default page', summary(listPlan)])
    figures.push(['plan: counts per tab', summary(countPlan)])
    return figures
  },
}

/** A workbook of `rows` rows: products of 4 variants (2 colours × 2 sizes), in the export's columns. */
async function importWorkbook(rows: number, categoryId: string, keys: string[] | null, stock: number) {
  const wb = new ExcelJS.Workbook()
  const sheet = wb.addWorksheet('San pham')
  sheet.addRow(COLUMNS.map((c) => c.key))
  const description =
    'Chất liệu cotton co giãn nhẹ, thấm hút mồ hôi, đường may chắc chắn. Form dáng vừa vặn, dễ phối đồ đi học, đi làm và dạo phố cuối tuần.'
  for (let i = 0; i < rows; i++) {
    const p = Math.floor(i / 4)
    const [colour, size] = [['Trắng kem', 'Đen tuyền'][i % 2], ['Size M', 'Size L'][Math.floor(i / 2) % 2]]
    const row: Record<string, unknown> = {
      product_key: keys ? keys[p] : `SP-${p}`,
      name: `Áo thun cotton form rộng mẫu ${p + 1}`,
      description,
      category_id: categoryId,
      images: '/uploads/products/ab/one.webp',
      weight: 250,
      pack_length: 30,
      pack_width: 20,
      pack_height: 3,
      prep_days: 5,
      return_days: 7,
      return_conditions: 'Còn nguyên tem mác',
      is_preorder: 'không',
      is_authentic: 'có',
      is_guaranteed: 'không',
      classification_1: 'Màu sắc',
      option_1: colour,
      classification_2: 'Kích cỡ',
      option_2: size,
      sku: `AT-${p}-${i % 4}`,
      price: 250_000,
      sale_price: 199_000,
      stock,
    }
    sheet.addRow(COLUMNS.map((c) => row[c.key] ?? null))
  }
  return Buffer.from(await wb.xlsx.writeBuffer())
}

const importPart: SellerBenchPart = {
  name: 'import',
  async run(ctx) {
    const upload = async (data: Buffer) => {
      const body = new FormData()
      body.append('file', new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'bench.xlsx')
      const t = performance.now()
      const res = await fetch(`${ctx.base}/api/v1/seller/products/upload`, { method: 'POST', headers: ctx.headers, body })
      const json = (await res.json()) as { data?: { created: number; updated: number; product_ids: string[] }; error?: unknown }
      if (!res.ok) throw new Error(`upload → ${res.status} ${JSON.stringify(json).slice(0, 500)}`)
      return { seconds: (performance.now() - t) / 1000, data: json.data! }
    }
    const rows = ctx.options.rows
    const leaf = ctx.categoryIds.leaves[0]!
    const file = await importWorkbook(rows, leaf, null, 12)
    const created = await upload(file)
    const edited = await importWorkbook(rows, leaf, created.data.product_ids, 30)
    const updated = await upload(edited)
    const line = (r: { seconds: number }, what: string) =>
      `${r.seconds.toFixed(2)} s, ${Math.round(rows / r.seconds).toLocaleString('en-US')} rows/s (${what})`
    return [
      [`Excel import, ${rows.toLocaleString('en-US')} rows`, `${(file.length / 1024).toFixed(0)} KB file`],
      ['  creating products', line(created, `${created.data.created.toLocaleString('en-US')} products created`)],
      ['  updating the same products', line(updated, `${updated.data.updated.toLocaleString('en-US')} products updated`)],
    ]
  },
}

/** The parts, in the order they run. Add one by appending here. */
export const SELLER_BENCH_PARTS: SellerBenchPart[] = [listPart, importPart]

// ----- runner --------------------------------------------------------------------------------

async function runEngine(engine: Engine, parts: SellerBenchPart[], options: SellerBenchContext['options']) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xinh-bench-seller-'))
  const databaseUrl = engine === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined
  const database = await openDatabase({ databaseUrl, dataDir })
  await database.migrate()
  const config = loadConfig({
    ...process.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO: 'false',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    AUTH_RATE_LIMIT: '1000000',
    RATE_LIMIT_STORE: 'memory',
    PAGE_CACHE: 'false',
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_MAX_IN_FLIGHT: '0',
  })
  const { app, services } = await buildApp({ config, database, web: false })
  const shopIds: string[] = []
  try {
    const t0 = performance.now()
    const [parent] = await database.db
      .insert(categories)
      .values({ name: 'Bench thời trang', slug: `bench-${uuidv7()}` })
      .returning()
    const leaves = await database.db
      .insert(categories)
      .values(['Áo', 'Quần', 'Váy', 'Giày'].map((name) => ({ name: `Bench ${name}`, slug: `bench-${uuidv7()}`, parentId: parent!.id })))
      .returning()
    const leafIds = leaves.map((l) => l.id)
    const other = await newShop(database, services.identity, 'Bench other')
    shopIds.push(other.shopId)
    await fillShop(database, other.shopId, options.others, leafIds, 7, false)
    const seller = await newShop(database, services.identity, 'Bench seller')
    shopIds.push(seller.shopId)
    await fillShop(database, seller.shopId, options.products, leafIds, 11, true)
    for (const table of ['products', 'product_variants', 'product_classifications']) await database.db.execute(sql.raw(`ANALYZE ${table}`))
    const setupSeconds = (performance.now() - t0) / 1000

    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    const login = await fetch(`${base}/community/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: seller.email, password: BENCH_PASSWORD }),
    })
    const { data: tokens } = (await login.json()) as { data: { accessToken: string } }
    const ctx: SellerBenchContext = {
      engine,
      base,
      database,
      headers: { authorization: `Bearer ${tokens.accessToken}` },
      shopId: seller.shopId,
      categoryIds: { parent: parent!.id, leaves: leafIds },
      options,
    }
    console.log(
      `\n  ${engine}: shop of ${options.products.toLocaleString('en-US')} products among ${(options.products + options.others).toLocaleString('en-US')} (set up in ${setupSeconds.toFixed(1)} s)`,
    )
    for (const part of parts) {
      const figures = await part.run(ctx)
      for (const [label, value] of figures) console.log(`    ${label.padEnd(34)} ${value}`)
    }
  } finally {
    await app.close()
    if (engine === 'postgres') for (const id of shopIds) await database.db.delete(shops).where(eq(shops.id, id))
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function runSellerProductsBench(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      engines: { type: 'string', default: 'pglite,postgres' },
      parts: { type: 'string', default: SELLER_BENCH_PARTS.map((p) => p.name).join(',') },
      products: { type: 'string', default: '10000' },
      others: { type: 'string', default: '20000' },
      rows: { type: 'string', default: '5000' },
    },
  })
  const names = values.parts.split(',')
  const parts = SELLER_BENCH_PARTS.filter((p) => names.includes(p.name))
  const options = { products: Number(values.products), others: Number(values.others), rows: Number(values.rows) }
  console.log(`Xinh seller-centre product figures (${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)})`)
  for (const engine of values.engines.split(',') as Engine[]) {
    if (engine === 'postgres' && !process.env.BENCH_DATABASE_URL) {
      console.log('\n  postgres: skipped (set BENCH_DATABASE_URL)')
      continue
    }
    await runEngine(engine, parts, options)
  }
}
