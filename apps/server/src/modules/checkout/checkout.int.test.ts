import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { createBuyer, insertVoucher, type OrderBody, placeOrder, quotedOrder, saveVoucher } from '../../../test/commerce-fixtures.ts'
import { insertPromotion } from '../../../test/pricing-fixtures.ts'
import { authHeader, createTestApp, type TestApp } from '../../../test/helpers.ts'
import { productVariants } from '../catalog/catalog.tables.ts'
import { vouchers, voucherRedemptions } from '../pricing/pricing.tables.ts'
import { orderItems, orderStatusHistory, orders } from '../orders/orders.tables.ts'

let t: TestApp
let shopA: Awaited<ReturnType<typeof createSeller>>
let shopB: Awaited<ReturnType<typeof createSeller>>

async function product(shopId: string, opts: { stock?: number; price?: number; sale?: number; name?: string } = {}) {
  const p = await insertProduct(t, {
    shopId,
    name: opts.name ?? `Áo thun cotton form rộng ${Math.random().toString(36).slice(2, 6)}`,
    variants: [{ options: ['Đen'], price: opts.price ?? 200_000, salePrice: opts.sale ?? 150_000, stock: opts.stock ?? 10 }],
  })
  const [variant] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, p.id))
  return { productId: p.id, variantId: variant!.id, shopId }
}

const stockOf = async (variantId: string) =>
  (
    await t.database.db
      .select({ stock: productVariants.stock, sold: productVariants.sold })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
  )[0]!
const orderCount = async (buyerId: string) =>
  (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.buyerId, buyerId))).length

function body(
  buyer: { addressId: string },
  lines: Array<{ productId: string; variantId: string; shopId: string; quantity?: number }>,
  extra: Partial<OrderBody> = {},
) {
  const shops = new Map<string, OrderBody['shops'][number]>()
  for (const l of lines) {
    const s = shops.get(l.shopId) ?? { shop_id: l.shopId, items: [], shipping_method: 'GHTK' }
    s.items.push({ product_id: l.productId, variant_id: l.variantId, quantity: l.quantity ?? 1, sale_price: 0 })
    shops.set(l.shopId, s)
  }
  return { shops: [...shops.values()], address_id: buyer.addressId, payment_method: 'COD', accept_terms: true, ...extra }
}

beforeAll(async () => {
  t = await createTestApp()
  shopA = await createSeller(t, { shopName: 'Shop Áo Hà', provinceCode: '79' })
  shopB = await createSeller(t, { shopName: 'Shop Son Môi', provinceCode: '01' })
})
afterAll(() => t.close())

