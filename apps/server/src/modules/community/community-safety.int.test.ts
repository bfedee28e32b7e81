import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, type Registered, register, type TestApp } from '../../../test/helpers.ts'
import { createOrderBuyer, firstVariant, insertOrder } from '../../../test/order-fixtures.ts'
import { products } from '../catalog/catalog.tables.ts'
import { communityNotificationEvents } from '../notifications/index.ts'
import { orderItems } from '../orders/orders.tables.ts'
import { communityUserFollows } from './community.tables.ts'

/**
 * Community → notifications (likes, comments, replies, follows; collapsed bursts, no
 * self-notification, preferences, blocks), blocking users across community and chat, reviews
 * in the reported-content queue, and the chat-reports queue on the admin dashboard.
 */

let t: TestApp
let ana: Registered
let binh: Registered
let chi: Registered
let seller: Awaited<ReturnType<typeof createSeller>>
let admin: Awaited<ReturnType<typeof createAdmin>>
const IMG = `/uploads/media/ab/${'a'.repeat(32)}/main.webp`

type Inject = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; token?: string; body?: unknown }
const call = ({ method, url, token, body }: Inject) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? authHeader(token) : {}), 'accept-language': 'en' },
    ...(body === undefined ? {} : { payload: body as object }),
  })
const ok = async (i: Inject) => {
  const res = await call(i)
  expect(res.statusCode, `${i.method} ${i.url}: ${res.body}`).toBe(200)
  return res.json().data
}
type Item = { _id: string; event: string; type: string; title: string; body: string; link: string | null; is_read: boolean }
/** The recipient's notifications once the events (raised after commit) have gone through the outbox. */
async function inbox(token: string, audience: 'BUYER' | 'SELLER' = 'BUYER'): Promise<Item[]> {
  // the events run after the request answered: wait for them to enqueue, then dispatch
  await t.services.community.settled()
  await t.outbox.drain()
  return (await ok({ method: 'GET', url: `/community/v1/notification/get-all?audience=${audience}&limit=100`, token })) as Item[]
}
const community = (items: Item[]) => items.filter((n) => n.event.startsWith('community.') || n.event === 'shop.new_follower')
const newPost = (token: string, content: string) =>
  ok({ method: 'POST', url: '/community/v1/post', token, body: { content, images: [IMG] } })

beforeAll(async () => {
  t = await createTestApp()
  ;[ana, binh, chi] = await Promise.all([
    register(t.app, { userName: 'Ana Trần' }),
    register(t.app, { userName: 'Bình Lê' }),
    register(t.app, { userName: 'Chi Phạm' }),
  ])
  seller = await createSeller(t, { shopName: 'Nhà Bông An Toàn' })
  admin = await createAdmin(t)
})
afterAll(() => t.close())

