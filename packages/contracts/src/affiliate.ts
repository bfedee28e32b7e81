import { z } from 'zod'
import { emptyToUndefined, ZEnvelope, ZPagedEnvelope, zId } from './common.ts'

/**
 * Affiliate KOLs (spec §2 affiliate area, §3 affiliate session, §6, §7 affiliate tracking;
 * docs/api/affiliate.md). A KOL applies, an affiliate admin approves; the KOL makes links
 * (product, shop or campaign) whose public code is the `click_id`; a visitor's click and
 * add-to-cart are tracked with `click_id` + `product_id`, and the cart's `affiliate` field
 * carries the `click_id` into the order line. Attribution is the buyer's last click within the
 * window; the commission (rate × net item value) waits in the KOL's ledger until the order's
 * return window closes, then becomes payable; a cancellation or return reverses it.
 *
 * Rates are basis points (100 bps = 1 %), money is integer VND, times are ISO strings.
 */

// ----- constants -------------------------------------------------------------------------------

export const AFFILIATE_RULES = {
  /** Last click within this many days counts (web; the affiliate admin edits it, settings `affiliate`). */
  windowDaysDefault: 30,
  windowDaysMin: 1,
  windowDaysMax: 90,
  /** A campaign's rate: 0.1 % – 50 %. */
  rateBpsMin: 10,
  rateBpsMax: 5000,
  campaignProductsMax: 200,
  /** Fraud signal: at least this many clicks on a KOL's links in the period and no order. */
  fraudClicksNoOrders: 200,
  fraudPeriodDays: 7,
  /** The dashboard's series. */
  dashboardDaysDefault: 30,
  dashboardDaysMax: 90,
} as const

export const KOL_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const
export type KolStatus = (typeof KOL_STATUSES)[number]
export const KOL_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type KolApplicationStatus = (typeof KOL_APPLICATION_STATUSES)[number]

export const AFFILIATE_LINK_TARGETS = ['product', 'shop', 'campaign'] as const
export type AffiliateLinkTarget = (typeof AFFILIATE_LINK_TARGETS)[number]

/** pending until the order's return window closes, then payable, then paid; reversed by a cancel or return. */
export const COMMISSION_STATUSES = ['pending', 'payable', 'paid', 'reversed'] as const
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number]
/** Why a commission was reversed. */
export const COMMISSION_REVERSALS = ['cancelled', 'returned'] as const
export type CommissionReversal = (typeof COMMISSION_REVERSALS)[number]

/** `seller`: a shop's campaign over its products (KOLs join); `platform`: the affiliate admin's, open to every approved KOL. */
export const AFFILIATE_CAMPAIGN_KINDS = ['seller', 'platform'] as const
export type AffiliateCampaignKind = (typeof AFFILIATE_CAMPAIGN_KINDS)[number]
/** Derived from the period (and a manual end). */
export const AFFILIATE_CAMPAIGN_STATES = ['upcoming', 'running', 'ended'] as const
export type AffiliateCampaignState = (typeof AFFILIATE_CAMPAIGN_STATES)[number]

export const AFFILIATE_FRAUD_KINDS = ['clicks_no_orders', 'self_purchase'] as const
export type AffiliateFraudKind = (typeof AFFILIATE_FRAUD_KINDS)[number]

export const KOL_PLATFORMS = ['facebook', 'tiktok', 'instagram', 'youtube', 'blog', 'other'] as const

// ----- shared pieces ---------------------------------------------------------------------------

const zText = (max: number) => z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(max, { error: 'v.too_long' })
const zOptText = (max: number) =>
  z.preprocess(emptyToUndefined, z.string({ error: 'v.invalid' }).trim().max(max, { error: 'v.too_long' }).nullish())
const zTime = z.iso.datetime({ offset: true, error: 'v.invalid' })
const zRateBps = z.coerce
  .number({ error: 'v.invalid' })
  .int({ error: 'v.invalid' })
  .min(AFFILIATE_RULES.rateBpsMin, { error: 'v.invalid' })
  .max(AFFILIATE_RULES.rateBpsMax, { error: 'v.invalid' })
