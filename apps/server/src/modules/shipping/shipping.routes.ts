import {
  ZEnvelope,
  ZIdPath,
  ZOrderLabels,
  ZOrderLabelsQuery,
  ZShipment,
  ZShipmentLabel,
  ZShippingSettings,
  ZShippingSettingsInput,
} from '@xinh/contracts'
import { z } from 'zod'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { ShippingService } from './shipping.service.ts'

/** A malformed id is 400 (contracts ZIdPath); a well-formed one of someone else's record is 404, like a missing one. */
const ZIdParams = ZIdPath
const settings = { 200: ZEnvelope(ZShippingSettings) }
const shipment = { 200: ZEnvelope(ZShipment.nullable()) }
const ZWebhookAck = ZEnvelope(z.object({ received: z.literal(true) }))

/** docs/api/shipping.md: seller settings, the shipment of an order, and the carriers' webhooks. */
export async function shippingRoutes(app: App, { service }: { service: ShippingService }) {
  // GHTK posts its webhooks as a form (scoped to this plugin)
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
  }

  const stags = ['seller-shipping']
  app.get('/api/v1/seller/settings/shipping', { schema: { tags: stags, response: settings } }, async (req) =>
    ok(await service.getSettings({ actor: req.actor })),
  )
  app.put('/api/v1/seller/settings/shipping', { schema: { tags: stags, body: ZShippingSettingsInput, response: settings } }, async (req) =>
    ok(await service.updateSettings({ actor: req.actor, input: req.body, lang: req.lang })),
  )
  app.get('/api/v1/seller/orders/:id/shipment', { schema: { tags: stags, params: ZIdParams, response: shipment } }, async (req) =>
    ok(await service.sellerShipment({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )
  app.get(
    '/api/v1/seller/orders/:id/shipment/label',
    { schema: { tags: stags, params: ZIdParams, response: { 200: ZEnvelope(ZShipmentLabel) } } },
    async (req) => ok(await service.sellerLabel({ actor: req.actor, id: req.params.id })),
  )
  app.get('/api/v1/seller/orders/:id/shipment/label.pdf', { schema: { tags: stags, params: ZIdParams } }, async (req, reply) => {
    const { label, pdf } = await service.sellerLabelPdf({ actor: req.actor, id: req.params.id })
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${label.replace(/[^\w.-]/g, '_')}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf))
  })

  // many orders at once (the seller centre's bulk print): GHTK labels as one PDF, Viettel Post's on one print page
  app.get(
    '/api/v1/seller/orders/labels',
    { schema: { tags: stags, querystring: ZOrderLabelsQuery, response: { 200: ZEnvelope(ZOrderLabels) } } },
    async (req) => ok(await service.sellerLabels({ actor: req.actor, ids: req.query.ids })),
  )
  app.get('/api/v1/seller/orders/labels.pdf', { schema: { tags: stags, querystring: ZOrderLabelsQuery } }, async (req, reply) => {
    const { count, pdf } = await service.sellerLabelsPdf({ actor: req.actor, ids: req.query.ids })
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="nhan-van-don-${count}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf))
  })

  app.get('/api/v1/mobile/orders/:id/shipment', { schema: { tags: ['orders'], params: ZIdParams, response: shipment } }, async (req) =>
    ok(await service.buyerShipment({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )

  // the carriers' status webhooks: verified by their shared secret, answered 200 once stored
  const wtags = ['webhooks']
  const ZGhtkQuery = z.object({ hash: z.string().max(200).optional() })
  app.post('/api/v1/webhooks/ghtk', { schema: { tags: wtags, querystring: ZGhtkQuery, response: { 200: ZWebhookAck } } }, async (req) => {
    await service.receiveWebhook('GHTK', { query: req.query, headers: req.headers, body: req.body })
    return ok({ received: true as const })
  })
  app.post('/api/v1/webhooks/viettelpost', { schema: { tags: wtags, response: { 200: ZWebhookAck } } }, async (req) => {
    await service.receiveWebhook('VIETTEL_POST', { query: {}, headers: req.headers, body: req.body })
    return ok({ received: true as const })
  })
}
