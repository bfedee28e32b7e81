import { ZEnvelope } from '@xinh/contracts'
import { z } from 'zod'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { ShopsService } from './shops.service.ts'

const ZShopCard = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  avatar: z.string().nullable(),
  rating: z.number(),
  follower_count: z.number(),
  province_code: z.string().nullable(),
})

export async function shopsRoutes(app: App, { service }: { service: ShopsService }) {
  app.get(
    '/api/v1/web/shops/top',
    {
      schema: {
        tags: ['shops'],
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(12) }),
        response: { 200: ZEnvelope(z.array(ZShopCard)) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60')
      return ok(await service.topShops(req.query.limit))
    },
  )
}
