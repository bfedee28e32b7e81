import { sql } from 'drizzle-orm'
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { LEDGER_KINDS, LEDGER_STATUSES, SELLER_BUSINESS_TYPES } from '@xinh/contracts'
import { createdAt, idColumn, tstz, updatedAt } from '#server/platform/db/columns.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { orders } from '#server/modules/orders/orders.tables.ts'

export const sellerBusinessType = pgEnum('seller_business_type', SELLER_BUSINESS_TYPES)
export const ledgerKind = pgEnum('ledger_kind', LEDGER_KINDS)
export const ledgerStatus = pgEnum('ledger_status', LEDGER_STATUSES)

/** A shop's finance profile: business type (tax withholding) and where payouts go. */
export const sellerAccounts = pgTable('seller_accounts', {
  shopId: uuid('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  businessType: sellerBusinessType('business_type').notNull().default('individual'),
  bankName: text('bank_name'),
  bankAccountNumber: text('bank_account_number'),
  bankAccountName: text('bank_account_name'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** A payout: available lines moved to the shop's bank account. */
export const payouts = pgTable(
  'payouts',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('paid'),
    createdAt: createdAt(),
  },
  (t) => [index('payouts_shop_idx').on(t.shopId, t.createdAt), check('payouts_amount', sql`${t.amount} > 0`)],
)

/**
 * The seller's money, line by line (signed from the seller's side). An order's lines are written
 * once when it completes (unique per order, kind and source) and stay `pending` until
 * `available_at` (the return window's end); only `available` lines are paid out, so a refund
 * never claws back money already paid.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    orderId: uuid('order_id').references(() => orders.id),
    /** The return request (refund lines) or payout the line belongs to; null for an order's own lines. */
    sourceId: uuid('source_id'),
    kind: ledgerKind('kind').notNull(),
    amount: integer('amount').notNull(),
    status: ledgerStatus('status').notNull().default('pending'),
    availableAt: tstz('available_at'),
    payoutId: uuid('payout_id').references(() => payouts.id),
    memo: text('memo'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_once_uq').on(t.orderId, t.kind, sql`coalesce(${t.sourceId}, '00000000-0000-0000-0000-000000000000'::uuid)`),
    index('ledger_entries_shop_idx').on(t.shopId, t.createdAt),
    index('ledger_entries_due_idx').on(t.availableAt).where(sql`${t.status} = 'pending'`),
  ],
)
