import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBuyer, insertVoucher } from '../../../test/commerce-fixtures.ts'
import { createSeller } from '../../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { sellerWithProduct } from '../../../test/shipping-fixtures.ts'
import { listWards } from '../profile/address-book.ts'

/** Seller shipping settings, and checkout's shipping options under them (quotes need no HTTP: the simulator is priced locally). */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const url = '/api/v1/seller/settings/shipping'
const hanoiWard = () => listWards('01')[0]!
const pickup = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nguyễn Thu Hà',
  phone: '0901 234 567',
  province_code: '01',
  ward_code: hanoiWard().code,
  street: '18 Hàng Bông',
  ...overrides,
})
const put = (headers: Record<string, string>, payload: unknown, lang = 'en') =>
  t.app.inject({ method: 'PUT', url, headers: { ...headers, 'accept-language': lang }, payload: payload as object })

describe('GET/PUT /api/v1/seller/settings/shipping', () => {
  it('starts with every method, carrier pickup and no address; saves and reads back what the seller chose', async () => {
    const { headers } = await createSeller(t)
    const first = await t.app.inject({ method: 'GET', url, headers })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toEqual({ methods: ['GHTK', 'VIETTEL_POST', 'EXPRESS'], self_shipping: false, pickup_address: null })

    const saved = await put(headers, { methods: ['VIETTEL_POST', 'GHTK', 'GHTK'], self_shipping: false, pickup_address: pickup() })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data).toEqual({
      methods: ['GHTK', 'VIETTEL_POST'],
      self_shipping: false,
      pickup_address: {
        name: 'Nguyễn Thu Hà',
        phone: '0901234567',
        province_code: '01',
        city: 'Thành phố Hà Nội',
        ward_code: hanoiWard().code,
        ward: hanoiWard().name,
        street: '18 Hàng Bông',
      },
    })
    expect((await t.app.inject({ method: 'GET', url, headers })).json().data).toEqual(saved.json().data)

    // a self-shipping shop may switch every carrier off and drop its address
    const own = await put(headers, { methods: [], self_shipping: true, pickup_address: null })
    expect(own.json().data).toEqual({ methods: [], self_shipping: true, pickup_address: null })
  })

  it('refuses bad input with field errors and changes nothing', async () => {
    const { headers } = await createSeller(t)
    const good = { methods: ['GHTK'], self_shipping: false, pickup_address: pickup() }
    expect((await put(headers, good)).statusCode).toBe(200)
    const cases: Array<[unknown, string]> = [
      [{ ...good, methods: [] }, 'methods'],
      [{ ...good, methods: ['GRAB'] }, 'methods.0'],
      [{ ...good, pickup_address: pickup({ phone: '0123' }) }, 'pickup_address.phone'],
      [{ ...good, pickup_address: pickup({ province_code: '99' }) }, 'pickup_address.province_code'],
      // a real ward, but of another province
      [{ ...good, pickup_address: pickup({ ward_code: listWards('79')[0]!.code }) }, 'pickup_address.ward_code'],
      [{ ...good, pickup_address: pickup({ street: ' ' }) }, 'pickup_address.street'],
      [{ ...good, extra: 1 }, 'extra'],
      [{ methods: ['GHTK'] }, 'self_shipping'],
    ]
    for (const [payload, field] of cases) {
      const res = await put(headers, payload)
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION_FAILED')
      expect(Object.keys(res.json().error.fields ?? {}), res.body).toContain(field)
    }
    const vi = await put(headers, { ...good, pickup_address: pickup({ ward_code: listWards('79')[0]!.code }) }, 'vi')
    expect(vi.json().error.fields['pickup_address.ward_code']).toBe('Vui lòng chọn Phường/Xã')
    expect((await t.app.inject({ method: 'GET', url, headers })).json().data.methods).toEqual(['GHTK'])
  })

  it('is the seller’s own shop only: anonymous 401, a buyer or an unapproved shop 403, each seller sees their own', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    const buyer = await createBuyer(t)
    expect((await t.app.inject({ method: 'GET', url, headers: buyer.headers })).statusCode).toBe(403)
    expect((await put(buyer.headers, { methods: ['GHTK'], self_shipping: false, pickup_address: null })).statusCode).toBe(403)
    const waiting = await createSeller(t, { status: 'waiting_approval' })
    expect((await t.app.inject({ method: 'GET', url, headers: waiting.headers })).statusCode).toBe(403)
    const a = await createSeller(t)
    const b = await createSeller(t)
    await put(a.headers, { methods: ['EXPRESS'], self_shipping: false, pickup_address: null })
    expect((await t.app.inject({ method: 'GET', url, headers: b.headers })).json().data.methods).toEqual([
      'GHTK',
      'VIETTEL_POST',
      'EXPRESS',
    ])
  })
})

