import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createSeller, insertProduct } from '../../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, type Registered, register, type TestApp } from '../../../../test/helpers.ts'
import { firstVariant } from '../../../../test/order-fixtures.ts'
import { insertPromotion } from '../../../../test/pricing-fixtures.ts'
import { vouchers } from '../../pricing/pricing.tables.ts'
import { shops } from '../shops.tables.ts'

/**
 * Shop settings through HTTP (docs/api/seller-shop.md): shop information, return policy and
 * pause mode — who may call them, validation, what the shop page shows afterwards, the refusal
 * over a running campaign, and the job that starts and ends pauses.
 */

let t: TestApp
let seller: Awaited<ReturnType<typeof createSeller>>
let rival: Awaited<ReturnType<typeof createSeller>>
let buyer: Registered
let productId: string
let variantId: string
const HOUR = 3_600_000
const DAY = 24 * HOUR

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as never })
const shopPage = async (id: string, lang = 'vi') => (await call('GET', `/api/v1/web/shops/${id}`, { 'accept-language': lang })).json().data

const INTRO =
  'Xinh Closet chuyên thời trang nữ thanh lịch, chất liệu tự nhiên, may tại Việt Nam. Đổi size miễn phí, tư vấn nhiệt tình mỗi ngày từ 8 giờ đến 22 giờ.'
const info = (overrides: Record<string, unknown> = {}) => ({
  name: 'Xinh Closet Official',
  avatar: '/uploads/media/ab/avatar.webp',
  cover: '/uploads/media/cd/cover.webp',
  description: INTRO,
  address: { province_code: '79', ward_code: '27316', street: '12 Lê Lợi' },
  ...overrides,
})

beforeAll(async () => {
  t = await createTestApp()
  seller = await createSeller(t, { shopName: 'Xinh Closet', provinceCode: '01' })
  rival = await createSeller(t, { shopName: 'Shop Đối Thủ' })
  buyer = await register(t.app)
  productId = (await insertProduct(t, { shopId: seller.shop.id, name: 'Đầm lụa dự tiệc dáng suông' })).id
  variantId = (await firstVariant(t, productId)).id
})
afterAll(() => t.close())

describe('who may read and change the settings', () => {
  const routes: Array<['GET' | 'PUT' | 'DELETE', string, unknown?]> = [
    ['GET', '/api/v1/seller/settings/shop'],
    ['PUT', '/api/v1/seller/settings/shop', info()],
    ['GET', '/api/v1/seller/settings/returns'],
    ['PUT', '/api/v1/seller/settings/returns', { return_days: 7, reason_ids: ['damaged'] }],
    ['GET', '/api/v1/seller/settings/pause'],
    ['PUT', '/api/v1/seller/settings/pause', { ends_at: new Date(Date.now() + DAY).toISOString() }],
    ['DELETE', '/api/v1/seller/settings/pause'],
  ]

  it('anonymous 401, a buyer 403, an owner whose shop waits for approval 403 — and nothing changes', async () => {
    const waiting = await createSeller(t, { status: 'waiting_approval' })
    for (const [method, url, body] of routes) {
      expect((await call(method, url, {}, body)).statusCode, `${method} ${url} anonymous`).toBe(401)
      expect((await call(method, url, authHeader(buyer.accessToken), body)).statusCode, `${method} ${url} buyer`).toBe(403)
      expect((await call(method, url, waiting.headers, body)).statusCode, `${method} ${url} waiting`).toBe(403)
    }
    const [row] = await t.database.db.select().from(shops).where(eq(shops.id, waiting.shop.id))
    expect(row).toMatchObject({ isPaused: false, returnDays: null, address: null })
  })

  it('each seller reads and changes only their own shop', async () => {
    const put = await call('PUT', '/api/v1/seller/settings/returns', rival.headers, { return_days: 3, reason_ids: ['wrong_size'] })
    expect(put.statusCode, put.body).toBe(200)
    expect((await call('GET', '/api/v1/seller/settings/returns', seller.headers)).json().data).toEqual({
      return_days: null,
      reason_ids: [],
    })
    expect((await call('GET', '/api/v1/seller/settings/returns', rival.headers)).json().data).toEqual({
      return_days: 3,
      reason_ids: ['wrong_size'],
    })
    const mine = await call('GET', '/api/v1/seller/settings/shop', seller.headers)
    expect(mine.json().data).toMatchObject({ _id: seller.shop.id, name: 'Xinh Closet', address: null })
  })
})

