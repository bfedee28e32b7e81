import { z } from 'zod'
import { emptyToUndefined, zId } from './common.ts'

/**
 * Buyer–seller chat (spec §1, §2 `/ban-hang/tro-chuyen?id=`, §4 chat rooms, §5 chat rules, §7 Chat
 * rooms; issue 15; docs/api/chat.md). One room per buyer–shop pair. Every message has a per-room
 * sequence number `seq` (1, 2, 3… in commit order): it is the paging cursor both ways and the
 * read-receipt position, so a client that reconnects asks `after=<last seq it has>` and gets
 * exactly what it missed.
 */

export const CHAT_RULES = {
  /** Longest text message (characters, after trimming). */
  textMax: 2000,
  /** spec §9 chat history page_size 20. */
  pageSize: 20,
  pageMax: 100,
  roomsPageSize: 20,
  roomsPageMax: 50,
  /** A client message id (idempotent sends): any string the client makes up, unique per sender. */
  clientIdMax: 64,
  quickReplyMax: 500,
  quickRepliesPerShop: 30,
  reportReasonMax: 500,
  /** Per-user send rate limit: `sendBurst` messages per `sendWindowSeconds`. */
  sendBurst: 20,
  sendWindowSeconds: 10,
  /** spec §9: the seller is warned after 7 days without a reply. */
  inactivityDays: 7,
  /** Seller performance window for response rate and time. */
  responseWindowDays: 30,
  /** A device reported online by change-user-status counts as online this long unless renewed. */
  deviceOnlineSeconds: 30 * 60,
  /** spec §5: image accept list. */
  imageTypes: ['image/png', 'image/jpeg', 'image/gif'] as const,
  /** How many users one socket may watch the presence of. */
  presenceWatchMax: 100,
} as const

/** The API paths (Fastify patterns; `:id` is a room id unless said otherwise). */
export const CHAT_PATHS = {
  /** GET: the user's rooms. POST: open/reuse a room with a shop (+ first message), or send to a room. */
  rooms: '/api/v1/mobile/chat',
  /** GET: one room and its messages (cursor paging both ways). */
  messages: '/api/v1/cms-admin/chat/:id',
  /** POST multipart: image upload (the media module's route; its URL is an image message's content). */
  image: '/api/v1/image',
  suggest: '/api/v1/mobile/chat/suggest-chat',
  hide: '/api/v1/mobile/chat/hide-room-chat/:id',
  redDot: '/api/v1/mobile/chat/total-red-dot',
  readAll: '/api/v1/mobile/chat/read-all',
  unreadAll: '/api/v1/mobile/chat/unread-all',
  /** PUT: mark one room unread for the caller (spec §4 "read or unread per conversation"). */
  unreadRoom: '/api/v1/mobile/chat/unread-message/:id',
  /** PUT: mark one room read up to a seq (the same as the socket's `chat:read`). */
  readRoom: '/api/v1/mobile/chat/read-message/:id',
  /** POST: block the other side of the room; DELETE: unblock. */
  block: '/api/v1/mobile/chat/block/:id',
  /** POST: report the other side of the room (lands in the admin queue). */
  report: '/api/v1/mobile/chat/report/:id',
  /** Seller side: saved quick replies. GET/POST; PUT/DELETE `/:id` (a quick reply id). */
  quickReplies: '/api/v1/seller/chat/quick-replies',
  quickReply: '/api/v1/seller/chat/quick-replies/:id',
  /** Seller side: the room's buyer's recent orders with this shop (side panel). */
  buyerOrders: '/api/v1/seller/chat/buyer-orders/:id',
  /** Seller side: the shop's vouchers buyers may save (voucher card picker). */
  shopVouchers: '/api/v1/seller/chat/vouchers',
  /** PUT ?deviceId=&status=online|offline (community API, spec §7 auth and profile). */
  changeUserStatus: '/community/v1/notification/change-user-status',
  /**
   * Admin queue of chat reports (the queue pattern, docs/api/admin-queues.md): GET list; GET `/:id`
   * (a report id); POST `/:id/approve` (upheld: the room is closed by the platform); POST
   * `/:id/reject` `{ reason }` (dismissed); POST `/bulk`.
   */
  adminReports: '/api/v1/admin/chat-reports',
  adminReport: '/api/v1/admin/chat-reports/:id',
  adminReportApprove: '/api/v1/admin/chat-reports/:id/approve',
  adminReportReject: '/api/v1/admin/chat-reports/:id/reject',
  adminReportsBulk: '/api/v1/admin/chat-reports/bulk',
} as const