describe('checkout shipping options', () => {
  async function quote(
    buyer: Awaited<ReturnType<typeof createBuyer>>,
    shop: Awaited<ReturnType<typeof sellerWithProduct>>,
    extra: object = {},
  ) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mobile/checkout/quote',
      headers: buyer.headers,
      payload: {
        shops: [{ shop_id: shop.seller.shop.id, items: [{ product_id: shop.product.id, variant_id: shop.variant.id, quantity: 1 }] }],
        address_id: buyer.addressId,
        ...extra,
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data
  }
  const methods = (q: { shops: Array<{ shipping_options: Array<{ method: string }> }> }) =>
    q.shops[0]!.shipping_options.map((o) => o.method)

  it('offers only the shop’s methods, priced by the rate table from its pickup province', async () => {
    const shop = await sellerWithProduct(t, { provinceCode: '79' })
    const hcm = await createBuyer(t, '79')
    const all = await quote(hcm, shop)
    expect(all.shops[0].shipping_options).toEqual([
      { method: 'GHTK', fee: 22_000, is_express: false, eta_days: [1, 2] },
      { method: 'VIETTEL_POST', fee: 20_000, is_express: false, eta_days: [1, 2] },
      { method: 'EXPRESS', fee: 45_000, is_express: true, eta_days: [0, 1] },
    ])
    await put(shop.seller.headers, { methods: ['VIETTEL_POST'], self_shipping: false, pickup_address: null })
    expect(methods(await quote(hcm, shop))).toEqual(['VIETTEL_POST'])
    // picking up in Hanoi: a Ho Chi Minh City buyer pays the cross-region price and gets no express
    await put(shop.seller.headers, { methods: ['GHTK', 'EXPRESS'], self_shipping: false, pickup_address: pickup() })
    expect((await quote(hcm, shop)).shops[0].shipping_options).toEqual([
      { method: 'GHTK', fee: 32_000, is_express: false, eta_days: [3, 5] },
    ])
    // a shop that ships itself without carriers still quotes a delivery fee from the standard table
    await put(shop.seller.headers, { methods: [], self_shipping: true, pickup_address: null })
    expect(methods(await quote(hcm, shop))).toEqual(['GHTK', 'VIETTEL_POST'])
  })

  it('express only inside Hanoi or Ho Chi Minh City, and a free-shipping voucher refuses it', async () => {
    const shop = await sellerWithProduct(t, { provinceCode: '79' })
    expect(methods(await quote(await createBuyer(t, '01'), shop))).toEqual(['GHTK', 'VIETTEL_POST'])
    const danang = await sellerWithProduct(t, { provinceCode: '48' })
    expect(methods(await quote(await createBuyer(t, '48'), danang))).toEqual(['GHTK', 'VIETTEL_POST'])

    await insertVoucher(t, { code: 'SHIPXT', classify: 'free_shipping', type: 'price', value: 30_000 })
    const buyer = await createBuyer(t, '79')
    const item = { product_id: shop.product.id, variant_id: shop.variant.id, quantity: 1 }
    const express = await quote(buyer, shop, {
      shops: [{ shop_id: shop.seller.shop.id, items: [item], shipping_method: 'EXPRESS' }],
      freeship_voucher_code: 'SHIPXT',
    })
    expect(express.shops[0]).toMatchObject({ shipping_method: 'EXPRESS', shipping_fee: 45_000, shipping_discount: 0 })
    expect(JSON.stringify(express)).toContain('VOUCHER_EXPRESS_NOT_ALLOWED')
    const standard = await quote(buyer, shop, {
      shops: [{ shop_id: shop.seller.shop.id, items: [item], shipping_method: 'GHTK' }],
      freeship_voucher_code: 'SHIPXT',
    })
    expect(standard.shops[0]).toMatchObject({ shipping_method: 'GHTK', shipping_fee: 22_000, shipping_discount: 22_000 })
  })
})