describe('POST /api/v1/mobile/orders', () => {
  it('creates one COD order per shop, takes stock, empties those cart lines and records history', async () => {
    const buyer = await createBuyer(t)
    const a = await product(shopA.shop.id)
    const b = await product(shopB.shop.id, { sale: 99_000, price: 120_000 })
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/mobile/carts',
      headers: buyer.headers,
      payload: { product_id: a.productId, variant_id: a.variantId, quantity: 2 },
    })
    const order = await quotedOrder(t.app, buyer.headers, body(buyer, [{ ...a, quantity: 2 }, b]))
    const res = await placeOrder(t.app, buyer.headers, order)
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.orders).toHaveLength(2)
    expect(data.orders.map((o: { status: string }) => o.status)).toEqual(['awaiting_confirmation', 'awaiting_confirmation'])
    expect(data.payment_url).toBeNull()
    // HCMC buyer: shop A ships inside the city, shop B from Hanoi
    const rows = await t.database.db.select().from(orders).where(eq(orders.checkoutId, data.checkout_id))
    const ofA = rows.find((o) => o.shopId === shopA.shop.id)!
    expect(ofA.subtotal).toBe(300_000)
    expect(ofA.shippingFee).toBe(22_000)
    expect(ofA.total).toBe(322_000)
    expect(ofA.paymentStatus).toBe('cash')
    expect(ofA.address.city).toBeTruthy()
    expect(rows.reduce((s, o) => s + o.total, 0)).toBe(order.total_order_payment)
    expect(await stockOf(a.variantId)).toEqual({ stock: 8, sold: 2 })
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, ofA.id))
    expect(items[0]).toMatchObject({ quantity: 2, unitPrice: 150_000, salePrice: 150_000, price: 200_000 })
    const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, ofA.id))
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'awaiting_confirmation', actorRole: 'buyer' }])
    const cart = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/carts/all', headers: buyer.headers })
    expect(JSON.stringify(cart.json())).not.toContain(a.variantId)
  })

  it('replays a repeated Idempotency-Key, refuses it for another body, and requires it', async () => {
    const buyer = await createBuyer(t)
    const a = await product(shopA.shop.id)
    const order = await quotedOrder(t.app, buyer.headers, body(buyer, [a]))
    const key = crypto.randomUUID()
    const [first, second] = await Promise.all([placeOrder(t.app, buyer.headers, order, key), placeOrder(t.app, buyer.headers, order, key)])
    expect(first.statusCode, first.body).toBe(200)
    expect(second.json().data).toEqual(first.json().data)
    const third = await placeOrder(t.app, buyer.headers, order, key)
    expect(third.json().data).toEqual(first.json().data)
    expect(await orderCount(buyer.userId)).toBe(1)
    expect((await stockOf(a.variantId)).stock).toBe(9)

    const other = await placeOrder(t.app, buyer.headers, { ...order, shops: [{ ...order.shops[0]!, note: 'giao giờ hành chính' }] }, key)
    expect(other.statusCode).toBe(422)
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED')
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/mobile/orders', headers: buyer.headers, payload: order })
    expect(missing.json().error.code).toBe('IDEMPOTENCY_KEY_REQUIRED')
  })

  it('answers every checkout error with its spec message and changes nothing', async () => {
    const buyer = await createBuyer(t)
    const other = await createBuyer(t)
    const a = await product(shopA.shop.id, { stock: 3 })
    const good = await quotedOrder(t.app, buyer.headers, body(buyer, [a]))
    const vi = { ...buyer.headers, 'accept-language': 'vi' }
    const en = { ...buyer.headers, 'accept-language': 'en' }
    // shop A does not take MoMo (seller payment settings)
    const settings = { methods: ['COD', 'VNPAY', 'VISA', 'BANK_CARD'] }
    await t.app.inject({ method: 'PUT', url: '/api/v1/seller/settings/payments', headers: shopA.headers, payload: settings })
    const cases: Array<[OrderBody, string, string?]> = [
      [{ ...good, shops: [{ ...good.shops[0]!, items: [] }] }, 'SELECT_PRODUCTS', 'Please select products to purchase'],
      [
        { ...good, shops: [{ ...good.shops[0]!, items: [{ ...good.shops[0]!.items[0]!, variant_id: undefined }] }] },
        'SELECT_CLASSIFICATION',
        'Please select classification',
      ],
      [{ ...good, accept_terms: false }, 'ACCEPT_TERMS', 'Agree to terms before ordering'],
      [{ ...good, address_id: other.addressId }, 'ADDRESS_INVALID', 'Address invalid, choose another'],
      [
        {
          ...good,
          address_id: undefined,
          guest_address: {
            name: 'Lan Anh',
            phone: '0912345678',
            email: 'lan@example.vn',
            province_code: '01',
            ward_code: '26734',
            street: '1 Phố Huế',
          },
        },
        'ADDRESS_INVALID',
      ],
      [{ ...good, payment_method: 'MOMO' }, 'PAYMENT_METHOD_UNAVAILABLE', 'Payment method unavailable or not accepted by the shop'],
      [
        { ...good, shops: [{ ...good.shops[0]!, payment_method: 'VNPAY' } as OrderBody['shops'][number]] },
        'PAYMENT_METHODS_NOT_UNIFORM',
        'Payment methods not uniform; split the order',
      ],
      [{ ...good, total_order_payment: good.total_order_payment - 1000 }, 'PRICE_MISMATCH', 'Wrong price or price mismatch'],
      [{ ...good, shops: [{ ...good.shops[0]!, items: [{ ...good.shops[0]!.items[0]!, sale_price: 1000 }] }] }, 'PRICE_MISMATCH'],
      [
        { ...good, shops: [{ ...good.shops[0]!, items: [{ ...good.shops[0]!.items[0]!, quantity: 4 }] }] },
        'PRODUCT_OUT_OF_STOCK',
        'Product is out of stock',
      ],
      [{ ...good, platform_voucher_code: 'KHONGCO' }, 'VOUCHER_NOT_FOUND'],
    ]
    for (const [payload, code, english] of cases) {
      const res = await placeOrder(t.app, english ? en : vi, payload)
      expect(res.json().error?.code, `${code}: ${res.body}`).toBe(code)
      expect(res.statusCode).toBeLessThan(500)
      if (english) expect(res.json().error.message).toBe(english)
    }
    // a HCMC buyer can get same-day delivery from a HCMC shop, a Hanoi buyer cannot
    const express = await quotedOrder(t.app, buyer.headers, {
      ...body(buyer, [a]),
      shops: [{ ...good.shops[0]!, shipping_method: 'EXPRESS' }],
    })
    expect(express.total_order_payment).toBe(150_000 + 45_000)
    const hanoi = await createBuyer(t, '01')
    const far = await placeOrder(t.app, hanoi.headers, { ...express, address_id: hanoi.addressId })
    expect(far.json().error.code).toBe('SHIPPING_UNAVAILABLE')
    expect(far.json().error.message).toBe('Không hỗ trợ giao hàng đến địa chỉ này')
    expect(await orderCount(buyer.userId)).toBe(0)
    expect(await stockOf(a.variantId)).toEqual({ stock: 3, sold: 0 })
  })

  it('charges the promotion price and enforces its quantity and per-user limits', async () => {
    const buyer = await createBuyer(t)
    const a = await product(shopA.shop.id, { stock: 20, sale: 100_000 })
    const {
      items: [item],
    } = await insertPromotion(t, {
      shopId: shopA.shop.id,
      items: [{ productId: a.productId, discount: 30, productLimit: 5, purchaseLimit: 2 }],
    })
    const tooMany = await quotedOrder(t.app, buyer.headers, body(buyer, [{ ...a, quantity: 3 }]))
    expect(tooMany.shops[0]!.items[0]!.sale_price).toBe(70_000)
    const limit = await placeOrder(t.app, { ...buyer.headers, 'accept-language': 'en' }, tooMany)
    expect(limit.json().error).toMatchObject({ code: 'PROMOTION_USER_LIMIT', message: 'Per-user promotion limit exceeded' })
    const ok = await placeOrder(t.app, buyer.headers, await quotedOrder(t.app, buyer.headers, body(buyer, [{ ...a, quantity: 2 }])))
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data.orders[0].total).toBe(140_000 + 22_000)
    const again = await placeOrder(t.app, buyer.headers, {
      ...tooMany,
      shops: [{ ...tooMany.shops[0]!, items: [{ ...tooMany.shops[0]!.items[0]!, quantity: 1 }] }],
      total_order_payment: 70_000 + 22_000,
    })
    expect(again.json().error.code).toBe('PROMOTION_USER_LIMIT')

    const others = await Promise.all([createBuyer(t), createBuyer(t)])
    const o1 = await placeOrder(
      t.app,
      others[0].headers,
      await quotedOrder(t.app, others[0].headers, body(others[0], [{ ...a, quantity: 2 }])),
    )
    expect(o1.statusCode).toBe(200)
    const over = await placeOrder(
      t.app,
      { ...others[1].headers, 'accept-language': 'en' },
      await quotedOrder(t.app, others[1].headers, body(others[1], [{ ...a, quantity: 2 }])),
    )
    expect(over.json().error).toMatchObject({
      code: 'PROMOTION_QUANTITY_EXCEEDED',
      message: 'Order exceeds remaining promotion quantity; adjust the quantity',
    })
    const sold = await t.database.db.execute(sql`SELECT sold FROM promotion_items WHERE id = ${item!.id}`)
    expect(Number((sold as unknown as { rows: Array<{ sold: number }> }).rows[0]!.sold)).toBe(4)
  })

  it('splits a platform voucher over the shop orders pro rata and stacks shop and free-shipping vouchers', async () => {
    const buyer = await createBuyer(t)
    const a = await product(shopA.shop.id, { sale: 300_000, price: 300_000 })
    const b = await product(shopB.shop.id, { sale: 100_000, price: 100_000 })
    const platform = await insertVoucher(t, {
      code: 'XINH10',
      type: 'percent',
      value: 10,
      maxDiscountValue: 30_000,
      minOrderValue: 200_000,
    })
    const shopVoucher = await insertVoucher(t, { code: 'HA20K', kind: 'shop', shopId: shopA.shop.id, value: 20_000 })
    const freeship = await insertVoucher(t, { code: 'FREESHIP', classify: 'free_shipping', type: 'price', value: 30_000 })
    const order = await quotedOrder(t.app, buyer.headers, {
      ...body(buyer, [a, b]),
      platform_voucher_code: 'xinh10',
      freeship_voucher_code: 'FREESHIP',
      shops: body(buyer, [a, b]).shops.map((s) => (s.shop_id === shopA.shop.id ? { ...s, voucher_code: 'HA20K' } : s)),
    })
    const res = await placeOrder(t.app, buyer.headers, order)
    expect(res.statusCode, res.body).toBe(200)
    const rows = await t.database.db.select().from(orders).where(eq(orders.checkoutId, res.json().data.checkout_id))
    const ofA = rows.find((o) => o.shopId === shopA.shop.id)!
    const ofB = rows.find((o) => o.shopId === shopB.shop.id)!
    expect(ofA.shopVoucherDiscount).toBe(20_000)
    // platform base: A 280,000 (after its shop voucher) + B 100,000 → 10 % capped at 30,000, split 280:100
    expect(ofA.platformVoucherDiscount + ofB.platformVoucherDiscount).toBe(30_000)
    expect(ofA.platformVoucherDiscount).toBe(22_105)
    expect(ofA.shippingDiscount + ofB.shippingDiscount).toBe(30_000)
    const redemptions = await t.database.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.userId, buyer.userId))
    expect(redemptions).toHaveLength(5)
    const [v] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, platform.id))
    expect(v).toMatchObject({ used: 1, budgetUsed: 30_000 })
    const [sv] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, shopVoucher.id))
    expect(sv!.used).toBe(1)
    const [fv] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, freeship.id))
    expect(fv!.budgetUsed).toBe(30_000)
    // per-customer limit 1: the same code again is refused
    const again = await placeOrder(t.app, buyer.headers, { ...body(buyer, [a]), platform_voucher_code: 'XINH10', total_order_payment: 1 })
    expect(again.json().error.code).toBe('VOUCHER_USER_LIMIT')
  })

  it('lets a visitor check out with a typed address and a guest session', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user' })
    const headers = authHeader(guest.json().data.accessToken)
    const a = await product(shopA.shop.id)
    const ward = (await t.app.inject({ method: 'GET', url: '/api/v1/public/provinces/01/wards' })).json().data?.[0]
    const wardCode = ward?.code ?? '00004'
    const guestAddress = {
      name: 'Lê Minh Thư',
      phone: '0987654321',
      email: 'thu.le@example.vn',
      province_code: '01',
      ward_code: wardCode,
      street: '5 Tràng Tiền',
    }
    const order = await quotedOrder(t.app, headers, {
      shops: body({ addressId: '' }, [a]).shops,
      guest_address: guestAddress,
      payment_method: 'COD',
      accept_terms: true,
    })
    expect(order.total_order_payment).toBe(150_000 + 32_000)
    const res = await placeOrder(t.app, headers, order)
    expect(res.statusCode, res.body).toBe(200)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().data.orders[0]._id))
    expect(row!.address).toMatchObject({ name: 'Lê Minh Thư', email: 'thu.le@example.vn', province_code: '01' })
  })

  it('never oversells: 12 buyers race for 5 units and a voucher with 3 uses', async () => {
    const a = await product(shopA.shop.id, { stock: 5, sale: 100_000, price: 100_000 })
    await insertVoucher(t, { code: 'RACE3', value: 10_000, quantity: 3, perCustomerLimit: 1 })
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createBuyer(t)))
    const bodies = await Promise.all(buyers.map((b) => quotedOrder(t.app, b.headers, { ...body(b, [a]), platform_voucher_code: 'RACE3' })))
    const results = await Promise.all(buyers.map((b, i) => placeOrder(t.app, b.headers, bodies[i]!)))
    expect(results.every((r) => r.statusCode < 500)).toBe(true)
    const won = results.filter((r) => r.statusCode === 200)
    expect(won).toHaveLength(3)
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().error.code)).toEqual(Array(9).fill('VOUCHER_EXHAUSTED'))
    const plain = await Promise.all(
      buyers.slice(3).map(async (b) => placeOrder(t.app, b.headers, await quotedOrder(t.app, b.headers, body(b, [a])))),
    )
    expect(plain.filter((r) => r.statusCode === 200)).toHaveLength(2)
    expect(plain.filter((r) => r.statusCode !== 200).every((r) => r.json().error.code === 'PRODUCT_OUT_OF_STOCK')).toBe(true)
    expect(await stockOf(a.variantId)).toEqual({ stock: 0, sold: 5 })
  })
})

