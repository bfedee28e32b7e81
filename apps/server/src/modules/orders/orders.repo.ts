import type { OrderFilter, OrderStatus, PaymentStatus } from '@xinh/contracts'
import { COMMERCE, PRODUCT_RULES } from '@xinh/contracts'
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  min,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { DbOrTx, Tx } from '#server/platform/db/client.ts'
import { offsetOf, withTotal } from '#server/platform/db/paging.ts'
import { products, productVariants } from '#server/modules/catalog/catalog.tables.ts'
import { cartItems } from '#server/modules/cart/cart.tables.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shopsView } from '#server/modules/shops/index.ts'
import { orderItems, orderStatusHistory, orders } from './orders.tables.ts'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect
export type HistoryRow = typeof orderStatusHistory.$inferSelect
export type OrderWithShop = OrderRow & { shopName: string; shopAvatar: string | null }

/** Who is looking: a buyer sees their orders, a seller their shop's. */
export type OrderScope = { buyerId: string } | { shopId: string }

const scopeCondition = (scope: OrderScope) => ('buyerId' in scope ? eq(orders.buyerId, scope.buyerId) : eq(orders.shopId, scope.shopId))

/** The catalog's default return period (products.return_days), for an order whose product is gone. */
const DEFAULT_RETURN_DAYS = 7

// the goods reached the buyer (delivered or completed) and not every item has its review yet (issue 16)
const unreviewed = and(inArray(orders.status, ['delivered', 'completed']), eq(orders.isReviewed, false)) as SQL

/** The list filters as one condition (OR of each); `to_pay` is `pending`, `unreviewed` delivered/completed and not reviewed. */
function filterCondition(filters: readonly OrderFilter[]): SQL | undefined {
  if (filters.length === 0) return undefined
  const statuses = [...new Set(filters.flatMap((f): OrderStatus[] => (f === 'unreviewed' ? [] : f === 'to_pay' ? ['pending'] : [f])))]
  const parts: SQL[] = []
  if (statuses.length) parts.push(inArray(orders.status, statuses))
  if (filters.includes('unreviewed')) parts.push(unreviewed)
  return or(...parts)
}

const withShop = { ...getTableColumns(orders), shopName: shopsView.name, shopAvatar: shopsView.avatarUrl }

/** One order with its shop's name and avatar, if it is in the scope (else undefined: a 404, never a 403). */
export async function findOrder(db: DbOrTx, id: string, scope?: OrderScope): Promise<OrderWithShop | undefined> {
  const [row] = await db
    .select(withShop)
    .from(orders)
    .innerJoin(shopsView.table, eq(shopsView.id, orders.shopId))
    .where(scope ? and(eq(orders.id, id), scopeCondition(scope)) : eq(orders.id, id))
  return row
}

/** The seller list's search (an order code, the buyer's name or phone) and the days it was placed on (Vietnam time). */
export type OrderSearch = { q?: string; from?: string; to?: string }

