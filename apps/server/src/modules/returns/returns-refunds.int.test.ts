import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readOutboxMessages, type TestApp } from '../../../test/helpers.ts'
import { stockOf } from '../../../test/order-fixtures.ts'
import { checkout, createBuyer, listeningApp, payInBrowser } from '../../../test/payments-fixtures.ts'
import { createReturnsWorld, orderRow, type ReturnsWorld, uploadEvidence } from '../../../test/returns-fixtures.ts'
import { ledgerEntries } from '../ledger/ledger.tables.ts'
import { orders } from '../orders/orders.tables.ts'
import { payments } from '../payments/payments.tables.ts'

/**
 * Returns of orders paid online, end to end over real HTTP: checkout with VNPay → the simulator's
 * page approves → (delivered) → request with a photo → seller agrees → ship back → received →
 * admin approves → the refund goes back through the gateway's refund API (the simulator) → refunded.
 * An authentic-goods claim refunds 200 %: the payment back through the gateway, the guarantee's
 * second 100 % by bank transfer.
 */

let t: TestApp
let base: string
let w: ReturnsWorld
let buyer: Awaited<ReturnType<typeof createBuyer>>
let photo: string

type Headers = Record<string, string>
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers })
const DAY = 24 * 3600 * 1000

beforeAll(async () => {
  ;({ t, base } = await listeningApp())
  w = await createReturnsWorld(t)
  buyer = await createBuyer(t)
  photo = await uploadEvidence(t, buyer.headers)
})
afterAll(() => t.close())

/** Checkout with VNPay, approved on the simulator's page; then the carrier delivered it yesterday. */
async function paidAndDelivered(productId: string, variantId: string, quantity: number) {
  const res = await checkout(t, buyer, [{ shopId: w.seller.shop.id, productId, variantId, quantity }], 'VNPAY')
  expect(res.statusCode, res.body).toBe(200)
  const data = res.json().data
  await payInBrowser(base, data.payment_url, 'approve')
  const id = data.orders[0]._id as string
  expect(await orderRow(t, id)).toMatchObject({ status: 'awaiting_confirmation', paymentStatus: 'paid' })
  await t.database.db
    .update(orders)
    .set({ status: 'delivered', deliveredAt: new Date(Date.now() - DAY) })
    .where(eq(orders.id, id))
  return { order: await orderRow(t, id), paymentId: data.payment._id as string }
}

async function throughToApproval(orderId: string, body: object) {
  const created = await post(`/api/v1/mobile/orders/${orderId}/returns`, buyer.headers, { reason_id: 'damaged', media: [photo], ...body })
  expect(created.statusCode, created.body).toBe(200)
  const id = created.json().data._id as string
  for (const [url, headers, payload] of [
    [`/api/v1/seller/returns/${id}/agree`, w.seller.headers],
    [`/api/v1/mobile/returns/${id}/ship-back`, buyer.headers, { carrier: 'GHTK', tracking_code: 'S1234567' }],
    [`/api/v1/seller/returns/${id}/received`, w.seller.headers],
  ] as const) {
    const res = await post(url, headers, payload)
    expect(res.statusCode, `${url} ${res.body}`).toBe(200)
  }
  const approved = await post(`/api/v1/admin/returns/${id}/approve`, w.admin.headers)
  expect(approved.statusCode, approved.body).toBe(200)
  return { id, created: created.json().data, approved: approved.json().data }
}

