import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../test/helpers.ts'
import { createBuyer, listeningApp, payInBrowser, shopWithProduct } from '../../../test/payments-fixtures.ts'
import { orders } from '../orders/orders.tables.ts'
import { refunds } from '../payments/payments.tables.ts'
import { groupBuyMembers, groupBuyRooms } from './groupbuy.tables.ts'

/**
 * Group-buy through HTTP on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the
 * seats are checkout orders at the group price, paid on the VNPay simulator; the deadline job runs
 * with a moved clock.
 */

let t: TestApp
let base: string
let shop: Awaited<ReturnType<typeof shopWithProduct>>
type Buyer = Awaited<ReturnType<typeof createBuyer>>
type Headers = Record<string, string>

const SALE = 300_000
const GROUP = 199_000
const DAY = 86_400_000

beforeAll(async () => {
  ;({ t, base } = await listeningApp())
  shop = await shopWithProduct(t, { sale: SALE, stock: 200 })
})
afterAll(() => t.close())

const req = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!
const roomRow = async (id: string) => (await t.database.db.select().from(groupBuyRooms).where(eq(groupBuyRooms.id, id)))[0]!

async function createDeal(size: number, endsInMs = 2 * DAY) {
  const res = await req('POST', '/api/v1/seller/group-buy/deals', shop.seller.headers, {
    product_id: shop.productId,
    variant_id: shop.variantId,
    group_price: GROUP,
    group_size: size,
    ends_at: new Date(Date.now() + endsInMs).toISOString(),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { _id: string; group_size: number; price: number; group_price: number }
}

/** Quotes a seat (the total with shipping), then joins (or opens, without a room) with VNPay. */
async function join(buyer: Buyer, dealId: string, roomId?: string, lang = 'vi') {
  const q = await req('POST', '/api/v1/mobile/group-buy/quote', buyer.headers, {
    deal_id: dealId,
    address_id: buyer.addressId,
    payment_method: 'VNPAY',
    shipping_method: 'GHTK',
  })
  expect(q.statusCode, q.body).toBe(200)
  const total = q.json().data.total as number
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/mobile/group-buy/join',
    headers: { ...buyer.headers, 'idempotency-key': crypto.randomUUID(), 'accept-language': lang },
    payload: {
      deal_id: dealId,
      ...(roomId ? { room_id: roomId } : {}),
      address_id: buyer.addressId,
      payment_method: 'VNPAY',
      shipping_method: 'GHTK',
      total_order_payment: total,
      accept_terms: true,
    },
  })
}

/** Joins with a fixed key (a retried request). */
async function joinWithKey(buyer: Buyer, dealId: string, roomId: string, key: string) {
  const q = await req('POST', '/api/v1/mobile/group-buy/quote', buyer.headers, {
    deal_id: dealId,
    address_id: buyer.addressId,
    payment_method: 'MOMO',
  })
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/mobile/group-buy/join',
    headers: { ...buyer.headers, 'idempotency-key': key },
    payload: {
      deal_id: dealId,
      room_id: roomId,
      address_id: buyer.addressId,
      payment_method: 'MOMO',
      total_order_payment: q.json().data.total,
      accept_terms: true,
    },
  })
}

async function joined(buyer: Buyer, dealId: string, roomId?: string) {
  const res = await join(buyer, dealId, roomId)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { room_id: string; order_id: string; path: string; payment_url: string }
}

describe('seller deals', () => {
  it('a seller makes a deal on their own variant below its price; others may not', async () => {
    const deal = await createDeal(3)
    expect(deal).toMatchObject({ group_size: 3, price: SALE, group_price: GROUP })
    const list = await req('GET', '/api/v1/seller/group-buy/deals', shop.seller.headers)
    expect(list.json().data.map((d: { _id: string }) => d._id)).toContain(deal._id)

    const tooDear = await req('POST', '/api/v1/seller/group-buy/deals', shop.seller.headers, {
      product_id: shop.productId,
      variant_id: shop.variantId,
      group_price: SALE,
      group_size: 3,
      ends_at: new Date(Date.now() + DAY).toISOString(),
    })
    expect(tooDear.statusCode).toBe(400)
    expect(tooDear.json().error.code).toBe('GROUP_BUY_PRICE_INVALID')

    const other = await shopWithProduct(t)
    const foreign = await req('POST', '/api/v1/seller/group-buy/deals', other.seller.headers, {
      product_id: shop.productId,
      variant_id: shop.variantId,
      group_price: 100_000,
      group_size: 3,
      ends_at: new Date(Date.now() + DAY).toISOString(),
    })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error.code).toBe('PRODUCT_INVALID_ID')

    const buyer = await createBuyer(t)
    expect((await req('GET', '/api/v1/seller/group-buy/deals', buyer.headers)).statusCode).toBe(403)
    expect((await req('GET', '/api/v1/seller/group-buy/deals')).statusCode).toBe(401)
    // the seller ends it: no new rooms
    const ended = await req('POST', `/api/v1/seller/group-buy/deals/${deal._id}/end`, shop.seller.headers)
    expect(ended.json().data.status).toBe('ended')
    const late = await req('POST', '/api/v1/mobile/group-buy/quote', buyer.headers, { deal_id: deal._id, address_id: buyer.addressId })
    expect(late.statusCode).toBe(409)
    expect(late.json().error.code).toBe('GROUP_BUY_DEAL_ENDED')
  })
})

