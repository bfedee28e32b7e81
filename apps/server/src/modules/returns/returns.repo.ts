import type { ReturnStatus } from '@xinh/contracts'
import { RETURN_OPEN_STATUSES } from '@xinh/contracts'
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNotNull, lte, min, ne, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '#server/platform/db/client.ts'
import { offsetOf, withTotal } from '#server/platform/db/paging.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { orderItems, orders } from '#server/modules/orders/orders.tables.ts'
import { refunds } from '#server/modules/payments/payments.tables.ts'
import { shopsView } from '#server/modules/shops/index.ts'
import { returnEvents, returnItems, returnRequests } from './returns.tables.ts'

/**
 * The returns module's queries. It owns return_requests, return_items and return_events; it reads
 * (never writes) the order's items, the products' return periods and authenticity flags, the shop's
 * name, the buyer's name and, inside the transaction that settles one, a request's refunds (payments'
 * refundsOf reads outside it), as orders.repo reads products.
 */

export type ReturnRequestRow = typeof returnRequests.$inferSelect
/** A request with what the state machine also needs: when the buyer said the product is on its way back. */
export type ReturnRow = ReturnRequestRow & { shippedBackAt: Date | null }
export type ReturnView = ReturnRow & { orderCode: string; shopName: string }
export type EventRow = typeof returnEvents.$inferSelect

/** Who is looking: a buyer sees their requests, a seller their shop's, an admin every one. */
export type ReturnScope = { buyerId: string } | { shopId: string } | { admin: true }

const scopeCondition = (scope: ReturnScope): SQL | undefined =>
  'buyerId' in scope ? eq(returnRequests.buyerId, scope.buyerId) : 'shopId' in scope ? eq(returnRequests.shopId, scope.shopId) : undefined

// the outer row is named in full: drizzle leaves columns unqualified in single-table queries, where
// a bare "id" inside the subquery would be the event's own
const shippedBackAt = sql<Date | null>`(SELECT max(e.created_at) FROM ${returnEvents} e
  WHERE e.return_id = "return_requests"."id" AND e.action = 'ship_back')`.mapWith(returnEvents.createdAt)

const asRow = { ...getTableColumns(returnRequests), shippedBackAt }
const asView = { ...asRow, orderCode: orders.code, shopName: shopsView.name }

function views(db: DbOrTx) {
  return db
    .select(asView)
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(shopsView.table, eq(shopsView.id, returnRequests.shopId))
}

/** One request with its order's code and shop's name, if it is in the scope (else undefined: a 404, never a 403). */
export async function findView(db: DbOrTx, id: string, scope: ReturnScope): Promise<ReturnView | undefined> {
  const [row] = await views(db).where(and(eq(returnRequests.id, id), scopeCondition(scope)))
  return row
}

/** A request read for a change: its row is locked until the transaction ends, so steps on it queue up. */
export async function lockReturn(tx: Tx, id: string, scope: ReturnScope): Promise<ReturnRow | undefined> {
  const [row] = await tx
    .select(asRow)
    .from(returnRequests)
    .where(and(eq(returnRequests.id, id), scopeCondition(scope)))
    .for('update', { of: returnRequests })
  return row
}

/** A page of requests, newest first, with the total. */
export async function listViews(
  db: DbOrTx,
  scope: ReturnScope,
  status: ReturnStatus | undefined,
  paging: { page: number; limit: number },
  orderCode?: string,
) {
  const where = and(
    scopeCondition(scope),
    status ? eq(returnRequests.status, status) : undefined,
    orderCode ? eq(orders.code, orderCode) : undefined,
  )
  return withTotal(
    views(db)
      .where(where)
      // the admin's queue is worked oldest first; every other list shows the newest first
      .orderBy(
        ...('admin' in scope && status === 'awaiting_admin'
          ? [asc(returnRequests.updatedAt), asc(returnRequests.id)]
          : [desc(returnRequests.createdAt), desc(returnRequests.id)]),
      )
      .limit(paging.limit)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(returnRequests).innerJoin(orders, eq(orders.id, returnRequests.orderId)).where(where),
  )
}

