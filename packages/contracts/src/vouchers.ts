import { z } from 'zod'
import { ZProductCard } from './catalog.ts'
import { emptyToUndefined, zId } from './common.ts'
import { CARRIERS, COMMERCE, PAYMENT_METHODS, VOUCHER_CLASSIFY, VOUCHER_KINDS, VOUCHER_TARGETS, VOUCHER_TYPES } from './constants.ts'

/**
 * Vouchers and promotions (issue 4, docs/api/commerce.md "Pricing"): the seller and admin inputs
 * with every spec §5 rule (messages are `v.*` keys, so a form and the API say the same words),
 * and the shapes the API answers. The price calculator itself is pricing.ts.
 */

export const PRICING_STATUSES = ['upcoming', 'running', 'ended'] as const
export type PricingStatus = (typeof PRICING_STATUSES)[number]
export const VOUCHER_DISPLAYS = ['public', 'code_only'] as const

/** spec §4: upcoming before its start, running until its end (or until ended by hand), then ended. */
export function pricingStatus(
  p: { start_time: string | Date; end_time: string | Date; ended_at?: string | Date | null },
  now = new Date(),
): PricingStatus {
  const t = now.getTime()
  if (p.ended_at || t >= new Date(p.end_time).getTime()) return 'ended'
  return t < new Date(p.start_time).getTime() ? 'upcoming' : 'running'
}

// ----- shared pieces ---------------------------------------------------------------------------

const zText = (max: number) =>
  z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .max(max, { error: 'v.too_long' })
    .transform((s) => s.normalize('NFC'))
const zOptionalText = (max: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(max, { error: 'v.too_long' })
      .transform((s) => s.normalize('NFC'))
      .nullish(),
  )
const zTime = z.iso.datetime({ offset: true, error: 'v.invalid' })
/** A whole number of VND (or units) above 0. */
// amounts, quantities and limits are 32-bit integer columns: a ceiling well inside them, so a
// huge number is a 400 naming the field rather than an overflow (found by the fuzz suite)
export const VOUCHER_NUMBER_MAX = 1_000_000_000
const zPositive = z
  .number({ error: 'v.positive' })
  .int({ error: 'v.invalid' })
  .positive({ error: 'v.positive' })
  .max(VOUCHER_NUMBER_MAX, { error: 'v.number_max' })
const zOptionalPositive = z.preprocess((v) => (v === '' ? null : v), zPositive.nullish())
const zImageUrl = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .max(500, { error: 'v.too_long' })
    .regex(/^(\/uploads\/|https?:\/\/)\S+$/, { error: 'v.image_url' })
    .nullish(),
)

/** A period: the end after the start, and not already over (checked against `now`, client and server). */
function checkPeriod(v: { start_time: string; end_time: string }, ctx: z.RefinementCtx) {
  const start = Date.parse(v.start_time)
  const end = Date.parse(v.end_time)
  if (end <= start) ctx.addIssue({ code: 'custom', message: 'v.end_after_start', path: ['end_time'] })
  else if (end <= Date.now()) ctx.addIssue({ code: 'custom', message: 'v.end_in_future', path: ['end_time'] })
}

// ----- vouchers ------------------------------------------------------------------------------

/** Codes are letters and digits, stored upper-cased (spec §5: up to 9 characters). */
export const zVoucherCode = z
  .string({ error: 'v.required' })
  .trim()
  .min(1, { error: 'v.required' })
  .max(COMMERCE.voucherCodeMax, { error: 'v.voucher_code' })
  .regex(/^[A-Za-z0-9]+$/, { error: 'v.voucher_code' })
  .transform((s) => s.toUpperCase())

const zTier = z.strictObject({
  from: z
    .number({ error: 'v.required' })
    .int({ error: 'v.invalid' })
    .min(0, { error: 'v.voucher_min_order' })
    .max(VOUCHER_NUMBER_MAX, { error: 'v.number_max' }),
  /** null: and above. */
  to: z.preprocess(
    (v) => (v === '' ? null : v),
    z.number().int({ error: 'v.invalid' }).max(VOUCHER_NUMBER_MAX, { error: 'v.number_max' }).nullable().default(null),
  ),
  value: zPositive,
})

