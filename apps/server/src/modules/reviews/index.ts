export { createReviewsService, type ReviewsService } from './reviews.service.ts'
export { reviewsRoutes } from './reviews.routes.ts'
