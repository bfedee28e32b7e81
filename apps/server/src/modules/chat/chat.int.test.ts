import { CHAT_RULES, type TChatMessage, type TChatPostResult, type TChatRoom } from '@xinh/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { insertVoucher } from '../../../test/commerce-fixtures.ts'
import { authHeader, createTestApp, readOutboxMessages, register, type TestApp } from '../../../test/helpers.ts'
import { firstVariant, insertOrder } from '../../../test/order-fixtures.ts'
import { chatMessages, chatResponseTurns, chatRooms } from './chat.tables.ts'

let t: TestApp
type Seller = Awaited<ReturnType<typeof createSeller>>
type Buyer = Awaited<ReturnType<typeof register>> & { headers: Record<string, string> }
let shopA: Seller
let shopB: Seller
let alice: Buyer
let bob: Buyer
let productA: { id: string }

async function buyer(name: string): Promise<Buyer> {
  const b = await register(t.app, { userName: name })
  return { ...b, headers: authHeader(b.accessToken) }
}

let clientSeq = 0
const cid = () => `c-${Date.now().toString(36)}-${++clientSeq}`

async function open(who: { headers: Record<string, string> }, shopId: string, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/mobile/chat',
    headers: who.headers,
    payload: { shop_id: shopId, ...extra },
  })
  return { res, body: res.json() as { success: boolean; data: TChatPostResult; error?: { code: string } } }
}

async function send(who: { headers: Record<string, string> }, roomId: string, content: string, type = 'text', clientId = cid()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/mobile/chat',
    headers: who.headers,
    payload: { room_id: roomId, content, type, client_id: clientId },
  })
  return { res, body: res.json() as { success: boolean; data: TChatPostResult; error?: { code: string; message: string } } }
}