const zPage = {
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
}

/** A short person/shop reference. */
export const ZAffiliateParty = z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() })
export type TAffiliateParty = z.infer<typeof ZAffiliateParty>

// ----- KOL onboarding (POST /affiliate/v1/kol/apply, GET /affiliate/v1/kol/me) -------------------

export const ZKolChannel = z.strictObject({
  platform: z.enum(KOL_PLATFORMS, { error: 'v.invalid' }),
  url: z.url({ protocol: /^https?$/, error: 'v.invalid' }).max(300, { error: 'v.too_long' }),
  followers: z.coerce.number({ error: 'v.invalid' }).int({ error: 'v.invalid' }).min(0, { error: 'v.invalid' }).max(1_000_000_000),
})
export type TKolChannel = z.infer<typeof ZKolChannel>

export const ZKolApplicationInput = z.strictObject({
  /** The name shown on the KOL's links and to sellers. */
  display_name: zText(60),
  channels: z.array(ZKolChannel).min(1, { error: 'v.required' }).max(5, { error: 'v.max_items' }),
  /** Why and what they promote (categories, audience). */
  introduction: zOptText(500),
  /** Must be true: the affiliate terms (/chinh-sach/dieu-khoan-tiep-thi-lien-ket). */
  agree_terms: z.literal(true, { error: 'v.required' }),
})
export type TKolApplicationInput = z.infer<typeof ZKolApplicationInput>

export const ZKolApplication = z.object({
  _id: z.string(),
  user: ZAffiliateParty,
  display_name: z.string(),
  channels: z.array(ZKolChannel),
  introduction: z.string().nullable(),
  status: z.enum(KOL_APPLICATION_STATUSES),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
})
export type TKolApplication = z.infer<typeof ZKolApplication>

/** The profile's `kol_info` (spec §3 user profile) once approved. */
export const ZKolInfo = z.object({
  display_name: z.string(),
  channels: z.array(ZKolChannel),
  approved_at: z.string(),
})
export type TKolInfo = z.infer<typeof ZKolInfo>

/** GET /affiliate/v1/kol/me: where the signed-in user stands. */
export const ZKolMe = z.object({
  status: z.enum(KOL_STATUSES),
  /** Has the `kol` role (approved, not revoked). */
  is_kol: z.boolean(),
  application: ZKolApplication.nullable(),
  kol_info: ZKolInfo.nullable(),
})
export type TKolMe = z.infer<typeof ZKolMe>

// ----- KOL account (GET/PUT /affiliate/v1/kol/account) -----------------------------------------

export const ZKolAccountInput = z.strictObject({
  /** Legal name for payouts and tax (may differ from display_name). */
  full_name: zText(100),
  bank_name: zText(100),
  bank_account_number: z
    .string({ error: 'v.required' })
    .trim()
    .regex(/^\d{6,20}$/, { error: 'v.invalid' }),
  bank_account_name: zText(100),
  /** Personal tax code (mã số thuế cá nhân): 10 digits, or 10-3 for a branch code. */
  tax_id: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: 'v.invalid' })
      .trim()
      .regex(/^\d{10}(-\d{3})?$/, { error: 'v.invalid' })
      .nullish(),
  ),
})
export type TKolAccountInput = z.infer<typeof ZKolAccountInput>

export const ZKolAccount = z.object({
  display_name: z.string(),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  bank_account_name: z.string().nullable(),
  tax_id: z.string().nullable(),
  /** Payouts need the bank fields. */
  payout_ready: z.boolean(),
  approved_at: z.string().nullable(),
})
export type TKolAccount = z.infer<typeof ZKolAccount>

// ----- links (POST/GET /affiliate/v1/links) ----------------------------------------------------

