import { z } from 'zod'
import { ZChatOrderCard, ZChatVoucherCard } from './chat.ts'
import { zId } from './common.ts'
import { COLOR_IDS, SEARCH_GENDERS } from './search-query.ts'

/**
 * The shopping assistant (spec §1, §2 widget, §3 chatbot card / chat message / chatbot user
 * context, §4 assistant widget, §7 Assistant service + analytics events + remote config, §8
 * Assistant, §9; issue 17; docs/api/assistant.md).
 *
 * The §7 request and response fields are used exactly (message, user_id, ab_variant, userContext,
 * user_image; content/answer, products, vouchers, generated_image; history messages with id,
 * content, role/isUser, timestamp/createdAt), inside the API's usual `{ success, data }` envelope.
 * On top, every assistant message carries `ui`: which cards and follow-ups to show, so the widget
 * never guesses from keywords in the reply text.
 *
 * Who the conversation belongs to is decided by the server, never by `user_id`: a signed-in
 * buyer's profile id, or a guest session's (guest) user id. `user_id` is accepted because the spec
 * sends it, and ignored for access. Guests' history joins their account when they log in.
 */

export const ASSISTANT_RULES = {
  /** Longest text message (characters, after trimming). */
  messageMax: 1000,
  /** spec §9: chat history page_size 20. */
  historyPageSize: 20,
  historyPageMax: 50,
  /** spec §9: products per page 8 (one reply carries one page; "view more" asks for the next). */
  productsPageSize: 8,
  /** spec §9: vouchers per page 6 (the widget pages the reply's list with previous/next, "page x/y"). */
  vouchersPageSize: 6,
  /** Most vouchers one reply lists. */
  vouchersMax: 36,
  /** Largest image a message may carry (decoded bytes). */
  imageMaxBytes: 5 * 1024 * 1024,
  /** spec §5 chat rules: image accept list (png, jpg, jpeg, gif). */
  imageTypes: ['image/png', 'image/jpeg', 'image/gif'] as const,
  /** Per user/session rate limit of POST chat: `sendBurst` messages per `sendWindowSeconds`. */
  sendBurst: 12,
  sendWindowSeconds: 60,
  /** Analytics events per user/session per minute. */
  eventsPerMinute: 60,
  /** spec §9 remote config: minimum fetch interval 1 hour, fetch timeout 60 s. */
  minFetchMinutes: 60,
  fetchTimeoutSeconds: 60,
  /** Longest remote-config text. */
  textMax: 300,
} as const

/** The API paths. */
export const ASSISTANT_PATHS = {
  /** POST (member: signed in or a guest session): one message in, the assistant's reply out. */
  chat: '/assistant/chat',
  /** GET (public; anonymous callers get an empty history): the caller's conversation, newest page first. */
  history: '/assistant/chat-history',
  /** POST (public): one §7 analytics event from the widget. */
  events: '/assistant/events',
  /** GET (public): the remote config (style split, texts, fetch interval). */
  config: '/assistant/config',
  /** GET/PUT (admin): the remote config the admin console (`/admin/tro-ly`) edits. */
  adminConfig: '/api/v1/admin/assistant/config',
} as const

/** spec §4/§9: the persona, assigned 50/50 (remote config `ab_split`) and stored in the browser. */
export const ASSISTANT_VARIANTS = ['normal', 'funny'] as const
export type AssistantVariant = (typeof ASSISTANT_VARIANTS)[number]
export const zAbVariant = z.enum(ASSISTANT_VARIANTS)

/** What the assistant understood a message to be about. */
export const ASSISTANT_INTENTS = [
  'search',
  'vouchers',
  'order_status',
  'return_help',
  'size_advice',
  'try_on',
  'greeting',
  'thanks',
  'image',
  'out_of_scope',
] as const
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number]

/** Skin types the built-in brain recognises (beauty products). */
export const ASSISTANT_SKIN_TYPES = ['dry', 'oily', 'combination', 'sensitive', 'normal', 'acne'] as const
/** Occasions the built-in brain recognises. */
export const ASSISTANT_OCCASIONS = ['party', 'office', 'wedding', 'beach', 'sport', 'date', 'daily', 'school', 'tet'] as const
/** Materials the built-in brain recognises. */
export const ASSISTANT_MATERIALS = ['cotton', 'linen', 'silk', 'denim', 'leather', 'wool', 'lace', 'chiffon', 'kaki', 'polyester'] as const

