export { createReviewsService, type ReviewsService } from './reviews.service.ts'
export { reviewsRoutes } from './reviews.routes.ts'
export { createBuyerReviewsService, type BuyerReviewsService, type OrderLookup } from './buyer-reviews.service.ts'
export { buyerReviewsRoutes } from './buyer-reviews.routes.ts'
export {
  createReviewWritesService,
  type ReviewOrdersPort,
  type ReviewReportsPort,
  type ReviewWritesService,
} from './review-writes.service.ts'
export { reviewWritesRoutes } from './review-writes.routes.ts'
export { createReviewTexts, type ReviewTexts } from './review-texts.ts'
