import { z } from 'zod'
import { zId } from './common.ts'
import { ZDecidedBy, ZQueueReason } from './admin-queues.ts'
import { ZProductCard, zMediaUrl } from './catalog.ts'
import { REPORT_REASON_IDS } from './social-feedback.ts'

/**
 * The community API (issue 16, docs/api/community.md): posts, comments, likes, bookmarks,
 * follows, feeds, walls, shop feedback and reports. Paths live under `/community/v1`.
 */

/** spec §5 community and §9 limits. */
export const COMMUNITY_RULES = {
  postMaxChars: 300,
  postMaxImages: 5,
  /** Products one post may tag (shown as shoppable cards). */
  postMaxProducts: 5,
  commentMaxChars: 300,
  feedbackMaxChars: 300,
  reportReasonMax: 300,
  /** Hashtags kept per post (the first ones written). */
  postMaxHashtags: 10,
  hashtagMaxChars: 50,
  /** Feed and comment pages. */
  pageSize: 20,
  /** spec §9: bookmarks limit 20. */
  bookmarksLimit: 20,
} as const

/**
 * Per-user write limits: posts, comments and likes (issue 16 "Safety"), and the other writes a
 * script could flood. `windowMs` is a sliding window of the rate limiter.
 */
export const COMMUNITY_RATE_LIMITS = {
  post: { max: 10, windowMs: 10 * 60_000 },
  comment: { max: 30, windowMs: 60_000 },
  like: { max: 120, windowMs: 60_000 },
  follow: { max: 60, windowMs: 60_000 },
  bookmark: { max: 120, windowMs: 60_000 },
  report: { max: 20, windowMs: 60 * 60_000 },
  feedback: { max: 10, windowMs: 60 * 60_000 },
  video: { max: 10, windowMs: 10 * 60_000 },
} as const

/** Text as the user typed it (NFC, trimmed), within a character limit (counted in code points). */
const zText = (max: number) =>
  z
    .string({ error: 'v.invalid' })
    .trim()
    .max(max, { error: 'v.too_long' })
    .transform((s) => s.normalize('NFC'))

const zRequiredText = (max: number) =>
  z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .max(max, { error: 'v.too_long' })
    .transform((s) => s.normalize('NFC'))

/** A media URL (catalog's rule: an upload path or https); the server also checks it is one of its own. */
const zPostMedia = zMediaUrl.pipe(z.string().max(500, { error: 'v.image_url' }))

/** `POST /community/v1/post`: text ≤300, ≤5 images, ≤1 video, tagged products (spec §5). */
export const ZPostCreate = z
  .strictObject({
    content: zText(COMMUNITY_RULES.postMaxChars).default(''),
    images: z.array(zPostMedia, { error: 'v.invalid' }).max(COMMUNITY_RULES.postMaxImages, { error: 'v.max_files' }).default([]),
    /** The URL answered by `POST /community/v1/post/video` (checked there: type, size, duration). */
    video: zPostMedia.nullable().default(null),
    product_ids: z.array(zId, { error: 'v.invalid' }).max(COMMUNITY_RULES.postMaxProducts, { error: 'v.max_items' }).default([]),
    /** Post as the caller's own approved shop (its followers see it in "following"). */
    as_shop: z.boolean({ error: 'v.boolean' }).default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.content && v.images.length === 0 && !v.video) ctx.addIssue({ code: 'custom', path: ['content'], message: 'v.required' })
  })
export type TPostCreate = z.infer<typeof ZPostCreate>

/** `POST /community/v1/post/{id}/comment`: a comment, or a reply with `parent_id`; ≤300 characters, 1 image. */
export const ZCommentCreate = z
  .strictObject({
    content: zText(COMMUNITY_RULES.commentMaxChars).default(''),
    image: zPostMedia.nullable().default(null),
    parent_id: zId.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (!v.content && !v.image) ctx.addIssue({ code: 'custom', path: ['content'], message: 'v.required' })
  })
export type TCommentCreate = z.infer<typeof ZCommentCreate>

/** `POST /community/v1/shop-feedback/{shopId}`: spec §5 feedback ≤300 characters with one image. */
export const ZShopFeedbackCreate = z.strictObject({
  content: zRequiredText(COMMUNITY_RULES.feedbackMaxChars),
  image: zPostMedia.nullable().default(null),
})
export type TShopFeedbackCreate = z.infer<typeof ZShopFeedbackCreate>