/** Socket.IO event names (both ways over `/socket.io`). */
export const CHAT_EVENTS = {
  /** client → server, with ack: `TChatSend` → `TChatAck`. Idempotent on client_id. */
  send: 'chat:send',
  /** server → both sides' users: `TChatMessageEvent`. Emitted after the message is committed. */
  message: 'chat:message',
  /** both ways: client sends `TChatTypingInput`; the other side gets `TChatTypingEvent`. */
  typing: 'chat:typing',
  /** both ways: client sends `TChatReadInput` (ack `TChatAck`); both sides get `TChatReadEvent`. */
  read: 'chat:read',
  /** client → server with ack: `TChatPresenceWatch` → `TChatPresenceState[]`; then `chat:presence` events. */
  watchPresence: 'chat:watch-presence',
  /** server → watchers: `TChatPresenceState`. */
  presence: 'chat:presence',
  /** server → the user: room flags changed elsewhere (read/unread/hide from another tab): `TChatRoomEvent`. */
  room: 'chat:room',
} as const

export const CHAT_MESSAGE_TYPES = ['text', 'image', 'product', 'order', 'voucher'] as const
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number]
/** Which side of the room: the buyer, or the shop (its owner and, later, its staff). */
export const CHAT_SIDES = ['buyer', 'shop'] as const
export type ChatSide = (typeof CHAT_SIDES)[number]
export const CHAT_ROOM_FILTERS = ['all', 'unread', 'unanswered'] as const
export type ChatRoomFilter = (typeof CHAT_ROOM_FILTERS)[number]
export const CHAT_SUGGEST_CONTEXTS = ['product', 'shop', 'order'] as const
export const CHAT_REPORT_REASONS = ['spam', 'scam', 'offensive', 'prohibited_goods', 'other'] as const
/** open → upheld (approve: the room is closed by the platform) or dismissed (reject). */
export const CHAT_REPORT_STATUSES = ['open', 'upheld', 'dismissed'] as const
export type ChatReportStatus = (typeof CHAT_REPORT_STATUSES)[number]

const zClientId = z.string().trim().min(1).max(CHAT_RULES.clientIdMax)
/**
 * `content`: the text of a text message; the URL answered by POST api/v1/image for an image; the
 * product / order / voucher id for a card. Empty or whitespace is refused (spec §5).
 */
const zContent = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(CHAT_RULES.textMax, { error: 'v.too_long' })
const zType = z.enum(CHAT_MESSAGE_TYPES).default('text')
const zSideQuery = z.enum(CHAT_SIDES).default('buyer')

// ----- requests -------------------------------------------------------------------------------

/** POST api/v1/mobile/chat, first form: open (or reuse) the room with a shop; sends `content` when given. */
export const ZChatOpen = z.strictObject({
  shop_id: zId,
  content: z.preprocess(emptyToUndefined, zContent.optional()),
  type: zType,
  client_id: z.preprocess(emptyToUndefined, zClientId.optional()),
})
export type TChatOpen = z.input<typeof ZChatOpen>
/** POST api/v1/mobile/chat, second form (and the socket's `chat:send`): a message to a room. */
export const ZChatSend = z.strictObject({
  room_id: zId,
  content: zContent,
  type: zType,
  client_id: zClientId,
})
export type TChatSend = z.input<typeof ZChatSend>
export const ZChatPost = z.union([ZChatSend, ZChatOpen])

