import { ZEnvelope, ZPagedEnvelope, ZReportCase, ZReportCaseQuery, ZReportDecideInput, zId } from '@xinh/contracts'
import { z } from 'zod'
import { adminOnly, queueBulkRoute } from '#server/platform/admin-queue.ts'
import { requireStepUp } from '#server/modules/identity/index.ts'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { CommunityModeration } from './moderation.service.ts'

const BASE = '/api/v1/admin/reported-content'
const tags = ['admin']
const ZIdParams = z.object({ id: zId })
const one = { 200: ZEnvelope(ZReportCase) }

/**
 * The reported-content queue (docs/api/admin-queues.md): approve upholds the reports (the content is
 * hidden), warn also sends its author a notice, lock also locks the author's account, reject
 * dismisses them; each with the audit entry, race-safe.
 */
export async function reportedContentRoutes(app: App, { moderation }: { moderation: CommunityModeration }) {
  app.get(
    BASE,
    { preValidation: adminOnly, schema: { tags, querystring: ZReportCaseQuery, response: { 200: ZPagedEnvelope(ZReportCase) } } },
    async (req) => {
      const { data, meta } = await moderation.list({ actor: req.actor, lang: req.lang, ...req.query })
      return paged(data, meta)
    },
  )
  app.get(`${BASE}/:id`, { preValidation: adminOnly, schema: { tags, params: ZIdParams, response: one } }, async (req) =>
    ok(await moderation.detail({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )
  app.post(`${BASE}/:id/approve`, { preValidation: adminOnly, schema: { tags, params: ZIdParams, response: one } }, async (req) =>
    ok(await moderation.decide({ actor: req.actor, lang: req.lang, id: req.params.id, decision: 'approve' })),
  )
  app.post(
    `${BASE}/:id/reject`,
    { preValidation: adminOnly, schema: { tags, params: ZIdParams, body: ZReportDecideInput, response: one } },
    async (req) =>
      ok(await moderation.decide({ actor: req.actor, lang: req.lang, id: req.params.id, decision: 'reject', reason: req.body.reason })),
  )
  app.post(
    `${BASE}/:id/warn`,
    { preValidation: adminOnly, schema: { tags, params: ZIdParams, body: ZReportDecideInput, response: one } },
    async (req) =>
      ok(await moderation.decide({ actor: req.actor, lang: req.lang, id: req.params.id, decision: 'warn', reason: req.body.reason })),
  )
  // locking an account asks an enrolled admin for a fresh second factor, as on the users screen
  app.post(
    `${BASE}/:id/lock`,
    { preValidation: adminOnly, schema: { tags, params: ZIdParams, body: ZReportDecideInput, response: one } },
    async (req) => {
      requireStepUp(req)
      return ok(await moderation.decide({ actor: req.actor, lang: req.lang, id: req.params.id, decision: 'lock', reason: req.body.reason }))
    },
  )
  queueBulkRoute(app, { base: BASE, tags, decide: (opts) => moderation.decide(opts) })
}
