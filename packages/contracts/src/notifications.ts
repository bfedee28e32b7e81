import { z } from 'zod'
import { zId } from './common.ts'
import { LANGS } from './locale.ts'

/**
 * Notifications (spec §3 Notification, §4 notification types, §7 Notifications; issue 15).
 * Every notification is stored per recipient with an audience: BUYER (the buyer's bell and
 * /trang-ca-nhan/thong-bao) or SELLER (the seller centre's /ban-hang/thong-bao).
 */

/**
 * Spec §4 types (`group_buy` = group-buy rooms), plus two the marketplace produces that §4 has
 * no name for: `chat` (a message while offline, a seller not replying), `shop` (the seller's
 * own shop: application and product decisions, low stock, new followers) and `community` (likes,
 * comments, replies and follows of the user's posts and wall).
 */
export const NOTIFICATION_TYPES = [
  'orders',
  'refunds',
  'promotions',
  'livestreams',
  'group_buy',
  'payments',
  'affiliate',
  'chat',
  'shop',
  'community',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]
export const zNotificationType = z.enum(NOTIFICATION_TYPES, { error: 'v.invalid' })

export const NOTIFICATION_AUDIENCES = ['BUYER', 'SELLER'] as const
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number]
export const zNotificationAudience = z.enum(NOTIFICATION_AUDIENCES, { error: 'v.invalid' })

/** Where a notification may be delivered; each is a preference per type (spec: in-app, push, e-mail). */
export const NOTIFICATION_CHANNELS = ['in_app', 'push', 'email'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

/** What a notification opens (spec §3 `targetType`); the ids of §3 say which record. */
export const NOTIFICATION_TARGET_TYPES = [
  'order',
  'refund',
  'product',
  'shop',
  'campaign',
  'voucher',
  'blog',
  'banner',
  'chat',
  'post',
  'user',
  'none',
] as const
export type NotificationTargetType = (typeof NOTIFICATION_TARGET_TYPES)[number]

/**
 * The finer event a notification reports (templates are per event). The list grows additively;
 * clients treat an unknown event like its `type`.
 */
export const NOTIFICATION_EVENTS = [
  // orders (buyer)
  'order.awaiting_confirmation',
  'order.confirmed',
  'order.preparing',
  'order.shipped',
  'order.delivered',
  'order.completed',
  'order.cancelled',
  'order.cancel_rejected',
  // orders (seller)
  'order.new',
  'order.cancel_requested',
  'order.received_by_buyer',
  // payments
  'payment.succeeded',
  'payment.failed',
  // refunds (both sides, per step)
  'return.requested',
  'return.accepted',
  'return.rejected',
  'return.shipped_back',
  'return.received',
  'return.admin_review',
  'return.refunded',
  'return.cancelled',
  'return.closed',
  // promotions
  'voucher.expiring',
  'promotion.broadcast',
  // the seller's shop
  'shop.application_approved',
  'shop.application_rejected',
  'product.approved',
  'product.rejected',
  'stock.low',
  // chat (raised by the chat module through the lead's wiring)
  'chat.offline_message',
  'chat.seller_inactive',
  // community (once follows land)
  'shop.new_follower',
  // community (issue 16): likes, comments, replies and follows; likes and comments of one post collapse per hour
  'community.post_liked',
  'community.commented',
  'community.replied',
  'community.new_follower',
  // n15: the checkout's confirmation e-mail (one per checkout, e-mail only: a receipt) and the admin's
  // approval of a return (the buyer's refund is on its way)
  'order.placed',
  'return.approved',
  // issue 16: a moderator upheld reports against the user's content and warned them (always delivered)
  'community.warning',
  // gbuy (issue 18): group-buy rooms (type group_buy)
  'group_buy.joined',
  'group_buy.succeeded',
  'group_buy.failed',
] as const
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]

