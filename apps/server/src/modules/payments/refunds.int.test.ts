import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../../../test/catalog-fixtures.ts'
import type { TestApp } from '../../../test/helpers.ts'
import { insertOrder } from '../../../test/order-fixtures.ts'
import { checkout, createBuyer, listeningApp, payInBrowser, shopWithProduct, vnpayResult } from '../../../test/payments-fixtures.ts'
import { orders } from '../orders/orders.tables.ts'
import type { RefundView } from './index.ts'
import { devGatewayTransactions, paymentIpns, payments, refunds } from './payments.tables.ts'

let t: TestApp
let base: string
let shop: Awaited<ReturnType<typeof shopWithProduct>>
let admin: Awaited<ReturnType<typeof createAdmin>>
const settledEvents: RefundView[] = []

beforeAll(async () => {
  ;({ t, base } = await listeningApp())
  shop = await shopWithProduct(t, { sale: 200_000 })
  admin = await createAdmin(t)
  t.services.payments.onRefundSettled(async (tx, refund) => {
    // runs inside the settling transaction: the row is already succeeded there
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, refund.id))
    expect(row!.status).toBe('succeeded')
    settledEvents.push(refund)
  })
})
afterAll(() => t.close())

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!
const paymentRow = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!
const refundsOf = (orderId: string) =>
  t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id))
const simTx = async (ref: string) =>
  (await t.database.db.select().from(devGatewayTransactions).where(eq(devGatewayTransactions.ref, ref)))[0]!

/** A buyer's one-shop VNPay order, paid on the simulator's page (so the simulator knows the transaction). */
async function paidOrder() {
  const buyer = await createBuyer(t)
  const data = (await checkout(t, buyer, [shop], 'VNPAY')).json().data
  await payInBrowser(base, data.payment_url, 'approve')
  const order = await orderRow(data.orders[0]._id)
  expect(order.paymentStatus).toBe('paid')
  return { buyer, order, payment: await paymentRow(data.payment._id) }
}

const request = (
  orderId: string,
  amount: number,
  reason: 'return' | 'cancel' | 'compensation' | 'duplicate' = 'return',
  sourceId: string | null = null,
) => t.database.db.transaction((tx) => t.services.payments.requestRefund(tx, { orderId, amount, reason, sourceId }))

