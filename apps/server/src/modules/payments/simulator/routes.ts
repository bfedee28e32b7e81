import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Database } from '#server/platform/db/client.ts'
import type { App } from '#server/platform/server.ts'
import { SIM_PATHS } from '../gateways/setup.ts'
import type { PaymentsService } from '../index.ts'
import { createDeliverer } from './deliver.ts'
import { createMomoSimulator } from './momo.sim.ts'
import { pageCsp } from './pages.ts'
import { createVnpaySimulator } from './vnpay.sim.ts'

/** Gateway messages are checked by their signatures, not by a schema. */
const ZAny = z.record(z.string(), z.unknown())
const ZOrderParam = z.object({ orderId: z.string().max(200) })
const strings = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v == null ? '' : String(v)]))
const rawQuery = (req: FastifyRequest) => Object.fromEntries(new URL(req.url, 'http://localhost').searchParams)

type PageResult = { status: number; html: string; csp?: string | null } | { redirect: string }
function send(reply: FastifyReply, result: PageResult) {
  if ('redirect' in result) return reply.redirect(result.redirect, 302)
  return reply
    .status(result.status)
    .header('content-security-policy', pageCsp(result.csp))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(result.html)
}

/**
 * The built-in gateway simulators (decision 006), mounted when a gateway has no credentials:
 * VNPay's payment page and merchant API, MoMo's create/query/refund API and wallet page — the
 * same protocol as the real hosts, calling our IPN over HTTP. docs/api/payments.md "Simulators".
 */
export async function devGatewayRoutes(app: App, { service, database }: { service: PaymentsService; database: Database }) {
  const setup = service.gatewaySetup
  const deliverer = createDeliverer(app.log)
  app.addHook('onClose', async () => deliverer.close())
  // the pages' forms post application/x-www-form-urlencoded (this plugin's scope only)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  const tags = ['dev-gateway']

  if (setup.vnpay.simulated) {
    const vnpay = createVnpaySimulator({ db: database.db, creds: setup.vnpay, ipnUrl: setup.callbacks.vnpay.ipn, deliverer })
    app.get(SIM_PATHS.vnpayPay, { schema: { tags, querystring: ZAny } }, async (req, reply) =>
      send(reply, vnpay.page(rawQuery(req), SIM_PATHS.vnpayPay)),
    )
    app.post(SIM_PATHS.vnpayPay, { schema: { tags, body: ZAny } }, async (req, reply) => send(reply, await vnpay.submit(strings(req.body))))
    app.post(SIM_PATHS.vnpayApi, { schema: { tags, body: ZAny } }, async (req) => vnpay.api(req.body))
  }

  if (setup.momo.simulated) {
    const base = SIM_PATHS.momo
    const momo = createMomoSimulator({ db: database.db, creds: setup.momo, payUrlBase: `${setup.momo.endpoint}/pay`, deliverer })
    app.post(`${base}/v2/gateway/api/create`, { schema: { tags, body: ZAny } }, async (req) => momo.create(req.body))
    app.post(`${base}/v2/gateway/api/query`, { schema: { tags, body: ZAny } }, async (req) => momo.query(req.body))
    app.post(`${base}/v2/gateway/api/refund`, { schema: { tags, body: ZAny } }, async (req) => momo.refund(req.body))
    app.get(`${base}/pay/:orderId`, { schema: { tags, params: ZOrderParam } }, async (req, reply) =>
      send(reply, await momo.page(req.params.orderId, `${base}/pay/${encodeURIComponent(req.params.orderId)}`)),
    )
    app.post(`${base}/pay/:orderId`, { schema: { tags, params: ZOrderParam, body: ZAny } }, async (req, reply) =>
      send(reply, await momo.submit(req.params.orderId, typeof req.body.action === 'string' ? req.body.action : undefined)),
    )
  }
}
