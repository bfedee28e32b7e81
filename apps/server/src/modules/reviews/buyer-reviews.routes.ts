import { ZBuyerReview, ZBuyerReviewInput, ZEnvelope } from '@xinh/contracts'
import { z } from 'zod'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { BuyerReviewsService } from './buyer-reviews.service.ts'

/** Any string: a malformed id is an order that does not exist (404), like a foreign one. */
const ZIdParams = z.object({ id: z.string().max(64) })

/** docs/api/commerce.md "Seller centre: orders": the seller's review of an order's buyer. */
export async function buyerReviewsRoutes(app: App, { service }: { service: BuyerReviewsService }) {
  const tags = ['seller-orders']
  app.get(
    '/api/v1/seller/orders/:id/buyer-review',
    { schema: { tags, params: ZIdParams, response: { 200: ZEnvelope(ZBuyerReview.nullable()) } } },
    async (req) => ok(await service.getBuyerReview({ actor: req.actor, orderId: req.params.id })),
  )
  app.post(
    '/api/v1/seller/orders/:id/buyer-review',
    { schema: { tags, params: ZIdParams, body: ZBuyerReviewInput, response: { 200: ZEnvelope(ZBuyerReview) } } },
    async (req) => ok(await service.reviewBuyer({ actor: req.actor, orderId: req.params.id, input: req.body })),
  )
}
