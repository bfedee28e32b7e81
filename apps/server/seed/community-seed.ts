import { and, asc, eq, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import {
  communityComments,
  communityPostBookmarks,
  communityPostLikes,
  communityPostProducts,
  communityPosts,
  communityReportCases,
  communityReports,
  communityUserFollows,
} from '#server/modules/community/community.tables.ts'
import { uuidv7At } from '#server/modules/community/index.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shopFollows, shops } from '#server/modules/shops/shops.tables.ts'
import type { DbOrTx } from '#server/platform/db/client.ts'

type InsertMany = (db: DbOrTx, table: PgTable, rows: Array<Record<string, unknown>>) => Promise<void>

const DAY = 86_400_000

const CAPTIONS = [
  'Phối đồ đi làm thứ Hai, nhẹ nhàng mà vẫn chỉn chu',
  'Cuối tuần đi cà phê với hội bạn thân, chọn màu pastel cho tươi',
  'Review thật lòng: chất vải mát, mặc cả ngày không nhăn',
  'Outfit đi biển Nha Trang, ai cũng hỏi mua ở đâu',
  'Mix áo thun trơn với chân váy xếp ly, đơn giản mà xinh',
  'Skincare buổi tối 4 bước cho da dầu mụn, dùng được 3 tuần rồi',
  'Săn sale được món này giá hời quá, chia sẻ cho mọi người',
  'Đồ công sở tông be, phối với giày mũi nhọn là chuẩn',
  'Son màu đỏ gạch này hợp da ngăm lắm nha',
  'Set đồ đi hẹn hò tối thứ Bảy, váy hoa nhí dịu dàng',
  'Mùa mưa Sài Gòn thì áo khoác mỏng là chân ái',
  'Size M mặc vừa khít, mình cao 1m58 nặng 50kg cho ai cần tham khảo',
  'Túi tote canvas đựng được cả laptop, đi học rất tiện',
  'Sneaker trắng phối gì cũng hợp, đôi này êm chân lắm',
  'Đầm maxi cho chuyến Đà Lạt, chụp ảnh lên màu siêu đẹp',
  'Nước hoa mùi gỗ nhẹ, lưu hương tới chiều',
  'Áo sơ mi linen mặc mùa hè mát rượi',
  'Lần đầu thử kem chống nắng này, không bết không bóng',
]
const TAGS = ['ootd', 'phoidoxinh', 'reviewthat', 'mùahè', 'congso', 'skincare', 'sanSale', 'didulich', 'localbrand', 'xinhmoingay']
const COMMENTS = [
  'Xinh quá bạn ơi!',
  'Cho mình xin link sản phẩm với',
  'Màu này có ngoài đời giống ảnh không ạ?',
  'Mình cũng vừa đặt một cái, mong giao nhanh',
  'Bạn mặc size gì vậy?',
  'Phối đẹp ghê, học hỏi liền',
  'Chất vải có bị xù không bạn?',
  'Giá này quá hời luôn',
  'Đã lưu lại để tham khảo',
]
const REPLIES = [
  'Mình mặc size M nha',
  'Ngoài đời đẹp hơn ảnh luôn',
  'Link ở thẻ sản phẩm trong bài đó bạn',
  'Cảm ơn bạn nhiều!',
  'Không bị xù đâu, mình giặt máy rồi',
]

/** A small deterministic generator (same demo on every fresh start). */
function rng(seed: number) {
  let s = seed >>> 0
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0
    let x = s
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
  const sample = <T>(list: readonly T[], n: number) => {
    const copy = [...list]
    const out: T[] = []
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T)
    return out
  }
  return { next, int, pick, sample }
}

/**
 * A lively community on first start (issue 16): buyers and shops with followers, 30 days of posts
 * with product pictures and tagged products (some posted as shops), likes, comments and replies,
 * saved posts, and a few reports waiting in the admin's reported-content queue. The demo buyer
 * follows people and shops, so "Đang theo dõi" has posts from the first visit.
 */