export const ZAffiliateLinkInput = z.strictObject({
  target_type: z.enum(AFFILIATE_LINK_TARGETS, { error: 'v.invalid' }),
  target_id: zId,
})
export type TAffiliateLinkInput = z.infer<typeof ZAffiliateLinkInput>

export const ZAffiliateLink = z.object({
  _id: z.string(),
  /** The link's public code: the `click_id` of the tracking calls and the cart's `affiliate`. */
  click_id: z.string(),
  target_type: z.enum(AFFILIATE_LINK_TARGETS),
  target_id: z.string(),
  /** What it points at (product name, shop name or campaign name) and its image. */
  target_name: z.string(),
  target_image: z.string().nullable(),
  /** Site-relative URL to share, e.g. /san-pham/ao-thun-abc?click_id=… (the web adds the origin). */
  url: z.string(),
  clicks: z.number(),
  orders: z.number(),
  created_at: z.string(),
})
export type TAffiliateLink = z.infer<typeof ZAffiliateLink>
export const ZAffiliateLinkQuery = z.object({ ...zPage, target_type: z.enum(AFFILIATE_LINK_TARGETS, { error: 'v.invalid' }).optional() })
export type TAffiliateLinkQuery = z.infer<typeof ZAffiliateLinkQuery>
export const ZAffiliateLinkList = ZPagedEnvelope(ZAffiliateLink)

// ----- tracking (spec §7 "affiliate click and add-to-cart tracking (click_id, product_id)") -------

/** The link code: letters and digits (not a UUID, so a shared URL stays short). */
export const zClickId = z
  .string({ error: 'v.required' })
  .trim()
  .regex(/^[A-Za-z0-9]{6,32}$/, { error: 'v.invalid' })

/**
 * POST /api/v1/mobile/trackings/affiliate-click — public (no token needed). `product_id` is the
 * product the visitor landed on (required for a product link; optional for shop and campaign
 * links). The `X-Session-Id` header keys the affiliate session (spec §3).
 */
export const ZAffiliateClickInput = z.strictObject({
  click_id: zClickId,
  product_id: zId.nullish(),
})
export type TAffiliateClickInput = z.infer<typeof ZAffiliateClickInput>

/** POST /api/v1/mobile/trackings/affiliate-add-to-cart — public. */
export const ZAffiliateAddToCartInput = z.strictObject({ click_id: zClickId, product_id: zId })
export type TAffiliateAddToCartInput = z.infer<typeof ZAffiliateAddToCartInput>

/** The affiliate session (spec §3): session_id, product_id, click_id, created_at, updated_at. */
export const ZAffiliateSession = z.object({
  session_id: z.string(),
  product_id: z.string().nullable(),
  click_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type TAffiliateSession = z.infer<typeof ZAffiliateSession>
/** The click answer: the session it was recorded in, and where the link points (the web routes there). */
export const ZAffiliateClickResult = ZAffiliateSession.extend({
  target_type: z.enum(AFFILIATE_LINK_TARGETS),
  target_id: z.string(),
})
export type TAffiliateClickResult = z.infer<typeof ZAffiliateClickResult>

// ----- campaigns --------------------------------------------------------------------------------

const campaignShape = {
  name: zText(120),
  description: zOptText(1000),
  rate_bps: zRateBps,
  starts_at: zTime,
  ends_at: zTime,
}
const periodOk = (v: { starts_at: string; ends_at: string }) => Date.parse(v.ends_at) > Date.parse(v.starts_at)

/** POST/PUT /api/v1/seller/affiliate/campaigns: products of the caller's shop. */
export const ZSellerCampaignInput = z
  .strictObject({
    ...campaignShape,
    product_ids: z.array(zId).min(1, { error: 'v.required' }).max(AFFILIATE_RULES.campaignProductsMax, { error: 'v.max_items' }),
  })
  .refine(periodOk, { path: ['ends_at'], message: 'v.invalid' })
export type TSellerCampaignInput = z.infer<typeof ZSellerCampaignInput>

/** POST/PUT /affiliate/v1/admin/campaigns: a platform campaign; no products = every product. */
export const ZPlatformCampaignInput = z
  .strictObject({
    ...campaignShape,
    product_ids: z.array(zId).max(AFFILIATE_RULES.campaignProductsMax, { error: 'v.max_items' }).default([]),
  })
  .refine(periodOk, { path: ['ends_at'], message: 'v.invalid' })
export type TPlatformCampaignInput = z.infer<typeof ZPlatformCampaignInput>

export const ZAffiliateCampaignProduct = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  sale_price: z.number(),
})

