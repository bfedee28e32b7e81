import {
  CATEGORY_ICON,
  ZAdminCategory,
  ZAdminCategoryInput,
  ZAdminCategoryUpdate,
  ZCategoryReorder,
  ZEnvelope,
  ZAdminIdParams,
} from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requireRole } from '#server/platform/auth/actor.ts'
import { AppError } from '#server/platform/errors.ts'
import { ok } from '#server/platform/http.ts'
import { readMultipart } from '#server/platform/multipart.ts'
import type { App } from '#server/platform/server.ts'
import type { CategoriesAdmin } from './categories.service.ts'

const BASE = '/api/v1/admin/categories'

/** The category tree for admins (docs/api/admin-content.md); the role is checked before the input. */
export async function adminCategoriesRoutes(app: App, { service }: { service: CategoriesAdmin }) {
  const adminOnly = async (req: FastifyRequest) => void requireRole(req.actor, 'admin')
  const tags = ['admin']
  const one = { response: { 200: ZEnvelope(ZAdminCategory) } }
  const many = { response: { 200: ZEnvelope(z.array(ZAdminCategory)) } }

  app.get(BASE, { preValidation: adminOnly, schema: { tags, ...many } }, async (req) => ok(await service.list({ actor: req.actor })))
  app.post(
    BASE,
    { preValidation: adminOnly, schema: { tags, body: ZAdminCategoryInput, response: { 201: ZEnvelope(ZAdminCategory) } } },
    async (req, reply) => reply.status(201).send(ok(await service.create({ actor: req.actor, lang: req.lang, input: req.body }))),
  )
  // static path before /:id
  app.post(`${BASE}/reorder`, { preValidation: adminOnly, schema: { tags, body: ZCategoryReorder, ...many } }, async (req) =>
    ok(await service.reorder({ actor: req.actor, input: req.body })),
  )
  app.patch(
    `${BASE}/:id`,
    { preValidation: adminOnly, schema: { tags, params: ZAdminIdParams, body: ZAdminCategoryUpdate, ...one } },
    async (req) => ok(await service.update({ actor: req.actor, lang: req.lang, id: req.params.id, input: req.body })),
  )
  app.put(
    `${BASE}/:id/icon`,
    { preValidation: adminOnly, schema: { tags, params: ZAdminIdParams, consumes: ['multipart/form-data'], ...one } },
    async (req) => {
      const { files } = await readMultipart(req, { maxFiles: 1, maxBytes: CATEGORY_ICON.maxBytes })
      const file = files[0]
      if (!file) throw AppError.fields({ file: 'v.photo_required' }, req.lang)
      return ok(await service.setIcon({ actor: req.actor, id: req.params.id, data: file.data }))
    },
  )
}
