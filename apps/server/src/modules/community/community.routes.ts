import path from 'node:path'
import {
  COMMUNITY_BLOCK_PATH,
  ZUserBlockState,
  COMMUNITY_RATE_LIMITS,
  ZBookmarkState,
  ZBookmarksUserQuery,
  ZComment,
  ZCommentCreate,
  ZCommunityProfile,
  ZCursorPage,
  ZCursorQuery,
  ZEnvelope,
  ZFollowEntry,
  ZFollowState,
  ZIdPath,
  ZLikeState,
  ZOk,
  ZPagedEnvelope,
  ZPaging,
  ZPost,
  ZPostCreate,
  ZPostsUserQuery,
  ZPostVideoUpload,
  ZReportCreate,
  ZReportCreated,
  ZShopFeedback,
  ZShopFeedbackCreate,
  zId,
} from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requireUser, viewerOf } from '#server/platform/auth/actor.ts'
import type { Config } from '#server/platform/config.ts'
import { AppError } from '#server/platform/errors.ts'
import { ok, paged } from '#server/platform/http.ts'
import { createMediaService } from '#server/platform/media/media.ts'
import { receiveFileToDisk } from '#server/platform/media/upload.ts'
import type { App } from '#server/platform/server.ts'
import type { Storage } from '#server/platform/storage.ts'
import type { CommunityService } from './community.service.ts'
import type { CommunityModeration } from './moderation.service.ts'
import { extractPosterFrame } from './video-poster.ts'

const tags = ['community']
const BASE = '/community/v1'
const user = 'user' as const

/** Per signed-in user limits (issue 16 "rate limits per user for posts, comments and likes"). */
function limited(name: keyof typeof COMMUNITY_RATE_LIMITS) {
  const { max, windowMs } = COMMUNITY_RATE_LIMITS[name]
  return {
    access: user,
    rateLimit: {
      max,
      timeWindow: windowMs,
      keyGenerator: (req: FastifyRequest) =>
        req.actor?.kind === 'user' ? `community-${name}:${req.actor.userId}` : `community-${name}-ip:${req.ip}`,
    },
  }
}

const ZCommentsQuery = ZCursorQuery.extend({ parent_id: zId.optional() })
const ZHashtagQuery = ZCursorQuery.extend({ tag: z.string().trim().min(1, { error: 'v.required' }).max(51, { error: 'v.too_long' }) })
const ZFollowsQuery = ZPaging

export type CommunityRoutesOptions = { service: CommunityService; moderation: CommunityModeration; storage: Storage; config: Config }

