import {
  ZBookmarkToggle,
  ZEnvelope,
  ZFavouriteProduct,
  ZOk,
  ZPagedEnvelope,
  ZPagedQuery,
  ZPathId,
  ZProductCard,
  ZSearchSuggestions,
  ZSearchSuggestionsQuery,
} from '@xinh/contracts'
import { z } from 'zod'
import { requireUser, viewerOf } from '#server/platform/auth/actor.ts'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { SearchService } from './search.service.ts'
import { publicRead } from '#server/platform/page-serve.ts'

const tags = ['search']

/** Suggestions (public), search history, bookmarks and seen products (signed-in buyer). */
export async function searchRoutes(app: App, { service }: { service: SearchService }) {
  // searches and views are recorded after their responses: let those writes finish on shutdown
  app.addHook('onClose', async () => service.settle())
  app.get(
    '/api/v1/web/search/suggestions',
    {
      config: publicRead('listing'),
      schema: { tags, querystring: ZSearchSuggestionsQuery, response: { 200: ZEnvelope(ZSearchSuggestions) } },
    },
    async (req) => ok(await service.suggestions({ keyword: req.query.keyword, userId: viewerOf(req.actor) })),
  )
  // signed-in buyers only, not guests (platform/auth/access.ts)
  const user = { access: 'user' } as const
  app.get(
    '/api/v1/mobile/search/history',
    { schema: { tags, response: { 200: ZEnvelope(z.array(z.string())) } }, config: user },
    async (req) => ok(await service.history(requireUser(req.actor).userId)),
  )
  app.delete('/api/v1/mobile/search/history', { schema: { tags, response: { 200: ZOk } }, config: user }, async (req) => {
    await service.clearHistory(requireUser(req.actor).userId)
    return ok({ ok: true as const })
  })
  app.post(
    '/api/v1/mobile/products/:id/bookmark',
    { schema: { tags, params: ZPathId, response: { 200: ZEnvelope(ZBookmarkToggle) } }, config: user },
    async (req) => ok(await service.toggleBookmark(requireUser(req.actor).userId, req.params.id)),
  )
  app.get(
    '/api/v1/mobile/bookmarks',
    { schema: { tags, querystring: ZPagedQuery, response: { 200: ZPagedEnvelope(ZProductCard) } }, config: user },
    async (req) => {
      const { items, meta } = await service.listBookmarks(requireUser(req.actor).userId, req.query)
      return paged(items, meta)
    },
  )
  // issue 16: the account's favourites, with price-drop marks against the price when saved
  app.get(
    '/api/v1/mobile/favourites',
    { schema: { tags, querystring: ZPagedQuery, response: { 200: ZPagedEnvelope(ZFavouriteProduct) } }, config: user },
    async (req) => {
      const { items, meta } = await service.listFavourites(requireUser(req.actor).userId, req.query)
      return paged(items, meta)
    },
  )
  app.get(
    '/api/v1/mobile/seen-products',
    { schema: { tags, querystring: ZPagedQuery, response: { 200: ZPagedEnvelope(ZProductCard) } }, config: user },
    async (req) => {
      const { items, meta } = await service.listSeen(requireUser(req.actor).userId, req.query)
      return paged(items, meta)
    },
  )
}
