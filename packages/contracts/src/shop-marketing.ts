import { z } from 'zod'
import { emptyToUndefined, ZPageMeta, zId } from './common.ts'
import { PRODUCT_STATES } from './catalog.ts'
import { PRICING_STATUSES, type PricingStatus, pricingStatus } from './vouchers.ts'

/**
 * The seller centre's shop categories and banners (issue 13, docs/api/seller-marketing.md):
 * the inputs with the spec §5 rules (messages are `v.*` keys, so a form and the API say the same
 * words) and the owner's views. Buyers read them through discovery.ts (`ZShopProfile`, `ZBanner`).
 */

// ----- rules (spec §5) -------------------------------------------------------------------------

export const SHOP_CATEGORY_RULES = {
  nameMax: 40,
  /** spec §5 Category: title at least 5 characters. */
  titleMin: 5,
  titleMax: 120,
  productsMax: 500,
  /** Categories one shop may have (the shop page shows them as tabs). */
  perShopMax: 100,
} as const

export const BANNER_RULES = {
  /** spec §5 Banner: title 5 to under 200 characters. */
  titleMin: 5,
  titleMaxExclusive: 200,
  linkMax: 500,
  productsMax: 100,
  uploadMaxBytes: 5 * 1024 * 1024,
} as const

/** spec §5 Banner: the banner image is 343×150, the cover 1340×754, exactly. */
export const BANNER_IMAGE_SIZES = {
  image: { width: 343, height: 150 },
  cover: { width: 1340, height: 754 },
} as const
export const BANNER_IMAGE_KINDS = ['image', 'cover'] as const
export type BannerImageKind = (typeof BANNER_IMAGE_KINDS)[number]

/**
 * What a shop banner announces (spec §3 Banner "type"): every type shows on the shop page and on
 * `/banner/{id}` while it runs; the type is the label sellers and buyers read. Platform banners
 * (admin) use `home`.
 */
export const SELLER_BANNER_TYPES = ['shop', 'promotion', 'new_arrival', 'event'] as const
export type SellerBannerType = (typeof SELLER_BANNER_TYPES)[number]

const chars = (s: string) => [...s].length

// ----- shared pieces ---------------------------------------------------------------------------

const zUniqueIds = (max: number) =>
  z
    .array(zId, { error: 'v.invalid' })
    .max(max, { error: 'v.max_files' })
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, { error: 'v.invalid' })

const zKeyword = z.preprocess(emptyToUndefined, z.string().trim().max(100).optional())
const zPage = z.coerce.number().int().min(1).max(1000).default(1)
const zTime = z.iso.datetime({ offset: true, error: 'v.date' })

// ----- shop categories -------------------------------------------------------------------------

export const ZShopCategoryInput = z.strictObject({
  /** The short label of the shop page's tab. */
  name: z
    .string({ error: 'v.shop_category_name' })
    .trim()
    .min(1, { error: 'v.shop_category_name' })
    .max(SHOP_CATEGORY_RULES.nameMax, { error: 'v.shop_category_name' })
    .transform((s) => s.normalize('NFC')),
  /** The heading of the category's products on the shop page (spec §5: at least 5 characters). */
  title: z
    .string({ error: 'v.shop_category_title' })
    .trim()
    .refine((s) => chars(s) >= SHOP_CATEGORY_RULES.titleMin && chars(s) <= SHOP_CATEGORY_RULES.titleMax, {
      error: 'v.shop_category_title',
    })
    .transform((s) => s.normalize('NFC')),
  is_visible: z.boolean({ error: 'v.invalid' }).default(true),
  product_ids: zUniqueIds(SHOP_CATEGORY_RULES.productsMax),
})
export type TShopCategoryInput = z.input<typeof ZShopCategoryInput>
export type TShopCategoryOut = z.output<typeof ZShopCategoryInput>

/** Show or hide (spec §4 Category). */
export const ZShopCategoryVisibility = z.strictObject({ is_visible: z.boolean({ error: 'v.required' }) })

/** The shop's categories in their new order: every one of them, once. */
export const ZShopCategoryOrder = z.strictObject({
  ids: z
    .array(zId, { error: 'v.required' })
    .min(1, { error: 'v.required' })
    .max(SHOP_CATEGORY_RULES.perShopMax, { error: 'v.max_files' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'v.invalid' }),
})

export const SHOP_CATEGORY_TABS = ['all', 'visible', 'hidden'] as const
export const ZShopCategoryListQuery = z.object({
  tab: z.preprocess(emptyToUndefined, z.enum(SHOP_CATEGORY_TABS).default('all')),
  keyword: zKeyword,
})
export type TShopCategoryListQuery = z.infer<typeof ZShopCategoryListQuery>

export const ZSellerShopCategory = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  is_visible: z.boolean(),
  position: z.number(),
  product_ids: z.array(z.string()),
  /** Assigned products that are still the shop's (deleted ones drop out). */
  product_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type TSellerShopCategory = z.infer<typeof ZSellerShopCategory>

/** A product as the seller's pickers and detail pages show it (any state: the seller sees all). */
export const ZShopProductRef = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  status: z.enum(PRODUCT_STATES),
  sale_price: z.number(),
  stock: z.number(),
})
export type TShopProductRef = z.infer<typeof ZShopProductRef>

