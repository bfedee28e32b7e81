import type { Db } from '#server/platform/db/client.ts'
import { enqueueNotification } from './notifications.enqueue.ts'

/** What the community events need to be written as notifications (app.ts wires identity, community, shops, the block list). */
export type CommunityNotificationDeps = {
  db: Db
  /** A member's display name (the actor of a like, comment or follow). */
  userName(userId: string): Promise<string | null>
  /** A post's opening words and first picture (to say which post). */
  postSummary(postId: string): Promise<{ excerpt: string; image: string | null } | null>
  /** The owner of a shop (who hears of its new followers). */
  shopOwner(shopId: string): Promise<{ ownerId: string; name: string } | null>
  /** Either of the two blocks the other: nothing of one reaches the other. */
  blockedEitherWay(a: string, b: string): Promise<boolean>
  now?: () => Date
}

const HOUR_MS = 3_600_000
const EXCERPT = 60
const PREVIEW = 120

const cut = (text: string, n: number) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > n ? `${flat.slice(0, n - 1)}…` : flat
}

/**
 * The community's events (its `CommunityEvents` port, typed by shape so that this module never
 * imports community) as notifications through the outbox. Bursts collapse the way social apps
 * do: likes of one post, comments on one post and replies to one comment each make one
 * notification per hour ("Lan and 4 others liked your post"), new followers one per hour; each
 * actor counts once (a like, unlike and like again notifies once). Nobody is notified of their
 * own action, nor of a user they block or who blocks them. Preferences apply in the dispatcher
 * (type `community`; a shop's followers are type `shop`, the seller's).
 */
export function communityNotificationEvents(deps: CommunityNotificationDeps) {
  const now = deps.now ?? (() => new Date())
  const hour = () => Math.floor(now().getTime() / HOUR_MS)

  async function allowed(recipientId: string, actorId: string) {
    return recipientId !== actorId && !(await deps.blockedEitherWay(recipientId, actorId))
  }

  return {
    async postLiked(e: { postId: string; postAuthorId: string; byUserId: string }) {
      if (!(await allowed(e.postAuthorId, e.byUserId))) return
      const [actor, post] = await Promise.all([deps.userName(e.byUserId), deps.postSummary(e.postId)])
      if (!actor || !post) return
      await enqueueNotification(deps.db, {
        userId: e.postAuthorId,
        audience: 'BUYER',
        event: 'community.post_liked',
        params: { actor, others: 0, excerpt: cut(post.excerpt, EXCERPT) },
        target: { post_id: e.postId },
        image: post.image,
        dedupeKey: `like:${e.postId}:${e.byUserId}`,
        collapse: { key: `like:${e.postId}:h${hour()}`, actorId: e.byUserId },
      })
    },

    async commented(e: {
      postId: string
      commentId: string
      parentId: string | null
      postAuthorId: string
      parentAuthorId: string | null
      byUserId: string
      content?: string
    }) {
      const [actor, post] = await Promise.all([deps.userName(e.byUserId), deps.postSummary(e.postId)])
      if (!actor || !post) return
      const preview = cut(e.content ?? '', PREVIEW)
      // a reply tells the comment's author; the post's author hears of it as a comment on their post
      if (e.parentId && e.parentAuthorId && (await allowed(e.parentAuthorId, e.byUserId)))
        await enqueueNotification(deps.db, {
          userId: e.parentAuthorId,
          audience: 'BUYER',
          event: 'community.replied',
          params: { actor, others: 0, preview },
          target: { post_id: e.postId },
          image: post.image,
          dedupeKey: `comment:${e.commentId}`,
          collapse: { key: `reply:${e.parentId}:h${hour()}`, actorId: e.byUserId },
        })
      if (e.postAuthorId !== e.parentAuthorId && (await allowed(e.postAuthorId, e.byUserId)))
        await enqueueNotification(deps.db, {
          userId: e.postAuthorId,
          audience: 'BUYER',
          event: 'community.commented',
          params: { actor, others: 0, preview, excerpt: cut(post.excerpt, EXCERPT) },
          target: { post_id: e.postId },
          image: post.image,
          dedupeKey: `comment:${e.commentId}`,
          collapse: { key: `comment:${e.postId}:h${hour()}`, actorId: e.byUserId },
        })
    },

    async followed(e: { target: 'user' | 'shop'; targetId: string; byUserId: string }) {
      const actor = await deps.userName(e.byUserId)
      if (!actor) return
      if (e.target === 'user') {
        if (!(await allowed(e.targetId, e.byUserId))) return
        await enqueueNotification(deps.db, {
          userId: e.targetId,
          audience: 'BUYER',
          event: 'community.new_follower',
          params: { actor, others: 0 },
          target: { actor_id: e.byUserId },
          dedupeKey: `follow:${e.byUserId}`,
          collapse: { key: `follow:h${hour()}`, actorId: e.byUserId },
        })
        return
      }
      const shop = await deps.shopOwner(e.targetId)
      if (!shop || !(await allowed(shop.ownerId, e.byUserId))) return
      await enqueueNotification(deps.db, {
        userId: shop.ownerId,
        audience: 'SELLER',
        event: 'shop.new_follower',
        params: { follower: actor, actor, others: 0, shop: shop.name },
        target: { shop_id: e.targetId },
        dedupeKey: `shop-follow:${e.targetId}:${e.byUserId}`,
        collapse: { key: `shop-follow:${e.targetId}:h${hour()}`, actorId: e.byUserId },
      })
    },
  }
}
