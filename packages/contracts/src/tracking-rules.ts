/**
 * Tracking rules shared by the browser's tracking client and the server (issue 18, spec §3/§4/§5/§9).
 * No zod here on purpose: the browser client imports this file and must stay within 5 KB gzip.
 */

/** spec §9 "Tracking" constants. */
export const TRACKING = {
  /** Events a session may hold (spec: maxEvents 1000, default 100). */
  maxEvents: 1000,
  defaultMaxEvents: 100,
  /** Idle timeout: 1 minute by default, 10 minutes once the client is initialised. */
  idleTimeoutMs: 60_000,
  initIdleTimeoutMs: 10 * 60_000,
  /** A hidden tab ends its session after 5 minutes. */
  backgroundTimeoutMs: 5 * 60_000,
  /** In-progress sessions with at least `minEventsToSend` events are sent this often. */
  periodicSendMs: 600_000,
  minEventsToSend: 2,
  /** A failed send is retried up to 3 times, waiting 2 s, 4 s, 8 s. */
  retries: 3,
  backoffBaseMs: 2_000,
  /** The client waits for the app to be ready: up to 50 polls, 100 ms apart. */
  readinessPolls: 50,
  readinessPollMs: 100,
  deviceIdSuffix: 24,
  appVersion: '1.0.0',
  /** Sessions the client sends in one bulk body (the server takes up to TRACKING_LIMITS.maxBulkSessions). */
  bulkSessions: 20,
} as const

/** What the ingestion accepts (server side; the client never exceeds them). */
export const TRACKING_LIMITS = {
  /** Sessions in one bulk body. */
  maxBulkSessions: 50,
  /** Events in one request, all sessions together. */
  maxEventsPerRequest: 5_000,
  /** A session may start at most this many days ago (older partitions are dropped). */
  maxAgeDays: 30,
  /** ...and at most this far in the future (clock skew of a phone). */
  maxSkewSeconds: 24 * 3600,
  metadataMaxKeys: 20,
  metadataMaxChars: 2_000,
} as const

/** Raw events are kept this many days; the daily aggregates are kept for good. */
export const TRACKING_RETENTION_DAYS = 35
/** The partition job creates partitions for today and this many days ahead. */
export const TRACKING_PARTITIONS_AHEAD = 3

/** The event types spec §3 names; further `View…` events are accepted too ("the full list is not shown"). */
export const TRACKING_EVENT_TYPES = [
  'AppOpen',
  'Register',
  'Login',
  'Logout',
  'ViewProduct',
  'AddToCart',
  'BuyNow',
  'SearchKeyword',
  'ViewVoucher',
  'SaveVoucher',
  'FollowShop',
  'Checkout',
  'ApplyVoucher',
  'SelectShipping',
  'SelectPayment',
  'OrderSuccess',
  'OrderFailed',
  'CheckoutCanceled',
  'RatingOrder',
  'CancelOrder',
  'RepurchaseOrder',
  'ViewChat',
  'ViewChatList',
  'ViewChatRoom',
  'ViewFAQ',
  'ViewHome',
  'ViewShop',
  'ViewCategory',
  'ViewCart',
  'ViewSearch',
] as const
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number]

// built on first use: the browser client never calls it, and must not carry the list (5 KB budget)
let known: Set<string> | undefined
export function isTrackingEventType(t: string) {
  known ??= new Set(TRACKING_EVENT_TYPES)
  return known.has(t) || /^View[A-Z][A-Za-z]{0,40}$/.test(t)
}

export type TrackingMetadata = Record<string, string | number | boolean | null | string[]>
export type TrackingEventLike = { type: string; object_id?: string | null; metadata?: TrackingMetadata | null }

/**
 * spec §5: a tracked product view needs id and name; add-to-cart needs a product id, quantity
 * above 0 and a price of at least 0. Returns the failing field and its message key, or null.
 */
export function trackingEventProblem(e: TrackingEventLike): { path: string; message: string } | null {
  const m = e.metadata ?? {}
  if (e.type === 'ViewProduct') {
    if (!e.object_id) return { path: 'object_id', message: 'v.required' }
    if (typeof m.name !== 'string' || !m.name.trim()) return { path: 'metadata.name', message: 'v.required' }
  }
  if (e.type === 'AddToCart') {
    if (!e.object_id) return { path: 'object_id', message: 'v.required' }
    if (typeof m.quantity !== 'number' || !(m.quantity > 0)) return { path: 'metadata.quantity', message: 'v.quantity' }
    if (typeof m.price !== 'number' || !(m.price >= 0)) return { path: 'metadata.price', message: 'v.invalid' }
  }
  return null
}

/** Two events are "identical" when they say the same thing; their ids and times may differ. */
const sameEvent = (a: TrackingEventLike, b: TrackingEventLike) =>
  a.type === b.type &&
  (a.object_id ?? null) === (b.object_id ?? null) &&
  JSON.stringify(a.metadata ?? null) === JSON.stringify(b.metadata ?? null)

/** spec §5: adjacent identical events are removed before a session is sent (the first one stays). */
export function dropAdjacentDuplicates<T extends TrackingEventLike>(events: readonly T[]): T[] {
  const out: T[] = []
  for (const e of events) {
    const last = out[out.length - 1]
    if (!last || !sameEvent(last, e)) out.push(e)
  }
  return out
}

/** spec §4: order_success once an order-success event exists. */
export const conversionStatusOf = (events: readonly { type: string }[]) =>
  events.some((e) => e.type === 'OrderSuccess') ? ('order_success' as const) : ('in_progress' as const)
