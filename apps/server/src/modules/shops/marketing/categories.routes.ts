import {
  ZEnvelope,
  ZOk,
  ZPathId,
  ZSellerShopCategory,
  ZSellerShopCategoryDetail,
  ZShopCategoryInput,
  ZShopCategoryList,
  ZShopCategoryListQuery,
  ZShopCategoryOrder,
  ZShopCategoryVisibility,
} from '@xinh/contracts'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { ShopCategoriesService } from './categories.service.ts'

const one = { 200: ZEnvelope(ZSellerShopCategoryDetail) }

/** docs/api/seller-marketing.md "Shop categories". Static paths come before `/:id`. */
export async function shopCategoryRoutes(app: App, { service }: { service: ShopCategoriesService }) {
  const tags = ['seller-shop-categories']
  const prefix = '/api/v1/seller/shop-categories'
  app.get(prefix, { schema: { tags, querystring: ZShopCategoryListQuery, response: { 200: ZShopCategoryList } } }, async (req) => ({
    success: true as const,
    ...(await service.list({ actor: req.actor, query: req.query })),
  }))
  app.post(prefix, { schema: { tags, body: ZShopCategoryInput, response: one } }, async (req) =>
    ok(await service.create({ actor: req.actor, lang: req.lang, input: req.body })),
  )
  app.put(`${prefix}/order`, { schema: { tags, body: ZShopCategoryOrder, response: { 200: ZShopCategoryList } } }, async (req) => ({
    success: true as const,
    ...(await service.reorder({ actor: req.actor, ids: req.body.ids })),
  }))
  app.get(`${prefix}/:id`, { schema: { tags, params: ZPathId, response: one } }, async (req) =>
    ok(await service.get({ actor: req.actor, id: req.params.id })),
  )
  app.put(`${prefix}/:id`, { schema: { tags, params: ZPathId, body: ZShopCategoryInput, response: one } }, async (req) =>
    ok(await service.update({ actor: req.actor, lang: req.lang, id: req.params.id, input: req.body })),
  )
  app.patch(
    `${prefix}/:id/visibility`,
    { schema: { tags, params: ZPathId, body: ZShopCategoryVisibility, response: { 200: ZEnvelope(ZSellerShopCategory) } } },
    async (req) => ok(await service.setVisibility({ actor: req.actor, id: req.params.id, isVisible: req.body.is_visible })),
  )
  app.delete(`${prefix}/:id`, { schema: { tags, params: ZPathId, response: { 200: ZOk } } }, async (req) =>
    ok(await service.remove({ actor: req.actor, id: req.params.id })),
  )
}
