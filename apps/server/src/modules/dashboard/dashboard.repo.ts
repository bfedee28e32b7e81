import { DASHBOARD_RULES } from '@xinh/contracts'
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { rowsOf } from '#server/platform/db/rows.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { orderItems, orders } from '#server/modules/orders/orders.tables.ts'
import { returnRequests } from '#server/modules/returns/returns.tables.ts'
import { productReviews } from '#server/modules/reviews/reviews.tables.ts'

/**
 * The dashboard's reads: aggregates over other modules' tables (orders, order items, returns,
 * products, reviews). One aggregate query per figure instead of a service call per row
 * (precedent: ledger.repo). Every order query is bounded by shop and creation time, which the
 * `orders_shop_created_idx` index (migration 0015) serves.
 */

/** What the seller sold: the goods after the shop's voucher (the ledger's fee base). */
const goods = sql`(${orders.subtotal} - ${orders.shopVoucherDiscount})`
/** A placed order: not cancelled, and not an online order still waiting to be paid. */
const placed = sql`(${orders.status} <> 'cancelled' AND NOT (${orders.status} = 'pending' AND ${orders.paymentStatus} = 'unpaid'))`
/** Cancelled, except online orders never paid (the unpaid-timeout job): those were never real sales. */
const cancelled = sql`(${orders.status} = 'cancelled' AND ${orders.cancelReasonId} IS DISTINCT FROM 'unpaid_timeout')`
const createdIn = (shopId: string, start: Date, end: Date) =>
  and(eq(orders.shopId, shopId), gte(orders.createdAt, start), lt(orders.createdAt, end)) as SQL
const num = (expr: SQL) => sql`coalesce(${expr}, 0)::bigint`.mapWith(Number)

export async function salesTotals(db: DbOrTx, shopId: string, start: Date, end: Date) {
  const [row] = await db
    .select({
      orders: num(sql`count(*) FILTER (WHERE ${placed})`),
      revenue: num(sql`sum(${goods}) FILTER (WHERE ${placed})`),
      buyers: num(sql`count(DISTINCT ${orders.buyerId}) FILTER (WHERE ${placed})`),
      cancelled: num(sql`count(*) FILTER (WHERE ${cancelled})`),
    })
    .from(orders)
    .where(createdIn(shopId, start, end))
  return row ?? { orders: 0, revenue: 0, buyers: 0, cancelled: 0 }
}

/** Orders and revenue per step (an hour or a day) from `start`: bucket = whole steps since start. */
export async function salesSeries(db: DbOrTx, shopId: string, start: Date, end: Date, stepSeconds: number) {
  const bucket = sql<number>`floor(extract(epoch FROM (${orders.createdAt} - ${start.toISOString()}::timestamptz)) / ${stepSeconds})::int`
  return (
    db
      .select({ bucket: bucket.mapWith(Number), orders: num(sql`count(*)`), revenue: num(sql`sum(${goods})`) })
      .from(orders)
      .where(and(createdIn(shopId, start, end), placed))
      // by position: the bucket's start is a bound parameter, and a repeated parameter is another expression to PostgreSQL
      .groupBy(sql.raw('1'))
  )
}

