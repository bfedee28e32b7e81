import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgEnum, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { RETURN_CLAIMS, RETURN_STATUSES } from '@xinh/contracts'
import { createdAt, idColumn, tstz, updatedAt } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { orderItems, orders } from '#server/modules/orders/orders.tables.ts'

export const returnStatus = pgEnum('return_status', RETURN_STATUSES)
export const returnClaim = pgEnum('return_claim', RETURN_CLAIMS)

/**
 * A buyer's return-and-refund request for (part of) one order (spec §4 refund flow). At most one
 * open request per order. `refund_amount` is fixed when the request is made (items' paid share
 * after vouchers, ×2 for an authentic-goods claim); `due_at` is the deadline of whoever acts next.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    status: returnStatus('status').notNull().default('requested'),
    reasonId: text('reason_id').notNull(),
    claim: returnClaim('claim').notNull().default('none'),
    description: text('description'),
    /** Photo / video URLs from the media upload. */
    media: jsonb('media').$type<string[]>().notNull().default([]),
    /** What the buyer paid for the returned items (their share after vouchers). */
    itemsAmount: integer('items_amount').notNull(),
    /** What the buyer gets back: items_amount × the guarantee rate (100 % or 200 %). */
    refundAmount: integer('refund_amount').notNull(),
    /** Review-gate entry (1–3 hearts) or plain request. */
    source: text('source').notNull().default('order'),
    rating: smallint('rating'),
    /** A COD order's refund is a bank transfer: the account the buyer gave (issue 16 payment info). */
    refundBank: jsonb('refund_bank').$type<{ bank_code: string; account_number: string; holder_name: string }>(),
    dueAt: tstz('due_at'),
    escalatedAt: tstz('escalated_at'),
    resolvedAt: tstz('resolved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('return_requests_open_uq')
      .on(t.orderId)
      .where(sql`${t.status} IN ('requested', 'awaiting_return', 'awaiting_admin', 'refunding')`),
    index('return_requests_buyer_idx').on(t.buyerId, t.createdAt),
    index('return_requests_shop_idx').on(t.shopId, t.status, t.createdAt),
    // the admin queue (awaiting_admin, oldest first) and the dashboard's counts
    index('return_requests_status_idx').on(t.status, t.updatedAt, t.id),
    index('return_requests_due_idx').on(t.dueAt).where(sql`${t.dueAt} IS NOT NULL`),
    check('return_requests_money', sql`${t.itemsAmount} >= 0 AND ${t.refundAmount} >= ${t.itemsAmount}`),
  ],
)

/** The order items (and how many of each) a request returns. */
export const returnItems = pgTable(
  'return_items',
  {
    id: idColumn(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    uniqueIndex('return_items_uq').on(t.returnId, t.orderItemId),
    check('return_items_qty', sql`${t.quantity} > 0 AND ${t.amount} >= 0`),
  ],
)

/** The one timeline every party sees: each step, who took it, a note or evidence, and the next deadline. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: idColumn(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    fromStatus: returnStatus('from_status'),
    toStatus: returnStatus('to_status').notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role').notNull(),
    note: text('note'),
    media: jsonb('media').$type<string[]>().notNull().default([]),
    dueAt: tstz('due_at'),
    createdAt: createdAt(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.createdAt)],
)
