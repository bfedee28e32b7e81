import {
  ZCountedPage,
  ZEnvelope,
  ZOk,
  ZPagedEnvelope,
  ZPathId,
  ZPromotion,
  ZPromotionInput,
  ZPublicPromotion,
  ZPublicPromotionsQuery,
  ZVoucherManageQuery,
} from '@xinh/contracts'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { PromotionsService } from './promotions.service.ts'
import { publicRead } from '#server/platform/page-serve.ts'

const one = { 200: ZEnvelope(ZPromotion) }

/** docs/api/commerce.md "Pricing": a seller's promotions, and the public list (/uu-dai). */
export async function promotionRoutes(app: App, { service }: { service: PromotionsService }) {
  const tags = ['seller-promotions']
  const prefix = '/api/v1/seller/promotions'
  app.get(prefix, { schema: { tags, querystring: ZVoucherManageQuery, response: { 200: ZCountedPage(ZPromotion) } } }, async (req) => {
    const { data, meta, counts } = await service.list({ actor: req.actor, query: req.query })
    return { ...paged(data, meta), counts }
  })
  app.post(prefix, { schema: { tags, body: ZPromotionInput, response: one } }, async (req) =>
    ok(await service.create({ actor: req.actor, lang: req.lang, input: req.body })),
  )
  app.get(`${prefix}/:id`, { schema: { tags, params: ZPathId, response: one } }, async (req) =>
    ok(await service.get({ actor: req.actor, id: req.params.id })),
  )
  app.put(`${prefix}/:id`, { schema: { tags, params: ZPathId, body: ZPromotionInput, response: one } }, async (req) =>
    ok(await service.update({ actor: req.actor, lang: req.lang, id: req.params.id, input: req.body })),
  )
  app.delete(`${prefix}/:id`, { schema: { tags, params: ZPathId, response: { 200: ZOk } } }, async (req) =>
    ok(await service.remove({ actor: req.actor, id: req.params.id })),
  )
  app.post(`${prefix}/:id/end`, { schema: { tags, params: ZPathId, response: one } }, async (req) =>
    ok(await service.end({ actor: req.actor, id: req.params.id })),
  )

  app.get(
    '/api/v1/web/promotions',
    {
      config: publicRead('listing'),
      schema: { tags: ['promotions'], querystring: ZPublicPromotionsQuery, response: { 200: ZPagedEnvelope(ZPublicPromotion) } },
    },
    async (req) => {
      const { data, meta } = await service.listPublic(req.query)
      return paged(data, meta)
    },
  )
}