/** The best-selling products of the period by revenue (quantity × unit price charged), then units. */
export async function topProducts(db: DbOrTx, shopId: string, start: Date, end: Date, limit: number) {
  // items whose product was deleted are grouped by the name they were sold under
  const key = sql`coalesce(${orderItems.productId}::text, ${orderItems.name})`
  const revenue = sql`sum(${orderItems.quantity}::bigint * ${orderItems.unitPrice})`
  return db
    .select({
      productId: sql<string | null>`(array_agg(${orderItems.productId}))[1]`,
      name: sql<string>`max(${orderItems.name})`,
      image: sql<string | null>`max(${orderItems.image})`,
      units: num(sql`sum(${orderItems.quantity})`),
      revenue: num(revenue),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(createdIn(shopId, start, end), placed))
    .groupBy(key)
    .orderBy(desc(revenue), desc(sql`sum(${orderItems.quantity})`), key)
    .limit(limit)
}

/** Every product sold in the period (the report's product sheet). */
export async function productSales(db: DbOrTx, shopId: string, start: Date, end: Date) {
  return topProducts(db, shopId, start, end, 100_000)
}

/**
 * The orders handed to the carrier in [from, to) and how many of them late (see
 * DASHBOARD_RULES.shipWithinDays); `orders_shop_shipped_idx` answers it from the index.
 */
export async function lateShipments(db: DbOrTx, shopId: string, from: Date, to: Date) {
  const reached = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`
  const base = DASHBOARD_RULES.shipWithinDays
  // the pre-order preparation time is read only for orders past the ordinary deadline (CASE keeps the order)
  const late = sql`CASE WHEN ${orders.shippedAt} <= ${reached} + make_interval(days => ${base}) THEN false
    ELSE ${orders.shippedAt} > ${reached} + make_interval(days => coalesce((
      SELECT max(CASE WHEN ${products.isPreorder} THEN ${products.prepDays} ELSE ${base} END)::int
      FROM ${orderItems} JOIN ${products} ON ${products.id} = ${orderItems.productId}
      WHERE ${orderItems.orderId} = ${orders.id}), ${base})) END`
  const [row] = await db
    .select({ handed: num(sql`count(*)`), late: num(sql`count(*) FILTER (WHERE ${late})`) })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), gte(orders.shippedAt, from), lt(orders.shippedAt, to)))
  return row ?? { handed: 0, late: 0 }
}

/** Orders placed in [from, to) (unpaid-timeout cancellations left out) and those the seller cancelled. */
export async function sellerCancellations(db: DbOrTx, shopId: string, from: Date, to: Date) {
  const [row] = await db
    .select({
      orders: num(sql`count(*) FILTER (WHERE ${placed} OR ${cancelled})`),
      byShop: num(sql`count(*) FILTER (WHERE ${orders.status} = 'cancelled' AND ${orders.cancelledBy} = 'seller')`),
    })
    .from(orders)
    .where(createdIn(shopId, from, to))
  return row ?? { orders: 0, byShop: 0 }
}

/** Orders delivered in [from, to) (`orders_shop_delivered_idx`) and the return requests opened in that time (failed deliveries left out). */
export async function returnsAndDeliveries(db: DbOrTx, shopId: string, from: Date, to: Date) {
  const [delivered, returned] = await Promise.all([
    db
      .select({ n: num(sql`count(*)`) })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), gte(orders.deliveredAt, from), lt(orders.deliveredAt, to))),
    db
      .select({ n: num(sql`count(*)`) })
      .from(returnRequests)
      .where(
        and(
          eq(returnRequests.shopId, shopId),
          gte(returnRequests.createdAt, from),
          lt(returnRequests.createdAt, to),
          sql`${returnRequests.reasonId} <> 'failed_delivery'`,
        ),
      ),
  ])
  return { delivered: delivered[0]?.n ?? 0, returned: returned[0]?.n ?? 0 }
}

/** Average hearts and count of every review of the shop's products. */
export async function shopRating(db: DbOrTx, shopId: string) {
  const [row] = await db
    .select({ average: sql<number | null>`avg(${productReviews.rating})::float8`, count: num(sql`count(*)`) })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(eq(products.shopId, shopId))
  return { average: row?.average === null || row?.average === undefined ? null : Number(row.average), count: row?.count ?? 0 }
}

/** The to-do counts in one statement: each a count on an index of its table (shop first). */
export async function todoCounts(db: DbOrTx, shopId: string) {
  const count = (q: SQL) => sql`(${q})::int`
  const rows = rowsOf<Record<string, number>>(
    await db.execute(sql`SELECT
      ${count(sql`SELECT count(*) FROM ${orders} WHERE ${orders.shopId} = ${shopId} AND ${orders.status} = 'awaiting_confirmation'`)} AS to_confirm,
      ${count(sql`SELECT count(*) FROM ${orders} WHERE ${orders.shopId} = ${shopId} AND ${orders.status} = 'preparing'`)} AS to_prepare,
      ${count(sql`SELECT count(*) FROM ${orders} WHERE ${orders.shopId} = ${shopId} AND ${orders.status} = 'cancel_pending'`)} AS cancel_requests,
      ${count(sql`SELECT count(*) FROM ${returnRequests} WHERE ${returnRequests.shopId} = ${shopId} AND ${returnRequests.status} = 'requested'`)} AS return_requests,
      ${count(sql`SELECT count(*) FROM ${products} WHERE ${products.shopId} = ${shopId} AND ${products.status} = 'rejected'`)} AS rejected_products,
      ${count(
        sql`SELECT count(*) FROM ${products} WHERE ${products.shopId} = ${shopId} AND ${products.status} = 'accepted'
          AND ${products.allowToSell} AND ${products.stock} BETWEEN 1 AND ${DASHBOARD_RULES.lowStock}`,
      )} AS low_stock`),
  )
  const r = rows[0] ?? {}
  return {
    to_confirm: Number(r.to_confirm ?? 0),
    to_prepare: Number(r.to_prepare ?? 0),
    cancel_requests: Number(r.cancel_requests ?? 0),
    return_requests: Number(r.return_requests ?? 0),
    rejected_products: Number(r.rejected_products ?? 0),
    low_stock: Number(r.low_stock ?? 0),
  }
}

/** The period's orders for the report, a page at a time after `afterId` (keyset on creation time and id). */
export async function reportOrders(
  db: DbOrTx,
  shopId: string,
  start: Date,
  end: Date,
  after: { at: Date; id: string } | null,
  limit: number,
) {
  return db
    .select({
      id: orders.id,
      code: orders.code,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      subtotal: orders.subtotal,
      shopVoucherDiscount: orders.shopVoucherDiscount,
      platformVoucherDiscount: orders.platformVoucherDiscount,
      shippingFee: orders.shippingFee,
      total: orders.total,
    })
    .from(orders)
    .where(
      and(
        createdIn(shopId, start, end),
        after ? sql`(${orders.createdAt}, ${orders.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(orders.createdAt, orders.id)
    .limit(limit)
}