const DAY_MS = 86_400_000
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)
const vnDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`)

function searchCondition(search: OrderSearch | undefined): SQL | undefined {
  if (!search) return undefined
  const parts: SQL[] = []
  const q = search.q?.trim()
  if (q) {
    const like = `%${escapeLike(q)}%`
    const digits = q.replace(/\D/g, '')
    const matches = [
      sql`${orders.code} ILIKE ${like}`,
      sql`${orders.address}->>'name' ILIKE ${like}`,
      // the buyer's account name (aliased: count queries leave the outer columns unqualified)
      sql`EXISTS (SELECT 1 FROM ${users} u WHERE u.id = ${orders.buyerId} AND u.user_name ILIKE ${like})`,
    ]
    // a phone number is searched by its digits (spaces and dots typed or not)
    if (digits.length >= 4) matches.push(sql`${orders.address}->>'phone' LIKE ${`%${digits}%`}`)
    parts.push(or(...matches) as SQL)
  }
  if (search.from) parts.push(gte(orders.createdAt, vnDayStart(search.from)))
  if (search.to) parts.push(lt(orders.createdAt, new Date(vnDayStart(search.to).getTime() + DAY_MS)))
  return parts.length ? and(...parts) : undefined
}

/** A page of orders, newest first, with the total for the filters (and the seller's search). */
export async function listOrders(
  db: DbOrTx,
  scope: OrderScope,
  filters: readonly OrderFilter[],
  paging: { page: number; limit: number },
  search?: OrderSearch,
) {
  const where = and(scopeCondition(scope), filterCondition(filters), searchCondition(search))
  return withTotal(
    db
      .select(withShop)
      .from(orders)
      .innerJoin(shopsView.table, eq(shopsView.id, orders.shopId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(paging.limit)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(orders).where(where),
  )
}

/** How many orders of the scope (and search) are in each status, and how many completed ones await a review. */
export async function countByStatus(db: DbOrTx, scope: OrderScope, search?: OrderSearch) {
  return db
    .select({
      status: orders.status,
      n: sql<number>`count(*)::int`,
      unreviewed: sql<number>`(count(*) FILTER (WHERE ${unreviewed}))::int`,
    })
    .from(orders)
    .where(and(scopeCondition(scope), searchCondition(search)))
    .groupBy(orders.status)
}

/**
 * The longest preparation and return periods among each order's products (its deadlines). A
 * product deleted since counts with the shortest preparation and the default return period.
 */
export async function itemTerms(db: DbOrTx, orderIds: string[]): Promise<Map<string, { prepDays: number; returnDays: number }>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      prepDays: sql<number>`max(coalesce(${products.prepDays}, ${PRODUCT_RULES.prepDaysMin}))::int`,
      returnDays: sql<number>`max(coalesce(${products.returnDays}, ${DEFAULT_RETURN_DAYS}))::int`,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.orderId)
  return new Map(rows.map((r) => [r.orderId, { prepDays: Number(r.prepDays), returnDays: Number(r.returnDays) }]))
}

export async function itemsOf(db: DbOrTx, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return []
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.createdAt), asc(orderItems.id))
}

export async function historyOf(db: DbOrTx, orderIds: string[]): Promise<HistoryRow[]> {
  if (orderIds.length === 0) return []
  return db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id))
}

/**
 * The display names of these buyers for a seller's list, in one query (not one per buyer). A
 * deleted account is left out, as identity's `getUser` refuses it: the list shows the address name.
 */
export async function buyerNames(db: DbOrTx, buyerIds: string[]): Promise<Map<string, string>> {
  if (buyerIds.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(and(inArray(users.id, [...new Set(buyerIds)]), ne(users.status, 'deleted')))
  return new Map(rows.map((r) => [r.id, r.userName]))
}

/**
 * Moves an order only if it is still in `from` (the state machine's guard against a concurrent
 * transition: the loser's update matches no row once the winner has committed).
 */
export async function updateIfStatus(tx: Tx, id: string, from: OrderStatus, patch: Partial<OrderRow>): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning()
  return row
}

export async function setPaymentStatus(tx: Tx, id: string, paymentStatus: PaymentStatus) {
  await tx.update(orders).set({ paymentStatus, updatedAt: new Date() }).where(eq(orders.id, id))
}

/** Every item of the order has its review (the reviews module says so in its transaction). */
export async function setReviewed(tx: Tx, id: string, isReviewed: boolean) {
  await tx.update(orders).set({ isReviewed }).where(eq(orders.id, id))
}

/** The carrier's latest report on an order's parcel (shipping module); no status change. */
export async function setShippingInfo(
  tx: Tx,
  id: string,
  info: { shippingSubStatus?: string | null; carrier?: string | null; trackingCode?: string | null },
) {
  await tx
    .update(orders)
    .set({ ...info, updatedAt: new Date() })
    .where(eq(orders.id, id))
}

export async function insertHistory(tx: Tx, row: typeof orderStatusHistory.$inferInsert) {
  await tx.insert(orderStatusHistory).values(row)
}

/**
 * Unpaid pending orders whose time to pay is over: `pay_before` when checkout set one, else
 * `days` after creation. Keyset-paged by id so a failing order cannot stall a job run.
 */
export async function dueUnpaidOrders(db: DbOrTx, opts: { now: Date; days: number; after: string | null; limit: number }) {
  const deadline = sql`coalesce(${orders.payBefore}, ${orders.createdAt} + make_interval(days => ${opts.days}::int))`
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'unpaid'),
        sql`${deadline} <= ${opts.now.toISOString()}::timestamptz`,
        opts.after ? gt(orders.id, opts.after) : undefined,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(opts.limit)
}

/** Delivered orders the buyer has not confirmed within `days` of delivery. */
export async function dueDeliveredOrders(db: DbOrTx, opts: { now: Date; days: number; after: string | null; limit: number }) {
  const cutoff = new Date(opts.now.getTime() - opts.days * 24 * 3600 * 1000)
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'delivered'), lte(orders.deliveredAt, cutoff), opts.after ? gt(orders.id, opts.after) : undefined))
    .orderBy(asc(orders.id))
    .limit(opts.limit)
}

/** An order's items with what the catalog says now: can each still be bought, and how many are left. */
export async function repurchaseLines(db: DbOrTx, orderId: string) {
  return db
    .select({
      itemId: orderItems.id,
      productId: products.id,
      variantId: productVariants.id,
      quantity: orderItems.quantity,
      affiliate: orderItems.affiliate,
      stock: productVariants.stock,
      buyable: sql<boolean>`(${products.status} = 'accepted' AND ${products.allowToSell} AND ${productVariants.isActive}
        AND ${productVariants.stock} > 0 AND ${shopsView.isOpen})`,
    })
    .from(orderItems)
    .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .leftJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(shopsView.table, eq(shopsView.id, products.shopId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id))
}

/** How many lines the user's cart has besides those of `variantIds`. */
export async function countCartItemsExcept(db: DbOrTx, userId: string, variantIds: string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        variantIds.length ? or(isNull(cartItems.variantId), notInArray(cartItems.variantId, variantIds)) : undefined,
      ),
    )
  return row?.n ?? 0
}

/**
 * Puts a variant in the user's cart, or adds to the line already there (the cart's rule: one line
 * per variant, quantity clamped to stock and the cart maximum), selected for checkout.
 */
export async function upsertCartItem(
  tx: Tx,
  line: { userId: string; productId: string; variantId: string; quantity: number; stock: number; affiliate: string | null },
): Promise<string> {
  const cap = Math.min(line.stock, COMMERCE.cartQuantityMax)
  const [row] = await tx
    .insert(cartItems)
    .values({
      userId: line.userId,
      productId: line.productId,
      variantId: line.variantId,
      quantity: Math.max(1, Math.min(line.quantity, cap)),
      isSelected: true,
      affiliate: line.affiliate,
    })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.variantId],
      set: {
        quantity: sql`greatest(1, least(${cartItems.quantity} + excluded.quantity, ${cap}::int))`,
        isSelected: true,
        updatedAt: new Date(),
      },
    })
    .returning({ id: cartItems.id })
  if (!row) throw new Error('cart upsert returned nothing')
  return row.id
}

// ----- admin: COD orders held for review (issue 14) -------------------------------------------

/** COD orders above the review threshold wait in waiting_approval (checkout); oldest first. */
const heldCod = and(eq(orders.status, 'waiting_approval'), eq(orders.paymentMethod, 'COD')) as SQL

export async function listHeldCod(db: DbOrTx, paging: { page: number; limit: number }) {
  return withTotal(
    db
      .select(withShop)
      .from(orders)
      .innerJoin(shopsView.table, eq(shopsView.id, orders.shopId))
      .where(heldCod)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(paging.limit)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(orders).where(heldCod),
  )
}

export async function heldCodStat(db: DbOrTx) {
  const [row] = await db
    .select({ n: count(), oldest: min(orders.createdAt) })
    .from(orders)
    .where(heldCod)
  return { count: row?.n ?? 0, oldestAt: row?.oldest ?? null }
}

/** Who moved the order out of waiting_approval, and when (the loser of a race is told). */
export async function lastDecisionFrom(db: DbOrTx, orderId: string, from: OrderStatus) {
  const [row] = await db
    .select({
      actorId: orderStatusHistory.actorId,
      at: orderStatusHistory.createdAt,
      to: orderStatusHistory.toStatus,
      name: users.userName,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.actorId))
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.fromStatus, from)))
    .orderBy(desc(orderStatusHistory.createdAt), desc(orderStatusHistory.id))
    .limit(1)
  return row
}

/** Orders placed per Vietnamese calendar day since `from` (cancelled ones excluded from GMV), for the dashboard. */
export async function dailyOrders(db: DbOrTx, from: Date) {
  const day = sql<string>`to_char(${orders.createdAt} AT TIME ZONE 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`
  return db
    .select({
      date: day,
      orders: sql<number>`count(*)::int`,
      gmv: sql<number>`coalesce(sum(${orders.total}) FILTER (WHERE ${orders.status} <> 'cancelled'), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(gte(orders.createdAt, from))
    .groupBy(day)
}
