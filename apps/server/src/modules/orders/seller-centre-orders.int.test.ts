import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { createOrderBuyer, firstVariant, insertOrder } from '../../../test/order-fixtures.ts'
import { uploadEvidence } from '../../../test/returns-fixtures.ts'
import { shipments } from '../shipping/shipping.tables.ts'
import { orders } from './orders.tables.ts'

/**
 * The seller centre's order reads and answers (issue 13; docs/api/commerce.md "Seller centre:
 * orders"): search and dates with counts, deadlines, to-do counts, preparing an order the seller
 * delivers themself, return counts — the shop's owner only.
 */

let t: TestApp
let sellerA: Awaited<ReturnType<typeof createSeller>>
let sellerB: Awaited<ReturnType<typeof createSeller>>
let buyer: Awaited<ReturnType<typeof createOrderBuyer>>
let other: Awaited<ReturnType<typeof createOrderBuyer>>
let variant: string
let otherShopVariant: string

type Headers = Record<string, string>
const DAY = 86_400_000
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers })
const post = (url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
const place = (seed: Partial<Parameters<typeof insertOrder>[1]> = {}) =>
  insertOrder(t, { buyerId: buyer.userId, shopId: sellerA.shop.id, lines: [{ variantId: variant, quantity: 1 }], ...seed })
const ids = (body: { data: Array<{ _id: string }> }) => body.data.map((o) => o._id)

beforeAll(async () => {
  t = await createTestApp()
  sellerA = await createSeller(t, { shopName: 'Shop Hoa Mai' })
  sellerB = await createSeller(t, { shopName: 'Shop Khác' })
  const product = await insertProduct(t, {
    shopId: sellerA.shop.id,
    name: 'Váy hoa nhí vintage',
    prepDays: 7,
    returnDays: 10,
    variants: [{ options: [], price: 250_000, salePrice: 199_000, stock: 500 }],
  })
  variant = (await firstVariant(t, product.id)).id
  const foreign = await insertProduct(t, { shopId: sellerB.shop.id, name: 'Son kem lì mềm mượt' })
  otherShopVariant = (await firstVariant(t, foreign.id)).id
  buyer = await createOrderBuyer(t, 'Đỗ Ngọc Lan')
  other = await createOrderBuyer(t, 'Trần Minh Châu')
})
afterAll(() => t.close())

describe('who may read and act', () => {
  it('anonymous 401, a buyer 403, another seller sees none of the shop’s orders and changes nothing', async () => {
    const o = await place({ status: 'preparing' })
    for (const url of ['/api/v1/seller/orders?q=Lan', '/api/v1/seller/orders/todo', '/api/v1/seller/returns']) {
      expect((await get(url)).statusCode, url).toBe(401)
      expect((await get(url, buyer.headers)).statusCode, url).toBe(403)
    }
    expect((await post(`/api/v1/seller/orders/${o.id}/prepare`, {}, { self_shipping: true })).statusCode).toBe(401)
    expect((await post(`/api/v1/seller/orders/${o.id}/prepare`, buyer.headers, { self_shipping: true })).statusCode).toBe(403)
    const foreign = await post(`/api/v1/seller/orders/${o.id}/prepare`, sellerB.headers, { self_shipping: true })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error.code).toBe('ORDER_NOT_FOUND')
    expect((await t.database.db.select().from(orders).where(eq(orders.id, o.id)))[0]).toMatchObject({
      status: 'preparing',
      selfShipping: false,
    })
    const searched = (await get(`/api/v1/seller/orders?q=${encodeURIComponent('Đỗ Ngọc Lan')}`, sellerB.headers)).json()
    expect(searched.data).toEqual([])
    expect(Object.values(searched.counts).every((n) => n === 0)).toBe(true)
  })
})

