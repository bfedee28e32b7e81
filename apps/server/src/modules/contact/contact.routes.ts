import { ZContactCreate, ZContactReceipt, ZEnvelope } from '@xinh/contracts'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { ContactService } from './contact.service.ts'

/** docs/api/contact.md: `POST /api/v1/public/contact`, anyone (the landing pages' visitors), a few a minute per address. */
export async function contactRoutes(app: App, { service }: { service: ContactService }) {
  app.post(
    '/api/v1/public/contact',
    {
      schema: { tags: ['contact'], body: ZContactCreate, response: { 200: ZEnvelope(ZContactReceipt) } },
      config: { access: 'public', rateLimit: { max: 5, timeWindow: 60_000 } },
    },
    async (req) => ok(await service.send({ actor: req.actor, lang: req.lang, input: req.body })),
  )
}
