import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@xinh/contracts'
import { createdAt, idColumn, tstz, updatedAt } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { products, productVariants } from '#server/modules/catalog/catalog.tables.ts'
import { promotionItems, vouchers } from '#server/modules/pricing/pricing.tables.ts'

export const orderStatus = pgEnum('order_status', ORDER_STATUSES)
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS)
/** spec §4 "pending (cash versus unpaid)": how the order is (to be) paid. */
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES)

/** A delivery address as it was at checkout; the address book may change later. */
export type AddressSnapshot = {
  name: string
  phone: string
  email?: string | null
  province_code: string
  city: string
  ward_code: string
  ward: string
  district?: string | null
  street: string
  country: string
}

/**
 * One checkout = one buyer's submission, creating one order per shop. The idempotency key is
 * unique per buyer and the stored response is replayed for a repeated request.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hash of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull(),
    total: integer('total').notNull(),
    platformVoucherId: uuid('platform_voucher_id').references(() => vouchers.id),
    freeshipVoucherId: uuid('freeship_voucher_id').references(() => vouchers.id),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('checkouts_idempotency_uq').on(t.userId, t.idempotencyKey), check('checkouts_total', sql`${t.total} >= 0`)],
)

/** One shop's part of a checkout (spec §3 Order, §4 order states). Money is integer VND. */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    /** Short human code shown to buyers and sellers, e.g. 2611215X7KQ2. */
    code: text('code').notNull(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    status: orderStatus('status').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentStatus: paymentStatus('payment_status').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    isExpress: boolean('is_express').notNull().default(false),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    note: text('note'),
    /** Sum of item lines at their charged unit price (after promotions). */
    subtotal: integer('subtotal').notNull(),
    /** What promotions took off the items' sale prices (for display). */
    promotionDiscount: integer('promotion_discount').notNull().default(0),
    shopVoucherDiscount: integer('shop_voucher_discount').notNull().default(0),
    /** This order's pro-rata share of the checkout's platform voucher. */
    platformVoucherDiscount: integer('platform_voucher_discount').notNull().default(0),
    shippingFee: integer('shipping_fee').notNull(),
    shippingDiscount: integer('shipping_discount').notNull().default(0),
    total: integer('total').notNull(),
    shopVoucherId: uuid('shop_voucher_id').references(() => vouchers.id),
    cancelReasonId: text('cancel_reason_id'),
    cancelledBy: text('cancelled_by'),
    /** Status the order returns to if a buyer's cancel request is rejected. */
    cancelRequestedFrom: orderStatus('cancel_requested_from'),
    carrier: text('carrier'),
    trackingCode: text('tracking_code'),
    selfShipping: boolean('self_shipping').notNull().default(false),
    shippingSubStatus: text('shipping_sub_status'),
    isReviewed: boolean('is_reviewed').notNull().default(false),
    /** Unpaid online orders are cancelled by a job after this time. */
    payBefore: tstz('pay_before'),
    paidAt: tstz('paid_at'),
    confirmedAt: tstz('confirmed_at'),
    shippedAt: tstz('shipped_at'),
    deliveredAt: tstz('delivered_at'),
    completedAt: tstz('completed_at'),
    cancelledAt: tstz('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_code_uq').on(t.code),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_shop_idx').on(t.shopId, t.status, t.createdAt),
    index('orders_checkout_idx').on(t.checkoutId),
    // the admin's COD review queue (issue 14) and the dashboard's daily figures
    index('orders_held_cod_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'waiting_approval' AND ${t.paymentMethod} = 'COD'`),
    index('orders_created_idx').on(t.createdAt),
    index('orders_unpaid_due_idx').on(t.payBefore).where(sql`${t.status} = 'pending' AND ${t.paymentStatus} = 'unpaid'`),
    check(
      'orders_money',
      sql`${t.subtotal} >= 0 AND ${t.shippingFee} >= 0 AND ${t.shippingDiscount} >= 0 AND ${t.shippingDiscount} <= ${t.shippingFee}
        AND ${t.shopVoucherDiscount} >= 0 AND ${t.platformVoucherDiscount} >= 0 AND ${t.promotionDiscount} >= 0
        AND ${t.total} = ${t.subtotal} - ${t.shopVoucherDiscount} - ${t.platformVoucherDiscount} + ${t.shippingFee} - ${t.shippingDiscount}
        AND ${t.total} >= 0`,
    ),
  ],
)

/** The items of an order, with the product as it was when bought. */
export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    image: text('image'),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    /** List price, the variant's sale price, and the unit price charged (after a promotion). */
    price: integer('price').notNull(),
    salePrice: integer('sale_price').notNull(),
    unitPrice: integer('unit_price').notNull(),
    promotionItemId: uuid('promotion_item_id').references(() => promotionItems.id, { onDelete: 'set null' }),
    affiliate: text('affiliate'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_money', sql`${t.quantity} > 0 AND ${t.unitPrice} >= 0 AND ${t.unitPrice} <= ${t.salePrice}`),
  ],
)

/** Every order state change: who (actor and role), from, to, why. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
)