describe('GET /api/v1/seller/orders: search, dates, counts', () => {
  it('finds by order code, the buyer’s name (any case) or phone digits; counts answer for the same search', async () => {
    const lan = await place({ status: 'awaiting_confirmation' })
    const lanShipped = await place({ status: 'shipping' })
    const chau = await insertOrder(t, { buyerId: other.userId, shopId: sellerA.shop.id, lines: [{ variantId: variant, quantity: 1 }] })
    const elsewhere = await insertOrder(t, {
      buyerId: buyer.userId,
      shopId: sellerB.shop.id,
      lines: [{ variantId: otherShopVariant, quantity: 1 }],
    })

    const byCode = (await get(`/api/v1/seller/orders?q=${lan.code.slice(2, 9).toLowerCase()}`, sellerA.headers)).json()
    expect(ids(byCode)).toEqual([lan.id])

    const byName = (await get(`/api/v1/seller/orders?q=${encodeURIComponent('đỗ ngọc')}`, sellerA.headers)).json()
    expect(ids(byName)).toEqual(expect.arrayContaining([lan.id, lanShipped.id]))
    expect(ids(byName)).not.toContain(chau.id)
    expect(ids(byName)).not.toContain(elsewhere.id)
    expect(byName.counts.awaiting_confirmation).toBeGreaterThanOrEqual(1)
    expect(byName.counts.shipping).toBeGreaterThanOrEqual(1)

    const tab = (
      await get(`/api/v1/seller/orders?q=${encodeURIComponent('Trần Minh')}&status=awaiting_confirmation`, sellerA.headers)
    ).json()
    expect(ids(tab)).toEqual([chau.id])
    expect(tab.counts).toMatchObject({ awaiting_confirmation: 1, shipping: 0 })

    // the fixture's address phone is 0912345678: digits typed with dots still find it
    const byPhone = (await get('/api/v1/seller/orders?q=0912.345', sellerA.headers)).json()
    expect(byPhone.meta.total).toBeGreaterThanOrEqual(3)
    // LIKE wildcards are taken literally
    expect((await get('/api/v1/seller/orders?q=%25', sellerA.headers)).json().data).toEqual([])
  })

  it('keeps the days placed (Vietnam time, both ends included)', async () => {
    // 2026-03-10 00:30 in Vietnam is 2026-03-09 17:30 UTC
    const early = await place({ createdAt: new Date('2026-03-09T17:30:00Z') })
    const late = await place({ createdAt: new Date('2026-03-12T16:59:00Z') })
    const after = await place({ createdAt: new Date('2026-03-12T17:00:00Z') })
    const found = (await get('/api/v1/seller/orders?from=2026-03-10&to=2026-03-12', sellerA.headers)).json()
    expect(ids(found).sort()).toEqual([early.id, late.id].sort())
    expect(Object.values(found.counts).reduce((a: number, b) => a + (b as number), 0)).toBe(2 + found.counts.unreviewed)
    expect(ids((await get('/api/v1/seller/orders?from=2026-03-13', sellerA.headers)).json())).toContain(after.id)
  })

  it('refuses a bad query with field messages (400), in the reader’s language', async () => {
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=12/03/2026', 'to'],
      ['from=2026-03-12&to=2026-03-10', 'to'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['limit=51', 'limit'],
      ['status=lost', 'status.0'],
    ] as const) {
      const res = await get(`/api/v1/seller/orders?${query}`, { ...sellerA.headers, 'accept-language': 'en' })
      expect(res.statusCode, query).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION_FAILED')
      expect(Object.keys(res.json().error.fields), query).toContain(field)
    }
    const range = await get('/api/v1/seller/orders?from=2026-03-12&to=2026-03-10', { ...sellerA.headers, 'accept-language': 'en' })
    expect(range.json().error.fields.to).toBe('The end date cannot be before the start date')
  })
})

describe('deadlines', () => {
  it('prepare by and ship by from the system check and the longest preparation time; auto-complete and return by from delivery', async () => {
    const placedAt = new Date(Date.now() - 3 * 3_600_000)
    const o = await place({ status: 'preparing', createdAt: placedAt })
    const body = (await get(`/api/v1/seller/orders/${o.id}`, sellerA.headers)).json().data
    expect(body.deadlines).toEqual({
      pay_by: null,
      prepare_by: new Date(placedAt.getTime() + 7 * DAY).toISOString(),
      ship_by: new Date(placedAt.getTime() + 9 * DAY).toISOString(),
      auto_complete_at: null,
      return_by: null,
    })
    const deliveredAt = new Date(Date.now() - DAY)
    const d = await place({ status: 'delivered', deliveredAt })
    const delivered = (await get(`/api/v1/seller/orders/${d.id}`, sellerA.headers)).json().data
    expect(delivered.deadlines.auto_complete_at).toBe(new Date(deliveredAt.getTime() + 7 * DAY).toISOString())
    expect(delivered.deadlines.return_by).toBe(new Date(deliveredAt.getTime() + 10 * DAY).toISOString())
    // an unpaid online order: pay by, nothing to prepare yet
    const unpaid = await place({ status: 'pending', paymentMethod: 'VNPAY', paymentStatus: 'unpaid' })
    const pending = (await get(`/api/v1/mobile/orders/${unpaid.id}`, buyer.headers)).json().data
    expect(pending.deadlines.pay_by).toBe(pending.pay_before)
    expect(pending.deadlines.prepare_by).toBeNull()
  })
})