const zUnique = <T extends z.ZodType<string>>(item: T) =>
  z
    .array(item)
    .default([])
    .refine((list) => new Set(list).size === list.length, { error: 'v.invalid' })

export const ZVoucherConditions = z
  .strictObject({
    /** spec §3: payment method ids; empty = every method. */
    payment_method: zUnique(z.enum(PAYMENT_METHODS, { error: 'v.invalid' })),
    /** spec §3: carriers; empty = every carrier. */
    shipping_method: zUnique(z.enum(CARRIERS, { error: 'v.invalid' })),
    limit_per_user: zOptionalPositive,
    limit_per_user_by_day: zOptionalPositive,
  })
  .default({ payment_method: [], shipping_method: [] })
  .superRefine((c, ctx) => {
    if (c.limit_per_user && c.limit_per_user_by_day && c.limit_per_user_by_day > c.limit_per_user)
      ctx.addIssue({ code: 'custom', message: 'v.voucher_daily_limit', path: ['limit_per_user_by_day'] })
  })

/** What both seller and admin vouchers carry (spec §3 Voucher). */
const voucherFields = {
  code: zVoucherCode,
  name: zText(COMMERCE.voucherNameMax),
  description: zOptionalText(COMMERCE.promotionDescriptionMax),
  type: z.enum(VOUCHER_TYPES, { error: 'v.invalid' }),
  /** VND for `price`, percent for `percent`. */
  value: zPositive,
  min_order_value: z
    .number({ error: 'v.voucher_min_order' })
    .int({ error: 'v.invalid' })
    .min(0, { error: 'v.voucher_min_order' })
    .max(VOUCHER_NUMBER_MAX, { error: 'v.number_max' })
    .default(0),
  max_discount_value: zOptionalPositive,
  budget: zOptionalPositive,
  /** Usable quantity: redemptions allowed. */
  quantity: z
    .number({ error: 'v.quantity' })
    .int({ error: 'v.quantity' })
    .min(1, { error: 'v.quantity' })
    .max(10_000_000, { error: 'v.invalid' }),
  /** Savable quantity: how many buyers may save it (null: as many as the usable quantity). */
  savable_quantity: zOptionalPositive,
  display: z.enum(VOUCHER_DISPLAYS, { error: 'v.invalid' }).default('public'),
  per_customer_limit: z
    .number({ error: 'v.quantity' })
    .int({ error: 'v.quantity' })
    .min(1, { error: 'v.quantity' })
    .max(100, { error: 'v.invalid' })
    .default(1),
  classify: z.enum(VOUCHER_CLASSIFY, { error: 'v.invalid' }).default('other'),
  target: z.enum(VOUCHER_TARGETS, { error: 'v.invalid' }).default('all'),
  all_products: z.boolean({ error: 'v.invalid' }).default(true),
  product_ids: z.array(zId).max(200, { error: 'v.max_files' }).default([]),
  start_time: zTime,
  end_time: zTime,
  discount_by_range_price: z.array(zTier).max(10, { error: 'v.max_files' }).default([]),
  conditions: ZVoucherConditions,
  requires_login: z.boolean({ error: 'v.invalid' }).default(true),
  requires_app: z.boolean({ error: 'v.invalid' }).default(false),
}

type VoucherShape = {
  type: 'price' | 'percent'
  value: number
  all_products: boolean
  product_ids: string[]
  target: string
  start_time: string
  end_time: string
  discount_by_range_price: Array<{ from: number; to: number | null; value: number }>
}

/** The rules across fields: percent ≤ 100, products when not all, tiers ascending and apart, the period. */
function checkVoucher(v: VoucherShape, ctx: z.RefinementCtx) {
  if (v.type === 'percent' && v.value > 100) ctx.addIssue({ code: 'custom', message: 'v.voucher_percent', path: ['value'] })
  if (!v.all_products && v.product_ids.length === 0) ctx.addIssue({ code: 'custom', message: 'v.voucher_products', path: ['product_ids'] })
  if (v.target === 'product' && v.all_products) ctx.addIssue({ code: 'custom', message: 'v.voucher_products', path: ['all_products'] })
  if (new Set(v.product_ids).size !== v.product_ids.length) ctx.addIssue({ code: 'custom', message: 'v.invalid', path: ['product_ids'] })
  let previousEnd: number | null = -1
  v.discount_by_range_price.forEach((tier, i) => {
    const path = ['discount_by_range_price', i]
    if (tier.to !== null && tier.to <= tier.from) ctx.addIssue({ code: 'custom', message: 'v.voucher_tier_range', path: [...path, 'to'] })
    // ranges [from, to) ascend without overlapping: each starts at or after the previous one's end
    if (previousEnd === null || tier.from < previousEnd)
      ctx.addIssue({ code: 'custom', message: 'v.voucher_tiers', path: [...path, 'from'] })
    previousEnd = tier.to
    if (v.type === 'percent' && tier.value > 100) ctx.addIssue({ code: 'custom', message: 'v.voucher_percent', path: [...path, 'value'] })
  })
  checkPeriod(v, ctx)
}

