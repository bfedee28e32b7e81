import { z } from 'zod'
import { emptyToUndefined, zId } from './common.ts'
import { COMMERCE, PAYMENT_METHODS } from './constants.ts'
import { vietnamDay, vietnamDayStart } from './dates.ts'
import { LEDGER_RATES } from './ledger.ts'
import { FEATURE_FLAGS_DEFAULT, ZFeatureFlags, ZPixelIds } from './growth-config.ts'
import { PIXEL_IDS_DEFAULTS } from './growth-constants.ts'
import { zCalendarDate } from './seller-onboarding.ts'
import { PRICING_STATUSES } from './vouchers.ts'

/**
 * The admin console's platform content and settings (issue 14, part "admin-content"):
 * categories, home banners and collections, settings, reports. System vouchers reuse the
 * pricing contracts (ZAdminVoucherInput, ZManagedVoucher). docs/api/admin-content.md.
 */

// ----- settings ---------------------------------------------------------------------------------

const zInt = (min: number, max: number) =>
  z.number({ error: 'v.invalid' }).int({ error: 'v.invalid' }).min(min, { error: 'v.out_of_range' }).max(max, { error: 'v.out_of_range' })

/** Basis points (100 = 1 %); fees stay below 30 % (a typo guard, not a business rule). */
const zBps = zInt(0, 3000)

/** spec §9 fees: the seller fee on revenue, the payment fee per method, the first-year waiver. */
export const ZFeeSettings = z.strictObject({
  platform_fee_bps: zBps,
  payment_fee_bps: z.strictObject(
    Object.fromEntries(PAYMENT_METHODS.map((m) => [m, zBps])) as Record<(typeof PAYMENT_METHODS)[number], typeof zBps>,
  ),
  /** Fees are waived while the shop is younger than this many months (spec §9: the first year). */
  fee_free_months: zInt(0, 36),
})
export type TFeeSettings = z.infer<typeof ZFeeSettings>

/** Order rules: COD orders above the threshold wait for an admin; unpaid online orders are cancelled. */
export const ZOrderSettings = z.strictObject({
  /** VND; a COD order whose total is above it waits in the admin's COD queue. */
  cod_review_threshold: zInt(100_000, 1_000_000_000),
  /** Days an unpaid online order waits for its payment before the job cancels it. */
  unpaid_cancel_days: zInt(1, 30),
})
export type TOrderSettings = z.infer<typeof ZOrderSettings>

/** spec §7/§9 remote config: the assistant's style split and how often clients fetch. */
export const ZRemoteConfigSettings = z.strictObject({
  /** Percent of sessions that get the assistant's style A (spec §9: 50/50). */
  assistant_ab_split: zInt(0, 100),
  /** spec §9: remote config minimum fetch interval, 1 hour. */
  min_fetch_minutes: zInt(1, 1440),
  /** Issue 18 (pixels): feature flags every client reads. */
  feature_flags: ZFeatureFlags,
  /** Issue 18 (pixels): ad pixel and tag manager ids; '' = not loaded. */
  pixels: ZPixelIds,
})
export type TRemoteConfigSettings = z.infer<typeof ZRemoteConfigSettings>

export const SETTINGS_GROUPS = ['fees', 'orders', 'remote_config'] as const
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number]
export const SETTINGS_SCHEMAS = { fees: ZFeeSettings, orders: ZOrderSettings, remote_config: ZRemoteConfigSettings } as const
export type TSettingsValues = { fees: TFeeSettings; orders: TOrderSettings; remote_config: TRemoteConfigSettings }

/**
 * What a group reads before an admin ever saved it. The unpaid-order days default to 1 (a day to
 * finish an online payment, as the big Vietnamese marketplaces do; ORDER_UNPAID_CANCEL_DAYS on the
 * server overrides this default).
 */
export const SETTINGS_DEFAULTS: TSettingsValues = {
  fees: {
    platform_fee_bps: LEDGER_RATES.platformFeeBps,
    payment_fee_bps: { ...LEDGER_RATES.paymentFeeBps },
    fee_free_months: LEDGER_RATES.feeFreeMonths,
  },
  orders: { cod_review_threshold: 10_000_000, unpaid_cancel_days: COMMERCE.unpaidAutoCancelDays },
  remote_config: {
    assistant_ab_split: 50,
    min_fetch_minutes: 60,
    feature_flags: { ...FEATURE_FLAGS_DEFAULT },
    pixels: { ...PIXEL_IDS_DEFAULTS },
  },
}

export const ZSettingsGroupParams = z.object({ group: z.enum(SETTINGS_GROUPS, { error: 'v.invalid' }) })

