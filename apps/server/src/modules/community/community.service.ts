import type { Lang, TComment, TCommentCreate, TCommunityProfile, TPost, TPostCreate, TPostVideo, TProductCard } from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db, Tx } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transaction.ts'
import { AppError } from '#server/platform/errors.ts'
import { findSensitiveContent } from '#server/modules/catalog/index.ts'
import * as repo from './community.repo.ts'
import {
  decodeIdCursor,
  decodeRankCursor,
  encodeIdCursor,
  encodeRankCursor,
  hashtagsOf,
  isOwnMediaUrl,
  isUuid,
  shareDescription,
} from './community.rules.ts'

/** The catalogue as community sees it: product cards of visible products, live prices (app.ts wires catalog's read service). */
export type CommunityCatalog = { productCards(ids: string[]): Promise<TProductCard[]> }
/** The shops the community needs (app.ts wires the shops module): the caller's own shop and shop follows. */
export type CommunityShops = {
  ownShop(userId: string): Promise<{ _id: string; is_approved: boolean } | null>
  setFollow(userId: string, shopId: string, follow: boolean): Promise<{ following: boolean; follower_count: number; changed: boolean }>
}

/**
 * What the community tells the rest of the product: likes, comments and follows notify (issue 16).
 * The default writes nothing; the lead wires these to the notifications module (issue 15) at merge.
 * They run after the commit and never fail the request that raised them.
 */
export type CommunityEvents = {
  postLiked(e: { postId: string; postAuthorId: string; byUserId: string }): unknown
  commented(e: {
    postId: string
    commentId: string
    parentId: string | null
    postAuthorId: string
    parentAuthorId: string | null
    byUserId: string
    /** The comment's text (a notification quotes its start). */
    content: string
  }): unknown
  followed(e: { target: 'user' | 'shop'; targetId: string; byUserId: string }): unknown
}
export const silentCommunityEvents: CommunityEvents = { postLiked() {}, commented() {}, followed() {} }

/**
 * The block list the community honours (chat's, one list for both; app.ts wires it): a user cannot
 * comment on, reply to or follow someone who blocks them or whom they block.
 */
export type CommunityBlocks = {
  between(a: string, b: string): Promise<{ aBlocksB: boolean; bBlocksA: boolean }>
  eitherWay(a: string, b: string): Promise<boolean>
  set(tx: Tx, blockerId: string, blockedId: string, on: boolean): Promise<void>
}
const noBlocks: CommunityBlocks = {
  between: async () => ({ aBlocksB: false, bBlocksA: false }),
  eitherWay: async () => false,
  set: async () => {
    throw new Error('no block list wired')
  },
}

export type CommunityDeps = {
  db: Db
  catalog: CommunityCatalog
  shops: CommunityShops
  log: FastifyBaseLogger
  /** Absolute base of share links (`PUBLIC_URL`). */
  publicUrl: string
  /** Where this server's uploaded media live (storage.publicUrl('media/')): posts accept only those. */
  mediaUrlPrefix: string
  events?: CommunityEvents
  blocks?: CommunityBlocks
}

/** The sensitive-content filter (spec §8 "Content contains offensive language…") on every text. */
export function assertClean(...texts: Array<string | null | undefined>) {
  for (const t of texts) if (t && findSensitiveContent(t).length > 0) throw new AppError('CONTENT_OFFENSIVE')
}