/** Targets only the platform sets: system-wide campaigns and the first-purchase (newbie) voucher. */
export const PLATFORM_ONLY_TARGETS = ['system', 'newbie'] as const

/** A shop voucher (seller centre): the shop's own products; kind `shop`. */
export const ZSellerVoucherInput = z.strictObject(voucherFields).superRefine((v, ctx) => {
  if ((PLATFORM_ONLY_TARGETS as readonly string[]).includes(v.target))
    ctx.addIssue({ code: 'custom', message: 'v.invalid', path: ['target'] })
  checkVoucher(v, ctx)
})
export type TSellerVoucherInput = z.input<typeof ZSellerVoucherInput>
export type TSellerVoucherOut = z.output<typeof ZSellerVoucherInput>

/** A platform voucher (admin): platform discount or cash-back; free shipping is `classify: free_shipping`. */
export const ZAdminVoucherInput = z
  .strictObject({ ...voucherFields, kind: z.enum(['platform', 'cashback'], { error: 'v.invalid' }).default('platform') })
  .superRefine(checkVoucher)
export type TAdminVoucherInput = z.input<typeof ZAdminVoucherInput>
export type TAdminVoucherOut = z.output<typeof ZAdminVoucherInput>

const zPage = z.coerce.number().int().min(1).max(1000).default(1)
const zStatusFilter = z.preprocess(emptyToUndefined, z.enum(PRICING_STATUSES).optional())

/** Seller and admin lists: by state (spec §4), newest first; `keyword` matches the name (and a voucher's code). */
export const ZVoucherManageQuery = z.object({
  status: zStatusFilter,
  keyword: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  page: zPage,
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type TVoucherManageQuery = z.infer<typeof ZVoucherManageQuery>

/** spec §9: vouchers per page 6. */
export const ZVoucherPageQuery = z.object({
  page: zPage,
  limit: z.coerce.number().int().min(1).max(60).default(6),
})
export const ZSaleVouchersQuery = ZVoucherPageQuery.extend({
  shop_id: z.preprocess(emptyToUndefined, zId.optional()),
  /** platform: platform, cash-back and free-shipping vouchers; shop: shops' vouchers. */
  kind: z.preprocess(emptyToUndefined, z.enum(['platform', 'shop']).optional()),
})
export type TSaleVouchersQuery = z.infer<typeof ZSaleVouchersQuery>
export const ZVoucherLookupQuery = z.object({ code: zVoucherCode })

/** docs/api/commerce.md `Voucher`. `_original` amounts are the same VND amounts (no currency conversion server-side). */
export const ZVoucher = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  kind: z.enum(VOUCHER_KINDS),
  type: z.enum(VOUCHER_TYPES),
  value: z.number(),
  value_original: z.number(),
  min_order_value: z.number(),
  min_order_value_original: z.number(),
  max_discount_value: z.number().nullable(),
  max_discount_value_original: z.number().nullable(),
  classify: z.enum(VOUCHER_CLASSIFY),
  target: z.enum(VOUCHER_TARGETS),
  all_products: z.boolean(),
  product_ids: z.array(z.string()),
  start_time: z.string(),
  end_time: z.string(),
  discount_by_range_price: z.array(z.object({ from: z.number(), to: z.number().nullable(), value: z.number() })),
  conditions: z.object({
    payment_method: z.array(z.string()),
    shipping_method: z.array(z.string()),
    limit_per_user: z.number().nullable(),
    limit_per_user_by_day: z.number().nullable(),
  }),
  quantity: z.number(),
  used: z.number(),
  savable_quantity: z.number().nullable(),
  saved: z.number(),
  per_customer_limit: z.number(),
  shop: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Additions to the documented shape: what the voucher ticket needs. */
  display: z.enum(VOUCHER_DISPLAYS),
  requires_login: z.boolean(),
  requires_app: z.boolean(),
  is_saved: z.boolean(),
  /** Running, with uses (and budget) left. */
  available: z.boolean(),
  status: z.enum(PRICING_STATUSES),
})
export type TVoucher = z.infer<typeof ZVoucher>