export const ZAffiliateCampaign = z.object({
  _id: z.string(),
  kind: z.enum(AFFILIATE_CAMPAIGN_KINDS),
  name: z.string(),
  description: z.string().nullable(),
  /** The seller's shop; null for a platform campaign. */
  shop: ZAffiliateParty.nullable(),
  rate_bps: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(AFFILIATE_CAMPAIGN_STATES),
  /** Number of products; 0 on a platform campaign means every product. */
  product_count: z.number(),
  /** KOLs who joined (seller campaigns). */
  member_count: z.number(),
  /** The caller (a KOL) joined; platform campaigns count every approved KOL as joined. */
  joined: z.boolean(),
  orders: z.number(),
  /** Commission of the campaign's orders not reversed (VND). */
  commission: z.number(),
  created_at: z.string(),
})
export type TAffiliateCampaign = z.infer<typeof ZAffiliateCampaign>

export const ZAffiliateCampaignDetail = ZAffiliateCampaign.extend({ products: z.array(ZAffiliateCampaignProduct) })
export type TAffiliateCampaignDetail = z.infer<typeof ZAffiliateCampaignDetail>

export const ZAffiliateCampaignQuery = z.object({
  ...zPage,
  state: z.enum(AFFILIATE_CAMPAIGN_STATES, { error: 'v.invalid' }).optional(),
  kind: z.enum(AFFILIATE_CAMPAIGN_KINDS, { error: 'v.invalid' }).optional(),
  /** KOL list: only the campaigns the caller joined. */
  joined: z
    .enum(['true', 'false'], { error: 'v.invalid' })
    .transform((v) => v === 'true')
    .optional(),
})
export type TAffiliateCampaignQuery = z.infer<typeof ZAffiliateCampaignQuery>
export const ZAffiliateCampaignList = ZPagedEnvelope(ZAffiliateCampaign)

// ----- KOL dashboard (GET /affiliate/v1/dashboard) -------------------------------------------------

export const ZAffiliateDashboardQuery = z.object({
  days: z.coerce.number().int().min(1).max(AFFILIATE_RULES.dashboardDaysMax).default(AFFILIATE_RULES.dashboardDaysDefault),
})
export type TAffiliateDashboardQuery = z.infer<typeof ZAffiliateDashboardQuery>

export const ZAffiliateDayPoint = z.object({
  /** Vietnam calendar day, YYYY-MM-DD. */
  date: z.string(),
  clicks: z.number(),
  orders: z.number(),
  /** Commission of that day's converted orders, not reversed. */
  commission: z.number(),
})

export const ZAffiliateDashboard = z.object({
  days: z.number(),
  /** Totals over the period. */
  clicks: z.number(),
  orders: z.number(),
  /** orders ÷ clicks (0 when no clicks), 0–1. */
  conversion: z.number(),
  /** Commission totals by status, all time. */
  commission: z.object({ pending: z.number(), payable: z.number(), paid: z.number(), reversed: z.number() }),
  /** One point per day of the period, oldest first, empty days included. */
  series: z.array(ZAffiliateDayPoint),
  /** Best links of the period by orders. */
  top_links: z.array(ZAffiliateLink),
})
export type TAffiliateDashboard = z.infer<typeof ZAffiliateDashboard>

// ----- converted orders (GET /affiliate/v1/conversions[/:orderId]) --------------------------------

