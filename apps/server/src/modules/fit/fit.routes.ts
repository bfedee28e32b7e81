import {
  FIT_PATHS,
  FIT_RULES,
  ZEnvelope,
  ZPathId,
  ZSizeAdvice,
  ZSizeAdviceRequest,
  ZTryOnConsent,
  ZTryOnConsentRequest,
  ZTryOnDeleted,
  ZTryOnPhoto,
  ZTryOnPhotoJson,
  ZTryOnRequest,
  ZTryOnResult,
} from '@xinh/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requireUser } from '#server/platform/auth/actor.ts'
import { AppError } from '#server/platform/errors.ts'
import { ok } from '#server/platform/http.ts'
import { readMultipart } from '#server/platform/multipart.ts'
import type { App } from '#server/platform/server.ts'
import type { FitService } from './fit.service.ts'

const tags = ['fit']
// a signed-in user or a guest session (the widget's guests try on too): /api/v1/mobile/ is `member`
const member = { access: 'member' as const }
const me = (req: FastifyRequest) => requireUser(req.actor, { allowGuest: true }).userId

/** Per user (or guest session): FIT_RULES.tryOnBurst uploads and try-ons per window. */
const tryOnLimit = {
  ...member,
  rateLimit: {
    max: FIT_RULES.tryOnBurst,
    timeWindow: FIT_RULES.tryOnWindowSeconds * 1000,
    keyGenerator: (req: FastifyRequest) => (req.actor?.kind === 'user' ? `try-on:${req.actor.userId}` : `try-on-ip:${req.ip}`),
  },
}

/** Private image bytes: never stored by a shared cache, never run as anything but an image. */
const sendPrivateImage = (reply: FastifyReply, data: Buffer) =>
  reply
    .header('content-type', 'image/jpeg')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'")
    .header('x-content-type-options', 'nosniff')
    .send(data)

/** Size advice and the try-on preview (docs/api/fit.md). */
export async function fitRoutes(app: App, { service }: { service: FitService }) {
  app.post(
    FIT_PATHS.sizeAdvice,
    { schema: { tags, body: ZSizeAdviceRequest, response: { 200: ZEnvelope(ZSizeAdvice) } }, config: { access: 'public' } },
    async (req) => {
      const userId = req.actor.kind === 'user' && !req.actor.isGuest ? req.actor.userId : undefined
      return ok(await service.sizeAdvice({ productId: req.body.product_id, userId, measurements: req.body.measurements }))
    },
  )

  app.get(FIT_PATHS.consent, { schema: { tags, response: { 200: ZEnvelope(ZTryOnConsent) } }, config: member }, async (req) =>
    ok(await service.consentState(me(req))),
  )
  app.post(
    FIT_PATHS.consent,
    { schema: { tags, body: ZTryOnConsentRequest, response: { 200: ZEnvelope(ZTryOnConsent) } }, config: member },
    async (req) => ok(await service.giveConsent(me(req), req.body.version, req.lang)),
  )
  app.delete(FIT_PATHS.consent, { schema: { tags, response: { 200: ZEnvelope(ZTryOnDeleted) } }, config: member }, async (req) =>
    ok(await service.withdrawConsent(me(req))),
  )

  app.post(
    FIT_PATHS.photos,
    {
      schema: { tags, consumes: ['multipart/form-data', 'application/json'], response: { 200: ZEnvelope(ZTryOnPhoto) } },
      config: tryOnLimit,
      // a JSON photo is base64: a third larger than the file
      bodyLimit: Math.ceil(FIT_RULES.photoMaxBytes * 1.4) + 1024,
    },
    async (req) => {
      const userId = me(req)
      if (req.isMultipart()) {
        const { files } = await readMultipart(req, { maxFiles: 1, maxBytes: FIT_RULES.photoMaxBytes })
        const file = files.find((f) => f.field === 'photo') ?? files[0]
        if (!file) throw AppError.fields({ photo: 'v.required' }, req.lang)
        return ok(await service.uploadPhoto(userId, { data: file.data }))
      }
      const parsed = ZTryOnPhotoJson.safeParse(req.body)
      if (!parsed.success) throw AppError.fields({ image: 'v.required' }, req.lang)
      return ok(await service.uploadPhoto(userId, { image: parsed.data.image }))
    },
  )
  app.delete(
    FIT_PATHS.photo,
    { schema: { tags, params: ZPathId, response: { 200: ZEnvelope(ZTryOnDeleted) } }, config: member },
    async (req) => ok(await service.deletePhoto(me(req), req.params.id)),
  )
  app.get(
    FIT_PATHS.photoImage,
    { schema: { tags, params: ZPathId, produces: ['image/jpeg'], response: { 200: z.any().describe('The JPEG photo') } }, config: member },
    async (req, reply) => sendPrivateImage(reply, await service.photoImage(me(req), req.params.id)),
  )

  app.post(
    FIT_PATHS.tryOn,
    { schema: { tags, body: ZTryOnRequest, response: { 200: ZEnvelope(ZTryOnResult) } }, config: tryOnLimit },
    async (req) => ok(await service.tryOn(me(req), req.body)),
  )
  app.delete(FIT_PATHS.tryOn, { schema: { tags, response: { 200: ZEnvelope(ZTryOnDeleted) } }, config: member }, async (req) =>
    ok(await service.deleteAll(me(req))),
  )
  app.get(
    FIT_PATHS.result,
    { schema: { tags, params: ZPathId, response: { 200: ZEnvelope(ZTryOnResult) } }, config: member },
    async (req) => ok(await service.getResult(me(req), req.params.id)),
  )
  app.get(
    FIT_PATHS.resultImage,
    {
      schema: { tags, params: ZPathId, produces: ['image/jpeg'], response: { 200: z.any().describe('The JPEG preview') } },
      config: member,
    },
    async (req, reply) => sendPrivateImage(reply, await service.resultImage(me(req), req.params.id)),
  )
}
