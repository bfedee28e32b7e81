// `npm run bench -- relevance [--verbose] [--limit 8]`: search relevance over the demo catalogue,
// printed, never asserted (issue 12, docs/decisions/008-search-relevance.md).
//   1. a fresh PGlite database in a temporary directory: migrations, the demo seed (pictures come
//      from the machine-wide cache), ANALYZE;
//   2. a few ordinary new products, added through the seller API and accepted by an admin, as a
//      seller's brand-new listings would be (bench/relevance-queries.ts NEW_PRODUCTS);
//   3. every query of the relevance table (bench/relevance-queries.ts) through
//      GET /api/v1/web/products?keyword=…&limit=8, each result graded against the query's facts.
// Prints NDCG@8 (graded gains 2^grade − 1, the ideal order taken over the whole catalogue) and the
// share of queries whose expected product is in the top 3: the target when the query has one,
// else any product of the best grade the catalogue holds for it. With --verbose, every query.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { COLOR_TERMS, foldVietnamese, GENDER_TERMS } from '@xinh/contracts'
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/platform/config.ts'
import { openDatabase } from '../apps/server/src/platform/db/client.ts'
import { rowsOf } from '../apps/server/src/platform/db/rows.ts'
import { DEMO_PASSWORD, seedDemo } from '../apps/server/seed/demo.ts'
import { type Judge, type Kind, NEW_PRODUCTS, QUERIES } from './relevance-queries.ts'

type Product = {
  id: string
  name: string
  folded: string
  leaf: string
  root: string
  shop: string
  salePrice: number
  /** Lower-cased name and option names, each padded with spaces, punctuation as spaces. */
  texts: string[]
}

const padded = (s: string) =>
  ` ${s
    .toLowerCase()
    .normalize('NFC')
    .replace(/[,.;:!?()[\]{}/|+\-_&*#"'~<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `
const hasWord = (texts: string[], words: string[]) => texts.some((t) => words.some((w) => t.includes(` ${w} `)))

/** What the judge says about a product for a query: 0 irrelevant, 1 relevant, 2 named as asked, 3 the target. */
function grade(p: Product, j: Judge): number {
  if (j.target && p.name === j.target) return 3
  const named = (j.words ?? []).every((w) => p.folded.includes(w))
  if (j.cat && !j.cat.includes(p.leaf) && !j.cat.includes(p.root) && !(j.named && named)) return 0
  if (j.shop && p.shop !== j.shop) return 0
  if (j.price?.[0] != null && p.salePrice < j.price[0]) return 0
  if (j.price?.[1] != null && p.salePrice > j.price[1]) return 0
  if (j.color && !hasWord(p.texts, COLOR_TERMS[j.color])) return 0
  if (j.size && !p.texts.slice(1).some((t) => t.includes(` ${j.size!.toLowerCase()} `))) return 0
  if (j.gender) {
    const word = (g: 'male' | 'female') =>
      hasWord([padded(p.name).replace(/ việt nam /g, ' ')], GENDER_TERMS[g]) ||
      p.root === (g === 'male' ? 'thoi-trang-nam' : 'thoi-trang-nu')
    const other = j.gender === 'male' ? 'female' : 'male'
    if (!word(j.gender) && (word(other) || p.leaf.endsWith(other === 'male' ? '-nam' : '-nu'))) return 0
    if (!word(j.gender) && !p.leaf.endsWith(j.gender === 'male' ? '-nam' : '-nu')) return 0
  }
  return named ? 2 : 1
}

const dcg = (grades: number[]) => grades.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0)