const ZSettingsChange = z.object({ at: z.string(), by: z.string().nullable() }).nullable()
export const ZPlatformSettings = z.object({
  fees: ZFeeSettings,
  orders: ZOrderSettings,
  remote_config: ZRemoteConfigSettings,
  /** When each group was last saved and by whom (null: still the defaults). */
  updated: z.object({ fees: ZSettingsChange, orders: ZSettingsChange, remote_config: ZSettingsChange }),
})
export type TPlatformSettings = z.infer<typeof ZPlatformSettings>

/** GET /api/v1/public/remote-config: what every client may read. */
export const ZRemoteConfig = ZRemoteConfigSettings
export type TRemoteConfig = TRemoteConfigSettings

// ----- categories -------------------------------------------------------------------------------

const zName = (min: number, max: number) =>
  z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .min(min, { error: 'v.too_short' })
    .max(max, { error: 'v.too_long' })
    .transform((s) => s.normalize('NFC'))

export const zSlug = z
  .string({ error: 'v.required' })
  .trim()
  .toLowerCase()
  .max(80, { error: 'v.too_long' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'v.slug' })

/** spec §5 Category: the name is required (the menu shows it). */
export const ZAdminCategoryInput = z.strictObject({
  name: zName(2, 60),
  /** The URL word; made from the name when left empty. */
  slug: z.preprocess(emptyToUndefined, zSlug.optional()),
  parent_id: z.preprocess((v) => (v === '' ? null : v), zId.nullable().default(null)),
  is_visible: z.boolean({ error: 'v.invalid' }).default(true),
})
export type TAdminCategoryInput = z.input<typeof ZAdminCategoryInput>

export const ZAdminCategoryUpdate = z.strictObject({
  name: zName(2, 60).optional(),
  slug: zSlug.optional(),
  parent_id: zId.nullable().optional(),
  is_visible: z.boolean({ error: 'v.invalid' }).optional(),
})
export type TAdminCategoryUpdate = z.input<typeof ZAdminCategoryUpdate>

/** The new order of one parent's children (every child, once). */
export const ZCategoryReorder = z.strictObject({
  parent_id: zId.nullable(),
  ids: z
    .array(zId)
    .min(1, { error: 'v.required' })
    .max(500, { error: 'v.invalid' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'v.invalid' }),
})
export type TCategoryReorder = z.infer<typeof ZCategoryReorder>

export const ZAdminCategory = z.object({
  _id: z.string(),
  parent_id: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  position: z.number(),
  is_visible: z.boolean(),
  icon: z.string().nullable(),
  /** Products filed directly under it (any state). */
  product_count: z.number(),
  updated_at: z.string(),
})
export type TAdminCategory = z.infer<typeof ZAdminCategory>

/** Icons are square; the menu draws them at 48 px (96 px for dense screens). */
export const CATEGORY_ICON = { size: 96, maxBytes: 1024 * 1024 } as const

// ----- home content: platform banners and collections ---------------------------------------------

/** spec §5 Banner: image 343×150, cover 1340×754, exactly. */
export const BANNER_PICTURES = {
  image: { width: 343, height: 150 },
  cover: { width: 1340, height: 754 },
  maxBytes: 2 * 1024 * 1024,
} as const
export const BANNER_PICTURE_KINDS = ['image', 'cover'] as const
export const COLLECTION_COVER = { width: 1340, height: 754, maxBytes: 2 * 1024 * 1024 } as const

const zIsoTime = z.iso.datetime({ offset: true, error: 'v.date' })
const zOptionalUrl = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .max(500, { error: 'v.too_long' })
    .refine((s) => s.startsWith('/') || /^https:\/\/[^\s]+$/.test(s), { error: 'v.link' })
    .optional(),
)

/** spec §5 Banner: title 5 to under 200, type and dates required, end today or later and after start, valid link. */
export const ZAdminBannerInput = z
  .strictObject({
    title: zName(5, 199),
    type: z.enum(['home', 'promotion', 'collection'], { error: 'v.required' }),
    link: zOptionalUrl,
    product_ids: z.array(zId).max(100, { error: 'v.invalid' }).default([]),
    start_time: zIsoTime,
    end_time: zIsoTime,
    is_visible: z.boolean({ error: 'v.invalid' }).default(true),
  })
  .superRefine((v, ctx) => {
    const start = Date.parse(v.start_time)
    const end = Date.parse(v.end_time)
    if (end <= start) ctx.addIssue({ code: 'custom', message: 'v.end_after_start', path: ['end_time'] })
    // ends today or later, today being Vietnam's
    if (end < vietnamDayStart(vietnamDay())) ctx.addIssue({ code: 'custom', message: 'v.end_after_start', path: ['end_time'] })
  })
