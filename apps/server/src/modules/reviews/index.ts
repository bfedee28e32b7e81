export { createReviewsService, type ReviewsService } from './reviews.service.ts'
export { reviewsRoutes } from './reviews.routes.ts'
export { createBuyerReviewsService, type BuyerReviewsService, type OrderLookup } from './buyer-reviews.service.ts'
export { buyerReviewsRoutes } from './buyer-reviews.routes.ts'
