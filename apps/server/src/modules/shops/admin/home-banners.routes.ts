import {
  BANNER_PICTURES,
  ZAdminBanner,
  ZAdminBannerInput,
  ZAdminIdParams,
  ZBannerPictureParams,
  ZEnvelope,
  ZHomeReorder,
} from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requireRole } from '#server/platform/auth/actor.ts'
import { AppError } from '#server/platform/errors.ts'
import { ok } from '#server/platform/http.ts'
import { readMultipart } from '#server/platform/multipart.ts'
import type { App } from '#server/platform/server.ts'
import type { HomeBannersAdmin } from './home-banners.service.ts'

const BASE = '/api/v1/admin/home/banners'

/** The home page's platform banners for admins (docs/api/admin-content.md); the role is checked before the input. */
export async function homeBannersRoutes(app: App, { service }: { service: HomeBannersAdmin }) {
  const adminOnly = async (req: FastifyRequest) => void requireRole(req.actor, 'admin')
  const tags = ['admin']
  const one = { response: { 200: ZEnvelope(ZAdminBanner) } }
  const many = { response: { 200: ZEnvelope(z.array(ZAdminBanner)) } }
  app.get(BASE, { preValidation: adminOnly, schema: { tags, ...many } }, async (req) => ok(await service.list({ actor: req.actor })))
  app.post(BASE, { preValidation: adminOnly, schema: { tags, body: ZAdminBannerInput, ...one } }, async (req) =>
    ok(await service.create({ actor: req.actor, input: req.body })),
  )
  app.post(`${BASE}/reorder`, { preValidation: adminOnly, schema: { tags, body: ZHomeReorder, ...many } }, async (req) =>
    ok(await service.reorder({ actor: req.actor, ids: req.body.ids })),
  )
  app.put(
    `${BASE}/:id`,
    { preValidation: adminOnly, schema: { tags, params: ZAdminIdParams, body: ZAdminBannerInput, ...one } },
    async (req) => ok(await service.update({ actor: req.actor, lang: req.lang, id: req.params.id, input: req.body })),
  )
  app.put(
    `${BASE}/:id/:kind`,
    { preValidation: adminOnly, schema: { tags, params: ZBannerPictureParams, consumes: ['multipart/form-data'], ...one } },
    async (req) => {
      const { files } = await readMultipart(req, { maxFiles: 1, maxBytes: BANNER_PICTURES.maxBytes })
      const file = files[0]
      if (!file) throw AppError.fields({ file: 'v.photo_required' }, req.lang)
      return ok(await service.setPicture({ actor: req.actor, id: req.params.id, kind: req.params.kind, data: file.data }))
    },
  )
}
