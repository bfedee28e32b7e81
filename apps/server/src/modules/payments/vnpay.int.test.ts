import { asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkout,
  createBuyer,
  listeningApp,
  payInBrowser,
  resultPageOf,
  shopWithProduct,
  vnpayResult,
} from '../../../test/payments-fixtures.ts'
import type { TestApp } from '../../../test/helpers.ts'
import { orderStatusHistory, orders } from '../orders/orders.tables.ts'
import { paymentIpns, paymentOrders, payments } from './payments.tables.ts'

let t: TestApp
let base: string
let shopA: Awaited<ReturnType<typeof shopWithProduct>>
let shopB: Awaited<ReturnType<typeof shopWithProduct>>

beforeAll(async () => {
  ;({ t, base } = await listeningApp())
  shopA = await shopWithProduct(t, { sale: 250_000 })
  shopB = await shopWithProduct(t, { sale: 99_000 })
})
afterAll(() => t.close())

const ordersOf = (checkoutId: string) =>
  t.database.db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.id))
const paymentRow = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!
const ledgerOf = (paymentId: string) =>
  t.database.db
    .select()
    .from(paymentIpns)
    .where(eq(paymentIpns.paymentId, paymentId))
    .orderBy(asc(paymentIpns.receivedAt), asc(paymentIpns.id))
const ipn = (query: string) =>
  fetch(`${base}/api/v1/payments/vnpay/ipn?${query}`).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { RspCode: string; Message: string },
  }))

async function placeVnpay(method = 'VNPAY') {
  const buyer = await createBuyer(t)
  const res = await checkout(t, buyer, [shopA, shopB], method)
  expect(res.statusCode, res.body).toBe(200)
  return { buyer, data: res.json().data }
}

