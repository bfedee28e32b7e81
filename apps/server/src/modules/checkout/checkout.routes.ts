import { ZCreatedOrders, ZCreateOrder, ZEnvelope, ZQuote, ZQuoteRequest } from '@xinh/contracts'
import { requireUser } from '#server/platform/auth/actor.ts'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { CheckoutService } from './checkout.service.ts'

/** A device id that is not the web's ("web-…") means the buyer is in the app (app-only vouchers). */
const fromApp = (from: string | string[] | undefined) => typeof from === 'string' && from.length > 0 && !from.startsWith('web-')

/** Checkout: the quote the page shows, and order creation (guests may check out too). */
export async function checkoutRoutes(app: App, { service }: { service: CheckoutService }) {
  const ctx = (req: {
    actor: Parameters<typeof requireUser>[0]
    lang: import('@xinh/contracts').Lang
    headers: Record<string, string | string[] | undefined>
    ip: string
    protocol: string
    host: string
  }) => ({
    actor: requireUser(req.actor, { allowGuest: true }),
    lang: req.lang,
    app: fromApp(req.headers.from),
    // VNPay asks for the buyer's address with each payment
    ip: req.ip,
    // an online payment brings the buyer back to the site they ordered on (when it is ours)
    origin: `${req.protocol}://${req.host}`,
  })

  app.post(
    '/api/v1/mobile/checkout/quote',
    { schema: { tags: ['checkout'], body: ZQuoteRequest, response: { 200: ZEnvelope(ZQuote) } } },
    async (req) => ok(await service.quote(ctx(req), req.body)),
  )

  app.post(
    '/api/v1/mobile/orders',
    { schema: { tags: ['checkout'], body: ZCreateOrder, response: { 200: ZEnvelope(ZCreatedOrders) } } },
    async (req) => {
      const key = req.headers['idempotency-key']
      return ok(await service.placeOrder(ctx(req), req.body, typeof key === 'string' ? key : undefined))
    },
  )
}