// ----- request ------------------------------------------------------------------------------

/** spec §3 chatbot user context (what the widget knows; informative only, never trusted for access). */
export const ZChatbotUserContext = z.object({
  userId: z.string().max(100).nullish(),
  userName: z.string().max(200).nullish(),
  userType: z.enum(['authenticated', 'guest']).nullish(),
  sessionId: z.string().max(100).nullish(),
  email: z.string().max(320).nullish(),
  userProfile: z
    .object({
      gender: z.number().int().nullish(),
      birthday: z.string().max(40).nullish(),
      bodyShapeType: z.string().max(40).nullish(),
    })
    .nullish(),
})
export type TChatbotUserContext = z.infer<typeof ZChatbotUserContext>

/** The filters a product search of the assistant ran with (echoed in the products card, sent back by follow-ups). */
export const ZAssistantSearch = z.object({
  /** The words product names must contain (the catalogue's words: "son", "sơn móng", "váy"). */
  keyword: z.string().max(200),
  /** The category the assistant understood (its own ids: "lipstick", "nail_polish", "dress"…), if any. */
  category: z.string().max(40).nullable(),
  price_min: z.number().int().min(0).nullable(),
  price_max: z.number().int().min(0).nullable(),
  colors: z.array(z.enum(COLOR_IDS)).max(5),
  sizes: z.array(z.string().max(10)).max(5),
  gender: z.enum(SEARCH_GENDERS).nullable(),
  skin_types: z.array(z.enum(ASSISTANT_SKIN_TYPES)).max(3),
  occasions: z.array(z.enum(ASSISTANT_OCCASIONS)).max(3),
  materials: z.array(z.enum(ASSISTANT_MATERIALS)).max(3),
})
export type TAssistantSearch = z.infer<typeof ZAssistantSearch>

/**
 * A structured request a button sends instead of (or with) text: follow-ups, suggested actions,
 * clarifying options, the try-on product choice. The server validates them like typed text.
 */
export const ZAssistantAction = z.discriminatedUnion('type', [
  /** Search (again): `search` as echoed by a products card, `page` for "view more products". */
  z.strictObject({ type: z.literal('search'), search: ZAssistantSearch.optional(), page: z.number().int().min(1).max(50).optional() }),
  /** "Filter by price": the last search with a price range. */
  z.strictObject({
    type: z.literal('filter_price'),
    search: ZAssistantSearch,
    price_min: z.number().int().min(0).nullable(),
    price_max: z.number().int().min(0).nullable(),
  }),
  z.strictObject({ type: z.literal('vouchers') }),
  /** Save a voucher to the caller's wallet (signed-in buyers; the same rules as the voucher API's save). */
  z.strictObject({ type: z.literal('save_voucher'), voucher_id: zId }),
  z.strictObject({ type: z.literal('orders') }),
  z.strictObject({ type: z.literal('return_guide') }),
  /** "Consult more": the assistant asks what the shopper needs. */
  z.strictObject({ type: z.literal('consult') }),
  /** Size advice for one product. */
  z.strictObject({ type: z.literal('size_advice'), product_id: zId }),
  /**
   * The try-on flow: start (no product), choose a product by id or by a pasted product link
   * (`/san-pham/{id}` of this site), or try another product.
   */
  z.strictObject({
    type: z.literal('try_on'),
    product_id: zId.optional(),
    product_url: z.string().max(500).optional(),
  }),
])
export type TAssistantAction = z.infer<typeof ZAssistantAction>

/** spec §7 POST /chat body (+ optional `action`). */
export const ZAssistantChatRequest = z
  .strictObject({
    /** Plain text (the widget sends a bold image label, e.g. "**Hình ảnh**", with an image). */
    message: z.string().max(4000, { error: 'v.too_long' }),
    /** The spec's field; ignored for access (the conversation is always the caller's). */
    user_id: z.string().max(100).nullish(),
    ab_variant: zAbVariant.default('normal'),
    userContext: ZChatbotUserContext.nullish(),
    /** spec §7: base64 image (a data: URL or bare base64) — png, jpeg or gif, at most 5 MB. */
    user_image: z.string().max(7_100_000, { error: 'v.too_long' }).nullish(),
    action: ZAssistantAction.nullish(),
  })
  .superRefine((body, ctx) => {
    const text = body.message.trim()
    if (text.length > ASSISTANT_RULES.messageMax) ctx.addIssue({ code: 'custom', path: ['message'], message: 'v.too_long' })
    // spec §5: empty or whitespace messages are not sent (an image or a button may come without text)
    if (!text && !body.user_image && !body.action) ctx.addIssue({ code: 'custom', path: ['message'], message: 'v.required' })
  })
