import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { createBuyer, placeOrder, quotedOrder } from '../../../test/commerce-fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { firstVariant } from '../../../test/order-fixtures.ts'

/**
 * The seller centre's figures for promotions and vouchers (issue 13): lists by state with counts
 * per state and a keyword, a promotion's results (orders, units, revenue at its price) and a
 * voucher's usage (orders, buyers, discount, revenue), both from real orders placed through
 * checkout, and both dropping a cancelled order.
 */

const HOUR = 3_600_000
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

let t: TestApp
let seller: Awaited<ReturnType<typeof createSeller>>
let productId: string
let variantId: string

type Headers = Record<string, string>
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

beforeAll(async () => {
  t = await createTestApp()
  seller = await createSeller(t, { shopName: 'Shop Số Liệu' })
  const p = await insertProduct(t, {
    shopId: seller.shop.id,
    name: 'Váy lụa hai dây dự tiệc',
    variants: [{ options: [], price: 500_000, salePrice: 400_000, stock: 50 }],
  })
  productId = p.id
  variantId = (await firstVariant(t, p.id)).id
})
afterAll(() => t.close())

describe('promotion results and voucher usage', () => {
  it('count what was sold at the promotion price and with the voucher; a cancelled order drops out', async () => {
    const promo = await call('POST', '/api/v1/seller/promotions', seller.headers, {
      type: 'product',
      name: 'Tiệc cuối năm',
      start_time: at(-1),
      end_time: at(48),
      items: [{ product_id: productId, discount_percent: 25, product_limit: 10, purchase_limit: 3 }],
    })
    expect(promo.statusCode, promo.body).toBe(200)
    expect(promo.json().data).toMatchObject({
      type: 'product',
      results: { orders: 0, units: 0, revenue: 0 },
      items: [{ product_name: 'Váy lụa hai dây dự tiệc', base_price: 400_000, variant_options: null }],
    })
    const voucher = await call('POST', '/api/v1/seller/vouchers', seller.headers, {
      code: 'TIEC50',
      name: 'Giảm 50K đơn từ 500K',
      type: 'price',
      value: 50_000,
      min_order_value: 500_000,
      quantity: 20,
      target: 'shop',
      start_time: at(-1),
      end_time: at(48),
    })
    expect(voucher.statusCode, voucher.body).toBe(200)

    const buyer = await createBuyer(t)
    const body = await quotedOrder(t.app, buyer.headers, {
      shops: [
        {
          shop_id: seller.shop.id,
          items: [{ product_id: productId, variant_id: variantId, quantity: 2, sale_price: 0 }],
          voucher_code: 'TIEC50',
          shipping_method: 'GHTK',
        },
      ],
      address_id: buyer.addressId,
      payment_method: 'COD',
      accept_terms: true,
    })
    const placed = await placeOrder(t.app, buyer.headers, body)
    expect(placed.statusCode, placed.body).toBe(200)
    const [order] = (await t.app.inject({ method: 'GET', url: '/api/v1/mobile/orders', headers: buyer.headers })).json().data as Array<{
      _id: string
      total: number
    }>

    const promoAfter = (await call('GET', `/api/v1/seller/promotions/${promo.json().data._id}`, seller.headers)).json().data
    expect(promoAfter.results).toEqual({ orders: 1, units: 2, revenue: 2 * 300_000 })
    expect(promoAfter.items[0].sold).toBe(2)
    const voucherAfter = (await call('GET', `/api/v1/seller/vouchers/${voucher.json().data._id}`, seller.headers)).json().data
    expect(voucherAfter).toMatchObject({ used: 1, usage: { orders: 1, buyers: 1, discount: 50_000, revenue: order?.total } })

    const cancelled = await call('POST', `/api/v1/mobile/orders/${order?._id}/cancel`, buyer.headers, { reason_id: 'change_items' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect((await call('GET', `/api/v1/seller/promotions/${promo.json().data._id}`, seller.headers)).json().data.results).toEqual({
      orders: 0,
      units: 0,
      revenue: 0,
    })
    expect((await call('GET', `/api/v1/seller/vouchers/${voucher.json().data._id}`, seller.headers)).json().data.usage).toEqual({
      orders: 0,
      buyers: 0,
      discount: 0,
      revenue: 0,
    })
  })

  it('a variant promotion names its variant; type rules are checked', async () => {
    const p = await insertProduct(t, {
      shopId: seller.shop.id,
      name: 'Áo thun cotton basic form rộng',
      classifications: [{ name: 'Màu sắc', options: [{ name: 'Đen' }, { name: 'Trắng' }] }],
      variants: [
        { options: ['Đen'], price: 200_000, salePrice: 180_000, stock: 5 },
        { options: ['Trắng'], price: 200_000, salePrice: 170_000, stock: 5 },
      ],
    })
    const white = (
      await t.database.query<{ id: string }>(`SELECT id FROM product_variants WHERE product_id = $1 AND options->>0 = 'Trắng'`, [p.id])
    )[0]!.id
    const missing = await call('POST', '/api/v1/seller/promotions', seller.headers, {
      type: 'variant',
      name: 'Theo phân loại',
      start_time: at(100),
      end_time: at(120),
      items: [{ product_id: p.id, discount_percent: 10 }],
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields).toEqual({ 'items.0.variant_id': 'Choose the variant the discount applies to' })
    const ok = await call('POST', '/api/v1/seller/promotions', seller.headers, {
      type: 'variant',
      name: 'Theo phân loại',
      start_time: at(100),
      end_time: at(120),
      items: [{ product_id: p.id, variant_id: white, discount_percent: 10 }],
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data).toMatchObject({
      type: 'variant',
      status: 'upcoming',
      items: [{ variant_id: white, variant_options: ['Trắng'], base_price: 170_000 }],
    })
  })

  it('lists by state with counts per state; the keyword narrows lists and counts', async () => {
    const promotions = (await call('GET', '/api/v1/seller/promotions', seller.headers)).json()
    expect(promotions.counts).toEqual({ all: 2, upcoming: 1, running: 1, ended: 0 })
    const upcoming = (await call('GET', '/api/v1/seller/promotions?status=upcoming', seller.headers)).json()
    expect(upcoming.data.map((p: { name: string }) => p.name)).toEqual(['Theo phân loại'])
    const searched = (await call('GET', `/api/v1/seller/promotions?keyword=${encodeURIComponent('tiệc')}`, seller.headers)).json()
    expect(searched.counts).toEqual({ all: 1, upcoming: 0, running: 1, ended: 0 })

    const vouchers = (await call('GET', '/api/v1/seller/vouchers', seller.headers)).json()
    expect(vouchers.counts).toEqual({ all: 1, upcoming: 0, running: 1, ended: 0 })
    const byCode = (await call('GET', '/api/v1/seller/vouchers?keyword=tiec', seller.headers)).json()
    expect(byCode.data.map((v: { code: string }) => v.code)).toEqual(['TIEC50'])
    const none = (await call('GET', '/api/v1/seller/vouchers?keyword=zzz&status=running', seller.headers)).json()
    expect(none).toMatchObject({ data: [], meta: { total: 0 }, counts: { all: 0 } })
  })
})