describe('refunds', () => {
  it('refunds part, then the rest through the gateway; beyond what was paid goes by bank transfer, which an admin marks done', async () => {
    const { order, payment } = await paidOrder()
    const sourceId = crypto.randomUUID()
    const first = await request(order.id, 50_000, 'return', sourceId)
    expect(first).toEqual([{ id: expect.any(String), method: 'gateway', amount: 50_000, status: 'pending' }])
    expect((await paymentRow(payment.id)).refundedAmount).toBe(50_000)
    expect(await t.services.payments.processRefunds(first.map((r) => r.id))).toEqual({ succeeded: 1, retrying: 0, fellBack: 0 })
    const [done] = await refundsOf(order.id)
    expect(done).toMatchObject({ status: 'succeeded', attempts: 0, method: 'gateway', reason: 'return', sourceId })
    expect(done!.gatewayRef).toMatch(/^\d{8}$/)
    expect(settledEvents.filter((e) => e.orderId === order.id)).toEqual([
      { id: done!.id, orderId: order.id, sourceId, reason: 'return', method: 'gateway', amount: 50_000, status: 'succeeded' },
    ])
    expect((await simTx(payment.txnRef)).refunded).toBe(50_000)
    expect((await orderRow(order.id)).paymentStatus).toBe('paid')

    // more than is left on the payment (e.g. a 200 % guarantee): the rest of the payment, then a bank transfer
    const second = await request(order.id, order.total, 'return', sourceId)
    expect(second.map((r) => [r.method, r.amount])).toEqual([
      ['gateway', order.total - 50_000],
      ['bank_transfer', 50_000],
    ])
    await t.services.payments.processRefunds(second.map((r) => r.id))
    expect((await paymentRow(payment.id)).refundedAmount).toBe(payment.amount)
    expect((await simTx(payment.txnRef)).refunded).toBe(payment.amount)
    expect((await orderRow(order.id)).paymentStatus).toBe('refunded')

    // the database refuses to refund more than the payment took, whoever tries
    await expect(t.database.db.execute(sql`UPDATE payments SET refunded_amount = amount + 1 WHERE id = ${payment.id}`)).rejects.toThrow()
    const third = await request(order.id, 10_000, 'compensation', sourceId)
    expect(third.map((r) => r.method)).toEqual(['bank_transfer'])

    // an admin makes the transfers
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/refunds?status=pending&method=bank_transfer',
      headers: admin.headers,
    })
    expect(pending.statusCode).toBe(200)
    const bankId = second[1]!.id
    expect(pending.json().data.map((r: { _id: string }) => r._id)).toEqual(expect.arrayContaining([bankId, third[0]!.id]))
    const url = `/api/v1/admin/refunds/${bankId}/mark-transferred`
    const buyer = await createBuyer(t)
    expect((await t.app.inject({ method: 'POST', url, headers: buyer.headers })).statusCode).toBe(403)
    const marked = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload: { reference: 'VCB 123456' } })
    expect(marked.statusCode, marked.body).toBe(200)
    expect(marked.json().data).toMatchObject({ _id: bankId, status: 'succeeded', method: 'bank_transfer', amount: 50_000 })
    expect(settledEvents.at(-1)).toMatchObject({ id: bankId, method: 'bank_transfer', status: 'succeeded' })
    const again = await t.app.inject({ method: 'POST', url, headers: admin.headers })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('REFUND_NOT_TRANSFERABLE')
    const gatewayOne = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/refunds/${first[0]!.id}/mark-transferred`,
      headers: admin.headers,
    })
    expect(gatewayOne.json().error.code).toBe('REFUND_NOT_TRANSFERABLE')
    // a malformed id is refused by the route's schema (issue 12); a well-formed unknown one is a 404
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/admin/refunds/nope/mark-transferred', headers: admin.headers })).statusCode,
    ).toBe(400)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/refunds/0190a1b2-0000-7000-8000-000000000000/mark-transferred',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404)

    const shown = await t.services.payments.refundsOf([order.id])
    expect(shown.map((r) => [r.method, r.amount, r.status])).toEqual([
      ['gateway', 50_000, 'succeeded'],
      ['gateway', order.total - 50_000, 'succeeded'],
      ['bank_transfer', 50_000, 'succeeded'],
      ['bank_transfer', 10_000, 'pending'],
    ])
  })

  it('a COD order is refunded by bank transfer', async () => {
    const buyer = await createBuyer(t)
    const cod = await insertOrder(t, {
      buyerId: buyer.userId,
      shopId: shop.shopId,
      lines: [{ variantId: shop.variantId, quantity: 1 }],
      status: 'completed',
    })
    const lines = await request(cod.id, 100_000)
    expect(lines.map((r) => [r.method, r.amount, r.status])).toEqual([['bank_transfer', 100_000, 'pending']])
    expect(await t.services.payments.processRefunds(lines.map((r) => r.id))).toEqual({ succeeded: 0, retrying: 0, fellBack: 0 })
  })

  it('refuses a refund of nothing or of an unknown order, and writes nothing', async () => {
    const { order } = await paidOrder()
    await expect(request(order.id, 0)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' })
    await expect(request(order.id, 1.5)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' })
    await expect(request(crypto.randomUUID(), 1_000)).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' })
    expect(await refundsOf(order.id)).toEqual([])
  })

  it('cancelling a paid order refunds it in full through the gateway', async () => {
    const { buyer, order, payment } = await paidOrder()
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mobile/orders/${order.id}/cancel`,
      headers: buyer.headers,
      payload: { reason_id: 'change_address' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const rows = await refundsOf(order.id)
    expect(rows.map((r) => [r.reason, r.method, r.amount, r.status, r.sourceId])).toEqual([
      ['cancel', 'gateway', order.total, 'succeeded', order.id],
    ])
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    expect((await simTx(payment.txnRef)).refunded).toBe(order.total)
    // the sweeper finds nothing more to do
    await t.services.payments.sweepRefunds()
    expect(await refundsOf(order.id)).toHaveLength(1)
  })

  it('the sweeper job refunds a cancelled paid order whose follow-up was missed', async () => {
    const { order } = await paidOrder()
    // as if the process died right after the cancellation committed
    await t.database.db.update(orders).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(orders.id, order.id))
    expect(await refundsOf(order.id)).toEqual([])
    await Promise.all([t.services.payments.sweepRefunds(), t.services.payments.sweepRefunds()])
    expect((await refundsOf(order.id)).map((r) => [r.reason, r.status])).toEqual([['cancel', 'succeeded']])
  })

  it('money that arrives after auto-cancel won the race is recorded and given back', async () => {
    const buyer = await createBuyer(t)
    const data = (await checkout(t, buyer, [shop], 'VNPAY')).json().data
    const orderId = data.orders[0]._id
    expect(await t.services.orders.systemTransition(orderId, 'auto_cancel_unpaid')).not.toBeNull()
    await payInBrowser(base, data.payment_url, 'approve')
    expect(await paymentRow(data.payment._id)).toMatchObject({ status: 'paid' })
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    expect((await refundsOf(orderId)).map((r) => [r.reason, r.method, r.status, r.paymentId])).toEqual([
      ['cancel', 'gateway', 'succeeded', data.payment._id],
    ])
  })

  it('a second attempt paid for orders already paid is refunded automatically', async () => {
    const buyer = await createBuyer(t)
    const data = (await checkout(t, buyer, [shop], 'VNPAY')).json().data
    const orderId = data.orders[0]._id
    const retry = (await t.app.inject({ method: 'POST', url: `/api/v1/mobile/orders/${orderId}/pay`, headers: buyer.headers })).json().data
    expect(await paymentRow(data.payment._id)).toMatchObject({ status: 'expired' })
    // the buyer had both pages open and pays on both
    await payInBrowser(base, data.payment_url, 'approve')
    expect(await paymentRow(data.payment._id)).toMatchObject({ status: 'paid' })
    expect(await orderRow(orderId)).toMatchObject({ status: 'awaiting_confirmation', paymentStatus: 'paid' })
    await payInBrowser(base, retry.pay_url, 'approve')
    expect(await paymentRow(retry._id)).toMatchObject({ status: 'paid', refundedAmount: retry.amount })
    expect((await refundsOf(orderId)).map((r) => [r.reason, r.paymentId, r.amount, r.status])).toEqual([
      ['duplicate', retry._id, retry.amount, 'succeeded'],
    ])
    expect(await orderRow(orderId)).toMatchObject({ status: 'awaiting_confirmation', paymentStatus: 'paid' })
  })

  it('retries a failing gateway refund, then hands it to an admin as a bank transfer', async () => {
    const buyer = await createBuyer(t)
    const data = (await checkout(t, buyer, [shop], 'VNPAY')).json().data
    const p = await paymentRow(data.payment._id)
    // an IPN for a transaction the gateway's books do not have: its refunds will be refused (91)
    expect((await fetch(`${base}/api/v1/payments/vnpay/ipn?${vnpayResult(t, { txnRef: p.txnRef, amount: p.amount })}`)).status).toBe(200)
    const [line] = await request(data.orders[0]._id, 30_000)
    for (let i = 1; i <= 4; i++) {
      expect(await t.services.payments.sweepRefunds()).toMatchObject({ retrying: 1 })
      expect((await refundsOf(data.orders[0]._id))[0]).toMatchObject({ status: 'pending', attempts: i })
    }
    expect(await t.services.payments.sweepRefunds()).toMatchObject({ fellBack: 1 })
    const rows = await refundsOf(data.orders[0]._id)
    expect(rows.map((r) => [r.id === line!.id, r.method, r.status])).toEqual([
      [true, 'gateway', 'failed'],
      [false, 'bank_transfer', 'pending'],
    ])
    expect(rows[0]!.failure).toContain('91')
    expect(rows[1]!.failure).toContain('gateway refund failed')
    expect((await paymentRow(p.id)).refundedAmount).toBe(0)
    // nothing left to retry
    expect(await t.services.payments.sweepRefunds()).toMatchObject({ retrying: 0, fellBack: 0 })
  })
})

