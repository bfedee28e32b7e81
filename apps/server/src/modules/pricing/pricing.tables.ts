import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, idColumn, tstz, updatedAt } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { products, productVariants } from '#server/modules/catalog/catalog.tables.ts'
import { checkouts, orders } from '#server/modules/orders/orders.tables.ts'

/**
 * spec §3 Promotion: a shop's (or the platform's, shop_id null) time-boxed discount on products
 * or single variants. State (upcoming, running, ended) is derived from the period and ended_at.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: idColumn(),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    cover: text('cover'),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    /** Set when the seller ends it early; the promotion stops applying at once. */
    endedAt: tstz('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('promotions_shop_idx').on(t.shopId, t.endsAt),
    check('promotions_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('promotions_description_len', sql`char_length(${t.description}) <= 150`),
  ],
)

/**
 * One discounted product (variant_id null: every variant) or variant. `sold` counts units sold
 * at the promotion price; the database refuses selling more than `product_limit`.
 */
export const promotionItems = pgTable(
  'promotion_items',
  {
    id: idColumn(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    discountPercent: smallint('discount_percent').notNull(),
    /** spec §5: above 0 and at least the discount; shown as "up to N%". */
    maxDiscountPercent: smallint('max_discount_percent').notNull(),
    /** Units on offer (null: unlimited); spec §5: never 0. */
    productLimit: integer('product_limit'),
    /** Units one buyer may buy at this price (null: unlimited); spec §5: ≤ product limit. */
    purchaseLimit: integer('purchase_limit'),
    sold: integer('sold').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotion_items_product_idx').on(t.productId),
    index('promotion_items_promotion_idx').on(t.promotionId),
    check('promotion_items_discount', sql`${t.discountPercent} > 0 AND ${t.discountPercent} <= 80`),
    check('promotion_items_max_discount', sql`${t.maxDiscountPercent} >= ${t.discountPercent} AND ${t.maxDiscountPercent} <= 80`),
    check(
      'promotion_items_limits',
      sql`(${t.productLimit} IS NULL OR ${t.productLimit} > 0)
      AND (${t.purchaseLimit} IS NULL OR (${t.purchaseLimit} > 0 AND (${t.productLimit} IS NULL OR ${t.purchaseLimit} <= ${t.productLimit})))`,
    ),
    // the database refuses overselling a promotion, whatever the code does
    check('promotion_items_sold', sql`${t.sold} >= 0 AND (${t.productLimit} IS NULL OR ${t.sold} <= ${t.productLimit})`),
  ],
)

/** Units each buyer bought per promotion item, for the per-user purchase limit. */
export const promotionUsage = pgTable(
  'promotion_usage',
  {
    promotionItemId: uuid('promotion_item_id')
      .notNull()
      .references(() => promotionItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.promotionItemId, t.userId] }), check('promotion_usage_nonneg', sql`${t.quantity} >= 0`)],
)

export const voucherKind = pgEnum('voucher_kind', ['platform', 'shop', 'cashback'])
export const voucherType = pgEnum('voucher_type', ['price', 'percent'])
export const voucherClassify = pgEnum('voucher_classify', ['free_shipping', 'other'])
export const voucherTarget = pgEnum('voucher_target', ['system', 'kol', 'unique_code', 'introduced', 'shop', 'product', 'newbie', 'all'])
export const voucherDisplay = pgEnum('voucher_display', ['public', 'code_only'])

export type VoucherTier = { from: number; to: number | null; value: number }
export type VoucherConditions = {
  payment_method?: string[]
  shipping_method?: string[]
  limit_per_user?: number | null
  limit_per_user_by_day?: number | null
}

