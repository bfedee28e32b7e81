import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, readOutboxMessages, type TestApp } from '../../../test/helpers.ts'
import { stockOf } from '../../../test/order-fixtures.ts'
import {
  createReturnBuyer,
  createReturnsWorld,
  insertReturnableOrder,
  orderRow,
  type ReturnsWorld,
  redeemVoucherFor,
  uploadEvidence,
  voucherState,
} from '../../../test/returns-fixtures.ts'
import { ledgerEntries } from '../ledger/ledger.tables.ts'
import { returnRequests } from './returns.tables.ts'

/**
 * Returns through the API: the request rules, who sees and does what (404 outside one's scope),
 * the seller's answer, the buyer's dispute, a COD order refunded by bank transfer end to end, and
 * the carrier bringing a parcel back.
 */

let t: TestApp
let w: ReturnsWorld
let buyer: Awaited<ReturnType<typeof createReturnBuyer>>
let stranger: Awaited<ReturnType<typeof createReturnBuyer>>
let photo: string

type Headers = Record<string, string>
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers })
const requestsOf = (orderId: string) => t.database.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId))
const DAY = 24 * 3600 * 1000

async function delivered(opts: Partial<Parameters<typeof insertReturnableOrder>[1]> = {}) {
  return insertReturnableOrder(t, {
    buyerId: buyer.userId,
    shopId: w.seller.shop.id,
    lines: [{ variantId: w.shirtVariant, quantity: 2 }],
    ...opts,
  })
}
async function requestReturn(orderId: string, body: object = {}, headers: Headers = buyer.headers) {
  return post(`/api/v1/mobile/orders/${orderId}/returns`, headers, { reason_id: 'damaged', media: [photo], ...body })
}
async function opened(orderId: string, body: object = {}) {
  const res = await requestReturn(orderId, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { _id: string; [k: string]: unknown }
}

beforeAll(async () => {
  t = await createTestApp()
  w = await createReturnsWorld(t)
  buyer = await createReturnBuyer(t)
  stranger = await createReturnBuyer(t, 'Phạm Minh Khoa')
  photo = await uploadEvidence(t, buyer.headers)
})
afterAll(() => t.close())

describe('return reasons', () => {
  it('GET /api/v1/public/reasons?type=return lists them in the reader’s language', async () => {
    const vi = await get('/api/v1/public/reasons?type=return', {})
    const ko = await get('/api/v1/public/reasons?type=return', { 'accept-language': 'ko' })
    expect(vi.statusCode, vi.body).toBe(200)
    const ids = vi.json().data.map((r: { _id: string }) => r._id)
    expect(ids).toEqual(['wrong_item', 'damaged', 'not_as_described', 'counterfeit', 'wrong_size', 'missing_items', 'return_other'])
    expect(vi.json().data[1].name).toBe('Sản phẩm bị hư hỏng, bể vỡ')
    expect(ko.json().data[1].name).toBe('상품이 파손되어 도착했어요')
  })
})

describe('asking for a return', () => {
  it('needs a return reason and at least one photo or video our storage issued', async () => {
    const order = await delivered()
    const cases: Array<[object, number, string]> = [
      [{ reason_id: undefined }, 400, 'RETURN_REASON_REQUIRED'],
      [{ reason_id: 'changed_mind' }, 400, 'RETURN_REASON_REQUIRED'],
      [{ media: [] }, 400, 'RETURN_EVIDENCE_REQUIRED'],
      [{ media: ['https://evil.example/loi.jpg'] }, 400, 'VALIDATION_FAILED'],
      [{ media: ['/uploads/media/../../private/id.webp'] }, 400, 'VALIDATION_FAILED'],
      [{ media: Array(7).fill(photo) }, 400, 'VALIDATION_FAILED'],
      [{ description: 'x'.repeat(501) }, 400, 'VALIDATION_FAILED'],
      [{ claim: 'authentic' }, 409, 'RETURN_CLAIM_NOT_COVERED'],
      [{ items: [{ order_item_id: crypto.randomUUID(), quantity: 1 }] }, 400, 'VALIDATION_FAILED'],
      [{ source: 'review' }, 400, 'VALIDATION_FAILED'],
      [{ source: 'review', rating: 4 }, 400, 'VALIDATION_FAILED'],
    ]
    for (const [body, status, code] of cases) {
      const res = await requestReturn(order.id, body)
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)} → ${res.body}`).toBe(status)
      expect(res.json().error.code).toBe(code)
    }
    const media = await requestReturn(order.id, { media: ['https://evil.example/loi.jpg'] })
    expect(media.json().error.fields.media).toBeTruthy()
    expect(await requestsOf(order.id)).toHaveLength(0)
    expect((await orderRow(t, order.id)).status).toBe('delivered')
  })

  it('only for the buyer’s own delivered or completed order, within the return period', async () => {
    const shipping = await delivered({ status: 'shipping' })
    expect((await requestReturn(shipping.id)).json().error.code).toBe('RETURN_NOT_ALLOWED')
    const foreign = await delivered()
    const res = await requestReturn(foreign.id, {}, stranger.headers)
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('ORDER_NOT_FOUND')
    expect((await requestReturn('not-a-uuid')).statusCode).toBe(400) // the route's id schema (issue 12)
    expect((await post(`/api/v1/mobile/orders/${foreign.id}/returns`, {}, { reason_id: 'damaged', media: [photo] })).statusCode).toBe(401)
    // the shirt can be returned within 7 days of delivery
    const late = await delivered({ deliveredDaysAgo: 8 })
    const closed = await requestReturn(late.id)
    expect(closed.statusCode).toBe(409)
    expect(closed.json().error.code).toBe('RETURN_WINDOW_CLOSED')
  })

  it('each product has its own return period: items default to those still returnable', async () => {
    const order = await delivered({
      deliveredDaysAgo: 5,
      lines: [
        { variantId: w.shirtVariant, quantity: 1 },
        { variantId: w.perfumeVariant, quantity: 1 },
      ],
    })
    const [shirtItem, perfumeItem] = (await t.services.orders.getBuyerOrder({ actor: actorOf(buyer), lang: 'vi', id: order.id })).items
    // the perfume's 3 days are over
    const perfume = await requestReturn(order.id, { items: [{ order_item_id: perfumeItem!._id, quantity: 1 }] })
    expect(perfume.json().error.code).toBe('RETURN_WINDOW_CLOSED')
    const tooMany = await requestReturn(order.id, { items: [{ order_item_id: shirtItem!._id, quantity: 2 }] })
    expect(tooMany.statusCode).toBe(400)
    expect(Object.keys(tooMany.json().error.fields)).toEqual(['items.0.quantity'])
    const r = await opened(order.id)
    expect((r.items as Array<{ order_item_id: string }>).map((i) => i.order_item_id)).toEqual([shirtItem!._id])
  })

  it('opens one request: needs seller handling, the seller’s 2-day deadline, the order in return_refund', async () => {
    const order = await delivered({ status: 'completed' })
    const before = Date.now()
    const res = await requestReturn(
      order.id,
      { description: 'Áo bị rách ở tay', source: 'review', rating: 2 },
      { ...buyer.headers, 'accept-language': 'en' },
    )
    expect(res.statusCode, res.body).toBe(200)
    const r = res.json().data
    expect(r).toMatchObject({
      order_id: order.id,
      order_code: order.code,
      shop: { _id: w.seller.shop.id, name: 'Shop Áo Hà' },
      status: 'requested',
      status_label: 'Needs seller handling',
      reason: { _id: 'damaged', name: 'The item arrived damaged' },
      claim: 'none',
      source: 'review',
      rating: 2,
      description: 'Áo bị rách ở tay',
      media: [photo],
      items_amount: 500_000,
      // the whole order: its shipping comes back too
      refund_amount: 530_000,
      refund_rate: 100,
      deadline_for: 'seller',
      refunds: [],
      actions: ['cancel'],
    })
    expect(r.buyer).toBeUndefined()
    const due = new Date(r.due_at).getTime()
    expect(due).toBeGreaterThanOrEqual(before + 2 * DAY - 1000)
    expect(due).toBeLessThanOrEqual(Date.now() + 2 * DAY)
    expect(r.timeline).toEqual([
      expect.objectContaining({
        status: 'requested',
        action: 'request',
        actor_role: 'buyer',
        note: 'Áo bị rách ở tay',
        media: [photo],
        due_at: r.due_at,
      }),
    ])
    expect((await orderRow(t, order.id)).status).toBe('return_refund')
    const again = await requestReturn(order.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('RETURN_ALREADY_OPEN')
    expect(await requestsOf(order.id)).toHaveLength(1)
    // the order page's request, and the buyer's list
    const latest = await get(`/api/v1/mobile/orders/${order.id}/return`, buyer.headers)
    expect(latest.json().data._id).toBe(r._id)
    const list = await get('/api/v1/mobile/returns?status=requested&limit=50', buyer.headers)
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().data.map((x: { _id: string }) => x._id)).toContain(r._id)
    expect(list.json().meta).toMatchObject({ page: 1, limit: 50 })
  })

  it('the buyer may cancel; the order completes and a new request can follow', async () => {
    const order = await delivered()
    const r = await opened(order.id)
    const cancelled = await post(`/api/v1/mobile/returns/${r._id}/cancel`, buyer.headers)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().data).toMatchObject({
      status: 'buyer_cancelled',
      status_label: 'Người mua đã huỷ',
      actions: [],
      deadline_for: null,
      due_at: null,
    })
    expect((await orderRow(t, order.id)).status).toBe('completed')
    expect((await post(`/api/v1/mobile/returns/${r._id}/cancel`, buyer.headers)).json().error.code).toBe('RETURN_STATUS_CONFLICT')
    const second = await opened(order.id)
    expect(second._id).not.toBe(r._id)
    expect((await get(`/api/v1/mobile/orders/${order.id}/return`, buyer.headers)).json().data._id).toBe(second._id)
  })
})

function actorOf(u: { userId: string }) {
  return { kind: 'user' as const, userId: u.userId, sessionId: 'test', roles: ['buyer' as const], isGuest: false, via: 'bearer' as const }
}

describe('who sees and does what', () => {
  it('a buyer sees only their requests, a seller only their shop’s (404 otherwise); steps need the right actor', async () => {
    const order = await delivered()
    const r = await opened(order.id)
    const id = r._id
    // another buyer, another shop: as if it did not exist
    for (const [url, headers] of [
      [`/api/v1/mobile/returns/${id}`, stranger.headers],
      [`/api/v1/seller/returns/${id}`, w.other.headers],
      [`/api/v1/mobile/orders/${order.id}/return`, stranger.headers],
    ] as const) {
      const res = await get(url, headers)
      expect(res.statusCode, url).toBe(404)
    }
    expect((await post(`/api/v1/mobile/returns/${id}/cancel`, stranger.headers)).json().error.code).toBe('RETURN_NOT_FOUND')
    expect((await post(`/api/v1/seller/returns/${id}/agree`, w.other.headers)).json().error.code).toBe('RETURN_NOT_FOUND')
    expect((await get('/api/v1/seller/returns?limit=50', w.other.headers)).json().data).toEqual([])
    expect((await get(`/api/v1/mobile/returns/not-an-id`, buyer.headers)).statusCode).toBe(400) // the route's id schema (issue 12)
    // not a seller, not an admin, not signed in
    expect((await post(`/api/v1/seller/returns/${id}/agree`, buyer.headers)).statusCode).toBe(403)
    expect((await post(`/api/v1/admin/returns/${id}/approve`, w.seller.headers)).statusCode).toBe(403)
    expect((await get('/api/v1/admin/returns', buyer.headers)).statusCode).toBe(403)
    expect((await get(`/api/v1/mobile/returns/${id}`, {})).statusCode).toBe(401)
    // the shop's seller sees it with the buyer's name and their own buttons; the admin sees it with none yet
    const seller = await get(`/api/v1/seller/returns/${id}`, w.seller.headers)
    expect(seller.json().data).toMatchObject({ _id: id, buyer: { _id: buyer.userId, userName: 'Lê Thu Hà' }, actions: ['agree', 'reject'] })
    const admin = await get(`/api/v1/admin/returns/${id}`, w.admin.headers)
    expect(admin.json().data).toMatchObject({ _id: id, actions: [] })
    expect((await post(`/api/v1/admin/returns/${id}/approve`, w.admin.headers)).json().error.code).toBe('RETURN_STATUS_CONFLICT')
    // the request is unchanged by all of this
    expect((await requestsOf(order.id))[0]!.status).toBe('requested')
  })
})

describe('the seller rejects, the buyer disputes, an admin decides', () => {
  it('rejection needs a note; the buyer may ask an admin to review it once, and an admin’s rejection is final', async () => {
    const order = await delivered({ email: 'ha.le@example.vn' })
    const r = await opened(order.id)
    expect((await post(`/api/v1/seller/returns/${r._id}/reject`, w.seller.headers, {})).statusCode).toBe(400)
    const rejected = await post(`/api/v1/seller/returns/${r._id}/reject`, w.seller.headers, { note: 'Ảnh không cho thấy lỗi' })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(rejected.json().data).toMatchObject({ status: 'rejected', deadline_for: 'buyer', actions: [] })
    expect((await orderRow(t, order.id)).status).toBe('completed')
    const seen = (await get(`/api/v1/mobile/returns/${r._id}`, buyer.headers)).json().data
    expect(seen.actions).toEqual(['dispute'])
    expect(new Date(seen.due_at).getTime()).toBeGreaterThan(Date.now() + 2.9 * DAY)
    expect(seen.timeline.at(-1)).toMatchObject({ action: 'reject', actor_role: 'seller', note: 'Ảnh không cho thấy lỗi' })

    const disputed = await post(`/api/v1/mobile/returns/${r._id}/dispute`, buyer.headers, { note: 'Xem thêm video', media: [photo] })
    expect(disputed.statusCode, disputed.body).toBe(200)
    expect(disputed.json().data).toMatchObject({ status: 'awaiting_admin', deadline_for: 'admin', due_at: null, actions: [] })
    expect((await orderRow(t, order.id)).status).toBe('return_refund')
    const final = await post(`/api/v1/admin/returns/${r._id}/reject`, w.admin.headers, { note: 'Không đủ bằng chứng' })
    expect(final.json().data).toMatchObject({ status: 'rejected', deadline_for: null, due_at: null })
    expect((await post(`/api/v1/mobile/returns/${r._id}/dispute`, buyer.headers)).json().error.code).toBe('RETURN_STATUS_CONFLICT')
    expect((await orderRow(t, order.id)).status).toBe('completed')
    await t.outbox.drain()
    const mails = readOutboxMessages(t.dataDir).filter((m) => m.subject?.includes(order.code))
    expect(mails.map((m) => m.subject)).toEqual([
      `Xinh: Đơn hàng ${order.code}: người bán đã từ chối yêu cầu trả hàng`,
      `Xinh: Đơn hàng ${order.code}: yêu cầu trả hàng đã bị từ chối`,
    ])
  })
})

describe('a cash-on-delivery order refunded by bank transfer', () => {
  it('request → agree → ship back → received → approve (stock back) → an admin’s transfer → refunded', async () => {
    const order = await delivered({ email: 'ha.le@example.vn' })
    const stockBefore = await stockOf(t, w.shirtVariant)
    const r = await opened(order.id)
    const agreed = await post(`/api/v1/seller/returns/${r._id}/agree`, w.seller.headers)
    expect(agreed.statusCode, agreed.body).toBe(200)
    expect(agreed.json().data).toMatchObject({
      status: 'awaiting_return',
      status_label: 'Chờ trả hàng',
      deadline_for: 'buyer',
      actions: ['receive'],
    })
    expect(new Date(agreed.json().data.due_at).getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY)

    const shipped = await post(`/api/v1/mobile/returns/${r._id}/ship-back`, buyer.headers, { carrier: 'GHTK', tracking_code: 'S2611.ABC' })
    expect(shipped.statusCode, shipped.body).toBe(200)
    expect(shipped.json().data).toMatchObject({ status: 'awaiting_return', deadline_for: 'seller', actions: ['cancel'] })
    expect(shipped.json().data.timeline.at(-1)).toMatchObject({ action: 'ship_back', note: 'GHTK · S2611.ABC', actor_role: 'buyer' })
    expect((await post(`/api/v1/mobile/returns/${r._id}/ship-back`, buyer.headers)).json().error.code).toBe('RETURN_STATUS_CONFLICT')
    expect((await post(`/api/v1/mobile/returns/${r._id}/ship-back`, buyer.headers, { tracking_code: 'có dấu' })).statusCode).toBe(400)

    const received = await post(`/api/v1/seller/returns/${r._id}/received`, w.seller.headers)
    expect(received.json().data).toMatchObject({
      status: 'awaiting_admin',
      status_label: 'Chờ quản trị viên xem xét',
      deadline_for: 'admin',
    })
    const queue = await get('/api/v1/admin/returns?status=awaiting_admin&limit=50', w.admin.headers)
    expect(queue.json().data.map((x: { _id: string }) => x._id)).toContain(r._id)
    // the queue's search: an order's code, in any case; nothing else matches it
    const found = await get(`/api/v1/admin/returns?q=${order.code.toLowerCase()}`, w.admin.headers)
    expect(found.json().data.map((x: { _id: string }) => x._id)).toEqual([r._id])
    expect(found.json().meta.total).toBe(1)
    expect((await get('/api/v1/admin/returns?q=000000XXXXXX', w.admin.headers)).json().data).toEqual([])
    const tooLong = await get(`/api/v1/admin/returns?q=${'A'.repeat(41)}`, w.admin.headers)
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error.fields.q).toBeTruthy()

    const approved = await post(`/api/v1/admin/returns/${r._id}/approve`, w.admin.headers)
    expect(approved.statusCode, approved.body).toBe(200)
    const a = approved.json().data
    expect(a).toMatchObject({ status: 'refunding', refund_amount: 530_000, deadline_for: null })
    // COD: nothing to give back through a gateway, the whole amount is a bank transfer
    expect(a.refunds).toEqual([{ _id: expect.any(String), reason: 'return', method: 'bank_transfer', amount: 530_000, status: 'pending' }])
    expect(await stockOf(t, w.shirtVariant)).toMatchObject({ stock: stockBefore.stock + 2, sold: stockBefore.sold - 2 })
    expect((await orderRow(t, order.id)).status).toBe('return_refund')

    const transfer = await post(`/api/v1/admin/refunds/${a.refunds[0]._id}/mark-transferred`, w.admin.headers, { reference: 'VCB-123' })
    expect(transfer.statusCode, transfer.body).toBe(200)
    // money left on an admin's word: audited with the reference, in the same transaction
    const audit = await t.database.query<{ action: string; target_type: string; after: Record<string, unknown> }>(
      'SELECT action, target_type, after FROM audit_log WHERE target_id = $1',
      [a.refunds[0]._id],
    )
    expect(audit).toEqual([
      {
        action: 'refund.mark_transferred',
        target_type: 'refund',
        after: { status: 'succeeded', method: 'bank_transfer', amount: 530_000, order_id: order.id, reference: 'VCB-123' },
      },
    ])
    const done = (await get(`/api/v1/mobile/returns/${r._id}`, buyer.headers)).json().data
    expect(done).toMatchObject({ status: 'refunded', status_label: 'Đã hoàn tiền', deadline_for: null, due_at: null })
    expect(done.refunds[0].status).toBe('succeeded')
    expect(done.timeline.map((e: { action: string }) => e.action)).toEqual([
      'request',
      'agree',
      'ship_back',
      'receive',
      'approve',
      'settle',
    ])
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'completed', paymentStatus: 'refunded' })
    // the seller's ledger gives the items' amount back
    // the refund settled in payments' transaction, the buyer's notice (the outbox) with it
    await t.outbox.drain()
    const lines = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceId, r._id))
    expect(lines.find((l) => l.kind === 'refund')?.amount).toBe(-500_000)
    const subjects = readOutboxMessages(t.dataDir, buyer.email)
      .map((m) => m.subject)
      .filter((s) => s?.includes(order.code))
    expect(subjects).toEqual([
      `Xinh: Đơn hàng ${order.code}: người bán đã đồng ý trả hàng`,
      `Xinh: Đơn hàng ${order.code}: yêu cầu hoàn tiền đã được duyệt`,
      `Xinh: Đơn hàng ${order.code}: đã hoàn tiền`,
    ])
    // nothing is left to return
    expect((await requestReturn(order.id)).json().error.code).toBe('RETURN_NOT_ALLOWED')
  })

  it('partial returns with shop and platform vouchers add up to what was paid, to the đồng', async () => {
    const order = await delivered({
      lines: [
        { variantId: w.shirtVariant, quantity: 3 },
        { variantId: w.perfumeVariant, quantity: 1 },
      ],
      shopVoucherDiscount: 33_333,
      platformVoucherDiscount: 12_345,
      shippingDiscount: 10_000,
    })
    const items = (await t.services.orders.getBuyerOrder({ actor: actorOf(buyer), lang: 'vi', id: order.id })).items
    const [shirtItem, perfumeItem] = items
    const refundOf = async (body: object) => {
      const r = await opened(order.id, body)
      await post(`/api/v1/seller/returns/${r._id}/agree`, w.seller.headers)
      await post(`/api/v1/seller/returns/${r._id}/received`, w.seller.headers)
      const a = (await post(`/api/v1/admin/returns/${r._id}/approve`, w.admin.headers)).json().data
      for (const f of a.refunds) await post(`/api/v1/admin/refunds/${f._id}/mark-transferred`, w.admin.headers)
      return (await get(`/api/v1/mobile/returns/${r._id}`, buyer.headers)).json().data
    }
    const first = await refundOf({ items: [{ order_item_id: shirtItem!._id, quantity: 1 }] })
    expect((await orderRow(t, order.id)).paymentStatus).toBe('paid')
    const second = await refundOf({
      items: [
        { order_item_id: shirtItem!._id, quantity: 2 },
        { order_item_id: perfumeItem!._id, quantity: 1 },
      ],
    })
    for (const r of [first, second]) {
      expect(r.status).toBe('refunded')
      // never the whole order at once: no shipping back
      expect(r.refund_amount).toBe(r.items_amount)
    }
    const paidForItems = order.subtotal - 33_333 - 12_345
    expect(first.items_amount + second.items_amount).toBe(paidForItems)
    expect(second.items.map((i: { quantity: number }) => i.quantity)).toEqual([2, 1])
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'completed', paymentStatus: 'refunded' })
  })
})

describe('vouchers and races', () => {
  const approveAll = async (id: string) => {
    await post(`/api/v1/seller/returns/${id}/agree`, w.seller.headers)
    await post(`/api/v1/seller/returns/${id}/received`, w.seller.headers)
    return post(`/api/v1/admin/returns/${id}/approve`, w.admin.headers)
  }

  it('the whole order back gives the voucher use back; part of it leaves the buyer’s voucher spent', async () => {
    const whole = await delivered({ platformVoucherDiscount: 20_000 })
    const part = await delivered({ platformVoucherDiscount: 20_000 })
    const [vWhole, vPart] = [await redeemVoucherFor(t, whole), await redeemVoucherFor(t, part)]
    const items = (await t.services.orders.getBuyerOrder({ actor: actorOf(buyer), lang: 'vi', id: part.id })).items
    const rWhole = await opened(whole.id)
    const rPart = await opened(part.id, { items: [{ order_item_id: items[0]!._id, quantity: 1 }] })
    expect(rWhole.items_amount).toBe(480_000)
    expect(rPart.items_amount).toBe(240_000)
    expect((await approveAll(rWhole._id)).statusCode).toBe(200)
    expect((await approveAll(rPart._id)).statusCode).toBe(200)
    expect(await voucherState(t, vWhole)).toEqual({ used: 0, budgetUsed: 0, released: true })
    expect(await voucherState(t, vPart)).toEqual({ used: 1, budgetUsed: 20_000, released: false })
  })

  it('two requests at once: one opens, the other is refused; two approvals at once: stock comes back once', async () => {
    const order = await delivered()
    const both = await Promise.all([requestReturn(order.id), requestReturn(order.id)])
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(both.find((r) => r.statusCode === 409)!.json().error.code).toBe('RETURN_ALREADY_OPEN')
    expect(await requestsOf(order.id)).toHaveLength(1)
    const id = both.find((r) => r.statusCode === 200)!.json().data._id
    await post(`/api/v1/seller/returns/${id}/agree`, w.seller.headers)
    await post(`/api/v1/seller/returns/${id}/received`, w.seller.headers)
    const before = await stockOf(t, w.shirtVariant)
    const approvals = await Promise.all([1, 2].map(() => post(`/api/v1/admin/returns/${id}/approve`, w.admin.headers)))
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect((await stockOf(t, w.shirtVariant)).stock).toBe(before.stock + 2)
    const view = (await get(`/api/v1/admin/returns/${id}`, w.admin.headers)).json().data
    expect(view.refunds).toHaveLength(1)
    expect(view.timeline.filter((e: { action: string }) => e.action === 'approve')).toHaveLength(1)
  })
})

describe('deadlines (job returns-deadlines, with a clock)', () => {
  it('a seller who does not answer within 2 days: the request goes to an admin', async () => {
    const order = await delivered()
    const r = await opened(order.id)
    const due = new Date((r.due_at as string) ?? '')
    expect(await t.services.returns.applyDeadlines(new Date(due.getTime() - 60_000))).toMatchObject({ escalated: 0 })
    expect((await requestsOf(order.id))[0]!.status).toBe('requested')
    const counts = await t.services.returns.applyDeadlines(new Date(due.getTime() + 60_000))
    expect(counts.escalated).toBeGreaterThanOrEqual(1)
    const after = (await get(`/api/v1/admin/returns/${r._id}`, w.admin.headers)).json().data
    expect(after).toMatchObject({ status: 'awaiting_admin', deadline_for: 'admin', actions: ['approve', 'reject'] })
    expect(after.escalated_at).not.toBeNull()
    expect(after.timeline.at(-1)).toMatchObject({ action: 'escalate', actor_role: 'system' })
    expect((await post(`/api/v1/seller/returns/${r._id}/agree`, w.seller.headers)).json().error.code).toBe('RETURN_STATUS_CONFLICT')
    expect((await orderRow(t, order.id)).status).toBe('return_refund')
  })

  it('a buyer who does not send the product back in time: closed; sent back but not marked received: to an admin', async () => {
    const a = await delivered()
    const b = await delivered()
    const ra = await opened(a.id)
    const rb = await opened(b.id)
    const dueA = new Date((await post(`/api/v1/seller/returns/${ra._id}/agree`, w.seller.headers)).json().data.due_at)
    await post(`/api/v1/seller/returns/${rb._id}/agree`, w.seller.headers)
    const shipped = (await post(`/api/v1/mobile/returns/${rb._id}/ship-back`, buyer.headers, { tracking_code: 'VTP123' })).json().data
    // the buyer's 7 days to send it back; once sent, the seller's RETURN_RULES.sellerReceiveDays (7) to mark it received
    expect(dueA.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY)
    const dueB = new Date(shipped.due_at)
    expect(dueB.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY)
    await t.services.returns.applyDeadlines(new Date(dueA.getTime() - 60_000))
    expect((await requestsOf(a.id))[0]!.status).toBe('awaiting_return')
    await t.services.returns.applyDeadlines(new Date(dueA.getTime() + 1))
    expect((await requestsOf(a.id))[0]!.status).toBe('closed')
    expect((await orderRow(t, a.id)).status).toBe('completed')
    expect((await get(`/api/v1/mobile/returns/${ra._id}`, buyer.headers)).json().data.timeline.at(-1)).toMatchObject({
      action: 'expire',
      status: 'closed',
    })
    // a request the buyer sent back is never closed for lateness: it waits on the seller
    await t.services.returns.applyDeadlines(new Date(dueB.getTime() - 1000))
    expect((await requestsOf(b.id))[0]!.status).toBe('awaiting_return')
    await t.services.returns.applyDeadlines(new Date(dueB.getTime() + 1000))
    const [rowB] = await requestsOf(b.id)
    expect(rowB).toMatchObject({ status: 'awaiting_admin' })
    expect(rowB!.escalatedAt).not.toBeNull()
    expect((await orderRow(t, b.id)).status).toBe('return_refund')
  })
})

describe('the carrier brings the parcel back', () => {
  it('a COD order never collected: the request closes at once, stock back, the order completes unpaid', async () => {
    const order = await delivered({ status: 'shipping' })
    const stockBefore = await stockOf(t, w.shirtVariant)
    const done = await t.services.orders.systemTransition(order.id, 'carrier_return', { role: 'carrier' })
    expect(done?.to).toBe('return_refund')
    const [request] = await requestsOf(order.id)
    expect(request).toMatchObject({ status: 'closed', reasonId: 'failed_delivery', itemsAmount: 0, refundAmount: 0 })
    expect(await stockOf(t, w.shirtVariant)).toMatchObject({ stock: stockBefore.stock + 2 })
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'completed', paymentStatus: 'cash' })
    const seen = (await get(`/api/v1/mobile/orders/${order.id}/return`, buyer.headers)).json().data
    expect(seen).toMatchObject({ status: 'closed', reason: { _id: 'failed_delivery', name: 'Giao hàng không thành công' }, actions: [] })
    expect(seen.timeline).toEqual([expect.objectContaining({ action: 'carrier_return', actor_role: 'system', status: 'closed' })])
    // nothing left to return from a parcel that never arrived
    expect((await requestReturn(order.id)).json().error.code).toBe('RETURN_NOT_ALLOWED')
  })

  it('a paid order: refunded in full (shipping included) without review; a missed follow-up is caught by the job', async () => {
    const order = await delivered({ status: 'return_refund', paymentMethod: 'VNPAY' })
    expect(await requestsOf(order.id)).toHaveLength(0)
    const counts = await t.services.returns.applyDeadlines()
    expect(counts.opened).toBe(1)
    const [request] = await requestsOf(order.id)
    expect(request).toMatchObject({ status: 'refunding', reasonId: 'failed_delivery', refundAmount: order.total })
    const view = (await get(`/api/v1/admin/returns/${request!.id}`, w.admin.headers)).json().data
    expect(view.refunds.reduce((n: number, f: { amount: number }) => n + f.amount, 0)).toBe(order.total)
    expect((await t.services.returns.applyDeadlines()).opened).toBe(0)
  })
})

describe('OpenAPI', () => {
  it('documents the buyer, seller and admin return routes with their bodies', async () => {
    const doc = (await get('/api/docs/json', {})).json()
    const op = (path: string, method: 'get' | 'post') => doc.paths[path]?.[method]
    expect(op('/api/v1/mobile/orders/{id}/returns', 'post')?.tags).toEqual(['returns'])
    expect(JSON.stringify(op('/api/v1/mobile/orders/{id}/returns', 'post').requestBody)).toContain('reason_id')
    for (const path of ['/api/v1/mobile/orders/{id}/return', '/api/v1/mobile/returns', '/api/v1/mobile/returns/{id}'])
      expect(op(path, 'get')?.tags, path).toEqual(['returns'])
    for (const step of ['cancel', 'ship-back', 'dispute'])
      expect(op(`/api/v1/mobile/returns/{id}/${step}`, 'post')?.tags, step).toEqual(['returns'])
    for (const step of ['agree', 'reject', 'received'])
      expect(op(`/api/v1/seller/returns/{id}/${step}`, 'post')?.tags, step).toEqual(['seller-returns'])
    for (const step of ['approve', 'reject']) expect(op(`/api/v1/admin/returns/{id}/${step}`, 'post')?.tags, step).toEqual(['admin'])
    expect(JSON.stringify(op('/api/v1/seller/returns/{id}/reject', 'post').requestBody)).toContain('note')
    expect(JSON.stringify(op('/api/v1/admin/returns', 'get').parameters)).toContain('status')
  })
})
