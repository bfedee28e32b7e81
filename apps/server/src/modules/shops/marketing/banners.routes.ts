import {
  BANNER_RULES,
  ZBannerImage,
  ZBannerImageKindQuery,
  ZBannerInput,
  ZCountedPage,
  ZEnvelope,
  ZOk,
  ZPathId,
  ZSellerBanner,
  ZSellerBannerDetail,
  ZSellerBannerListQuery,
} from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { AppError } from '#server/platform/errors.ts'
import { ok } from '#server/platform/http.ts'
import { readMultipart } from '#server/platform/multipart.ts'
import type { App } from '#server/platform/server.ts'
import type { BannersService } from './banners.service.ts'

const one = { 200: ZEnvelope(ZSellerBannerDetail) }

/** docs/api/seller-marketing.md "Banners". Static paths come before `/:id`. */
export async function sellerBannerRoutes(app: App, { service }: { service: BannersService }) {
  const tags = ['seller-banners']
  const prefix = '/api/v1/seller/banners'
  app.get(
    prefix,
    { schema: { tags, querystring: ZSellerBannerListQuery, response: { 200: ZCountedPage(ZSellerBanner) } } },
    async (req) => ({
      success: true as const,
      ...(await service.list({ actor: req.actor, query: req.query })),
    }),
  )
  app.post(prefix, { schema: { tags, body: ZBannerInput, response: one } }, async (req) =>
    ok(await service.create({ actor: req.actor, lang: req.lang, input: req.body })),
  )
  app.post(
    `${prefix}/images`,
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: ZBannerImageKindQuery,
        description: 'Multipart `file`: the banner picture (kind=image, exactly 343×150) or cover (kind=cover, exactly 1340×754).',
        response: { 200: ZEnvelope(ZBannerImage) },
      },
      config: {
        rateLimit: {
          max: 30,
          timeWindow: 60_000,
          keyGenerator: (req: FastifyRequest) =>
            req.actor?.kind === 'user' ? `banner-image:${req.actor.userId}` : `banner-image-ip:${req.ip}`,
        },
      },
    },
    async (req) =>
      ok(
        await service.uploadImage({
          actor: req.actor,
          kind: req.query.kind,
          read: async () => {
            const { files } = await readMultipart(req, { maxFiles: 1, maxBytes: BANNER_RULES.uploadMaxBytes })
            const file = files.find((f) => f.field === 'file')
            if (!file) throw AppError.fields({ file: 'v.banner_image' }, req.lang)
            return file.data
          },
        }),
      ),
  )
  app.get(`${prefix}/:id`, { schema: { tags, params: ZPathId, response: one } }, async (req) =>
    ok(await service.get({ actor: req.actor, id: req.params.id })),
  )
  app.put(`${prefix}/:id`, { schema: { tags, params: ZPathId, body: ZBannerInput, response: one } }, async (req) =>
    ok(await service.update({ actor: req.actor, lang: req.lang, id: req.params.id, input: req.body })),
  )
  app.post(`${prefix}/:id/end`, { schema: { tags, params: ZPathId, response: one } }, async (req) =>
    ok(await service.end({ actor: req.actor, id: req.params.id })),
  )
  app.delete(`${prefix}/:id`, { schema: { tags, params: ZPathId, response: { 200: ZOk } } }, async (req) =>
    ok(await service.remove({ actor: req.actor, id: req.params.id })),
  )
}