async function page(who: { headers: Record<string, string> }, roomId: string, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/cms-admin/chat/${roomId}${query}`, headers: who.headers })
  return {
    res,
    body: res.json() as { data: { room: TChatRoom; messages: TChatMessage[]; has_more_before: boolean; has_more_after: boolean } },
  }
}

const countMessages = async (roomId: string) =>
  Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(chatMessages).where(eq(chatMessages.roomId, roomId)))[0]!.n)

beforeAll(async () => {
  t = await createTestApp()
  shopA = await createSeller(t, { shopName: 'Shop Hoa Mai' })
  shopB = await createSeller(t, { shopName: 'Shop Lan Anh' })
  alice = await buyer('Nguyễn Thu Trang')
  bob = await buyer('Trần Văn Nam')
  productA = await insertProduct(t, { shopId: shopA.shop.id, name: 'Áo thun cotton nữ form rộng' })
})
afterAll(() => t.close())

describe('rooms and messages', () => {
  it('opens one room per buyer–shop pair with the product card, and the seller sees it', async () => {
    const first = await open(alice, shopA.shop.id, { type: 'product', content: productA.id, client_id: cid() })
    expect(first.res.statusCode).toBe(200)
    const room = first.body.data.room
    expect(room.side).toBe('buyer')
    expect(room.shop.name).toBe('Shop Hoa Mai')
    expect(first.body.data.message?.card).toMatchObject({ kind: 'product', _id: productA.id, url: `/san-pham/${productA.id}` })
    // the same pair again: the same room
    const again = await open(alice, shopA.shop.id)
    expect(again.body.data.room._id).toBe(room._id)
    expect(again.body.data.message).toBeNull()

    const sellerList = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/chat?side=shop', headers: shopA.headers })
    const items = sellerList.json().data.items as TChatRoom[]
    expect(items.map((r) => r._id)).toContain(room._id)
    const seen = items.find((r) => r._id === room._id)!
    expect(seen.side).toBe('shop')
    expect(seen.unread_count).toBe(1)
    expect(seen.unanswered).toBe(true)
    expect(seen.buyer.name).toBe('Nguyễn Thu Trang')

    const dot = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/chat/total-red-dot?side=shop', headers: shopA.headers })
    expect(dot.json().data.data).toBe(1)
  })

  it('refuses a chat with your own shop, a missing shop, guests and anonymous callers', async () => {
    expect((await open(shopA, shopA.shop.id)).body.error?.code).toBe('CHAT_OWN_SHOP')
    expect((await open(alice, '0190a000-0000-7000-8000-000000000000')).body.error?.code).toBe('SHOP_NOT_FOUND')
    // a refused first message leaves no empty room behind (found by the fuzz suite)
    const newcomer = await buyer('Tạ Minh Thư')
    const refused = await open(newcomer, shopB.shop.id, { type: 'product', content: 'y?=<%K', client_id: cid() })
    expect(refused.body.error?.code).toBe('CHAT_CARD_NOT_FOUND')
    expect(await t.database.db.select().from(chatRooms).where(eq(chatRooms.buyerId, newcomer.userId))).toEqual([])
    const anon = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/chat' })
    expect(anon.statusCode).toBe(401)
    const guest = await t.app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user' })
    const token = guest.json().data?.accessToken as string | undefined
    if (token) {
      const asGuest = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/chat', headers: authHeader(token) })
      expect(asGuest.statusCode).toBe(401)
    }
  })

  it('keeps rooms to their buyer and shop: other buyers and sellers get 404 and write nothing', async () => {
    const room = (await open(alice, shopA.shop.id)).body.data.room
    const before = await countMessages(room._id)
    for (const stranger of [bob, shopB]) {
      expect((await page(stranger, room._id)).res.statusCode).toBe(404)
      const s = await send(stranger, room._id, 'Xin chào')
      expect(s.res.statusCode).toBe(404)
      expect(s.body.error?.code).toBe('CHAT_ROOM_NOT_FOUND')
      for (const [method, url] of [
        ['PUT', `/api/v1/mobile/chat/unread-message/${room._id}`],
        ['POST', `/api/v1/mobile/chat/hide-room-chat/${room._id}`],
        ['POST', `/api/v1/mobile/chat/block/${room._id}`],
        ['PUT', `/api/v1/mobile/chat/read-message/${room._id}`],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: stranger.headers, payload: {} })
        expect(res.statusCode, `${method} ${url}`).toBe(404)
      }
    }
    expect((await page(alice, 'not-a-uuid')).res.statusCode).toBe(404)
    expect(await countMessages(room._id)).toBe(before)
    // bob's own room with shop A is another room
    const bobs = (await open(bob, shopA.shop.id)).body.data.room
    expect(bobs._id).not.toBe(room._id)
  })

  it('sends idempotently on client_id: a retry answers the stored message, a reused id for other content is 409', async () => {
    const room = (await open(alice, shopA.shop.id)).body.data.room
    const id = cid()
    const a = await send(alice, room._id, 'Shop ơi, áo còn size M không?', 'text', id)
    const b = await send(alice, room._id, 'Shop ơi, áo còn size M không?', 'text', id)
    expect(b.body.data.message!._id).toBe(a.body.data.message!._id)
    expect(b.body.data.message!.seq).toBe(a.body.data.message!.seq)
    const rows = await t.database.db.select().from(chatMessages).where(eq(chatMessages.clientId, id))
    expect(rows).toHaveLength(1)
    const c = await send(alice, room._id, 'Một nội dung khác', 'text', id)
    expect(c.res.statusCode).toBe(409)
    expect(c.body.error?.code).toBe('CHAT_CLIENT_ID_REUSED')
    // concurrent duplicates: still one row
    const id2 = cid()
    const results = await Promise.all([1, 2, 3].map(() => send(alice, room._id, 'Gửi ba lần cùng lúc', 'text', id2)))
    expect(new Set(results.map((r) => r.body.data.message!._id)).size).toBe(1)
    expect(await t.database.db.select().from(chatMessages).where(eq(chatMessages.clientId, id2))).toHaveLength(1)
  })

  it('pages by cursor both ways with no gap and no duplicate', async () => {
    const carol = await buyer('Phạm Thị Lan')
    const room = (await open(carol, shopB.shop.id)).body.data.room
    for (let i = 1; i <= 25; i++) await send(i % 2 ? carol : shopB, room._id, `Tin nhắn số ${i}`)
    const latest = await page(carol, room._id)
    expect(latest.body.data.messages).toHaveLength(CHAT_RULES.pageSize)
    expect(latest.body.data.messages.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 6))
    expect(latest.body.data.has_more_before).toBe(true)
    const older = await page(carol, room._id, `?before=${latest.body.data.messages[0]!.seq}`)
    expect(older.body.data.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5])
    expect(older.body.data.has_more_before).toBe(false)
    expect(older.body.data.has_more_after).toBe(true)
    // a client that holds up to seq 22 reconnects: it gets 23–25, then nothing
    const missed = await page(carol, room._id, '?after=22')
    expect(missed.body.data.messages.map((m) => m.content)).toEqual(['Tin nhắn số 23', 'Tin nhắn số 24', 'Tin nhắn số 25'])
    expect(missed.body.data.has_more_after).toBe(false)
    const small = await page(carol, room._id, '?after=0&limit=10')
    expect(small.body.data.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(small.body.data.has_more_after).toBe(true)
    expect((await page(carol, room._id, '?before=5&after=2')).res.statusCode).toBe(400)
    expect((await page(carol, room._id, '?limit=0')).res.statusCode).toBe(400)
  })

  it('pages the room list by cursor', async () => {
    const dan = await buyer('Đỗ Minh Châu')
    const shops = [shopA, shopB, await createSeller(t), await createSeller(t)]
    for (const s of shops) await open(dan, s.shop.id, { content: 'Chào shop', client_id: cid() })
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/chat?limit=3', headers: dan.headers })
    const p1 = first.json().data as { items: TChatRoom[]; next_cursor: string }
    expect(p1.items).toHaveLength(3)
    const second = await t.app.inject({ method: 'GET', url: `/api/v1/mobile/chat?limit=3&cursor=${p1.next_cursor}`, headers: dan.headers })
    const p2 = second.json().data as { items: TChatRoom[]; next_cursor: string | null }
    expect(p2.items).toHaveLength(1)
    expect(p2.next_cursor).toBeNull()
    expect(new Set([...p1.items, ...p2.items].map((r) => r._id)).size).toBe(4)
    // the latest activity first: the last shop written to is first
    expect(p1.items[0]!.shop._id).toBe(shops[3]!.shop.id)
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/chat?cursor=%%%', headers: dan.headers })
    expect(bad.statusCode).toBe(400)
  })

  it('keeps read state: read receipts, read-all, unread-all, mark one unread, hide', async () => {
    const erin = await buyer('Vũ Thị Hạnh')
    const room = (await open(erin, shopB.shop.id, { content: 'Chào shop', client_id: cid() })).body.data.room
    await send(shopB, room._id, 'Dạ chào bạn')
    await send(shopB, room._id, 'Bạn cần tư vấn gì ạ?')
    let mine = (await page(erin, room._id)).body.data.room
    expect(mine.unread_count).toBe(2)
    expect(mine.peer_read_seq).toBe(3)
    const dot = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/mobile/chat/total-red-dot', headers: erin.headers })).json().data.data
    expect(await dot()).toBe(2)
    await t.app.inject({ method: 'PUT', url: `/api/v1/mobile/chat/read-message/${room._id}`, headers: erin.headers, payload: { seq: 2 } })
    mine = (await page(erin, room._id)).body.data.room
    expect(mine.read_seq).toBe(2)
    expect(mine.unread_count).toBe(1)
    await t.app.inject({ method: 'POST', url: '/api/v1/mobile/chat/read-all', headers: erin.headers })
    expect(await dot()).toBe(0)
    // the seller sees the buyer read everything
    expect((await page(shopB, room._id)).body.data.room.peer_read_seq).toBe(3)
    await t.app.inject({ method: 'PUT', url: `/api/v1/mobile/chat/unread-message/${room._id}`, headers: erin.headers })
    expect(await dot()).toBe(1)
    const unreadList = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/chat?filter=unread', headers: erin.headers })
    expect(unreadList.json().data.items.map((r: TChatRoom) => r._id)).toEqual([room._id])
    await t.app.inject({ method: 'POST', url: '/api/v1/mobile/chat/read-all', headers: erin.headers })
    const all = await t.app.inject({ method: 'POST', url: '/api/v1/mobile/chat/unread-all', headers: erin.headers })
    expect(all.json().data.updated).toBe(1)
    await t.app.inject({ method: 'POST', url: `/api/v1/mobile/chat/hide-room-chat/${room._id}`, headers: erin.headers })
    const visible = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/chat', headers: erin.headers })
    expect(visible.json().data.items).toHaveLength(0)
    // a new message brings it back
    await send(shopB, room._id, 'Shop có mã giảm giá mới nè')
    const back = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/chat', headers: erin.headers })
    expect(back.json().data.items.map((r: TChatRoom) => r._id)).toEqual([room._id])
  })
})

describe('cards', () => {
  it('sends order cards only for the room buyer’s own orders with that shop', async () => {
    const room = (await open(alice, shopA.shop.id)).body.data.room
    const variant = await firstVariant(t, productA.id)
    const own = await insertOrder(t, { buyerId: alice.userId, shopId: shopA.shop.id, lines: [{ variantId: variant.id, quantity: 2 }] })
    const bobs = await insertOrder(t, { buyerId: bob.userId, shopId: shopA.shop.id, lines: [{ variantId: variant.id, quantity: 1 }] })
    const ok = await send(alice, room._id, own.id, 'order')
    expect(ok.res.statusCode).toBe(200)
    expect(ok.body.data.message!.card).toMatchObject({ kind: 'order', _id: own.id, item_count: 2 })
    // the seller may send it too
    expect((await send(shopA, room._id, own.id, 'order')).res.statusCode).toBe(200)
    const before = await countMessages(room._id)
    expect((await send(alice, room._id, bobs.id, 'order')).body.error?.code).toBe('CHAT_CARD_NOT_FOUND')
    expect((await send(shopA, room._id, bobs.id, 'order')).body.error?.code).toBe('CHAT_CARD_NOT_FOUND')
    expect((await send(alice, room._id, 'abc', 'order')).body.error?.code).toBe('CHAT_CARD_NOT_FOUND')
    expect((await send(alice, room._id, '0190a000-0000-7000-8000-000000000000', 'product')).body.error?.code).toBe('CHAT_CARD_NOT_FOUND')
    expect(await countMessages(room._id)).toBe(before)
    // the seller's side panel lists the buyer's orders with this shop only
    const orders = await t.app.inject({ method: 'GET', url: `/api/v1/seller/chat/buyer-orders/${room._id}`, headers: shopA.headers })
    expect(orders.json().data.map((o: { _id: string }) => o._id)).toEqual([own.id])
    const other = await t.app.inject({ method: 'GET', url: `/api/v1/seller/chat/buyer-orders/${room._id}`, headers: shopB.headers })
    expect(other.statusCode).toBe(404)
  })

  it('sends voucher cards from the seller only, of their own shop; the buyer saves it and sees is_saved', async () => {
    const room = (await open(alice, shopA.shop.id)).body.data.room
    const own = await insertVoucher(t, {
      code: `CA${Date.now() % 100000}`.slice(0, 9),
      kind: 'shop',
      shopId: shopA.shop.id,
      description: 'Giảm 20K đơn từ 0đ',
    })
    const others = await insertVoucher(t, { code: `CB${Date.now() % 100000}`.slice(0, 9), kind: 'shop', shopId: shopB.shop.id })
    const picker = await t.app.inject({ method: 'GET', url: '/api/v1/seller/chat/vouchers', headers: shopA.headers })
    expect(picker.json().data.map((v: { _id: string }) => v._id)).toContain(own.id)
    expect((await send(alice, room._id, own.id, 'voucher')).body.error?.code).toBe('CHAT_CARD_NOT_ALLOWED')
    expect((await send(shopA, room._id, others.id, 'voucher')).body.error?.code).toBe('CHAT_CARD_NOT_FOUND')
    const sent = await send(shopA, room._id, own.id, 'voucher')
    expect(sent.body.data.message!.card).toMatchObject({
      kind: 'voucher',
      _id: own.id,
      code: own.code,
      is_saved: false,
      available: true,
      chatbotVoucher: { description: 'Giảm 20K đơn từ 0đ' },
    })
    const save = await t.app.inject({ method: 'POST', url: `/api/v1/mobile/voucher-buyer/${own.id}/save`, headers: alice.headers })
    expect(save.statusCode).toBe(200)
    const after = await page(alice, room._id)
    const card = after.body.data.messages.find((m) => m._id === sent.body.data.message!._id)!.card
    expect(card).toMatchObject({ kind: 'voucher', is_saved: true })
    // the shop never "saved" its own voucher
    const sellerView = await page(shopA, room._id)
    expect(sellerView.body.data.messages.find((m) => m._id === sent.body.data.message!._id)!.card).toMatchObject({ is_saved: false })
  })

  it('accepts only images this server stored', async () => {
    const room = (await open(alice, shopA.shop.id)).body.data.room
    const before = await countMessages(room._id)
    for (const url of [
      'https://evil.example/x.png',
      'javascript:alert(1)',
      '/uploads/media/../../etc/passwd',
      '/uploads/media/a.png?x=1',
    ]) {
      expect((await send(alice, room._id, url, 'image')).body.error?.code, url).toBe('CHAT_IMAGE_INVALID')
    }
    expect(await countMessages(room._id)).toBe(before)
    // the local storage's public media URL (what POST /api/v1/image answers)
    const res = await send(alice, room._id, '/uploads/media/ab/abcdef.webp', 'image')
    expect(res.res.statusCode).toBe(200)
    expect(res.body.data.message).toMatchObject({ type: 'image', content: '/uploads/media/ab/abcdef.webp', card: null })
  })
})

describe('safety', () => {
  it('refuses empty, whitespace and sensitive messages with a §8 error and writes nothing; text stays text', async () => {
    const room = (await open(alice, shopB.shop.id)).body.data.room
    const before = await countMessages(room._id)
    for (const content of ['', '   ', '\n\t ']) {
      const r = await send(alice, room._id, content)
      expect(r.res.statusCode).toBe(400)
      expect(r.body.error?.code).toBe('VALIDATION_FAILED')
    }
    const long = await send(alice, room._id, 'a'.repeat(CHAT_RULES.textMax + 1))
    expect(long.res.statusCode).toBe(400)
    const sensitive = await send(alice, room._id, 'Bán ma túy giá rẻ đây')
    expect(sensitive.res.statusCode).toBe(400)
    expect(sensitive.body.error?.code).toBe('CHAT_CONTENT_SENSITIVE')
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mobile/chat',
      headers: { ...alice.headers, 'accept-language': 'en' },
      payload: { room_id: room._id, content: '  ', type: 'text', client_id: cid() },
    })
    expect(en.json().error.message).toBe('Invalid data')
    expect(await countMessages(room._id)).toBe(before)
    const html = '<img src=x onerror=alert(1)> <b>đậm</b> https://xinh.vn'
    const stored = await send(alice, room._id, html)
    expect(stored.body.data.message!.content).toBe(html)
  })

  it('blocks: a blocked side cannot send, nothing is written, unblock restores it', async () => {
    const fay = await buyer('Hoàng Mai Phương')
    const room = (await open(fay, shopA.shop.id, { content: 'Chào shop', client_id: cid() })).body.data.room
    const blocked = await t.app.inject({ method: 'POST', url: `/api/v1/mobile/chat/block/${room._id}`, headers: fay.headers })
    expect(blocked.json().data).toEqual({ blocked_by_me: true, blocked_by_peer: false })
    const before = await countMessages(room._id)
    const s = await send(shopA, room._id, 'Bạn ơi')
    expect(s.res.statusCode).toBe(403)
    expect(s.body.error?.code).toBe('CHAT_BLOCKED')
    expect((await send(fay, room._id, 'Tôi cũng không gửi được')).body.error?.code).toBe('CHAT_BLOCKED')
    expect(await countMessages(room._id)).toBe(before)
    expect((await page(shopA, room._id)).body.data.room.blocked_by_peer).toBe(true)
    await t.app.inject({ method: 'DELETE', url: `/api/v1/mobile/chat/block/${room._id}`, headers: fay.headers })
    expect((await send(shopA, room._id, 'Bạn ơi')).res.statusCode).toBe(200)
  })

  it('rate-limits sends per user (across rooms) with 429 RATE_LIMITED and writes nothing over the limit', async () => {
    const gus = await buyer('Lý Quốc Bảo')
    const r1 = (await open(gus, shopA.shop.id)).body.data.room
    const r2 = (await open(gus, shopB.shop.id)).body.data.room
    const codes: number[] = []
    for (let i = 0; i < CHAT_RULES.sendBurst + 2; i++) codes.push((await send(gus, i % 2 ? r1._id : r2._id, `Tin ${i}`)).res.statusCode)
    expect(codes.filter((c) => c === 200)).toHaveLength(CHAT_RULES.sendBurst)
    expect(codes.slice(CHAT_RULES.sendBurst)).toEqual([429, 429])
    expect((await countMessages(r1._id)) + (await countMessages(r2._id))).toBe(CHAT_RULES.sendBurst)
  })

  it('reports land in the admin queue; upheld closes the room; the race loser gets 409', async () => {
    const hana = await buyer('Đặng Thu Hà')
    const room = (await open(hana, shopB.shop.id, { content: 'Chào shop', client_id: cid() })).body.data.room
    const spam = await send(shopB, room._id, 'Mua ngay kẻo lỡ!!!')
    const rep = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mobile/chat/report/${room._id}`,
      headers: hana.headers,
      payload: { reason: 'spam', message_id: spam.body.data.message!._id },
    })
    expect(rep.statusCode).toBe(200)
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mobile/chat/report/${room._id}`,
      headers: hana.headers,
      payload: { reason: 'spam' },
    })
    expect(again.json().error.code).toBe('CHAT_REPORT_EXISTS')
    // a message of your own side is not reportable
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mobile/chat/report/${room._id}`,
      headers: shopB.headers,
      payload: { reason: 'other', message_id: spam.body.data.message!._id },
    })
    expect(wrong.json().error.code).toBe('CHAT_MESSAGE_NOT_FOUND')

    const admin = await createAdmin(t)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/chat-reports', headers: hana.headers })).statusCode).toBe(403)
    const queue = await t.app.inject({ method: 'GET', url: '/api/v1/admin/chat-reports', headers: admin.headers })
    const item = queue.json().data.find((r: { _id: string }) => r._id === rep.json().data._id)
    expect(item).toMatchObject({ reason: 'spam', status: 'open', reporter: { side: 'buyer' }, reported: { side: 'shop' } })
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/admin/chat-reports/${item._id}`, headers: admin.headers })
    expect(detail.json().data.context.map((m: TChatMessage) => m.content)).toContain('Mua ngay kẻo lỡ!!!')
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/v1/admin/chat-reports/${item._id}/approve`, headers: admin.headers }),
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/chat-reports/${item._id}/reject`,
        headers: admin.headers,
        payload: { reason: 'Không vi phạm' },
      }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const won = a.statusCode === 200 ? 'upheld' : 'dismissed'
    if (won === 'upheld') {
      expect((await send(shopB, room._id, 'Còn gửi được không?')).body.error?.code).toBe('CHAT_BLOCKED')
      expect((await page(hana, room._id)).body.data.room.is_closed).toBe(true)
    }
  })
})

describe('seller tools', () => {
  it('quick replies: CRUD for the shop owner only, limited per shop', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/seller/chat/quick-replies',
      headers: shopA.headers,
      payload: { content: 'Dạ shop chào bạn ạ' },
    })
    expect(created.statusCode).toBe(200)
    const id = created.json().data._id
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/seller/chat/quick-replies', headers: shopA.headers })
    expect(list.json().data.map((r: { content: string }) => r.content)).toEqual(['Dạ shop chào bạn ạ'])
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/seller/chat/quick-replies', headers: shopB.headers })).json().data).toEqual(
      [],
    )
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/seller/chat/quick-replies/${id}`,
      headers: shopB.headers,
      payload: { content: 'x' },
    })
    expect(foreign.statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/seller/chat/quick-replies/${id}`, headers: shopB.headers })).statusCode,
    ).toBe(404)
    const buyerTry = await t.app.inject({ method: 'GET', url: '/api/v1/seller/chat/quick-replies', headers: alice.headers })
    expect(buyerTry.statusCode).toBe(403)
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/seller/chat/quick-replies',
      headers: shopA.headers,
      payload: { content: '  ' },
    })
    expect(empty.statusCode).toBe(400)
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/seller/chat/quick-replies/${id}`,
      headers: shopA.headers,
      payload: { content: 'Dạ bạn chờ shop xíu ạ' },
    })
    expect(updated.json().data.content).toBe('Dạ bạn chờ shop xíu ạ')
    for (let i = 1; i < CHAT_RULES.quickRepliesPerShop; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/seller/chat/quick-replies',
        headers: shopA.headers,
        payload: { content: `Mẫu ${i}` },
      })
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/v1/seller/chat/quick-replies',
      headers: shopA.headers,
      payload: { content: 'Quá giới hạn' },
    })
    expect(over.json().error.code).toBe('CHAT_QUICK_REPLY_LIMIT')
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/seller/chat/quick-replies/${id}`, headers: shopA.headers })).statusCode,
    ).toBe(200)
  })

  it('response rate and time reach the dashboard; the 7-day warning is sent once per unanswered turn', async () => {
    const seller = await createSeller(t, { shopName: 'Shop Phản Hồi' })
    const ivy = await buyer('Ngô Bảo Ngọc')
    const jay = await buyer('Bùi Anh Tuấn')
    const answered = (await open(ivy, seller.shop.id, { content: 'Còn hàng không shop?', client_id: cid() })).body.data.room
    await send(ivy, answered._id, 'Shop ơi?')
    await send(seller, answered._id, 'Dạ còn ạ')
    const ignored = (await open(jay, seller.shop.id, { content: 'Shop ơi tư vấn giúp', client_id: cid() })).body.data.room
    // one answered turn (the two buyer messages make one turn), one open
    const turns = await t.database.db.select().from(chatResponseTurns).where(eq(chatResponseTurns.shopId, seller.shop.id))
    expect(turns).toHaveLength(2)
    const dash = await t.app.inject({ method: 'GET', url: '/api/v1/seller/dashboard', headers: seller.headers })
    expect(dash.statusCode).toBe(200)
    expect(dash.json().data.performance.chat_response_rate).toBe(0.5)
    expect(dash.json().data.performance.chat_response_time_seconds).toBeGreaterThanOrEqual(0)
    // 8 days pass for the ignored turn
    await t.database.db
      .update(chatResponseTurns)
      .set({ startedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(chatResponseTurns.roomId, ignored._id))
    expect(await t.services.chatPerformance.warnInactiveSellers()).toBe(1)
    expect(await t.services.chatPerformance.warnInactiveSellers()).toBe(0)
    const mails = readOutboxMessages(t.dataDir, seller.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(`/ban-hang/tro-chuyen?id=${ignored._id}`)
  })
})

describe('presence', () => {
  it('change-user-status sets a device online and offline', async () => {
    const kim = await buyer('Mai Ngọc Kim')
    const room = (await open(kim, shopA.shop.id)).body.data.room
    const online = async () => (await page(shopA, room._id)).body.data.room.online
    // the shop side only lists rooms once the buyer wrote: read the room directly
    await send(kim, room._id, 'Chào shop')
    expect(await online()).toBe(false)
    const on = await t.app.inject({
      method: 'PUT',
      url: '/community/v1/notification/change-user-status?deviceId=web-abc&status=online',
      headers: kim.headers,
    })
    expect(on.statusCode).toBe(200)
    expect(await online()).toBe(true)
    // a closing tab's sendBeacon can only POST
    await t.app.inject({
      method: 'POST',
      url: '/community/v1/notification/change-user-status?deviceId=web-abc&status=offline',
      headers: kim.headers,
    })
    expect(await online()).toBe(false)
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/community/v1/notification/change-user-status?deviceId=web-abc&status=away',
      headers: kim.headers,
    })
    expect(bad.statusCode).toBe(400)
    const anon = await t.app.inject({ method: 'PUT', url: '/community/v1/notification/change-user-status?deviceId=web-abc&status=online' })
    expect(anon.statusCode).toBe(401)
  })
})

describe('suggestions', () => {
  it('gives quick questions per context in the caller’s language', async () => {
    const vi = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/chat/suggest-chat?context=product' })
    expect(vi.json().data.items.map((i: { key: string }) => i.key)).toEqual(['size', 'stock', 'shipping', 'authentic'])
    const ko = await t.app.inject({
      method: 'GET',
      url: '/api/v1/mobile/chat/suggest-chat?context=order',
      headers: { 'accept-language': 'ko' },
    })
    expect(ko.json().data.items[0].text).toBe('제 주문은 어디쯤 있나요?')
  })
})