/** What the reported-content queue holds: community content and users, product reviews (reported from the product page) and blooks. */
export const REPORT_TARGETS = ['post', 'comment', 'user', 'review', 'blook'] as const
export type ReportTarget = (typeof REPORT_TARGETS)[number]
/** What `POST /community/v1/report` reports (reviews have their own call: `POST /api/v1/web/feedbacks/{id}/report`). */
export const COMMUNITY_REPORT_TARGETS = ['post', 'comment', 'user', 'blook'] as const
/** `POST /community/v1/report`: a post, comment, user or blook goes to the admin's reported-content queue. */
export const ZReportCreate = z.strictObject({
  target_type: z.enum(COMMUNITY_REPORT_TARGETS, { error: 'v.invalid' }),
  target_id: zId,
  /** one of `GET /api/v1/public/reasons?type=report` (polish, issue 18) */
  reason: z.enum(REPORT_REASON_IDS, { error: 'v.invalid' }),
  /** the reporter's own words (optional) */
  note: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: 'v.invalid' })
      .trim()
      .max(COMMUNITY_RULES.reportReasonMax, { error: 'v.too_long' })
      .transform((s) => s.normalize('NFC'))
      .nullish(),
  ),
})
export type TReportCreate = z.infer<typeof ZReportCreate>

export const ZAuthor = z.object({ _id: z.string(), userName: z.string(), avatar: z.string().nullable() })
export type TAuthor = z.infer<typeof ZAuthor>
export const ZPostShop = z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() })

/** A tagged product as a shoppable card: the snapshot taken when posted, the live price when read. */
export const ZPostProduct = z.object({
  _id: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  /** The price when the post was written. */
  price_at_post: z.number(),
  /** Today's price (promotions included); null when the product is no longer for sale. */
  sale_price: z.number().nullable(),
  is_available: z.boolean(),
  /** Where the card leads: the product page. */
  url: z.string(),
})
export type TPostProduct = z.infer<typeof ZPostProduct>

export const ZPostVideo = z.object({ url: z.string(), poster: z.string().nullable(), duration: z.number() })
export type TPostVideo = z.infer<typeof ZPostVideo>

/** What a shared link shows (OpenGraph): the /post/{id} page's title, description and picture. */
export const ZShareLink = z.object({ url: z.string(), title: z.string(), description: z.string(), image: z.string().nullable() })

export const ZPost = z.object({
  _id: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  video: ZPostVideo.nullable(),
  products: z.array(ZPostProduct),
  hashtags: z.array(z.string()),
  author: ZAuthor,
  shop: ZPostShop.nullable(),
  like_count: z.number(),
  comment_count: z.number(),
  bookmark_count: z.number(),
  is_liked: z.boolean(),
  is_bookmarked: z.boolean(),
  is_mine: z.boolean(),
  /** Hidden by a moderator: only its author still sees it (and reads this flag). */
  is_hidden: z.boolean(),
  share: ZShareLink,
  created_at: z.string(),
})
export type TPost = z.infer<typeof ZPost>

export const ZComment = z.object({
  _id: z.string(),
  post_id: z.string(),
  parent_id: z.string().nullable(),
  content: z.string(),
  image: z.string().nullable(),
  author: ZAuthor,
  reply_count: z.number(),
  is_mine: z.boolean(),
  is_hidden: z.boolean(),
  created_at: z.string(),
})
export type TComment = z.infer<typeof ZComment>

/** Cursor pages (feeds, comments): `next_cursor` is null on the last page. */
export const ZCursorQuery = z.object({
  cursor: z.string().max(200, { error: 'v.invalid' }).optional(),
  limit: z.coerce.number({ error: 'v.invalid' }).int().min(1).max(50).default(COMMUNITY_RULES.pageSize),
})
export type TCursorQuery = z.infer<typeof ZCursorQuery>
export function ZCursorPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), next_cursor: z.string().nullable() })
}

export const FEEDS = ['following', 'discover'] as const
export const ZFeedParams = z.object({ feed: z.enum(FEEDS, { error: 'v.invalid' }) })

/** spec §7 `GET /post/posts-user` (userId, page, sort=recent). */
export const ZPostsUserQuery = z.object({
  userId: zId,
  page: z.coerce.number({ error: 'v.invalid' }).int().min(1).max(10_000).default(1),
  limit: z.coerce.number({ error: 'v.invalid' }).int().min(1).max(50).default(COMMUNITY_RULES.pageSize),
  sort: z.enum(['recent'], { error: 'v.invalid' }).default('recent'),
})
/** spec §7 `GET /post/bookmark/user` (userId, page, limit 20). */
export const ZBookmarksUserQuery = z.object({
  userId: zId,
  page: z.coerce.number({ error: 'v.invalid' }).int().min(1).max(10_000).default(1),
  limit: z.coerce.number({ error: 'v.invalid' }).int().min(1).max(50).default(COMMUNITY_RULES.bookmarksLimit),
})

export const ZLikeState = z.object({ liked: z.boolean(), like_count: z.number() })
export const ZBookmarkState = z.object({ bookmarked: z.boolean(), bookmark_count: z.number() })
export const ZFollowState = z.object({ following: z.boolean(), follower_count: z.number() })
export type TFollowState = z.infer<typeof ZFollowState>

