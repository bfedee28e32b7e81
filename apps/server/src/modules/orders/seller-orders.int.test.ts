import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { createTestApp, readOutboxMessages, type TestApp } from '../../../test/helpers.ts'
import { createOrderBuyer, firstVariant, insertOrder, stockOf } from '../../../test/order-fixtures.ts'
import { orderStatusHistory, orders } from './orders.tables.ts'

/** Seller routes of docs/api/commerce.md "Orders": only the owner of the order's shop, every step and error. */

let t: TestApp
let sellerA: Awaited<ReturnType<typeof createSeller>>
let sellerB: Awaited<ReturnType<typeof createSeller>>
let buyer: Awaited<ReturnType<typeof createOrderBuyer>>
let variant: string

type Headers = Record<string, string>
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers })
const post = (url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
const seller = (id: string, step: string, headers: Headers = sellerA.headers, payload?: object) =>
  post(`/api/v1/seller/orders/${id}/${step}`, headers, payload)
const order = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!
const place = (status: Parameters<typeof insertOrder>[1]['status'] = 'awaiting_confirmation', quantity = 1) =>
  insertOrder(t, { buyerId: buyer.userId, shopId: sellerA.shop.id, lines: [{ variantId: variant, quantity }], status })
// the status e-mails are the order notifications' e-mail channel, sent by the outbox after each commit
const mailsAbout = async (code: string) => {
  await t.outbox.drain()
  return readOutboxMessages(t.dataDir, buyer.email).filter((m) => m.subject?.includes(code))
}

beforeAll(async () => {
  t = await createTestApp()
  sellerA = await createSeller(t, { shopName: 'Shop Hoa Mai' })
  sellerB = await createSeller(t, { shopName: 'Shop Khác' })
  const product = await insertProduct(t, {
    shopId: sellerA.shop.id,
    name: 'Váy hoa nhí vintage',
    variants: [{ options: [], price: 250_000, salePrice: 199_000, stock: 500 }],
  })
  variant = (await firstVariant(t, product.id)).id
  buyer = await createOrderBuyer(t, 'Đỗ Ngọc Lan')
})
afterAll(() => t.close())

describe('seller access', () => {
  it('anonymous 401; a buyer or a seller whose shop is not approved 403', async () => {
    const o = await place()
    const waiting = await createSeller(t, { status: 'waiting_approval' })
    for (const url of ['/api/v1/seller/orders', `/api/v1/seller/orders/${o.id}`]) {
      expect((await get(url)).statusCode).toBe(401)
      const asBuyer = await get(url, buyer.headers)
      expect(asBuyer.statusCode).toBe(403)
      expect(asBuyer.json().error.code).toBe('FORBIDDEN')
      expect((await get(url, waiting.headers)).statusCode).toBe(403)
    }
    expect((await seller(o.id, 'confirm', buyer.headers)).statusCode).toBe(403)
    expect((await order(o.id)).status).toBe('awaiting_confirmation')
  })

  it('another shop’s seller gets 404 on every route and changes nothing', async () => {
    const steps: Array<[string, Parameters<typeof insertOrder>[1]['status'], object?]> = [
      ['confirm', 'awaiting_confirmation'],
      ['prepare', 'preparing'],
      ['ship', 'to_ship', { tracking_code: 'SPX123' }],
      ['cancel-request/accept', 'cancel_pending'],
      ['cancel-request/reject', 'cancel_pending', { reason: 'Hàng đã đóng gói xong' }],
      ['cancel', 'awaiting_confirmation', { reason_id: 'out_of_stock' }],
    ]
    for (const [step, status, payload] of steps) {
      const o = await place(status)
      const res = await seller(o.id, step, sellerB.headers, payload)
      expect(res.statusCode, step).toBe(404)
      expect(res.json().error.code).toBe('ORDER_NOT_FOUND')
      expect((await order(o.id)).status).toBe(status)
    }
    const o = await place()
    expect((await get(`/api/v1/seller/orders/${o.id}`, sellerB.headers)).statusCode).toBe(404)
    const list = (await get('/api/v1/seller/orders', sellerB.headers)).json()
    expect(list.meta.total).toBe(0)
    expect(list.data).toEqual([])
  })
})

describe('GET /api/v1/seller/orders', () => {
  it('lists the shop’s orders with the buyer, filters by status, and hides the buyer’s e-mail', async () => {
    const mine = await insertOrder(t, {
      buyerId: buyer.userId,
      shopId: sellerA.shop.id,
      lines: [{ variantId: variant, quantity: 2 }],
      status: 'to_ship',
      email: 'lan@example.vn',
    })
    const res = await get('/api/v1/seller/orders?status=to_ship', sellerA.headers)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.data.map((o: { _id: string }) => o._id)).toContain(mine.id)
    const found = body.data.find((o: { _id: string }) => o._id === mine.id)
    expect(found).toMatchObject({
      status: 'to_ship',
      buyer: { _id: buyer.userId, userName: 'Đỗ Ngọc Lan' },
      shop: { _id: sellerA.shop.id, name: 'Shop Hoa Mai' },
      actions: ['ship', 'seller_cancel'],
      can_cancel: false,
    })
    expect(found.address.email).toBeNull()
    expect(body.data.every((o: { status: string }) => o.status === 'to_ship')).toBe(true)
    expect(body.counts.to_ship).toBeGreaterThanOrEqual(1)
    // the buyer's own view keeps the e-mail
    expect((await get(`/api/v1/mobile/orders/${mine.id}`, buyer.headers)).json().data.address.email).toBe('lan@example.vn')
  })

  it('reads one order of the shop', async () => {
    const o = await place()
    const res = await get(`/api/v1/seller/orders/${o.id}`, sellerA.headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ _id: o.id, status: 'awaiting_confirmation', actions: ['confirm', 'seller_cancel'] })
    expect((await get('/api/v1/seller/orders/nope', sellerA.headers)).statusCode).toBe(400) // the route's id schema (issue 12)
    expect((await get('/api/v1/seller/orders/0190a1b2-0000-7000-8000-000000000000', sellerA.headers)).statusCode).toBe(404)
  })
})

