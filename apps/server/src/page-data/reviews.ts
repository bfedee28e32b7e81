import { type ReviewsPageData, ZMyReviewsQuery, ZReviewReportInput, ZSellerReviewsQuery } from '@xinh/contracts'
import type { ReviewWritesService } from '../modules/reviews/index.ts'
import type { PageRequest } from '../platform/web.ts'
import { parse } from './parse.ts'

/** What the review pages read (composed in app.ts). */
export type ReviewsPageServices = { reviewWrites: ReviewWritesService }

/** Buyers' reviews for the account, order and seller-centre pages, with the page request's actor (private pages). */
export function createReviewsPageData(s: ReviewsPageServices) {
  return (req: PageRequest): ReviewsPageData => ({
    mine: async (query) => {
      const { data, meta } = await s.reviewWrites.listMyReviews({ actor: req.actor, query: parse(ZMyReviewsQuery, query ?? {}) })
      return { items: data, meta }
    },
    reviewable: (query) => s.reviewWrites.listReviewable({ actor: req.actor, orderId: query?.order_id, unreviewed: query?.unreviewed }),
    helpful: (reviewId) => s.reviewWrites.toggleHelpful({ actor: req.actor, id: reviewId }),
    report: (reviewId, input) => s.reviewWrites.reportReview({ actor: req.actor, id: reviewId, input: parse(ZReviewReportInput, input) }),
    shop: async (query) => {
      const { data, meta } = await s.reviewWrites.listShopReviews({ actor: req.actor, query: parse(ZSellerReviewsQuery, query ?? {}) })
      return { items: data, meta }
    },
  })
}
