import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { createBuyer, placeOrder, quotedOrder } from '../../../test/commerce-fixtures.ts'
import { authHeader, createTestApp, type OutboxMessage, readOutboxMessages, type TestApp } from '../../../test/helpers.ts'
import { productVariants } from '../catalog/catalog.tables.ts'

let t: TestApp
let shopA: Awaited<ReturnType<typeof createSeller>>
let shopB: Awaited<ReturnType<typeof createSeller>>

async function product(shopId: string, name: string, sale: number) {
  const p = await insertProduct(t, { shopId, name, variants: [{ options: ['Đen', 'Size M'], price: sale, salePrice: sale, stock: 10 }] })
  const [variant] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, p.id))
  return { productId: p.id, variantId: variant!.id, shopId }
}

const line = (p: Awaited<ReturnType<typeof product>>, quantity = 1) => ({
  shop_id: p.shopId,
  items: [{ product_id: p.productId, variant_id: p.variantId, quantity, sale_price: 0 }],
  shipping_method: 'GHTK',
})

/** The confirmation sent to `to` (the `order.placed` notification's e-mail: sent when the outbox dispatches). */
async function mailTo(to: string): Promise<OutboxMessage & { html?: string }> {
  await t.outbox.drain()
  const mail = readOutboxMessages(t.dataDir, to).find((m) => m.channel === 'mail' && /^Xinh: /.test(m.subject ?? ''))
  if (!mail) throw new Error(`no confirmation e-mail to ${to}`)
  return mail
}

beforeAll(async () => {
  t = await createTestApp()
  shopA = await createSeller(t, { shopName: 'Shop Áo Hà', provinceCode: '79' })
  shopB = await createSeller(t, { shopName: 'Shop Son Môi', provinceCode: '01' })
})
afterAll(() => t.close())