/** The community API (docs/api/community.md). */
export async function communityRoutes(app: App, { service, moderation, storage, config }: CommunityRoutesOptions) {
  const me = (req: FastifyRequest) => requireUser(req.actor).userId
  const posts = { 200: ZEnvelope(ZPost) }

  // ----- posts ------------------------------------------------------------------------------
  app.post(`${BASE}/post`, { schema: { tags, body: ZPostCreate, response: posts }, config: limited('post') }, async (req) =>
    ok(await service.createPost({ userId: me(req), input: req.body, lang: req.lang })),
  )

  const media = createMediaService({
    storage,
    limits: {
      imageMaxBytes: Math.round(config.MEDIA_IMAGE_MAX_MB * 1024 * 1024),
      videoMaxBytes: Math.round(config.MEDIA_VIDEO_MAX_MB * 1024 * 1024),
      videoMaxSeconds: config.MEDIA_VIDEO_MAX_SECONDS,
      avifEffort: config.MEDIA_AVIF_EFFORT,
    },
  })
  const tmpDir = path.join(config.dataDir, 'tmp', 'uploads')
  app.post(
    `${BASE}/post/video`,
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Multipart `file`: an MP4, WebM or QuickTime video within the size and duration limits (VIDEO_TOO_LONG names the limit in seconds). Answers the video with its poster frame; its `url` is the post’s `video`.',
        response: { 200: ZEnvelope(ZPostVideoUpload) },
      },
      config: limited('video'),
    },
    async (req) => {
      const userId = me(req)
      const upload = await receiveFileToDisk(req, { field: 'file', maxBytes: media.limits.videoMaxBytes, dir: tmpDir })
      if (!upload) throw AppError.fields({ file: 'v.required' }, req.lang)
      try {
        const video = await media.uploadVideo(upload)
        // a frame a moment in (a first frame is often black); no poster when ffmpeg cannot read it
        const frame = await extractPosterFrame(upload.file, Math.min(1, video.duration / 2))
        const poster = frame ? ((await media.uploadImage(frame).catch(() => null))?.url ?? null) : null
        return ok(await service.recordVideo({ uploaderId: userId, url: video.url, poster, duration: video.duration }))
      } finally {
        await upload.cleanup()
      }
    },
  )

  // spec §7: a wall's posts and a user's saved posts (public reads; hidden posts only for their author)
  app.get(
    `${BASE}/post/posts-user`,
    { schema: { tags, querystring: ZPostsUserQuery, response: { 200: ZPagedEnvelope(ZPost) } } },
    async (req) => {
      const { items, meta } = await service.userPosts({ ...req.query, viewerId: viewerOf(req.actor) })
      return paged(items, meta)
    },
  )
  app.get(
    `${BASE}/post/bookmark/user`,
    { schema: { tags, querystring: ZBookmarksUserQuery, response: { 200: ZPagedEnvelope(ZPost) } } },
    async (req) => {
      const { items, meta } = await service.userBookmarks({ ...req.query, viewerId: viewerOf(req.actor) })
      return paged(items, meta)
    },
  )
  app.get(`${BASE}/post/:id`, { schema: { tags, params: ZIdPath, response: posts } }, async (req) =>
    ok(await service.getPost({ postId: req.params.id, viewerId: viewerOf(req.actor) })),
  )
  app.delete(`${BASE}/post/:id`, { schema: { tags, params: ZIdPath, response: { 200: ZOk } }, config: { access: user } }, async (req) =>
    ok(await service.deletePost({ userId: me(req), postId: req.params.id })),
  )

  // likes and bookmarks: PUT sets, DELETE clears; both idempotent
  for (const liked of [true, false]) {
    const route = liked ? app.put.bind(app) : app.delete.bind(app)
    route(
      `${BASE}/post/:id/like`,
      { schema: { tags, params: ZIdPath, response: { 200: ZEnvelope(ZLikeState) } }, config: limited('like') },
      async (req) => ok(await service.setLike({ userId: me(req), postId: req.params.id, liked })),
    )
    route(
      `${BASE}/post/:id/bookmark`,
      { schema: { tags, params: ZIdPath, response: { 200: ZEnvelope(ZBookmarkState) } }, config: limited('bookmark') },
      async (req) => ok(await service.setBookmark({ userId: me(req), postId: req.params.id, saved: liked })),
    )
  }

  // ----- comments ---------------------------------------------------------------------------
  app.get(
    `${BASE}/post/:id/comments`,
    { schema: { tags, params: ZIdPath, querystring: ZCommentsQuery, response: { 200: ZEnvelope(ZCursorPage(ZComment)) } } },
    async (req) =>
      ok(
        await service.listComments({
          postId: req.params.id,
          parentId: req.query.parent_id,
          viewerId: viewerOf(req.actor),
          cursor: req.query.cursor,
          limit: req.query.limit,
          lang: req.lang,
        }),
      ),
  )
  app.post(
    `${BASE}/post/:id/comment`,
    { schema: { tags, params: ZIdPath, body: ZCommentCreate, response: { 200: ZEnvelope(ZComment) } }, config: limited('comment') },
    async (req) => ok(await service.addComment({ userId: me(req), postId: req.params.id, input: req.body, lang: req.lang })),
  )
  app.delete(`${BASE}/comment/:id`, { schema: { tags, params: ZIdPath, response: { 200: ZOk } }, config: { access: user } }, async (req) =>
    ok(await service.deleteComment({ userId: me(req), commentId: req.params.id })),
  )

  // ----- feeds ------------------------------------------------------------------------------
  const feedPage = { 200: ZEnvelope(ZCursorPage(ZPost)) }
  app.get(
    `${BASE}/feed/following`,
    { schema: { tags, querystring: ZCursorQuery, response: feedPage }, config: { access: user } },
    async (req) =>
      ok(await service.feed({ feed: 'following', viewerId: me(req), cursor: req.query.cursor, limit: req.query.limit, lang: req.lang })),
  )
  app.get(`${BASE}/feed/discover`, { schema: { tags, querystring: ZCursorQuery, response: feedPage } }, async (req) =>
    ok(
      await service.feed({
        feed: 'discover',
        viewerId: viewerOf(req.actor),
        cursor: req.query.cursor,
        limit: req.query.limit,
        lang: req.lang,
      }),
    ),
  )
  // a query parameter, not a path segment: every path parameter of the API is an id (hostile-input tests)
  app.get(`${BASE}/hashtag`, { schema: { tags, querystring: ZHashtagQuery, response: feedPage } }, async (req) =>
    ok(
      await service.hashtagFeed({
        tag: req.query.tag,
        viewerId: viewerOf(req.actor),
        cursor: req.query.cursor,
        limit: req.query.limit,
        lang: req.lang,
      }),
    ),
  )

  // ----- walls and follows ------------------------------------------------------------------
  app.get(
    `${BASE}/users/:id/profile`,
    { schema: { tags, params: ZIdPath, response: { 200: ZEnvelope(ZCommunityProfile) } } },
    async (req) => ok(await service.profile({ userId: req.params.id, viewerId: viewerOf(req.actor) })),
  )
  for (const which of ['followers', 'following'] as const) {
    app.get(
      `${BASE}/users/:id/${which}`,
      { schema: { tags, params: ZIdPath, querystring: ZFollowsQuery, response: { 200: ZEnvelope(z.array(ZFollowEntry)) } } },
      async (req) => ok(await service.follows({ userId: req.params.id, which, page: req.query.page, limit: req.query.limit })),
    )
  }
  for (const follow of [true, false]) {
    const route = follow ? app.put.bind(app) : app.delete.bind(app)
    route(
      `${BASE}/follow/user/:id`,
      { schema: { tags, params: ZIdPath, response: { 200: ZEnvelope(ZFollowState) } }, config: limited('follow') },
      async (req) => ok(await service.followUser({ userId: me(req), targetId: req.params.id, follow })),
    )
    route(
      `${BASE}/follow/shop/:id`,
      { schema: { tags, params: ZIdPath, response: { 200: ZEnvelope(ZFollowState) } }, config: limited('follow') },
      async (req) => ok(await service.followShop({ userId: me(req), shopId: req.params.id, follow })),
    )
  }

  // ----- blocking users (one block list with chat) -------------------------------------------
  app.get(
    COMMUNITY_BLOCK_PATH,
    { schema: { tags, params: ZIdPath, response: { 200: ZEnvelope(ZUserBlockState) } }, config: { access: user } },
    async (req) => ok(await service.blockState({ userId: me(req), targetId: req.params.id })),
  )
  for (const blocked of [true, false]) {
    const route = blocked ? app.put.bind(app) : app.delete.bind(app)
    route(
      COMMUNITY_BLOCK_PATH,
      { schema: { tags, params: ZIdPath, response: { 200: ZEnvelope(ZUserBlockState) } }, config: limited('follow') },
      async (req) => ok(await service.setBlock({ userId: me(req), targetId: req.params.id, blocked })),
    )
  }

  // ----- safety and shop feedback -----------------------------------------------------------
  app.post(
    `${BASE}/report`,
    { schema: { tags, body: ZReportCreate, response: { 200: ZEnvelope(ZReportCreated) } }, config: limited('report') },
    async (req) => ok(await moderation.report({ userId: me(req), input: req.body })),
  )
  app.post(
    `${BASE}/shop-feedback/:id`,
    {
      schema: { tags, params: ZIdPath, body: ZShopFeedbackCreate, response: { 200: ZEnvelope(ZShopFeedback) } },
      config: limited('feedback'),
    },
    async (req) => ok(await moderation.sendFeedback({ userId: me(req), shopId: req.params.id, input: req.body, lang: req.lang })),
  )
  app.get(
    '/api/v1/seller/shop-feedback',
    { schema: { tags: ['seller'], querystring: ZPaging, response: { 200: ZPagedEnvelope(ZShopFeedback) } } },
    async (req) => {
      const { items, meta } = await moderation.shopFeedback({ actor: req.actor, ...req.query })
      return paged(items, meta)
    },
  )
}
