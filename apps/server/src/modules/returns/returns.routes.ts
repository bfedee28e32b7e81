import { requireStepUp } from '../identity/index.ts'
import {
  ZEnvelope,
  ZReturnCreateInput,
  ZReturnDisputeInput,
  ZReturnList,
  ZAdminReturnListQuery,
  ZReturnListQuery,
  ZReturnRejectInput,
  ZReturnRequest,
  ZReturnShipBackInput,
  ZSellerReturnList,
  ZIdPath,
} from '@xinh/contracts'
import { adminOnly } from '#server/platform/admin-queue.ts'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { ReturnsService } from './returns.service.ts'

/** A malformed id is 400 (contracts ZIdPath); a well-formed one of someone else's record is 404, like a missing one. */
const ZIdParams = ZIdPath
const one = { 200: ZEnvelope(ZReturnRequest) }

/** docs/api/returns.md: the buyer's return requests, the shop's, and the admin's review. */
export async function returnsRoutes(app: App, { service }: { service: ReturnsService }) {
  // ----- buyer (guests too: a guest checkout makes orders) --------------------------------------
  const tags = ['returns']
  app.post(
    '/api/v1/mobile/orders/:id/returns',
    { schema: { tags, params: ZIdParams, body: ZReturnCreateInput, response: one } },
    async (req) => ok(await service.createReturn({ actor: req.actor, lang: req.lang, orderId: req.params.id, input: req.body })),
  )
  app.get(
    '/api/v1/mobile/orders/:id/return',
    { schema: { tags, params: ZIdParams, response: { 200: ZEnvelope(ZReturnRequest.nullable()) } } },
    async (req) => ok(await service.getOrderReturn({ actor: req.actor, lang: req.lang, orderId: req.params.id })),
  )
  app.get('/api/v1/mobile/returns', { schema: { tags, querystring: ZReturnListQuery, response: { 200: ZReturnList } } }, async (req) => {
    const { data, meta } = await service.listBuyerReturns({ actor: req.actor, lang: req.lang, query: req.query })
    return paged(data, meta)
  })
  app.get('/api/v1/mobile/returns/:id', { schema: { tags, params: ZIdParams, response: one } }, async (req) =>
    ok(await service.getBuyerReturn({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )
  app.post('/api/v1/mobile/returns/:id/cancel', { schema: { tags, params: ZIdParams, response: one } }, async (req) =>
    ok(await service.cancelByBuyer({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )
  app.post(
    '/api/v1/mobile/returns/:id/ship-back',
    { schema: { tags, params: ZIdParams, body: ZReturnShipBackInput.nullish(), response: one } },
    async (req) => ok(await service.shipBack({ actor: req.actor, lang: req.lang, id: req.params.id, input: req.body ?? {} })),
  )
  app.post(
    '/api/v1/mobile/returns/:id/dispute',
    { schema: { tags, params: ZIdParams, body: ZReturnDisputeInput.nullish(), response: one } },
    async (req) => ok(await service.dispute({ actor: req.actor, lang: req.lang, id: req.params.id, input: req.body ?? { media: [] } })),
  )

  // ----- seller: the owner of the order's shop -------------------------------------------------
  const stags = ['seller-returns']
  app.get(
    '/api/v1/seller/returns',
    { schema: { tags: stags, querystring: ZReturnListQuery, response: { 200: ZSellerReturnList } } },
    async (req) => {
      const { data, meta, counts } = await service.listShopReturns({ actor: req.actor, lang: req.lang, query: req.query })
      return { ...paged(data, meta), counts }
    },
  )
  app.get('/api/v1/seller/returns/:id', { schema: { tags: stags, params: ZIdParams, response: one } }, async (req) =>
    ok(await service.getShopReturn({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )
  app.post('/api/v1/seller/returns/:id/agree', { schema: { tags: stags, params: ZIdParams, response: one } }, async (req) =>
    ok(await service.agree({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )
  app.post(
    '/api/v1/seller/returns/:id/reject',
    { schema: { tags: stags, params: ZIdParams, body: ZReturnRejectInput, response: one } },
    async (req) => ok(await service.rejectBySeller({ actor: req.actor, lang: req.lang, id: req.params.id, note: req.body.note })),
  )
  app.post('/api/v1/seller/returns/:id/received', { schema: { tags: stags, params: ZIdParams, response: one } }, async (req) =>
    ok(await service.markReceived({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )

  // ----- admin ---------------------------------------------------------------------------------
  const atags = ['admin']
  app.get(
    '/api/v1/admin/returns',
    { preValidation: adminOnly, schema: { tags: atags, querystring: ZAdminReturnListQuery, response: { 200: ZReturnList } } },
    async (req) => {
      const { data, meta } = await service.listAdminReturns({ actor: req.actor, lang: req.lang, query: req.query })
      return paged(data, meta)
    },
  )
  app.get(
    '/api/v1/admin/returns/:id',
    { preValidation: adminOnly, schema: { tags: atags, params: ZIdParams, response: one } },
    async (req) => ok(await service.getAdminReturn({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )
  app.post(
    '/api/v1/admin/returns/:id/approve',
    { preValidation: adminOnly, schema: { tags: atags, params: ZIdParams, response: one } },
    async (req) => {
      // a refund above REFUND_STEP_UP_THRESHOLD: an enrolled admin confirms with a fresh code
      if (await service.refundNeedsStepUp({ id: req.params.id })) requireStepUp(req)
      return ok(await service.approve({ actor: req.actor, lang: req.lang, id: req.params.id }))
    },
  )
  app.post(
    '/api/v1/admin/returns/:id/reject',
    { preValidation: adminOnly, schema: { tags: atags, params: ZIdParams, body: ZReturnRejectInput, response: one } },
    async (req) => ok(await service.rejectByAdmin({ actor: req.actor, lang: req.lang, id: req.params.id, note: req.body.note })),
  )
}