export async function seedCommunity(
  tx: DbOrTx,
  insertMany: InsertMany,
  { buyerId, sellerId, now }: { buyerId: string; sellerId: string; now: number },
) {
  const r = rng(16)
  const people = (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isGuest, false), sql`not ('admin' = any(${users.roles}))`))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(80)
  ).map((u) => u.id)
  const shopRows = await tx
    .select({ id: shops.id, ownerId: shops.ownerId })
    .from(shops)
    .where(eq(shops.status, 'approved'))
    .orderBy(asc(shops.createdAt), asc(shops.id))
    .limit(12)
  const catalogue = await tx
    .select({ id: products.id, name: products.name, price: products.salePrice, images: products.images, shopId: products.shopId })
    .from(products)
    .where(and(eq(products.status, 'accepted'), eq(products.allowToSell, true)))
    .orderBy(asc(products.id))
    .limit(400)
  if (people.length < 5 || catalogue.length === 0) return { posts: 0 }
  const authors = [buyerId, sellerId, ...people.filter((p) => p !== buyerId && p !== sellerId).slice(0, 30)]
  const shopOfOwner = new Map(shopRows.map((s) => [s.ownerId, s.id]))

  // follows: everyone follows a few authors and shops; the demo buyer follows six authors and four shops
  const follows = new Map<string, Record<string, unknown>>()
  const shopFollowRows = new Map<string, Record<string, unknown>>()
  for (const follower of people) {
    const n = follower === buyerId ? 6 : r.int(2, 7)
    for (const followee of r.sample(
      authors.filter((a) => a !== follower),
      n,
    ))
      follows.set(`${follower}:${followee}`, { followerId: follower, followeeId: followee, createdAt: new Date(now - r.int(1, 40) * DAY) })
    for (const shop of r.sample(shopRows, follower === buyerId ? 4 : r.int(0, 3)))
      shopFollowRows.set(`${follower}:${shop.id}`, { userId: follower, shopId: shop.id })
  }

  // posts: 30 days, newest ~1 hour ago; ids are UUIDv7 of their time (the feeds order by id)
  const postRows: Array<Record<string, unknown>> = []
  const taggedRows: Array<Record<string, unknown>> = []
  const count = 140
  for (let i = 0; i < count; i++) {
    const at = now - 3_600_000 - Math.floor(((count - i) / count) * 30 * DAY) - r.int(0, 3_000_000)
    const authorId = i < 6 ? (authors[i % 3] ?? buyerId) : r.pick(authors)
    const shopId = shopOfOwner.get(authorId) && r.next() < 0.5 ? (shopOfOwner.get(authorId) as string) : null
    const own = shopId ? catalogue.filter((p) => p.shopId === shopId) : []
    const tagged = r.sample(own.length ? own : catalogue, r.int(0, 2))
    const pictures = (tagged.length ? tagged : r.sample(catalogue, 1)).flatMap((p) => p.images.slice(0, 2)).slice(0, 5)
    const tags = r.sample(TAGS, r.int(0, 2)).map((t) => t.toLowerCase())
    const content = `${r.pick(CAPTIONS)}${tags.length ? ` ${tags.map((t) => `#${t}`).join(' ')}` : ''}`
    const id = uuidv7At(at, r.next)
    postRows.push({ id, authorId, shopId, content, images: pictures, hashtags: tags, createdAt: new Date(at) })
    for (const [position, p] of tagged.entries())
      taggedRows.push({ postId: id, position, productId: p.id, name: p.name, price: p.price, picture: p.images[0] ?? null })
  }

  // likes, saves, comments and replies (older posts gathered more)
  const likeRows = new Map<string, Record<string, unknown>>()
  const saveRows = new Map<string, Record<string, unknown>>()
  const commentRows: Array<Record<string, unknown>> = []
  for (const [i, post] of postRows.entries()) {
    const postId = post.id as string
    const at = (post.createdAt as Date).getTime()
    const popularity = r.next() < 0.15 ? r.int(15, 40) : r.int(0, 12)
    for (const u of r.sample(people, popularity))
      likeRows.set(`${postId}:${u}`, { postId, userId: u, createdAt: new Date(Math.min(now, at + r.int(1, 48) * 3_600_000)) })
    for (const u of r.sample(people, r.int(0, Math.ceil(popularity / 4)))) saveRows.set(`${postId}:${u}`, { postId, userId: u })
    for (let c = 0; c < r.int(0, i % 5 === 0 ? 5 : 2); c++) {
      const cAt = Math.min(now - 60_000, at + r.int(10, 600) * 60_000 + c * 60_000)
      const commentId = uuidv7At(cAt, r.next)
      commentRows.push({ id: commentId, postId, authorId: r.pick(people), content: r.pick(COMMENTS), createdAt: new Date(cAt) })
      if (r.next() < 0.4)
        commentRows.push({
          id: uuidv7At(Math.min(now - 30_000, cAt + r.int(5, 300) * 60_000), r.next),
          postId,
          parentId: commentId,
          authorId: post.authorId,
          content: r.pick(REPLIES),
          createdAt: new Date(Math.min(now - 30_000, cAt + 60_000)),
        })
    }
  }
  // the demo buyer has saved a few posts (the wall's bookmarks tab)
  for (const post of r.sample(postRows, 4)) saveRows.set(`${post.id}:${buyerId}`, { postId: post.id, userId: buyerId })

  await insertMany(tx, communityUserFollows, [...follows.values()])
  await insertMany(
    tx,
    shopFollows,
    [...shopFollowRows.values()].filter((f) => f.userId !== buyerId),
  )
  // the demo seed already made the buyer follow three shops: add only what is new
  for (const f of [...shopFollowRows.values()].filter((f) => f.userId === buyerId))
    await tx
      .insert(shopFollows)
      .values({ userId: buyerId, shopId: f.shopId as string })
      .onConflictDoNothing()
  await insertMany(tx, communityPosts, postRows)
  await insertMany(tx, communityPostProducts, taggedRows)
  await insertMany(tx, communityPostLikes, [...likeRows.values()])
  await insertMany(tx, communityPostBookmarks, [...saveRows.values()])
  // parents before replies (the reply's foreign key)
  await insertMany(
    tx,
    communityComments,
    commentRows.filter((c) => !c.parentId),
  )
  await insertMany(
    tx,
    communityComments,
    commentRows.filter((c) => c.parentId),
  )

  // counters from the rows, as the API keeps them
  await tx.execute(sql`update community_comments c set reply_count = (select count(*) from community_comments r where r.parent_id = c.id)`)
  await tx.execute(sql`
    update community_posts p set
      like_count = (select count(*) from community_post_likes l where l.post_id = p.id),
      comment_count = (select count(*) from community_comments c where c.post_id = p.id),
      bookmark_count = (select count(*) from community_post_bookmarks b where b.post_id = p.id)`)
  await tx.execute(
    sql`update community_posts set hot_score = log(greatest(1, like_count + 2 * comment_count + bookmark_count)::float8) + extract(epoch from created_at) / 45000`,
  )
  await tx.execute(sql`
    insert into community_profiles (user_id, follower_count, following_count, post_count)
    select u.id,
      (select count(*) from community_user_follows f where f.followee_id = u.id),
      (select count(*) from community_user_follows f where f.follower_id = u.id),
      (select count(*) from community_posts p where p.author_id = u.id)
    from users u
    where exists (select 1 from community_user_follows f where f.followee_id = u.id or f.follower_id = u.id)
       or exists (select 1 from community_posts p where p.author_id = u.id)
    on conflict (user_id) do update set follower_count = excluded.follower_count,
      following_count = excluded.following_count, post_count = excluded.post_count`)
  await tx.execute(sql`update shops s set follower_count = (select count(*) from shop_follows f where f.shop_id = s.id)`)

  // a few reports waiting for the admin (the reported-content queue is not empty on first start)
  const reported = [postRows[10], postRows[42]].filter(Boolean) as Array<Record<string, unknown>>
  // stored as the report call stores them: a reason id of `reasons?type=report`, then the reporter's note
  const reasons = ['spam: Quảng cáo bán hàng ngoài sàn', 'offensive: Ảnh không phù hợp', 'false_info: Nội dung gây hiểu lầm về sản phẩm']
  for (const [i, post] of reported.entries()) {
    const reporters = r.sample(
      people.filter((p) => p !== post.authorId),
      i + 1,
    )
    const caseId = uuidv7At(now - (i + 1) * 3_600_000, r.next)
    await insertMany(tx, communityReportCases, [
      {
        id: caseId,
        targetType: 'post',
        targetId: post.id,
        reportCount: reporters.length,
        firstReportedAt: new Date(now - (i + 1) * 3_600_000),
      },
    ])
    await insertMany(
      tx,
      communityReports,
      reporters.map((reporterId, k) => ({ caseId, reporterId, reason: reasons[(i + k) % reasons.length] })),
    )
  }
  const comment = commentRows.find((c) => !c.parentId)
  if (comment) {
    const caseId = uuidv7At(now - 30 * 60_000, r.next)
    const reporter = people.find((p) => p !== comment.authorId) as string
    await insertMany(tx, communityReportCases, [
      { id: caseId, targetType: 'comment', targetId: comment.id, reportCount: 1, firstReportedAt: new Date(now - 30 * 60_000) },
    ])
    await insertMany(tx, communityReports, [{ caseId, reporterId: reporter, reason: 'offensive: Bình luận công kích người khác' }])
  }
  return { posts: postRows.length, comments: commentRows.length, likes: likeRows.size, follows: follows.size }
}
