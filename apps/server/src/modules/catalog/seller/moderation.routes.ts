import {
  ZAdminProductDetail,
  ZAdminProductQueueItem,
  ZAdminSizeChart,
  ZAdminSizeChartDetail,
  ZEnvelope,
  ZModerationResult,
  ZPagedEnvelope,
  ZProductQueueQuery,
  ZRejectInput,
  ZSizeChartQueueQuery,
  zId,
} from '@xinh/contracts'
import { z } from 'zod'
import { adminOnly, queueBulkRoute } from '#server/platform/admin-queue.ts'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { ModerationService } from './moderation.service.ts'

const tags = ['admin-moderation']
const ZIdParams = z.object({ id: zId })
const decided = { 200: ZEnvelope(ZModerationResult) }

/** docs/api/catalog.md "Admin": the product and size-chart queues (admin role only, checked before the input). */
export async function moderationRoutes(app: App, { service }: { service: ModerationService }) {
  app.get(
    '/api/v1/admin/products',
    {
      preValidation: adminOnly,
      schema: { tags, querystring: ZProductQueueQuery, response: { 200: ZPagedEnvelope(ZAdminProductQueueItem) } },
    },
    async (req) => {
      const { data, meta } = await service.listProducts({ actor: req.actor, ...req.query })
      return paged(data, meta)
    },
  )
  app.get(
    '/api/v1/admin/products/:id',
    { preValidation: adminOnly, schema: { tags, params: ZIdParams, response: { 200: ZEnvelope(ZAdminProductDetail) } } },
    async (req) => ok(await service.productDetail({ actor: req.actor, id: req.params.id })),
  )
  app.post(
    '/api/v1/admin/products/:id/accept',
    { preValidation: adminOnly, schema: { tags, params: ZIdParams, response: decided } },
    async (req) => ok(await service.decideProduct({ actor: req.actor, id: req.params.id, lang: req.lang, decision: 'accept' })),
  )
  app.post(
    '/api/v1/admin/products/:id/reject',
    { preValidation: adminOnly, schema: { tags, params: ZIdParams, body: ZRejectInput, response: decided } },
    async (req) =>
      ok(await service.decideProduct({ actor: req.actor, id: req.params.id, lang: req.lang, decision: 'reject', reason: req.body.reason })),
  )
  // spec §6 "bulk approve" (and reject with one reason)
  queueBulkRoute(app, {
    base: '/api/v1/admin/products',
    tags,
    decide: ({ actor, lang, id, decision, reason }) =>
      decision === 'approve'
        ? service.decideProduct({ actor, lang, id, decision: 'accept' })
        : service.decideProduct({ actor, lang, id, decision: 'reject', reason: reason ?? '' }),
  })

  app.get(
    '/api/v1/admin/size-charts',
    { preValidation: adminOnly, schema: { tags, querystring: ZSizeChartQueueQuery, response: { 200: ZPagedEnvelope(ZAdminSizeChart) } } },
    async (req) => {
      const { data, meta } = await service.listSizeCharts({ actor: req.actor, ...req.query })
      return paged(data, meta)
    },
  )
  app.get(
    '/api/v1/admin/size-charts/:id',
    { preValidation: adminOnly, schema: { tags, params: ZIdParams, response: { 200: ZEnvelope(ZAdminSizeChartDetail) } } },
    async (req) => ok(await service.sizeChartDetail({ actor: req.actor, id: req.params.id })),
  )
  app.post(
    '/api/v1/admin/size-charts/:id/accept',
    { preValidation: adminOnly, schema: { tags, params: ZIdParams, response: decided } },
    async (req) => ok(await service.decideSizeChart({ actor: req.actor, id: req.params.id, lang: req.lang, decision: 'accept' })),
  )
  app.post(
    '/api/v1/admin/size-charts/:id/reject',
    { preValidation: adminOnly, schema: { tags, params: ZIdParams, body: ZRejectInput, response: decided } },
    async (req) =>
      ok(
        await service.decideSizeChart({ actor: req.actor, id: req.params.id, lang: req.lang, decision: 'reject', reason: req.body.reason }),
      ),
  )
  queueBulkRoute(app, {
    base: '/api/v1/admin/size-charts',
    tags,
    decide: ({ actor, lang, id, decision, reason }) =>
      decision === 'approve'
        ? service.decideSizeChart({ actor, lang, id, decision: 'accept' })
        : service.decideSizeChart({ actor, lang, id, decision: 'reject', reason: reason ?? '' }),
  })
}
