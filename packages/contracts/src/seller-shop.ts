import { z } from 'zod'
import { PRODUCT_RULES, zMediaUrl } from './catalog.ts'
import { emptyToUndefined } from './common.ts'
import { ORDER_REASONS } from './orders.ts'

/**
 * Issue 13 — the shop's own settings in the seller centre (docs/api/seller-shop.md): shop
 * information (`/ban-hang/cai-dat/thong-tin-cua-hang`), return policy
 * (`…/chinh-sach-hoan-tra-hang`) and pause mode (`…/tam-nghi`). Shipping and payment settings
 * have their own schemas (shipping.ts, payments.ts, ledger.ts).
 */

/** spec §5 seller rules: "Shop or seller intro: 100 to 500 characters", "At least one return reason"; §9 return period 1–14 days. */
export const SHOP_RULES = {
  nameMin: 2,
  nameMax: 80,
  introMin: 100,
  introMax: 500,
  streetMax: 200,
  returnDaysMin: PRODUCT_RULES.returnDaysMin,
  returnDaysMax: PRODUCT_RULES.returnDaysMax,
} as const

const chars = (s: string) => [...s].length

/** The return reasons a shop may accept (the buyer's return reasons, spec §7 return guide). */
export const SHOP_RETURN_REASON_IDS = ORDER_REASONS.return.map((r) => r._id)
export type ShopReturnReasonId = (typeof ORDER_REASONS.return)[number]['_id']

// ----- shop information --------------------------------------------------------------------

export const ZShopAddressInput = z.strictObject({
  province_code: z.string({ error: 'v.province' }).regex(/^\d{2}$/, { error: 'v.province' }),
  ward_code: z.string({ error: 'v.ward' }).regex(/^\d{5}$/, { error: 'v.ward' }),
  street: z
    .string({ error: 'v.street' })
    .trim()
    .min(1, { error: 'v.street' })
    .max(SHOP_RULES.streetMax, { error: 'v.too_long' })
    .transform((s) => s.normalize('NFC')),
})

/** PUT /api/v1/seller/settings/shop — everything the shop page shows about the shop. */
export const ZShopInfoInput = z.strictObject({
  name: z
    .string({ error: 'v.required' })
    .trim()
    .transform((s) => s.normalize('NFC'))
    .refine((s) => chars(s) >= SHOP_RULES.nameMin && chars(s) <= SHOP_RULES.nameMax, { error: 'v.shop_name_length' }),
  avatar: z.preprocess(emptyToUndefined, zMediaUrl.nullish()),
  cover: z.preprocess(emptyToUndefined, zMediaUrl.nullish()),
  description: z
    .string({ error: 'v.shop_intro_length' })
    .trim()
    .transform((s) => s.normalize('NFC'))
    .refine((s) => chars(s) >= SHOP_RULES.introMin && chars(s) <= SHOP_RULES.introMax, { error: 'v.shop_intro_length' }),
  address: ZShopAddressInput,
})
export type TShopInfoInput = z.input<typeof ZShopInfoInput>

export const ZShopAddress = z.object({
  province_code: z.string(),
  city: z.string(),
  ward_code: z.string(),
  ward: z.string(),
  street: z.string(),
})
export type TShopAddress = z.infer<typeof ZShopAddress>

export const ZShopInfo = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  avatar: z.string().nullable(),
  cover: z.string().nullable(),
  description: z.string().nullable(),
  address: ZShopAddress.nullable(),
})
export type TShopInfo = z.infer<typeof ZShopInfo>

// ----- return policy -----------------------------------------------------------------------

/** PUT /api/v1/seller/settings/returns: the return period and the reasons the shop accepts (at least one). */
export const ZReturnPolicyInput = z.strictObject({
  return_days: z.coerce
    .number({ error: 'v.return_days' })
    .int({ error: 'v.return_days' })
    .min(SHOP_RULES.returnDaysMin, { error: 'v.return_days' })
    .max(SHOP_RULES.returnDaysMax, { error: 'v.return_days' }),
  reason_ids: z
    .array(z.enum(SHOP_RETURN_REASON_IDS as [ShopReturnReasonId, ...ShopReturnReasonId[]], { error: 'v.invalid' }), {
      error: 'v.return_reasons',
    })
    .min(1, { error: 'v.return_reasons' })
    .max(SHOP_RETURN_REASON_IDS.length)
    // each once, in the catalogue's order
    .transform((ids) => SHOP_RETURN_REASON_IDS.filter((id) => ids.includes(id))),
})
export type TReturnPolicyInput = z.input<typeof ZReturnPolicyInput>

/** A shop that never set its policy has `return_days: null` and no reasons. */
export const ZReturnPolicy = z.object({ return_days: z.number().nullable(), reason_ids: z.array(z.string()) })
export type TReturnPolicy = z.infer<typeof ZReturnPolicy>

// ----- pause mode --------------------------------------------------------------------------

const zInstant = (error: string) => z.iso.datetime({ offset: true, error })

/**
 * PUT /api/v1/seller/settings/pause: pause now (`starts_at` absent, null or not in the future)
 * or schedule a pause; `ends_at` (the return date buyers see) is required and after both the
 * start and now.
 */
export const ZPauseInput = z
  .strictObject({
    starts_at: z.preprocess(emptyToUndefined, zInstant('v.invalid').nullish()),
    ends_at: z.preprocess(emptyToUndefined, zInstant('v.required')),
  })
  .superRefine((v, ctx) => {
    const end = Date.parse(v.ends_at)
    if (v.starts_at && end <= Date.parse(v.starts_at)) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'v.end_after_start' })
    else if (end <= Date.now()) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'v.end_in_future' })
  })
export type TPauseInput = z.input<typeof ZPauseInput>

export const PAUSE_STATES = ['open', 'scheduled', 'paused'] as const
export type PauseState = (typeof PAUSE_STATES)[number]

/** A promotion or a shop voucher whose period stands in the way of a pause. */
export const ZShopCampaign = z.object({
  kind: z.enum(['promotion', 'voucher']),
  _id: z.string(),
  name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
})
export type TShopCampaign = z.infer<typeof ZShopCampaign>

export const ZPause = z.object({
  state: z.enum(PAUSE_STATES),
  is_paused: z.boolean(),
  /** When the pause started or will start (null when open). */
  starts_at: z.string().nullable(),
  /** The return date: the job ends the pause then (null when open). */
  ends_at: z.string().nullable(),
  /** Promotions and vouchers running now or later (not ended): a pause overlapping one is refused. */
  campaigns: z.array(ZShopCampaign),
})
export type TPause = z.infer<typeof ZPause>

// ----- what the shop page shows (GET /api/v1/web/shops/{id}) --------------------------------

export const ZShopPolicies = z.object({
  /** Ward, city and street of the shop's address (null when never set). */
  address: z.object({ city: z.string(), ward: z.string(), street: z.string() }).nullable(),
  return_policy: z.object({ return_days: z.number(), reasons: z.array(z.object({ _id: z.string(), name: z.string() })) }).nullable(),
  shipping_methods: z.array(z.string()),
  self_shipping: z.boolean(),
  payment_methods: z.array(z.string()),
})
export type TShopPolicies = z.infer<typeof ZShopPolicies>
