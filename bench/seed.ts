// `npm run bench:seed -- --products 100000`: a benchmark catalogue in the database that
// DATABASE_URL names (PostgreSQL) or in DATA_DIR (embedded PGlite, default ./data).
//
// The demo seed runs first when the database has no users (accounts, 36 shops, ~1,640 products,
// pictures); then shops and products are added until the catalogue holds --products accepted
// products. Names come from the same Vietnamese vocabulary as the demo (so trigram search
// sees realistic variety); variants, classifications and prices likewise. Rows go in as large
// multi-row INSERTs (one JSON parameter per chunk, unpacked by json_populate_recordset), a
// chunk per transaction. Beyond --drop-indexes-above new rows (default 50,000), the secondary indexes of the
// product tables are dropped for the load and rebuilt after it (faster than maintaining GIN
// trigram indexes row by row), then VACUUM ANALYZE.
import { parseArgs } from 'node:util'
import { uuidv7 } from 'uuidv7'
import { buildApp } from '../apps/server/src/app.ts'
import { productClassifications, products, productVariants } from '../apps/server/src/modules/catalog/catalog.tables.ts'
import { users } from '../apps/server/src/modules/identity/identity.tables.ts'
import { shops } from '../apps/server/src/modules/shops/shops.tables.ts'
import { loadConfig } from '../apps/server/src/platform/config.ts'
import { type Database, openDatabase } from '../apps/server/src/platform/db/client.ts'
import { fastRng, int, pick, planProduct, sample, shopDescription, slugify } from '../apps/server/seed/catalog-gen.ts'
import { insertMany, seedDemo } from '../apps/server/seed/demo.ts'
import { KINDS, SHOPS } from '../apps/server/seed/vocabulary.ts'

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'products-per-shop': { type: 'string', default: '500' },
    chunk: { type: 'string', default: '5000' },
    'drop-indexes-above': { type: 'string', default: '50000' },
    seed: { type: 'string', default: '42' },
  },
})
const target = Number(args.products)
const perShop = Number(args['products-per-shop'])
const chunk = Number(args.chunk)

const PREFIXES = ['Nhà', 'Tiệm', 'Góc', 'Tủ Đồ', 'Phố', 'Xưởng', 'Hiên', 'Vườn', 'Gác', 'Ngõ', 'Bến', 'Làng']
const WORDS = [
  'Mây',
  'Nắng',
  'Gió',
  'Sen',
  'Lúa',
  'Trăng',
  'Sương',
  'Mưa',
  'Cỏ',
  'Hoa',
  'Lụa',
  'Gấm',
  'Thơ',
  'Mơ',
  'Nâu',
  'Kem',
  'Quế',
  'Bưởi',
  'Cam',
  'Đào',
  'Mận',
  'Ổi',
  'Dừa',
  'Tre',
  'Trúc',
  'Mai',
  'Lan',
  'Cúc',
  'Hồng',
  'Ngọc',
  'Bạc',
  'Vàng',
  'Son',
  'Phấn',
  'Nhung',
  'Tơ',
  'Sóc',
  'Thỏ',
  'Mèo',
  'Cá Vàng',
]
const SUFFIXES = ['Store', 'Shop', 'Boutique', 'Studio', 'House', 'Closet', 'Beauty', 'Fashion', 'Corner', 'Official', 'Outlet', 'Concept']
const PROVINCES = [
  '01',
  '04',
  '08',
  '11',
  '12',
  '14',
  '15',
  '19',
  '20',
  '22',
  '24',
  '25',
  '31',
  '33',
  '37',
  '38',
  '40',
  '42',
  '44',
  '46',
  '48',
  '51',
  '52',
  '56',
  '66',
  '68',
  '75',
  '79',
  '80',
  '82',
  '86',
  '91',
  '92',
  '96',
]
const DAY = 86_400_000

const fmt = (n: number) => n.toLocaleString('en-US')
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function countRow(database: Database, sql: string) {
  const [row] = await database.query<{ n: number | string }>(sql)
  return Number(row?.n ?? 0)
}