describe('the seller’s steps', () => {
  it('confirm → prepare → ship (carrier) → delivered by the carrier → buyer confirms: every step in the history, e-mails on the way', async () => {
    const o = await place()
    const confirmed = await seller(o.id, 'confirm')
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json().data).toMatchObject({ status: 'preparing', actions: ['prepare', 'seller_cancel'] })
    expect((await order(o.id)).confirmedAt).toBeInstanceOf(Date)
    expect((await mailsAbout(o.code)).map((m) => m.subject)).toEqual([`Xinh: Đơn hàng ${o.code} đã được xác nhận`])

    expect((await seller(o.id, 'confirm')).json().error.code).toBe('ORDER_STATUS_CONFLICT')

    const prepared = await seller(o.id, 'prepare')
    expect(prepared.json().data).toMatchObject({ status: 'to_ship', actions: ['ship', 'seller_cancel'] })

    const shipped = await seller(o.id, 'ship', sellerA.headers, {})
    expect(shipped.statusCode, shipped.body).toBe(200)
    expect(shipped.json().data).toMatchObject({
      status: 'shipping',
      carrier: 'GHTK',
      self_shipping: false,
      tracking_code: null,
      actions: [],
    })
    const shipMail = (await mailsAbout(o.code)).at(-1)
    expect(shipMail?.subject).toBe(`Xinh: Đơn hàng ${o.code} đang được giao`)
    expect(shipMail?.text).toContain('Đơn vị vận chuyển: Giao Hàng Tiết Kiệm')

    expect(await t.services.orders.systemTransition(o.id, 'deliver', { role: 'carrier' })).toMatchObject({
      from: 'shipping',
      to: 'delivered',
    })
    expect((await mailsAbout(o.code)).at(-1)?.subject).toBe(`Xinh: Đơn hàng ${o.code} đã giao thành công`)
    const received = await post(`/api/v1/mobile/orders/${o.id}/confirm-received`, buyer.headers)
    expect(received.json().data.status).toBe('completed')

    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, o.id))
      .orderBy(orderStatusHistory.createdAt, orderStatusHistory.id)
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorRole, h.actorId])).toEqual([
      [null, 'awaiting_confirmation', 'buyer', buyer.userId],
      ['awaiting_confirmation', 'preparing', 'seller', sellerA.user.id],
      ['preparing', 'to_ship', 'seller', sellerA.user.id],
      ['to_ship', 'shipping', 'seller', sellerA.user.id],
      ['shipping', 'delivered', 'carrier', null],
      ['delivered', 'completed', 'buyer', buyer.userId],
    ])
  })

  it('self-shipping needs a tracking code (spec §5)', async () => {
    const o = await place('to_ship')
    for (const payload of [{ self_shipping: true }, { self_shipping: true, tracking_code: '  ' }]) {
      const res = await seller(o.id, 'ship', { ...sellerA.headers, 'accept-language': 'en' }, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toEqual({ code: 'TRACKING_CODE_REQUIRED', message: 'A tracking code is required for self-shipping' })
    }
    expect((await order(o.id)).status).toBe('to_ship')
    const bad = await seller(o.id, 'ship', sellerA.headers, { self_shipping: true, tracking_code: 'có dấu!' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('VALIDATION_FAILED')
    const ok = await seller(o.id, 'ship', sellerA.headers, { self_shipping: true, tracking_code: 'XINH-0001' })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data).toMatchObject({ status: 'shipping', self_shipping: true, carrier: null, tracking_code: 'XINH-0001' })
    expect((await mailsAbout(o.code)).at(-1)?.text).toContain('Mã vận đơn: XINH-0001')
  })

  it('ships with a named carrier and its tracking code; refuses to ship before it is ready', async () => {
    const o = await place('to_ship')
    const res = await seller(o.id, 'ship', sellerA.headers, { carrier: 'VIETTEL_POST', tracking_code: 'VTP123456' })
    expect(res.json().data).toMatchObject({ carrier: 'VIETTEL_POST', tracking_code: 'VTP123456' })
    const early = await place('preparing')
    const conflict = await seller(early.id, 'ship', sellerA.headers, { tracking_code: 'X1' })
    expect(conflict.statusCode).toBe(409)
    expect(conflict.json().error.code).toBe('ORDER_STATUS_CONFLICT')
    expect((await seller(o.id, 'ship', sellerA.headers, { carrier: 'DHL' })).statusCode).toBe(400)
  })

  it('prepare refuses an order that is not being prepared', async () => {
    const o = await place('awaiting_confirmation')
    const res = await seller(o.id, 'prepare')
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('ORDER_STATUS_CONFLICT')
  })
})

