import {
  PAYMENT_METHODS,
  ZAdminRefundQuery,
  ZEnvelope,
  ZMarkTransferredInput,
  ZPagedEnvelope,
  ZPaymentStarted,
  ZPaymentView,
  ZPayOrderInput,
  ZRefund,
  ZShopPaymentSettings,
  ZIdPath,
} from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { AppError } from '#server/platform/errors.ts'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import { ipnAnswer } from './gateways/answers.ts'
import type { PaymentsService } from './index.ts'

/** A malformed id is 400 (contracts ZIdPath); a well-formed one of someone else's record is 404, like a missing one. */
const ZIdParams = ZIdPath
/** A gateway's callback parameters are checked by its signature, not by a schema: anything goes in, a bad one is answered in its protocol. */
const ZAnyParams = z.record(z.string(), z.unknown())
const ZErrorEnvelope = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
})
const ZMethods = z.object({ methods: z.array(z.enum(PAYMENT_METHODS)) })
const RESULT_PAGE = '/thanh-toan/ket-qua'

/** `key`: the result page's link key (the gateway's return adds it), to read the payment without a session. */
const ZPaymentQuery = z.object({ key: z.string().max(64).optional() })
/** The site the request was made on, as the browser addressed it (judged by the payments service). */
const requestOrigin = (req: FastifyRequest) => `${req.protocol}://${req.host}`

/** The query string exactly as sent (URLSearchParams decoding, the way the gateway signed it). */
const rawQuery = (req: FastifyRequest) => Object.fromEntries(new URL(req.url, 'http://localhost').searchParams)

/** docs/api/payments.md: gateway callbacks, paying again, the buyer's payment, shop settings, admin refunds. */
export async function paymentsRoutes(app: App, { service }: { service: PaymentsService }) {
  const tags = ['payments']

  // ----- gateways (server to server, and the buyer's browser coming back) ----------------------
  app.get(
    '/api/v1/payments/vnpay/ipn',
    { schema: { tags, querystring: ZAnyParams, response: { 200: z.object({ RspCode: z.string(), Message: z.string() }) } } },
    async (req) => {
      const { verdict } = await service.handleCallback('vnpay', 'ipn', rawQuery(req))
      return ipnAnswer('vnpay', verdict).body!
    },
  )
  app.post(
    '/api/v1/payments/momo/ipn',
    // 500 is our own "call again" (null), or the error envelope when the request failed
    { schema: { tags, body: ZAnyParams.nullish(), response: { 204: z.null(), 500: z.null().or(ZErrorEnvelope) } } },
    async (req, reply) => {
      const { verdict } = await service.handleCallback('momo', 'ipn', req.body ?? {})
      return reply.status(ipnAnswer('momo', verdict).status === 204 ? 204 : 500).send(null)
    },
  )
  for (const gateway of ['vnpay', 'momo'] as const) {
    app.get(`/api/v1/payments/${gateway}/return`, { schema: { tags, querystring: ZAnyParams } }, async (req, reply) => {
      const { verdict, paymentId } = await service.handleCallback(gateway, 'return', rawQuery(req))
      // relative: the buyer stays on the host the gateway brought them back to (the one they paid from)
      const target = paymentId
        ? `${RESULT_PAGE}?payment=${paymentId}&key=${service.resultKey(paymentId)}`
        : `${RESULT_PAGE}?error=${verdict}`
      return reply.redirect(target, 302)
    })
  }

  // ----- buyer ------------------------------------------------------------------------------
  app.post(
    '/api/v1/mobile/orders/:id/pay',
    { schema: { tags, params: ZIdParams, body: ZPayOrderInput.nullish(), response: { 200: ZEnvelope(ZPaymentStarted) } } },
    async (req) =>
      ok(
        await service.payOrder({
          actor: req.actor,
          lang: req.lang,
          ip: req.ip,
          origin: requestOrigin(req),
          orderId: req.params.id,
          method: req.body?.payment_method,
        }),
      ),
  )
  app.get(
    '/api/v1/mobile/payments/:id',
    {
      // the result link of a gateway return reads the payment with its `key`, without a session;
      // without a key the service requires the payment's owner
      config: { access: 'public' },
      // without a session only a well-formed link can read it: anything else is 401 before the
      // input is looked at (onRequest: before the platform's own input checks), so an anonymous
      // caller never learns the schema from a 400
      onRequest: async (req: FastifyRequest) => {
        if (req.actor.kind === 'user') return
        const key = (req.query as { key?: unknown }).key
        // the link's key is base64url: anything else cannot be one
        if (!ZIdParams.safeParse(req.params).success || typeof key !== 'string' || !/^[\w-]{1,64}$/.test(key))
          throw new AppError('UNAUTHENTICATED')
      },
      schema: { tags, params: ZIdParams, querystring: ZPaymentQuery, response: { 200: ZEnvelope(ZPaymentView) } },
    },
    async (req) => ok(await service.getPayment({ actor: req.actor, id: req.params.id, key: req.query.key })),
  )

  // ----- seller: the methods the shop accepts (spec /ban-hang/cai-dat/thanh-toan) --------------
  const stags = ['seller-settings']
  app.get('/api/v1/seller/settings/payments', { schema: { tags: stags, response: { 200: ZEnvelope(ZMethods) } } }, async (req) =>
    ok(await service.getShopSettings({ actor: req.actor })),
  )
  app.put(
    '/api/v1/seller/settings/payments',
    { schema: { tags: stags, body: ZShopPaymentSettings, response: { 200: ZEnvelope(ZMethods) } } },
    async (req) => ok(await service.saveShopSettings({ actor: req.actor, methods: req.body.methods })),
  )

  // ----- admin: refunds, bank transfers to make ------------------------------------------------
  const atags = ['admin']
  app.get(
    '/api/v1/admin/refunds',
    { schema: { tags: atags, querystring: ZAdminRefundQuery, response: { 200: ZPagedEnvelope(ZRefund) } } },
    async (req) => {
      const { data, meta } = await service.listRefunds({ actor: req.actor, query: req.query })
      return paged(data, meta)
    },
  )
  app.post(
    '/api/v1/admin/refunds/:id/mark-transferred',
    { schema: { tags: atags, params: ZIdParams, body: ZMarkTransferredInput.nullish(), response: { 200: ZEnvelope(ZRefund) } } },
    async (req) => ok(await service.markTransferred({ actor: req.actor, id: req.params.id, reference: req.body?.reference })),
  )
}