describe('stale payment links', () => {
  it('expires a link nobody paid, and applies one the gateway says was paid though its IPN never came', async () => {
    const buyer = await createBuyer(t)
    const unpaid = (await checkout(t, buyer, [shop], 'VNPAY')).json().data
    const lost = (await checkout(t, buyer, [shop], 'VNPAY')).json().data
    const lostPayment = await paymentRow(lost.payment._id)
    // the gateway's books say paid (the IPN was lost on the way)
    await t.database.db.insert(devGatewayTransactions).values({
      gateway: 'vnpay',
      ref: lostPayment.txnRef,
      amount: lostPayment.amount,
      status: 'paid',
      transNo: '77777777',
      request: { vnp_BankCode: 'NCB', payDate: '20261121100000', vnp_OrderInfo: 'x' },
    })
    const past = new Date(Date.now() - 3_600_000)
    await t.database.db.update(payments).set({ expiresAt: past }).where(sql`${payments.id} IN (${unpaid.payment._id}, ${lost.payment._id})`)

    expect(await t.services.payments.expireStale()).toBe(1)
    expect(await paymentRow(unpaid.payment._id)).toMatchObject({ status: 'expired' })
    expect(await orderRow(unpaid.orders[0]._id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' })
    expect(await paymentRow(lost.payment._id)).toMatchObject({ status: 'paid', gatewayTxnNo: '77777777' })
    expect(await orderRow(lost.orders[0]._id)).toMatchObject({ status: 'awaiting_confirmation', paymentStatus: 'paid' })
    const ledger = await t.database.db.select().from(paymentIpns).where(eq(paymentIpns.paymentId, lost.payment._id))
    expect(ledger.map((r) => [r.kind, r.effect])).toEqual([['query', 'paid']])
  })
})

describe('ownership', () => {
  it("another buyer's order or payment is a 404; a visitor must sign in", async () => {
    const owner = await createBuyer(t)
    const data = (await checkout(t, owner, [shop], 'VNPAY')).json().data
    const other = await createBuyer(t)
    const orderId = data.orders[0]._id
    for (const [method, url] of [
      ['POST', `/api/v1/mobile/orders/${orderId}/pay`],
      ['GET', `/api/v1/mobile/payments/${data.payment._id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: other.headers })
      expect(res.statusCode, url).toBe(404)
      expect((await t.app.inject({ method, url })).statusCode).toBe(401)
      expect((await t.app.inject({ method, url, headers: owner.headers })).statusCode).toBe(200)
    }
    // malformed ids are refused by the routes' schemas (issue 12)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/mobile/payments/not-an-id', headers: owner.headers })).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/mobile/orders/not-an-id/pay', headers: owner.headers })).statusCode).toBe(
      400,
    )
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mobile/orders/${orderId}/pay`,
      headers: owner.headers,
      payload: { payment_method: 'COD' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('VALIDATION_FAILED')
  })
})