describe('returns of orders paid through VNPay', () => {
  it('delivered → request with a photo → agree → ship back → received → approve → refunded through the gateway', async () => {
    const { order, paymentId } = await paidAndDelivered(w.shirt.id, w.shirtVariant, 2)
    const stock = await stockOf(t, w.shirtVariant)
    const { id, created, approved } = await throughToApproval(order.id, {})
    expect(created).toMatchObject({ items_amount: order.subtotal, refund_amount: order.total, refund_rate: 100 })
    // the gateway answered while the approval was being handled: the request is refunded already
    expect(approved).toMatchObject({ status: 'refunded', deadline_for: null, actions: [] })
    expect(approved.refunds).toEqual([
      { _id: expect.any(String), reason: 'return', method: 'gateway', amount: order.total, status: 'succeeded' },
    ])
    expect(approved.timeline.map((e: { action: string }) => e.action)).toEqual([
      'request',
      'agree',
      'ship_back',
      'receive',
      'approve',
      'settle',
    ])
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId))
    expect(payment!.refundedAmount).toBe(order.total)
    expect(await stockOf(t, w.shirtVariant)).toMatchObject({ stock: stock.stock + 2, sold: stock.sold - 2 })
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'completed', paymentStatus: 'refunded' })
    const entries = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceId, id))
    expect(entries.find((e) => e.kind === 'refund')?.amount).toBe(-order.subtotal)
    // the buyer heard of each decision, the refund included, without waiting for a job (the e-mails
    // are the buyer's return.* notifications': sent when the outbox dispatches)
    await t.outbox.drain()
    const subjects = readOutboxMessages(t.dataDir, buyer.email)
      .map((m) => m.subject ?? '')
      .filter((s) => s.includes(order.code) && !s.includes('đã nhận đơn'))
    expect(subjects).toEqual([
      `Xinh: Đơn hàng ${order.code}: người bán đã đồng ý trả hàng`,
      `Xinh: Đơn hàng ${order.code}: yêu cầu hoàn tiền đã được duyệt`,
      `Xinh: Đơn hàng ${order.code}: đã hoàn tiền`,
    ])
    const refunded = readOutboxMessages(t.dataDir, buyer.email).find((m) => m.subject?.endsWith('đã hoàn tiền'))
    expect(refunded?.text).toContain(`${new Intl.NumberFormat('vi-VN').format(order.total)}`)
    // each of those e-mails is a bell item too (the admin's approval and the refund included)
    const bell = (await get('/api/v2/mobile/notifications?limit=50', buyer.headers)).json().data as Array<{
      event: string
      order_id: string
    }>
    const events = bell.filter((n) => n.order_id === order.id).map((n) => n.event)
    for (const e of ['return.accepted', 'return.approved', 'return.refunded']) expect(events).toContain(e)
  })

  it('an authentic-goods claim refunds 200 %: the payment back through the gateway, the second 100 % by bank transfer', async () => {
    const { order } = await paidAndDelivered(w.perfume.id, w.perfumeVariant, 1)
    const { id, created, approved } = await throughToApproval(order.id, { reason_id: 'counterfeit', claim: 'authentic' })
    const shipping = order.shippingFee - order.shippingDiscount
    expect(created).toMatchObject({ claim: 'authentic', refund_rate: 200, items_amount: 999_999, refund_amount: 2 * 999_999 + shipping })
    expect(approved.status).toBe('refunding')
    expect(approved.refunds).toEqual([
      { _id: expect.any(String), reason: 'return', method: 'gateway', amount: 999_999 + shipping, status: 'succeeded' },
      { _id: expect.any(String), reason: 'compensation', method: 'bank_transfer', amount: 999_999, status: 'pending' },
    ])
    // the order is not refunded before the buyer has everything
    expect((await orderRow(t, order.id)).status).toBe('return_refund')
    const transfer = await post(`/api/v1/admin/refunds/${approved.refunds[1]._id}/mark-transferred`, w.admin.headers, {
      reference: 'VCB-777',
    })
    expect(transfer.statusCode, transfer.body).toBe(200)
    const done = (await get(`/api/v1/mobile/returns/${id}`, buyer.headers)).json().data
    expect(done.status).toBe('refunded')
    expect(done.refunds.map((r: { status: string }) => r.status)).toEqual(['succeeded', 'succeeded'])
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'completed', paymentStatus: 'refunded' })
    const entries = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceId, id))
    expect(entries.find((e) => e.kind === 'compensation')?.amount).toBe(-999_999)
    // the notice of a refund settled by an admin's transfer was written with the settlement: sent
    // once when the outbox dispatches, never again (a second dispatch, the deadlines run)
    await t.outbox.drain()
    expect(
      readOutboxMessages(t.dataDir, buyer.email).filter((m) => m.subject === `Xinh: Đơn hàng ${order.code}: đã hoàn tiền`),
    ).toHaveLength(1)
    await t.outbox.drain()
    await t.services.returns.applyDeadlines()
    expect(
      readOutboxMessages(t.dataDir, buyer.email).filter((m) => m.subject === `Xinh: Đơn hàng ${order.code}: đã hoàn tiền`),
    ).toHaveLength(1)
    await t.services.returns.applyDeadlines()
    await t.outbox.drain()
    expect(
      readOutboxMessages(t.dataDir, buyer.email).filter((m) => m.subject === `Xinh: Đơn hàng ${order.code}: đã hoàn tiền`),
    ).toHaveLength(1)
  })

  it("the e-mails follow the buyer's stored language and the refunds e-mail preference; the bell still tells", async () => {
    const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: buyer.headers, payload })
    expect((await put('/community/v1/notification/language', { language: 'en' })).statusCode).toBe(200)
    const { order } = await paidAndDelivered(w.perfume.id, w.perfumeVariant, 1)
    const created = await post(`/api/v1/mobile/orders/${order.id}/returns`, buyer.headers, { reason_id: 'damaged', media: [photo] })
    expect(created.statusCode, created.body).toBe(200)
    const id = created.json().data._id as string
    expect((await post(`/api/v1/seller/returns/${id}/agree`, w.seller.headers)).statusCode).toBe(200)
    await t.outbox.drain()
    const mine = () => readOutboxMessages(t.dataDir, buyer.email).filter((m) => m.subject?.includes(`${order.code}:`))
    expect(mine().map((m) => m.subject)).toEqual([`Xinh: Order ${order.code}: the seller agreed to your return`])
    expect(mine()[0]?.text).toMatch(/Send the product back before /)

    // refunds e-mails off: the approval and the refund are told in the bell only
    const prefs = await put('/community/v1/notification/preferences', { preferences: [{ type: 'refunds', email: false }] })
    expect(prefs.statusCode, prefs.body).toBe(200)
    expect(
      (await post(`/api/v1/mobile/returns/${id}/ship-back`, buyer.headers, { carrier: 'GHTK', tracking_code: 'S7654321' })).statusCode,
    ).toBe(200)
    expect((await post(`/api/v1/seller/returns/${id}/received`, w.seller.headers)).statusCode).toBe(200)
    const approved = await post(`/api/v1/admin/returns/${id}/approve`, w.admin.headers)
    expect(approved.statusCode, approved.body).toBe(200)
    await t.outbox.drain()
    expect(mine()).toHaveLength(1)
    const bell = (await get('/api/v2/mobile/notifications?limit=50', buyer.headers)).json().data as Array<{
      event: string
      order_id: string
      title: string
    }>
    const titles = bell.filter((n) => n.order_id === order.id).map((n) => `${n.event}: ${n.title}`)
    expect(titles).toContain('return.approved: Refund approved')
    expect(titles).toContain('return.refunded: Refund completed')
  })
})
