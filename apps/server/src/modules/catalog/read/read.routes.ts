import {
  ZCategoryDetail,
  ZCollection,
  ZCollectionPage,
  ZCollectionsQuery,
  ZEnvelope,
  ZFlashProductsQuery,
  ZPagedEnvelope,
  ZPagedQuery,
  ZPathId,
  ZProductCard,
  ZProductCount,
  ZProductDetail,
  ZProductDetailQuery,
  ZProductSearchPage,
  ZProductSearchQuery,
  ZSimilarQuery,
  ZSizeChart,
  ZSuggestProductsQuery,
} from '@xinh/contracts'
import { z } from 'zod'
import { viewerOf, visitorOf } from '#server/platform/auth/actor.ts'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { CatalogReadService } from './read.service.ts'
import { param, publicRead } from '#server/platform/page-serve.ts'

const tags = ['catalog']

/** Buyer (public) catalog reads, docs/api/catalog.md. */
export async function catalogReadRoutes(app: App, { service }: { service: CatalogReadService }) {
  app.get(
    '/api/v1/web/products',
    { config: publicRead('listing'), schema: { tags, querystring: ZProductSearchQuery, response: { 200: ZProductSearchPage } } },
    async (req) => {
      const { items, meta } = await service.listProducts(req.query, { viewerId: viewerOf(req.actor), visitor: visitorOf(req) })
      return paged(items, meta)
    },
  )
  app.get(
    '/api/v1/web/products/count',
    { config: publicRead('listing'), schema: { tags, querystring: ZProductSearchQuery, response: { 200: ZEnvelope(ZProductCount) } } },
    async (req) => ok(await service.countProducts(req.query)),
  )
  app.get(
    '/api/v1/web/products/:id',
    {
      config: publicRead('listing', (req) => [`product:${param(req)}`]),
      schema: { tags, params: ZPathId, querystring: ZProductDetailQuery, response: { 200: ZEnvelope(ZProductDetail) } },
    },
    async (req) => ok(await service.getProductDetail({ id: req.params.id, position: req.query.position, viewerId: viewerOf(req.actor) })),
  )
  app.get(
    '/api/v1/web/products/:id/similar',
    {
      config: publicRead('listing'),
      schema: { tags, params: ZPathId, querystring: ZSimilarQuery, response: { 200: ZEnvelope(z.array(ZProductCard)) } },
    },
    async (req) => ok(await service.similarProducts(req.params.id, req.query.limit)),
  )
  app.get(
    '/api/v1/web/products/:id/size-chart',
    {
      config: publicRead('content', (req) => [`product:${param(req)}`]),
      schema: { tags, params: ZPathId, response: { 200: ZEnvelope(ZSizeChart.nullable()) } },
    },
    async (req) => ok(await service.sizeChartOf(req.params.id)),
  )
  app.get(
    '/api/v1/web/suggest-products',
    {
      config: publicRead('listing'),
      schema: { tags, querystring: ZSuggestProductsQuery, response: { 200: ZPagedEnvelope(ZProductCard) } },
    },
    async (req) => {
      const { items, meta } = await service.suggestProducts(req.query)
      return paged(items, meta)
    },
  )
  app.get(
    '/api/v1/web/flash-products',
    {
      config: publicRead('listing'),
      schema: { tags, querystring: ZFlashProductsQuery, response: { 200: ZEnvelope(z.array(ZProductCard)) } },
    },
    async (req) => ok(await service.flashProducts(req.query.limit)),
  )
  app.get(
    '/api/v1/web/categories/:id',
    { config: publicRead('content'), schema: { tags, params: ZPathId, response: { 200: ZEnvelope(ZCategoryDetail) } } },
    async (req) => ok(await service.categoryDetail(req.params.id)),
  )
  app.get(
    '/api/v1/web/collections',
    { config: publicRead('content'), schema: { tags, querystring: ZCollectionsQuery, response: { 200: ZEnvelope(z.array(ZCollection)) } } },
    async (req) => ok(await service.listCollections({ shopId: req.query.shop_id, limit: req.query.limit })),
  )
  app.get(
    '/api/v1/web/collections/:id',
    {
      config: publicRead('content', 'listing'),
      schema: { tags, params: ZPathId, querystring: ZPagedQuery, response: { 200: ZCollectionPage } },
    },
    async (req) => {
      const { data, meta } = await service.collectionPage(req.params.id, req.query)
      return { success: true as const, data, meta }
    },
  )
}
