import { ZProductIdPath, ZReviewListQuery, ZReviewPage } from '@xinh/contracts'
import type { App } from '#server/platform/server.ts'
import type { ReviewsService } from './reviews.service.ts'
import { param, publicRead } from '#server/platform/page-serve.ts'

/** The review list with its rating summary (reviews are written in a later issue). */
export async function reviewsRoutes(app: App, { service }: { service: ReviewsService }) {
  app.get(
    '/api/v1/web/feedbacks/:productId',
    {
      config: publicRead((req) => [`product:${param(req, 'productId')}`]),
      schema: { tags: ['reviews'], params: ZProductIdPath, querystring: ZReviewListQuery, response: { 200: ZReviewPage } },
    },
    async (req) => {
      const { data, meta, summary } = await service.listFeedbacks(req.params.productId, req.query)
      return { success: true as const, data, meta, summary }
    },
  )
}