describe('checkout with VNPay through the simulator', () => {
  it('creates pending unpaid orders with a signed payment link; approving on the page pays them and lands them in awaiting_confirmation', async () => {
    const { buyer, data } = await placeVnpay()
    expect(data.orders.map((o: { status: string }) => o.status)).toEqual(['pending', 'pending'])
    expect(data.payment_error).toBeNull()
    expect(data.payment_url).toBe(data.payment.pay_url)
    const total = data.orders.reduce((n: number, o: { total: number }) => n + o.total, 0)
    expect(data.payment).toMatchObject({ method: 'VNPAY', amount: total })
    const url = new URL(data.payment_url)
    expect(url.origin + url.pathname).toBe(`${base}/dev-gateway/vnpay/paymentv2/vpcpay.html`)
    expect(url.searchParams.get('vnp_Amount')).toBe(String(total * 100))
    expect(url.searchParams.get('vnp_BankCode')).toBeNull()
    expect(url.searchParams.get('vnp_Locale')).toBe('vn')
    expect(url.searchParams.get('vnp_ReturnUrl')).toBe(`${base}/api/v1/payments/vnpay/return`)
    expect(url.searchParams.get('vnp_CreateDate')).toMatch(/^\d{14}$/)
    let rows = await ordersOf(data.checkout_id)
    expect(rows.map((o) => [o.status, o.paymentStatus])).toEqual([
      ['pending', 'unpaid'],
      ['pending', 'unpaid'],
    ])
    expect((await paymentRow(data.payment._id)).status).toBe('pending')

    const walk = await payInBrowser(base, data.payment_url, 'approve')
    expect(walk.html).toContain('lang="vi"')
    expect(walk.html).toContain('Xác nhận thanh toán')
    expect(walk.html).not.toContain('<script')
    // the page's forms may post to the simulator and be redirected back to the merchant
    expect(walk.csp).toContain(`form-action 'self' ${base}`)
    expect(walk.toMerchant.startsWith(`${base}/api/v1/payments/vnpay/return?`)).toBe(true)
    expect(walk.back.status).toBe(302)
    expect(walk.resultPage).toMatch(resultPageOf(data.payment._id))

    rows = await ordersOf(data.checkout_id)
    expect(rows.map((o) => [o.status, o.paymentStatus])).toEqual([
      ['awaiting_confirmation', 'paid'],
      ['awaiting_confirmation', 'paid'],
    ])
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, rows[0]!.id))
      .orderBy(asc(orderStatusHistory.createdAt))
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorRole])).toEqual([
      [null, 'pending', 'buyer'],
      ['pending', 'waiting_approval', 'system'],
      ['waiting_approval', 'awaiting_confirmation', 'system'],
    ])
    const paid = await paymentRow(data.payment._id)
    expect(paid).toMatchObject({ status: 'paid', resultCode: '00', bankCode: 'NCB' })
    expect(paid.gatewayTxnNo).toMatch(/^\d{8}$/)
    // the IPN confirmed it; the browser's return came after and found it done
    expect((await ledgerOf(paid.id)).map((r) => [r.kind, r.answer, r.effect, r.signatureValid])).toEqual([
      ['ipn', '00', 'paid', true],
      ['return', '302', 'duplicate', true],
    ])

    const view = await t.app.inject({ method: 'GET', url: `/api/v1/mobile/payments/${paid.id}`, headers: buyer.headers })
    expect(view.statusCode).toBe(200)
    expect(view.json().data).toMatchObject({ _id: paid.id, status: 'paid', method: 'VNPAY', amount: total, result_code: '00' })
    expect(view.json().data.order_ids.sort()).toEqual(rows.map((o) => o.id).sort())
  })

  it('sends VISA as INTCARD and BANK_CARD as VNBANK, in English for an English buyer', async () => {
    const buyer = await createBuyer(t)
    for (const [method, code] of [
      ['VISA', 'INTCARD'],
      ['BANK_CARD', 'VNBANK'],
    ]) {
      const res = await checkout(t, { ...buyer, headers: { ...buyer.headers, 'accept-language': 'en' } }, [shopA], method!)
      const url = new URL(res.json().data.payment_url)
      expect(url.searchParams.get('vnp_BankCode')).toBe(code)
      expect(url.searchParams.get('vnp_Locale')).toBe('en')
      const page = await (await fetch(url)).text()
      expect(page).toContain('lang="en"')
      expect(page).toContain('Confirm payment')
    }
  })

  it('cancelled on the page: the attempt fails with code 24, the orders wait to be paid, and the page cannot be used again', async () => {
    const { data } = await placeVnpay()
    const walk = await payInBrowser(base, data.payment_url, 'cancel')
    const result = new URL(walk.toMerchant).searchParams
    expect([result.get('vnp_ResponseCode'), result.get('vnp_TransactionStatus'), result.get('vnp_TransactionNo')]).toEqual([
      '24',
      '02',
      '0',
    ])
    expect(await paymentRow(data.payment._id)).toMatchObject({ status: 'failed', resultCode: '24' })
    expect((await ordersOf(data.checkout_id)).every((o) => o.status === 'pending' && o.paymentStatus === 'unpaid')).toBe(true)
    const resubmit = await fetch(`${base}/dev-gateway/vnpay/paymentv2/vpcpay.html`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(new URL(data.payment_url).searchParams), action: 'approve' }).toString(),
      redirect: 'manual',
    })
    expect(resubmit.status).toBe(409)
    expect(await paymentRow(data.payment._id)).toMatchObject({ status: 'failed' })
  })

  it('refunds through VNPay once per request id: the same request again gets the first answer', async () => {
    const { data } = await placeVnpay()
    await payInBrowser(base, data.payment_url, 'approve')
    const p = await paymentRow(data.payment._id)
    const gateway = t.services.payments.gatewaySetup.gateways.vnpay
    const input = {
      requestId: 'a'.repeat(32),
      txnRef: p.txnRef,
      transNo: p.gatewayTxnNo,
      paidAt: p.gatewayPaidAt,
      paymentCreatedAt: p.createdAt,
      amount: 10_000,
      full: false,
      description: 'Hoan tien',
      ip: '127.0.0.1',
    }
    const first = await gateway.refund(input)
    expect(first).toMatchObject({ status: 'succeeded', code: '00' })
    expect(await gateway.refund(input)).toEqual(first)
    // a full refund (02) must be the whole amount, and nothing may pass what is left
    expect(await gateway.refund({ ...input, requestId: 'b'.repeat(32), full: true })).toMatchObject({ status: 'failed', code: '93' })
    expect(await gateway.refund({ ...input, requestId: 'c'.repeat(32), amount: p.amount })).toMatchObject({ status: 'failed', code: '93' })
    expect(await gateway.queryPayment({ txnRef: p.txnRef, createdAt: p.createdAt, ip: '127.0.0.1' })).toMatchObject({
      outcome: 'paid',
      amount: p.amount,
      transNo: p.gatewayTxnNo,
    })
  })

  it('shows an error page for a request whose signature does not hold, and records nothing', async () => {
    const { data } = await placeVnpay()
    const url = new URL(data.payment_url)
    url.searchParams.set('vnp_Amount', '100000')
    const res = await fetch(url)
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain('70')
    expect((await paymentRow(data.payment._id)).status).toBe('pending')
  })
})

