import { type ProductFilter, SELLER_LOW_STOCK, type SellerProductSort, type SellerStockFilter } from '@xinh/contracts'
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { offsetOf, type PageRequest, withTotal } from '#server/platform/db/paging.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import {
  categories,
  productClassifications,
  productFiles,
  productPriceChanges,
  products,
  productVariants,
  sizeCharts,
  productStatusHistory,
} from '../catalog.tables.ts'

export type ProductRow = typeof products.$inferSelect
export type ProductInsert = typeof products.$inferInsert
export type ClassificationRow = typeof productClassifications.$inferSelect
export type VariantRow = typeof productVariants.$inferSelect
export type SizeChartRow = typeof sizeCharts.$inferSelect
export type ProductFileRow = typeof productFiles.$inferSelect

export type ClassificationValues = { name: string; options: Array<{ name: string; image?: string | null }> }
export type VariantValues = { options: string[]; sku?: string | null; price: number; sale_price: number; stock: number; images: string[] }

// ----- products -----------------------------------------------------------------------------

/** A product of this shop (optionally locked for the rest of the transaction). */
export async function findShopProduct(db: DbOrTx, shopId: string, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.shopId, shopId)))
    .limit(1)
  const rows = options.lock ? await query.for('update') : await query
  return rows[0]
}

/** The shop's products among `ids` (ids that are not UUIDs are ignored), optionally locked in id order. */
export async function findShopProducts(db: DbOrTx, shopId: string, ids: string[], options: { lock?: boolean } = {}) {
  const uuids = ids.filter((id) => UUID.test(id))
  if (uuids.length === 0) return []
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.id, uuids)))
    .orderBy(asc(products.id))
  return options.lock ? query.for('update') : query
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Any product by id, locked (moderation). */
export async function lockProduct(db: DbOrTx, id: string) {
  const rows = await db.select().from(products).where(eq(products.id, id)).limit(1).for('update')
  return rows[0]
}

/** The rows of `ids` that belong to the shop, locked (bulk actions check that none is missing). */
export async function lockShopProducts(db: DbOrTx, shopId: string, ids: string[]) {
  return db
    .select({ id: products.id, status: products.status, allowToSell: products.allowToSell })
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.id, ids)))
    .orderBy(asc(products.id))
    .for('update')
}

export async function listClassifications(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return []
  return db
    .select()
    .from(productClassifications)
    .where(inArray(productClassifications.productId, productIds))
    .orderBy(asc(productClassifications.productId), asc(productClassifications.position))
}

/** Rows of many products by product id (bulk readers present each product from its own rows). */
export function byProduct<T extends { productId: string }>(rows: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>()
  for (const row of rows) {
    const list = out.get(row.productId)
    if (list) list.push(row)
    else out.set(row.productId, [row])
  }
  return out
}

export async function listVariants(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return []
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.createdAt), asc(productVariants.id))
}

/**
 * Rows per INSERT: an import of thousands of products stays under PostgreSQL's 65,535 bind
 * parameters per statement (products have ~30 columns).
 */
const INSERT_CHUNK = 1_000

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await write(rows.slice(i, i + INSERT_CHUNK))
}

export async function insertProducts(db: DbOrTx, values: ProductInsert[]) {
  await inChunks(values, (chunk) => db.insert(products).values(chunk))
}

export async function updateProduct(db: DbOrTx, id: string, values: Partial<ProductInsert>) {
  await db.update(products).set(values).where(eq(products.id, id))
}

export async function setProductsState(db: DbOrTx, ids: string[], state: { status: ProductRow['status']; allowToSell: boolean }) {
  if (ids.length === 0) return
  await db.update(products).set(state).where(inArray(products.id, ids))
}

export async function deleteShopProducts(db: DbOrTx, shopId: string, ids: string[]) {
  const rows = await db
    .delete(products)
    .where(and(eq(products.shopId, shopId), inArray(products.id, ids)))
    .returning({ id: products.id })
  return rows.map((r) => r.id)
}

export async function insertClassifications(db: DbOrTx, items: Array<{ productId: string; list: ClassificationValues[] }>) {
  const values = items.flatMap(({ productId, list }) =>
    list.map((c, position) => ({
      productId,
      position,
      name: c.name,
      options: c.options.map((o) => ({ name: o.name, image: o.image ?? null })),
    })),
  )
  await inChunks(values, (chunk) => db.insert(productClassifications).values(chunk))
}

