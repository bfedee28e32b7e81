import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../test/helpers.ts'
import { checkout, createBuyer, listeningApp, payInBrowser, resultPageOf, shopWithProduct } from '../../../test/payments-fixtures.ts'

/**
 * Issue 12: a buyer on 127.0.0.1 was sent back from the gateway to PUBLIC_URL's localhost (another
 * site: no session cookie) and saw "transaction not found" although the payment was recorded.
 * The return now brings them back to the site they paid from (when it is ours), and the result
 * link carries a key that reads that one payment without a session.
 */
let t: TestApp
let base: string
let port: string
let shop: Awaited<ReturnType<typeof shopWithProduct>>

beforeAll(async () => {
  ;({ t, base } = await listeningApp())
  port = new URL(base).port
  shop = await shopWithProduct(t, { sale: 159_000 })
})
afterAll(() => t.close())

const payment = (id: string, headers: Record<string, string> = {}, key?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/mobile/payments/${id}${key === undefined ? '' : `?key=${key}`}`, headers })

describe('coming back from the gateway', () => {
  it('returns the buyer to the loopback name they shopped on (localhost, PUBLIC_URL 127.0.0.1), and the link reads the payment without a session', async () => {
    const buyer = await createBuyer(t)
    const onLocalhost = { ...buyer, headers: { ...buyer.headers, host: `localhost:${port}` } }
    const res = await checkout(t, onLocalhost, [shop], 'MOMO')
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    // the simulator itself stays on PUBLIC_URL (it stands for the gateway's own site)
    expect(data.payment_url.startsWith(`${base}/dev-gateway/momo/`)).toBe(true)

    const walk = await payInBrowser(base, data.payment_url, 'approve')
    expect(walk.toMerchant.startsWith(`http://localhost:${port}/api/v1/payments/momo/return?`)).toBe(true)
    expect(walk.resultPage).toMatch(resultPageOf(data.payment._id))
    const key = new URL(walk.resultPage!, base).searchParams.get('key')!

    // no session at all (another host, logged out): the link's key reads the payment
    const anonymous = await payment(data.payment._id, {}, key)
    expect(anonymous.statusCode, anonymous.body).toBe(200)
    expect(anonymous.json().data).toMatchObject({ _id: data.payment._id, status: 'paid', method: 'MOMO', amount: data.orders[0].total })
    // the buyer's own session reads it without the key
    expect((await payment(data.payment._id, buyer.headers)).json().data.status).toBe('paid')

    // a wrong or another payment's key reads nothing
    const stranger = await createBuyer(t)
    expect((await payment(data.payment._id, {}, 'x'.repeat(22))).statusCode).toBe(401)
    // one character changed (never to itself: a key ending in "A" made this the right key, 1 run in 64)
    const wrongKey = `${key.slice(0, 21)}${key.endsWith('A') ? 'B' : 'A'}`
    expect((await payment(data.payment._id, stranger.headers, wrongKey)).statusCode).toBe(404)
    expect((await payment(data.payment._id, stranger.headers)).statusCode).toBe(404)
    const other = (await checkout(t, stranger, [shop], 'VNPAY')).json().data
    expect((await payment(other.payment._id, {}, key)).statusCode).toBe(401)
  })

  it('pays again from the site the request came from too (VNPay), and never to a host that is not ours', async () => {
    const buyer = await createBuyer(t)
    const data = (await checkout(t, buyer, [shop], 'VNPAY')).json().data
    const returnOf = (payUrl: string) => new URL(payUrl).searchParams.get('vnp_ReturnUrl')
    // the request came to PUBLIC_URL itself
    expect(returnOf(data.payment_url)).toBe(`${base}/api/v1/payments/vnpay/return`)

    const order = data.orders[0]._id
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mobile/orders/${order}/pay`,
      headers: { ...buyer.headers, host: `localhost:${port}` },
      payload: {},
    })
    expect(again.statusCode, again.body).toBe(200)
    expect(returnOf(again.json().data.pay_url)).toBe(`http://localhost:${port}/api/v1/payments/vnpay/return`)

    const spoofed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mobile/orders/${order}/pay`,
      headers: { ...buyer.headers, host: 'evil.example' },
      payload: {},
    })
    expect(spoofed.statusCode, spoofed.body).toBe(200)
    expect(returnOf(spoofed.json().data.pay_url)).toBe(`${base}/api/v1/payments/vnpay/return`)
  })
})
