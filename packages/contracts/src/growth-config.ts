import { z } from 'zod'
import { ZNotificationUnread } from './notifications.ts'
import { ZUserProfile } from './profile.ts'

/**
 * Issue 18, part "pixels": feature flags and ad-pixel ids of the platform's remote config (spec §7
 * third-party and analytics, remote config; §9 fetch at most hourly, 60 s timeout), the visitor's
 * consent (Decree 13/2023 on personal data) and `POST api/v1/mobile/user/update-redis`.
 * docs/api/pixels.md.
 */

// ----- feature flags ----------------------------------------------------------------------------

/** A flag's name: lower snake case, so it reads the same in every client. */
export const zFeatureFlagName = z.string().regex(/^[a-z][a-z0-9_]{1,39}$/, { error: 'v.invalid' })

/** The flags a fresh platform starts with; an admin may add others (clients ignore names they do not know). */
export const FEATURE_FLAG_DEFAULTS = {
  /** The shopping assistant's launcher on every page. */
  assistant: true,
  /** Ad pixels and the tag manager (still only with ids and the visitor's consent). */
  ad_pixels: true,
} as const satisfies Record<string, boolean>
export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS

export const ZFeatureFlags = z
  .record(zFeatureFlagName, z.boolean({ error: 'v.invalid' }))
  .refine((flags) => Object.keys(flags).length <= 50, { error: 'v.too_long' })
export type TFeatureFlags = z.infer<typeof ZFeatureFlags>

// ----- ad pixels and tag manager ----------------------------------------------------------------

/** An id, or '' for "not configured" (nothing of that vendor ever loads). */
const pixelId = (pattern: RegExp) => z.string({ error: 'v.invalid' }).trim().regex(pattern, { error: 'v.invalid' }).or(z.literal(''))

/** The vendors' ids (public by nature: every site that uses them ships them in its pages). Empty by default. */
export const ZPixelIds = z.strictObject({
  /** Meta (Facebook) Pixel: the dataset id, digits. */
  meta_pixel_id: pixelId(/^\d{8,20}$/),
  /** TikTok Pixel: the pixel code, upper-case letters and digits. */
  tiktok_pixel_id: pixelId(/^[A-Z0-9]{8,30}$/),
  /** Google Tag Manager container. */
  gtm_container_id: pixelId(/^GTM-[A-Z0-9]{4,12}$/),
  /** Google Analytics 4 measurement id (gtag), used when no container is set or besides it. */
  ga4_measurement_id: pixelId(/^G-[A-Z0-9]{4,15}$/),
})
export type TPixelIds = z.infer<typeof ZPixelIds>

export const PIXEL_IDS_DEFAULTS: TPixelIds = { meta_pixel_id: '', tiktok_pixel_id: '', gtm_container_id: '', ga4_measurement_id: '' }

/** Which consent each vendor needs: analytics (measuring) or ads (advertising and retargeting). */
export const PIXEL_CONSENT = {
  meta_pixel_id: 'ads',
  tiktok_pixel_id: 'ads',
  gtm_container_id: 'analytics',
  ga4_measurement_id: 'analytics',
} as const satisfies Record<keyof TPixelIds, ConsentPurpose>

/** The events every vendor receives (spec §7): a product viewed, added to the cart, an order placed. */
export const PIXEL_EVENTS = ['view', 'add_to_cart', 'purchase'] as const
export type PixelEventName = (typeof PIXEL_EVENTS)[number]
export type TPixelEvent = {
  name: PixelEventName
  /** VND, whole đồng. */
  value: number
  currency: 'VND'
  items: Array<{ id: string; name?: string; price: number; quantity: number }>
  /** purchase: the order id(s), for the vendors' de-duplication. */
  order_id?: string
}

// ----- consent (Decree 13/2023/NĐ-CP) -----------------------------------------------------------

export const CONSENT_PURPOSES = ['analytics', 'ads'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]

/** What the browser remembers (localStorage `xinh.consent`); a new version asks again. */
export const ZConsent = z.object({
  v: z.literal(1),
  analytics: z.boolean(),
  ads: z.boolean(),
  /** When the visitor chose (ISO), kept as the record of consent the decree asks for. */
  at: z.string(),
})
export type TConsent = z.infer<typeof ZConsent>
export const CONSENT_RULES = { storageKey: 'xinh.consent', version: 1 } as const

// ----- update-redis -----------------------------------------------------------------------------

/**
 * POST api/v1/mobile/user/update-redis → data: the signed-in user's state read fresh, after the
 * server dropped what it held of it (open sockets' actor, the access token's role claims).
 */
export const ZUserStateRefresh = z.object({
  profile: ZUserProfile,
  unread: ZNotificationUnread,
  kol: z.object({ is_kol: z.boolean(), is_affiliate_admin: z.boolean(), kol_info: z.record(z.string(), z.unknown()).nullable() }),
  /** Bearer callers: a new access token of the same session whose claims carry the current roles. */
  accessToken: z.string().optional(),
  refreshed_at: z.string(),
})
export type TUserStateRefresh = z.infer<typeof ZUserStateRefresh>

export const USER_STATE_PATHS = { refresh: '/api/v1/mobile/user/update-redis' } as const
/** Socket event to the user's other tabs and devices: their state changed, read it again. */
export const USER_STATE_SOCKET = { changed: 'user:state' } as const

/** spec §9 remote config: a client fetches at most once an hour and gives a fetch 60 s. */
export const REMOTE_CONFIG_RULES = { minFetchMinutes: 60, fetchTimeoutSeconds: 60, path: '/api/v1/public/remote-config' } as const