/** How many requests of the scope are in each state (the seller's tabs). */
export async function countByStatus(db: DbOrTx, scope: ReturnScope) {
  return db
    .select({ status: returnRequests.status, n: sql<number>`count(*)::int` })
    .from(returnRequests)
    .where(scopeCondition(scope))
    .groupBy(returnRequests.status)
}

/** The latest request of an order (the order page shows it). */
export async function latestOfOrder(db: DbOrTx, orderId: string): Promise<ReturnView | undefined> {
  const [row] = await views(db)
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(1)
  return row
}

export async function openOfOrder(db: DbOrTx, orderId: string): Promise<ReturnRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), inArray(returnRequests.status, RETURN_OPEN_STATUSES)))
  return row
}

export async function insertReturn(tx: Tx, values: typeof returnRequests.$inferInsert): Promise<ReturnRequestRow> {
  const [row] = await tx.insert(returnRequests).values(values).returning()
  if (!row) throw new Error('return insert returned nothing')
  return row
}

export async function insertItems(tx: Tx, rows: Array<typeof returnItems.$inferInsert>) {
  if (rows.length) await tx.insert(returnItems).values(rows)
}

export async function insertEvent(tx: Tx, row: typeof returnEvents.$inferInsert) {
  await tx.insert(returnEvents).values(row)
}

/** Moves a request only if it is still in `from` (the state machine's guard against a concurrent step). */
export async function updateIfStatus(
  tx: Tx,
  id: string,
  from: ReturnStatus,
  patch: Partial<ReturnRequestRow>,
): Promise<ReturnRequestRow | undefined> {
  const [row] = await tx
    .update(returnRequests)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(returnRequests.id, id), eq(returnRequests.status, from)))
    .returning()
  return row
}

/** The returned items with the order items' names, images and options. */
export async function itemsOf(db: DbOrTx, returnIds: string[]) {
  if (returnIds.length === 0) return []
  return db
    .select({
      returnId: returnItems.returnId,
      orderItemId: returnItems.orderItemId,
      quantity: returnItems.quantity,
      amount: returnItems.amount,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      name: orderItems.name,
      image: orderItems.image,
      options: orderItems.options,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(inArray(returnItems.returnId, returnIds))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id))
}

export async function eventsOf(db: DbOrTx, returnIds: string[]): Promise<EventRow[]> {
  if (returnIds.length === 0) return []
  return db
    .select()
    .from(returnEvents)
    .where(inArray(returnEvents.returnId, returnIds))
    .orderBy(asc(returnEvents.createdAt), asc(returnEvents.id))
}

/** An order's items with each product's return period (days; 7 when the product is gone) and authenticity flag. */
export async function orderLines(db: DbOrTx, orderId: string) {
  return db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      returnDays: sql<number>`coalesce(${products.returnDays}, 7)::int`,
      isAuthentic: sql<boolean>`coalesce(${products.isAuthentic}, false)`,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id))
}

/**
 * Units of each order item already taken back: by requests approved (refunding) or refunded, and by
 * the return a failed delivery opened. A new request can only take what is left.
 */
export async function returnedQuantities(db: DbOrTx, orderId: string, exceptReturnId?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ orderItemId: returnItems.orderItemId, n: sql<number>`sum(${returnItems.quantity})::int` })
    .from(returnItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
    .where(
      and(
        eq(returnRequests.orderId, orderId),
        or(inArray(returnRequests.status, ['refunding', 'refunded']), eq(returnRequests.reasonId, 'failed_delivery')),
        exceptReturnId ? ne(returnRequests.id, exceptReturnId) : undefined,
      ),
    )
    .groupBy(returnItems.orderItemId)
  return new Map(rows.map((r) => [r.orderItemId, r.n]))
}

