import {
  BLOOK_RATE_LIMITS,
  BLOOK_TEMPLATES,
  ZAdminBlogListQuery,
  ZBlogAdmin,
  ZBlogCategory,
  ZBlogCategoryCreate,
  ZBlogDetail,
  ZBlogInput,
  ZBlogListQuery,
  ZBlogSummary,
  ZBlook,
  ZBlookCategoryTree,
  ZBlookCreate,
  ZBlookUpdate,
  ZBlookListQuery,
  ZBlookSummary,
  ZBlookUserQuery,
  ZEnvelope,
  ZIdPath,
  ZOk,
  ZPagedEnvelope,
} from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requireUser, viewerOf } from '#server/platform/auth/actor.ts'
import { ok, paged } from '#server/platform/http.ts'
import { publicRead } from '#server/platform/page-serve.ts'
import type { App } from '#server/platform/server.ts'
import type { BlogsService } from './blogs.service.ts'
import type { BlooksService } from './blooks.service.ts'

const tags = ['blog']
const C = '/community/v1'
const A = '/api/v1/admin'
// blog pages show live product cards: a price change (listing) evicts them too
const blogRead = publicRead('blog', 'listing')

const ZUserPath = z.object({ id: z.string().max(64) })
const ZTemplate = z.object({ id: z.string(), pages: z.number() })

export type BlogsRoutesOptions = { blogs: BlogsService; blooks: BlooksService }

/** Blogs and blooks (docs/api/blog.md). */
export async function blogsRoutes(app: App, { blogs, blooks }: BlogsRoutesOptions) {
  // ----- blogs: public --------------------------------------------------------------------------
  app.get(
    `${C}/blogs`,
    { schema: { tags, querystring: ZBlogListQuery, response: { 200: ZPagedEnvelope(ZBlogSummary) } }, config: blogRead },
    async (req) => {
      const { items, meta } = await blogs.listPublic(req.query)
      return paged(items, meta)
    },
  )
  app.get(
    `${C}/blogs/:id`,
    { schema: { tags, params: z.object({ id: z.string().max(64) }), response: { 200: ZEnvelope(ZBlogDetail) } }, config: blogRead },
    async (req) => ok(await blogs.getPublic(req.params.id)),
  )
  app.get(`${C}/blog-categories`, { schema: { tags, response: { 200: ZEnvelope(z.array(ZBlogCategory)) } }, config: blogRead }, async () =>
    ok(await blogs.categories()),
  )

  // ----- blogs: admin (the /api/v1/admin prefix checks the role before anything is parsed) -------
  app.get(
    `${A}/blogs`,
    { schema: { tags, querystring: ZAdminBlogListQuery, response: { 200: ZPagedEnvelope(ZBlogAdmin) } } },
    async (req) => {
      const { items, meta } = await blogs.adminList({ actor: req.actor, query: req.query })
      return paged(items, meta)
    },
  )
  app.get(`${A}/blogs/:id`, { schema: { tags, params: ZIdPath, response: { 200: ZEnvelope(ZBlogAdmin) } } }, async (req) =>
    ok(await blogs.adminGet({ actor: req.actor, id: req.params.id })),
  )
  app.post(`${A}/blogs`, { schema: { tags, body: ZBlogInput, response: { 200: ZEnvelope(ZBlogAdmin) } } }, async (req) =>
    ok(await blogs.create({ actor: req.actor, input: req.body, lang: req.lang })),
  )
  app.put(
    `${A}/blogs/:id`,
    { schema: { tags, params: ZIdPath, body: ZBlogInput, response: { 200: ZEnvelope(ZBlogAdmin) } } },
    async (req) => ok(await blogs.update({ actor: req.actor, id: req.params.id, input: req.body, lang: req.lang })),
  )
  app.post(
    `${A}/blog-categories`,
    { schema: { tags, body: ZBlogCategoryCreate, response: { 200: ZEnvelope(ZBlogCategory) } } },
    async (req) => ok(await blogs.createCategory({ actor: req.actor, name: req.body.name })),
  )

  // ----- blooks ---------------------------------------------------------------------------------
  const blookRead = publicRead('blook', 'listing')
  app.get(`${C}/bbook-template`, { schema: { tags, response: { 200: ZEnvelope(z.array(ZTemplate)) } } }, async () =>
    ok(BLOOK_TEMPLATES.map((t) => ({ id: t.id, pages: t.pages }))),
  )
  app.get(`${C}/blook-categories`, { schema: { tags, response: { 200: ZEnvelope(ZBlookCategoryTree) } }, config: blookRead }, async () =>
    ok(await blooks.categories()),
  )
  app.get(
    `${C}/blooks`,
    { schema: { tags, querystring: ZBlookListQuery, response: { 200: ZPagedEnvelope(ZBlookSummary) } } },
    async (req) => {
      const { items, meta } = await blooks.list(req.query, viewerOf(req.actor))
      return paged(items, meta)
    },
  )
  // spec §7: a wall's blooks
  app.get(
    `${C}/web/bbook-template/bbook-user/:id`,
    { schema: { tags, params: ZUserPath, querystring: ZBlookUserQuery, response: { 200: ZPagedEnvelope(ZBlookSummary) } } },
    async (req) => {
      const { items, meta } = await blooks.listOfUser(req.params.id, req.query, viewerOf(req.actor))
      return paged(items, meta)
    },
  )
  app.get(
    `${C}/blooks/:id`,
    { schema: { tags, params: z.object({ id: z.string().max(64) }), response: { 200: ZEnvelope(ZBlook) } } },
    async (req) => ok(await blooks.get(req.params.id, viewerOf(req.actor))),
  )
  const { max, windowMs } = BLOOK_RATE_LIMITS.create
  app.post(
    `${C}/blooks`,
    {
      schema: { tags, body: ZBlookCreate, response: { 200: ZEnvelope(ZBlook) } },
      config: {
        access: 'user',
        rateLimit: {
          max,
          timeWindow: windowMs,
          keyGenerator: (req: FastifyRequest) => (req.actor?.kind === 'user' ? `blook:${req.actor.userId}` : `blook-ip:${req.ip}`),
        },
      },
    },
    async (req) => ok(await blooks.create({ userId: requireUser(req.actor).userId, input: req.body, lang: req.lang })),
  )
  // n16: the author edits their blook (the same rules and rate limit as composing one)
  app.put(
    `${C}/blooks/:id`,
    {
      schema: { tags, params: ZIdPath, body: ZBlookUpdate, response: { 200: ZEnvelope(ZBlook) } },
      config: {
        access: 'user',
        rateLimit: {
          max,
          timeWindow: windowMs,
          keyGenerator: (req: FastifyRequest) => (req.actor?.kind === 'user' ? `blook:${req.actor.userId}` : `blook-ip:${req.ip}`),
        },
      },
    },
    async (req) => ok(await blooks.update({ userId: requireUser(req.actor).userId, id: req.params.id, input: req.body, lang: req.lang })),
  )
  app.delete(`${C}/blooks/:id`, { schema: { tags, params: ZIdPath, response: { 200: ZOk } }, config: { access: 'user' } }, async (req) =>
    ok(await blooks.remove({ userId: requireUser(req.actor).userId, id: req.params.id })),
  )
}