const variantColumns = (v: VariantValues) => ({
  options: v.options,
  sku: v.sku ?? null,
  price: v.price,
  salePrice: v.sale_price,
  stock: v.stock,
  images: v.images,
  isActive: true,
})

export async function insertVariants(db: DbOrTx, items: Array<{ productId: string; variants: VariantValues[] }>) {
  const values = items.flatMap(({ productId, variants }) => variants.map((v) => ({ productId, ...variantColumns(v) })))
  await inChunks(values, (chunk) => db.insert(productVariants).values(chunk))
}

/**
 * Counts a price change, only if the spec §9 rule still allows it: a conditional update, so two
 * concurrent updates cannot both pass. False when the rule refused.
 */
export async function recordPriceChange(
  db: DbOrTx,
  opts: { productId: string; now: Date; cutoff: Date; maxCount: number; oldPrice: number; newPrice: number },
) {
  const rows = await db
    .update(products)
    .set({ priceChangedAt: opts.now, priceChangeCount: sql`${products.priceChangeCount} + 1` })
    .where(
      and(
        eq(products.id, opts.productId),
        sql`${products.priceChangeCount} < ${opts.maxCount}`,
        or(isNull(products.priceChangedAt), lte(products.priceChangedAt, opts.cutoff)),
      ),
    )
    .returning({ id: products.id })
  if (rows.length === 0) return false
  await db
    .insert(productPriceChanges)
    .values({ productId: opts.productId, oldPrice: opts.oldPrice, newPrice: opts.newPrice, createdAt: opts.now })
  return true
}

export async function listPriceChanges(db: DbOrTx, productId: string) {
  return db
    .select()
    .from(productPriceChanges)
    .where(eq(productPriceChanges.productId, productId))
    .orderBy(asc(productPriceChanges.createdAt))
}

// ----- seller lists -------------------------------------------------------------------------

const FILTER_CONDITIONS: Record<ProductFilter, SQL | undefined> = {
  all: undefined,
  available: sql`${products.status} = 'accepted' AND ${products.allowToSell} AND ${products.stock} > 0`,
  sold_out: sql`${products.status} = 'accepted' AND ${products.allowToSell} AND ${products.stock} = 0`,
  delisted: sql`${products.status} = 'delisted'`,
  draft: sql`${products.status} = 'draft'`,
  pending: sql`${products.status} = 'pending'`,
  rejected: sql`${products.status} = 'rejected'`,
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * Name contains the keyword, diacritics and case aside ("ao thun" finds "Áo thun"), or an exact
 * SKU. Reads the stored folded name (products.name_folded), which its trigram index serves.
 */
function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined
  return sql`(${products.nameFolded} LIKE f_unaccent(lower(${likePattern(keyword)})) OR EXISTS (
    SELECT 1 FROM ${productVariants} WHERE ${productVariants.productId} = ${products.id} AND lower(${productVariants.sku}) = lower(${keyword})))`
}

/** The category or, for a parent category, any of its children. */
function categoryCondition(categoryId: string | undefined): SQL | undefined {
  if (!categoryId) return undefined
  return sql`(${products.categoryId} = ${categoryId} OR ${products.categoryId} IN (
    SELECT ${categories.id} FROM ${categories} WHERE ${categories.parentId} = ${categoryId}))`
}

const STOCK_CONDITIONS: Record<SellerStockFilter, SQL> = {
  in_stock: sql`${products.stock} > 0`,
  low: sql`${products.stock} BETWEEN 1 AND ${SELLER_LOW_STOCK}`,
  out: sql`${products.stock} = 0`,
}

/** Each sort ends with the id, so pages never overlap. */
const SELLER_SORTS: Record<SellerProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  name_asc: [asc(products.nameFolded), asc(products.id)],
  price_asc: [asc(products.salePrice), asc(products.id)],
  price_desc: [desc(products.salePrice), desc(products.id)],
  stock_asc: [asc(products.stock), asc(products.id)],
  stock_desc: [desc(products.stock), desc(products.id)],
  best_selling: [desc(products.sold), desc(products.id)],
}

export type ShopProductFilters = {
  shopId: string
  keyword?: string
  categoryId?: string
  stock?: SellerStockFilter
}

