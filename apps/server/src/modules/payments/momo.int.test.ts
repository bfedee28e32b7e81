import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller } from '../../../test/catalog-fixtures.ts'
import type { TestApp } from '../../../test/helpers.ts'
import {
  checkout,
  createBuyer,
  listeningApp,
  resultPageOf,
  momoResult,
  payInBrowser,
  shopWithProduct,
} from '../../../test/payments-fixtures.ts'
import { orders } from '../orders/orders.tables.ts'
import { devGatewayTransactions, paymentIpns, payments, refunds } from './payments.tables.ts'

let t: TestApp
let base: string
let shop: Awaited<ReturnType<typeof shopWithProduct>>

beforeAll(async () => {
  ;({ t, base } = await listeningApp())
  shop = await shopWithProduct(t, { sale: 189_000 })
})
afterAll(() => t.close())

const ordersOf = (checkoutId: string) =>
  t.database.db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.id))
const paymentRow = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!
const postIpn = (body: unknown) =>
  fetch(`${base}/api/v1/payments/momo/ipn`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('checkout with MoMo through the simulator', () => {
  it('declined on the wallet page: still unpaid; paying again from the order and approving pays it', async () => {
    const buyer = await createBuyer(t)
    const res = await checkout(t, buyer, [shop], 'MOMO')
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.payment).toMatchObject({ method: 'MOMO', amount: data.orders[0].total })
    expect(data.payment_url).toMatch(new RegExp(`^${base}/dev-gateway/momo/pay/[0-9a-f]{32}$`))
    const first = await paymentRow(data.payment._id)

    const declined = await payInBrowser(base, data.payment_url, 'decline')
    expect(declined.html).toContain('Ví MoMo')
    expect(declined.toMerchant.startsWith(`${base}/api/v1/payments/momo/return?`)).toBe(true)
    expect(new URL(declined.toMerchant).searchParams.get('resultCode')).toBe('1006')
    expect(declined.resultPage).toMatch(resultPageOf(first.id))
    expect(await paymentRow(first.id)).toMatchObject({ status: 'failed', resultCode: '1006' })
    const [order] = await ordersOf(data.checkout_id)
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' })
    // the page cannot be used twice
    expect((await fetch(data.payment_url)).status).toBe(409)

    const again = await t.app.inject({ method: 'POST', url: `/api/v1/mobile/orders/${order!.id}/pay`, headers: buyer.headers, payload: {} })
    expect(again.statusCode, again.body).toBe(200)
    const retry = again.json().data
    expect(retry).toMatchObject({ method: 'MOMO', amount: order!.total, order_ids: [order!.id] })
    expect(retry._id).not.toBe(first.id)

    const approved = await payInBrowser(base, retry.pay_url, 'approve')
    expect(approved.resultPage).toMatch(resultPageOf(retry._id))
    expect((await ordersOf(data.checkout_id))[0]).toMatchObject({ status: 'awaiting_confirmation', paymentStatus: 'paid' })
    const paid = await paymentRow(retry._id)
    expect(paid).toMatchObject({ status: 'paid', resultCode: '0' })
    expect(Number(paid.gatewayTxnNo)).toBeGreaterThan(0)
    const ledger = await t.database.db
      .select()
      .from(paymentIpns)
      .where(eq(paymentIpns.paymentId, retry._id))
      .orderBy(asc(paymentIpns.receivedAt))
    expect(ledger.map((r) => [r.kind, r.answer, r.effect])).toEqual([
      ['ipn', '204', 'paid'],
      ['return', '302', 'duplicate'],
    ])

    // paid: nothing left to pay
    const paidAgain = await t.app.inject({ method: 'POST', url: `/api/v1/mobile/orders/${order!.id}/pay`, headers: buyer.headers })
    expect(paidAgain.statusCode).toBe(409)
    expect(paidAgain.json().error.code).toBe('ORDER_NOT_PAYABLE')
  })

  it('paying again with another online method: the order records the method it was paid with', async () => {
    const buyer = await createBuyer(t)
    const data = (await checkout(t, buyer, [shop], 'MOMO')).json().data
    await payInBrowser(base, data.payment_url, 'decline')
    const [order] = await ordersOf(data.checkout_id)
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mobile/orders/${order!.id}/pay`,
      headers: buyer.headers,
      payload: { payment_method: 'VISA' },
    })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data).toMatchObject({ method: 'VISA' })
    expect((await ordersOf(data.checkout_id))[0]).toMatchObject({ paymentMethod: 'MOMO', paymentStatus: 'unpaid' })
    await payInBrowser(base, again.json().data.pay_url, 'approve')
    expect((await ordersOf(data.checkout_id))[0]).toMatchObject({
      status: 'awaiting_confirmation',
      paymentStatus: 'paid',
      paymentMethod: 'VISA',
    })
  })

  it('answers MoMo IPNs with 204: a tampered or wrong-amount one changes nothing, a replay changes nothing', async () => {
    const buyer = await createBuyer(t)
    const data = (await checkout(t, buyer, [shop], 'MOMO')).json().data
    const p = await paymentRow(data.payment._id)
    for (const body of [
      momoResult(t, { orderId: p.txnRef, amount: p.amount, tamper: true }),
      momoResult(t, { orderId: p.txnRef, amount: p.amount + 1_000 }),
    ]) {
      const res = await postIpn(body)
      expect(res.status).toBe(204)
    }
    // awaiting the user: nothing happens yet
    expect((await postIpn(momoResult(t, { orderId: p.txnRef, amount: p.amount, resultCode: 1000 }))).status).toBe(204)
    expect((await paymentRow(p.id)).status).toBe('pending')

    const good = momoResult(t, { orderId: p.txnRef, amount: p.amount, transId: 2820086739 })
    expect((await postIpn(good)).status).toBe(204)
    expect(await paymentRow(p.id)).toMatchObject({ status: 'paid', gatewayTxnNo: '2820086739' })
    const after = await ordersOf(data.checkout_id)
    expect((await postIpn(good)).status).toBe(204)
    expect((await postIpn(momoResult(t, { orderId: p.txnRef, amount: p.amount, resultCode: 1006 }))).status).toBe(204)
    expect(await ordersOf(data.checkout_id)).toEqual(after)
    const ledger = await t.database.db
      .select()
      .from(paymentIpns)
      .where(eq(paymentIpns.txnRef, p.txnRef))
      .orderBy(asc(paymentIpns.receivedAt), asc(paymentIpns.id))
    expect(ledger.map((r) => [r.signatureValid, r.effect])).toEqual([
      [false, 'rejected'],
      [true, 'rejected'],
      [true, 'ignored'],
      [true, 'paid'],
      [true, 'duplicate'],
      [true, 'duplicate'],
    ])
  })

  it('refuses MoMo for an amount outside 1,000–50,000,000 VND before creating orders', async () => {
    const dear = await shopWithProduct(t, { sale: 26_000_000 })
    const buyer = await createBuyer(t)
    const res = await checkout(t, buyer, [{ ...dear, quantity: 2 }], 'MOMO')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('PAYMENT_AMOUNT_OUT_OF_RANGE')
    expect(await t.database.db.select().from(orders).where(eq(orders.buyerId, buyer.userId))).toEqual([])
  })
})

describe('MoMo refunds', () => {
  it('refunds through MoMo; the same request again is recognised as done, never paid twice', async () => {
    const buyer = await createBuyer(t)
    const data = (await checkout(t, buyer, [shop], 'MOMO')).json().data
    await payInBrowser(base, data.payment_url, 'approve')
    const orderId = data.orders[0]._id
    const [line] = await t.database.db.transaction((tx) =>
      t.services.payments.requestRefund(tx, { orderId, amount: 40_000, reason: 'return', sourceId: null }),
    )
    expect(line).toMatchObject({ method: 'gateway', amount: 40_000 })
    expect(await t.services.payments.processRefunds([line!.id])).toEqual({ succeeded: 1, retrying: 0, fellBack: 0 })
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.id, line!.id))
    expect(refund).toMatchObject({ status: 'succeeded' })
    const p = await paymentRow(data.payment._id)
    const gateway = t.services.payments.gatewaySetup.gateways.momo
    const again = {
      requestId: refund!.requestId,
      txnRef: p.txnRef,
      transNo: p.gatewayTxnNo,
      paidAt: p.gatewayPaidAt,
      paymentCreatedAt: p.createdAt,
      amount: 40_000,
      full: false,
      description: 'Hoan tien',
      ip: '127.0.0.1',
    }
    // MoMo answers 41 (orderId used); the client finds the refund in the payment's refundTrans
    expect(await gateway.refund(again)).toMatchObject({ status: 'succeeded', ref: refund!.gatewayRef })
    const books = await t.database.db.select().from(devGatewayTransactions).where(eq(devGatewayTransactions.ref, p.txnRef))
    expect(books[0]!.refunded).toBe(40_000)
    // more than is left: MoMo refuses (1081)
    expect(await gateway.refund({ ...again, requestId: crypto.randomUUID().replaceAll('-', ''), amount: p.amount })).toMatchObject({
      status: 'failed',
      code: '1081',
    })
  })
})

describe('shops choose the payment methods they accept', () => {
  it('a shop that does not take MoMo: the quote says so and checkout refuses it; only its seller may change it', async () => {
    const own = await shopWithProduct(t, { sale: 120_000 })
    const url = '/api/v1/seller/settings/payments'
    expect((await t.app.inject({ method: 'GET', url, headers: own.seller.headers })).json().data.methods).toEqual([
      'COD',
      'MOMO',
      'VNPAY',
      'VISA',
      'BANK_CARD',
    ])
    for (const payload of [{ methods: [] }, { methods: ['PAYPAL'] }, { methods: ['COD', 'COD'] }, {}]) {
      const bad = await t.app.inject({ method: 'PUT', url, headers: own.seller.headers, payload })
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400)
    }
    const buyer = await createBuyer(t)
    expect((await t.app.inject({ method: 'PUT', url, headers: buyer.headers, payload: { methods: ['COD'] } })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'PUT', url, payload: { methods: ['COD'] } })).statusCode).toBe(401)
    const pending = await createSeller(t, { status: 'waiting_approval' })
    expect((await t.app.inject({ method: 'PUT', url, headers: pending.headers, payload: { methods: ['COD'] } })).statusCode).toBe(403)

    const saved = await t.app.inject({ method: 'PUT', url, headers: own.seller.headers, payload: { methods: ['VNPAY', 'COD'] } })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data.methods).toEqual(['COD', 'VNPAY'])

    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mobile/checkout/quote',
      headers: buyer.headers,
      payload: {
        shops: [
          { shop_id: own.shopId, items: [{ product_id: own.productId, variant_id: own.variantId, quantity: 1 }] },
          { shop_id: shop.shopId, items: [{ product_id: shop.productId, variant_id: shop.variantId, quantity: 1 }] },
        ],
      },
    })
    expect(quote.json().data.payment_methods).toEqual([
      { id: 'COD', available: true },
      { id: 'MOMO', available: false },
      { id: 'VNPAY', available: true },
      { id: 'VISA', available: false },
      { id: 'BANK_CARD', available: false },
    ])
    const refused = await checkout(t, buyer, [own, shop], 'MOMO')
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.code).toBe('PAYMENT_METHOD_UNAVAILABLE')
    expect(await t.database.db.select().from(orders).where(eq(orders.buyerId, buyer.userId))).toEqual([])
    expect((await checkout(t, buyer, [own, shop], 'VNPAY')).statusCode).toBe(200)
  })
})

describe('MoMo down', () => {
  it('keeps the orders unpaid with PAYMENT_LINK_FAILED; a replay answers the same, and paying again works once MoMo is back', async () => {
    // real credentials pointing at a port nobody listens on: the gateway is unreachable
    const down = await listeningApp({
      MOMO_PARTNER_CODE: 'MOMOTEST',
      MOMO_ACCESS_KEY: 'access',
      MOMO_SECRET_KEY: 'secret',
      MOMO_ENDPOINT: 'http://127.0.0.1:9',
    })
    const d = down.t
    const seller = await shopWithProduct(d, { sale: 150_000 })
    const buyer = await createBuyer(d)
    const key = crypto.randomUUID()
    const res = await checkout(d, buyer, [seller], 'MOMO', key)
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.payment_url).toBeNull()
    expect(data.payment).toBeNull()
    expect(data.payment_error).toEqual({ code: 'PAYMENT_LINK_FAILED', message: 'Không lấy được liên kết thanh toán' })
    const rows = await d.database.db.select().from(orders).where(eq(orders.checkoutId, data.checkout_id))
    expect(rows.map((o) => [o.status, o.paymentStatus])).toEqual([['pending', 'unpaid']])
    const attempts = await d.database.db.select().from(payments).where(eq(payments.checkoutId, data.checkout_id))
    expect(attempts.map((p) => p.status)).toEqual(['failed'])
    const replay = await checkout(d, buyer, [seller], 'MOMO', key)
    expect(replay.json().data).toEqual(data)
    // MoMo still down: the retry says so too
    const retry = await d.app.inject({ method: 'POST', url: `/api/v1/mobile/orders/${rows[0]!.id}/pay`, headers: buyer.headers })
    expect(retry.statusCode).toBe(502)
    expect(retry.json().error.code).toBe('PAYMENT_LINK_FAILED')
    // …and VNPay (simulated) takes over
    const vnpay = await d.app.inject({
      method: 'POST',
      url: `/api/v1/mobile/orders/${rows[0]!.id}/pay`,
      headers: buyer.headers,
      payload: { payment_method: 'VNPAY' },
    })
    expect(vnpay.statusCode, vnpay.body).toBe(200)
    await payInBrowser(down.base, vnpay.json().data.pay_url, 'approve')
    expect((await d.database.db.select().from(orders).where(eq(orders.id, rows[0]!.id)))[0]).toMatchObject({
      status: 'awaiting_confirmation',
      paymentStatus: 'paid',
    })
    await d.close()
  })
})
