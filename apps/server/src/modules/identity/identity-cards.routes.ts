import { ZAdminIdentityCard, ZEnvelope, ZIdentityCardQueueQuery, ZIdentityCardRejectInput, ZPagedEnvelope, zId } from '@xinh/contracts'
import { z } from 'zod'
import { adminOnly, queueBulkRoute } from '#server/platform/admin-queue.ts'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { IdentityCardsQueue } from './identity-cards.service.ts'

const BASE = '/api/v1/admin/identity-cards'
const tags = ['admin']
const ZIdParams = z.object({ id: zId })
const one = { 200: ZEnvelope(ZAdminIdentityCard) }

/** docs/api/admin-queues.md: the identity-card queue (the photos: identity.routes.ts `/:id/:side`). */
export async function identityCardsRoutes(app: App, { queue }: { queue: IdentityCardsQueue }) {
  app.get(
    BASE,
    {
      preValidation: adminOnly,
      schema: { tags, querystring: ZIdentityCardQueueQuery, response: { 200: ZPagedEnvelope(ZAdminIdentityCard) } },
    },
    async (req) => {
      const { data, meta } = await queue.list({ actor: req.actor, ...req.query })
      return paged(data, meta)
    },
  )
  app.get(`${BASE}/:id`, { preValidation: adminOnly, schema: { tags, params: ZIdParams, response: one } }, async (req) =>
    ok(await queue.detail({ actor: req.actor, id: req.params.id })),
  )
  app.post(`${BASE}/:id/approve`, { preValidation: adminOnly, schema: { tags, params: ZIdParams, response: one } }, async (req) =>
    ok(await queue.decide({ actor: req.actor, lang: req.lang, id: req.params.id, decision: 'approve' })),
  )
  app.post(
    `${BASE}/:id/reject`,
    { preValidation: adminOnly, schema: { tags, params: ZIdParams, body: ZIdentityCardRejectInput, response: one } },
    async (req) =>
      ok(await queue.decide({ actor: req.actor, lang: req.lang, id: req.params.id, decision: 'reject', reason: req.body.reason })),
  )
  queueBulkRoute(app, { base: BASE, tags, decide: (opts) => queue.decide(opts) })
}