/** GET api/v1/mobile/chat. `cursor` is the `next_cursor` of the previous page (opaque). */
export const ZChatRoomsQuery = z.object({
  side: zSideQuery,
  filter: z.enum(CHAT_ROOM_FILTERS).default('all'),
  /** Searches the other side's name. */
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  cursor: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  limit: z.coerce.number().int().min(1).max(CHAT_RULES.roomsPageMax).default(CHAT_RULES.roomsPageSize),
  /** Hidden rooms are left out unless asked. */
  include_hidden: z.preprocess((v) => v === 'true' || v === true || v === '1', z.boolean()).default(false),
})
export type TChatRoomsQuery = z.input<typeof ZChatRoomsQuery>

/**
 * GET api/v1/cms-admin/chat/{id}: without `before`/`after` the latest `limit` messages; `before=N`
 * the `limit` messages before seq N (older); `after=N` those after seq N (newer, what a reconnecting
 * client missed). Messages come oldest first.
 */
export const ZChatMessagesQuery = z.object({
  before: z.coerce.number().int().min(1).optional(),
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_RULES.pageMax).default(CHAT_RULES.pageSize),
})
export type TChatMessagesQuery = z.input<typeof ZChatMessagesQuery>

/** total-red-dot, read-all, unread-all: which side's rooms (a seller is also a buyer elsewhere). */
export const ZChatSideQuery = z.object({ side: zSideQuery })
export const ZChatReadInput = z.strictObject({ room_id: zId, seq: z.number().int().min(0) })
export type TChatReadInput = z.infer<typeof ZChatReadInput>
/** PUT read-message/{id} body: read up to `seq` (default: everything). */
export const ZChatReadBody = z.strictObject({ seq: z.number().int().min(0).optional() })
export const ZChatTypingInput = z.strictObject({ room_id: zId, typing: z.boolean() })
export type TChatTypingInput = z.infer<typeof ZChatTypingInput>

export const ZChatSuggestQuery = z.object({
  context: z.enum(CHAT_SUGGEST_CONTEXTS).default('shop'),
  product_id: z.preprocess(emptyToUndefined, zId.optional()),
})
export type TChatSuggestQuery = z.input<typeof ZChatSuggestQuery>

export const ZChatReportInput = z.strictObject({
  reason: z.enum(CHAT_REPORT_REASONS),
  note: z.preprocess(emptyToUndefined, z.string().trim().max(CHAT_RULES.reportReasonMax).optional()),
  /** The message reported, if one (it must be in this room and from the other side). */
  message_id: z.preprocess(emptyToUndefined, zId.optional()),
})
export type TChatReportInput = z.infer<typeof ZChatReportInput>

export const ZQuickReplyInput = z.strictObject({
  content: z.string().trim().min(1, { error: 'v.required' }).max(CHAT_RULES.quickReplyMax, { error: 'v.too_long' }),
})
export type TQuickReplyInput = z.infer<typeof ZQuickReplyInput>

/** PUT /community/v1/notification/change-user-status?deviceId=&status= (spec §7). */
export const ZChangeUserStatusQuery = z.object({
  deviceId: z.string().trim().min(1).max(100),
  status: z.enum(['online', 'offline']),
})
export type TChangeUserStatusQuery = z.infer<typeof ZChangeUserStatusQuery>

export const ZChatPresenceWatch = z.strictObject({ user_ids: z.array(zId).max(CHAT_RULES.presenceWatchMax) })
export type TChatPresenceWatch = z.infer<typeof ZChatPresenceWatch>