/** One stored notification as every list and socket event gives it (spec §3 fields + what the UI needs). */
export const ZNotification = z.object({
  _id: z.string(),
  type: zNotificationType,
  /** NOTIFICATION_EVENTS (a string so that new events never break an older client). */
  event: z.string(),
  audience: zNotificationAudience,
  /** Written in the recipient's stored language (PUT language). */
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  order_id: z.string().nullable(),
  campaign_id: z.string().nullable(),
  blog_id: z.string().nullable(),
  product_id: z.string().nullable(),
  /** The recipient. */
  user_id: z.string(),
  shop_id: z.string().nullable(),
  banner_id: z.string().nullable(),
  /** Extra ids the §3 list has no field for: a return request, a chat room, a voucher. */
  refund_id: z.string().nullable(),
  room_id: z.string().nullable(),
  voucher_id: z.string().nullable(),
  targetType: z.enum(NOTIFICATION_TARGET_TYPES),
  /** The web path the item opens (e.g. `/trang-ca-nhan/don-hang/<id>`), null when it opens nothing. */
  link: z.string().nullable(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
})
export type TNotification = z.infer<typeof ZNotification>

const zBoolQuery = z.enum(['true', 'false'], { error: 'v.invalid' }).transform((v) => v === 'true')

/**
 * GET /api/v2/mobile/notifications (audience defaults to BUYER) and GET
 * /community/v1/notification/get-all (both audiences unless one is asked). Newest first.
 */
export const ZNotificationListQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    type: zNotificationType.optional(),
    audience: zNotificationAudience.optional(),
    is_read: zBoolQuery.optional(),
  })
  .strict()
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>

/** Unread counts of the caller, per audience. */
export const ZNotificationUnread = z.object({ buyer: z.number().int(), seller: z.number().int() })
export type TNotificationUnread = z.infer<typeof ZNotificationUnread>

export const ZNotificationPage = z.object({
  success: z.literal(true),
  data: z.array(ZNotification),
  meta: z.object({ page: z.number(), limit: z.number(), total: z.number(), unread: ZNotificationUnread }),
})
export type TNotificationPage = z.infer<typeof ZNotificationPage>

/**
 * GET /api/v1/mobile/notification-buyer/unread-count: `data` is the number (like the cart count's
 * data.data), of the asked audience (BUYER by default); `buyer` and `seller` give both.
 */
export const ZNotificationUnreadQuery = z.object({ audience: zNotificationAudience.optional() }).strict()
export const ZNotificationUnreadCount = z.object({ data: z.number().int(), buyer: z.number().int(), seller: z.number().int() })
export type TNotificationUnreadCount = z.infer<typeof ZNotificationUnreadCount>

/**
 * PUT /community/v1/notification/mask-read and /api/v1/mobile/notification-buyer/mask-read:
 * `id` or `ids` (up to 100). Someone else's id is ignored (counted out of `updated`).
 */
export const ZNotificationMaskRead = z
  .object({
    id: zId.optional(),
    ids: z.array(zId).min(1).max(100).optional(),
  })
  .strict()
  .refine((v) => v.id !== undefined || v.ids !== undefined, { message: 'v.required', path: ['ids'] })
export type TNotificationMaskRead = z.infer<typeof ZNotificationMaskRead>

/** PUT /community/v1/notification/read-all (optionally one audience and/or type); the buyer variant is BUYER only. */
export const ZNotificationReadAll = z.object({ audience: zNotificationAudience.optional(), type: zNotificationType.optional() }).strict()
export type TNotificationReadAll = z.infer<typeof ZNotificationReadAll>

export const ZNotificationReadResult = z.object({ updated: z.number().int(), unread: ZNotificationUnread })
export type TNotificationReadResult = z.infer<typeof ZNotificationReadResult>

// ----- push tokens (Web Push with VAPID; mobile tokens are stored for a future gateway) -----

export const PUSH_OS = ['web', 'android', 'ios'] as const
export type PushOs = (typeof PUSH_OS)[number]

/**
 * POST /community/v1/notification/create-push-token. For `os: 'web'` the token is the browser's
 * `PushSubscription.toJSON()` serialised as a JSON string (`{ endpoint, keys: { p256dh, auth } }`);
 * an invalid one is 400 naming `token`. One token per (user, deviceId): sending again replaces it.
 */
export const ZCreatePushToken = z
  .object({
    token: z.string().trim().min(1, { error: 'v.required' }).max(4096),
    deviceId: z.string().trim().min(1, { error: 'v.required' }).max(100),
    os: z.enum(PUSH_OS, { error: 'v.invalid' }),
  })
  .strict()
export type TCreatePushToken = z.infer<typeof ZCreatePushToken>

/** The shape a web token must parse to (PushSubscription JSON). */
export const ZWebPushSubscription = z.object({
  endpoint: z.url({ protocol: /^https?$/ }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1), auth: z.string().min(1) }),
})
export type TWebPushSubscription = z.infer<typeof ZWebPushSubscription>

/** `is_push_enabled`: whether the server can deliver to it now (web: yes; android/ios: no gateway yet). */
export const ZPushTokenSaved = z.object({ deviceId: z.string(), os: z.enum(PUSH_OS), is_push_enabled: z.boolean() })
export type TPushTokenSaved = z.infer<typeof ZPushTokenSaved>

