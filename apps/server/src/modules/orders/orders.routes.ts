import {
  ZAdminOrderRejectInput,
  ZEnvelope,
  ZOrder,
  ZPagedEnvelope,
  ZPaging,
  ZOrderCancelInput,
  ZOrderList,
  ZOrderListQuery,
  ZOrderShipInput,
  ZCancelRejectInput,
  ZOrderPrepareInput,
  ZReason,
  ZPublicReasonsQuery,
  ZRepurchaseResult,
  ZSellerOrderListQuery,
  ZSellerOrderTodo,
  ZIdPath,
} from '@xinh/contracts'
import { z } from 'zod'
import { adminOnly, queueBulkRoute } from '#server/platform/admin-queue.ts'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { OrdersService } from './orders.service.ts'

/** A malformed id is 400 (contracts ZIdPath); a well-formed one of someone else's record is 404, like a missing one. */
const ZIdParams = ZIdPath
const order = { 200: ZEnvelope(ZOrder) }
/** Cancelling without a body or a reason answers ORDER_CANCEL_REASON_REQUIRED, not a validation error. */
const ZCancelBody = ZOrderCancelInput.nullish()

/** docs/api/commerce.md "Orders": the buyer's orders, the shop's orders, and the reasons (cancel, return; pages issue 18: feedback, report). */
export async function ordersRoutes(app: App, { service }: { service: OrdersService }) {
  const tags = ['orders']

  app.get(
    '/api/v1/public/reasons',
    { schema: { tags, querystring: ZPublicReasonsQuery, response: { 200: ZEnvelope(z.array(ZReason)) } } },
    async (req) => ok(service.reasons(req.query.type, req.lang)),
  )

  // ----- buyer (guests too: a guest checkout makes orders) ------------------------------------
  app.get('/api/v1/mobile/orders', { schema: { tags, querystring: ZOrderListQuery, response: { 200: ZOrderList } } }, async (req) => {
    const { data, meta, counts } = await service.listBuyerOrders({ actor: req.actor, lang: req.lang, query: req.query })
    return { ...paged(data, meta), counts }
  })
  app.get('/api/v1/mobile/orders/:id', { schema: { tags, params: ZIdParams, response: order } }, async (req) =>
    ok(await service.getBuyerOrder({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )
  app.post('/api/v1/mobile/orders/:id/cancel', { schema: { tags, params: ZIdParams, body: ZCancelBody, response: order } }, async (req) =>
    ok(await service.cancelByBuyer({ actor: req.actor, lang: req.lang, id: req.params.id, reasonId: req.body?.reason_id })),
  )
  app.post('/api/v1/mobile/orders/:id/confirm-received', { schema: { tags, params: ZIdParams, response: order } }, async (req) =>
    ok(await service.confirmReceived({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )
  app.post(
    '/api/v1/mobile/orders/:id/repurchase',
    { schema: { tags, params: ZIdParams, response: { 200: ZEnvelope(ZRepurchaseResult) } } },
    async (req) => ok(await service.repurchase({ actor: req.actor, id: req.params.id })),
  )

  // ----- seller: the owner of the order's shop -------------------------------------------------
  const stags = ['seller-orders']
  app.get(
    '/api/v1/seller/orders',
    { schema: { tags: stags, querystring: ZSellerOrderListQuery, response: { 200: ZOrderList } } },
    async (req) => {
      const { data, meta, counts } = await service.listShopOrders({ actor: req.actor, lang: req.lang, query: req.query })
      return { ...paged(data, meta), counts }
    },
  )
  app.get('/api/v1/seller/orders/:id', { schema: { tags: stags, params: ZIdParams, response: order } }, async (req) =>
    ok(await service.getShopOrder({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )
  app.get('/api/v1/seller/orders/todo', { schema: { tags: stags, response: { 200: ZEnvelope(ZSellerOrderTodo) } } }, async (req) =>
    ok(await service.sellerTodo({ actor: req.actor })),
  )
  for (const [path, step] of [
    ['confirm', service.confirm],
    ['cancel-request/accept', service.acceptCancel],
  ] as const) {
    app.post(`/api/v1/seller/orders/:id/${path}`, { schema: { tags: stags, params: ZIdParams, response: order } }, async (req) =>
      ok(await step({ actor: req.actor, lang: req.lang, id: req.params.id })),
    )
  }
  app.post(
    '/api/v1/seller/orders/:id/prepare',
    { schema: { tags: stags, params: ZIdParams, body: ZOrderPrepareInput.nullish(), response: order } },
    async (req) => ok(await service.prepare({ actor: req.actor, lang: req.lang, id: req.params.id, input: req.body })),
  )
  app.post(
    '/api/v1/seller/orders/:id/cancel-request/reject',
    { schema: { tags: stags, params: ZIdParams, body: ZCancelRejectInput, response: order } },
    async (req) => ok(await service.rejectCancel({ actor: req.actor, lang: req.lang, id: req.params.id, reason: req.body.reason })),
  )
  app.post(
    '/api/v1/seller/orders/:id/ship',
    { schema: { tags: stags, params: ZIdParams, body: ZOrderShipInput, response: order } },
    async (req) => ok(await service.ship({ actor: req.actor, lang: req.lang, id: req.params.id, input: req.body })),
  )
  // ----- admin: COD orders held for review (issue 14) -----
  const adminTags = ['admin']
  const decided = { 200: ZEnvelope(z.object({ _id: z.string(), status: z.string() })) }
  app.get(
    '/api/v1/admin/orders',
    { preValidation: adminOnly, schema: { tags: adminTags, querystring: ZPaging, response: { 200: ZPagedEnvelope(ZOrder) } } },
    async (req) => {
      const { data, meta } = await service.listHeldCod({ actor: req.actor, lang: req.lang, ...req.query })
      return paged(data, meta)
    },
  )
  app.get(
    '/api/v1/admin/orders/:id',
    { preValidation: adminOnly, schema: { tags: adminTags, params: ZIdParams, response: order } },
    async (req) => ok(await service.getAdminOrder({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )
  app.post(
    '/api/v1/admin/orders/:id/approve',
    { preValidation: adminOnly, schema: { tags: adminTags, params: ZIdParams, response: decided } },
    async (req) => ok(await service.decideHeld({ actor: req.actor, lang: req.lang, id: req.params.id, decision: 'approve' })),
  )
  app.post(
    '/api/v1/admin/orders/:id/reject',
    { preValidation: adminOnly, schema: { tags: adminTags, params: ZIdParams, body: ZAdminOrderRejectInput, response: decided } },
    async (req) =>
      ok(await service.decideHeld({ actor: req.actor, lang: req.lang, id: req.params.id, decision: 'reject', reason: req.body.reason })),
  )
  queueBulkRoute(app, { base: '/api/v1/admin/orders', tags: adminTags, decide: (opts) => service.decideHeld(opts) })
  app.post(
    '/api/v1/seller/orders/:id/cancel',
    { schema: { tags: stags, params: ZIdParams, body: ZCancelBody, response: order } },
    async (req) => ok(await service.cancelBySeller({ actor: req.actor, lang: req.lang, id: req.params.id, reasonId: req.body?.reason_id })),
  )
}