export const ZChatReportQueueQuery = z.object({
  status: z.enum(CHAT_REPORT_STATUSES).default('open'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type TChatReportQueueQuery = z.input<typeof ZChatReportQueueQuery>
/** POST …/chat-reports/{id}/reject: why the report is dismissed (1–300 characters). */
export const ZChatReportReject = z.strictObject({
  reason: z.string().trim().min(1, { error: 'v.required' }).max(300, { error: 'v.too_long' }),
})

// ----- responses ------------------------------------------------------------------------------

/** Product card snapshot (taken when sent: price changes later do not rewrite history). */
export const ZChatProductCard = z.object({
  kind: z.literal('product'),
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  sale_price: z.number(),
  before_sale_price: z.number().nullable(),
  discount_percent: z.number(),
  url: z.string(),
})
export const ZChatOrderCard = z.object({
  kind: z.literal('order'),
  _id: z.string(),
  code: z.string(),
  status: z.string(),
  total_order_payment: z.number(),
  item_count: z.number(),
  first_item: z.object({ name: z.string(), image: z.string().nullable() }).nullable(),
  created_at: z.string(),
})
/** spec §3 Voucher "Chat card": _id, code, is_saved, available, chatbotVoucher.description. */
export const ZChatVoucherCard = z.object({
  kind: z.literal('voucher'),
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  /** For the viewer (the buyer): already in their wallet. Always false for the shop side. */
  is_saved: z.boolean(),
  /** Still running and savable now (computed when read). */
  available: z.boolean(),
  chatbotVoucher: z.object({ description: z.string() }),
  type: z.string(),
  value: z.number(),
  min_order_value: z.number(),
  end_time: z.string(),
})
export type TChatProductCard = z.infer<typeof ZChatProductCard>
export type TChatOrderCard = z.infer<typeof ZChatOrderCard>
export type TChatVoucherCard = z.infer<typeof ZChatVoucherCard>
export const ZChatCard = z.discriminatedUnion('kind', [ZChatProductCard, ZChatOrderCard, ZChatVoucherCard])
export type TChatCard = z.infer<typeof ZChatCard>

export const ZChatMessage = z.object({
  _id: z.string(),
  room_id: z.string(),
  /** Position in the room (1, 2, 3…): the cursor. */
  seq: z.number(),
  client_id: z.string().nullable(),
  sender_id: z.string(),
  sender_side: z.enum(CHAT_SIDES),
  type: z.enum(CHAT_MESSAGE_TYPES),
  /** Plain text (never HTML): the text, the image URL, or the card's id. */
  content: z.string(),
  card: ZChatCard.nullable(),
  created_at: z.string(),
})
export type TChatMessage = z.infer<typeof ZChatMessage>

export const ZChatParty = z.object({
  _id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
})
export const ZChatRoom = z.object({
  _id: z.string(),
  /** The caller's side in this room. */
  side: z.enum(CHAT_SIDES),
  shop: ZChatParty.extend({ owner_id: z.string() }),
  buyer: ZChatParty,
  /** The other side's user id (presence) and whether they are online now. */
  peer_user_id: z.string(),
  online: z.boolean(),
  last_message: ZChatMessage.nullable(),
  last_message_at: z.string().nullable(),
  last_seq: z.number(),
  /** Closed by the platform after an upheld report: nobody can send in it any more. */
  is_closed: z.boolean(),
  /** Up to which seq the caller / the other side has read (read receipts: seq ≤ peer_read_seq is "seen"). */
  read_seq: z.number(),
  peer_read_seq: z.number(),
  unread_count: z.number(),
  /** Marked unread by hand (unread-message/{id}). */
  marked_unread: z.boolean(),
  is_hidden: z.boolean(),
  /** The last message is the buyer's (the seller's "unanswered" filter). */
  unanswered: z.boolean(),
  blocked_by_me: z.boolean(),
  blocked_by_peer: z.boolean(),
})
export type TChatRoom = z.infer<typeof ZChatRoom>

export const ZChatRoomList = z.object({ items: z.array(ZChatRoom), next_cursor: z.string().nullable() })
export type TChatRoomList = z.infer<typeof ZChatRoomList>
/** POST api/v1/mobile/chat answer: the room, and the message when one was sent. */
export const ZChatPostResult = z.object({ room: ZChatRoom, message: ZChatMessage.nullable() })
export type TChatPostResult = z.infer<typeof ZChatPostResult>
export const ZChatMessagePage = z.object({
  room: ZChatRoom,
  messages: z.array(ZChatMessage),
  /** Older messages exist before messages[0] (ask before=messages[0].seq). */
  has_more_before: z.boolean(),
  /** Newer messages exist after the last one (ask after=last seq). */
  has_more_after: z.boolean(),
})
export type TChatMessagePage = z.infer<typeof ZChatMessagePage>
/** total-red-dot: `data.data` is the count (as the cart count answers). */
export const ZChatRedDot = z.object({ data: z.number() })
export const ZChatSuggestions = z.object({ items: z.array(z.object({ key: z.string(), text: z.string() })) })
export type TChatSuggestions = z.infer<typeof ZChatSuggestions>
export const ZChatChanged = z.object({ updated: z.number() })
export const ZQuickReply = z.object({ _id: z.string(), content: z.string(), created_at: z.string() })
export type TQuickReply = z.infer<typeof ZQuickReply>
export const ZChatBlockState = z.object({ blocked_by_me: z.boolean(), blocked_by_peer: z.boolean() })
export const ZChatBuyerOrder = ZChatOrderCard.omit({ kind: true })
export type TChatBuyerOrder = z.infer<typeof ZChatBuyerOrder>
export const ZChatShopVoucher = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  end_time: z.string(),
})
export type TChatShopVoucher = z.infer<typeof ZChatShopVoucher>
export const ZChatPresenceState = z.object({ user_id: z.string(), online: z.boolean() })
export type TChatPresenceState = z.infer<typeof ZChatPresenceState>

export const ZChatReport = z.object({
  _id: z.string(),
  room_id: z.string(),
  reporter: z.object({ _id: z.string(), name: z.string(), side: z.enum(CHAT_SIDES) }),
  reported: z.object({ _id: z.string(), name: z.string(), side: z.enum(CHAT_SIDES) }),
  shop: z.object({ _id: z.string(), name: z.string() }),
  reason: z.enum(CHAT_REPORT_REASONS),
  note: z.string().nullable(),
  message: ZChatMessage.nullable(),
  status: z.enum(CHAT_REPORT_STATUSES),
  created_at: z.string(),
  decided_by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
})
export type TChatReport = z.infer<typeof ZChatReport>
/** The admin detail: the report and the room's messages around it (latest 50). */
export const ZChatReportDetail = ZChatReport.extend({ context: z.array(ZChatMessage) })
export type TChatReportDetail = z.infer<typeof ZChatReportDetail>

// ----- socket payloads ------------------------------------------------------------------------

/** The ack of `chat:send` / `chat:read`: the stored message, or the §8 error (localised). */
export const ZChatAck = z.union([
  z.object({ ok: z.literal(true), message: ZChatMessage.optional() }),
  z.object({ ok: z.literal(false), error: z.object({ code: z.string(), message: z.string() }) }),
])
export type TChatAck = z.infer<typeof ZChatAck>
/** `chat:message` to each side's users: the message, and the recipient side's unread state. */
export const ZChatMessageEvent = z.object({
  message: ZChatMessage,
  /** The receiving user's side in this room, its unread count there, and their red-dot total on that side. */
  side: z.enum(CHAT_SIDES),
  unread_count: z.number(),
  red_dot: z.number(),
})
export type TChatMessageEvent = z.infer<typeof ZChatMessageEvent>
export const ZChatTypingEvent = z.object({ room_id: z.string(), user_id: z.string(), side: z.enum(CHAT_SIDES), typing: z.boolean() })
export type TChatTypingEvent = z.infer<typeof ZChatTypingEvent>
export const ZChatReadEvent = z.object({ room_id: z.string(), side: z.enum(CHAT_SIDES), read_seq: z.number() })
export type TChatReadEvent = z.infer<typeof ZChatReadEvent>
export const ZChatRoomEvent = z.object({
  room_id: z.string(),
  side: z.enum(CHAT_SIDES),
  unread_count: z.number(),
  marked_unread: z.boolean(),
  is_hidden: z.boolean(),
  red_dot: z.number(),
})
export type TChatRoomEvent = z.infer<typeof ZChatRoomEvent>
