import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '#server/platform/db/client.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { orderItems, orders } from '#server/modules/orders/orders.tables.ts'
import { productReviews, reviewHelpfulVotes } from './reviews.tables.ts'

export type ReviewRow = typeof productReviews.$inferSelect

/** An order item with what a review needs of its order (joins only: the orders module owns these tables). */
export async function orderItemForReview(db: DbOrTx, orderItemId: string) {
  const [row] = await db
    .select({
      itemId: orderItems.id,
      orderId: orders.id,
      buyerId: orders.buyerId,
      shopId: orders.shopId,
      status: orders.status,
      productId: orderItems.productId,
      options: orderItems.options,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, orderItemId))
  return row
}

/** Writes the review unless the item has one (unique per order item): undefined then, also under a race. */
export async function insertOnce(tx: Tx, values: typeof productReviews.$inferInsert): Promise<ReviewRow | undefined> {
  const [row] = await tx.insert(productReviews).values(values).onConflictDoNothing({ target: productReviews.orderItemId }).returning()
  return row
}

/**
 * The one edit, as one conditional update: the author's review, not edited yet, within 30 days
 * of writing (the table's checks refuse the same even without this condition).
 */
export async function updateOnce(
  tx: Tx,
  opts: { id: string; userId: string; now: Date; editDays: number; values: Pick<ReviewRow, 'rating' | 'content' | 'images' | 'video'> },
): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .update(productReviews)
    .set({ ...opts.values, editCount: sql`${productReviews.editCount} + 1`, editedAt: opts.now })
    .where(
      and(
        eq(productReviews.id, opts.id),
        eq(productReviews.userId, opts.userId),
        eq(productReviews.editCount, 0),
        sql`${productReviews.createdAt} + make_interval(days => ${opts.editDays}) >= ${opts.now.toISOString()}::timestamptz`,
      ),
    )
    .returning()
  return row
}

export async function findReview(db: DbOrTx, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(productReviews).where(eq(productReviews.id, id))
  return row
}

/** A product's average (one decimal) and count, read after its row is locked. */
export async function productFigures(tx: Tx, productId: string) {
  const [row] = await tx
    .select({ avg: sql<number | null>`avg(${productReviews.rating})::float8`, n: count() })
    .from(productReviews)
    // a review a moderator hid counts no more (issue 16: it disappears for everyone but its author)
    .where(and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt)))
  return { rating: row?.avg ? Math.round(row.avg * 10) / 10 : 0, count: row?.n ?? 0 }
}

/** A shop's average over every review of its products (one decimal). */
export async function shopFigure(tx: Tx, shopId: string): Promise<number> {
  const [row] = await tx
    .select({ avg: sql<number | null>`avg(${productReviews.rating})::float8` })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(and(eq(products.shopId, shopId), isNull(productReviews.hiddenAt)))
  return row?.avg ? Math.round(row.avg * 10) / 10 : 0
}

/** True when every item of the order has its review. */
export async function isOrderFullyReviewed(tx: Tx, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ items: count(orderItems.id), reviewed: count(productReviews.id) })
    .from(orderItems)
    .leftJoin(productReviews, eq(productReviews.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, orderId))
  return Boolean(row && row.items > 0 && row.items === row.reviewed)
}

/** The seller's one reply: only to a review of one of the shop's products, only while it has none. */
export async function replyOnce(tx: Tx, opts: { id: string; shopId: string; content: string; now: Date }) {
  const [row] = await tx
    .update(productReviews)
    .set({ sellerReply: opts.content, sellerReplyAt: opts.now })
    .where(
      and(
        eq(productReviews.id, opts.id),
        isNull(productReviews.sellerReply),
        inArray(productReviews.productId, tx.select({ id: products.id }).from(products).where(eq(products.shopId, opts.shopId))),
      ),
    )
    .returning()
  return row
}

/** The shop that sells the reviewed product (undefined for a review of no product). */
export async function shopOfReview(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ shopId: products.shopId, reply: productReviews.sellerReply })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(eq(productReviews.id, id))
  return row
}

/**
 * Toggles the user's "helpful" on a review and keeps the count in the same transaction: the
 * vote's primary key decides, so two requests at once change the count once.
 */
export async function toggleHelpful(tx: Tx, reviewId: string, userId: string): Promise<{ helpful: boolean; helpfulCount: number }> {
  const added = await tx.insert(reviewHelpfulVotes).values({ reviewId, userId }).onConflictDoNothing().returning()
  let delta = 1
  if (added.length === 0) {
    const removed = await tx
      .delete(reviewHelpfulVotes)
      .where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, userId)))
      .returning()
    delta = removed.length ? -1 : 0
  }
  const [row] = await tx
    .update(productReviews)
    .set({ helpfulCount: sql`${productReviews.helpfulCount} + ${delta}` })
    .where(eq(productReviews.id, reviewId))
    .returning({ helpfulCount: productReviews.helpfulCount })
  return { helpful: delta > 0, helpfulCount: row?.helpfulCount ?? 0 }
}