export type TAssistantChatRequest = z.input<typeof ZAssistantChatRequest>

/** spec §7 GET /chat-history query. */
export const ZAssistantHistoryQuery = z.object({
  user_id: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(ASSISTANT_RULES.historyPageMax).default(ASSISTANT_RULES.historyPageSize),
  ab_variant: zAbVariant.optional(),
})
export type TAssistantHistoryQuery = z.input<typeof ZAssistantHistoryQuery>

// ----- cards --------------------------------------------------------------------------------

/** spec §3 chatbot card: raw_data (…), url, id. Prices in VND; ranges over the product's variants. */
export const ZChatbotProductCard = z.object({
  id: z.string(),
  url: z.string(),
  raw_data: z.object({
    _id: z.string(),
    name: z.string(),
    images: z.array(z.string()),
    discount_percent: z.number(),
    before_sale_price: z.number(),
    sale_price: z.number(),
    price_min_max: z.object({ min: z.number(), max: z.number() }),
    before_sale_price_min_max: z.object({ min: z.number(), max: z.number() }),
    variants: z.array(
      z.object({
        _id: z.string(),
        options: z.array(z.string()),
        sale_price: z.number(),
        before_sale_price: z.number(),
        stock: z.number(),
      }),
    ),
    promotion: z.object({ _id: z.string(), max_discount_percent: z.number() }).nullable(),
    rating: z.number(),
    sold: z.number(),
    is_sold_out: z.boolean(),
    shop: z.object({ _id: z.string(), name: z.string() }),
  }),
})
export type TChatbotProductCard = z.infer<typeof ZChatbotProductCard>

/** spec §3 voucher chat card (the chat module's shape: `type` free_shipping → truck icon). */
export const ZAssistantVoucherCard = ZChatVoucherCard
export type TAssistantVoucherCard = z.infer<typeof ZAssistantVoucherCard>

/** One of the caller's orders: status, and until when a return may be asked. */
export const ZAssistantOrder = ZChatOrderCard.extend({
  /** The buyer's order page. */
  url: z.string(),
  /** Shipping sub-status (carrier), if any. */
  shipping_status: z.string().nullable(),
  /** For the return guide: the last day a return may be requested (null: not returnable). */
  return_until: z.string().nullable(),
})
export type TAssistantOrder = z.infer<typeof ZAssistantOrder>

/** Body measurements as the try-on cards show them (spec §2: height cm, weight kg, bust, waist, hip cm, gender). */
export const ZAssistantMeasurements = z.object({
  height: z.number().nullable(),
  weight: z.number().nullable(),
  bust: z.number().nullable(),
  waist: z.number().nullable(),
  hip: z.number().nullable(),
  /** spec §3: 1 male, 2 female, else unisex. */
  gender: z.number().int().nullable(),
})
export type TAssistantMeasurements = z.infer<typeof ZAssistantMeasurements>

export const TRY_ON_STAGES = [
  /** Welcome; the buyer has no measurements yet (or is a guest): prompt to update them. */
  'update_measurements',
  /** Measurements known: show them, then the upload prompt with tips. */
  'upload',
  /** A photo arrived: choose a product (or paste a product link). */
  'choose_product',
  /** A preview was made: show it, try another product or buy now. */
  'result',
] as const
export type TryOnStage = (typeof TRY_ON_STAGES)[number]

export const SIZE_FITS = ['tight', 'regular', 'loose'] as const

/** A follow-up or option button: its label (localised by the server) and what it sends. */
export const ZAssistantButton = z.object({
  kind: z.enum([
    'more_products',
    'filter_price',
    'consult',
    'try_on',
    'vouchers',
    'orders',
    'return_guide',
    'size_advice',
    'option',
    'login',
  ]),
  label: z.string(),
  /** What to send (`action`) when pressed; null for `login` (the widget opens its login). */
  action: ZAssistantAction.nullable(),
  /** The message text the widget shows as the user's bubble when pressed. */
  message: z.string(),
})
export type TAssistantButton = z.infer<typeof ZAssistantButton>