/**
 * spec §3 Voucher. Counters (`used`, `saved`, `budget_used`) sit beside their limits and CHECK
 * constraints hold them there, so concurrent checkouts can never over-redeem.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: idColumn(),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    kind: voucherKind('kind').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    type: voucherType('type').notNull(),
    /** VND for `price`, percent for `percent`. */
    value: integer('value').notNull(),
    minOrderValue: integer('min_order_value').notNull().default(0),
    maxDiscountValue: integer('max_discount_value'),
    /** Total VND the voucher may give away (null: no budget). */
    budget: integer('budget'),
    budgetUsed: integer('budget_used').notNull().default(0),
    /** Redemptions allowed (usable quantity) and made. */
    quantity: integer('quantity').notNull(),
    used: integer('used').notNull().default(0),
    /** How many buyers may save it (null: as many as the usable quantity). */
    savableQuantity: integer('savable_quantity'),
    saved: integer('saved').notNull().default(0),
    display: voucherDisplay('display').notNull().default('public'),
    perCustomerLimit: smallint('per_customer_limit').notNull().default(1),
    classify: voucherClassify('classify').notNull().default('other'),
    target: voucherTarget('target').notNull().default('all'),
    /** true: every item of the shop/platform; false: only voucher_products. */
    allProducts: boolean('all_products').notNull().default(true),
    tiers: jsonb('discount_by_range_price').$type<VoucherTier[]>().notNull().default([]),
    conditions: jsonb('conditions').$type<VoucherConditions>().notNull().default({}),
    requiresLogin: boolean('requires_login').notNull().default(true),
    requiresApp: boolean('requires_app').notNull().default(false),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    endedAt: tstz('ended_at'),
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // a code names one live voucher
    uniqueIndex('vouchers_code_uq').on(sql`upper(${t.code})`).where(sql`${t.deletedAt} IS NULL`),
    index('vouchers_shop_idx').on(t.shopId, t.endsAt),
    index('vouchers_live_idx').on(t.kind, t.endsAt).where(sql`${t.deletedAt} IS NULL AND ${t.endedAt} IS NULL`),
    check('vouchers_code_len', sql`char_length(${t.code}) BETWEEN 1 AND 9`),
    check('vouchers_name_len', sql`char_length(${t.name}) BETWEEN 1 AND 40`),
    check('vouchers_value', sql`${t.value} > 0 AND (${t.type} <> 'percent' OR ${t.value} <= 100)`),
    check('vouchers_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('vouchers_shop_kind', sql`(${t.kind} = 'shop') = (${t.shopId} IS NOT NULL)`),
    check('vouchers_used', sql`${t.used} >= 0 AND ${t.used} <= ${t.quantity}`),
    check('vouchers_budget', sql`${t.budgetUsed} >= 0 AND (${t.budget} IS NULL OR ${t.budgetUsed} <= ${t.budget})`),
    check('vouchers_saved', sql`${t.saved} >= 0 AND (${t.savableQuantity} IS NULL OR ${t.saved} <= ${t.savableQuantity})`),
  ],
)

/** Vouchers that apply to specific products only (`all_products` false). */
export const voucherProducts = pgTable(
  'voucher_products',
  {
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.voucherId, t.productId] }), index('voucher_products_product_idx').on(t.productId)],
)

/** Vouchers a buyer saved to their wallet (spec §7 voucher-buyer). */
export const savedVouchers = pgTable(
  'saved_vouchers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.voucherId] }), index('saved_vouchers_voucher_idx').on(t.voucherId)],
)

/**
 * One line per voucher per order it discounted: a platform voucher's discount is split over the
 * checkout's shop orders pro rata, one line each, so a partial refund returns the right share.
 * `released_at` is set when the order is cancelled and the usage given back.
 */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: idColumn(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references((): AnyPgColumn => checkouts.id),
    orderId: uuid('order_id')
      .notNull()
      .references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    releasedAt: tstz('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('voucher_redemptions_order_uq').on(t.voucherId, t.orderId),
    index('voucher_redemptions_user_idx').on(t.voucherId, t.userId).where(sql`${t.releasedAt} IS NULL`),
    index('voucher_redemptions_order_idx').on(t.orderId),
    check('voucher_redemptions_amount', sql`${t.amount} >= 0`),
  ],
)