/** Requests waiting on a seller or a buyer whose deadline has passed, keyset-paged by id. */
export async function dueReturns(db: DbOrTx, opts: { now: Date; after: string | null; limit: number }) {
  return db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(
      and(
        inArray(returnRequests.status, ['requested', 'awaiting_return']),
        lte(returnRequests.dueAt, opts.now),
        opts.after ? gt(returnRequests.id, opts.after) : undefined,
      ),
    )
    .orderBy(asc(returnRequests.id))
    .limit(opts.limit)
}

/**
 * Orders in return_refund without an open request: the carrier brought the parcel back and the
 * request for it was not opened yet (its follow-up was interrupted). Keyset-paged by id.
 */
export async function ordersAwaitingReturn(db: DbOrTx, opts: { after: string | null; limit: number }) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'return_refund'),
        sql`NOT EXISTS (SELECT 1 FROM ${returnRequests} r WHERE r.order_id = "orders"."id"
          AND r.status IN ('requested', 'awaiting_return', 'awaiting_admin', 'refunding'))`,
        opts.after ? gt(orders.id, opts.after) : undefined,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(opts.limit)
}

/** Display names of buyers for the seller's and the admin's views (deleted accounts left out). */
export async function buyerNames(db: DbOrTx, buyerIds: string[]): Promise<Map<string, string>> {
  if (buyerIds.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(and(inArray(users.id, [...new Set(buyerIds)]), ne(users.status, 'deleted')))
  return new Map(rows.map((r) => [r.id, r.userName]))
}

/** A refunded request's notice to the buyer is due: its `due_at` (no deadline once refunded) marks it until sent. */
export async function markNoticeDue(tx: Tx, id: string) {
  await tx
    .update(returnRequests)
    .set({ dueAt: new Date() })
    .where(and(eq(returnRequests.id, id), eq(returnRequests.status, 'refunded')))
}

/** Takes up to `limit` due refund notices (of these requests, or any) for this process to send: each is taken once, the mark is cleared. */
export async function claimRefundNotices(db: DbOrTx, limit: number, returnIds?: string[]): Promise<ReturnRequestRow[]> {
  const due = db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(
      and(
        eq(returnRequests.status, 'refunded'),
        isNotNull(returnRequests.dueAt),
        returnIds ? inArray(returnRequests.id, returnIds) : undefined,
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true })
  return db.update(returnRequests).set({ dueAt: null }).where(inArray(returnRequests.id, due)).returning()
}

/**
 * How many of a request's refunds are still pending besides `exceptId` (the one settling now), read
 * in the settling transaction. A failed gateway refund is replaced by a bank transfer, so only
 * pending ones are waited for.
 */
export async function pendingRefunds(tx: Tx, returnId: string, exceptId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(refunds)
    .where(and(eq(refunds.sourceId, returnId), eq(refunds.status, 'pending'), ne(refunds.id, exceptId)))
  return row?.n ?? 0
}

/** The last admin step on a request (who decided first, for the 409 of a lost race). */
export async function lastAdminDecision(db: DbOrTx, returnId: string) {
  const [row] = await db
    .select({ actorId: returnEvents.actorId, at: returnEvents.createdAt, status: returnEvents.toStatus, name: users.userName })
    .from(returnEvents)
    .leftJoin(users, eq(users.id, returnEvents.actorId))
    .where(and(eq(returnEvents.returnId, returnId), eq(returnEvents.actorRole, 'admin')))
    .orderBy(desc(returnEvents.createdAt), desc(returnEvents.id))
    .limit(1)
  return row
}

/** Requests waiting for an admin: how many, and since when the oldest has waited. */
export async function adminQueueStat(db: DbOrTx) {
  const [row] = await db
    .select({ n: count(), oldest: min(returnRequests.updatedAt) })
    .from(returnRequests)
    .where(eq(returnRequests.status, 'awaiting_admin'))
  const [open] = await db
    .select({ n: count() })
    .from(returnRequests)
    .where(inArray(returnRequests.status, [...RETURN_OPEN_STATUSES]))
  return { count: row?.n ?? 0, oldestAt: row?.oldest ?? null, open: open?.n ?? 0 }
}