export const ZAffiliateConversionQuery = z.object({
  ...zPage,
  status: z.enum(COMMISSION_STATUSES, { error: 'v.invalid' }).optional(),
})
export type TAffiliateConversionQuery = z.infer<typeof ZAffiliateConversionQuery>

/** One converted order (its commission lines summed). */
export const ZAffiliateConversion = z.object({
  order_id: z.string(),
  order_code: z.string(),
  order_status: z.string(),
  shop: ZAffiliateParty,
  placed_at: z.string(),
  items: z.number(),
  /** Net value of the attributed items (after vouchers). */
  net_value: z.number(),
  commission: z.number(),
  /** The order's commission status (all its lines share it). */
  status: z.enum(COMMISSION_STATUSES),
  /** When it becomes payable (the return window's end); null until the order is completed. */
  available_at: z.string().nullable(),
})
export type TAffiliateConversion = z.infer<typeof ZAffiliateConversion>
export const ZAffiliateConversionList = ZPagedEnvelope(ZAffiliateConversion)

/** Why one item counted: the click, the campaign and rate, the amount. */
export const ZAffiliateCommissionLine = z.object({
  _id: z.string(),
  product_id: z.string().nullable(),
  product_name: z.string(),
  image: z.string().nullable(),
  quantity: z.number(),
  /** unit price × quantity − its share of the order's vouchers. */
  net_value: z.number(),
  rate_bps: z.number(),
  /** The commission left: net × rate less what partial returns took back (`reversed_amount`). */
  amount: z.number(),
  /** affssr: units returned (refunded) so far, and the commission those partial returns took back. */
  returned_quantity: z.number(),
  reversed_amount: z.number(),
  status: z.enum(COMMISSION_STATUSES),
  reversal: z.enum(COMMISSION_REVERSALS).nullable(),
  campaign: z.object({ _id: z.string(), name: z.string(), kind: z.enum(AFFILIATE_CAMPAIGN_KINDS) }),
  /** Other campaigns that covered the item at a lower rate (the higher rate applies). */
  lower_rates: z.array(z.object({ campaign_id: z.string(), name: z.string(), rate_bps: z.number() })),
  click: z.object({
    click_id: z.string(),
    link_id: z.string(),
    target_type: z.enum(AFFILIATE_LINK_TARGETS),
    clicked_at: z.string(),
  }),
})
export type TAffiliateCommissionLine = z.infer<typeof ZAffiliateCommissionLine>

export const ZAffiliateConversionDetail = ZAffiliateConversion.extend({
  lines: z.array(ZAffiliateCommissionLine),
  explanation: z.object({
    /** The attribution rule: the buyer's last click within `window_days` before the order. */
    rule: z.literal('last_click'),
    window_days: z.number(),
    clicked_at: z.string(),
    ordered_at: z.string(),
    /** Whole hours between the click and the order. */
    hours_after_click: z.number(),
  }),
  /** What happened to the commission, in the order of its life: pending, then payable and paid, or reversed. */
  timeline: z.array(z.object({ status: z.enum(COMMISSION_STATUSES), at: z.string() })),
  paid_at: z.string().nullable(),
})
export type TAffiliateConversionDetail = z.infer<typeof ZAffiliateConversionDetail>

// ----- affiliate admin (/affiliate/v1/admin/...; role affiliate_admin or admin) --------------------

export const ZKolApplicationQuery = z.object({
  ...zPage,
  status: z.enum(KOL_APPLICATION_STATUSES, { error: 'v.invalid' }).optional(),
})
export type TKolApplicationQuery = z.infer<typeof ZKolApplicationQuery>
export const ZKolApplicationList = ZPagedEnvelope(ZKolApplication)
export const ZKolRejectInput = z.strictObject({ reason: zText(300) })
export type TKolRejectInput = z.infer<typeof ZKolRejectInput>