async function addNewProducts(app: Awaited<ReturnType<typeof buildApp>>['app'], db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  let logins = 0
  const login = async (email: string) => {
    // one address per sign-in: the login rate limit is per address
    const remoteAddress = `10.0.0.${++logins}`
    const res = await app.inject({
      method: 'POST',
      url: '/community/v1/auth/login',
      payload: { email, password: DEMO_PASSWORD },
      remoteAddress,
    })
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.body}`)
    return { authorization: `Bearer ${res.json().data.accessToken as string}` }
  }
  const admin = await login('admin@xinh.vn')
  const owners = rowsOf<{ name: string; email: string }>(
    await db.execute(sql`SELECT s.name, u.email FROM shops s JOIN users u ON u.id = s.owner_id`),
  )
  const categories = rowsOf<{ id: string; slug: string }>(await db.execute(sql`SELECT id, slug FROM categories`))
  const image = rowsOf<{ url: string }>(await db.execute(sql`SELECT images->>0 AS url FROM products LIMIT 1`))[0]?.url as string
  for (const p of NEW_PRODUCTS) {
    const email = owners.find((o) => o.name === p.shop)?.email
    if (!email) throw new Error(`no shop ${p.shop}`)
    const sizes = p.sizes ?? []
    const combos = p.colours.length ? p.colours.flatMap((c) => (sizes.length ? sizes.map((s) => [c, `Size ${s}`]) : [[c]])) : [[]]
    const classifications = [
      ...(p.colours.length ? [{ name: 'Màu sắc', options: p.colours.map((name) => ({ name, image: null })) }] : []),
      ...(sizes.length ? [{ name: 'Kích cỡ', options: sizes.map((s) => ({ name: `Size ${s}`, image: null })) }] : []),
    ]
    const input = {
      name: p.name,
      description: `${p.name} – hàng mới về của shop. Chất liệu tốt, đường may chắc chắn, đóng gói cẩn thận, giao hàng toàn quốc, đổi trả trong 7 ngày nếu có lỗi.`,
      category_id: categories.find((c) => c.slug === p.category)?.id,
      images: [image],
      weight: 200,
      pack_length: 20,
      pack_width: 15,
      pack_height: 5,
      prep_days: 5,
      return_days: 7,
      return_conditions: ['Còn nguyên tem mác'],
      is_preorder: false,
      is_authentic: true,
      is_guaranteed: false,
      size_details: null,
      classifications,
      variants: combos.map((options) => ({ options, price: p.price + 40_000, sale_price: p.price, stock: 50, images: [] })),
    }
    const created = await app.inject({ method: 'POST', url: '/api/v1/seller/products', headers: await login(email), payload: input })
    if (created.statusCode !== 200) throw new Error(`create ${p.name}: ${created.body}`)
    const id = created.json().data._id as string
    const accepted = await app.inject({ method: 'POST', url: `/api/v1/admin/products/${id}/accept`, headers: admin })
    if (accepted.statusCode !== 200) throw new Error(`accept ${p.name}: ${accepted.body}`)
  }
}

async function loadProducts(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<Product[]> {
  const rows = rowsOf<{
    id: string
    name: string
    leaf: string
    root: string | null
    shop: string
    sale_price: number
    options: string[] | null
  }>(
    await db.execute(sql`
      SELECT p.id, p.name, c.slug AS leaf, r.slug AS root, s.name AS shop, p.sale_price,
        (SELECT array_agg(o->>'name') FROM product_classifications pc, jsonb_array_elements(pc.options) o WHERE pc.product_id = p.id) AS options
      FROM products p JOIN shops s ON s.id = p.shop_id
      LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN categories r ON r.id = c.parent_id
      WHERE p.status = 'accepted' AND p.allow_to_sell AND s.status = 'approved' AND NOT s.is_paused`),
  )
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    folded: foldVietnamese(r.name),
    leaf: r.leaf,
    root: r.root ?? r.leaf,
    shop: r.shop,
    salePrice: Number(r.sale_price),
    texts: [padded(r.name), ...(r.options ?? []).map(padded)],
  }))
}

export async function runRelevanceBench(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { verbose: { type: 'boolean', default: false }, limit: { type: 'string', default: '8' } },
    allowPositionals: true,
  })
  const limit = Number(values.limit)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xinh-bench-relevance-'))
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'error',
  })
  const database = await openDatabase({ dataDir })
  try {
    const t0 = performance.now()
    await database.migrate()
    const { app, services } = await buildApp({ config, database, web: false })
    await seedDemo({ db: database.db, identity: services.identity, dataDir })
    await addNewProducts(app, database.db)
    await database.db.execute(sql`ANALYZE`)
    const products = await loadProducts(database.db)
    const byId = new Map(products.map((p) => [p.id, p]))
    const setupSeconds = (performance.now() - t0) / 1000

    type Row = { q: string; kind: Kind; ndcg: number; top3: boolean; total: number; ms: number; shown: string[] }
    const rows: Row[] = []
    const unjudgeable: string[] = []
    for (const { q, kind, judge } of QUERIES) {
      const t = performance.now()
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/web/products?${new URLSearchParams({ keyword: q, limit: String(limit) })}`,
      })
      const ms = performance.now() - t
      if (res.statusCode !== 200) throw new Error(`${q}: ${res.statusCode} ${res.body}`)
      const body = res.json() as { data: Array<{ _id: string; name: string }>; meta: { total: number } }
      const grades = body.data.map((r) => {
        const p = byId.get(r._id)
        return p ? grade(p, judge) : 0
      })
      const all = products.map((p) => grade(p, judge)).sort((a, b) => b - a)
      const ideal = dcg(all.slice(0, limit))
      // a query nothing in the catalogue answers is a mistake of the table, not of the search
      if (ideal === 0) {
        unjudgeable.push(q)
        continue
      }
      const best = all[0] as number
      rows.push({
        q,
        kind,
        ndcg: dcg(grades) / ideal,
        top3: grades.slice(0, 3).some((g) => g === best),
        total: body.meta.total,
        ms,
        shown: body.data.slice(0, 3).map((r, i) => `${grades[i]}:${r.name}`),
      })
    }
    await app.close()

    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)
    const pct = (xs: boolean[]) => `${((100 * xs.filter(Boolean).length) / Math.max(1, xs.length)).toFixed(1)} %`
    const times = rows.map((r) => r.ms).sort((a, b) => a - b)
    console.log(
      `\nXinh search relevance (demo catalogue: ${products.length.toLocaleString('en-US')} products incl. ${NEW_PRODUCTS.length} new ones; ${rows.length} queries; PGlite; ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}; set-up ${setupSeconds.toFixed(0)} s)`,
    )
    console.log(`  NDCG@${limit}                    ${mean(rows.map((r) => r.ndcg)).toFixed(3)}`)
    console.log(`  expected product in top 3  ${pct(rows.map((r) => r.top3))} (${rows.filter((r) => r.top3).length}/${rows.length})`)
    console.log(`  queries with no results    ${rows.filter((r) => r.total === 0).length}`)
    if (unjudgeable.length) console.log(`  left out (nothing in the catalogue answers them; fix the table): ${unjudgeable.join('; ')}`)
    console.log(
      `  latency (in-process)       p50 ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)]?.toFixed(1)} ms`,
    )
    console.log('  by kind                    queries  NDCG@8  top 3')
    const kinds = [...new Set(rows.map((r) => r.kind))]
    for (const kind of kinds) {
      const of = rows.filter((r) => r.kind === kind)
      console.log(
        `    ${kind.padEnd(24)} ${String(of.length).padStart(7)}  ${mean(of.map((r) => r.ndcg)).toFixed(3)}  ${pct(of.map((r) => r.top3))}`,
      )
    }
    const listed = values.verbose ? rows : [...rows].sort((a, b) => a.ndcg - b.ndcg).slice(0, 12)
    console.log(values.verbose ? '  every query (grade:name of the first three)' : '  weakest queries (grade:name of the first three)')
    for (const r of listed)
      console.log(`    ${r.ndcg.toFixed(2)} ${r.top3 ? '✓' : '✗'} ${r.q.padEnd(40)} ${String(r.total).padStart(5)}  ${r.shown.join(' | ')}`)
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
