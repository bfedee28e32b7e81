import {
  ZAdminProduct,
  ZAdminSizeChart,
  ZEnvelope,
  ZModerationQuery,
  ZModerationResult,
  ZPagedEnvelope,
  ZRejectInput,
  ZSizeChartModerationQuery,
  zId,
} from '@xinh/contracts'
import { z } from 'zod'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { ModerationService } from './moderation.service.ts'

const tags = ['admin-moderation']
const ZIdParams = z.object({ id: zId })
const decided = { 200: ZEnvelope(ZModerationResult) }

/** docs/api/catalog.md "Admin": the product and size-chart queues (admin role only). */
export async function moderationRoutes(app: App, { service }: { service: ModerationService }) {
  app.get(
    '/api/v1/admin/products',
    { schema: { tags, querystring: ZModerationQuery, response: { 200: ZPagedEnvelope(ZAdminProduct) } } },
    async (req) => {
      const { data, meta } = await service.listProducts({ actor: req.actor, ...req.query })
      return paged(data, meta)
    },
  )
  app.post('/api/v1/admin/products/:id/accept', { schema: { tags, params: ZIdParams, response: decided } }, async (req) =>
    ok(await service.decideProduct({ actor: req.actor, id: req.params.id, decision: 'accept' })),
  )
  app.post(
    '/api/v1/admin/products/:id/reject',
    { schema: { tags, params: ZIdParams, body: ZRejectInput, response: decided } },
    async (req) => ok(await service.decideProduct({ actor: req.actor, id: req.params.id, decision: 'reject', reason: req.body.reason })),
  )

  app.get(
    '/api/v1/admin/size-charts',
    { schema: { tags, querystring: ZSizeChartModerationQuery, response: { 200: ZPagedEnvelope(ZAdminSizeChart) } } },
    async (req) => {
      const { data, meta } = await service.listSizeCharts({ actor: req.actor, ...req.query })
      return paged(data, meta)
    },
  )
  app.post('/api/v1/admin/size-charts/:id/accept', { schema: { tags, params: ZIdParams, response: decided } }, async (req) =>
    ok(await service.decideSizeChart({ actor: req.actor, id: req.params.id, decision: 'accept' })),
  )
  app.post(
    '/api/v1/admin/size-charts/:id/reject',
    { schema: { tags, params: ZIdParams, body: ZRejectInput, response: decided } },
    async (req) => ok(await service.decideSizeChart({ actor: req.actor, id: req.params.id, decision: 'reject', reason: req.body.reason })),
  )
}
