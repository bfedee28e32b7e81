import { and, asc, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm'
import type { PaymentGateway, PaymentMethod, RefundMethod, RefundStatus } from '@xinh/contracts'
import type { DbOrTx, Tx } from '#server/platform/db/client.ts'
import { offsetOf, withTotal } from '#server/platform/db/paging.ts'
import { rowsOf } from '#server/platform/db/rows.ts'
import { paymentIpns, paymentOrders, payments, refunds, shopPaymentSettings } from './payments.tables.ts'

export type PaymentRow = typeof payments.$inferSelect
export type RefundRow = typeof refunds.$inferSelect

// ----- payments ---------------------------------------------------------------------------

export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert, lines: Array<{ orderId: string; amount: number }>) {
  const [row] = await tx.insert(payments).values(values).returning()
  await tx.insert(paymentOrders).values(lines.map((l) => ({ paymentId: row!.id, ...l })))
  return row!
}

/** Older attempts still waiting for these orders are over: a new one replaces them. */
export async function expirePendingFor(tx: Tx, orderIds: string[]) {
  if (orderIds.length === 0) return
  await tx
    .update(payments)
    .set({ status: 'expired' })
    .where(
      and(
        eq(payments.status, 'pending'),
        inArray(
          payments.id,
          tx.select({ id: paymentOrders.paymentId }).from(paymentOrders).where(inArray(paymentOrders.orderId, orderIds)),
        ),
      ),
    )
}

export async function updatePayment(db: DbOrTx, id: string, patch: Partial<typeof payments.$inferInsert>) {
  const [row] = await db.update(payments).set(patch).where(eq(payments.id, id)).returning()
  return row
}

/** A status change that only happens from the given statuses (a concurrent change wins). */
export async function movePayment(db: DbOrTx, id: string, from: PaymentRow['status'][], patch: Partial<typeof payments.$inferInsert>) {
  const [row] = await db
    .update(payments)
    .set(patch)
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .returning()
  return row
}

export async function findPayment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id))
  return row
}

export async function findPaymentByRef(db: DbOrTx, gateway: PaymentGateway, txnRef: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.txnRef, txnRef)))
  return row
}

export async function lockPayment(tx: Tx, id: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update')
  return row
}

export async function linesOf(db: DbOrTx, paymentId: string) {
  return db
    .select({ orderId: paymentOrders.orderId, amount: paymentOrders.amount })
    .from(paymentOrders)
    .where(eq(paymentOrders.paymentId, paymentId))
    .orderBy(asc(paymentOrders.orderId))
}

/** Pending attempts whose link expired before `before`, oldest first. */
export async function duePending(db: DbOrTx, before: Date, limit: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.expiresAt, before)))
    .orderBy(asc(payments.createdAt))
    .limit(limit)
}

export async function insertIpn(db: DbOrTx, values: typeof paymentIpns.$inferInsert) {
  await db.insert(paymentIpns).values(values)
}

// ----- orders (read-only: the orders module owns them; rows are locked, never written here) ----

export type PayableOrder = {
  id: string
  code: string
  shop_id: string
  buyer_id: string
  checkout_id: string
  status: string
  payment_status: string
  payment_method: PaymentMethod
  total: number
  pay_before: Date | string | null
}

/** The buyer's orders of a checkout still waiting to be paid online, by id; `lock`: locked as `lockOrders` does. */
export async function unpaidOrdersOfCheckout(db: DbOrTx, checkoutId: string, buyerId: string, lock = false) {
  return rowsOf<PayableOrder>(
    await db.execute(sql`
      SELECT id, code, shop_id, buyer_id, checkout_id, status, payment_status, payment_method, total, pay_before
      FROM orders
      WHERE checkout_id = ${checkoutId} AND buyer_id = ${buyerId} AND status = 'pending' AND payment_status = 'unpaid'
      ORDER BY id ${lock ? sql`FOR NO KEY UPDATE` : sql``}`),
  )
}

/**
 * Locks orders in id order before any payment row: every transaction here takes orders → payment,
 * like a refund requested inside an order's transaction, so none waits on another in a cycle.
 * NO KEY UPDATE, like an order transition's own update: inserts that reference the orders go on.
 */
export async function lockOrders(tx: Tx, orderIds: string[]) {
  if (orderIds.length === 0) return
  await tx.execute(
    sql`SELECT id FROM orders WHERE id IN (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id FOR NO KEY UPDATE`,
  )
}

/** Whether every voucher still redeemed by these orders allows `method` (a retry may change the method). */
export async function vouchersAllow(db: DbOrTx, orderIds: string[], method: PaymentMethod) {
  if (orderIds.length === 0) return true
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM voucher_redemptions r JOIN vouchers v ON v.id = r.voucher_id
      WHERE r.order_id IN (${sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      )}) AND r.released_at IS NULL
        AND jsonb_typeof(v.conditions->'payment_method') = 'array' AND jsonb_array_length(v.conditions->'payment_method') > 0
        AND NOT (v.conditions->'payment_method' ? ${method})`),
  )
  return (rows[0]?.n ?? 0) === 0
}

/** Cancelled orders paid online that have no cancellation refund (a missed follow-up), oldest first. */
export async function cancelledPaidWithoutRefund(db: DbOrTx, limit: number) {
  return rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT o.id FROM orders o
      WHERE o.status = 'cancelled' AND o.payment_status = 'paid' AND o.payment_method <> 'COD'
        AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id AND r.reason = 'cancel')
      ORDER BY o.cancelled_at NULLS FIRST, o.id
      LIMIT ${limit}`),
  )
}

