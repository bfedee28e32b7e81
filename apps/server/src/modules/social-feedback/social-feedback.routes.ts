import {
  ZAdminSocialFeedback,
  ZEnvelope,
  ZPagedEnvelope,
  ZSocialFeedback,
  ZSocialFeedbackCreate,
  ZSocialFeedbackListQuery,
  ZSocialFeedbackQueueQuery,
  ZSocialFeedbackRejectInput,
  zId,
} from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { adminOnly, queueBulkRoute } from '#server/platform/admin-queue.ts'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { SocialFeedbackService } from './social-feedback.service.ts'

const BASE = '/api/v1/admin/social-feedback'
const ZIdParams = z.object({ id: zId })
const one = { 200: ZEnvelope(ZAdminSocialFeedback) }

/** docs/api/social-feedback.md: the author's two calls (spec §7) and the admin's queue. */
export async function socialFeedbackRoutes(app: App, { service }: { service: SocialFeedbackService }) {
  const tags = ['social-feedback']
  app.post(
    '/api/v1/mobile/social-feedback',
    {
      schema: { tags, body: ZSocialFeedbackCreate, response: { 200: ZEnvelope(ZSocialFeedback) } },
      config: {
        access: 'user',
        rateLimit: {
          max: 10,
          timeWindow: 60_000,
          keyGenerator: (req: FastifyRequest) => (req.actor?.kind === 'user' ? `sfb:${req.actor.userId}` : `sfb-ip:${req.ip}`),
        },
      },
    },
    async (req) => ok(await service.submit({ actor: req.actor, lang: req.lang, input: req.body })),
  )
  app.get(
    '/api/v1/mobile/social-feedback',
    {
      schema: { tags, querystring: ZSocialFeedbackListQuery, response: { 200: ZPagedEnvelope(ZSocialFeedback) } },
      config: { access: 'user' },
    },
    async (req) => {
      const { data, meta } = await service.listMine({ actor: req.actor, lang: req.lang, ...req.query })
      return paged(data, meta)
    },
  )

  // ----- the admin queue (platform/admin-queue.ts) ----------------------------------------------
  const atags = ['admin']
  app.get(
    BASE,
    {
      preValidation: adminOnly,
      schema: { tags: atags, querystring: ZSocialFeedbackQueueQuery, response: { 200: ZPagedEnvelope(ZAdminSocialFeedback) } },
    },
    async (req) => {
      const { data, meta } = await service.list({ actor: req.actor, lang: req.lang, ...req.query })
      return paged(data, meta)
    },
  )
  app.get(`${BASE}/:id`, { preValidation: adminOnly, schema: { tags: atags, params: ZIdParams, response: one } }, async (req) =>
    ok(await service.detail({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )
  app.post(`${BASE}/:id/approve`, { preValidation: adminOnly, schema: { tags: atags, params: ZIdParams, response: one } }, async (req) =>
    ok(await service.decide({ actor: req.actor, lang: req.lang, id: req.params.id, decision: 'approve' })),
  )
  app.post(
    `${BASE}/:id/reject`,
    { preValidation: adminOnly, schema: { tags: atags, params: ZIdParams, body: ZSocialFeedbackRejectInput, response: one } },
    async (req) =>
      ok(await service.decide({ actor: req.actor, lang: req.lang, id: req.params.id, decision: 'reject', reason: req.body.reason })),
  )
  queueBulkRoute(app, { base: BASE, tags: atags, decide: (opts) => service.decide(opts) })
}