/** POST /community/v1/notification/remove-device-push-token (also done by the server on logout of that device). */
export const ZRemovePushToken = z.object({ deviceId: z.string().trim().min(1, { error: 'v.required' }).max(100) }).strict()
export type TRemovePushToken = z.infer<typeof ZRemovePushToken>
export const ZPushTokenRemoved = z.object({ removed: z.number().int() })

/** GET /community/v1/notification/vapid-public-key (public): the application server key for `pushManager.subscribe`. */
export const ZVapidPublicKey = z.object({ publicKey: z.string() })
export type TVapidPublicKey = z.infer<typeof ZVapidPublicKey>

// ----- preferences and language ----------------------------------------------------------------

export const ZNotificationPreference = z.object({
  type: zNotificationType,
  in_app: z.boolean(),
  push: z.boolean(),
  email: z.boolean(),
})
export type TNotificationPreference = z.infer<typeof ZNotificationPreference>

/** GET/PUT /community/v1/notification/preferences: every type, each with its three channels. */
export const ZNotificationPreferences = z.object({ preferences: z.array(ZNotificationPreference) })
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>

/** PUT body: only the types and channels that change. */
export const ZUpdateNotificationPreferences = z
  .object({
    preferences: z
      .array(
        z
          .object({
            type: zNotificationType,
            in_app: z.boolean().optional(),
            push: z.boolean().optional(),
            email: z.boolean().optional(),
          })
          .strict(),
      )
      .min(1)
      .max(NOTIFICATION_TYPES.length)
      // each type once: two answers for one type in one request are ambiguous
      .refine((list) => new Set(list.map((p) => p.type)).size === list.length, { message: 'v.invalid' }),
  })
  .strict()
export type TUpdateNotificationPreferences = z.infer<typeof ZUpdateNotificationPreferences>

/**
 * PUT /community/v1/notification/language: the UI language, sent by the web when it changes and
 * at sign-in. Notifications, pushes and e-mails to this user are written in it.
 */
export const ZNotificationLanguage = z.object({ language: z.enum(LANGS, { error: 'v.invalid' }) }).strict()
export type TNotificationLanguage = z.infer<typeof ZNotificationLanguage>

// ----- paths and socket events -----------------------------------------------------------------

export const NOTIFICATION_API = {
  list: '/api/v2/mobile/notifications',
  unreadCount: '/api/v1/mobile/notification-buyer/unread-count',
  buyerMaskRead: '/api/v1/mobile/notification-buyer/mask-read',
  buyerMaskReadAll: '/api/v1/mobile/notification-buyer/mask-read-all',
  getAll: '/community/v1/notification/get-all',
  maskRead: '/community/v1/notification/mask-read',
  readAll: '/community/v1/notification/read-all',
  createPushToken: '/community/v1/notification/create-push-token',
  removePushToken: '/community/v1/notification/remove-device-push-token',
  vapidPublicKey: '/community/v1/notification/vapid-public-key',
  preferences: '/community/v1/notification/preferences',
  language: '/community/v1/notification/language',
} as const

/** Socket.IO events notify emits to the recipient's `user:<id>` room (notify owns `notification:*`). */
export const NOTIFICATION_SOCKET = {
  /** A new notification was stored for the user: `TNotificationNewEvent`. */
  new: 'notification:new',
  /** The user's unread counts changed (read in another tab or device): `TNotificationUnread`. */
  unread: 'notification:unread',
  /**
   * New notifications were stored by a broadcast (a promotion to many users): refetch the unread
   * count (and the open list). Payload `TNotificationRefreshEvent`. One event per page of
   * recipients instead of one per user keeps a 100,000-user fan-out cheap across processes.
   */
  refresh: 'notification:refresh',
} as const

export const ZNotificationRefreshEvent = z.object({ type: zNotificationType, event: z.string() })
export type TNotificationRefreshEvent = z.infer<typeof ZNotificationRefreshEvent>

export const ZNotificationNewEvent = z.object({ notification: ZNotification, unread: ZNotificationUnread })
export type TNotificationNewEvent = z.infer<typeof ZNotificationNewEvent>

/**
 * The JSON payload of a Web Push message (what the service worker receives, encrypted in transit).
 * `tag` groups pushes of one target; `link` is the path to open on click.
 */
export const ZPushPayload = z.object({
  _id: z.string(),
  type: zNotificationType,
  event: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  image: z.string().nullable(),
  tag: z.string(),
  created_at: z.string(),
})
export type TPushPayload = z.infer<typeof ZPushPayload>
