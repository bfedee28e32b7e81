import { ZEnvelope, ZTopShop, ZTopShopsQuery } from '@xinh/contracts'
import { z } from 'zod'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { ShopsService } from './shops.service.ts'
import { publicRead } from '#server/platform/page-serve.ts'

export async function shopsRoutes(app: App, { service }: { service: ShopsService }) {
  app.get(
    '/api/v1/web/shops/top',
    {
      config: publicRead('listing'),
      schema: {
        tags: ['shops'],
        querystring: ZTopShopsQuery,
        response: { 200: ZEnvelope(z.array(ZTopShop)) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60')
      return ok(await service.topShops(req.query.limit))
    },
  )
}