export const ZSellerShopCategoryDetail = ZSellerShopCategory.extend({ products: z.array(ZShopProductRef) })
export type TSellerShopCategoryDetail = z.infer<typeof ZSellerShopCategoryDetail>

export const ZShopCategoryCounts = z.object({ all: z.number(), visible: z.number(), hidden: z.number() })
/** All of the shop's categories in their order (a shop has at most 100), the tab's, with counts per tab. */
export const ZShopCategoryList = z.object({
  success: z.literal(true),
  data: z.array(ZSellerShopCategory),
  counts: ZShopCategoryCounts,
})
export type TShopCategoryList = { data: TSellerShopCategory[]; counts: z.infer<typeof ZShopCategoryCounts> }

// ----- banners ---------------------------------------------------------------------------------

/** An https:// (or http://) address, or a path on this site (`/uu-dai`, never `//host`). */
export function isBannerLink(value: string) {
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname) && !/\s/.test(value)
  } catch {
    return false
  }
}

/** What the banner upload route answers, for the form to keep. */
const zBannerImageUrl = z
  .string({ error: 'v.banner_image' })
  .trim()
  .min(1, { error: 'v.banner_image' })
  .max(500, { error: 'v.banner_image' })
  .regex(/^(\/uploads\/|https?:\/\/)\S+$/, { error: 'v.banner_image' })

export const ZBannerInput = z
  .strictObject({
    title: z
      .string({ error: 'v.banner_title' })
      .trim()
      .refine((s) => chars(s) >= BANNER_RULES.titleMin && chars(s) < BANNER_RULES.titleMaxExclusive, { error: 'v.banner_title' })
      .transform((s) => s.normalize('NFC')),
    type: z.enum(SELLER_BANNER_TYPES, { error: 'v.required' }),
    /** The 343×150 picture (from POST /api/v1/seller/banners/images, kind `image`). */
    image: zBannerImageUrl,
    /** The 1340×754 cover (kind `cover`), optional. */
    cover: z.preprocess(emptyToUndefined, zBannerImageUrl.nullish()).transform((v) => v ?? null),
    link: z
      .preprocess(
        emptyToUndefined,
        z.string().trim().max(BANNER_RULES.linkMax, { error: 'v.banner_link' }).refine(isBannerLink, { error: 'v.banner_link' }).nullish(),
      )
      .transform((v) => v ?? null),
    product_ids: zUniqueIds(BANNER_RULES.productsMax),
    starts_at: zTime,
    ends_at: zTime,
  })
  .superRefine((b, ctx) => {
    // spec §5: the end is today or later, and after the start
    const start = Date.parse(b.starts_at)
    const end = Date.parse(b.ends_at)
    if (end <= start || end <= Date.now()) ctx.addIssue({ code: 'custom', message: 'v.banner_end', path: ['ends_at'] })
  })
export type TBannerInput = z.input<typeof ZBannerInput>
export type TBannerOut = z.output<typeof ZBannerInput>

export const ZBannerImageKindQuery = z.object({ kind: z.enum(BANNER_IMAGE_KINDS, { error: 'v.invalid' }) })
export const ZBannerImage = z.object({ kind: z.enum(BANNER_IMAGE_KINDS), url: z.string(), width: z.number(), height: z.number() })
export type TBannerImage = z.infer<typeof ZBannerImage>

/** spec §4: upcoming, running, ended — ended by its end date or by hand. */
export function bannerStatus(b: { starts_at: string | Date; ends_at: string | Date; ended_manually: boolean }, now = new Date()) {
  return pricingStatus({ start_time: b.starts_at, end_time: b.ends_at, ended_at: b.ended_manually ? b.ends_at : null }, now)
}

export const ZSellerBannerListQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(PRICING_STATUSES).optional()),
  keyword: zKeyword,
  page: zPage,
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type TSellerBannerListQuery = z.infer<typeof ZSellerBannerListQuery>

export const ZSellerBanner = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.string(),
  image: z.string(),
  cover: z.string().nullable(),
  link: z.string().nullable(),
  product_ids: z.array(z.string()),
  starts_at: z.string(),
  ends_at: z.string(),
  ended_manually: z.boolean(),
  status: z.enum(PRICING_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
})
export type TSellerBanner = z.infer<typeof ZSellerBanner>

export const ZSellerBannerDetail = ZSellerBanner.extend({ products: z.array(ZShopProductRef) })
export type TSellerBannerDetail = z.infer<typeof ZSellerBannerDetail>

/** Per state (spec §4), following the keyword; `all` counts every state. */
export const ZStatusCounts = z.object({ all: z.number(), upcoming: z.number(), running: z.number(), ended: z.number() })
export type TStatusCounts = z.infer<typeof ZStatusCounts>
export const emptyStatusCounts = (): TStatusCounts => ({ all: 0, upcoming: 0, running: 0, ended: 0 })
/** Adds up `[status, n]` rows into counts. */
export function statusCounts(rows: Array<{ status: PricingStatus; n: number }>): TStatusCounts {
  const counts = emptyStatusCounts()
  for (const r of rows) {
    counts[r.status] += r.n
    counts.all += r.n
  }
  return counts
}

export function ZCountedPage<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), meta: ZPageMeta, counts: ZStatusCounts })
}
export type TCountedPage<T> = { data: T[]; meta: { page: number; limit: number; total: number }; counts: TStatusCounts }