/** A wall's header (`/tuong`, `/tuong/{id}`): avatar and counts. */
export const ZCommunityProfile = z.object({
  _id: z.string(),
  userName: z.string(),
  avatar: z.string().nullable(),
  follower_count: z.number(),
  following_count: z.number(),
  post_count: z.number(),
  is_following: z.boolean(),
  is_me: z.boolean(),
  shop: ZPostShop.nullable(),
})
export type TCommunityProfile = z.infer<typeof ZCommunityProfile>

/** One entry of a followers / following list: a user or a shop. */
export const ZFollowEntry = z.object({
  type: z.enum(['user', 'shop']),
  _id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  followed_at: z.string(),
})

/** `POST /community/v1/post/video` result: the checked video and its poster frame. */
export const ZPostVideoUpload = ZPostVideo

export const ZShopFeedback = z.object({
  _id: z.string(),
  shop_id: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  author: ZAuthor,
  created_at: z.string(),
})
export type TShopFeedback = z.infer<typeof ZShopFeedback>

export const ZReportCreated = z.object({ _id: z.string(), case_id: z.string() })

// ----- the admin's reported-content queue (docs/api/admin-queues.md) -----------------------------

export const REPORT_CASE_STATUSES = ['pending', 'approved', 'rejected'] as const
/**
 * What a decision did: `hide` the content; `warn` hides it too and sends its author a notice with
 * the reason; `lock` hides it and locks the author's account (sessions revoked); `dismiss` rejects
 * the reports. The first three are the `approved` status, `dismiss` the `rejected` one.
 */
export const REPORT_CASE_ACTIONS = ['hide', 'warn', 'lock', 'dismiss'] as const
export type ReportCaseAction = (typeof REPORT_CASE_ACTIONS)[number]
export const ZReportCaseQuery = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REPORT_CASE_STATUSES, { error: 'v.invalid' }).default('pending')),
  target_type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REPORT_TARGETS, { error: 'v.invalid' }).optional()),
  page: z.coerce.number({ error: 'v.invalid' }).int().min(1).max(10_000).default(1),
  limit: z.coerce.number({ error: 'v.invalid' }).int().min(1).max(100).default(20),
})
export type TReportCaseQuery = z.infer<typeof ZReportCaseQuery>

/**
 * One reported post, comment, review, blook or user: all its reports in one case. Approving upholds
 * the reports (hide, warn or lock: REPORT_CASE_ACTIONS), rejecting dismisses them.
 */
export const ZReportCase = z.object({
  _id: z.string(),
  status: z.enum(REPORT_CASE_STATUSES),
  target_type: z.enum(REPORT_TARGETS),
  target_id: z.string(),
  /** What was reported, as it reads now (null when it was deleted since). */
  target: z.object({ text: z.string(), images: z.array(z.string()), author: ZAuthor.nullable(), is_hidden: z.boolean() }).nullable(),
  report_count: z.number(),
  reasons: z.array(z.object({ reason: z.string(), reporter: ZAuthor, created_at: z.string() })),
  first_reported_at: z.string(),
  decision_reason: z.string().nullable(),
  /** What the decision did (null while pending). */
  action: z.enum(REPORT_CASE_ACTIONS).nullable(),
  decided: ZDecidedBy.nullable(),
})
export type TReportCase = z.infer<typeof ZReportCase>
export const ZReportDecideInput = z.strictObject({ reason: ZQueueReason })

// ----- favourites (the §7 product bookmark toggle's list) -----------------------------------------

/** A bookmarked product with what it cost when saved: `price_drop` > 0 marks a cheaper price now. */
export const ZFavouriteProduct = ZProductCard.extend({
  bookmarked_at: z.string(),
  saved_price: z.number().nullable(),
  /** How much cheaper it is than when saved (0 when not cheaper or unknown). */
  price_drop: z.number(),
})
export type TFavouriteProduct = z.infer<typeof ZFavouriteProduct>

// ----- blocking users (community safety; one block list shared with chat) -------------------------

/**
 * `GET|PUT|DELETE /community/v1/block/user/{id}`: the caller's block of another user. A block is
 * the same one chat keeps (`chat_blocks`): the blocked user cannot comment on the blocker's posts,
 * reply to their comments, follow them or message them, and the two stop following each other.
 */
export const COMMUNITY_BLOCK_PATH = '/community/v1/block/user/:id'
export const communityBlockPath = (userId: string) => `/community/v1/block/user/${encodeURIComponent(userId)}`
export const ZUserBlockState = z.object({
  user_id: z.string(),
  /** The caller blocks this user. */
  blocked_by_me: z.boolean(),
  /** This user blocks the caller (they cannot comment on or reply to that user's posts). */
  blocked_by_them: z.boolean(),
})
export type TUserBlockState = z.infer<typeof ZUserBlockState>