describe('a room that fills', () => {
  it('holds paid orders until the last member pays, then sends them all to the shop; one more is refused cleanly', async () => {
    const deal = await createDeal(2)
    const offer = await req('GET', `/api/v1/public/group-buy/products/${shop.productId}`)
    expect(offer.json().data.deal._id).toBe(deal._id)

    const [a, b, c] = [await createBuyer(t), await createBuyer(t), await createBuyer(t)]
    const opened = await joined(a, deal._id)
    const first = await orderRow(opened.order_id)
    // the group price, plus shipping; the buyer's cart is left alone
    expect(first).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', subtotal: GROUP })
    const room = await req('GET', `/api/v1/public/group-buy/rooms/${opened.room_id}`, a.headers)
    expect(room.json().data).toMatchObject({ status: 'open', member_count: 1, seats_left: 1, my_status: 'pending', can_join: false })
    expect((await req('GET', `/api/v1/public/group-buy/rooms/${opened.room_id}`, b.headers)).json().data.can_join).toBe(true)
    // the same buyer again: already in it
    const twice = await join(a, deal._id, opened.room_id)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error.code).toBe('GROUP_BUY_ALREADY_MEMBER')

    await payInBrowser(base, opened.payment_url, 'approve')
    // paid, but held back from the shop while the room is short
    expect(await orderRow(opened.order_id)).toMatchObject({ status: 'waiting_approval', paymentStatus: 'paid' })
    expect((await roomRow(opened.room_id)).paidCount).toBe(1)
    // polish: the held order names its room and the progress, on the order page and in the list
    const room1 = {
      room_id: opened.room_id,
      status: 'open',
      paid_count: 1,
      group_size: 2,
      expires_at: (await roomRow(opened.room_id)).expiresAt.toISOString(),
    }
    expect((await req('GET', `/api/v1/mobile/orders/${opened.order_id}`, a.headers)).json().data.group_buy).toEqual(room1)
    const listed = (await req('GET', '/api/v1/mobile/orders', a.headers)).json().data as Array<{ _id: string; group_buy: unknown }>
    expect(listed.find((o) => o._id === opened.order_id)?.group_buy).toEqual(room1)

    const second = await joined(b, deal._id, opened.room_id)
    const full = await join(c, deal._id, opened.room_id)
    expect(full.statusCode).toBe(409)
    expect(full.json().error).toMatchObject({ code: 'GROUP_BUY_ROOM_FULL', message: 'Phòng mua chung đã đủ người, hãy mở phòng mới' })
    const fullEn = await join(c, deal._id, opened.room_id, 'en')
    expect(fullEn.json().error.message).toBe('This group-buy room is full, open a new one')
    // the refused buyer has no order
    expect(await t.database.db.select().from(orders).where(eq(orders.buyerId, c.userId))).toEqual([])

    await payInBrowser(base, second.payment_url, 'approve')
    expect((await roomRow(opened.room_id)).status).toBe('succeeded')
    expect((await orderRow(opened.order_id)).status).toBe('awaiting_confirmation')
    expect((await orderRow(second.order_id)).status).toBe('awaiting_confirmation')
    // on its way to the shop, the order no longer waits for a room
    expect((await req('GET', `/api/v1/mobile/orders/${opened.order_id}`, a.headers)).json().data.group_buy).toBeNull()

    // members are told, with a link to the room
    await t.outbox.drain()
    const inbox = await req('GET', '/community/v1/notification/get-all?audience=BUYER&limit=50', a.headers)
    const events = inbox.json().data as Array<{ event: string; type: string; link: string | null }>
    expect(events.find((n) => n.event === 'group_buy.joined')).toMatchObject({ type: 'group_buy', link: opened.path })
    expect(events.find((n) => n.event === 'group_buy.succeeded')).toMatchObject({ type: 'group_buy', link: opened.path })

    const mine = await req('GET', '/api/v1/mobile/group-buy/my-rooms', b.headers)
    expect(mine.json().data).toEqual([expect.objectContaining({ _id: opened.room_id, status: 'succeeded', my_status: 'paid' })])
  })
})