describe('shop information (thong-tin-cua-hang)', () => {
  it('saves name, pictures, intro and address, and the shop page shows them at once', async () => {
    const res = await call('PUT', '/api/v1/seller/settings/shop', seller.headers, info())
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({
      _id: seller.shop.id,
      name: 'Xinh Closet Official',
      slug: seller.shop.slug,
      avatar: '/uploads/media/ab/avatar.webp',
      cover: '/uploads/media/cd/cover.webp',
      description: INTRO,
      address: { province_code: '79', city: expect.any(String), ward_code: '27316', ward: expect.any(String), street: '12 Lê Lợi' },
    })
    const page = await shopPage(seller.shop.id)
    expect(page).toMatchObject({
      name: 'Xinh Closet Official',
      avatar: '/uploads/media/ab/avatar.webp',
      cover: '/uploads/media/cd/cover.webp',
      description: INTRO,
      // the shop's province follows its address (product cards show it)
      province_code: '79',
      policies: { address: { city: res.json().data.address.city, ward: res.json().data.address.ward, street: '12 Lê Lợi' } },
    })
  })

  it('refuses the §5 rules with field messages in the caller’s language and changes nothing', async () => {
    const before = (await call('GET', '/api/v1/seller/settings/shop', seller.headers)).json().data
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ description: 'Quá ngắn' }, 'description', 'The shop introduction must be 100 to 500 characters'],
      [{ description: 'a'.repeat(501) }, 'description', 'The shop introduction must be 100 to 500 characters'],
      [{ name: 'X' }, 'name', 'The shop name must be 2 to 80 characters'],
      [{ avatar: 'javascript:alert(1)' }, 'avatar', 'Invalid image URL'],
      [{ address: { province_code: '79', ward_code: '00004', street: '1 Hàng Bạc' } }, 'address.ward_code', 'Choose a ward or commune'],
      [{ address: { province_code: '99', ward_code: '27316', street: '1 Lê Lợi' } }, 'address.province_code', 'Choose a province or city'],
      [{ address: { province_code: '79', ward_code: '27316', street: ' ' } }, 'address.street', 'Enter the street address'],
      [{ extra: 1 }, 'extra', expect.any(String) as unknown as string],
    ]
    for (const [patch, field, message] of cases) {
      const res = await call('PUT', '/api/v1/seller/settings/shop', { ...seller.headers, 'accept-language': 'en' }, info(patch))
      expect(res.statusCode, JSON.stringify(patch)).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION_FAILED')
      expect(res.json().error.fields[field], JSON.stringify(res.json().error.fields)).toEqual(message)
    }
    expect((await call('GET', '/api/v1/seller/settings/shop', seller.headers)).json().data).toEqual(before)
  })
})

