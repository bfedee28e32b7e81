import { z } from 'zod'
import { ZNotificationUnread } from './notifications.ts'
import { ZUserProfile } from './profile.ts'
import { FEATURE_FLAG_DEFAULTS, type TConsent, type TPixelIds } from './growth-constants.ts'

/**
 * Issue 18, part "pixels": feature flags and ad-pixel ids of the platform's remote config (spec §7
 * third-party and analytics, remote config; §9 fetch at most hourly, 60 s timeout), the visitor's
 * consent (Decree 13/2023 on personal data) and `POST api/v1/mobile/user/update-redis`. The
 * constants the browser needs on every page are in growth-constants.ts (no zod). docs/api/pixels.md.
 */

// ----- feature flags ----------------------------------------------------------------------------

/** A flag's name: lower snake case, so it reads the same in every client. */
export const zFeatureFlagName = z.string().regex(/^[a-z][a-z0-9_]{1,39}$/, { error: 'v.invalid' })

export const ZFeatureFlags = z
  .record(zFeatureFlagName, z.boolean({ error: 'v.invalid' }))
  .refine((flags) => Object.keys(flags).length <= 50, { error: 'v.too_long' })
export type TFeatureFlags = z.infer<typeof ZFeatureFlags>
/** Kept next to the schema: the defaults must parse. */
export const FEATURE_FLAGS_DEFAULT: TFeatureFlags = { ...FEATURE_FLAG_DEFAULTS }

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
}) satisfies z.ZodType<TPixelIds>

// ----- consent (Decree 13/2023/NĐ-CP) -----------------------------------------------------------

export const ZConsent = z.object({
  v: z.literal(1),
  analytics: z.boolean(),
  ads: z.boolean(),
  /** When the visitor chose (ISO), kept as the record of consent the decree asks for. */
  at: z.string(),
}) satisfies z.ZodType<TConsent>

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