/** What every seller list filters on besides the tab: the shop, keyword, category and stock. */
const shopFilters = (f: ShopProductFilters) =>
  and(eq(products.shopId, f.shopId), keywordCondition(f.keyword), categoryCondition(f.categoryId), f.stock && STOCK_CONDITIONS[f.stock])

/** A page of products matching `where`, in `order`, with the total. */
function pageOfProducts(db: DbOrTx, where: SQL | undefined, order: SQL[], page: PageRequest) {
  return withTotal(
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(products).where(where),
  )
}

/** What a list row of the seller centre shows (and the price rule reads): no description, no media lists but the images. */
const LIST_COLUMNS = {
  id: products.id,
  name: products.name,
  images: products.images,
  status: products.status,
  allowToSell: products.allowToSell,
  categoryId: products.categoryId,
  price: products.price,
  salePrice: products.salePrice,
  stock: products.stock,
  sold: products.sold,
  rejectionReason: products.rejectionReason,
  priceChangeCount: products.priceChangeCount,
  priceChangedAt: products.priceChangedAt,
  submittedAt: products.submittedAt,
  reviewedAt: products.reviewedAt,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
}
export type ListRow = Pick<ProductRow, keyof typeof LIST_COLUMNS>

/**
 * A page of the shop's products of one tab, in the chosen order (the total is the tab's count,
 * which `countShopProducts` reads in the same pass as the other tabs').
 */
export async function listShopProductRows(
  db: DbOrTx,
  opts: ShopProductFilters & { filter: ProductFilter; sort?: SellerProductSort; page: number; limit: number },
): Promise<ListRow[]> {
  return db
    .select(LIST_COLUMNS)
    .from(products)
    .where(and(shopFilters(opts), FILTER_CONDITIONS[opts.filter]))
    .orderBy(...SELLER_SORTS[opts.sort ?? 'newest'])
    .limit(opts.limit)
    .offset(offsetOf(opts))
}

/** Products per seller filter in one query (the keyword, category and stock apply; the selected tab does not). */
export async function countShopProducts(db: DbOrTx, opts: ShopProductFilters) {
  const columns = Object.fromEntries(
    Object.entries(FILTER_CONDITIONS).map(([filter, condition]) => [
      filter,
      condition ? sql<number>`(count(*) FILTER (WHERE ${condition}))::int` : sql<number>`count(*)::int`,
    ]),
  ) as Record<ProductFilter, SQL<number>>
  const rows = await db.select(columns).from(products).where(shopFilters(opts))
  return rows[0] as Record<ProductFilter, number>
}

/** Accepted, listed, in-stock products of the shop (voucher and promotion pickers). */
export async function listPickableProducts(
  db: DbOrTx,
  opts: { shopId: string; keyword?: string; categoryId?: string; excludeIds: string[]; page: number; limit: number },
) {
  const where = and(
    eq(products.shopId, opts.shopId),
    FILTER_CONDITIONS.available,
    keywordCondition(opts.keyword),
    opts.categoryId ? eq(products.categoryId, opts.categoryId) : undefined,
    opts.excludeIds.length > 0 ? notInArray(products.id, opts.excludeIds) : undefined,
  )
  return pageOfProducts(db, where, SELLER_SORTS.newest, opts)
}

/** Every product of a shop (Excel export), oldest first. */
export async function listAllShopProducts(db: DbOrTx, shopId: string) {
  return db.select().from(products).where(eq(products.shopId, shopId)).orderBy(asc(products.createdAt), asc(products.id))
}

// ----- references ---------------------------------------------------------------------------

/** The ids among `ids` that are existing categories. */
export async function existingCategoryIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Set<string>()
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))
  return new Set(rows.map((r) => r.id))
}

/** The ids among `ids` that are this shop's size charts. */
export async function shopSizeChartIds(db: DbOrTx, shopId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>()
  const rows = await db
    .select({ id: sizeCharts.id })
    .from(sizeCharts)
    .where(and(eq(sizeCharts.shopId, shopId), inArray(sizeCharts.id, ids)))
  return new Set(rows.map((r) => r.id))
}

// ----- moderation ---------------------------------------------------------------------------

/**
 * The moderation queue, oldest submission first. Reads the shop's name by a join (the same
 * read-only join the buyer cards need) rather than a call per row.
 */