export type TAdminBannerInput = z.input<typeof ZAdminBannerInput>

export const ZAdminBanner = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.string(),
  image: z.string(),
  cover: z.string().nullable(),
  link: z.string().nullable(),
  product_ids: z.array(z.string()),
  start_time: z.string(),
  end_time: z.string(),
  position: z.number(),
  is_visible: z.boolean(),
  /** scheduled (not started), running, ended, hidden */
  state: z.enum(['scheduled', 'running', 'ended', 'hidden']),
})
export type TAdminBanner = z.infer<typeof ZAdminBanner>

export const ZAdminCollectionInput = z
  .strictObject({
    name: zName(2, 100),
    description: z.preprocess(emptyToUndefined, z.string().trim().max(300, { error: 'v.too_long' }).optional()),
    product_ids: z.array(zId).max(200, { error: 'v.invalid' }).default([]),
    start_time: z.preprocess(emptyToUndefined, zIsoTime.optional()),
    end_time: z.preprocess(emptyToUndefined, zIsoTime.optional()),
    is_visible: z.boolean({ error: 'v.invalid' }).default(true),
  })
  .superRefine((v, ctx) => {
    if (v.start_time && v.end_time && Date.parse(v.end_time) <= Date.parse(v.start_time))
      ctx.addIssue({ code: 'custom', message: 'v.end_after_start', path: ['end_time'] })
  })
export type TAdminCollectionInput = z.input<typeof ZAdminCollectionInput>

export const ZAdminCollection = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  cover: z.string().nullable(),
  product_ids: z.array(z.string()),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  position: z.number(),
  is_visible: z.boolean(),
  state: z.enum(['scheduled', 'running', 'ended', 'hidden']),
})
export type TAdminCollection = z.infer<typeof ZAdminCollection>

export const ZHomeReorder = z.strictObject({
  ids: z
    .array(zId)
    .min(1, { error: 'v.required' })
    .max(200, { error: 'v.invalid' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'v.invalid' }),
})

export const ZBannerPictureParams = z.object({ id: zId, kind: z.enum(BANNER_PICTURE_KINDS, { error: 'v.invalid' }) })

// ----- system vouchers: counts by state ------------------------------------------------------------

export const ZVoucherStateCounts = z.object(
  Object.fromEntries(PRICING_STATUSES.map((s) => [s, z.number()])) as Record<(typeof PRICING_STATUSES)[number], z.ZodNumber>,
)
export type TVoucherStateCounts = z.infer<typeof ZVoucherStateCounts>

// ----- reports ----------------------------------------------------------------------------------

/** Reports cover at most a year; dates are Vietnam calendar days, both ends included. */
export const REPORT_MAX_DAYS = 366

export const ZReportQuery = z
  .object({
    from: z.preprocess(emptyToUndefined, zCalendarDate.optional()),
    to: z.preprocess(emptyToUndefined, zCalendarDate.optional()),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to) {
      if (v.to < v.from) ctx.addIssue({ code: 'custom', message: 'v.date_range', path: ['to'] })
      else if ((Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 + 1 > REPORT_MAX_DAYS)
        ctx.addIssue({ code: 'custom', message: 'v.report_range', path: ['to'] })
    }
  })
export type TReportQuery = z.input<typeof ZReportQuery>

export const ZReportDay = z.object({ date: z.string(), gmv: z.number(), orders: z.number(), returns: z.number() })
export const ZReport = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    /** Goods and shipping of the orders placed in the range, cancelled and never-paid orders left out. */
    gmv: z.number(),
    orders: z.number(),
    completed_orders: z.number(),
    cancelled_orders: z.number(),
    returns: z.number(),
    /** Return requests ÷ orders placed in the range (0…1). */
    returns_rate: z.number(),
    /** The sellers' money not paid out yet that is due by the range's end. */
    payouts_due: z.number(),
  }),
  days: z.array(ZReportDay),
  top_shops: z.array(z.object({ _id: z.string(), name: z.string(), gmv: z.number(), orders: z.number() })),
  payouts_due: z.array(z.object({ shop_id: z.string(), shop_name: z.string(), amount: z.number(), due_at: z.string().nullable() })),
})
export type TReport = z.infer<typeof ZReport>

/** `:id` of the admin content routes: a malformed id is a 400, an unknown one a 404. */
export const ZAdminIdParams = z.object({ id: zId })
