import type { PricingStatus } from '@xinh/contracts'
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { offsetOf, withTotal } from '#server/platform/db/paging.ts'
import { products, productVariants } from '#server/modules/catalog/catalog.tables.ts'
import { shopsView } from '#server/modules/shops/index.ts'
import { orderItems, orders } from '#server/modules/orders/orders.tables.ts'
import { statusCondition, statusExpression } from './pricing.status.ts'
import { promotionItems, promotions } from './pricing.tables.ts'

export type PromotionRow = typeof promotions.$inferSelect
export type PromotionItemRow = typeof promotionItems.$inferSelect & {
  productName: string
  productImages: string[]
  variantOptions: string[] | null
  /** The price the discount applies to: the variant's sale price, or the product's (its lowest). */
  basePrice: number
}
export type PromotionWithShop = PromotionRow & { shopName: string | null }
export type ItemValues = {
  productId: string
  variantId: string | null
  discountPercent: number
  maxDiscountPercent: number
  productLimit: number | null
  purchaseLimit: number | null
}

const withShop = { promotion: promotions, shopName: shopsView.name }
const flatten = (rows: Array<{ promotion: PromotionRow; shopName: string | null }>): PromotionWithShop[] =>
  rows.map((r) => ({ ...r.promotion, shopName: r.shopName }))

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)
const keywordCondition = (keyword?: string) => (keyword ? ilike(promotions.name, `%${escapeLike(keyword)}%`) : undefined)

export async function listOfShop(
  db: DbOrTx,
  shopId: string,
  opts: { status?: PricingStatus; keyword?: string; page: number; limit: number },
) {
  const where = and(
    eq(promotions.shopId, shopId),
    keywordCondition(opts.keyword),
    opts.status ? statusCondition(promotions, opts.status) : undefined,
  )
  const { rows, total } = await withTotal(
    db
      .select(withShop)
      .from(promotions)
      .leftJoin(shopsView.table, eq(shopsView.id, promotions.shopId))
      .where(where)
      .orderBy(desc(promotions.createdAt), desc(promotions.id))
      .limit(opts.limit)
      .offset(offsetOf(opts)),
    db.select({ n: count() }).from(promotions).where(where),
  )
  return { rows: flatten(rows), total }
}

/** How many of the shop's promotions are in each state (spec §4), following the keyword. */
export async function countByStatus(db: DbOrTx, shopId: string, keyword?: string) {
  const status = statusExpression(promotions)
  return db
    .select({ status, n: sql<number>`count(*)::int` })
    .from(promotions)
    .where(and(eq(promotions.shopId, shopId), keywordCondition(keyword)))
    .groupBy(status)
}

/**
 * What each promotion sold at its price: the orders and revenue of the order lines that carried one
 * of its items, in orders not cancelled. One query for a page of promotions.
 */
export async function salesOf(db: DbOrTx, promotionIds: string[]) {
  const map = new Map<string, { orders: number; revenue: number }>()
  if (!promotionIds.length) return map
  const rows = await db
    .select({
      promotionId: promotionItems.promotionId,
      orders: sql<number>`count(DISTINCT ${orderItems.orderId})::int`,
      revenue: sql<number>`coalesce(sum(${orderItems.unitPrice}::bigint * ${orderItems.quantity}), 0)::bigint`,
    })
    .from(orderItems)
    .innerJoin(promotionItems, eq(promotionItems.id, orderItems.promotionItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(promotionItems.promotionId, promotionIds), ne(orders.status, 'cancelled')))
    .groupBy(promotionItems.promotionId)
  for (const r of rows) map.set(r.promotionId, { orders: r.orders, revenue: Number(r.revenue) })
  return map
}

export async function findOfShop(db: DbOrTx, shopId: string, id: string, opts: { lock?: boolean } = {}) {
  const query = db
    .select(withShop)
    .from(promotions)
    .leftJoin(shopsView.table, eq(shopsView.id, promotions.shopId))
    .where(and(eq(promotions.id, id), eq(promotions.shopId, shopId)))
    .limit(1)
  const rows = opts.lock ? await query.for('update', { of: promotions }) : await query
  return flatten(rows)[0]
}

