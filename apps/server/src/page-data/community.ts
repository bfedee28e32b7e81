import { type CommunityPageData, ZBookmarksUserQuery, ZCursorQuery, ZPostsUserQuery } from '@xinh/contracts'
import type { CommunityService } from '../modules/community/index.ts'
import { requireUser, viewerOf } from '../platform/auth/actor.ts'
import { AppError } from '../platform/errors.ts'
import type { PageRequest } from '../platform/web.ts'
import { id, parse } from './parse.ts'

/** What the community pages read (composed in app.ts). */
export type CommunityPageServices = { community: CommunityService }

/**
 * The community screens' reads, for the page request's actor (personalised: liked, saved,
 * following). These pages are never stored in the shared cache: counts move with every like.
 */
export function createCommunityPageData(s: CommunityPageServices) {
  return (req: PageRequest): CommunityPageData => {
    const viewerId = viewerOf(req.actor)
    // async all through: a refusal (no account, bad input) rejects like the service's own errors
    return {
      feed: async (feed, query) => {
        const q = parse(ZCursorQuery, query ?? {})
        return s.community.feed({
          feed,
          viewerId: feed === 'following' ? requireUser(req.actor).userId : viewerId,
          cursor: q.cursor,
          limit: q.limit,
          lang: req.lang,
        })
      },
      hashtag: async (tag, query) => {
        const q = parse(ZCursorQuery, query ?? {})
        const clean = tag.trim()
        if (!clean || clean.length > 51) throw new AppError('VALIDATION_FAILED')
        return s.community.hashtagFeed({ tag: clean, viewerId, cursor: q.cursor, limit: q.limit, lang: req.lang })
      },
      post: async (postId) => s.community.getPost({ postId: id(postId), viewerId }),
      comments: async (postId, query) => {
        const { parent_id, ...rest } = query ?? {}
        const q = parse(ZCursorQuery, rest)
        return s.community.listComments({
          postId: id(postId),
          parentId: parent_id === undefined ? undefined : id(parent_id),
          viewerId,
          cursor: q.cursor,
          limit: q.limit,
          lang: req.lang,
        })
      },
      profile: async (userId) => s.community.profile({ userId: id(userId), viewerId }),
      userPosts: async (query) => s.community.userPosts({ ...parse(ZPostsUserQuery, query), viewerId }),
      userBookmarks: async (query) => s.community.userBookmarks({ ...parse(ZBookmarksUserQuery, query), viewerId }),
    }
  }
}