describe('community → notifications', () => {
  it('a like, a comment and a reply notify the owner in their language, never the actor; each opens the post', async () => {
    const post = await newPost(ana.accessToken, 'Set đồ đi biển cuối tuần #OOTD')
    await ok({ method: 'PUT', url: `/community/v1/post/${post._id}/like`, token: ana.accessToken })
    expect(community(await inbox(ana.accessToken))).toEqual([])

    await ok({ method: 'PUT', url: `/community/v1/post/${post._id}/like`, token: binh.accessToken })
    const comment = await ok({
      method: 'POST',
      url: `/community/v1/post/${post._id}/comment`,
      token: binh.accessToken,
      body: { content: 'Xinh quá, váy mua ở đâu vậy?' },
    })
    const liked = community(await inbox(ana.accessToken))
    expect(liked.map((n) => n.event).sort()).toEqual(['community.commented', 'community.post_liked'])
    const like = liked.find((n) => n.event === 'community.post_liked')!
    // the recipient's stored language is Vietnamese by default
    expect(like).toMatchObject({ type: 'community', link: `/post/${post._id}`, is_read: false })
    expect(like.body).toBe('Bình Lê đã thích bài viết của bạn: "Set đồ đi biển cuối tuần #OOTD"')
    expect(liked.find((n) => n.event === 'community.commented')!.body).toContain('Xinh quá, váy mua ở đâu vậy?')

    // the post's author replies: the commenter hears of it; the author does not hear of their own reply
    await ok({
      method: 'PUT',
      url: '/community/v1/notification/language',
      token: binh.accessToken,
      body: { language: 'en' },
    })
    await ok({
      method: 'POST',
      url: `/community/v1/post/${post._id}/comment`,
      token: ana.accessToken,
      body: { content: 'Shop Nhà Bông nha bạn', parent_id: comment._id },
    })
    const replied = community(await inbox(binh.accessToken))
    expect(replied).toHaveLength(1)
    expect(replied[0]).toMatchObject({ event: 'community.replied', title: 'New replies', link: `/post/${post._id}` })
    expect(replied[0]!.body).toBe('Ana Trần replied to your comment: Shop Nhà Bông nha bạn')
    expect(community(await inbox(ana.accessToken))).toHaveLength(2)

    // unlike and like again: counted once
    await ok({ method: 'DELETE', url: `/community/v1/post/${post._id}/like`, token: binh.accessToken })
    await ok({ method: 'PUT', url: `/community/v1/post/${post._id}/like`, token: binh.accessToken })
    expect(community(await inbox(ana.accessToken))).toHaveLength(2)
  })

  it('likes of one post within an hour collapse into one "X and N others", unread and on top again; the next hour is new', async () => {
    let now = new Date('2026-11-26T08:10:00Z')
    const s = t.services
    // the same wiring as app.ts, with a clock the test moves
    s.community.connectEvents(
      communityNotificationEvents({
        db: t.database.db,
        userName: async (id) => (await s.identity.getUser(id).catch(() => null))?.userName ?? null,
        postSummary: s.community.postSummary,
        shopOwner: s.shops.shopOwner,
        blockedEitherWay: async () => false,
        now: () => now,
      }),
    )
    const author = await register(t.app, { userName: 'Dung Võ' })
    const post = await newPost(author.accessToken, 'Son đỏ cam cho mùa thu')
    const fans = await Promise.all(['Em', 'Giang', 'Hà', 'Khánh'].map((name) => register(t.app, { userName: `${name} Nguyễn` })))
    await ok({ method: 'PUT', url: `/community/v1/post/${post._id}/like`, token: fans[0]!.accessToken })
    const [first] = community(await inbox(author.accessToken))
    await ok({ method: 'PUT', url: '/community/v1/notification/read-all', token: author.accessToken, body: {} })
    // three at once: each counted once under the row's lock
    await Promise.all(fans.slice(1).map((f) => ok({ method: 'PUT', url: `/community/v1/post/${post._id}/like`, token: f.accessToken })))
    const collapsed = community(await inbox(author.accessToken))
    expect(collapsed).toHaveLength(1)
    expect(collapsed[0]!._id).toBe(first!._id)
    expect(collapsed[0]!.is_read).toBe(false)
    expect(collapsed[0]!.body).toMatch(/^(Giang|Hà|Khánh) Nguyễn và 3 người khác đã thích bài viết của bạn/)

    now = new Date('2026-11-26T09:05:00Z')
    const late = await register(t.app, { userName: 'Linh Đỗ' })
    await ok({ method: 'PUT', url: `/community/v1/post/${post._id}/like`, token: late.accessToken })
    const next = community(await inbox(author.accessToken))
    expect(next).toHaveLength(2)
    expect(next[0]!.body).toBe('Linh Đỗ đã thích bài viết của bạn: "Son đỏ cam cho mùa thu"')
    t.services.community.connectEvents(appWiring())
  })

  it('follows of a user and of a shop notify the user and the shop owner; the preference turns them off', async () => {
    const fan = await register(t.app, { userName: 'Mai Hồ' })
    await ok({ method: 'PUT', url: `/community/v1/follow/user/${chi.userId}`, token: fan.accessToken })
    const follow = community(await inbox(chi.accessToken))
    expect(follow).toHaveLength(1)
    expect(follow[0]).toMatchObject({ event: 'community.new_follower', link: `/tuong/${fan.userId}` })
    expect(follow[0]!.body).toBe('Mai Hồ đã bắt đầu theo dõi bạn.')

    await ok({ method: 'PUT', url: `/community/v1/follow/shop/${seller.shop.id}`, token: fan.accessToken })
    const shopSide = community(await inbox(seller.token, 'SELLER'))
    expect(shopSide).toHaveLength(1)
    expect(shopSide[0]).toMatchObject({ event: 'shop.new_follower', type: 'shop' })
    expect(shopSide[0]!.body).toContain('Mai Hồ')

    // community notifications off in-app: nothing more is stored for chi
    await ok({
      method: 'PUT',
      url: '/community/v1/notification/preferences',
      token: chi.accessToken,
      body: { preferences: [{ type: 'community', in_app: false }] },
    })
    const other = await register(t.app, { userName: 'Nam Lý' })
    await ok({ method: 'PUT', url: `/community/v1/follow/user/${chi.userId}`, token: other.accessToken })
    expect(community(await inbox(chi.accessToken))).toHaveLength(1)
  })
})