describe('a room that does not fill', () => {
  it('at the deadline the job cancels every order and refunds what was paid; a member who cancels frees the place', async () => {
    const deal = await createDeal(3)
    const [a, b, c] = [await createBuyer(t), await createBuyer(t), await createBuyer(t)]
    const opened = await joined(a, deal._id)
    await payInBrowser(base, opened.payment_url, 'approve')
    const second = await joined(b, deal._id, opened.room_id)
    const third = await joined(c, deal._id, opened.room_id)
    expect((await roomRow(opened.room_id)).memberCount).toBe(3)

    // c changes their mind before paying: the place is free again
    const cancel = await req('POST', `/api/v1/mobile/orders/${third.order_id}/cancel`, c.headers, { reason_id: 'changed_mind' })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(await roomRow(opened.room_id)).toMatchObject({ memberCount: 2, status: 'open' })

    // nothing happens before the deadline
    expect(await t.services.groupBuy.sweep(new Date())).toMatchObject({ failed: 0 })
    const later = new Date(Date.now() + 3 * DAY)
    // (counts include rooms other tests left open)
    const swept = await t.services.groupBuy.sweep(later)
    expect(swept.failed).toBeGreaterThanOrEqual(1)
    expect(swept.cancelled).toBeGreaterThanOrEqual(2)
    expect((await roomRow(opened.room_id)).status).toBe('failed')
    expect(await orderRow(opened.order_id)).toMatchObject({ status: 'cancelled' })
    expect(await orderRow(second.order_id)).toMatchObject({ status: 'cancelled' })
    // the paid member's money goes back through the gateway by itself
    const refunded = await t.database.db.select().from(refunds).where(eq(refunds.orderId, opened.order_id))
    expect(refunded).toEqual([expect.objectContaining({ reason: 'cancel', amount: (await orderRow(opened.order_id)).total })])
    await t.services.payments.sweepRefunds()
    expect((await orderRow(opened.order_id)).paymentStatus).toBe('refunded')
    // a second run finds nothing left to do
    expect(await t.services.groupBuy.sweep(later)).toEqual({ failed: 0, cancelled: 0, released: 0 })
    const members = await t.database.db.select().from(groupBuyMembers).where(eq(groupBuyMembers.roomId, opened.room_id))
    expect(members.map((m) => m.status).sort()).toEqual(['cancelled', 'cancelled', 'left'])
  })
})

describe('retries, guests and other shops', () => {
  it('a retried join answers the same place; guests cannot join; another seller cannot end the deal', async () => {
    const deal = await createDeal(4)
    const owner = await createBuyer(t)
    const opened = await joined(owner, deal._id)
    const buyer = await createBuyer(t)
    const key = crypto.randomUUID()
    const once = await joinWithKey(buyer, deal._id, opened.room_id, key)
    expect(once.statusCode, once.body).toBe(200)
    const again = await joinWithKey(buyer, deal._id, opened.room_id, key)
    expect(again.json().data).toEqual(once.json().data)
    expect((await roomRow(opened.room_id)).memberCount).toBe(2)

    const guest = (await t.app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user' })).json().data
    const guestJoin = await req(
      'POST',
      '/api/v1/mobile/group-buy/quote',
      { authorization: `Bearer ${guest.accessToken}` },
      { deal_id: deal._id },
    )
    expect(guestJoin.statusCode).toBe(401)

    const other = await shopWithProduct(t)
    const foreign = await req('POST', `/api/v1/seller/group-buy/deals/${deal._id}/end`, other.seller.headers)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error.code).toBe('GROUP_BUY_DEAL_NOT_FOUND')
    // the room is public to whoever has its link, by given names only
    const anonymous = (await req('GET', `/api/v1/public/group-buy/rooms/${opened.room_id}`)).json().data
    expect(anonymous).toMatchObject({ my_status: null, can_join: true, seats_left: 2 })
    expect(anonymous.members.every((m: { name: string }) => !m.name.includes(' '))).toBe(true)
  })
})

describe('race-safe joins', () => {
  it('twenty buyers race for four places: exactly four get one, the others are refused with no order', async () => {
    const deal = await createDeal(5)
    const owner = await createBuyer(t)
    const opened = await joined(owner, deal._id)
    const racers: Buyer[] = []
    for (let i = 0; i < 20; i++) racers.push(await createBuyer(t))
    const results = await Promise.all(racers.map((b) => join(b, deal._id, opened.room_id)))
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().error.code))
    expect(codes.filter((c) => c === 'ok')).toHaveLength(4)
    expect(codes.filter((c) => c !== 'ok')).toEqual(Array(16).fill('GROUP_BUY_ROOM_FULL'))
    expect(await roomRow(opened.room_id)).toMatchObject({ memberCount: 5 })
    const live = await t.database.db
      .select()
      .from(groupBuyMembers)
      .where(and(eq(groupBuyMembers.roomId, opened.room_id), eq(groupBuyMembers.status, 'pending')))
    expect(live).toHaveLength(5)
  })
})
