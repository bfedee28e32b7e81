import path from 'node:path'
import { MEDIA_RULES, ZEnvelope, ZMediaImage, ZMediaVideo } from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requireUser } from '#server/platform/auth/actor.ts'
import type { Config } from '#server/platform/config.ts'
import { AppError } from '#server/platform/errors.ts'
import { ok } from '#server/platform/http.ts'
import { createMediaService, type MediaService } from '#server/platform/media/media.ts'
import { receiveFileToDisk } from '#server/platform/media/upload.ts'
import { readMultipart } from '#server/platform/multipart.ts'
import type { App } from '#server/platform/server.ts'
import type { Storage } from '#server/platform/storage.ts'

/** Per signed-in user (anonymous requests are refused anyway, counted per IP). */
const perUser = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => (req.actor?.kind === 'user' ? `media:${req.actor.userId}` : `media-ip:${req.ip}`),
  },
})

export type MediaRoutesOptions = { storage: Storage; config: Config; service?: MediaService }

/**
 * POST /api/v1/image and POST /api/v1/video (docs/api/catalog.md "Media"): signed-in users
 * upload product, review and post media; the URLs they get back go into those records.
 */
export async function mediaRoutes(app: App, opts: MediaRoutesOptions) {
  const { config } = opts
  const media =
    opts.service ??
    createMediaService({
      storage: opts.storage,
      limits: {
        imageMaxBytes: Math.round(config.MEDIA_IMAGE_MAX_MB * 1024 * 1024),
        videoMaxBytes: Math.round(config.MEDIA_VIDEO_MAX_MB * 1024 * 1024),
        videoMaxSeconds: config.MEDIA_VIDEO_MAX_SECONDS,
        avifEffort: config.MEDIA_AVIF_EFFORT,
      },
    })
  const tmpDir = path.join(config.dataDir, 'tmp', 'uploads')

  app.post(
    '/api/v1/image',
    {
      schema: {
        tags: ['media'],
        consumes: ['multipart/form-data'],
        description: 'Multipart `file` (one image) or `files` (up to 3). Answers one image, or an array for `files`.',
        response: { 200: ZEnvelope(z.union([ZMediaImage, z.array(ZMediaImage)])) },
      },
      config: { ...perUser(60), access: 'user' },
    },
    async (req) => {
      requireUser(req.actor)
      const max = MEDIA_RULES.imagesPerRequest
      const { files } = await readMultipart(req, { maxFiles: max, maxBytes: media.limits.imageMaxBytes })
      const images = files.filter((f) => f.field === 'file' || f.field === 'files')
      if (images.length === 0) throw AppError.fields({ file: 'v.required' }, req.lang)
      // every file is checked before any is encoded: one bad file fails the request cheaply
      for (const f of images) await media.checkImage(f.data)
      const results = []
      for (const f of images) results.push(await media.uploadImage(f.data))
      const asList = images.length > 1 || images.some((f) => f.field === 'files')
      return ok(asList ? results : results[0]!)
    },
  )

  app.post(
    '/api/v1/video',
    {
      schema: {
        tags: ['media'],
        consumes: ['multipart/form-data'],
        description: 'Multipart `file`: an MP4, WebM or QuickTime video within the size and duration limits.',
        response: { 200: ZEnvelope(ZMediaVideo) },
      },
      config: { ...perUser(20), access: 'user' },
    },
    async (req) => {
      requireUser(req.actor)
      const upload = await receiveFileToDisk(req, { field: 'file', maxBytes: media.limits.videoMaxBytes, dir: tmpDir })
      if (!upload) throw AppError.fields({ file: 'v.required' }, req.lang)
      try {
        return ok(await media.uploadVideo(upload))
      } finally {
        await upload.cleanup()
      }
    },
  )
}