describe('GET /api/v1/seller/orders/todo', () => {
  it('counts what waits for the seller, return requests included, and nothing of another shop', async () => {
    const fresh = await createSeller(t, { shopName: 'Shop Mới Mở' })
    const product = await insertProduct(t, { shopId: fresh.shop.id, name: 'Áo len cổ lọ ấm áp', returnDays: 7 })
    const v = (await firstVariant(t, product.id)).id
    const at = (status: Parameters<typeof insertOrder>[1]['status'], extra: object = {}) =>
      insertOrder(t, { buyerId: buyer.userId, shopId: fresh.shop.id, lines: [{ variantId: v, quantity: 1 }], status, ...extra })
    expect((await get('/api/v1/seller/orders/todo', fresh.headers)).json().data).toEqual({
      to_confirm: 0,
      to_prepare: 0,
      to_ship: 0,
      cancel_requests: 0,
      returns: 0,
      orders: 0,
    })
    await at('awaiting_confirmation')
    await at('awaiting_confirmation')
    await at('preparing')
    await at('to_ship')
    await at('cancel_pending')
    await at('completed')
    const delivered = await at('delivered', { deliveredAt: new Date(Date.now() - DAY) })
    const photo = await uploadEvidence(t, buyer.headers)
    const asked = await post(`/api/v1/mobile/orders/${delivered.id}/returns`, buyer.headers, { reason_id: 'damaged', media: [photo] })
    expect(asked.statusCode, asked.body).toBe(200)

    const todo = (await get('/api/v1/seller/orders/todo', fresh.headers)).json().data
    expect(todo).toEqual({ to_confirm: 2, to_prepare: 1, to_ship: 1, cancel_requests: 1, returns: 1, orders: 4 })
    expect((await get('/api/v1/seller/orders/todo', sellerB.headers)).json().data.returns).toBe(0)

    const returns = (await get('/api/v1/seller/returns?status=requested', fresh.headers)).json()
    expect(returns.data).toHaveLength(1)
    expect(returns.counts).toMatchObject({ requested: 1, awaiting_return: 0, refunded: 0 })
    expect((await get('/api/v1/seller/returns', sellerB.headers)).json().counts.requested).toBe(0)
  })
})

describe('POST /api/v1/seller/orders/{id}/prepare', () => {
  it('with self_shipping: to ship, no carrier booked (now or by the sweeper); handing over then needs the tracking code', async () => {
    const o = await place({ status: 'preparing' })
    const res = await post(`/api/v1/seller/orders/${o.id}/prepare`, sellerA.headers, { self_shipping: true })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'to_ship', self_shipping: true, carrier: null, tracking_code: null })
    await t.services.shipping.sweep()
    expect(await t.database.db.select().from(shipments).where(eq(shipments.orderId, o.id))).toEqual([])
    const noCode = await post(`/api/v1/seller/orders/${o.id}/ship`, sellerA.headers, { self_shipping: true })
    expect(noCode.json().error.code).toBe('TRACKING_CODE_REQUIRED')
    const shipped = await post(`/api/v1/seller/orders/${o.id}/ship`, sellerA.headers, { self_shipping: true, tracking_code: 'TU-GIAO-01' })
    expect(shipped.json().data).toMatchObject({ status: 'shipping', self_shipping: true, tracking_code: 'TU-GIAO-01' })
  })

  it('an empty body prepares as before; a bad one is a 400 that changes nothing', async () => {
    const o = await place({ status: 'preparing' })
    const bad = await post(`/api/v1/seller/orders/${o.id}/prepare`, sellerA.headers, { self_shipping: 'yes' })
    expect(bad.statusCode).toBe(400)
    expect((await t.database.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.status).toBe('preparing')
    const ok = await post(`/api/v1/seller/orders/${o.id}/prepare`, sellerA.headers)
    expect(ok.json().data).toMatchObject({ status: 'to_ship', self_shipping: false })
  })
})
