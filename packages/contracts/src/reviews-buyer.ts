import { z } from 'zod'
import { emptyToUndefined, ZPagedEnvelope, zId } from './common.ts'
import { ZReview } from './discovery.ts'
import { REPORT_REASON_IDS } from './social-feedback.ts'

/**
 * Buyers' product reviews (docs/api/reviews.md): the buyer of a delivered or completed order item
 * reviews it once (spec §5: hearts 1–5, up to 150 characters, editable once within 30 days; §9),
 * with up to 5 photos and 1 video from our storage; the seller replies once; helpful votes; reports.
 */
export const REVIEW_RULES = {
  contentMax: 150,
  imagesMax: 5,
  videosMax: 1,
  /** spec §5/§9: a review may be edited once, within this many days of writing it. */
  editDays: 30,
  editsMax: 1,
  replyMax: 300,
  /** Order states in which the goods reached the buyer (spec §4 "delivered or confirmed received", completed). */
  statuses: ['delivered', 'completed'] as readonly string[],
  /** 1–3 hearts may lead into return-and-refund (the assistant's return guide, step 3–4). */
  returnGateMaxRating: 3,
} as const

const DAY_MS = 86_400_000
/** The last moment a review written at `createdAt` may still be edited. */
export const reviewEditableUntil = (createdAt: string | Date) =>
  new Date(new Date(createdAt).getTime() + REVIEW_RULES.editDays * DAY_MS).toISOString()

const zHearts = z.number({ error: 'v.rating' }).int({ error: 'v.rating' }).min(1, { error: 'v.rating' }).max(5, { error: 'v.rating' })
const zContent = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.string().trim().max(REVIEW_RULES.contentMax, { error: 'v.too_long' }),
)
const zMediaUrl = z.string().trim().min(1).max(500)

const reviewBody = {
  rating: zHearts,
  content: zContent,
  images: z.array(zMediaUrl).max(REVIEW_RULES.imagesMax, { error: 'v.max_files' }).default([]),
  video: z.preprocess(emptyToUndefined, zMediaUrl.nullish()),
}

/** POST /api/v1/mobile/feedbacks: review one item of one of the buyer's delivered/completed orders. */
export const ZReviewCreateInput = z.object({ order_item_id: zId, ...reviewBody, is_anonymous: z.boolean().default(false) }).strict()
export type TReviewCreateInput = z.infer<typeof ZReviewCreateInput>

/** PUT /api/v1/mobile/feedbacks/{id}: the one edit (rating, text and media replace the old ones). */
export const ZReviewUpdateInput = z.object(reviewBody).strict()
export type TReviewUpdateInput = z.infer<typeof ZReviewUpdateInput>

/** POST /api/v1/seller/feedbacks/{id}/reply: once. */
export const ZReviewReplyInput = z
  .object({
    content: z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(REVIEW_RULES.replyMax, { error: 'v.too_long' }),
  })
  .strict()
export type TReviewReplyInput = z.infer<typeof ZReviewReplyInput>

/** POST /api/v1/web/feedbacks/{id}/report: into the reported-content queue; the reason is one of `GET /api/v1/public/reasons?type=report`. */
export const ZReviewReportInput = z
  .object({
    reason: z.enum(REPORT_REASON_IDS, { error: 'v.invalid' }),
    note: z.preprocess(emptyToUndefined, z.string().trim().max(300, { error: 'v.too_long' }).nullish()),
  })
  .strict()
export type TReviewReportInput = z.infer<typeof ZReviewReportInput>

/** A review as its author sees it (my reviews, the order page): the public fields plus what they may do. */
export const ZMyReview = ZReview.extend({
  order_id: z.string().nullable(),
  order_item_id: z.string().nullable(),
  product: z.object({ _id: z.string(), name: z.string(), image: z.string().nullable() }),
  is_anonymous: z.boolean(),
  edit_count: z.number(),
  /** Until when the one edit is allowed (null once used). */
  editable_until: z.string().nullable(),
  can_edit: z.boolean(),
  /** 1–3 hearts and the order still within its return window: return-and-refund is offered. */
  can_return: z.boolean(),
  /** A moderator hid it (a report upheld): only its author still sees it. */
  is_hidden: z.boolean(),
})
export type TMyReview = z.infer<typeof ZMyReview>

/** An order item the buyer may review (the "not yet reviewed" tab) or has reviewed. */
export const ZReviewableItem = z.object({
  order_id: z.string(),
  order_code: z.string(),
  order_item_id: z.string(),
  product_id: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  options: z.array(z.string()),
  delivered_at: z.string().nullable(),
  review: ZMyReview.nullable(),
})
export type TReviewableItem = z.infer<typeof ZReviewableItem>

export const ZMyReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
})
export const ZMyReviewList = ZPagedEnvelope(ZMyReview)

const zBool = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean())

/** GET /api/v1/seller/feedbacks: the shop's reviews with filters. */
export const ZSellerReviewsQuery = z.object({
  rating: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(5).optional()),
  replied: z.preprocess(emptyToUndefined, zBool.optional()),
  with_images: z.preprocess(emptyToUndefined, zBool.optional()),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
})
export type TSellerReviewsQuery = z.infer<typeof ZSellerReviewsQuery>

export const ZSellerReview = ZReview.extend({
  product: z.object({ _id: z.string(), name: z.string(), image: z.string().nullable() }),
  order_code: z.string().nullable(),
  seller_reply_at: z.string().nullable(),
})
export type TSellerReview = z.infer<typeof ZSellerReview>
export const ZSellerReviewList = ZPagedEnvelope(ZSellerReview)

export const ZHelpfulVote = z.object({ helpful: z.boolean(), helpful_count: z.number() })
export type THelpfulVote = z.infer<typeof ZHelpfulVote>