/** What to render under an assistant message, in order. */
export const ZAssistantCard = z.discriminatedUnion('kind', [
  /** The message's `products` (one page), with the search that found them. */
  z.object({
    kind: z.literal('products'),
    search: ZAssistantSearch,
    page: z.number(),
    page_size: z.number(),
    total: z.number(),
    has_more: z.boolean(),
  }),
  /**
   * The message's `vouchers` (the widget pages them 6 at a time). `best`: the best combination for
   * the buyer's selected cart lines (null without a cart). `login_required`: a guest was told to log
   * in to save (spec §6: the save is silently skipped for guests).
   */
  z.object({
    kind: z.literal('vouchers'),
    page_size: z.number(),
    total: z.number(),
    best: z
      .object({ voucher_ids: z.array(z.string()), discount: z.number(), shipping_discount: z.number(), subtotal: z.number() })
      .nullable(),
    login_required: z.boolean(),
  }),
  /** The caller's recent orders (never anyone else's); empty with `login_required` for a guest. */
  z.object({ kind: z.literal('orders'), orders: z.array(ZAssistantOrder), login_required: z.boolean() }),
  /**
   * spec §2 return guide card: the 7 steps are the widget's texts; its links are these. The
   * buyer's own orders still in their return window come with it.
   */
  z.object({
    kind: z.literal('return_guide'),
    orders_url: z.string(),
    policy_url: z.string(),
    returnable_orders: z.array(ZAssistantOrder),
  }),
  /**
   * Size advice for a product (the fit module's answer). `advice` null with a `reason`:
   * no_measurements (prompt the measurement form), no_product, not_applicable (not sized clothing),
   * unavailable (size advice is not available).
   */
  z.object({
    kind: z.literal('size_advice'),
    product: ZChatbotProductCard.nullable(),
    advice: z
      .object({
        size: z.string(),
        confidence: z.number().min(0).max(1),
        fits: z.array(z.object({ measure: z.string(), fit: z.enum(SIZE_FITS) })),
      })
      .nullable(),
    reason: z.enum(['no_measurements', 'no_product', 'not_applicable', 'unavailable']).nullable(),
  }),
  /** The try-on flow's card for this step (spec §2 virtual try-on cards, §4 try-on flow). */
  z.object({
    kind: z.literal('try_on'),
    stage: z.enum(TRY_ON_STAGES),
    measurements: ZAssistantMeasurements.nullable(),
    product: ZChatbotProductCard.nullable(),
    /** True when the caller must log in first (measurements and photos belong to an account). */
    login_required: z.boolean(),
  }),
  /** A clarifying question: the slot it asks for and the options as buttons. */
  z.object({
    kind: z.literal('clarify'),
    slot: z.enum(['category', 'price', 'size', 'product', 'order']),
    options: z.array(ZAssistantButton),
  }),
])
export type TAssistantCard = z.infer<typeof ZAssistantCard>

export const ZAssistantUi = z.object({
  intent: z.enum(ASSISTANT_INTENTS),
  persona: zAbVariant,
  cards: z.array(ZAssistantCard),
  /** spec §2 follow-up buttons (view more products, filter by price, consult more, virtual try-on…). */
  follow_ups: z.array(ZAssistantButton),
})
export type TAssistantUi = z.infer<typeof ZAssistantUi>

// ----- messages -----------------------------------------------------------------------------

/** spec §3 chat message + §7 history fields (both spellings the spec reads). */
export const ZAssistantMessage = z.object({
  id: z.string(),
  content: z.string(),
  role: z.enum(['user', 'assistant']),
  isUser: z.boolean(),
  /** ISO time; the widget shows it as vi-VN hh:mm. */
  timestamp: z.string(),
  createdAt: z.string(),
  products: z.array(ZChatbotProductCard),
  vouchers: z.array(ZAssistantVoucherCard),
  generated_image: z.string().nullable(),
  /** Assistant messages only (null on the user's). */
  ui: ZAssistantUi.nullable(),
})
export type TAssistantMessage = z.infer<typeof ZAssistantMessage>

/** POST /assistant/chat → data: the assistant's reply (§7 fields) plus the stored user message. */
export const ZAssistantChatReply = ZAssistantMessage.extend({
  /** spec §7 reads `content` or `answer`: both are the reply text. */
  answer: z.string(),
  ui: ZAssistantUi,
  /** The user's message as stored (its id and time). */
  user_message: ZAssistantMessage,
  /** Whose conversation this is: the profile id, or the guest session's user id. */
  user_id: z.string(),
  ab_variant: zAbVariant,
  /** Which brain answered ("llm" only when ASSISTANT_LLM_URL is set and it answered). */
  brain: z.enum(['builtin', 'llm']),
})
export type TAssistantChatReply = z.infer<typeof ZAssistantChatReply>