describe('order confirmation e-mail', () => {
  it("goes to the buyer in the buyer's language with every order's code, items and total", async () => {
    const buyer = await createBuyer(t)
    const a = await product(shopA.shop.id, 'Áo sơ mi lụa tay dài', 250_000)
    const b = await product(shopB.shop.id, 'Son kem lì Velvet', 180_000)
    const en = { ...buyer.headers, 'accept-language': 'en' }
    const order = await quotedOrder(t.app, en, {
      shops: [line(a, 2), line(b)],
      address_id: buyer.addressId,
      payment_method: 'COD',
      accept_terms: true,
    })
    const res = await placeOrder(t.app, en, order)
    expect(res.statusCode, res.body).toBe(200)
    const placed = res.json().data as { orders: Array<{ code: string; total: number }> }
    expect(placed.orders).toHaveLength(2)

    const mail = await mailTo(buyer.email)
    expect(mail.subject).toBe(`Xinh: we have your order ${placed.orders.map((o) => o.code).join(', ')}`)
    expect(mail.text).toContain(`Hi ${buyer.userName},`)
    expect(mail.text).toContain('We have received your 2 orders')
    for (const o of placed.orders) expect(mail.text).toContain(`Order ${o.code}`)
    expect(mail.text).toContain('Shop: Shop Áo Hà')
    expect(mail.text).toContain('Shop: Shop Son Môi')
    expect(mail.text).toMatch(/Áo sơ mi lụa tay dài \(Đen, Size M\) × 2: 500\.000\s₫/)
    expect(mail.text).toMatch(/Son kem lì Velvet \(Đen, Size M\) × 1: 180\.000\s₫/)
    expect(mail.text).toContain('Cash on delivery (COD)')
    const total = placed.orders.reduce((s, o) => s + o.total, 0)
    expect(total).toBe(order.total_order_payment)
    expect(mail.text).toMatch(new RegExp(`Total: ${new Intl.NumberFormat('vi-VN').format(total)}\\s₫`))
    expect(mail.text).toContain(`${t.config.publicUrl}/trang-ca-nhan/don-hang`)
    expect(mail.text).not.toContain('Create an account')
    expect(mail.html).toContain('Áo sơ mi lụa tay dài')

    // a replay of the same request (same Idempotency-Key) sends nothing more
    const key = crypto.randomUUID()
    const again = await quotedOrder(t.app, buyer.headers, {
      shops: [line(a)],
      address_id: buyer.addressId,
      payment_method: 'COD',
      accept_terms: true,
    })
    await placeOrder(t.app, buyer.headers, again, key)
    await placeOrder(t.app, buyer.headers, again, key)
    // dispatching again (a sweeper after a crash, another process) sends nothing more either
    await t.outbox.drain()
    await t.outbox.drain()
    expect(readOutboxMessages(t.dataDir, buyer.email).filter((m) => /^Xinh: /.test(m.subject ?? ''))).toHaveLength(2)
  })

  it('is a receipt: sent with the orders e-mail preference off, once, in the stored language, never a bell item', async () => {
    const buyer = await createBuyer(t)
    const prefs = await t.app.inject({
      method: 'PUT',
      url: '/community/v1/notification/preferences',
      headers: buyer.headers,
      payload: { preferences: [{ type: 'orders', email: false }] },
    })
    expect(prefs.statusCode, prefs.body).toBe(200)
    const lang = await t.app.inject({
      method: 'PUT',
      url: '/community/v1/notification/language',
      headers: buyer.headers,
      payload: { language: 'ko' },
    })
    expect(lang.statusCode, lang.body).toBe(200)
    const a = await product(shopA.shop.id, 'Váy hoa nhí', 320_000)
    // ordered with a Vietnamese UI: the stored language wins
    const order = await quotedOrder(t.app, buyer.headers, {
      shops: [line(a)],
      address_id: buyer.addressId,
      payment_method: 'COD',
      accept_terms: true,
    })
    const res = await placeOrder(t.app, buyer.headers, order)
    expect(res.statusCode, res.body).toBe(200)
    const code = res.json().data.orders[0].code as string

    const mail = await mailTo(buyer.email)
    expect(mail.text).toContain(code)
    expect(mail.text).toContain(`${buyer.userName}님`)
    expect(readOutboxMessages(t.dataDir, buyer.email).filter((m) => m.text.includes(code))).toHaveLength(1)
    // the bell holds each order's own item (order.awaiting_confirmation), not the checkout's receipt
    const list = await t.app.inject({ method: 'GET', url: '/api/v2/mobile/notifications', headers: buyer.headers })
    const events = (list.json().data as Array<{ event: string }>).map((n) => n.event)
    expect(events).toContain('order.awaiting_confirmation')
    expect(events).not.toContain('order.placed')
  })

  it('reaches a visitor at the e-mail typed at checkout, in Vietnamese by default, and offers an account', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user' })
    const headers = authHeader(guest.json().data.accessToken)
    const a = await product(shopA.shop.id, 'Chân váy chữ A', 199_000)
    const ward = (await t.app.inject({ method: 'GET', url: '/api/v1/public/provinces/79/wards' })).json().data[0]
    const email = `khach.${Date.now()}@example.vn`
    const order = await quotedOrder(t.app, headers, {
      shops: [line(a)],
      guest_address: { name: 'Lê Minh Thư', phone: '0987654321', email, province_code: '79', ward_code: ward.code, street: '5 Đồng Khởi' },
      payment_method: 'COD',
      accept_terms: true,
    })
    const res = await placeOrder(t.app, headers, order)
    expect(res.statusCode, res.body).toBe(200)
    const code = res.json().data.orders[0].code

    const mail = await mailTo(email)
    expect(mail.subject).toBe(`Xinh: đã nhận đơn hàng ${code}`)
    expect(mail.text).toContain('Chào Lê Minh Thư,')
    expect(mail.text).toContain(`Đơn hàng ${code}`)
    expect(mail.text).toContain('Chân váy chữ A (Đen, Size M) × 1')
    expect(mail.text).toContain('Tạo tài khoản để theo dõi đơn hàng dễ dàng hơn')
  })
})