/**
 * What a voucher has done (seller centre): orders it discounted and not cancelled, the discount
 * they got, what those orders came to, and the buyers behind them.
 */
export const ZVoucherUsage = z.object({ orders: z.number(), buyers: z.number(), discount: z.number(), revenue: z.number() })
export type TVoucherUsage = z.infer<typeof ZVoucherUsage>

/** The owner's view: the buyer shape plus budget and bookkeeping. */
export const ZManagedVoucher = ZVoucher.extend({
  budget: z.number().nullable(),
  budget_used: z.number(),
  ended_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  usage: ZVoucherUsage,
  /** The specific products (`all_products` false), named for the owner's screens. */
  products: z.array(z.object({ _id: z.string(), name: z.string(), image: z.string().nullable() })),
})
export type TManagedVoucher = z.infer<typeof ZManagedVoucher>

export const ZVoucherSaved = z.object({ saved: z.literal(true) })

// ----- promotions ----------------------------------------------------------------------------

/** One discounted product (variant_id null: every variant) or one variant (spec §5 Promotion). */
export const ZPromotionItemInput = z
  .strictObject({
    product_id: zId,
    variant_id: z.preprocess(emptyToUndefined, zId.nullish()),
    discount_percent: z
      .number({ error: 'v.promotion_discount' })
      .int({ error: 'v.promotion_discount' })
      .gt(0, { error: 'v.promotion_discount' })
      .max(COMMERCE.promotionMaxPercent, { error: 'v.promotion_discount' }),
    /** Shown as "up to N%"; defaults to the discount. */
    max_discount_percent: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .number({ error: 'v.promotion_max_discount' })
        .int({ error: 'v.promotion_max_discount' })
        .gt(0, { error: 'v.promotion_max_discount' })
        .max(COMMERCE.promotionMaxPercent, { error: 'v.promotion_max_discount' })
        .optional(),
    ),
    /** Units on offer (null: unlimited); never 0. */
    product_limit: z.preprocess(
      (v) => (v === '' ? null : v),
      z
        .number({ error: 'v.promotion_product_limit' })
        .int({ error: 'v.promotion_product_limit' })
        .gt(0, { error: 'v.promotion_product_limit' })
        .nullish(),
    ),
    /** Units one buyer may buy at this price (null: unlimited); not above the product limit. */
    purchase_limit: z.preprocess(
      (v) => (v === '' ? null : v),
      z
        .number({ error: 'v.promotion_purchase_limit' })
        .int({ error: 'v.promotion_purchase_limit' })
        .gt(0, { error: 'v.promotion_purchase_limit' })
        .nullish(),
    ),
  })
  .superRefine((item, ctx) => {
    if (item.max_discount_percent !== undefined && item.max_discount_percent < item.discount_percent)
      ctx.addIssue({ code: 'custom', message: 'v.promotion_max_discount', path: ['max_discount_percent'] })
    if (item.purchase_limit && item.product_limit && item.purchase_limit > item.product_limit)
      ctx.addIssue({ code: 'custom', message: 'v.promotion_purchase_limit', path: ['purchase_limit'] })
  })
  .transform((item) => ({
    product_id: item.product_id,
    variant_id: item.variant_id ?? null,
    discount_percent: item.discount_percent,
    max_discount_percent: item.max_discount_percent ?? item.discount_percent,
    product_limit: item.product_limit ?? null,
    purchase_limit: item.purchase_limit ?? null,
  }))

/** spec §2 `chuong-trinh-cua-toi/tao?type=`: a promotion discounts whole products or single variants. */
export const PROMOTION_TYPES = ['product', 'variant'] as const
export type PromotionType = (typeof PROMOTION_TYPES)[number]