/** app.ts's wiring (restored after a test replaced it). */
function appWiring() {
  const s = t.services
  return communityNotificationEvents({
    db: t.database.db,
    userName: async (id) => (await s.identity.getUser(id).catch(() => null))?.userName ?? null,
    postSummary: s.community.postSummary,
    shopOwner: s.shops.shopOwner,
    blockedEitherWay: s.blocks.eitherWay,
  })
}

describe('blocking a user', () => {
  it('stops comments, replies, follows and notifications across it, ends the follows, and applies to chat', async () => {
    const post = await newPost(ana.accessToken, 'Tóc xoăn nhẹ cho mặt tròn')
    const annoying = await register(t.app, { userName: 'Quang Phan' })
    const comment = await ok({
      method: 'POST',
      url: `/community/v1/post/${post._id}/comment`,
      token: ana.accessToken,
      body: { content: 'Ai thử rồi chưa?' },
    })
    await ok({ method: 'PUT', url: `/community/v1/follow/user/${ana.userId}`, token: annoying.accessToken })
    await ok({ method: 'PUT', url: `/community/v1/follow/user/${annoying.userId}`, token: ana.accessToken })
    const before = community(await inbox(ana.accessToken)).length

    expect((await call({ method: 'PUT', url: `/community/v1/block/user/${ana.userId}`, token: ana.accessToken })).json().error.code).toBe(
      'BLOCK_SELF',
    )
    expect((await call({ method: 'PUT', url: `/community/v1/block/user/${ana.userId}` })).statusCode).toBe(401)
    expect(await ok({ method: 'PUT', url: `/community/v1/block/user/${annoying.userId}`, token: ana.accessToken })).toEqual({
      user_id: annoying.userId,
      blocked_by_me: true,
      blocked_by_them: false,
    })
    expect(await ok({ method: 'GET', url: `/community/v1/block/user/${ana.userId}`, token: annoying.accessToken })).toMatchObject({
      blocked_by_me: false,
      blocked_by_them: true,
    })
    // the follows between them are gone, both ways
    const follows = await t.database.db.select().from(communityUserFollows).where(eq(communityUserFollows.followerId, annoying.userId))
    expect(follows.filter((f) => f.followeeId === ana.userId)).toEqual([])
    const profile = await ok({ method: 'GET', url: `/community/v1/users/${annoying.userId}/profile`, token: ana.accessToken })
    expect(profile.is_following).toBe(false)

    for (const body of [{ content: 'Xấu' }, { content: 'Xấu', parent_id: comment._id }]) {
      const res = await call({ method: 'POST', url: `/community/v1/post/${post._id}/comment`, token: annoying.accessToken, body })
      expect(res.statusCode).toBe(403)
      expect(res.json().error).toMatchObject({ code: 'COMMUNITY_BLOCKED', message: 'You cannot interact with this user' })
    }
    const follow = await call({ method: 'PUT', url: `/community/v1/follow/user/${ana.userId}`, token: annoying.accessToken })
    expect(follow.json().error.code).toBe('COMMUNITY_BLOCKED')
    // the blocker cannot follow whom they block either (unblock first)
    expect(
      (await call({ method: 'PUT', url: `/community/v1/follow/user/${annoying.userId}`, token: ana.accessToken })).json().error.code,
    ).toBe('COMMUNITY_BLOCKED')
    // a like still counts, but tells the blocker nothing
    await ok({ method: 'PUT', url: `/community/v1/post/${post._id}/like`, token: annoying.accessToken })
    expect(community(await inbox(ana.accessToken))).toHaveLength(before)

    // unblocked: they may comment again
    await ok({ method: 'DELETE', url: `/community/v1/block/user/${annoying.userId}`, token: ana.accessToken })
    await ok({
      method: 'POST',
      url: `/community/v1/post/${post._id}/comment`,
      token: annoying.accessToken,
      body: { content: 'Xin lỗi nha' },
    })
  })

  it('a shop owner who blocks a buyer from their wall stops the buyer’s chat messages to the shop', async () => {
    const buyer = await register(t.app, { userName: 'Phúc Trịnh' })
    const open = await call({
      method: 'POST',
      url: '/api/v1/mobile/chat',
      token: buyer.accessToken,
      body: { shop_id: seller.shop.id, content: 'Shop ơi còn size M không?' },
    })
    expect(open.statusCode, open.body).toBe(200)
    await ok({ method: 'PUT', url: `/community/v1/block/user/${buyer.userId}`, token: seller.token })
    const again = await call({
      method: 'POST',
      url: '/api/v1/mobile/chat',
      token: buyer.accessToken,
      body: { shop_id: seller.shop.id, content: 'Shop ơi?' },
    })
    expect(again.statusCode).toBe(403)
    expect(again.json().error.code).toBe('CHAT_BLOCKED')
  })
})

