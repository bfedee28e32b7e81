import { SETTINGS_DEFAULTS } from '@xinh/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminActors, auditCount, auditOf, type Caller } from '../../../test/admin-fixtures.ts'
import { eq } from 'drizzle-orm'
import { type createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { createBuyer, placeOrder, quotedOrder } from '../../../test/commerce-fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { firstVariant, insertOrder } from '../../../test/order-fixtures.ts'
import { orders } from '../orders/orders.tables.ts'

const DAY = 24 * 3600 * 1000

let t: TestApp
let admin: { headers: Record<string, string> }
let refused: Caller[]
let seller: Awaited<ReturnType<typeof createSeller>>
beforeAll(async () => {
  t = await createTestApp({ ORDER_UNPAID_CANCEL_DAYS: '2' })
  ;({ admin, refused, seller } = await adminActors(t))
})
afterAll(() => t.close())

const URL = '/api/v1/admin/settings'
const call = (headers: Record<string, string>, method: 'GET' | 'PUT', url: string, payload?: object, lang = 'vi') =>
  t.app.inject({ method, url, headers: { ...headers, 'accept-language': lang }, ...(payload ? { payload } : {}) })

const fees = { ...SETTINGS_DEFAULTS.fees, platform_fee_bps: 250, payment_fee_bps: { ...SETTINGS_DEFAULTS.fees.payment_fee_bps, VISA: 220 } }

describe('platform settings (admin API)', () => {
  it('reads the defaults before anything is saved, the environment overriding the time to pay', async () => {
    const res = await call(admin.headers, 'GET', URL)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({
      fees: SETTINGS_DEFAULTS.fees,
      orders: { cod_review_threshold: 10_000_000, unpaid_cancel_days: 2 },
      remote_config: SETTINGS_DEFAULTS.remote_config,
      updated: { fees: null, orders: null, remote_config: null },
    })
  })

  it('saves a group, audits before → after in the same transaction, and an unchanged save writes nothing', async () => {
    const before = await auditCount(t)
    const res = await call(admin.headers, 'PUT', `${URL}/fees`, fees)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.fees).toEqual(fees)
    expect(res.json().data.updated.fees).toMatchObject({ by: 'Quản trị' })
    const [row] = await auditOf(t, 'fees')
    expect(row).toMatchObject({ action: 'settings.fees.update', targetType: 'settings', before: SETTINGS_DEFAULTS.fees, after: fees })
    expect(await auditCount(t)).toBe(before + 1)
    expect((await call(admin.headers, 'PUT', `${URL}/fees`, fees)).statusCode).toBe(200)
    expect(await auditCount(t)).toBe(before + 1)
  })

  it('refuses values out of range with field messages, and changes nothing', async () => {
    const before = await auditCount(t)
    const bad = await call(admin.headers, 'PUT', `${URL}/orders`, { cod_review_threshold: -1, unpaid_cancel_days: 0 }, 'en')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toEqual({
      cod_review_threshold: 'This value is out of the allowed range',
      unpaid_cancel_days: 'This value is out of the allowed range',
    })
    const extra = await call(admin.headers, 'PUT', `${URL}/remote_config`, { ...SETTINGS_DEFAULTS.remote_config, x: 1 })
    expect(extra.statusCode).toBe(400)
    const fractional = await call(admin.headers, 'PUT', `${URL}/fees`, { ...fees, platform_fee_bps: 2.5 })
    expect(fractional.statusCode).toBe(400)
    expect(await auditCount(t)).toBe(before)
    expect((await call(admin.headers, 'GET', URL)).json().data.orders).toEqual({ cod_review_threshold: 10_000_000, unpaid_cancel_days: 2 })
  })

  it('serves the remote config to everyone', async () => {
    const saved = { ...SETTINGS_DEFAULTS.remote_config, assistant_ab_split: 30, min_fetch_minutes: 120 }
    expect((await call(admin.headers, 'PUT', `${URL}/remote_config`, saved)).statusCode).toBe(200)
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public/remote-config' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual(saved)
    expect((await auditOf(t, 'remote_config'))[0]).toMatchObject({
      action: 'settings.remote_config.update',
      before: SETTINGS_DEFAULTS.remote_config,
      after: saved,
    })
  })

  it('pixels (issue 18): ids and flags start empty/on, are validated per vendor, and are served once saved', async () => {
    const before = (await call(admin.headers, 'GET', URL)).json().data.remote_config
    expect(SETTINGS_DEFAULTS.remote_config.pixels).toEqual({
      meta_pixel_id: '',
      tiktok_pixel_id: '',
      gtm_container_id: '',
      ga4_measurement_id: '',
    })
    const bad = await call(
      admin.headers,
      'PUT',
      `${URL}/remote_config`,
      {
        ...before,
        feature_flags: { 'Not A Flag': true, assistant: 'yes' },
        pixels: { meta_pixel_id: 'abc', tiktok_pixel_id: 'lower-case', gtm_container_id: 'GTM-', ga4_measurement_id: 'UA-1234' },
      },
      'en',
    )
    expect(bad.statusCode).toBe(400)
    const fields = bad.json().error.fields
    for (const f of ['pixels.meta_pixel_id', 'pixels.tiktok_pixel_id', 'pixels.gtm_container_id', 'pixels.ga4_measurement_id'])
      expect(
        Object.keys(fields).some((k) => k.startsWith(f)),
        `${f} in ${JSON.stringify(fields)}`,
      ).toBe(true)
    // a partial body does not wipe the ids: the group is saved whole or not at all
    expect((await call(admin.headers, 'PUT', `${URL}/remote_config`, { assistant_ab_split: 10, min_fetch_minutes: 60 })).statusCode).toBe(
      400,
    )
    const value = {
      ...before,
      feature_flags: { assistant: false, ad_pixels: true, group_buy: true },
      pixels: {
        meta_pixel_id: '123456789012345',
        tiktok_pixel_id: 'C9ABCDEF12345',
        gtm_container_id: 'GTM-AB12CD',
        ga4_measurement_id: '',
      },
    }
    const ok = await call(admin.headers, 'PUT', `${URL}/remote_config`, value)
    expect(ok.statusCode, ok.body).toBe(200)
    const served = (await t.app.inject({ method: 'GET', url: '/api/v1/public/remote-config' })).json().data
    expect(served).toEqual(value)
    // the assistant's split saved from /admin/tro-ly keeps the ids and flags
    const assistant = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/assistant/config', headers: admin.headers })).json().data
    const split = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/assistant/config',
      headers: admin.headers,
      payload: { ab_split: 70, texts: assistant.texts },
    })
    expect(split.statusCode, split.body).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/remote-config' })).json().data).toEqual({
      ...value,
      assistant_ab_split: 70,
    })
    await call(admin.headers, 'PUT', `${URL}/remote_config`, before)
  })

  it('is for admins only, checked before the body: anonymous 401, buyer, seller and KOL 403', async () => {
    const before = await auditCount(t)
    for (const c of refused) {
      expect((await call(c.headers, 'GET', URL)).statusCode, c.name).toBe(c.status)
      for (const group of ['fees', 'orders', 'remote_config']) {
        expect((await call(c.headers, 'PUT', `${URL}/${group}`, { nonsense: true })).statusCode, `${c.name} ${group}`).toBe(c.status)
      }
      expect((await call(c.headers, 'PUT', `${URL}/orders`, { cod_review_threshold: 1_000_000, unpaid_cancel_days: 3 })).statusCode).toBe(
        c.status,
      )
    }
    expect(await auditCount(t)).toBe(before)
  })

  it('checkout applies the COD threshold and the time to pay; the unpaid-order job applies the days', async () => {
    await call(admin.headers, 'PUT', `${URL}/orders`, { cod_review_threshold: 500_000, unpaid_cancel_days: 4 })
    const p = await insertProduct(t, {
      shopId: seller.shop.id,
      name: 'Đầm lụa dự tiệc cổ vuông',
      variants: [{ options: [], price: 400_000, salePrice: 300_000, stock: 50 }],
    })
    const variantId = (await firstVariant(t, p.id)).id
    const buyer = await createBuyer(t)
    const place = async (quantity: number, payment_method: string) => {
      const body = await quotedOrder(t.app, buyer.headers, {
        shops: [
          {
            shop_id: seller.shop.id,
            shipping_method: 'GHTK',
            items: [{ product_id: p.id, variant_id: variantId, quantity, sale_price: 0 }],
          },
        ],
        address_id: buyer.addressId,
        payment_method,
        accept_terms: true,
      })
      const res = await placeOrder(t.app, buyer.headers, body)
      expect(res.statusCode, res.body).toBe(200)
      const id = res.json().data.orders[0]._id
      return (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!
    }
    // 1 × 300k stays under the 500k threshold; 2 × 300k goes above it
    expect((await place(1, 'COD')).status).toBe('awaiting_confirmation')
    expect((await place(2, 'COD')).status).toBe('waiting_approval')
    const online = await place(1, 'VNPAY')
    expect(online.payBefore!.getTime() - online.createdAt.getTime()).toBeGreaterThan(4 * DAY - 60_000)
    expect(online.payBefore!.getTime() - online.createdAt.getTime()).toBeLessThan(4 * DAY + 60_000)

    // an order without pay_before: due `unpaid_cancel_days` after creation, read at each run
    const old = await insertOrder(t, {
      buyerId: buyer.userId,
      shopId: seller.shop.id,
      lines: [{ variantId, quantity: 1 }],
      status: 'pending',
      paymentMethod: 'MOMO',
      payBefore: null,
      createdAt: new Date(Date.now() - 3 * DAY),
    })
    await t.services.orders.autoCancelUnpaid()
    expect((await t.database.db.select().from(orders).where(eq(orders.id, old.id)))[0]!.status).toBe('pending')
    await call(admin.headers, 'PUT', `${URL}/orders`, { cod_review_threshold: 500_000, unpaid_cancel_days: 2 })
    await t.services.orders.autoCancelUnpaid()
    expect((await t.database.db.select().from(orders).where(eq(orders.id, old.id)))[0]!.status).toBe('cancelled')
  })
})