describe('return policy (chinh-sach-hoan-tra-hang)', () => {
  it('saves the period and the reasons (each once, in order) and the shop page lists them by name', async () => {
    const res = await call('PUT', '/api/v1/seller/settings/returns', seller.headers, {
      return_days: 14,
      reason_ids: ['wrong_size', 'damaged', 'wrong_size'],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({ return_days: 14, reason_ids: ['damaged', 'wrong_size'] })
    expect((await shopPage(seller.shop.id, 'en')).policies.return_policy).toEqual({
      return_days: 14,
      reasons: [
        { _id: 'damaged', name: 'The item arrived damaged' },
        { _id: 'wrong_size', name: "The size doesn't fit" },
      ],
    })
  })

  it('needs at least one known reason and 1–14 days', async () => {
    for (const [body, field] of [
      [{ return_days: 7, reason_ids: [] }, 'reason_ids'],
      [{ return_days: 7, reason_ids: ['bored'] }, 'reason_ids.0'],
      [{ return_days: 15, reason_ids: ['damaged'] }, 'return_days'],
      [{ return_days: 0, reason_ids: ['damaged'] }, 'return_days'],
    ] as const) {
      const res = await call('PUT', '/api/v1/seller/settings/returns', seller.headers, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(Object.keys(res.json().error.fields)).toContain(field)
    }
    expect((await call('GET', '/api/v1/seller/settings/returns', seller.headers)).json().data.return_days).toBe(14)
  })
})

describe('shipping and payment settings on the shop page', () => {
  it('shows the methods the shop offers, changed through their own settings', async () => {
    expect((await shopPage(seller.shop.id)).policies).toMatchObject({
      shipping_methods: ['GHTK', 'VIETTEL_POST', 'EXPRESS'],
      self_shipping: false,
      payment_methods: ['COD', 'MOMO', 'VNPAY', 'VISA', 'BANK_CARD'],
    })
    const shipping = await call('PUT', '/api/v1/seller/settings/shipping', seller.headers, {
      methods: ['GHTK'],
      self_shipping: false,
      pickup_address: null,
    })
    expect(shipping.statusCode, shipping.body).toBe(200)
    expect((await call('PUT', '/api/v1/seller/settings/payments', seller.headers, { methods: ['COD', 'MOMO'] })).statusCode).toBe(200)
    expect((await shopPage(seller.shop.id)).policies).toMatchObject({ shipping_methods: ['GHTK'], payment_methods: ['COD', 'MOMO'] })
  })
})

describe('pause mode (tam-nghi)', () => {
  const pauseUrl = '/api/v1/seller/settings/pause'

  it('is refused while a promotion or a shop voucher runs during the pause, naming it; nothing changes', async () => {
    const { promotion } = await insertPromotion(t, {
      shopId: seller.shop.id,
      name: 'Flash sale cuối tuần',
      items: [{ productId, discount: 20 }],
    })
    const res = await call('PUT', pauseUrl, seller.headers, { ends_at: new Date(Date.now() + 2 * DAY).toISOString() })
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json().error).toEqual({
      code: 'SHOP_PAUSE_BLOCKED',
      message:
        'Không thể tạm nghỉ: chương trình "Flash sale cuối tuần" của shop diễn ra trong thời gian này. Hãy kết thúc hoặc đổi lịch chương trình trước.',
    })
    const state = (await call('GET', pauseUrl, seller.headers)).json().data
    expect(state).toMatchObject({ state: 'open', is_paused: false, starts_at: null, ends_at: null })
    expect(state.campaigns).toEqual([
      { kind: 'promotion', _id: promotion.id, name: 'Flash sale cuối tuần', starts_at: expect.any(String), ends_at: expect.any(String) },
    ])
    // a pause scheduled after the promotion ends is fine; one overlapping an upcoming voucher is not
    const [voucher] = await t.database.db
      .insert(vouchers)
      .values({
        kind: 'shop',
        shopId: seller.shop.id,
        code: 'CLOSET9',
        name: 'Mã giảm 9K',
        type: 'price',
        value: 9_000,
        quantity: 10,
        startsAt: new Date(Date.now() + 5 * DAY),
        endsAt: new Date(Date.now() + 6 * DAY),
      })
      .returning()
    const overlapping = await call(
      'PUT',
      pauseUrl,
      { ...seller.headers, 'accept-language': 'en' },
      {
        starts_at: new Date(Date.now() + 2 * DAY).toISOString(),
        ends_at: new Date(Date.now() + 7 * DAY).toISOString(),
      },
    )
    expect(overlapping.statusCode).toBe(409)
    expect(overlapping.json().error.message).toContain('"Mã giảm 9K"')
    // ending them by hand clears the way
    await t.database.db.update(vouchers).set({ endedAt: new Date() }).where(eq(vouchers.id, voucher!.id))
    const ended = await t.app.inject({ method: 'POST', url: `/api/v1/seller/promotions/${promotion.id}/end`, headers: seller.headers })
    expect(ended.statusCode, ended.body).toBe(200)
    expect((await call('GET', pauseUrl, seller.headers)).json().data.campaigns).toEqual([])
  })

  it('validates the dates: a return date is required, after the start and in the future', async () => {
    const soon = new Date(Date.now() + DAY).toISOString()
    for (const [body, field, message] of [
      [{}, 'ends_at', 'This field is required'],
      [{ ends_at: 'tomorrow' }, 'ends_at', 'This field is required'],
      [{ ends_at: new Date(Date.now() - HOUR).toISOString() }, 'ends_at', 'The end time must be in the future'],
      [{ starts_at: new Date(Date.now() + 2 * DAY).toISOString(), ends_at: soon }, 'ends_at', 'The end time must be after the start time'],
      [{ ends_at: soon, reason: 'x' }, 'reason', expect.any(String)],
    ] as const) {
      const res = await call('PUT', pauseUrl, { ...seller.headers, 'accept-language': 'en' }, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().error.fields[field]).toEqual(message)
    }
    expect((await call('GET', pauseUrl, seller.headers)).json().data.state).toBe('open')
  })

  it('pauses now: the shop page says so with the return date, the cart moves its items to the invalid list and takes no more', async () => {
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mobile/carts',
      headers: authHeader(buyer.accessToken),
      payload: { product_id: productId, variant_id: variantId, quantity: 1 },
    })
    expect(add.statusCode, add.body).toBe(200)
    const until = new Date(Date.now() + 3 * DAY)
    const res = await call('PUT', pauseUrl, seller.headers, { ends_at: until.toISOString() })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ state: 'paused', is_paused: true, ends_at: until.toISOString() })
    expect(await shopPage(seller.shop.id)).toMatchObject({ is_paused: true, paused_until: until.toISOString(), product_count: 0 })
    const cart = (await t.app.inject({ method: 'GET', url: '/api/v1/mobile/carts/all', headers: authHeader(buyer.accessToken) })).json()
      .data.data
    expect(cart.valid).toEqual([])
    expect(cart.invalid[0].items[0]).toMatchObject({ invalid_reason: 'shop_paused' })
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mobile/carts',
      headers: authHeader(buyer.accessToken),
      payload: { product_id: productId, variant_id: variantId, quantity: 1 },
    })
    expect(again.statusCode).toBeGreaterThanOrEqual(400)
    // the seller centre's frame shows the return date too
    expect(await t.services.shops.getOwnShop(seller.user.id)).toMatchObject({ is_paused: true, paused_until: until.toISOString() })
    // the other seller's shop is untouched
    expect((await shopPage(rival.shop.id)).is_paused).toBe(false)
  })

  it('the job ends the pause on its return date (not before)', async () => {
    const [row] = await t.database.db.select().from(shops).where(eq(shops.id, seller.shop.id))
    const until = row!.pauseEndsAt!
    expect(await t.services.shopPause.runDue(new Date(until.getTime() - 60_000))).toEqual({ ended: [], started: [] })
    expect((await shopPage(seller.shop.id)).is_paused).toBe(true)
    expect(await t.services.shopPause.runDue(until)).toEqual({ ended: [seller.shop.id], started: [] })
    expect(await shopPage(seller.shop.id)).toMatchObject({ is_paused: false, paused_until: null, product_count: 1 })
    expect((await call('GET', pauseUrl, seller.headers)).json().data).toMatchObject({ state: 'open', starts_at: null, ends_at: null })
  })

  it('schedules a pause that the job starts, then ends; the seller can cancel a scheduled pause', async () => {
    const from = new Date(Date.now() + DAY)
    const to = new Date(Date.now() + 2 * DAY)
    const res = await call('PUT', pauseUrl, seller.headers, { starts_at: from.toISOString(), ends_at: to.toISOString() })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      state: 'scheduled',
      is_paused: false,
      starts_at: from.toISOString(),
      ends_at: to.toISOString(),
    })
    expect((await shopPage(seller.shop.id)).is_paused).toBe(false)

    expect(await t.services.shopPause.runDue(new Date(from.getTime() - 1000))).toEqual({ ended: [], started: [] })
    expect(await t.services.shopPause.runDue(from)).toEqual({ ended: [], started: [seller.shop.id] })
    expect(await shopPage(seller.shop.id)).toMatchObject({ is_paused: true, paused_until: to.toISOString() })
    expect(await t.services.shopPause.runDue(to)).toEqual({ ended: [seller.shop.id], started: [] })
    expect((await shopPage(seller.shop.id)).is_paused).toBe(false)

    await call('PUT', pauseUrl, seller.headers, { starts_at: from.toISOString(), ends_at: to.toISOString() })
    const cancelled = await call('DELETE', pauseUrl, seller.headers)
    expect(cancelled.json().data).toMatchObject({ state: 'open', starts_at: null, ends_at: null })
    expect(await t.services.shopPause.runDue(from)).toEqual({ ended: [], started: [] })
  })

  it('the seller ends a pause early', async () => {
    await call('PUT', pauseUrl, seller.headers, { ends_at: new Date(Date.now() + DAY).toISOString() })
    expect((await shopPage(seller.shop.id)).is_paused).toBe(true)
    const res = await call('DELETE', pauseUrl, seller.headers)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.state).toBe('open')
    expect((await shopPage(seller.shop.id)).is_paused).toBe(false)
  })

  it('an admin pause outlives the seller’s window, and the seller can neither lift nor replace it', async () => {
    const admin = await createAdmin(t)
    const to = new Date(Date.now() + DAY)
    expect((await call('PUT', pauseUrl, seller.headers, { ends_at: to.toISOString() })).statusCode).toBe(200)
    const paused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/shops/${seller.shop.id}/pause`,
      headers: admin.headers,
      payload: { reason: 'Hàng giả bị báo cáo' },
    })
    expect(paused.statusCode, paused.body).toBe(200)
    for (const [method, body] of [['DELETE'], ['PUT', { ends_at: new Date(Date.now() + 2 * DAY).toISOString() }]] as const) {
      const refused = await call(method, pauseUrl, seller.headers, body)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().error.code).toBe('SHOP_PAUSED_BY_ADMIN')
    }
    // the seller's own return date passes: the shop stays hidden
    expect((await t.services.shopPause.runDue(to)).ended).toContain(seller.shop.id)
    expect((await shopPage(seller.shop.id)).is_paused).toBe(true)
    const resumed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/shops/${seller.shop.id}/resume`,
      headers: admin.headers,
      payload: { reason: 'Đã xác minh hàng chính hãng' },
    })
    expect(resumed.statusCode, resumed.body).toBe(200)
    expect((await shopPage(seller.shop.id)).is_paused).toBe(false)
  })
})