const productColumns = { productName: products.name, productImages: products.images }
export type ReviewWithProduct = ReviewRow & { productName: string | null; productImages: unknown }

/** One review with its product's name and pictures. */
export async function findWithProduct(db: DbOrTx, id: string): Promise<ReviewWithProduct | undefined> {
  const [row] = await db
    .select({ review: productReviews, ...productColumns })
    .from(productReviews)
    .leftJoin(products, eq(products.id, productReviews.productId))
    .where(eq(productReviews.id, id))
  return row ? { ...row.review, productName: row.productName, productImages: row.productImages } : undefined
}

/** The buyer's reviews, newest first, with their products. */
export async function listByUser(db: DbOrTx, userId: string, paging: { page: number; limit: number }) {
  const where = eq(productReviews.userId, userId)
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: productReviews, ...productColumns })
      .from(productReviews)
      .leftJoin(products, eq(products.id, productReviews.productId))
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(productReviews).where(where),
  ])
  return { rows: rows.map((r) => ({ ...r.review, productName: r.productName, productImages: r.productImages })), total: total?.n ?? 0 }
}

/** The items of the buyer's delivered or completed orders (one order, or all), with their reviews. */
export async function reviewableItems(db: DbOrTx, opts: { buyerId: string; orderId?: string; onlyUnreviewed?: boolean }) {
  const conditions: SQL[] = [eq(orders.buyerId, opts.buyerId)]
  if (opts.orderId) conditions.push(eq(orders.id, opts.orderId))
  else conditions.push(inArray(orders.status, ['delivered', 'completed']))
  if (opts.onlyUnreviewed) conditions.push(isNull(productReviews.id))
  return db
    .select({
      orderId: orders.id,
      orderCode: orders.code,
      status: orders.status,
      deliveredAt: orders.deliveredAt,
      completedAt: orders.completedAt,
      itemId: orderItems.id,
      productId: orderItems.productId,
      name: orderItems.name,
      image: orderItems.image,
      options: orderItems.options,
      returnDays: sql<number>`coalesce(${products.returnDays}, 7)::int`,
      review: productReviews,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(productReviews, eq(productReviews.orderItemId, orderItems.id))
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), asc(orderItems.createdAt), asc(orderItems.id))
    .limit(100)
}

/** What the return gate needs of a review's order: its state, delivery and the item's return period. */
export async function orderOfReview(db: DbOrTx, orderItemIds: string[]) {
  if (orderItemIds.length === 0) return []
  return db
    .select({
      itemId: orderItems.id,
      orderId: orders.id,
      orderCode: orders.code,
      status: orders.status,
      deliveredAt: orders.deliveredAt,
      completedAt: orders.completedAt,
      returnDays: sql<number>`coalesce(${products.returnDays}, 7)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.id, orderItemIds))
}

/** The shop's reviews with the seller centre's filters, newest first. */
export async function listByShop(
  db: DbOrTx,
  shopId: string,
  q: { rating?: number; replied?: boolean; with_images?: boolean; page: number; limit: number },
) {
  const conditions: SQL[] = [eq(products.shopId, shopId)]
  if (q.rating) conditions.push(eq(productReviews.rating, q.rating))
  if (q.replied === true) conditions.push(isNotNull(productReviews.sellerReply))
  if (q.replied === false) conditions.push(isNull(productReviews.sellerReply))
  if (q.with_images === true) conditions.push(sql`jsonb_array_length(${productReviews.images}) > 0`)
  if (q.with_images === false) conditions.push(sql`jsonb_array_length(${productReviews.images}) = 0`)
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: productReviews, ...productColumns, orderCode: orders.code })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .leftJoin(orders, eq(orders.id, productReviews.orderId))
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(productReviews).innerJoin(products, eq(products.id, productReviews.productId)).where(where),
  ])
  return {
    rows: rows.map((r) => ({ ...r.review, productName: r.productName, productImages: r.productImages, orderCode: r.orderCode })),
    total: total?.n ?? 0,
  }
}

/** Hides a review (a report upheld); returns its product, or nothing when it was hidden already or is gone. */
export async function hideReview(tx: Tx, id: string) {
  const [row] = await tx
    .update(productReviews)
    .set({ hiddenAt: new Date() })
    .where(and(eq(productReviews.id, id), isNull(productReviews.hiddenAt)))
    .returning({ productId: productReviews.productId })
  return row
}
