import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '#server/platform/db/client.ts'
import { rowsOf } from '#server/platform/db/rows.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shopFollows, shops } from '#server/modules/shops/shops.tables.ts'
import {
  communityComments as comments,
  communityPostBookmarks as bookmarks,
  communityPostLikes as likes,
  communityPostProducts as postProducts,
  communityPosts as posts,
  communityProfiles as profiles,
  communityUserFollows as userFollows,
  communityVideos as videos,
  type PostVideo,
} from './community.tables.ts'

/**
 * The discover rank: log10 of the engagement (likes, comments ×2, bookmarks) plus the post's age
 * in 12.5-hour units — ten times the engagement buys 12.5 hours of freshness. Recomputed in the
 * statement that moves a counter, so it is always in step with them.
 */
export const HOT_SCORE = sql`log(greatest(1, ${posts.likeCount} + 2 * ${posts.commentCount} + ${posts.bookmarkCount})::float8) + extract(epoch from ${posts.createdAt}) / 45000`

/** Posts a viewer may see: not hidden, or their own. */
export const visibleTo = (viewerId: string | undefined): SQL =>
  viewerId ? (or(isNull(posts.hiddenAt), eq(posts.authorId, viewerId)) as SQL) : isNull(posts.hiddenAt)

// ----- posts --------------------------------------------------------------------------------

export type NewPost = {
  id?: string
  authorId: string
  shopId: string | null
  content: string
  images: string[]
  video: PostVideo | null
  hashtags: string[]
  products: Array<{ productId: string; name: string; price: number; picture: string | null }>
  createdAt?: Date
}

async function bumpProfile(tx: Tx, userId: string, column: 'followerCount' | 'followingCount' | 'postCount', delta: 1 | -1) {
  const col = profiles[column]
  await tx
    .insert(profiles)
    .values({ userId, [column]: Math.max(0, delta) })
    .onConflictDoUpdate({ target: profiles.userId, set: { [column]: sql`greatest(0, ${col} + ${delta})` } })
}

export async function insertPost(tx: Tx, p: NewPost): Promise<string> {
  const [row] = await tx
    .insert(posts)
    .values({
      ...(p.id ? { id: p.id } : {}),
      authorId: p.authorId,
      shopId: p.shopId,
      content: p.content,
      images: p.images,
      video: p.video,
      hashtags: p.hashtags,
      ...(p.createdAt ? { createdAt: p.createdAt } : {}),
      hotScore: sql`extract(epoch from ${p.createdAt ? sql`${p.createdAt.toISOString()}::timestamptz` : sql`now()`}) / 45000`,
    })
    .returning({ id: posts.id })
  const id = row!.id
  if (p.products.length) await tx.insert(postProducts).values(p.products.map((x, position) => ({ postId: id, position, ...x })))
  await bumpProfile(tx, p.authorId, 'postCount', 1)
  return id
}

export async function deletePost(tx: Tx, id: string, authorId: string): Promise<boolean> {
  const gone = await tx
    .delete(posts)
    .where(and(eq(posts.id, id), eq(posts.authorId, authorId)))
    .returning({ id: posts.id })
  if (gone.length) await bumpProfile(tx, authorId, 'postCount', -1)
  return gone.length > 0
}

export async function findPostHead(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: posts.id, authorId: posts.authorId, hiddenAt: posts.hiddenAt }).from(posts).where(eq(posts.id, id))
  return row
}

export type PostRow = Awaited<ReturnType<typeof readPosts>>[number]