export const ZPromotionInput = z
  .strictObject({
    /** When given, every item follows it: `variant` items name a variant, `product` items do not. */
    type: z.enum(PROMOTION_TYPES, { error: 'v.invalid' }).optional(),
    name: zText(100),
    description: zOptionalText(COMMERCE.promotionDescriptionMax),
    cover: zImageUrl,
    start_time: zTime,
    end_time: zTime,
    items: z
      .array(ZPromotionItemInput, { error: 'v.products_required' })
      .min(1, { error: 'v.products_required' })
      .max(200, { error: 'v.max_files' }),
  })
  .superRefine((p, ctx) => {
    // a product (every variant) or a variant once per promotion; a whole product excludes its variants
    const whole = new Set(p.items.filter((i) => !i.variant_id).map((i) => i.product_id))
    const seen = new Set<string>()
    p.items.forEach((item, i) => {
      if (p.type === 'variant' && !item.variant_id)
        ctx.addIssue({ code: 'custom', message: 'v.promotion_variant_required', path: ['items', i, 'variant_id'] })
      if (p.type === 'product' && item.variant_id) ctx.addIssue({ code: 'custom', message: 'v.invalid', path: ['items', i, 'variant_id'] })
      const key = `${item.product_id}/${item.variant_id ?? '*'}`
      if (seen.has(key) || (item.variant_id && whole.has(item.product_id)))
        ctx.addIssue({ code: 'custom', message: 'v.promotion_duplicate', path: ['items', i, 'product_id'] })
      seen.add(key)
    })
    checkPeriod(p, ctx)
  })
export type TPromotionInput = z.input<typeof ZPromotionInput>
export type TPromotionOut = z.output<typeof ZPromotionInput>

export const ZPromotionItem = z.object({
  _id: z.string(),
  product_id: z.string(),
  variant_id: z.string().nullable(),
  discount_percent: z.number(),
  max_discount_percent: z.number(),
  product_limit: z.number().nullable(),
  purchase_limit: z.number().nullable(),
  sold: z.number(),
  /** For the owner's screens: the product's name and picture, the variant's options, the price it discounts from. */
  product_name: z.string(),
  product_image: z.string().nullable(),
  variant_options: z.array(z.string()).nullable(),
  base_price: z.number(),
})

/** What a promotion sold: units, orders and revenue at the promotion price, cancelled orders left out. */
export const ZPromotionResults = z.object({ orders: z.number(), units: z.number(), revenue: z.number() })
export type TPromotionResults = z.infer<typeof ZPromotionResults>

/** The owner's view of a promotion. */
export const ZPromotion = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  cover: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  ended_at: z.string().nullable(),
  status: z.enum(PRICING_STATUSES),
  shop: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** `variant` when any item names a variant. */
  type: z.enum(PROMOTION_TYPES),
  items: z.array(ZPromotionItem),
  results: ZPromotionResults,
  created_at: z.string(),
  updated_at: z.string(),
})
export type TPromotion = z.infer<typeof ZPromotion>

/**
 * A product of a public promotion: its card with the promotion's price (`sale_price`, from the
 * price before the promotion, `before_sale_price`), whether the promotion is running yet or not.
 */
export const ZPromotionProduct = ZProductCard.extend({
  promotion_item: z.object({
    item_id: z.string(),
    variant_id: z.string().nullable(),
    discount_percent: z.number(),
    max_discount_percent: z.number(),
    product_limit: z.number().nullable(),
    sold: z.number(),
  }),
})
export type TPromotionProduct = z.infer<typeof ZPromotionProduct>

export const ZPublicPromotion = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  cover: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.enum(['upcoming', 'running']),
  shop: z.object({ _id: z.string(), name: z.string() }).nullable(),
  max_discount_percent: z.number(),
  product_count: z.number(),
  products: z.array(ZPromotionProduct),
})
export type TPublicPromotion = z.infer<typeof ZPublicPromotion>

export const ZPublicPromotionsQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(['upcoming', 'running']).optional()),
  page: zPage,
  limit: z.coerce.number().int().min(1).max(20).default(6),
  /** Products shown per promotion. */
  products: z.coerce.number().int().min(1).max(40).default(12),
})
export type TPublicPromotionsQuery = z.infer<typeof ZPublicPromotionsQuery>