export async function listProductsForModeration(db: DbOrTx, opts: { status: ProductRow['status']; page: number; limit: number }) {
  const where = eq(products.status, opts.status)
  return withTotal(
    db
      .select({ product: products, shopName: shops.name, categoryName: categories.name })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(sql`${products.submittedAt} ASC NULLS LAST`, asc(products.createdAt), asc(products.id))
      .limit(opts.limit)
      .offset(offsetOf(opts)),
    db.select({ n: count() }).from(products).where(where),
  )
}

// ----- size charts --------------------------------------------------------------------------

export async function listShopSizeCharts(db: DbOrTx, shopId: string) {
  return db.select().from(sizeCharts).where(eq(sizeCharts.shopId, shopId)).orderBy(desc(sizeCharts.createdAt), desc(sizeCharts.id))
}

export async function findShopSizeChart(db: DbOrTx, shopId: string, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(sizeCharts)
    .where(and(eq(sizeCharts.id, id), eq(sizeCharts.shopId, shopId)))
    .limit(1)
  const rows = options.lock ? await query.for('update') : await query
  return rows[0]
}

export async function lockSizeChart(db: DbOrTx, id: string) {
  const rows = await db.select().from(sizeCharts).where(eq(sizeCharts.id, id)).limit(1).for('update')
  return rows[0]
}

export async function insertSizeChart(db: DbOrTx, values: typeof sizeCharts.$inferInsert) {
  const rows = await db.insert(sizeCharts).values(values).returning()
  return rows[0] as SizeChartRow
}

export async function updateSizeChart(db: DbOrTx, id: string, values: Partial<typeof sizeCharts.$inferInsert>) {
  const rows = await db.update(sizeCharts).set(values).where(eq(sizeCharts.id, id)).returning()
  return rows[0] as SizeChartRow
}

export async function deleteShopSizeChart(db: DbOrTx, shopId: string, id: string) {
  const rows = await db
    .delete(sizeCharts)
    .where(and(eq(sizeCharts.id, id), eq(sizeCharts.shopId, shopId)))
    .returning({ id: sizeCharts.id })
  return rows.length > 0
}

export async function listSizeChartsForModeration(db: DbOrTx, opts: { status: SizeChartRow['status']; page: number; limit: number }) {
  const where = eq(sizeCharts.status, opts.status)
  return withTotal(
    db
      .select({ chart: sizeCharts, shopName: shops.name })
      .from(sizeCharts)
      .innerJoin(shops, eq(shops.id, sizeCharts.shopId))
      .where(where)
      .orderBy(asc(sizeCharts.updatedAt), asc(sizeCharts.id))
      .limit(opts.limit)
      .offset(offsetOf(opts)),
    db.select({ n: count() }).from(sizeCharts).where(where),
  )
}

// ----- Excel file history -------------------------------------------------------------------

export async function insertProductFile(db: DbOrTx, values: typeof productFiles.$inferInsert) {
  const rows = await db.insert(productFiles).values(values).returning()
  return rows[0] as ProductFileRow
}

export async function listProductFiles(db: DbOrTx, opts: { shopId: string; since: Date; page: number; limit: number }) {
  const where = and(eq(productFiles.shopId, opts.shopId), gte(productFiles.createdAt, opts.since))
  return withTotal(
    db
      .select()
      .from(productFiles)
      .where(where)
      .orderBy(desc(productFiles.createdAt), desc(productFiles.id))
      .limit(opts.limit)
      .offset(offsetOf(opts)),
    db.select({ n: count() }).from(productFiles).where(where),
  )
}

export async function deleteProductFilesBefore(db: DbOrTx, before: Date) {
  const rows = await db.delete(productFiles).where(lte(productFiles.createdAt, before)).returning({ id: productFiles.id })
  return rows.length
}

/** A product's status changes, oldest first (written by the products_status_history trigger). */
export async function listStatusHistory(db: DbOrTx, productId: string) {
  return db
    .select({
      fromStatus: productStatusHistory.fromStatus,
      toStatus: productStatusHistory.toStatus,
      actorId: productStatusHistory.actorId,
      reason: productStatusHistory.reason,
      createdAt: productStatusHistory.createdAt,
    })
    .from(productStatusHistory)
    .where(eq(productStatusHistory.productId, productId))
    .orderBy(asc(productStatusHistory.createdAt), asc(productStatusHistory.id))
}