describe('POST /api/v1/mobile/checkout/quote', () => {
  it('picks the best combination of saved vouchers and says why the others do not apply', async () => {
    const buyer = await createBuyer(t)
    const a = await product(shopA.shop.id, { sale: 250_000, price: 250_000 })
    const small = await insertVoucher(t, { code: 'NHO5K', value: 5_000 })
    const big = await insertVoucher(t, { code: 'LON40K', value: 40_000, minOrderValue: 200_000 })
    const far = await insertVoucher(t, { code: 'XA1TR', value: 100_000, minOrderValue: 1_000_000 })
    const otherShop = await insertVoucher(t, { code: 'SHOPB', kind: 'shop', shopId: shopB.shop.id, value: 50_000 })
    for (const v of [small, big, far, otherShop]) await saveVoucher(t, buyer.userId, v.id)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mobile/checkout/quote',
      headers: { ...buyer.headers, 'accept-language': 'en' },
      payload: {
        shops: [{ shop_id: a.shopId, items: [{ product_id: a.productId, variant_id: a.variantId, quantity: 1 }] }],
        auto_vouchers: true,
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    const q = res.json().data
    expect(q.selection.platform_voucher_code).toBe('LON40K')
    expect(q.platform_voucher_discount).toBe(40_000)
    // no carrier asked for: the cheapest standard one is chosen (Viettel Post 20.000 ₫ within HCMC, GHTK 22.000 ₫)
    expect(q.shops[0]).toMatchObject({ shipping_method: 'VIETTEL_POST', shipping_fee: 20_000 })
    expect(q.total).toBe(250_000 - 40_000 + 20_000)
    const verdict = (code: string) => q.vouchers.find((v: { code: string }) => v.code === code)
    expect(verdict('NHO5K')).toMatchObject({ applicable: true, discount: 5_000, selected: false })
    expect(verdict('XA1TR')).toMatchObject({ applicable: false, reason_code: 'VOUCHER_MIN_ORDER' })
    // money in a reason reads as money; the verdict carries the voucher's name to list it by
    expect(verdict('XA1TR').reason).toMatch(/^The order has not reached the minimum of 1\.000\.000\s₫$/)
    expect(verdict('XA1TR').name).toBe('Mã XA1TR')
    // another shop's voucher is not offered for this cart
    expect(verdict('SHOPB')).toBeUndefined()
    expect(q.address.province_code).toBe('79')
    expect(q.shops[0].shipping_options.map((o: { method: string }) => o.method)).toEqual(['GHTK', 'VIETTEL_POST', 'EXPRESS'])
    expect(q.payment_methods.find((m: { id: string }) => m.id === 'COD').available).toBe(true)
  })

  it('prices the selected cart lines when asked from the cart', async () => {
    const buyer = await createBuyer(t)
    const a = await product(shopA.shop.id)
    const b = await product(shopB.shop.id)
    for (const p of [a, b]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/mobile/carts',
        headers: buyer.headers,
        payload: { product_id: p.productId, variant_id: p.variantId, quantity: 1 },
      })
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mobile/checkout/quote',
      headers: buyer.headers,
      payload: { from_cart: true },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(
      res
        .json()
        .data.shops.map((s: { shop_id: string }) => s.shop_id)
        .sort(),
    ).toEqual([shopA.shop.id, shopB.shop.id].sort())
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/mobile/checkout/quote', payload: { from_cart: true } })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('orders held for the system check', () => {
  it('keeps a COD order above the review threshold waiting until an admin approves it', async () => {
    const buyer = await createBuyer(t)
    const pricey = await product(shopA.shop.id, { sale: 5_500_000, price: 6_000_000 })
    const res = await placeOrder(t.app, buyer.headers, await quotedOrder(t.app, buyer.headers, body(buyer, [{ ...pricey, quantity: 2 }])))
    expect(res.statusCode, res.body).toBe(200)
    const placed = res.json().data.orders[0]
    expect(placed.status).toBe('waiting_approval')
    const url = `/api/v1/admin/orders/${placed._id}/approve`
    for (const headers of [buyer.headers, shopA.headers])
      expect((await t.app.inject({ method: 'POST', url, headers })).statusCode).toBe(403)
    const admin = await createAdmin(t)
    const approved = await t.app.inject({ method: 'POST', url, headers: admin.headers })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().data.status).toBe('awaiting_confirmation')
    const again = await t.app.inject({ method: 'POST', url, headers: admin.headers })
    // a second decision is told who decided and when (the admin queues' race rule)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('ALREADY_DECIDED')
  })
})