/** Posts by id (any order), with author, shop and the viewer's like/bookmark; hidden ones only for their author. */
export async function readPosts(db: DbOrTx, ids: string[], viewerId: string | undefined) {
  if (ids.length === 0) return []
  const viewer = viewerId ?? null
  return db
    .select({
      id: posts.id,
      authorId: posts.authorId,
      content: posts.content,
      images: posts.images,
      video: posts.video,
      hashtags: posts.hashtags,
      likeCount: posts.likeCount,
      commentCount: posts.commentCount,
      bookmarkCount: posts.bookmarkCount,
      hiddenAt: posts.hiddenAt,
      createdAt: posts.createdAt,
      authorName: users.userName,
      authorAvatar: users.avatarUrl,
      shopId: shops.id,
      shopName: shops.name,
      shopAvatar: shops.avatarUrl,
      isLiked: viewer
        ? sql<boolean>`exists (select 1 from ${likes} where ${likes.postId} = ${posts.id} and ${likes.userId} = ${viewer})`
        : sql<boolean>`false`,
      isBookmarked: viewer
        ? sql<boolean>`exists (select 1 from ${bookmarks} where ${bookmarks.postId} = ${posts.id} and ${bookmarks.userId} = ${viewer})`
        : sql<boolean>`false`,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(shops, eq(shops.id, posts.shopId))
    .where(and(inArray(posts.id, ids), visibleTo(viewerId)))
}

export async function readPostProducts(db: DbOrTx, postIds: string[]) {
  if (postIds.length === 0) return []
  return db.select().from(postProducts).where(inArray(postProducts.postId, postIds)).orderBy(postProducts.postId, postProducts.position)
}

/**
 * "Following": posts of followed users and shops (and the viewer's own), newest first. One index probe per followed
 * account (LATERAL … LIMIT), merged: the cost grows with the accounts followed, not the posts.
 */
export async function followingFeedIds(db: DbOrTx, viewerId: string, before: string | null, limit: number): Promise<string[]> {
  const cursor = before ? sql`and p.id < ${before}::uuid` : sql``
  const result = await db.execute(sql`
    select id from (
      select p.id from ${userFollows} f
      cross join lateral (
        select p.id from ${posts} p
        where p.author_id = f.followee_id and p.hidden_at is null ${cursor}
        order by p.id desc limit ${limit}
      ) p
      where f.follower_id = ${viewerId}
      union
      select p.id from ${shopFollows} sf
      cross join lateral (
        select p.id from ${posts} p
        where p.shop_id = sf.shop_id and p.hidden_at is null ${cursor}
        order by p.id desc limit ${limit}
      ) p
      where sf.user_id = ${viewerId}
      union
      (select p.id from ${posts} p where p.author_id = ${viewerId} ${cursor} order by p.id desc limit ${limit})
    ) feed
    order by id desc limit ${limit}`)
  return rowsOf<{ id: string }>(result).map((r) => r.id)
}

/** "Discover": every visible post by rank (engagement and recency), rank ties by newest. */
export async function discoverFeedIds(
  db: DbOrTx,
  after: { score: number; id: string } | null,
  limit: number,
): Promise<Array<{ id: string; score: number }>> {
  const cursor = after ? sql`and (${posts.hotScore}, ${posts.id}) < (${after.score}::float8, ${after.id}::uuid)` : sql``
  const result = await db.execute(sql`
    select ${posts.id} as id, ${posts.hotScore} as score from ${posts}
    where ${posts.hiddenAt} is null ${cursor}
    order by ${posts.hotScore} desc, ${posts.id} desc limit ${limit}`)
  return rowsOf<{ id: string; score: number | string }>(result).map((r) => ({ id: r.id, score: Number(r.score) }))
}

/** A wall's posts (spec §7 /post/posts-user, sort=recent), with the total. */
export async function userPostIds(db: DbOrTx, userId: string, viewerId: string | undefined, page: number, limit: number) {
  const where = and(eq(posts.authorId, userId), visibleTo(viewerId))
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: posts.id })
      .from(posts)
      .where(where)
      .orderBy(desc(posts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(posts).where(where),
  ])
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 }
}

/** The posts a user saved, most recently saved first (spec §7 /post/bookmark/user). */
export async function bookmarkedPostIds(db: DbOrTx, userId: string, viewerId: string | undefined, page: number, limit: number) {
  const where = and(eq(bookmarks.userId, userId), visibleTo(viewerId))
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: posts.id })
      .from(bookmarks)
      .innerJoin(posts, eq(posts.id, bookmarks.postId))
      .where(where)
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.postId))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(bookmarks).innerJoin(posts, eq(posts.id, bookmarks.postId)).where(where),
  ])
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 }
}

export async function hashtagPostIds(db: DbOrTx, tag: string, viewerId: string | undefined, before: string | null, limit: number) {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(sql`${posts.hashtags} @> array[${tag}]::text[]`, visibleTo(viewerId), before ? sql`${posts.id} < ${before}::uuid` : undefined),
    )
    .orderBy(desc(posts.id))
    .limit(limit)
  return rows.map((r) => r.id)
}

// ----- likes and bookmarks ------------------------------------------------------------------

/**
 * Like or unlike (idempotent). The counter moves only with a row actually inserted or deleted,
 * in the same transaction: concurrent clicks cannot make like_count drift from the like rows.
 */
