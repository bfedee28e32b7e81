import {
  ZBanner,
  ZBannerPage,
  ZBannersQuery,
  ZEnvelope,
  ZFollowToggle,
  ZPagedEnvelope,
  ZPagedQuery,
  ZPathId,
  ZProductCard,
  ZShopProductsQuery,
  ZShopProfile,
  ZShopSearchItem,
  ZShopSearchQuery,
} from '@xinh/contracts'
import { z } from 'zod'
import { requireUser, viewerOf } from '#server/platform/auth/actor.ts'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { ShopsPublicService } from './public.service.ts'
import { param, publicRead } from '#server/platform/page-serve.ts'

const tags = ['shops']

/** Shop pages, shop search, follow toggle and banners (docs/api/catalog.md). */
export async function shopsPublicRoutes(app: App, { service }: { service: ShopsPublicService }) {
  app.get(
    '/api/v1/web/shops',
    { config: publicRead('listing'), schema: { tags, querystring: ZShopSearchQuery, response: { 200: ZPagedEnvelope(ZShopSearchItem) } } },
    async (req) => {
      const { items, meta } = await service.searchShops(req.query)
      return paged(items, meta)
    },
  )
  app.get(
    '/api/v1/web/shops/:id',
    { config: publicRead((req) => [`shop:${param(req)}`]), schema: { tags, params: ZPathId, response: { 200: ZEnvelope(ZShopProfile) } } },
    async (req) => ok(await service.shopProfile(req.params.id, viewerOf(req.actor), req.lang)),
  )
  app.get(
    '/api/v1/web/shops/:id/products',
    {
      config: publicRead('listing', (req) => [`shop:${param(req)}`]),
      schema: { tags, params: ZPathId, querystring: ZShopProductsQuery, response: { 200: ZPagedEnvelope(ZProductCard) } },
    },
    async (req) => {
      const { items, meta } = await service.shopProducts(req.params.id, req.query, viewerOf(req.actor))
      return paged(items, meta)
    },
  )
  app.post(
    '/api/v1/mobile/shops/:id/follow',
    { schema: { tags, params: ZPathId, response: { 200: ZEnvelope(ZFollowToggle) } }, config: { access: 'user' } },
    async (req) => ok(await service.toggleFollow(requireUser(req.actor).userId, req.params.id)),
  )
  app.get(
    '/api/v1/web/banners',
    {
      config: publicRead('content'),
      schema: { tags: ['banners'], querystring: ZBannersQuery, response: { 200: ZEnvelope(z.array(ZBanner)) } },
    },
    async (req) => ok(await service.platformBanners(req.query.placement)),
  )
  app.get(
    '/api/v1/web/banners/:id',
    {
      config: publicRead('content', 'listing'),
      schema: { tags: ['banners'], params: ZPathId, querystring: ZPagedQuery, response: { 200: ZBannerPage } },
    },
    async (req) => {
      const { data, meta } = await service.bannerPage(req.params.id, req.query)
      return { success: true as const, data, meta }
    },
  )
}
