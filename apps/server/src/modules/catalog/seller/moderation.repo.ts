import { QUEUE_COUNT_CAP } from '@xinh/contracts'
import { and, asc, count, desc, eq, inArray, min, ne, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { offsetOf, withTotal } from '#server/platform/db/paging.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { categories, products, productStatusHistory, sizeCharts } from '../catalog.tables.ts'
import type { ProductRow, SizeChartRow } from './seller-products.repo.ts'

/** Queries of the admin product and size-chart queues (issue 14). */

const likeFolded = (column: SQL | typeof products.nameFolded, q: string) =>
  sql`${column} LIKE '%' || f_unaccent(lower(${q.replace(/[\\%_]/g, (c) => `\\${c}`)})) || '%'`

/** A page of the product queue: oldest submission first (products_queue_idx reads it in order). */
export async function listProducts(db: DbOrTx, opts: { status: ProductRow['status']; q?: string; page: number; limit: number }) {
  const where = opts.q ? and(eq(products.status, opts.status), likeFolded(products.nameFolded, opts.q)) : eq(products.status, opts.status)
  const order =
    opts.status === 'pending'
      ? [sql`${products.submittedAt} ASC NULLS LAST`, asc(products.id)]
      : [sql`${products.reviewedAt} DESC NULLS LAST`, desc(products.id)]
  return withTotal(
    db
      .select({ product: products, shopName: shops.name, categoryName: categories.name })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(offsetOf(opts)),
    cappedCount(db, where),
  )
}

/** count(*) of at most QUEUE_COUNT_CAP + 1 rows: an index range, not the whole backlog (bench/admin.ts). */
function cappedCount(db: DbOrTx, where: SQL | undefined) {
  const capped = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(QUEUE_COUNT_CAP + 1)
    .as('capped')
  return db.select({ n: count() }).from(capped)
}

export async function findProduct(db: DbOrTx, id: string) {
  const rows = await db
    .select({ product: products, shopName: shops.name, categoryName: categories.name })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id))
    .limit(1)
  return rows[0]
}

export async function categoryNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>()
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids))
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** Other listed or queued products with the same folded name (any of `names`), for the duplicate check. */
export async function sameNames(db: DbOrTx, items: Array<{ id: string; nameFolded: string }>) {
  if (items.length === 0) return []
  const names = [...new Set(items.map((i) => i.nameFolded))]
  return db
    .select({
      id: products.id,
      name: products.name,
      nameFolded: products.nameFolded,
      shopId: products.shopId,
      shopName: shops.name,
      status: products.status,
    })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(inArray(products.nameFolded, names), ne(products.status, 'draft')))
    .orderBy(asc(products.createdAt))
    .limit(200)
}

/** Other products showing any of these pictures (a copied listing), excluding `id`. */
export async function sameImages(db: DbOrTx, id: string, images: string[]) {
  if (images.length === 0) return []
  return db
    .select({ id: products.id, name: products.name, shopId: products.shopId, shopName: shops.name, status: products.status })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(ne(products.id, id), ne(products.status, 'draft'), sql`${products.images} ?| ${sql.param(images)}::text[]`))
    .limit(5)
}