export async function setLike(tx: Tx, postId: string, userId: string, liked: boolean) {
  const changed = liked
    ? await tx.insert(likes).values({ postId, userId }).onConflictDoNothing().returning({ postId: likes.postId })
    : await tx
        .delete(likes)
        .where(and(eq(likes.postId, postId), eq(likes.userId, userId)))
        .returning({ postId: likes.postId })
  if (changed.length) {
    const delta = liked ? 1 : -1
    const [row] = await tx
      .update(posts)
      .set({
        likeCount: sql`${posts.likeCount} + ${delta}`,
        hotScore: sql`log(greatest(1, ${posts.likeCount} + ${delta} + 2 * ${posts.commentCount} + ${posts.bookmarkCount})::float8) + extract(epoch from ${posts.createdAt}) / 45000`,
      })
      .where(eq(posts.id, postId))
      .returning({ n: posts.likeCount })
    return { changed: true, like_count: row?.n ?? 0 }
  }
  const [row] = await tx.select({ n: posts.likeCount }).from(posts).where(eq(posts.id, postId))
  return { changed: false, like_count: row?.n ?? 0 }
}

export async function setBookmark(tx: Tx, postId: string, userId: string, saved: boolean) {
  const changed = saved
    ? await tx.insert(bookmarks).values({ postId, userId }).onConflictDoNothing().returning({ postId: bookmarks.postId })
    : await tx
        .delete(bookmarks)
        .where(and(eq(bookmarks.postId, postId), eq(bookmarks.userId, userId)))
        .returning({ postId: bookmarks.postId })
  if (changed.length) {
    const delta = saved ? 1 : -1
    const [row] = await tx
      .update(posts)
      .set({
        bookmarkCount: sql`${posts.bookmarkCount} + ${delta}`,
        hotScore: sql`log(greatest(1, ${posts.likeCount} + 2 * ${posts.commentCount} + ${posts.bookmarkCount} + ${delta})::float8) + extract(epoch from ${posts.createdAt}) / 45000`,
      })
      .where(eq(posts.id, postId))
      .returning({ n: posts.bookmarkCount })
    return { bookmark_count: row?.n ?? 0 }
  }
  const [row] = await tx.select({ n: posts.bookmarkCount }).from(posts).where(eq(posts.id, postId))
  return { bookmark_count: row?.n ?? 0 }
}

// ----- comments -----------------------------------------------------------------------------

async function bumpComments(tx: Tx, postId: string, delta: number) {
  await tx
    .update(posts)
    .set({
      commentCount: sql`greatest(0, ${posts.commentCount} + ${delta})`,
      hotScore: sql`log(greatest(1, ${posts.likeCount} + 2 * greatest(0, ${posts.commentCount} + ${delta}) + ${posts.bookmarkCount})::float8) + extract(epoch from ${posts.createdAt}) / 45000`,
    })
    .where(eq(posts.id, postId))
}

export async function findComment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id))
  return row
}

export async function insertComment(
  tx: Tx,
  c: { id?: string; postId: string; parentId: string | null; authorId: string; content: string; image: string | null; createdAt?: Date },
) {
  const [row] = await tx
    .insert(comments)
    .values({ ...c, ...(c.id ? {} : { id: undefined }) })
    .returning()
  if (c.parentId)
    await tx
      .update(comments)
      .set({ replyCount: sql`${comments.replyCount} + 1` })
      .where(eq(comments.id, c.parentId))
  await bumpComments(tx, c.postId, 1)
  return row!
}

/** Deletes a comment (its replies go with it) and takes them off the post's count. */
export async function deleteComment(tx: Tx, id: string, authorId: string) {
  const [gone] = await tx
    .delete(comments)
    .where(and(eq(comments.id, id), eq(comments.authorId, authorId)))
    .returning()
  if (!gone) return false
  if (gone.parentId)
    await tx
      .update(comments)
      .set({ replyCount: sql`greatest(0, ${comments.replyCount} - 1)` })
      .where(eq(comments.id, gone.parentId))
  await bumpComments(tx, gone.postId, -(1 + gone.replyCount))
  return true
}

export async function readComment(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ c: comments, authorName: users.userName, authorAvatar: users.avatarUrl })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.id, id))
  return row
}

