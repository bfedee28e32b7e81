import {
  AFFILIATE_CAMPAIGN_KINDS,
  AFFILIATE_LINK_TARGETS,
  COMMISSION_REVERSALS,
  COMMISSION_STATUSES,
  KOL_APPLICATION_STATUSES,
  type TKolChannel,
} from '@xinh/contracts'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, tstz, updatedAt } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { orderItems, orders } from '#server/modules/orders/orders.tables.ts'

export const kolApplicationStatus = pgEnum('kol_application_status', KOL_APPLICATION_STATUSES)
export const affiliateLinkTarget = pgEnum('affiliate_link_target', AFFILIATE_LINK_TARGETS)
export const affiliateCampaignKind = pgEnum('affiliate_campaign_kind', AFFILIATE_CAMPAIGN_KINDS)
export const commissionStatus = pgEnum('commission_status', COMMISSION_STATUSES)
export const commissionReversal = pgEnum('commission_reversal', COMMISSION_REVERSALS)

/** A user's request to become a KOL; an affiliate admin decides. One pending request per user. */
export const kolApplications = pgTable(
  'kol_applications',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    channels: jsonb('channels').$type<TKolChannel[]>().notNull(),
    introduction: text('introduction'),
    status: kolApplicationStatus('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by'),
    decidedAt: tstz('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('kol_applications_pending_uq').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('kol_applications_status_idx').on(t.status, t.createdAt),
  ],
)

/** An approved KOL's account: display name, payout bank and tax id. */
export const kolAccounts = pgTable('kol_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  fullName: text('full_name'),
  bankName: text('bank_name'),
  bankAccountNumber: text('bank_account_number'),
  bankAccountName: text('bank_account_name'),
  taxId: text('tax_id'),
  approvedAt: tstz('approved_at').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** A KOL's link to a product, shop or campaign; `code` is the public click id. One per KOL and target. */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: idColumn(),
    kolId: uuid('kol_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    targetType: affiliateLinkTarget('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_links_code_uq').on(t.code),
    uniqueIndex('affiliate_links_target_uq').on(t.kolId, t.targetType, t.targetId),
  ],
)

/**
 * Clicks and add-to-carts on links (append-only). `user_id` is the signed-in user or guest who
 * clicked, when known: attribution reads a buyer's own clicks.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: idColumn(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => affiliateLinks.id, { onDelete: 'cascade' }),
    kolId: uuid('kol_id').notNull(),
    /** `click` or `add_to_cart`. */
    kind: text('kind').notNull().default('click'),
    productId: uuid('product_id'),
    userId: uuid('user_id'),
    sessionId: text('session_id'),
    deviceId: text('device_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('affiliate_clicks_kol_idx').on(t.kolId, t.createdAt),
    index('affiliate_clicks_link_idx').on(t.linkId, t.createdAt),
    index('affiliate_clicks_user_idx').on(t.userId, t.createdAt),
    check('affiliate_clicks_kind', sql`${t.kind} in ('click', 'add_to_cart')`),
  ],
)

/** The affiliate session (spec §3): the last click id per visitor session and product. */
export const affiliateSessions = pgTable(
  'affiliate_sessions',
  {
    id: idColumn(),
    sessionId: text('session_id').notNull(),
    productId: uuid('product_id'),
    clickId: text('click_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('affiliate_sessions_uq').on(t.sessionId, sql`coalesce(${t.productId}, '00000000-0000-0000-0000-000000000000'::uuid)`),
  ],
)

/** A seller's campaign over some of its products, or a platform campaign (no shop; no products = all). */
export const affiliateCampaigns = pgTable(
  'affiliate_campaigns',
  {
    id: idColumn(),
    kind: affiliateCampaignKind('kind').notNull(),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    rateBps: integer('rate_bps').notNull(),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('affiliate_campaigns_shop_idx').on(t.shopId, t.endsAt),
    index('affiliate_campaigns_period_idx').on(t.endsAt, t.startsAt),
    check('affiliate_campaigns_rate', sql`${t.rateBps} > 0 AND ${t.rateBps} <= 10000`),
    check('affiliate_campaigns_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('affiliate_campaigns_kind_shop', sql`(${t.kind} = 'seller') = (${t.shopId} IS NOT NULL)`),
  ],
)

export const affiliateCampaignProducts = pgTable(
  'affiliate_campaign_products',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => affiliateCampaigns.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.productId] }), index('affiliate_campaign_products_product_idx').on(t.productId)],
)

