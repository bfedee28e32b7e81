import { z } from 'zod'
import { zId } from './common.ts'
import { zDay } from './seller-dashboard.ts'
import { isTrackingEventType, TRACKING, TRACKING_LIMITS, trackingEventProblem } from './tracking-rules.ts'

/**
 * Issue 18 — behavioural tracking (spec §3 tracking session, §5 chat and tracking, §7 Tracking;
 * docs/api/tracking.md). The rules shared with the browser client live in tracking-rules.ts.
 */

const zUnixSeconds = z.number({ error: 'v.invalid' }).int({ error: 'v.invalid' }).min(0, { error: 'v.invalid' })

const zMetadataValue = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null(), z.array(z.string().max(100)).max(50)])
export const ZTrackingMetadata = z
  .record(z.string().max(40), zMetadataValue)
  .refine((m) => Object.keys(m).length <= TRACKING_LIMITS.metadataMaxKeys, { error: 'v.invalid' })
  .refine((m) => JSON.stringify(m).length <= TRACKING_LIMITS.metadataMaxChars, { error: 'v.invalid' })

export const ZTrackingEvent = z
  .object({
    event_id: z
      .string({ error: 'v.required' })
      .min(1, { error: 'v.required' })
      .max(64)
      .regex(/^[\w.:-]+$/, { error: 'v.invalid' }),
    type: z.string({ error: 'v.required' }).refine(isTrackingEventType, { error: 'v.invalid' }),
    timestamp: zUnixSeconds,
    object_id: z.string().max(64).nullish(),
    metadata: ZTrackingMetadata.nullish(),
  })
  .strict()
  .superRefine((e, ctx) => {
    const problem = trackingEventProblem(e)
    if (problem) ctx.addIssue({ code: 'custom', path: problem.path.split('.'), message: problem.message })
  })
export type TTrackingEvent = z.infer<typeof ZTrackingEvent>

export const TRACKING_OS = ['android', 'website', 'ios'] as const
export const TRACKING_AREAS = ['VN', 'KO'] as const
export const TRACKING_LANGUAGES = ['VI', 'EN', 'KO'] as const
export const CONVERSION_STATUSES = ['in_progress', 'order_success'] as const

/** One tracking session (spec §3). `user_id` is informative: the server takes the caller's from the token. */
export const ZTrackingSession = z
  .object({
    session_id: z
      .string({ error: 'v.required' })
      .min(8, { error: 'v.invalid' })
      .max(64)
      .regex(/^[\w-]+$/, { error: 'v.invalid' }),
    user_id: z.string().max(64).nullish(),
    started_at: zUnixSeconds,
    ended_at: zUnixSeconds.nullish(),
    os_version: z.enum(TRACKING_OS, { error: 'v.invalid' }),
    device_id: z.string({ error: 'v.required' }).min(1, { error: 'v.required' }).max(64),
    app_version: z.string().max(20).default(TRACKING.appVersion),
    area: z.enum(TRACKING_AREAS, { error: 'v.invalid' }).default('VN'),
    language: z.enum(TRACKING_LANGUAGES, { error: 'v.invalid' }).default('VI'),
    events: z.array(ZTrackingEvent).min(1, { error: 'v.required' }).max(TRACKING.maxEvents, { error: 'v.max_items' }),
    conversion_status: z.enum(CONVERSION_STATUSES, { error: 'v.invalid' }).default('in_progress'),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.ended_at != null && s.ended_at < s.started_at) ctx.addIssue({ code: 'custom', path: ['ended_at'], message: 'v.invalid' })
    const ids = new Set<string>()
    s.events.forEach((e, i) => {
      if (ids.has(e.event_id)) ctx.addIssue({ code: 'custom', path: ['events', i, 'event_id'], message: 'v.invalid' })
      ids.add(e.event_id)
    })
  })
export type TTrackingSession = z.infer<typeof ZTrackingSession>

/** The bulk body (spec §7): sessions, their count and the time the batch was sent. */
export const ZTrackingBulk = z
  .object({
    sessions: z.array(ZTrackingSession).min(1, { error: 'v.required' }).max(TRACKING_LIMITS.maxBulkSessions, { error: 'v.max_items' }),
    count: z.number({ error: 'v.required' }).int({ error: 'v.invalid' }),
    timestamp: zUnixSeconds,
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.count !== b.sessions.length) ctx.addIssue({ code: 'custom', path: ['count'], message: 'v.invalid' })
    const total = b.sessions.reduce((n, s) => n + s.events.length, 0)
    if (total > TRACKING_LIMITS.maxEventsPerRequest) ctx.addIssue({ code: 'custom', path: ['sessions'], message: 'v.invalid' })
    const ids = new Set<string>()
    b.sessions.forEach((s, i) => {
      if (ids.has(s.session_id)) ctx.addIssue({ code: 'custom', path: ['sessions', i, 'session_id'], message: 'v.invalid' })
      ids.add(s.session_id)
    })
  })
export type TTrackingBulk = z.infer<typeof ZTrackingBulk>

/** `POST /api/v1/mobile/trackings/tracking-session` takes one session or the bulk body. */
export const ZTrackingBody = z.union([ZTrackingBulk, ZTrackingSession])
export type TTrackingBody = z.infer<typeof ZTrackingBody>

/** What the ingestion did: events new to the server and those it already had (a resend). */
export const ZTrackingAccepted = z.object({
  sessions: z.number(),
  events_received: z.number(),
  events_stored: z.number(),
  duplicates: z.number(),
})
export type TTrackingAccepted = z.infer<typeof ZTrackingAccepted>

/** The user-interactive tracking call (spec §7 Products: product_id, action_type; token only). */
export const INTERACTION_TYPES = ['view', 'click', 'add_to_cart', 'buy_now', 'share', 'bookmark', 'review'] as const
export const ZUserInteractive = z
  .object({
    product_id: zId,
    action_type: z.enum(INTERACTION_TYPES, { error: 'v.invalid' }),
  })
  .strict()
export type TUserInteractive = z.infer<typeof ZUserInteractive>

// ----- aggregates: the seller's funnel card and the admin report --------------------------------

const zFunnelCounts = { views: z.number(), add_to_cart: z.number(), orders: z.number() }
export const ZFunnelProduct = z.object({ _id: z.string(), name: z.string(), ...zFunnelCounts })
/** Views → add-to-cart → orders of the seller's products over calendar days in Vietnam time. */
export const ZSellerFunnel = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({ ...zFunnelCounts, cart_rate: z.number(), order_rate: z.number() }),
  products: z.array(ZFunnelProduct),
})
export type TSellerFunnel = z.infer<typeof ZSellerFunnel>

/** The admin report's days: `from`/`to` calendar days in Vietnam time (default the last 30), at most 92 days. */
export const ZTrackingReportQuery = z
  .object({ from: zDay.optional(), to: zDay.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'v.end_after_start' })

export const ZTrackingReport = z.object({
  from: z.string(),
  to: z.string(),
  /** `visitors` (trackwire): distinct devices that sent a session that day. */
  days: z.array(
    z.object({ date: z.string(), sessions: z.number(), visitors: z.number(), converted_sessions: z.number(), ...zFunnelCounts }),
  ),
  totals: z.object({
    sessions: z.number(),
    /** The days' visitors summed (a device back on another day counts again). */
    visitors: z.number(),
    converted_sessions: z.number(),
    conversion_rate: z.number(),
    ...zFunnelCounts,
  }),
  top_products: z.array(ZFunnelProduct),
})
export type TTrackingReport = z.infer<typeof ZTrackingReport>