describe('cancel requests', () => {
  it('accepting cancels: stock back once, the buyer’s reason kept, e-mail sent', async () => {
    const before = await stockOf(t, variant)
    const o = await place('preparing', 4)
    const asked = await post(`/api/v1/mobile/orders/${o.id}/cancel`, buyer.headers, { reason_id: 'change_items' })
    expect(asked.json().data.status).toBe('cancel_pending')
    const seen = await get(`/api/v1/seller/orders/${o.id}`, sellerA.headers)
    expect(seen.json().data).toMatchObject({ actions: ['accept_cancel', 'reject_cancel'], cancel_requested_from: 'preparing' })
    const res = await seller(o.id, 'cancel-request/accept')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'buyer',
      cancel_reason: { _id: 'change_items' },
      cancel_requested_from: null,
      actions: [],
    })
    expect(await stockOf(t, variant)).toEqual(before)
    expect((await mailsAbout(o.code)).at(-1)?.subject).toBe(`Xinh: Đơn hàng ${o.code} đã bị huỷ`)
    expect((await seller(o.id, 'cancel-request/accept')).statusCode).toBe(409)
    expect(await stockOf(t, variant)).toEqual(before)
  })

  it('rejecting needs the seller’s reason, sends the order back to where it was and shows the reason in the timeline', async () => {
    const reason = { reason: 'Hàng đã giao cho đơn vị vận chuyển' }
    for (const from of ['preparing', 'to_ship'] as const) {
      const o = await place(from)
      await post(`/api/v1/mobile/orders/${o.id}/cancel`, buyer.headers, { reason_id: 'other' })
      for (const bad of [undefined, {}, { reason: '   ' }, { reason: 'x'.repeat(201) }, { reason: 'ok', extra: 1 }]) {
        const refused = await seller(o.id, 'cancel-request/reject', { ...sellerA.headers, 'accept-language': 'en' }, bad)
        expect(refused.statusCode, JSON.stringify(bad)).toBe(400)
        expect(refused.json().error.code).toBe('VALIDATION_FAILED')
        expect((await order(o.id)).status).toBe('cancel_pending')
      }
      const res = await seller(o.id, 'cancel-request/reject', { ...sellerA.headers, 'accept-language': 'en' }, reason)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data).toMatchObject({ status: from, cancel_reason: null, cancel_requested_from: null })
      expect(res.json().data.timeline.at(-1)).toMatchObject({
        status: from,
        from: 'cancel_pending',
        actor_role: 'seller',
        reason: reason.reason,
      })
      expect((await seller(o.id, 'cancel-request/reject', sellerA.headers, reason)).statusCode).toBe(409)
    }
  })

  it('accept or reject without a request is a conflict', async () => {
    const o = await place('preparing')
    expect((await seller(o.id, 'cancel-request/accept')).json().error.code).toBe('ORDER_STATUS_CONFLICT')
    expect((await seller(o.id, 'cancel-request/reject', sellerA.headers, { reason: 'Không' })).json().error.code).toBe(
      'ORDER_STATUS_CONFLICT',
    )
  })
})

describe('POST /api/v1/seller/orders/{id}/cancel', () => {
  it('needs a seller reason', async () => {
    const o = await place()
    for (const payload of [undefined, {}, { reason_id: 'changed_mind' }, { reason_id: 'nope' }]) {
      const res = await seller(o.id, 'cancel', sellerA.headers, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().error.code).toBe('ORDER_CANCEL_REASON_REQUIRED')
    }
  })

  it('cancels before shipping with the stock given back; not once shipped', async () => {
    for (const status of ['awaiting_confirmation', 'preparing', 'to_ship'] as const) {
      const before = await stockOf(t, variant)
      const o = await place(status, 2)
      const res = await seller(o.id, 'cancel', { ...sellerA.headers, 'accept-language': 'en' }, { reason_id: 'out_of_stock' })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data).toMatchObject({
        status: 'cancelled',
        cancelled_by: 'seller',
        cancel_reason: { _id: 'out_of_stock', name: 'Out of stock' },
      })
      expect(await stockOf(t, variant)).toEqual(before)
      // the buyer is told, in the platform's language (the buyer's own is not stored)
      expect((await mailsAbout(o.code)).at(-1)?.text).toContain('Lý do: Sản phẩm đã hết hàng')
    }
    for (const status of ['pending', 'shipping', 'cancel_pending'] as const) {
      const o = await place(status)
      const res = await seller(o.id, 'cancel', sellerA.headers, { reason_id: 'out_of_stock' })
      expect(res.statusCode, status).toBe(409)
    }
  })
})