export function createCommunityService(deps: CommunityDeps) {
  const { db, catalog, shops, log, publicUrl, mediaUrlPrefix } = deps
  let events = deps.events ?? silentCommunityEvents
  const blocks = deps.blocks ?? noBlocks

  /** A block either way stops an interaction (403 COMMUNITY_BLOCKED; the blocker's choice is not named). */
  async function assertNotBlocked(userId: string, otherIds: Array<string | null>) {
    for (const other of new Set(otherIds))
      if (other && other !== userId && (await blocks.eitherWay(userId, other))) throw new AppError('COMMUNITY_BLOCKED')
  }

  /** Listeners still running (`settled()`: a shutdown, a test). */
  const pending = new Set<Promise<unknown>>()
  /**
   * Raises an event after the commit and waits for its listeners before the caller answers, so what
   * they write (the notification's outbox row) belongs to this request, not to whichever comes next;
   * a failing listener is logged, never the caller's problem.
   */
  async function raise<K extends keyof CommunityEvents>(name: K, e: Parameters<CommunityEvents[K]>[0]) {
    try {
      const run = Promise.resolve((events[name] as (x: typeof e) => unknown)(e))
        .catch((err) => log.warn({ err, event: name }, 'community event failed'))
        .finally(() => pending.delete(run))
      pending.add(run)
      await run
    } catch (err) {
      log.warn({ err, event: name }, 'community event failed')
    }
  }

  function assertMedia(urls: string[], field: string, lang: Lang) {
    if (!urls.every((u) => isOwnMediaUrl(u, mediaUrlPrefix))) throw AppError.fields({ [field]: 'v.image_url' }, lang)
  }

  // ----- presenting ---------------------------------------------------------------------------

  /** Posts in the order of `ids`, presented for `viewerId` (hidden ones only for their author). */
  async function present(ids: string[], viewerId: string | undefined): Promise<TPost[]> {
    if (ids.length === 0) return []
    const [rows, tagged] = await Promise.all([repo.readPosts(db, ids, viewerId), repo.readPostProducts(db, ids)])
    const productIds = [...new Set(tagged.map((t) => t.productId))]
    const live = new Map((productIds.length ? await catalog.productCards(productIds) : []).map((c) => [c._id, c]))
    const byPost = new Map<string, TPost['products']>()
    for (const t of tagged) {
      const card = live.get(t.productId)
      const list = byPost.get(t.postId) ?? []
      list.push({
        _id: t.productId,
        name: card?.name ?? t.name,
        picture: t.picture ?? card?.images[0] ?? null,
        price_at_post: t.price,
        sale_price: card ? card.sale_price : null,
        is_available: Boolean(card && !card.is_sold_out),
        url: `/san-pham/${t.productId}`,
      })
      byPost.set(t.postId, list)
    }
    const byId = new Map(rows.map((r) => [r.id, r]))
    return ids.flatMap((id) => {
      const r = byId.get(id)
      if (!r) return []
      const products = byPost.get(id) ?? []
      const author = { _id: r.authorId, userName: r.authorName, avatar: r.authorAvatar }
      const image = r.images[0] ?? r.video?.poster ?? products[0]?.picture ?? null
      return [
        {
          _id: r.id,
          content: r.content,
          images: r.images,
          video: r.video ?? null,
          products,
          hashtags: r.hashtags,
          author,
          shop: r.shopId ? { _id: r.shopId, name: r.shopName ?? '', avatar: r.shopAvatar ?? null } : null,
          like_count: r.likeCount,
          comment_count: r.commentCount,
          bookmark_count: r.bookmarkCount,
          is_liked: Boolean(r.isLiked),
          is_bookmarked: Boolean(r.isBookmarked),
          is_mine: r.authorId === viewerId,
          is_hidden: r.hiddenAt !== null,
          share: {
            url: `${publicUrl}/post/${r.id}`,
            title: `${r.shopName ?? r.authorName} trên Xinh`,
            description: shareDescription(r.content, products.map((p) => p.name).join(', ') || 'Cộng đồng Xinh'),
            image,
          },
          created_at: r.createdAt.toISOString(),
        },
      ]
    })
  }

  /** A post the viewer may see, or POST_NOT_FOUND (someone else's hidden post is not found either). */
  async function visibleHead(postId: string, viewerId: string | undefined) {
    const head = isUuid(postId) ? await repo.findPostHead(db, postId) : undefined
    if (!head || (head.hiddenAt && head.authorId !== viewerId)) throw new AppError('POST_NOT_FOUND')
    return head
  }

  // ----- posts --------------------------------------------------------------------------------

  async function createPost({ userId, input, lang }: { userId: string; input: TPostCreate; lang: Lang }): Promise<TPost> {
    assertClean(input.content)
    assertMedia(input.images, 'images', lang)
    let video: TPostVideo | null = null
    if (input.video) {
      // only a video this user uploaded through POST /community/v1/post/video (type, size and duration checked there)
      const row = await repo.findVideo(db, userId, input.video)
      if (!row) throw AppError.fields({ video: 'v.invalid' }, lang)
      video = { url: row.url, poster: row.poster, duration: row.duration }
    }
    const productIds = [...new Set(input.product_ids)]
    const cards = productIds.length ? await catalog.productCards(productIds) : []
    const cardOf = new Map(cards.map((c) => [c._id, c]))
    if (productIds.some((id) => !cardOf.has(id))) throw AppError.fields({ product_ids: 'v.invalid' }, lang)
    let shopId: string | null = null
    if (input.as_shop) {
      const shop = await shops.ownShop(userId)
      if (!shop?.is_approved) throw new AppError('FORBIDDEN')
      shopId = shop._id
    }
    const id = await inTransaction(db, (tx) =>
      repo.insertPost(tx, {
        authorId: userId,
        shopId,
        content: input.content,
        images: input.images,
        video,
        hashtags: hashtagsOf(input.content),
        products: productIds.map((pid) => {
          const c = cardOf.get(pid)!
          return { productId: pid, name: c.name, price: c.sale_price, picture: c.images[0] ?? null }
        }),
      }),
    )
    return (await present([id], userId))[0]!
  }

  async function getPost({ postId, viewerId }: { postId: string; viewerId?: string }): Promise<TPost> {
    await visibleHead(postId, viewerId)
    const [post] = await present([postId], viewerId)
    if (!post) throw new AppError('POST_NOT_FOUND')
    return post
  }

  async function deletePost({ userId, postId }: { userId: string; postId: string }) {
    const head = isUuid(postId) ? await repo.findPostHead(db, postId) : undefined
    // someone else's post is "not found": its existence is not confirmed to a non-author
    if (!head || head.authorId !== userId) throw new AppError('POST_NOT_FOUND')
    await inTransaction(db, (tx) => repo.deletePost(tx, postId, userId))
    return { ok: true as const }
  }

  // ----- likes and bookmarks ------------------------------------------------------------------

  async function setLike({ userId, postId, liked }: { userId: string; postId: string; liked: boolean }) {
    const head = await visibleHead(postId, userId)
    const r = await inTransaction(db, (tx) => repo.setLike(tx, postId, userId, liked))
    if (r.changed && liked && head.authorId !== userId) await raise('postLiked', { postId, postAuthorId: head.authorId, byUserId: userId })
    return { liked, like_count: r.like_count }
  }

  async function setBookmark({ userId, postId, saved }: { userId: string; postId: string; saved: boolean }) {
    await visibleHead(postId, userId)
    const r = await inTransaction(db, (tx) => repo.setBookmark(tx, postId, userId, saved))
    return { bookmarked: saved, bookmark_count: r.bookmark_count }
  }

  // ----- comments -----------------------------------------------------------------------------

  function presentComment(c: Awaited<ReturnType<typeof repo.listComments>>[number], viewerId: string | undefined): TComment {
    return {
      _id: c.c.id,
      post_id: c.c.postId,
      parent_id: c.c.parentId,
      content: c.c.content,
      image: c.c.image,
      author: { _id: c.c.authorId, userName: c.authorName, avatar: c.authorAvatar },
      reply_count: c.c.replyCount,
      is_mine: c.c.authorId === viewerId,
      is_hidden: c.c.hiddenAt !== null,
      created_at: c.c.createdAt.toISOString(),
    }
  }

  async function addComment({ userId, postId, input, lang }: { userId: string; postId: string; input: TCommentCreate; lang: Lang }) {
    assertClean(input.content)
    if (input.image) assertMedia([input.image], 'image', lang)
    const head = await visibleHead(postId, userId)
    let parentAuthorId: string | null = null
    if (input.parent_id) {
      const parent = await repo.findComment(db, input.parent_id)
      // replies go one level deep, under a visible comment of the same post
      if (!parent || parent.postId !== postId || parent.parentId || (parent.hiddenAt && parent.authorId !== userId))
        throw new AppError('COMMENT_NOT_FOUND')
      parentAuthorId = parent.authorId
    }
    await assertNotBlocked(userId, [head.authorId, parentAuthorId])
    const row = await inTransaction(db, (tx) =>
      repo.insertComment(tx, { postId, parentId: input.parent_id, authorId: userId, content: input.content, image: input.image }),
    )
    await raise('commented', {
      postId,
      commentId: row.id,
      parentId: input.parent_id,
      postAuthorId: head.authorId,
      parentAuthorId,
      byUserId: userId,
      content: input.content,
    })
    return presentComment((await repo.readComment(db, row.id))!, userId)
  }

  /** A post's comments, or one comment's replies (`parentId`), oldest first, cursor paged. */
  async function listComments(q: { postId: string; parentId?: string; viewerId?: string; cursor?: string; limit: number; lang: Lang }) {
    await visibleHead(q.postId, q.viewerId)
    const after = decodeIdCursor(q.cursor)
    if (after === 'invalid') throw AppError.fields({ cursor: 'v.invalid' }, q.lang)
    if (q.parentId) {
      const parent = isUuid(q.parentId) ? await repo.findComment(db, q.parentId) : undefined
      if (!parent || parent.postId !== q.postId || (parent.hiddenAt && parent.authorId !== q.viewerId))
        throw new AppError('COMMENT_NOT_FOUND')
    }
    const rows = await repo.listComments(db, {
      postId: q.postId,
      parentId: q.parentId ?? null,
      viewerId: q.viewerId,
      after,
      limit: q.limit + 1,
    })
    const items = rows.slice(0, q.limit).map((r) => presentComment(r, q.viewerId))
    return { items, next_cursor: rows.length > q.limit ? encodeIdCursor(items.at(-1)!._id) : null }
  }

  async function deleteComment({ userId, commentId }: { userId: string; commentId: string }) {
    const c = isUuid(commentId) ? await repo.findComment(db, commentId) : undefined
    if (!c || c.authorId !== userId) throw new AppError('COMMENT_NOT_FOUND')
    await inTransaction(db, (tx) => repo.deleteComment(tx, commentId, userId))
    return { ok: true as const }
  }

  // ----- feeds and walls ----------------------------------------------------------------------

  async function feed(q: { feed: 'following' | 'discover'; viewerId?: string; cursor?: string; limit: number; lang: Lang }) {
    if (q.feed === 'following') {
      if (!q.viewerId) throw new AppError('UNAUTHENTICATED')
      const before = decodeIdCursor(q.cursor)
      if (before === 'invalid') throw AppError.fields({ cursor: 'v.invalid' }, q.lang)
      const ids = await repo.followingFeedIds(db, q.viewerId, before, q.limit + 1)
      const page = ids.slice(0, q.limit)
      return { items: await present(page, q.viewerId), next_cursor: ids.length > q.limit ? encodeIdCursor(page.at(-1)!) : null }
    }
    const after = decodeRankCursor(q.cursor)
    if (after === 'invalid') throw AppError.fields({ cursor: 'v.invalid' }, q.lang)
    const ranked = await repo.discoverFeedIds(db, after, q.limit + 1)
    const page = ranked.slice(0, q.limit)
    const last = page.at(-1)
    return {
      items: await present(
        page.map((r) => r.id),
        q.viewerId,
      ),
      next_cursor: ranked.length > q.limit && last ? encodeRankCursor(last.score, last.id) : null,
    }
  }

  async function hashtagFeed(q: { tag: string; viewerId?: string; cursor?: string; limit: number; lang: Lang }) {
    const before = decodeIdCursor(q.cursor)
    if (before === 'invalid') throw AppError.fields({ cursor: 'v.invalid' }, q.lang)
    const tag = q.tag.normalize('NFC').toLowerCase().replace(/^#/, '')
    const ids = await repo.hashtagPostIds(db, tag, q.viewerId, before, q.limit + 1)
    const page = ids.slice(0, q.limit)
    return { items: await present(page, q.viewerId), next_cursor: ids.length > q.limit ? encodeIdCursor(page.at(-1)!) : null }
  }

  async function requireMember(userId: string) {
    const p = await repo.readProfile(db, userId)
    if (!p || p.isGuest || p.status === 'deleted') throw new AppError('USER_NOT_FOUND')
    return p
  }

  /** spec §7 GET /post/posts-user: a wall's posts, newest first. */
  async function userPosts(q: { userId: string; viewerId?: string; page: number; limit: number }) {
    await requireMember(q.userId)
    const { ids, total } = await repo.userPostIds(db, q.userId, q.viewerId, q.page, q.limit)
    return { items: await present(ids, q.viewerId), meta: { page: q.page, limit: q.limit, total } }
  }

  /** spec §7 GET /post/bookmark/user: the posts a user saved, most recently saved first. */
  async function userBookmarks(q: { userId: string; viewerId?: string; page: number; limit: number }) {
    await requireMember(q.userId)
    const { ids, total } = await repo.bookmarkedPostIds(db, q.userId, q.viewerId, q.page, q.limit)
    return { items: await present(ids, q.viewerId), meta: { page: q.page, limit: q.limit, total } }
  }

  async function profile({ userId, viewerId }: { userId: string; viewerId?: string }): Promise<TCommunityProfile> {
    if (!isUuid(userId)) throw new AppError('USER_NOT_FOUND')
    const [p, following] = await Promise.all([
      requireMember(userId),
      viewerId && viewerId !== userId ? repo.isFollowingUser(db, viewerId, userId) : false,
    ])
    return {
      _id: p.id,
      userName: p.userName,
      avatar: p.avatar,
      follower_count: p.followerCount,
      following_count: p.followingUsers + p.followingShops,
      post_count: p.postCount,
      is_following: following,
      is_me: viewerId === userId,
      shop: p.shopId ? { _id: p.shopId, name: p.shopName ?? '', avatar: p.shopAvatar ?? null } : null,
    }
  }

  // ----- follows ------------------------------------------------------------------------------

  async function followUser({ userId, targetId, follow }: { userId: string; targetId: string; follow: boolean }) {
    if (userId === targetId) throw new AppError('FOLLOW_SELF')
    if (!isUuid(targetId)) throw new AppError('USER_NOT_FOUND')
    // unfollowing someone whose account is gone still works; following needs a member
    if (follow) {
      await requireMember(targetId)
      await assertNotBlocked(userId, [targetId])
    }
    const r = await inTransaction(db, (tx) => repo.setUserFollow(tx, userId, targetId, follow))
    if (r.changed && follow) await raise('followed', { target: 'user', targetId, byUserId: userId })
    return { following: r.following, follower_count: r.follower_count }
  }

  async function followShop({ userId, shopId, follow }: { userId: string; shopId: string; follow: boolean }) {
    const r = await shops.setFollow(userId, shopId, follow)
    if (r.changed && follow) await raise('followed', { target: 'shop', targetId: shopId, byUserId: userId })
    return { following: r.following, follower_count: r.follower_count }
  }

  async function follows(q: { userId: string; which: 'followers' | 'following'; page: number; limit: number }) {
    await requireMember(q.userId)
    if (q.which === 'followers') {
      const rows = await repo.listFollowers(db, q.userId, q.page, q.limit)
      return rows.map((r) => ({ type: 'user' as const, _id: r.id, name: r.name, avatar: r.avatar, followed_at: r.at.toISOString() }))
    }
    const rows = await repo.listFollowing(db, q.userId, q.page, q.limit)
    return rows.map((r) => ({ type: r.type, _id: r.id, name: r.name, avatar: r.avatar, followed_at: new Date(r.at).toISOString() }))
  }

  // ----- videos -------------------------------------------------------------------------------

  async function recordVideo(v: { uploaderId: string; url: string; poster: string | null; duration: number }): Promise<TPostVideo> {
    await repo.saveVideo(db, v)
    return { url: v.url, poster: v.poster, duration: v.duration }
  }

  // ----- blocks -------------------------------------------------------------------------------

  /** The caller's block state with another member (`GET /community/v1/block/user/{id}`). */
  async function blockState({ userId, targetId }: { userId: string; targetId: string }) {
    if (!isUuid(targetId)) throw new AppError('USER_NOT_FOUND')
    const b = await blocks.between(userId, targetId)
    return { user_id: targetId, blocked_by_me: b.aBlocksB, blocked_by_them: b.bBlocksA }
  }

  /**
   * Blocks or unblocks a member (PUT / DELETE). A block ends the follows between the two in the
   * same transaction, as social apps do; unblocking does not bring them back.
   */
  async function setBlock({ userId, targetId, blocked }: { userId: string; targetId: string; blocked: boolean }) {
    if (userId === targetId) throw new AppError('BLOCK_SELF')
    if (!isUuid(targetId)) throw new AppError('USER_NOT_FOUND')
    if (blocked) await requireMember(targetId)
    await inTransaction(db, async (tx) => {
      await blocks.set(tx, userId, targetId, blocked)
      if (blocked) {
        // in id order, like every follow, so two opposite blocks at once never deadlock
        const pairs: Array<[string, string]> = [
          [userId, targetId],
          [targetId, userId],
        ]
        pairs.sort((a, b) => (a[0] < b[0] ? -1 : 1))
        for (const [a, b] of pairs) await repo.setUserFollow(tx, a, b, false)
      }
    })
    return blockState({ userId, targetId })
  }

  /** A visible post's opening words and first picture (what a notification about it shows). */
  async function postSummary(postId: string) {
    const [r] = isUuid(postId) ? await repo.readPosts(db, [postId], undefined) : []
    return r ? { excerpt: r.content, image: r.images[0] ?? r.video?.poster ?? null } : null
  }

  return {
    postSummary,
    blockState,
    setBlock,
    createPost,
    getPost,
    deletePost,
    setLike,
    setBookmark,
    addComment,
    listComments,
    deleteComment,
    feed,
    hashtagFeed,
    userPosts,
    userBookmarks,
    profile,
    followUser,
    followShop,
    follows,
    recordVideo,
    /** Presents posts by id for a viewer (page data, the admin queue). */
    present,
    /** Waits for the event listeners under way (their notifications are enqueued once it resolves). */
    async settled() {
      while (pending.size) await Promise.all([...pending])
    },
    /** app.ts wires the notifications here (`communityNotificationEvents`). */
    connectEvents(next: CommunityEvents) {
      events = next
    },
  }
}
export type CommunityService = ReturnType<typeof createCommunityService>
