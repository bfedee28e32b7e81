import { ZEnvelope } from '@xinh/contracts'
import { z } from 'zod'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import { countryOf } from './region.service.ts'

export async function regionRoutes(app: App) {
  app.get(
    '/api/v1/public/get-ip-country',
    { schema: { tags: ['public'], response: { 200: ZEnvelope(z.object({ country_code: z.string() })) } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store')
      reply.header('vary', 'cf-ipcountry, cloudfront-viewer-country, x-country-code')
      return ok({ country_code: countryOf(req) })
    },
  )
}