export const ZAffiliateFraudSignal = z.object({
  kind: z.enum(AFFILIATE_FRAUD_KINDS),
  kol: ZAffiliateParty,
  /** clicks_no_orders: clicks in the period; self_purchase: the click count of the link used. */
  clicks: z.number(),
  orders: z.number(),
  /** self_purchase: the order the KOL bought through their own link (no commission was written). */
  order_id: z.string().nullable(),
  order_code: z.string().nullable(),
  detected_at: z.string(),
})
export type TAffiliateFraudSignal = z.infer<typeof ZAffiliateFraudSignal>
export const ZAffiliateFraudQuery = z.object({ ...zPage, kind: z.enum(AFFILIATE_FRAUD_KINDS, { error: 'v.invalid' }).optional() })
export type TAffiliateFraudQuery = z.infer<typeof ZAffiliateFraudQuery>
export const ZAffiliateFraudList = ZPagedEnvelope(ZAffiliateFraudSignal)

/** A KOL with payable commission (GET /affiliate/v1/admin/payouts/due). */
export const ZAffiliatePayoutDue = z.object({
  kol: ZAffiliateParty,
  payable: z.number(),
  lines: z.number(),
  bank_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  bank_account_name: z.string().nullable(),
  tax_id: z.string().nullable(),
  payout_ready: z.boolean(),
})
export type TAffiliatePayoutDue = z.infer<typeof ZAffiliatePayoutDue>
export const ZAffiliatePayoutDueList = ZPagedEnvelope(ZAffiliatePayoutDue)

/** POST /affiliate/v1/admin/payouts: pays the KOL's whole payable balance. */
export const ZAffiliatePayoutInput = z.strictObject({ kol_id: zId, note: zOptText(300) })
export type TAffiliatePayoutInput = z.infer<typeof ZAffiliatePayoutInput>
export const ZAffiliatePayout = z.object({
  _id: z.string(),
  kol: ZAffiliateParty,
  amount: z.number(),
  lines: z.number(),
  note: z.string().nullable(),
  created_at: z.string(),
})
export type TAffiliatePayout = z.infer<typeof ZAffiliatePayout>
export const ZAffiliatePayoutList = ZPagedEnvelope(ZAffiliatePayout)
export const ZAffiliatePayoutQuery = z.object({ ...zPage, kol_id: zId.optional() })
export type TAffiliatePayoutQuery = z.infer<typeof ZAffiliatePayoutQuery>

/** GET/PUT /affiliate/v1/admin/settings. */
export const ZAffiliateSettings = z.strictObject({
  window_days: z.coerce
    .number({ error: 'v.invalid' })
    .int({ error: 'v.invalid' })
    .min(AFFILIATE_RULES.windowDaysMin, { error: 'v.invalid' })
    .max(AFFILIATE_RULES.windowDaysMax, { error: 'v.invalid' }),
})
export type TAffiliateSettings = z.infer<typeof ZAffiliateSettings>

// ----- envelopes ---------------------------------------------------------------------------------

export const ZKolMeEnvelope = ZEnvelope(ZKolMe)
export const ZKolApplicationEnvelope = ZEnvelope(ZKolApplication)
export const ZKolAccountEnvelope = ZEnvelope(ZKolAccount)
export const ZAffiliateLinkEnvelope = ZEnvelope(ZAffiliateLink)
export const ZAffiliateClickEnvelope = ZEnvelope(ZAffiliateClickResult)
export const ZAffiliateSessionEnvelope = ZEnvelope(ZAffiliateSession)
export const ZAffiliateCampaignEnvelope = ZEnvelope(ZAffiliateCampaignDetail)
export const ZAffiliateDashboardEnvelope = ZEnvelope(ZAffiliateDashboard)
export const ZAffiliateConversionEnvelope = ZEnvelope(ZAffiliateConversionDetail)
export const ZAffiliatePayoutEnvelope = ZEnvelope(ZAffiliatePayout)
export const ZAffiliateSettingsEnvelope = ZEnvelope(ZAffiliateSettings)

/** Rate in basis points as a percent label: 1250 → "12,5 %" style is the web's job; this gives 12.5. */
export const bpsToPercent = (bps: number) => bps / 100
