import { COLLECTION_COVER, ZAdminCollection, ZAdminCollectionInput, ZAdminIdParams, ZEnvelope, ZHomeReorder } from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requireRole } from '#server/platform/auth/actor.ts'
import { AppError } from '#server/platform/errors.ts'
import { ok } from '#server/platform/http.ts'
import { readMultipart } from '#server/platform/multipart.ts'
import type { App } from '#server/platform/server.ts'
import type { CollectionsAdmin } from './collections.service.ts'

const BASE = '/api/v1/admin/home/collections'

/** The home page's platform collections for admins (docs/api/admin-content.md); the role is checked before the input. */
export async function adminCollectionsRoutes(app: App, { service }: { service: CollectionsAdmin }) {
  const adminOnly = async (req: FastifyRequest) => void requireRole(req.actor, 'admin')
  const tags = ['admin']
  const one = { response: { 200: ZEnvelope(ZAdminCollection) } }
  const many = { response: { 200: ZEnvelope(z.array(ZAdminCollection)) } }
  app.get(BASE, { preValidation: adminOnly, schema: { tags, ...many } }, async (req) => ok(await service.list({ actor: req.actor })))
  app.post(BASE, { preValidation: adminOnly, schema: { tags, body: ZAdminCollectionInput, ...one } }, async (req) =>
    ok(await service.create({ actor: req.actor, lang: req.lang, input: req.body })),
  )
  app.post(`${BASE}/reorder`, { preValidation: adminOnly, schema: { tags, body: ZHomeReorder, ...many } }, async (req) =>
    ok(await service.reorder({ actor: req.actor, ids: req.body.ids })),
  )
  app.put(
    `${BASE}/:id`,
    { preValidation: adminOnly, schema: { tags, params: ZAdminIdParams, body: ZAdminCollectionInput, ...one } },
    async (req) => ok(await service.update({ actor: req.actor, lang: req.lang, id: req.params.id, input: req.body })),
  )
  app.put(
    `${BASE}/:id/cover`,
    { preValidation: adminOnly, schema: { tags, params: ZAdminIdParams, consumes: ['multipart/form-data'], ...one } },
    async (req) => {
      const { files } = await readMultipart(req, { maxFiles: 1, maxBytes: COLLECTION_COVER.maxBytes })
      const file = files[0]
      if (!file) throw AppError.fields({ file: 'v.photo_required' }, req.lang)
      return ok(await service.setCover({ actor: req.actor, id: req.params.id, data: file.data }))
    },
  )
}
