import {
  type Lang,
  ZEnvelope,
  ZGroupBuyDeal,
  ZGroupBuyDealInput,
  ZGroupBuyJoin,
  ZGroupBuyJoined,
  ZGroupBuyListQuery,
  ZGroupBuyOffer,
  ZGroupBuyQuoteRequest,
  ZGroupBuyRoom,
  ZMyGroupBuyRoom,
  ZPagedEnvelope,
  ZPathId,
  ZQuote,
  zId,
} from '@xinh/contracts'
import { z } from 'zod'
import { type Actor, requireUser } from '#server/platform/auth/actor.ts'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { GroupBuyService } from './groupbuy.service.ts'

const tags = ['group-buy']
const ZProductParams = z.object({ productId: zId })

/** Group-buy (issue 18, docs/api/groupbuy.md): seller deals, the product page's offer, rooms, joins. */
export async function groupBuyRoutes(app: App, { service }: { service: GroupBuyService }) {
  const ctx = (req: {
    actor: Actor
    lang: Lang
    headers: Record<string, string | string[] | undefined>
    ip: string
    protocol: string
    host: string
  }) => ({
    // a room's members are told by name and find their rooms in the account: no guest seats
    actor: requireUser(req.actor),
    lang: req.lang,
    app: typeof req.headers.from === 'string' && req.headers.from.length > 0 && !req.headers.from.startsWith('web-'),
    ip: req.ip,
    origin: `${req.protocol}://${req.host}`,
  })

  // seller centre
  app.get(
    '/api/v1/seller/group-buy/deals',
    { schema: { tags, querystring: ZGroupBuyListQuery, response: { 200: ZPagedEnvelope(ZGroupBuyDeal) } } },
    async (req) => {
      const { data, meta } = await service.listDeals({ actor: req.actor, ...req.query })
      return paged(data, meta)
    },
  )
  app.post(
    '/api/v1/seller/group-buy/deals',
    { schema: { tags, body: ZGroupBuyDealInput, response: { 200: ZEnvelope(ZGroupBuyDeal) } } },
    async (req) => ok(await service.createDeal({ actor: req.actor, lang: req.lang, input: req.body })),
  )
  app.post(
    '/api/v1/seller/group-buy/deals/:id/end',
    { schema: { tags, params: ZPathId, response: { 200: ZEnvelope(ZGroupBuyDeal) } } },
    async (req) => ok(await service.endDeal({ actor: req.actor, id: req.params.id })),
  )

  // public: the product page's offer and a room's page (anyone with the link)
  app.get(
    '/api/v1/public/group-buy/products/:productId',
    { schema: { tags, params: ZProductParams, response: { 200: ZEnvelope(ZGroupBuyOffer) } } },
    async (req) => ok(await service.offerOfProduct({ productId: req.params.productId })),
  )
  app.get(
    '/api/v1/public/group-buy/deals/:id',
    { schema: { tags, params: ZPathId, response: { 200: ZEnvelope(ZGroupBuyDeal) } } },
    async (req) => ok(await service.getDeal({ id: req.params.id })),
  )
  app.get(
    '/api/v1/public/group-buy/rooms/:id',
    { schema: { tags, params: ZPathId, response: { 200: ZEnvelope(ZGroupBuyRoom) } } },
    async (req) => ok(await service.getRoom({ actor: req.actor, id: req.params.id })),
  )

  // buyers
  app.post(
    '/api/v1/mobile/group-buy/quote',
    { config: { access: 'user' }, schema: { tags, body: ZGroupBuyQuoteRequest, response: { 200: ZEnvelope(ZQuote) } } },
    async (req) => ok(await service.quote(ctx(req), req.body)),
  )
  app.post(
    '/api/v1/mobile/group-buy/join',
    { config: { access: 'user' }, schema: { tags, body: ZGroupBuyJoin, response: { 200: ZEnvelope(ZGroupBuyJoined) } } },
    async (req) => {
      const key = req.headers['idempotency-key']
      return ok(await service.join(ctx(req), req.body, typeof key === 'string' ? key : undefined))
    },
  )
  app.get(
    '/api/v1/mobile/group-buy/my-rooms',
    { config: { access: 'user' }, schema: { tags, querystring: ZGroupBuyListQuery, response: { 200: ZPagedEnvelope(ZMyGroupBuyRoom) } } },
    async (req) => {
      const { data, meta } = await service.myRooms({ actor: requireUser(req.actor), ...req.query })
      return paged(data, meta)
    },
  )
}