describe('reporting a review', () => {
  it('lands in the reported-content queue; hiding it takes it off the product page and its rating, not from its author', async () => {
    const product = await insertProduct(t, {
      shopId: seller.shop.id,
      name: 'Áo len cổ lọ dáng rộng',
      variants: [{ options: [], price: 300_000, salePrice: 250_000, stock: 100 }],
    })
    const variant = (await firstVariant(t, product.id)).id
    const writers = [await createOrderBuyer(t, 'Tâm Đinh'), await createOrderBuyer(t, 'Uyên Bùi')]
    const ids: string[] = []
    for (const [i, w] of writers.entries()) {
      const o = await insertOrder(t, {
        buyerId: w.userId,
        shopId: seller.shop.id,
        lines: [{ variantId: variant, quantity: 1 }],
        status: 'completed',
      })
      const [item] = await t.database.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, o.id))
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/mobile/feedbacks',
        headers: w.headers,
        payload: { order_item_id: item!.id, rating: i === 0 ? 1 : 5, content: i === 0 ? 'Lừa đảo, liên hệ zalo 09xx' : 'Len mềm, ấm' },
      })
      expect(res.statusCode, res.body).toBe(200)
      ids.push(res.json().data._id)
    }
    const [bad] = ids
    const report = (token: string, body: object = { reason: 'spam', note: 'Quảng cáo zalo' }) =>
      call({ method: 'POST', url: `/api/v1/web/feedbacks/${bad}/report`, token, body })
    expect((await report(binh.accessToken)).statusCode).toBe(200)
    expect((await report(chi.accessToken, { reason: 'offensive' })).statusCode).toBe(200)
    // the author cannot report their own; a bad reason is a field error
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/v1/web/feedbacks/${bad}/report`,
      headers: { ...writers[0]!.headers, 'accept-language': 'en' },
      payload: { reason: 'spam' },
    })
    expect(own.json().error.code).toBe('REPORT_SELF')
    expect((await report(binh.accessToken, { reason: 'nope' })).statusCode).toBe(400)

    const queue = await ok({ method: 'GET', url: '/api/v1/admin/reported-content?target_type=review', token: admin.token })
    const c = queue.find((x: { target_id: string }) => x.target_id === bad)
    expect(c).toMatchObject({ target_type: 'review', report_count: 2, target: { text: 'Lừa đảo, liên hệ zalo 09xx', is_hidden: false } })
    expect(c.reasons.map((r: { reason: string }) => r.reason).sort()).toEqual([
      'Offensive language or inappropriate content',
      'Spam or junk advertising: Quảng cáo zalo',
    ])
    // every id of `reasons?type=report` is accepted, nothing else (one list on the server)
    const listed = await ok({ method: 'GET', url: '/api/v1/public/reasons?type=report' })
    for (const r of listed as { _id: string }[]) expect((await report(binh.accessToken, { reason: r._id })).statusCode).toBe(200)
    expect((await report(binh.accessToken, { reason: 'other' })).json().error.fields).toHaveProperty('reason')
    const stats = await ok({ method: 'GET', url: '/api/v1/admin/queues', token: admin.token })
    expect(stats.reported_content.count).toBeGreaterThanOrEqual(1)

    const approved = await ok({ method: 'POST', url: `/api/v1/admin/reported-content/${c._id}/approve`, token: admin.token })
    expect(approved).toMatchObject({ status: 'approved', target: { is_hidden: true } })

    const page = await t.app.inject({ method: 'GET', url: `/api/v1/web/feedbacks/${product.id}` })
    expect(page.json().data.map((r: { _id: string }) => r._id)).toEqual([ids[1]])
    expect(page.json().summary).toMatchObject({ count: 1, average: 5 })
    const [row] = await t.database.db.select({ rating: products.rating }).from(products).where(eq(products.id, product.id))
    expect(Number(row!.rating)).toBe(5)
    // its author still sees it, marked
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/feedbacks/me', headers: writers[0]!.headers })
    expect(mine.statusCode, mine.body).toBe(200)
    expect(mine.json().data.find((r: { _id: string }) => r._id === bad)).toMatchObject({ is_hidden: true })
    // a hidden review cannot be reported again
    expect((await report(ana.accessToken)).json().error.code).toBe('REVIEW_NOT_FOUND')
  })
})

describe('the chat-reports queue', () => {
  it('is counted on the admin dashboard and the queue badges', async () => {
    const buyer = await register(t.app, { userName: 'Vy Lâm' })
    const open = await ok({
      method: 'POST',
      url: '/api/v1/mobile/chat',
      token: buyer.accessToken,
      body: { shop_id: seller.shop.id, content: 'Cho mình hỏi giá sỉ' },
    })
    const roomId = open.room._id
    const before = (await ok({ method: 'GET', url: '/api/v1/admin/queues', token: admin.token })).chat_reports.count
    const rep = await call({
      method: 'POST',
      url: `/api/v1/mobile/chat/report/${roomId}`,
      token: seller.token,
      body: { reason: 'spam' },
    })
    expect(rep.statusCode, rep.body).toBe(200)
    const stats = await ok({ method: 'GET', url: '/api/v1/admin/queues', token: admin.token })
    expect(stats.chat_reports.count).toBe(before + 1)
    expect(stats.chat_reports.oldest_at).not.toBeNull()
    const dash = await ok({ method: 'GET', url: '/api/v1/admin/dashboard', token: admin.token })
    expect(dash.queues.chat_reports.count).toBe(before + 1)
  })
})