// ----- buyer views --------------------------------------------------------------------------

export async function paymentWithOrders(db: DbOrTx, id: string) {
  const payment = await findPayment(db, id)
  if (!payment) return undefined
  return { payment, lines: await linesOf(db, id) }
}

// ----- shop settings ------------------------------------------------------------------------

export async function shopMethods(db: DbOrTx, shopIds: string[]) {
  if (shopIds.length === 0) return []
  return db
    .select({ shopId: shopPaymentSettings.shopId, methods: shopPaymentSettings.methods })
    .from(shopPaymentSettings)
    .where(inArray(shopPaymentSettings.shopId, shopIds))
}

export async function saveShopMethods(db: DbOrTx, shopId: string, methods: PaymentMethod[]) {
  await db
    .insert(shopPaymentSettings)
    .values({ shopId, methods })
    .onConflictDoUpdate({ target: shopPaymentSettings.shopId, set: { methods, updatedAt: new Date() } })
}

// ----- refunds ------------------------------------------------------------------------------

/**
 * The paid attempts that paid for an order, with what is left to give back through each: the
 * order's share in it minus what refunds already took from that share (pending or done, through
 * the gateway or its bank-transfer fallback), and the payment's own room (amount − refunded).
 */
export async function refundableOf(tx: Tx, orderId: string) {
  return rowsOf<{ payment_id: string; share: number; used: number; room: number }>(
    await tx.execute(sql`
      SELECT p.id AS payment_id, po.amount AS share,
        COALESCE((SELECT sum(r.amount) FROM refunds r
                  WHERE r.payment_id = p.id AND r.order_id = po.order_id AND r.status <> 'failed'), 0)::int AS used,
        (p.amount - p.refunded_amount) AS room
      FROM payment_orders po JOIN payments p ON p.id = po.payment_id
      WHERE po.order_id = ${orderId} AND p.status = 'paid'
      ORDER BY p.paid_at, p.id`),
  )
}

/** Takes `amount` of the payment's refundable room; false when it is no longer there (the CHECK holds the line). */
export async function reserveRefund(tx: Tx, paymentId: string, amount: number) {
  const rows = await tx
    .update(payments)
    .set({ refundedAmount: sql`${payments.refundedAmount} + ${amount}` })
    .where(and(eq(payments.id, paymentId), sql`${payments.refundedAmount} + ${amount} <= ${payments.amount}`))
    .returning({ id: payments.id })
  return rows.length > 0
}

export async function releaseRefund(tx: Tx, paymentId: string, amount: number) {
  await tx
    .update(payments)
    .set({ refundedAmount: sql`${payments.refundedAmount} - ${amount}` })
    .where(eq(payments.id, paymentId))
}

export async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert) {
  const [row] = await tx.insert(refunds).values(values).returning()
  return row!
}

export async function refundByRequestId(db: DbOrTx, requestId: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.requestId, requestId))
  return row
}

export async function findRefund(db: DbOrTx, id: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id))
  return row
}

export async function hasRefund(tx: Tx, orderId: string, reason: RefundRow['reason']) {
  const rows = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.reason, reason)))
    .limit(1)
  return rows.length > 0
}

/** Gateway refunds still to be made (all, or these), with fewer than `maxAttempts` tries. */
export async function dueGatewayRefunds(db: DbOrTx, opts: { ids?: string[]; maxAttempts: number; limit: number }) {
  if (opts.ids && opts.ids.length === 0) return []
  return db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.method, 'gateway'),
        eq(refunds.status, 'pending'),
        lt(refunds.attempts, opts.maxAttempts),
        opts.ids ? inArray(refunds.id, opts.ids) : undefined,
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(opts.limit)
}

/** Counts one more try; returns the row as it now stands. */
export async function countAttempt(db: DbOrTx, id: string, failure: string | null) {
  const [row] = await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, failure })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning()
  return row
}

/** pending → succeeded / failed, once (a concurrent run finds it moved and does nothing). */
export async function finishRefund(
  tx: Tx,
  id: string,
  patch: { status: RefundStatus; gatewayRef?: string | null; failure?: string | null },
  method?: RefundMethod,
) {
  const [row] = await tx
    .update(refunds)
    .set({ ...patch, completedAt: patch.status === 'succeeded' ? new Date() : null })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending'), method ? eq(refunds.method, method) : undefined))
    .returning()
  return row
}

/** What settled refunds gave back for an order, leaving out the return of a duplicate payment. */
export async function settledForOrder(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({ n: sql<number>`COALESCE(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded'), ne(refunds.reason, 'duplicate')))
  return row?.n ?? 0
}

export async function refundsOfOrders(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return []
  return db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.createdAt), asc(refunds.id))
}

export async function listRefunds(db: DbOrTx, filter: { status?: RefundStatus; method?: RefundMethod; page: number; limit: number }) {
  const where = and(
    filter.status ? eq(refunds.status, filter.status) : undefined,
    filter.method ? eq(refunds.method, filter.method) : undefined,
  )
  return withTotal(
    db.select().from(refunds).where(where).orderBy(desc(refunds.createdAt)).limit(filter.limit).offset(offsetOf(filter)),
    db.select({ n: count() }).from(refunds).where(where),
  )
}
