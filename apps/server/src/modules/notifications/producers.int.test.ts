import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { createTestApp, readOutboxMessages, type TestApp } from '../../../test/helpers.ts'
import { createOrderBuyer, firstVariant, insertOrder } from '../../../test/order-fixtures.ts'

/** The producers of issue 15: business changes notify through the outbox, in the recipient's language. */

let t: TestApp
let seller: Awaited<ReturnType<typeof createSeller>>
let buyer: Awaited<ReturnType<typeof createOrderBuyer>>
let variant: string

type Headers = Record<string, string>
const req = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
async function inbox(headers: Headers, audience: 'BUYER' | 'SELLER') {
  await t.outbox.drain()
  const res = await req('GET', `/community/v1/notification/get-all?audience=${audience}&limit=100`, headers)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as Array<{ event: string; order_id: string | null; title: string; body: string; link: string | null }>
}

beforeAll(async () => {
  t = await createTestApp()
  seller = await createSeller(t, { shopName: 'Shop Hoa Mai' })
  const product = await insertProduct(t, {
    shopId: seller.shop.id,
    name: 'Váy hoa nhí vintage',
    variants: [{ options: [], price: 250_000, salePrice: 199_000, stock: 500 }],
  })
  variant = (await firstVariant(t, product.id)).id
  buyer = await createOrderBuyer(t, 'Đỗ Ngọc Lan')
})
afterAll(() => t.close())

describe('order status changes', () => {
  it('tell the buyer each step and the seller what needs them; e-mails in the buyer’s language', async () => {
    await req('PUT', '/community/v1/notification/language', buyer.headers, { language: 'en' })
    const o = await insertOrder(t, {
      buyerId: buyer.userId,
      shopId: seller.shop.id,
      lines: [{ variantId: variant, quantity: 1 }],
      status: 'awaiting_confirmation',
    })
    expect((await req('POST', `/api/v1/seller/orders/${o.id}/confirm`, seller.headers)).statusCode).toBe(200)
    const afterConfirm = await inbox(buyer.headers, 'BUYER')
    expect(afterConfirm.filter((n) => n.order_id === o.id).map((n) => n.event)).toEqual(['order.confirmed'])
    expect(afterConfirm[0]).toMatchObject({ title: 'Order confirmed', link: `/trang-ca-nhan/don-hang/${o.id}` })
    expect(afterConfirm[0]!.body).toContain('Shop Hoa Mai')
    // the status e-mail is the notification's e-mail, in English now
    const mail = readOutboxMessages(t.dataDir, buyer.email).find((m) => m.subject?.includes(o.code))
    expect(mail?.subject).toBe(`Xinh: Order ${o.code} has been confirmed`)

    // the buyer asks to cancel a preparing order: the seller is told, then declines
    const cancel = await req('POST', `/api/v1/mobile/orders/${o.id}/cancel`, buyer.headers, { reason_id: 'changed_mind' })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const sellerInbox = await inbox(seller.headers, 'SELLER')
    const request = sellerInbox.find((n) => n.order_id === o.id && n.event === 'order.cancel_requested')
    expect(request?.link).toBe(`/ban-hang/quan-ly-don-hang/${o.id}`)
    expect(request?.body).toContain(o.code)
    const reject = await req('POST', `/api/v1/seller/orders/${o.id}/cancel-request/reject`, seller.headers, { reason: 'Đã đóng gói xong' })
    expect(reject.statusCode, reject.body).toBe(200)
    expect((await inbox(buyer.headers, 'BUYER')).filter((n) => n.order_id === o.id).map((n) => n.event)).toEqual([
      'order.cancel_rejected',
      'order.confirmed',
    ])
  })

  it('a buyer’s cancellation of an order awaiting confirmation reaches the seller with its reason, once', async () => {
    const o = await insertOrder(t, {
      buyerId: buyer.userId,
      shopId: seller.shop.id,
      lines: [{ variantId: variant, quantity: 1 }],
      status: 'awaiting_confirmation',
    })
    await req('PUT', '/community/v1/notification/language', seller.headers, { language: 'vi' })
    expect((await req('POST', `/api/v1/mobile/orders/${o.id}/cancel`, buyer.headers, { reason_id: 'changed_mind' })).statusCode).toBe(200)
    const cancelled = (await inbox(seller.headers, 'SELLER')).filter((n) => n.order_id === o.id && n.event === 'order.cancelled')
    expect(cancelled).toHaveLength(1)
    expect(cancelled[0]!.body).toContain('Lý do: Không còn nhu cầu mua nữa')
    // the buyer's own notification, in English (stored language), names the reason in English
    const mine = (await inbox(buyer.headers, 'BUYER')).find((n) => n.order_id === o.id && n.event === 'order.cancelled')
    expect(mine?.body).toMatch(/^Order .* has been cancelled\. Reason: /)
  })
})
