import { ZEnvelope } from '@xinh/contracts'
import { z } from 'zod'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { CatalogService } from './catalog.service.ts'

type Node = { _id: string; name: string; slug: string; children: Node[] }
const ZCategory: z.ZodType<Node> = z.lazy(() =>
  z.object({ _id: z.string(), name: z.string(), slug: z.string(), children: z.array(ZCategory) }),
)

export async function catalogRoutes(app: App, { service }: { service: CatalogService }) {
  app.get(
    '/api/v1/web/categories',
    { schema: { tags: ['catalog'], response: { 200: ZEnvelope(z.array(ZCategory)) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60')
      return ok(await service.categoryTree())
    },
  )
}