/** GET /assistant/chat-history → data. Page 1 is the newest `page_size` messages, oldest first within it. */
export const ZAssistantHistory = z.object({
  messages: z.array(ZAssistantMessage),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
  has_more: z.boolean(),
  user_id: z.string().nullable(),
})
export type TAssistantHistory = z.infer<typeof ZAssistantHistory>

// ----- analytics (spec §7 assistant analytic events) ----------------------------------------

export const ASSISTANT_EVENTS = [
  'chatbot_open',
  'chatbot_close',
  'chatbot_message_sent',
  'chatbot_product_click',
  'chatbot_voucher_save',
  'chatbot_ab_variant',
] as const
export type AssistantEvent = (typeof ASSISTANT_EVENTS)[number]

export const ZAssistantEventInput = z.strictObject({
  event: z.enum(ASSISTANT_EVENTS),
  ab_variant: zAbVariant,
  /** The widget's session id (spec: X-Session-Id), to group one open…close. */
  session_id: z.string().max(100).nullish(),
  /** chatbot_close: how long the panel was open (ms). */
  duration_ms: z.number().int().min(0).max(86_400_000).nullish(),
  /** chatbot_close: messages sent while open. */
  message_count: z.number().int().min(0).max(10_000).nullish(),
  /** chatbot_product_click. */
  product_id: zId.nullish(),
  /** chatbot_voucher_save. */
  voucher_id: zId.nullish(),
})
export type TAssistantEventInput = z.input<typeof ZAssistantEventInput>

// ----- remote config ------------------------------------------------------------------------

/** The texts the admin edits, per language. */
export const ZAssistantTexts = z.object({
  /** The panel's header title. */
  title: z.string().trim().min(1, { error: 'v.required' }).max(ASSISTANT_RULES.textMax, { error: 'v.too_long' }),
  /** The first assistant bubble, per persona. */
  greeting_normal: z.string().trim().min(1, { error: 'v.required' }).max(ASSISTANT_RULES.textMax, { error: 'v.too_long' }),
  greeting_funny: z.string().trim().min(1, { error: 'v.required' }).max(ASSISTANT_RULES.textMax, { error: 'v.too_long' }),
  /** The input's placeholder. */
  placeholder: z.string().trim().min(1, { error: 'v.required' }).max(ASSISTANT_RULES.textMax, { error: 'v.too_long' }),
  /** The voucher card's expiry disclaimer. */
  voucher_disclaimer: z.string().trim().min(1, { error: 'v.required' }).max(ASSISTANT_RULES.textMax, { error: 'v.too_long' }),
})
export type TAssistantTexts = z.infer<typeof ZAssistantTexts>

/** GET /assistant/config → data (spec §7 remote config: sets the chatbot style; §9 fetch 1 h, timeout 60 s). */
export const ZAssistantConfig = z.object({
  /** Percent of browsers assigned the `normal` persona (the rest `funny`); spec §9 50/50. */
  ab_split: z.number().int().min(0).max(100),
  min_fetch_minutes: z.number().int(),
  fetch_timeout_seconds: z.number().int(),
  texts: z.object({ vi: ZAssistantTexts, en: ZAssistantTexts, ko: ZAssistantTexts }),
  updated_at: z.string().nullable(),
})
export type TAssistantConfig = z.infer<typeof ZAssistantConfig>

/** PUT /api/v1/admin/assistant/config body. */
export const ZAssistantConfigUpdate = z.strictObject({
  ab_split: z.coerce
    .number({ error: 'v.invalid' })
    .int({ error: 'v.invalid' })
    .min(0, { error: 'v.invalid' })
    .max(100, { error: 'v.invalid' }),
  texts: z.strictObject({ vi: ZAssistantTexts.strict(), en: ZAssistantTexts.strict(), ko: ZAssistantTexts.strict() }),
})
export type TAssistantConfigUpdate = z.input<typeof ZAssistantConfigUpdate>

/** The admin console's read of the assistant screen (`/admin/tro-ly`; contracts `AdminPageData.assistant`). */
export interface AdminAssistantPages {
  config(): Promise<TAssistantConfig>
}