async function main() {
  const started = performance.now()
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', JOBS_ENABLED: 'false' })
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  const where = database.engine === 'pglite' ? `PGlite in ${config.dataDir}/db` : 'PostgreSQL (DATABASE_URL)'
  console.log(`bench:seed → ${where}, target ${fmt(target)} accepted products`)
  await database.migrate()

  if ((await countRow(database, 'SELECT count(*) AS n FROM users')) === 0) {
    const { app, services } = await buildApp({ config, database, web: false })
    const stats = await seedDemo({ db: database.db, identity: services.identity, dataDir: config.dataDir })
    await app.close()
    console.log(`  demo seed: ${stats.products} products, ${stats.variants} variants in ${secs(stats.ms.total)}`)
  }

  const existing = await countRow(database, `SELECT count(*) AS n FROM products WHERE status = 'accepted'`)
  const toAdd = Math.max(0, target - existing)
  if (toAdd === 0) {
    console.log(`  already ${fmt(existing)} accepted products: nothing to add`)
    await database.close()
    return
  }

  // ----- shops (one owner each; everyone shares the demo password hash) -------------------
  const [hashRow] = await database.query<{ h: string }>(`SELECT password_hash AS h FROM users WHERE email = 'buyer@xinh.vn'`)
  const benchShops = await countRow(database, `SELECT count(*) AS n FROM shops WHERE slug LIKE 'bench-%'`)
  const rng = fastRng(Number(args.seed) + benchShops)
  const shopCount = Math.max(1, Math.ceil(toAdd / perShop))
  const categoryIds = new Map(
    (await database.query<{ id: string; slug: string }>('SELECT id, slug FROM categories')).map((c) => [c.slug, c.id]),
  )
  const now = Date.now()
  const newShops = Array.from({ length: shopCount }, (_, i) => {
    const n = benchShops + i
    const word = WORDS[Math.floor(n / PREFIXES.length) % WORDS.length] as string
    const base = `${PREFIXES[n % PREFIXES.length]} ${word} ${SUFFIXES[Math.floor(n / (PREFIXES.length * WORDS.length)) % SUFFIXES.length]}`
    const lap = Math.floor(n / (PREFIXES.length * WORDS.length * SUFFIXES.length))
    const name = lap ? `${base} ${lap + 1}` : base
    const kinds = sample(rng, KINDS, int(rng, 2, 5))
    return {
      id: uuidv7(),
      ownerId: uuidv7(),
      name,
      brand: word,
      kinds,
      province: pick(rng, PROVINCES),
      description: shopDescription(rng, { name, tagline: pick(rng, SHOPS).tagline }),
      slug: `bench-${n + 1}-${slugify(name)}`,
    }
  })
  const t0 = performance.now()
  await database.db.transaction(async (tx) => {
    await insertMany(
      tx,
      users,
      newShops.map((s, i) => ({
        id: s.ownerId,
        email: `bench${benchShops + i + 1}@xinh.vn`,
        userName: `Chủ shop ${s.name}`.slice(0, 40),
        passwordHash: hashRow?.h ?? null,
        roles: ['buyer', 'seller'],
        emailVerified: true,
      })),
    )
    await insertMany(
      tx,
      shops,
      newShops.map((s) => ({
        id: s.id,
        ownerId: s.ownerId,
        name: s.name,
        slug: s.slug,
        description: s.description,
        status: 'approved',
        provinceCode: s.province,
        rating: Math.round((3.8 + rng() * 1.2) * 10) / 10,
        followerCount: int(rng, 10, 60_000),
      })),
    )
  })
  console.log(`  ${fmt(shopCount)} shops in ${secs(performance.now() - t0)}`)

  // ----- products -------------------------------------------------------------------------
  const dropped: Array<{ name: string; def: string }> = []
  if (toAdd > Number(args['drop-indexes-above'])) {
    const rows = await database.query<{ indexname: string; indexdef: string }>(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i
       WHERE i.schemaname = 'public' AND i.tablename IN ('products', 'product_variants', 'product_classifications')
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    )
    for (const r of rows) {
      await database.query(`DROP INDEX IF EXISTS "${r.indexname}"`)
      dropped.push({ name: r.indexname, def: r.indexdef })
    }
    console.log(`  dropped ${dropped.length} secondary indexes for the load`)
  }

  const tLoad = performance.now()
  let added = 0
  let variantsAdded = 0
  let lastReport = 0
  let peakRss = process.memoryUsage().rss
  try {
    while (added < toAdd) {
      const size = Math.min(chunk, toAdd - added)
      const productRows: Array<Record<string, unknown>> = []
      const classificationRows: Array<Record<string, unknown>> = []
      const variantRows: Array<Record<string, unknown>> = []
      for (let i = 0; i < size; i++) {
        const shop = newShops[Math.floor(((added + i) / toAdd) * shopCount)] ?? (newShops[0] as (typeof newShops)[number])
        const kind = pick(rng, shop.kinds)
        const p = planProduct(rng, kind, shop, { long: 0 })
        const id = uuidv7()
        const createdAt = new Date(now - rng() * 720 * DAY)
        const ratingCount = p.sold > 600 ? int(rng, 1, 120) : 0
        productRows.push({
          id,
          shopId: shop.id,
          categoryId: categoryIds.get(kind.category),
          name: p.name,
          description: p.description,
          status: 'accepted',
          images: p.images,
          price: p.price,
          salePrice: p.salePrice,
          stock: p.stock,
          weight: p.weight,
          packLength: p.packLength,
          packWidth: p.packWidth,
          packHeight: p.packHeight,
          prepDays: p.prepDays,
          returnDays: p.returnDays,
          returnConditions: p.returnConditions,
          isAuthentic: p.isAuthentic,
          isGuaranteed: p.isGuaranteed,
          sizeDetails: p.sizeDetails,
          // benchmark rows carry a rating without review rows (the demo seed writes real reviews)
          rating: ratingCount ? Math.round(Math.min(5, p.quality) * 10) / 10 : 0,
          ratingCount,
          sold: p.sold,
          submittedAt: createdAt,
          reviewedAt: createdAt,
          createdAt,
          updatedAt: createdAt,
        })
        for (const [position, c] of p.classifications.entries())
          classificationRows.push({ id: uuidv7(), productId: id, position, name: c.name, options: c.options })
        for (const v of p.variants)
          variantRows.push({
            id: uuidv7(),
            productId: id,
            options: v.options,
            price: v.price,
            salePrice: v.salePrice,
            stock: v.stock,
            sold: v.sold,
            images: v.images,
            createdAt,
            updatedAt: createdAt,
          })
      }
      await database.db.transaction(async (tx) => {
        await insertMany(tx, products, productRows)
        await insertMany(tx, productClassifications, classificationRows, 10_000)
        await insertMany(tx, productVariants, variantRows, 20_000)
      })
      added += size
      variantsAdded += variantRows.length
      const elapsed = performance.now() - tLoad
      peakRss = Math.max(peakRss, process.memoryUsage().rss)
      if (elapsed - lastReport > 5_000 || added === toAdd) {
        lastReport = elapsed
        const rss = process.memoryUsage().rss / 1e6
        console.log(
          `  products ${fmt(added)}/${fmt(toAdd)}  variants ${fmt(variantsAdded)}  ${secs(elapsed)}  ${fmt(Math.round(added / (elapsed / 1000)))}/s  rss ${rss.toFixed(0)} MB`,
        )
      }
    }
  } finally {
    if (dropped.length) {
      const t = performance.now()
      for (const d of dropped) await database.query(d.def)
      console.log(`  rebuilt ${dropped.length} indexes in ${secs(performance.now() - t)}`)
    }
  }
  // a settled database (as autovacuum leaves it): statistics, and a visibility map for index-only scans
  const tAnalyze = performance.now()
  await database.query('VACUUM (ANALYZE) products, product_variants, product_classifications, shops, users')
  await database.query('ANALYZE')
  console.log(`  VACUUM ANALYZE in ${secs(performance.now() - tAnalyze)}`)

  const total = await countRow(database, `SELECT count(*) AS n FROM products WHERE status = 'accepted'`)
  const size =
    database.engine === 'postgres'
      ? (await database.query<{ s: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS s'))[0]?.s
      : ''
  console.log(
    `bench:seed done: ${fmt(total)} accepted products (${fmt(added)} added, ${fmt(variantsAdded)} variants, ${fmt(shopCount)} shops) in ${secs(performance.now() - started)}` +
      `${size ? `, database ${size}` : ''}, peak rss ${(Math.max(peakRss, process.memoryUsage().rss) / 1e6).toFixed(0)} MB`,
  )
  await database.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
