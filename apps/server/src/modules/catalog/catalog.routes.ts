import { ZCategoryNode, ZEnvelope } from '@xinh/contracts'
import { z } from 'zod'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { CatalogService } from './catalog.service.ts'
import { publicRead } from '#server/platform/page-serve.ts'

export async function catalogRoutes(app: App, { service }: { service: CatalogService }) {
  app.get(
    '/api/v1/web/categories',
    { config: publicRead('content'), schema: { tags: ['catalog'], response: { 200: ZEnvelope(z.array(ZCategoryNode)) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60')
      return ok(await service.categoryTree())
    },
  )
}