export async function itemsOf(db: DbOrTx, promotionIds: string[]) {
  const map = new Map<string, PromotionItemRow[]>()
  if (!promotionIds.length) return map
  const rows = await db
    .select({
      item: promotionItems,
      productName: products.name,
      productImages: products.images,
      variantOptions: productVariants.options,
      basePrice: sql<number>`coalesce(${productVariants.salePrice}, ${products.salePrice})`,
    })
    .from(promotionItems)
    .innerJoin(products, eq(products.id, promotionItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, promotionItems.variantId))
    .where(inArray(promotionItems.promotionId, promotionIds))
    .orderBy(asc(promotionItems.promotionId), asc(promotionItems.createdAt), asc(promotionItems.id))
  for (const { item, ...rest } of rows) map.set(item.promotionId, [...(map.get(item.promotionId) ?? []), { ...item, ...rest }])
  return map
}

/**
 * Serialises promotion writes of one shop for the rest of the transaction, so two concurrent
 * saves cannot both pass the overlap check (an advisory lock: works the same on both engines).
 */
export async function lockShopPromotions(tx: DbOrTx, shopId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`promotions:${shopId}`}))`)
}

/** Which of the products are the shop's, and which variants belong to which of its products. */
export async function shopProductsAndVariants(db: DbOrTx, shopId: string, productIds: string[], variantIds: string[]) {
  const [productRows, variantRows] = await Promise.all([
    productIds.length
      ? db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.shopId, shopId), inArray(products.id, productIds)))
      : [],
    variantIds.length
      ? db
          .select({ id: productVariants.id, productId: productVariants.productId })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds))
      : [],
  ])
  return { products: new Set(productRows.map((r) => r.id)), variantProduct: new Map(variantRows.map((r) => [r.id, r.productId])) }
}

/**
 * Items of the shop's other promotions that have not ended and whose period meets [start, end),
 * on these products: a product or variant may be in one such promotion at a time.
 */
export async function overlappingItems(
  db: DbOrTx,
  opts: { shopId: string; productIds: string[]; start: Date; end: Date; excludePromotionId?: string },
) {
  if (!opts.productIds.length) return []
  return db
    .select({
      productId: promotionItems.productId,
      variantId: promotionItems.variantId,
      promotionId: promotions.id,
      promotionName: promotions.name,
      productName: products.name,
    })
    .from(promotionItems)
    .innerJoin(promotions, eq(promotions.id, promotionItems.promotionId))
    .innerJoin(products, eq(products.id, promotionItems.productId))
    .where(
      and(
        eq(promotions.shopId, opts.shopId),
        inArray(promotionItems.productId, opts.productIds),
        isNull(promotions.endedAt),
        sql`${promotions.endsAt} > now()`,
        sql`${promotions.startsAt} < ${opts.end} AND ${promotions.endsAt} > ${opts.start}`,
        opts.excludePromotionId ? ne(promotions.id, opts.excludePromotionId) : undefined,
      ),
    )
}

export async function insertPromotion(db: DbOrTx, values: typeof promotions.$inferInsert) {
  const [row] = await db.insert(promotions).values(values).returning()
  if (!row) throw new Error('promotion insert failed')
  return row
}

export async function updatePromotion(db: DbOrTx, id: string, values: Partial<typeof promotions.$inferInsert>) {
  await db
    .update(promotions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promotions.id, id))
}

export async function deletePromotion(db: DbOrTx, id: string) {
  await db.delete(promotions).where(eq(promotions.id, id))
}

export async function insertItems(db: DbOrTx, promotionId: string, items: ItemValues[]) {
  if (items.length) await db.insert(promotionItems).values(items.map((i) => ({ ...i, promotionId })))
}

export async function updateItem(db: DbOrTx, id: string, values: Partial<ItemValues>) {
  await db.update(promotionItems).set(values).where(eq(promotionItems.id, id))
}

export async function deleteItems(db: DbOrTx, ids: string[]) {
  if (ids.length) await db.delete(promotionItems).where(inArray(promotionItems.id, ids))
}

// ----- public (/uu-dai) ----------------------------------------------------------------------

/**
 * Running and upcoming promotions of the platform or an open shop: running ones first (the
 * soonest to end first), then upcoming ones (the soonest to start first).
 */
export async function listPublic(db: DbOrTx, opts: { status?: 'upcoming' | 'running'; page: number; limit: number }) {
  const where = and(
    opts.status
      ? statusCondition(promotions, opts.status)
      : or(statusCondition(promotions, 'running'), statusCondition(promotions, 'upcoming')),
    or(isNull(promotions.shopId), shopsView.isOpen),
  )
  const { rows, total } = await withTotal(
    db
      .select(withShop)
      .from(promotions)
      .leftJoin(shopsView.table, eq(shopsView.id, promotions.shopId))
      .where(where)
      .orderBy(
        sql`${promotions.startsAt} > now()`,
        sql`CASE WHEN ${promotions.startsAt} > now() THEN ${promotions.startsAt} ELSE ${promotions.endsAt} END`,
        asc(promotions.id),
      )
      .limit(opts.limit)
      .offset(offsetOf(opts)),
    db.select({ n: count() }).from(promotions).leftJoin(shopsView.table, eq(shopsView.id, promotions.shopId)).where(where),
  )
  return { rows: flatten(rows), total }
}

/**
 * The items of these promotions with the price each discounts from (the variant's sale price, or
 * the product's lowest for a whole product), biggest discount first; one row per product (its
 * best item) and at most `perPromotion` per promotion, with each promotion's product count.
 */
export async function publicItems(db: DbOrTx, promotionIds: string[], perPromotion: number) {
  if (!promotionIds.length) return []
  const ranked = db
    .select({
      promotionId: promotionItems.promotionId,
      itemId: sql<string>`${promotionItems.id}`.as('item_id'),
      productId: sql<string>`${promotionItems.productId}`.as('product_id'),
      variantId: sql<string | null>`${promotionItems.variantId}`.as('variant_id'),
      discountPercent: promotionItems.discountPercent,
      maxDiscountPercent: promotionItems.maxDiscountPercent,
      productLimit: promotionItems.productLimit,
      sold: promotionItems.sold,
      basePrice: sql<number>`coalesce(${productVariants.salePrice}, ${products.salePrice})`.as('base_price'),
      rank: sql<number>`row_number() OVER (PARTITION BY ${promotionItems.promotionId}, ${promotionItems.productId}
        ORDER BY ${promotionItems.discountPercent} DESC, ${promotionItems.id})`.as('rank'),
    })
    .from(promotionItems)
    .innerJoin(products, eq(products.id, promotionItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, promotionItems.variantId))
    .where(inArray(promotionItems.promotionId, promotionIds))
    .as('ranked')
  const perProduct = db
    .select({
      promotionId: ranked.promotionId,
      itemId: ranked.itemId,
      productId: ranked.productId,
      variantId: ranked.variantId,
      discountPercent: ranked.discountPercent,
      maxDiscountPercent: ranked.maxDiscountPercent,
      productLimit: ranked.productLimit,
      sold: ranked.sold,
      basePrice: ranked.basePrice,
      position:
        sql<number>`row_number() OVER (PARTITION BY ${ranked.promotionId} ORDER BY ${ranked.discountPercent} DESC, ${ranked.sold} DESC, ${ranked.productId})`.as(
          'position',
        ),
      productCount: sql<number>`(count(*) OVER (PARTITION BY ${ranked.promotionId}))::int`.as('product_count'),
      maxDiscount: sql<number>`(max(${ranked.maxDiscountPercent}) OVER (PARTITION BY ${ranked.promotionId}))::int`.as('max_discount'),
    })
    .from(ranked)
    .where(eq(ranked.rank, 1))
    .as('per_product')
  return db
    .select()
    .from(perProduct)
    .where(sql`${perProduct.position} <= ${perPromotion}`)
    .orderBy(asc(perProduct.promotionId), asc(perProduct.position))
}
