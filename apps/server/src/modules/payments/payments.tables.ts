import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import {
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_GATEWAYS,
  PAYMENT_METHODS,
  REFUND_METHODS,
  REFUND_REASONS,
  REFUND_STATUSES,
} from '@xinh/contracts'
import { createdAt, idColumn, tstz, updatedAt } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { checkouts, orders, paymentMethod } from '#server/modules/orders/orders.tables.ts'

export const paymentGateway = pgEnum('payment_gateway', PAYMENT_GATEWAYS)
export const paymentAttemptStatus = pgEnum('payment_attempt_status', PAYMENT_ATTEMPT_STATUSES)
export const refundMethod = pgEnum('refund_method', REFUND_METHODS)
export const refundStatus = pgEnum('refund_status', REFUND_STATUSES)
export const refundReason = pgEnum('refund_reason', REFUND_REASONS)

/**
 * One attempt to pay online: the unpaid orders of a checkout (or those still unpaid on a retry)
 * at one gateway. `txn_ref` is what the gateway knows us by (VNPay vnp_TxnRef, MoMo orderId):
 * unique, so an IPN finds exactly one attempt. `refunded_amount` can never pass `amount`.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    method: paymentMethod('method').notNull(),
    gateway: paymentGateway('gateway').notNull(),
    txnRef: text('txn_ref').notNull(),
    amount: integer('amount').notNull(),
    status: paymentAttemptStatus('status').notNull().default('pending'),
    /** Where the buyer is sent to pay (gateway page or simulator). */
    payUrl: text('pay_url'),
    /** The gateway's transaction number (vnp_TransactionNo, MoMo transId) once known. */
    gatewayTxnNo: text('gateway_txn_no'),
    /** vnp_PayDate / MoMo responseTime as the gateway sent it (VNPay refunds need it back). */
    gatewayPaidAt: text('gateway_paid_at'),
    bankCode: text('bank_code'),
    /** Last result code the gateway reported (vnp_ResponseCode, MoMo resultCode). */
    resultCode: text('result_code'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    expiresAt: tstz('expires_at'),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_txn_ref_uq').on(t.gateway, t.txnRef),
    index('payments_checkout_idx').on(t.checkoutId, t.createdAt),
    index('payments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('payments_money', sql`${t.amount} > 0 AND ${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.amount}`),
  ],
)

/** The orders one payment attempt pays, and each order's amount in it. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.orderId] }),
    index('payment_orders_order_idx').on(t.orderId),
    check('payment_orders_amount', sql`${t.amount} >= 0`),
  ],
)

/**
 * Every callback a gateway sent (IPN or browser return), with its raw payload, whether the
 * signature held, what we answered and what it changed — the audit trail of the money path.
 */
export const paymentIpns = pgTable(
  'payment_ipns',
  {
    id: idColumn(),
    gateway: paymentGateway('gateway').notNull(),
    kind: text('kind').notNull().default('ipn'),
    txnRef: text('txn_ref'),
    paymentId: uuid('payment_id').references(() => payments.id),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    /** The answer given (VNPay RspCode, MoMo HTTP status). */
    answer: text('answer').notNull(),
    /** paid | failed | duplicate | ignored | rejected */
    effect: text('effect').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index('payment_ipns_payment_idx').on(t.paymentId, t.receivedAt), index('payment_ipns_ref_idx').on(t.gateway, t.txnRef)],
)

/**
 * Money going back to a buyer for one order: through the gateway of the payment that took it,
 * or by bank transfer (COD orders, the extra 100 % of an authentic-goods guarantee). `source_id`
 * is the return request (or cancelled order) it settles; `request_id` makes a retried refund
 * call the same call at the gateway.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    sourceId: uuid('source_id'),
    reason: refundReason('reason').notNull(),
    method: refundMethod('method').notNull(),
    amount: integer('amount').notNull(),
    status: refundStatus('status').notNull().default('pending'),
    requestId: text('request_id').notNull(),
    gatewayRef: text('gateway_ref'),
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    uniqueIndex('refunds_request_uq').on(t.requestId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('refunds_amount', sql`${t.amount} > 0`),
  ],
)

/** The payment methods a shop accepts (spec seller centre /ban-hang/cai-dat/thanh-toan). No row = all. */
export const shopPaymentSettings = pgTable('shop_payment_settings', {
  shopId: uuid('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  methods: paymentMethod('methods')
    .array()
    .notNull()
    .default(sql`ARRAY[${sql.raw(PAYMENT_METHODS.map((m) => `'${m}'`).join(','))}]::payment_method[]`),
  updatedAt: updatedAt(),
})

/**
 * The built-in gateway simulator's own books (it stands for VNPay's and MoMo's servers, so it
 * keeps what they would: the transactions it created, their outcome and refunds).
 */
export const devGatewayTransactions = pgTable(
  'dev_gateway_transactions',
  {
    id: idColumn(),
    gateway: paymentGateway('gateway').notNull(),
    ref: text('ref').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('created'),
    transNo: text('trans_no'),
    refunded: integer('refunded').notNull().default(0),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('dev_gateway_tx_ref_uq').on(t.gateway, t.ref)],
)