/** KOLs who joined a seller campaign. */
export const affiliateCampaignMembers = pgTable(
  'affiliate_campaign_members',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => affiliateCampaigns.id, { onDelete: 'cascade' }),
    kolId: uuid('kol_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.kolId] }), index('affiliate_campaign_members_kol_idx').on(t.kolId)],
)

/** A payout of a KOL's payable commission. */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: idColumn(),
    kolId: uuid('kol_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    lines: integer('lines').notNull(),
    note: text('note'),
    paidBy: uuid('paid_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('affiliate_payouts_kol_idx').on(t.kolId, t.createdAt), check('affiliate_payouts_amount', sql`${t.amount} > 0`)],
)

/**
 * The KOL commission ledger: one line per attributed order item (the item's net value × the
 * applied campaign's rate). pending → payable (the seller's matching ledger line was released:
 * the return window closed) → paid; pending or payable → reversed (cancel, return).
 */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: idColumn(),
    kolId: uuid('kol_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id').notNull(),
    buyerId: uuid('buyer_id').notNull(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => affiliateLinks.id),
    clickId: text('click_id').notNull(),
    clickedAt: tstz('clicked_at').notNull(),
    orderedAt: tstz('ordered_at').notNull(),
    windowDays: integer('window_days').notNull(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => affiliateCampaigns.id),
    rateBps: integer('rate_bps').notNull(),
    /** Campaigns that also covered the item at a lower rate (the explanation shows them). */
    lowerRates: jsonb('lower_rates').$type<Array<{ campaign_id: string; name: string; rate_bps: number }>>().notNull().default([]),
    netValue: integer('net_value').notNull(),
    /** The live commission: the original (net × rate) less what partial returns reversed (`reversedAmount`). */
    amount: integer('amount').notNull(),
    /** affssr: how many of the item's units were returned (refunded), and the commission those returns took back. */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    reversedAmount: integer('reversed_amount').notNull().default(0),
    status: commissionStatus('status').notNull().default('pending'),
    reversal: commissionReversal('reversal'),
    /** The seller-side ledger line's release time (set when the order completes). */
    availableAt: tstz('available_at'),
    /** The seller ledger's source id of the give-back line, once reversed after completion. */
    reversalSourceId: uuid('reversal_source_id'),
    payableAt: tstz('payable_at'),
    reversedAt: tstz('reversed_at'),
    paidAt: tstz('paid_at'),
    payoutId: uuid('payout_id').references(() => affiliatePayouts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('affiliate_commissions_item_uq').on(t.orderItemId),
    index('affiliate_commissions_kol_idx').on(t.kolId, t.status, t.orderedAt),
    index('affiliate_commissions_order_idx').on(t.orderId),
    index('affiliate_commissions_campaign_idx').on(t.campaignId),
    check('affiliate_commissions_money', sql`${t.netValue} >= 0 AND ${t.amount} >= 0 AND ${t.amount} <= ${t.netValue}`),
    check('affiliate_commissions_returned', sql`${t.returnedQuantity} >= 0 AND ${t.reversedAmount} >= 0`),
  ],
)

/** A KOL bought through their own link: no commission; the affiliate admin's fraud signals list it. */
export const affiliateSelfPurchases = pgTable(
  'affiliate_self_purchases',
  {
    id: idColumn(),
    kolId: uuid('kol_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => affiliateLinks.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('affiliate_self_purchases_uq').on(t.orderId, t.linkId), index('affiliate_self_purchases_kol_idx').on(t.kolId)],
)

/** The affiliate admin's settings (one row, key 'main'): the attribution window. */
export const affiliateSettings = pgTable('affiliate_settings', {
  key: text('key').primaryKey(),
  windowDays: integer('window_days').notNull(),
  updatedBy: uuid('updated_by'),
  updatedAt: updatedAt(),
})