/** A post's comments (parentId null) or a comment's replies, oldest first, after a cursor id. */
export async function listComments(
  db: DbOrTx,
  q: { postId: string; parentId: string | null; viewerId: string | undefined; after: string | null; limit: number },
) {
  const visible = q.viewerId ? or(isNull(comments.hiddenAt), eq(comments.authorId, q.viewerId)) : isNull(comments.hiddenAt)
  return db
    .select({ c: comments, authorName: users.userName, authorAvatar: users.avatarUrl })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(
      and(
        eq(comments.postId, q.postId),
        q.parentId ? eq(comments.parentId, q.parentId) : isNull(comments.parentId),
        visible,
        q.after ? sql`${comments.id} > ${q.after}::uuid` : undefined,
      ),
    )
    .orderBy(comments.id)
    .limit(q.limit)
}

// ----- follows ------------------------------------------------------------------------------

/** Follow or unfollow a user (idempotent); both users' counters move with the row, in id order (no deadlock). */
export async function setUserFollow(tx: Tx, followerId: string, followeeId: string, follow: boolean) {
  const changed = follow
    ? await tx.insert(userFollows).values({ followerId, followeeId }).onConflictDoNothing().returning({ id: userFollows.followeeId })
    : await tx
        .delete(userFollows)
        .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)))
        .returning({ id: userFollows.followeeId })
  if (changed.length) {
    const delta = follow ? 1 : -1
    const moves: Array<[string, 'followerCount' | 'followingCount']> = [
      [followerId, 'followingCount'],
      [followeeId, 'followerCount'],
    ]
    moves.sort((a, b) => (a[0] < b[0] ? -1 : 1))
    for (const [userId, column] of moves) await bumpProfile(tx, userId, column, delta)
  }
  const [row] = await tx.select({ n: profiles.followerCount }).from(profiles).where(eq(profiles.userId, followeeId))
  return { following: follow, follower_count: row?.n ?? 0, changed: changed.length > 0 }
}

export async function isFollowingUser(db: DbOrTx, followerId: string, followeeId: string) {
  const [row] = await db
    .select({ id: userFollows.followeeId })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)))
  return Boolean(row)
}

export async function readProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      avatar: users.avatarUrl,
      isGuest: users.isGuest,
      status: users.status,
      followerCount: sql<number>`coalesce(${profiles.followerCount}, 0)`,
      followingUsers: sql<number>`coalesce(${profiles.followingCount}, 0)`,
      postCount: sql<number>`coalesce(${profiles.postCount}, 0)`,
      followingShops: sql<number>`(select count(*)::int from ${shopFollows} where ${shopFollows.userId} = ${users.id})`,
      shopId: shops.id,
      shopName: shops.name,
      shopAvatar: shops.avatarUrl,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(shops, and(eq(shops.ownerId, users.id), eq(shops.status, 'approved')))
    .where(eq(users.id, userId))
  return row
}

/** Who follows a user (newest first). */
export async function listFollowers(db: DbOrTx, userId: string, page: number, limit: number) {
  return db
    .select({ id: users.id, name: users.userName, avatar: users.avatarUrl, at: userFollows.createdAt })
    .from(userFollows)
    .innerJoin(users, eq(users.id, userFollows.followerId))
    .where(eq(userFollows.followeeId, userId))
    .orderBy(desc(userFollows.createdAt))
    .limit(limit)
    .offset((page - 1) * limit)
}

/** The users and shops a user follows (newest first). */
export async function listFollowing(db: DbOrTx, userId: string, page: number, limit: number) {
  const result = await db.execute(sql`
    select 'user' as type, u.id, u.user_name as name, u.avatar_url as avatar, f.created_at as at
      from ${userFollows} f join ${users} u on u.id = f.followee_id where f.follower_id = ${userId}
    union all
    select 'shop' as type, s.id, s.name, s.avatar_url as avatar, sf.created_at as at
      from ${shopFollows} sf join ${shops} s on s.id = sf.shop_id where sf.user_id = ${userId}
    order by at desc limit ${limit} offset ${(page - 1) * limit}`)
  return rowsOf<{ type: 'user' | 'shop'; id: string; name: string; avatar: string | null; at: Date | string }>(result)
}

// ----- videos -------------------------------------------------------------------------------

export async function saveVideo(db: DbOrTx, v: { uploaderId: string; url: string; poster: string | null; duration: number }) {
  await db
    .insert(videos)
    .values(v)
    .onConflictDoUpdate({ target: [videos.uploaderId, videos.url], set: { poster: v.poster, duration: v.duration } })
}

export async function findVideo(db: DbOrTx, uploaderId: string, url: string) {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.uploaderId, uploaderId), eq(videos.url, url)))
  return row
}
