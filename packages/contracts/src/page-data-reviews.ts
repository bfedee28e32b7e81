import type { z } from 'zod'
import type {
  THelpfulVote,
  TMyReview,
  TReviewableItem,
  TSellerReview,
  ZMyReviewsQuery,
  ZReviewReportInput,
  ZSellerReviewsQuery,
} from './reviews-buyer.ts'

type In<T extends z.ZodType> = z.input<T>
type Paged<T> = { items: T[]; meta: { page: number; limit: number; total: number } }

/** Buyers' reviews (issue 16): the reads of the account, order and seller-centre pages, like their HTTP routes. */
export interface ReviewsPageData {
  /** GET /api/v1/mobile/feedbacks/me */
  mine(query?: In<typeof ZMyReviewsQuery>): Promise<Paged<TMyReview>>
  /** GET /api/v1/mobile/feedbacks/reviewable */
  reviewable(query?: { order_id?: string; unreviewed?: boolean }): Promise<TReviewableItem[]>
  /**
   * POST /api/v1/web/feedbacks/{id}/helpful — the one write here: the product page's plain
   * "helpful" form posts to a web route (no JavaScript on the public page for it).
   */
  helpful(reviewId: string): Promise<THelpfulVote>
  /** POST /api/v1/web/feedbacks/{id}/report — the product page's plain "report" form (notify2), like `helpful`. */
  report(reviewId: string, input: In<typeof ZReviewReportInput>): Promise<{ ok: true }>
  /** GET /api/v1/seller/feedbacks */
  shop(query?: In<typeof ZSellerReviewsQuery>): Promise<Paged<TSellerReview>>
}
