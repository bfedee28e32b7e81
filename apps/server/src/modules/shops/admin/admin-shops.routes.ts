import { ZAdminReasonBody, ZAdminShopDetail, ZAdminShopItem, ZAdminShopQuery, ZEnvelope, ZPagedEnvelope, zId } from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requireRole } from '#server/platform/auth/actor.ts'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { AdminShopsService } from './admin-shops.service.ts'

const ZIdParams = z.object({ id: zId })

/** `/api/v1/admin/shops`: the role is checked before the input (preValidation). */
export async function adminShopsRoutes(app: App, { service }: { service: AdminShopsService }) {
  const adminOnly = async (req: FastifyRequest) => void requireRole(req.actor, 'admin')
  const tags = ['admin']
  const decision = {
    preValidation: adminOnly,
    schema: { tags, params: ZIdParams, body: ZAdminReasonBody, response: { 200: ZEnvelope(ZAdminShopDetail) } },
  }

  app.get(
    '/api/v1/admin/shops',
    { preValidation: adminOnly, schema: { tags, querystring: ZAdminShopQuery, response: { 200: ZPagedEnvelope(ZAdminShopItem) } } },
    async (req) => {
      const { items, meta } = await service.search({ actor: req.actor, query: req.query })
      return { success: true as const, data: items, meta }
    },
  )

  app.get(
    '/api/v1/admin/shops/:id',
    { preValidation: adminOnly, schema: { tags, params: ZIdParams, response: { 200: ZEnvelope(ZAdminShopDetail) } } },
    async (req) => ok(await service.detail({ actor: req.actor, id: req.params.id })),
  )

  app.post('/api/v1/admin/shops/:id/pause', decision, async (req) =>
    ok(await service.pause({ actor: req.actor, id: req.params.id, reason: req.body.reason })),
  )
  app.post('/api/v1/admin/shops/:id/resume', decision, async (req) =>
    ok(await service.resume({ actor: req.actor, id: req.params.id, reason: req.body.reason })),
  )
  app.post('/api/v1/admin/shops/:id/close', decision, async (req) =>
    ok(await service.close({ actor: req.actor, id: req.params.id, reason: req.body.reason })),
  )
}
