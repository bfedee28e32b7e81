import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createAdmin, createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { createBuyer, insertVoucher, placeOrder, quotedOrder, saveVoucher } from '../../../test/commerce-fixtures.ts'
import { createTestApp, readOutboxMessages, type TestApp } from '../../../test/helpers.ts'
import { createOrderBuyer, firstVariant, insertOrder } from '../../../test/order-fixtures.ts'
import { products } from '../catalog/catalog.tables.ts'
import { enqueueVoucherReminders } from '../pricing/index.ts'

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

describe('checkout, moderation and reminders', () => {
  it('a COD order placed with a shop tells the seller (new order) and, when stock runs low, warns once a day', async () => {
    const shop = await createSeller(t, { shopName: 'Shop Son Môi', provinceCode: '79' })
    const p = await insertProduct(t, {
      shopId: shop.shop.id,
      name: 'Son kem lì Velvet',
      variants: [{ options: [], price: 180_000, salePrice: 180_000, stock: 7 }],
    })
    const v = await firstVariant(t, p.id)
    const b = await createBuyer(t)
    const body = await quotedOrder(t.app, b.headers, {
      shops: [
        { shop_id: shop.shop.id, items: [{ product_id: p.id, variant_id: v.id, quantity: 3, sale_price: 0 }], shipping_method: 'GHTK' },
      ],
      address_id: b.addressId,
      payment_method: 'COD',
      accept_terms: true,
    })
    const res = await placeOrder(t.app, b.headers, body)
    expect(res.statusCode, res.body).toBe(200)
    const orderId = res.json().data.orders[0]._id
    const sellerSide = await inbox(shop.headers, 'SELLER')
    expect(sellerSide.find((n) => n.event === 'order.new')).toMatchObject({
      order_id: orderId,
      link: `/ban-hang/quan-ly-don-hang/${orderId}`,
    })
    const low = sellerSide.filter((n) => n.event === 'stock.low')
    expect(low).toHaveLength(1)
    expect(low[0]!.body).toContain('Son kem lì Velvet')
    expect(low[0]!.link).toBe(`/ban-hang/quan-ly-san-pham/cap-nhat/${p.id}`)
    expect((await inbox(b.headers, 'BUYER')).map((n) => n.event)).toContain('order.awaiting_confirmation')
    // a second order the same day: a new order, no second low-stock warning
    const again = await placeOrder(
      t.app,
      b.headers,
      await quotedOrder(t.app, b.headers, {
        ...body,
        shops: body.shops.map((s) => ({ ...s, items: s.items.map((i) => ({ ...i, quantity: 1 })) })),
      }),
    )
    expect(again.statusCode, again.body).toBe(200)
    const after = await inbox(shop.headers, 'SELLER')
    expect(after.filter((n) => n.event === 'order.new')).toHaveLength(2)
    expect(after.filter((n) => n.event === 'stock.low')).toHaveLength(1)
  })

  it('an admin decision on a product reaches its shop owner', async () => {
    const admin = await createAdmin(t)
    const shop = await createSeller(t, { shopName: 'Shop Chờ Duyệt' })
    const p = await insertProduct(t, { shopId: shop.shop.id, name: 'Áo len cổ lọ' })
    await t.database.db.update(products).set({ status: 'pending' }).where(eq(products.id, p.id))
    const res = await req('POST', `/api/v1/admin/products/${p.id}/reject`, admin.headers, { reason: 'Ảnh sản phẩm bị mờ' })
    expect(res.statusCode, res.body).toBe(200)
    const got = (await inbox(shop.headers, 'SELLER')).find((n) => n.event === 'product.rejected')
    expect(got?.body).toBe('Sản phẩm "Áo len cổ lọ" chưa được duyệt. Lý do: Ảnh sản phẩm bị mờ.')
    expect(got?.link).toBe(`/ban-hang/quan-ly-san-pham/cap-nhat/${p.id}`)
  })

  it('reminds a buyer once of a saved, unused voucher ending within a day', async () => {
    const b = await createOrderBuyer(t, 'Phạm Thu')
    const soon = await insertVoucher(t, { code: 'SAPHET', endsAt: new Date(Date.now() + 5 * 3_600_000) })
    const later = await insertVoucher(t, { code: 'CONLAU', endsAt: new Date(Date.now() + 72 * 3_600_000) })
    await saveVoucher(t, b.userId, soon.id)
    await saveVoucher(t, b.userId, later.id)
    expect(await enqueueVoucherReminders(t.database.db)).toBeGreaterThanOrEqual(1)
    await enqueueVoucherReminders(t.database.db)
    const reminders = (await inbox(b.headers, 'BUYER')).filter((n) => n.event === 'voucher.expiring')
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.body).toContain('SAPHET')
  })
})