/** The median sale price of the category's listed products (null below 5: too few to judge). */
export async function categoryMedian(db: DbOrTx, categoryId: string) {
  const rows = await db
    .select({
      n: count(),
      median: sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${products.salePrice})`.mapWith(Number),
    })
    .from(products)
    .where(and(eq(products.categoryId, categoryId), eq(products.status, 'accepted')))
  const row = rows[0]
  return row && row.n >= 5 && row.median !== null ? Math.round(row.median) : null
}

/** Who moved the product last, and when (the product_status_history trigger records the acting user). */
export async function lastDecision(db: DbOrTx, productId: string) {
  const rows = await db
    .select({ at: productStatusHistory.createdAt, actorId: productStatusHistory.actorId, name: users.userName })
    .from(productStatusHistory)
    .leftJoin(users, eq(users.id, productStatusHistory.actorId))
    .where(and(eq(productStatusHistory.productId, productId), inArray(productStatusHistory.toStatus, ['accepted', 'rejected', 'delisted'])))
    .orderBy(desc(productStatusHistory.createdAt), desc(productStatusHistory.id))
    .limit(1)
  return rows[0]
}

export async function productHistory(db: DbOrTx, productId: string) {
  return db
    .select({
      from: productStatusHistory.fromStatus,
      to: productStatusHistory.toStatus,
      reason: productStatusHistory.reason,
      at: productStatusHistory.createdAt,
      name: users.userName,
    })
    .from(productStatusHistory)
    .leftJoin(users, eq(users.id, productStatusHistory.actorId))
    .where(eq(productStatusHistory.productId, productId))
    .orderBy(asc(productStatusHistory.createdAt), asc(productStatusHistory.id))
    .limit(100)
}

/** The accept/reject itself, as a conditional update: only a product still pending changes. */
export async function decideProduct(
  db: DbOrTx,
  id: string,
  values: {
    status: ProductRow['status']
    reviewedAt: Date
    rejectionReason: string | null
    approvedSnapshot?: ProductRow['approvedSnapshot']
  },
) {
  const rows = await db
    .update(products)
    .set(values)
    .where(and(eq(products.id, id), eq(products.status, 'pending')))
    .returning({ id: products.id, status: products.status })
  return rows[0]
}

/** The product queue's dashboard line: how many wait and the oldest submission. */
export async function productQueueStat(db: DbOrTx) {
  const [row] = await db
    .select({ n: count(), oldest: min(products.submittedAt) })
    .from(products)
    .where(eq(products.status, 'pending'))
  return { count: row?.n ?? 0, oldestAt: row?.oldest ?? null }
}

// ----- size charts ----------------------------------------------------------------------------

export async function listSizeCharts(db: DbOrTx, opts: { status: SizeChartRow['status']; q?: string; page: number; limit: number }) {
  const where = opts.q
    ? and(eq(sizeCharts.status, opts.status), likeFolded(sql`f_unaccent(lower(${sizeCharts.name}))`, opts.q))
    : eq(sizeCharts.status, opts.status)
  const order =
    opts.status === 'pending' ? [asc(sizeCharts.updatedAt), asc(sizeCharts.id)] : [desc(sizeCharts.updatedAt), desc(sizeCharts.id)]
  return withTotal(
    db
      .select({ chart: sizeCharts, shopName: shops.name })
      .from(sizeCharts)
      .innerJoin(shops, eq(shops.id, sizeCharts.shopId))
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(offsetOf(opts)),
    db.select({ n: count() }).from(sizeCharts).where(where),
  )
}

export async function findSizeChart(db: DbOrTx, id: string) {
  const rows = await db
    .select({ chart: sizeCharts, shopName: shops.name, reviewerName: users.userName })
    .from(sizeCharts)
    .innerJoin(shops, eq(shops.id, sizeCharts.shopId))
    .leftJoin(users, eq(users.id, sizeCharts.reviewedBy))
    .where(eq(sizeCharts.id, id))
    .limit(1)
  return rows[0]
}

export async function decideSizeChart(
  db: DbOrTx,
  id: string,
  values: { status: SizeChartRow['status']; rejectionReason: string | null; reviewedBy: string; reviewedAt: Date },
) {
  const rows = await db
    .update(sizeCharts)
    .set(values)
    .where(and(eq(sizeCharts.id, id), eq(sizeCharts.status, 'pending')))
    .returning()
  return rows[0]
}

export async function sizeChartQueueStat(db: DbOrTx) {
  const [row] = await db
    .select({ n: count(), oldest: min(sizeCharts.updatedAt) })
    .from(sizeCharts)
    .where(eq(sizeCharts.status, 'pending'))
  return { count: row?.n ?? 0, oldestAt: row?.oldest ?? null }
}
