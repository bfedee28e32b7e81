/**
 * Issue 18 (pixels): the constants and types of growth-config.ts that the browser's every page
 * needs, in a module without zod (public pages' JavaScript budget: importing a value from a module
 * that builds schemas at load would bring zod along).
 */

/** The flags a fresh platform starts with; an admin may add others (clients ignore names they do not know). */
export const FEATURE_FLAG_DEFAULTS = {
  /** The shopping assistant's launcher on every page. */
  assistant: true,
  /** Ad pixels and the tag manager (still only with ids and the visitor's consent). */
  ad_pixels: true,
} as const satisfies Record<string, boolean>
export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS

/** The vendors' ids ('' = not configured: nothing of that vendor ever loads). */
export type TPixelIds = { meta_pixel_id: string; tiktok_pixel_id: string; gtm_container_id: string; ga4_measurement_id: string }
export const PIXEL_IDS_DEFAULTS: TPixelIds = { meta_pixel_id: '', tiktok_pixel_id: '', gtm_container_id: '', ga4_measurement_id: '' }

export const CONSENT_PURPOSES = ['analytics', 'ads'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]

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

/** What the browser remembers (localStorage `xinh.consent`); a new version asks again. */
export type TConsent = { v: 1; analytics: boolean; ads: boolean; at: string }
export const CONSENT_RULES = { storageKey: 'xinh.consent', version: 1 } as const

export const USER_STATE_PATHS = { refresh: '/api/v1/mobile/user/update-redis' } as const
/** Socket event to the user's other tabs and devices: their state changed, read it again. */
export const USER_STATE_SOCKET = { changed: 'user:state' } as const

/** spec §9 remote config: a client fetches at most once an hour and gives a fetch 60 s. */
export const REMOTE_CONFIG_RULES = { minFetchMinutes: 60, fetchTimeoutSeconds: 60, path: '/api/v1/public/remote-config' } as const
