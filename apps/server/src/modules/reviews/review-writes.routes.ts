import {
  ZEnvelope,
  ZHelpfulVote,
  ZIdPath,
  ZMyReview,
  ZMyReviewList,
  ZMyReviewsQuery,
  ZReviewableItem,
  ZReviewCreateInput,
  ZReviewReplyInput,
  ZReviewReportInput,
  ZReviewUpdateInput,
  ZSellerReviewList,
  ZSellerReviewsQuery,
  zId,
} from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { ReviewWritesService } from './review-writes.service.ts'

/** Per signed-in user, per kind of write (spec: rate limits per user). */
const perUser = (name: string, max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => (req.actor?.kind === 'user' ? `${name}:${req.actor.userId}` : `${name}-ip:${req.ip}`),
  },
})

const ZReviewableQuery = z.object({
  order_id: zId.optional(),
  unreviewed: z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean().optional()),
})

/** docs/api/reviews.md: buyers write and edit reviews, sellers reply, anyone signed in votes helpful. */
export async function reviewWritesRoutes(app: App, { service }: { service: ReviewWritesService }) {
  const tags = ['reviews']
  const one = { 200: ZEnvelope(ZMyReview) }
  app.post(
    '/api/v1/mobile/feedbacks',
    { config: { access: 'user', ...perUser('review-write', 10) }, schema: { tags, body: ZReviewCreateInput, response: one } },
    async (req) => ok(await service.createReview({ actor: req.actor, lang: req.lang, input: req.body })),
  )
  app.put(
    '/api/v1/mobile/feedbacks/:id',
    {
      config: { access: 'user', ...perUser('review-write', 10) },
      schema: { tags, params: ZIdPath, body: ZReviewUpdateInput, response: one },
    },
    async (req) => ok(await service.updateReview({ actor: req.actor, lang: req.lang, id: req.params.id, input: req.body })),
  )
  app.get(
    '/api/v1/mobile/feedbacks/me',
    { config: { access: 'user' }, schema: { tags, querystring: ZMyReviewsQuery, response: { 200: ZMyReviewList } } },
    async (req) => {
      const { data, meta } = await service.listMyReviews({ actor: req.actor, query: req.query })
      return paged(data, meta)
    },
  )
  app.get(
    '/api/v1/mobile/feedbacks/reviewable',
    { config: { access: 'user' }, schema: { tags, querystring: ZReviewableQuery, response: { 200: ZEnvelope(z.array(ZReviewableItem)) } } },
    async (req) => ok(await service.listReviewable({ actor: req.actor, orderId: req.query.order_id, unreviewed: req.query.unreviewed })),
  )
  app.post(
    '/api/v1/web/feedbacks/:id/helpful',
    {
      config: { access: 'user', ...perUser('review-helpful', 60) },
      schema: { tags, params: ZIdPath, response: { 200: ZEnvelope(ZHelpfulVote) } },
    },
    async (req) => ok(await service.toggleHelpful({ actor: req.actor, id: req.params.id })),
  )
  // the reported-content queue is another part's: the route exists once app.ts connected it
  if (service.hasReports)
    app.post(
      '/api/v1/web/feedbacks/:id/report',
      {
        config: { access: 'user', ...perUser('review-report', 10) },
        schema: { tags, params: ZIdPath, body: ZReviewReportInput, response: { 200: ZEnvelope(z.object({ ok: z.literal(true) })) } },
      },
      async (req) => ok(await service.reportReview({ actor: req.actor, id: req.params.id, input: req.body })),
    )

  const sellerTags = ['seller-reviews']
  app.get(
    '/api/v1/seller/feedbacks',
    { schema: { tags: sellerTags, querystring: ZSellerReviewsQuery, response: { 200: ZSellerReviewList } } },
    async (req) => {
      const { data, meta } = await service.listShopReviews({ actor: req.actor, query: req.query })
      return paged(data, meta)
    },
  )
  app.post(
    '/api/v1/seller/feedbacks/:id/reply',
    {
      config: perUser('review-reply', 30),
      schema: {
        tags: sellerTags,
        params: ZIdPath,
        body: ZReviewReplyInput,
        response: { 200: ZEnvelope(z.object({ _id: z.string(), seller_reply: z.string(), seller_reply_at: z.string().nullable() })) },
      },
    },
    async (req) => ok(await service.replyToReview({ actor: req.actor, id: req.params.id, input: req.body })),
  )
}