describe('VNPay IPN', () => {
  it('answers 00 once, 02 for a replay or a later failure, 97 when tampered, 04 for a wrong amount, 01 for an unknown order — and only the first changes anything', async () => {
    const { data } = await placeVnpay()
    const p = await paymentRow(data.payment._id)
    const tampered = await ipn(vnpayResult(t, { txnRef: p.txnRef, amount: p.amount, tamper: true }))
    expect(tampered.body).toEqual({ RspCode: '97', Message: 'Invalid signature' })
    const wrongAmount = await ipn(vnpayResult(t, { txnRef: p.txnRef, amount: p.amount - 1_000 }))
    expect(wrongAmount.body.RspCode).toBe('04')
    const unknown = await ipn(vnpayResult(t, { txnRef: 'NOSUCHREF', amount: p.amount }))
    expect(unknown.body.RspCode).toBe('01')
    expect((await paymentRow(p.id)).status).toBe('pending')
    expect((await ordersOf(data.checkout_id)).every((o) => o.status === 'pending' && o.paymentStatus === 'unpaid')).toBe(true)

    const success = vnpayResult(t, { txnRef: p.txnRef, amount: p.amount })
    expect((await ipn(success)).body).toEqual({ RspCode: '00', Message: 'Confirm Success' })
    const afterFirst = await ordersOf(data.checkout_id)
    const historyCount = async () =>
      (
        await t.database.db
          .select()
          .from(orderStatusHistory)
          .where(
            inArray(
              orderStatusHistory.orderId,
              afterFirst.map((o) => o.id),
            ),
          )
      ).length
    const before = await historyCount()

    expect((await ipn(success)).body).toEqual({ RspCode: '02', Message: 'Order already confirmed' })
    const lateFailure = await ipn(vnpayResult(t, { txnRef: p.txnRef, amount: p.amount, responseCode: '24', transactionStatus: '02' }))
    expect(lateFailure.body.RspCode).toBe('02')
    expect(await ordersOf(data.checkout_id)).toEqual(afterFirst)
    expect(await historyCount()).toBe(before)
    expect(await paymentRow(p.id)).toMatchObject({ status: 'paid', resultCode: '00' })

    const ledger = await t.database.db
      .select()
      .from(paymentIpns)
      .where(eq(paymentIpns.txnRef, p.txnRef))
      .orderBy(asc(paymentIpns.receivedAt), asc(paymentIpns.id))
    expect(ledger.map((r) => [r.answer, r.effect, r.signatureValid])).toEqual([
      ['97', 'rejected', false],
      ['04', 'rejected', true],
      ['00', 'paid', true],
      ['02', 'duplicate', true],
      ['02', 'duplicate', true],
    ])
    expect(ledger[0]!.payload.vnp_SecureHash).toBeTypeOf('string')
    const lines = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.paymentId, p.id))
    expect(lines.reduce((n, l) => n + l.amount, 0)).toBe(p.amount)
  })
})
