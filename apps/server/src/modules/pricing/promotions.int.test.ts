import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct, setShopPaused } from '../../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { productVariants } from '../catalog/catalog.tables.ts'
import { promotionItems, promotions } from './pricing.tables.ts'

/**
 * Promotions through HTTP (docs/api/commerce.md "Pricing"): a seller's promotions by product or by
 * variant with every spec §5 rule and its message, overlap refusal, editing and ending, and the
 * public list of /uu-dai with its products priced like the calculator.
 */

let t: TestApp
let seller: Awaited<ReturnType<typeof createSeller>>
let other: Awaited<ReturnType<typeof createSeller>>
const p: Record<string, string> = {}
const v: Record<string, string> = {}

const HOUR = 3_600_000
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()
type Headers = Record<string, string>
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const promotionInput = (items: unknown[], over: Record<string, unknown> = {}) => ({
  name: 'Sale cuối tuần',
  description: 'Giảm sâu cho các mẫu bán chạy',
  start_time: at(-1),
  end_time: at(48),
  items,
  ...over,
})

async function createPromotion(items: unknown[], over: Record<string, unknown> = {}, headers: Headers = seller.headers) {
  const res = await call('POST', '/api/v1/seller/promotions', headers, promotionInput(items, over))
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as {
    _id: string
    items: Array<{ _id: string; product_id: string; variant_id: string | null; sold: number }>
    [k: string]: unknown
  }
}

beforeAll(async () => {
  t = await createTestApp()
  ;[seller, other] = await Promise.all([createSeller(t, { shopName: 'Nhà Xinh Promo' }), createSeller(t, { shopName: 'Shop Bên Cạnh' })])
  const make = async (
    key: string,
    shopId: string,
    name: string,
    variants?: Array<{ options: string[]; price: number; salePrice: number; stock: number }>,
  ) => {
    const row = await insertProduct(t, {
      shopId,
      name,
      ...(variants
        ? { classifications: [{ name: 'Màu', options: variants.map((x) => ({ name: x.options[0] as string })) }], variants }
        : {}),
    })
    p[key] = row.id
    const vs = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, row.id))
    for (const x of vs) v[`${key}:${x.options[0] ?? ''}`] = x.id
  }
  await make('tee', seller.shop.id, 'Áo thun cotton khuyến mãi', [
    { options: ['Trắng'], price: 200_000, salePrice: 159_000, stock: 10 },
    { options: ['Đen'], price: 220_000, salePrice: 199_000, stock: 10 },
  ])
  await make('jeans', seller.shop.id, 'Quần jeans khuyến mãi')
  await make('bag', seller.shop.id, 'Túi tote khuyến mãi')
  await make('foreign', other.shop.id, 'Váy của shop bên cạnh')
})
afterAll(() => t.close())

describe('seller promotions', () => {
  it('creates a promotion by product and by variant in the Promotion shape', async () => {
    const res = await call(
      'POST',
      '/api/v1/seller/promotions',
      seller.headers,
      promotionInput([
        { product_id: p.jeans, discount_percent: 20, max_discount_percent: 30, product_limit: 50, purchase_limit: 2 },
        { product_id: p.tee, variant_id: v['tee:Trắng'], discount_percent: 15 },
      ]),
    )
    expect(res.statusCode, res.body).toBe(200)
    const promo = res.json().data
    expect(promo).toMatchObject({
      name: 'Sale cuối tuần',
      description: 'Giảm sâu cho các mẫu bán chạy',
      cover: null,
      status: 'running',
      ended_at: null,
      shop: { _id: seller.shop.id, name: 'Nhà Xinh Promo' },
      items: [
        {
          product_id: p.jeans,
          variant_id: null,
          discount_percent: 20,
          max_discount_percent: 30,
          product_limit: 50,
          purchase_limit: 2,
          sold: 0,
        },
        {
          product_id: p.tee,
          variant_id: v['tee:Trắng'],
          discount_percent: 15,
          max_discount_percent: 15,
          product_limit: null,
          purchase_limit: null,
          sold: 0,
        },
      ],
    })
    expect((await call('GET', `/api/v1/seller/promotions/${promo._id}`, seller.headers)).json().data).toEqual(promo)
    // clean up for the tests below (a product is in one promotion at a time)
    await call('DELETE', `/api/v1/seller/promotions/${promo._id}`, seller.headers)
  })

  it('refuses each spec §5 rule with its message, writing nothing', async () => {
    const before = (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM promotions'))[0]?.n
    const item = (over: Record<string, unknown>) => [{ product_id: p.bag, discount_percent: 20, ...over }]
    const cases: Array<[unknown, Record<string, string>]> = [
      [promotionInput(item({ discount_percent: 0 })), { 'items.0.discount_percent': 'The discount must be above 0 and at most 80%' }],
      [promotionInput(item({ discount_percent: 81 })), { 'items.0.discount_percent': 'The discount must be above 0 and at most 80%' }],
      [
        promotionInput(item({ max_discount_percent: 10 })),
        { 'items.0.max_discount_percent': 'The maximum discount must be above 0 and at least the discount' },
      ],
      [promotionInput(item({ product_limit: 0 })), { 'items.0.product_limit': 'The product limit cannot be 0' }],
      [
        promotionInput(item({ product_limit: 3, purchase_limit: 4 })),
        { 'items.0.purchase_limit': 'The purchase limit cannot be above the product limit' },
      ],
      [promotionInput(item({}), { description: 'd'.repeat(151) }), { description: 'At most 150 characters' }],
      [promotionInput(item({}), { start_time: at(5), end_time: at(1) }), { end_time: 'The end time must be after the start time' }],
      [promotionInput([]), { items: 'Choose at least one product' }],
      [
        promotionInput([
          { product_id: p.bag, discount_percent: 10 },
          { product_id: p.bag, discount_percent: 20 },
        ]),
        { 'items.1.product_id': 'This product or variant is already in the promotion' },
      ],
    ]
    for (const [body, fields] of cases) {
      const res = await call('POST', '/api/v1/seller/promotions', seller.headers, body)
      expect(res.statusCode, JSON.stringify(fields)).toBe(400)
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields })
    }
    const vi = await call(
      'POST',
      '/api/v1/seller/promotions',
      { ...seller.headers, 'accept-language': 'vi' },
      promotionInput(item({ discount_percent: 90 })),
    )
    expect(vi.json().error.fields).toEqual({ 'items.0.discount_percent': 'Mức giảm phải lớn hơn 0 và tối đa 80%' })
    const ko = await call(
      'POST',
      '/api/v1/seller/promotions',
      { ...seller.headers, 'accept-language': 'ko' },
      promotionInput(item({ product_limit: 0 })),
    )
    expect(ko.json().error.fields).toEqual({ 'items.0.product_limit': '프로모션 상품 수량은 0일 수 없습니다' })
    // another shop's product, a variant of another product
    const foreign = await call(
      'POST',
      '/api/v1/seller/promotions',
      seller.headers,
      promotionInput([{ product_id: p.foreign, discount_percent: 10 }]),
    )
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().error.fields).toEqual({ 'items.0.product_id': 'This product or variant is not in your shop' })
    const wrongVariant = await call(
      'POST',
      '/api/v1/seller/promotions',
      seller.headers,
      promotionInput([{ product_id: p.bag, variant_id: v['tee:Đen'], discount_percent: 10 }]),
    )
    expect(wrongVariant.json().error.fields).toEqual({ 'items.0.variant_id': 'This product or variant is not in your shop' })
    expect((await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM promotions'))[0]?.n).toBe(before)
  })

  it('PROMOTION_OVERLAP: a product or variant is in one not-ended promotion per period', async () => {
    const first = await createPromotion([{ product_id: p.bag, discount_percent: 10 }], { start_time: at(10), end_time: at(20) })
    const clash = await call(
      'POST',
      '/api/v1/seller/promotions',
      seller.headers,
      promotionInput([{ product_id: p.bag, discount_percent: 30 }], { start_time: at(15), end_time: at(30) }),
    )
    expect(clash.statusCode).toBe(409)
    // the message names the product and the promotion it is already in (issue 13)
    const named = '“Túi tote khuyến mãi” is already in the promotion “Sale cuối tuần” during this period'
    expect(clash.json().error).toEqual({ code: 'PROMOTION_OVERLAP', message: named, fields: { 'items.0.product_id': named } })
    // periods that only touch do not overlap
    const after = await createPromotion([{ product_id: p.bag, discount_percent: 30 }], { start_time: at(20), end_time: at(30) })
    // a whole product meets each of its variants; different variants do not meet
    const white = await createPromotion([{ product_id: p.tee, variant_id: v['tee:Trắng'], discount_percent: 10 }])
    const black = await createPromotion([{ product_id: p.tee, variant_id: v['tee:Đen'], discount_percent: 12 }])
    const whole = await call(
      'POST',
      '/api/v1/seller/promotions',
      seller.headers,
      promotionInput([{ product_id: p.tee, discount_percent: 5 }]),
    )
    expect(whole.json().error.code).toBe('PROMOTION_OVERLAP')
    // an ended promotion frees its products
    await call('POST', `/api/v1/seller/promotions/${white._id}/end`, seller.headers)
    const again = await createPromotion([{ product_id: p.tee, variant_id: v['tee:Trắng'], discount_percent: 25 }])
    // editing a promotion does not clash with itself
    const edit = await call(
      'PUT',
      `/api/v1/seller/promotions/${first._id}`,
      seller.headers,
      promotionInput([{ product_id: p.bag, discount_percent: 11 }], { start_time: at(10), end_time: at(19) }),
    )
    expect(edit.statusCode, edit.body).toBe(200)
    for (const id of [first._id, after._id, black._id, again._id, white._id])
      await call('DELETE', `/api/v1/seller/promotions/${id}`, seller.headers)
  })

  it('concurrent creations on one product: exactly one wins', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/api/v1/seller/promotions', seller.headers, promotionInput([{ product_id: p.jeans, discount_percent: 10 + i }])),
      ),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409])
    const winner = results.find((r) => r.statusCode === 200)?.json().data
    await call('DELETE', `/api/v1/seller/promotions/${winner._id}`, seller.headers)
  })

  it('edits keep what items sold; a product limit cannot drop below it; an ended promotion cannot be edited', async () => {
    const promo = await createPromotion([
      { product_id: p.jeans, discount_percent: 20, product_limit: 10 },
      { product_id: p.bag, discount_percent: 10 },
    ])
    const jeansItem = promo.items.find((i) => i.product_id === p.jeans)!
    await t.database.db.update(promotionItems).set({ sold: 4 }).where(eq(promotionItems.id, jeansItem._id))
    const low = await call(
      'PUT',
      `/api/v1/seller/promotions/${promo._id}`,
      seller.headers,
      promotionInput([{ product_id: p.jeans, discount_percent: 20, product_limit: 3 }]),
    )
    expect(low.statusCode).toBe(400)
    expect(low.json().error.fields).toEqual({ 'items.0.product_limit': 'Cannot be below what has already been used or saved' })
    const res = await call(
      'PUT',
      `/api/v1/seller/promotions/${promo._id}`,
      seller.headers,
      promotionInput([{ product_id: p.jeans, discount_percent: 25, product_limit: 8 }], { name: 'Sale mới' }),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      name: 'Sale mới',
      items: [{ _id: jeansItem._id, product_id: p.jeans, discount_percent: 25, product_limit: 8, sold: 4 }],
    })
    const ended = await call('POST', `/api/v1/seller/promotions/${promo._id}/end`, seller.headers)
    expect(ended.json().data).toMatchObject({ status: 'ended' })
    const endedAt = ended.json().data.ended_at
    expect((await call('POST', `/api/v1/seller/promotions/${promo._id}/end`, seller.headers)).json().data.ended_at).toBe(endedAt)
    const late = await call(
      'PUT',
      `/api/v1/seller/promotions/${promo._id}`,
      seller.headers,
      promotionInput([{ product_id: p.jeans, discount_percent: 25 }]),
    )
    expect(late.statusCode).toBe(409)
    expect(late.json().error).toEqual({ code: 'PROMOTION_NOT_EDITABLE', message: 'This promotion has ended' })
    // ended by time as well
    const old = await createPromotion([{ product_id: p.bag, discount_percent: 10 }], { start_time: at(100), end_time: at(101) })
    await t.database.db
      .update(promotions)
      .set({ startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - HOUR) })
      .where(eq(promotions.id, old._id))
    expect(
      (
        await call(
          'PUT',
          `/api/v1/seller/promotions/${old._id}`,
          seller.headers,
          promotionInput([{ product_id: p.bag, discount_percent: 10 }]),
        )
      ).json().error.code,
    ).toBe('PROMOTION_NOT_EDITABLE')
    for (const id of [promo._id, old._id])
      expect((await call('DELETE', `/api/v1/seller/promotions/${id}`, seller.headers)).statusCode).toBe(200)
    expect((await call('GET', `/api/v1/seller/promotions/${promo._id}`, seller.headers)).json().error).toEqual({
      code: 'PROMOTION_NOT_FOUND',
      message: 'Promotion not found',
    })
  })

  it('lists the shop’s promotions by state with paging', async () => {
    const running = await createPromotion([{ product_id: p.bag, discount_percent: 10 }])
    const upcoming = await createPromotion([{ product_id: p.bag, discount_percent: 10 }], { start_time: at(200), end_time: at(300) })
    const others = await createPromotion([{ product_id: p.foreign, discount_percent: 10 }], {}, other.headers)
    const list = (await call('GET', '/api/v1/seller/promotions', seller.headers)).json()
    expect(list.data.map((x: { _id: string }) => x._id)).toEqual([upcoming._id, running._id])
    expect(list.meta).toEqual({ page: 1, limit: 20, total: 2 })
    expect(
      (await call('GET', '/api/v1/seller/promotions?status=upcoming', seller.headers)).json().data.map((x: { _id: string }) => x._id),
    ).toEqual([upcoming._id])
    expect((await call('GET', '/api/v1/seller/promotions?status=ended', seller.headers)).json().data).toEqual([])
    for (const id of [running._id, upcoming._id]) await call('DELETE', `/api/v1/seller/promotions/${id}`, seller.headers)
    await call('DELETE', `/api/v1/seller/promotions/${others._id}`, other.headers)
  })
})

describe('GET /api/v1/web/promotions (/uu-dai)', () => {
  it('running then upcoming promotions of open shops, with their visible products at the promotion price', async () => {
    const running = await createPromotion(
      [
        { product_id: p.tee, variant_id: v['tee:Đen'], discount_percent: 33, max_discount_percent: 40 },
        { product_id: p.jeans, discount_percent: 10, product_limit: 20 },
      ],
      { name: 'Đang diễn ra' },
    )
    const upcoming = await createPromotion([{ product_id: p.bag, discount_percent: 25 }], {
      name: 'Sắp diễn ra',
      start_time: at(5),
      end_time: at(50),
    })
    const ended = await createPromotion([{ product_id: p.bag, discount_percent: 5 }], {
      name: 'Đã kết thúc',
      start_time: at(-3),
      end_time: at(1),
    })
    await call('POST', `/api/v1/seller/promotions/${ended._id}/end`, seller.headers)
    const res = await call('GET', '/api/v1/web/promotions')
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.meta).toEqual({ page: 1, limit: 6, total: 2 })
    expect(body.data.map((x: { name: string; status: string }) => [x.name, x.status])).toEqual([
      ['Đang diễn ra', 'running'],
      ['Sắp diễn ra', 'upcoming'],
    ])
    const [r, u] = body.data
    expect(r).toMatchObject({ shop: { _id: seller.shop.id, name: 'Nhà Xinh Promo' }, max_discount_percent: 40, product_count: 2 })
    // biggest discount first; the variant item discounts the variant's price (199.000 → 133.330), with the calculator's rounding
    expect(r.products.map((x: { _id: string }) => x._id)).toEqual([p.tee, p.jeans])
    expect(r.products[0]).toMatchObject({
      name: 'Áo thun cotton khuyến mãi',
      sale_price: 199_000 - Math.floor((199_000 * 33) / 100),
      before_sale_price: 199_000,
      discount_percent: 33,
      promotion: { _id: running._id, discount_percent: 33 },
      promotion_item: { variant_id: v['tee:Đen'], discount_percent: 33, max_discount_percent: 40, product_limit: null, sold: 0 },
    })
    expect(r.products[1]).toMatchObject({ sale_price: 135_000, before_sale_price: 150_000, promotion_item: { product_limit: 20 } })
    // the upcoming one shows the price it will have
    expect(u.products[0]).toMatchObject({ _id: p.bag, sale_price: 112_500, before_sale_price: 150_000, discount_percent: 25 })

    expect((await call('GET', '/api/v1/web/promotions?status=upcoming')).json().data.map((x: { _id: string }) => x._id)).toEqual([
      upcoming._id,
    ])
    expect((await call('GET', '/api/v1/web/promotions?limit=1&page=2')).json()).toMatchObject({ meta: { page: 2, limit: 1, total: 2 } })
    const few = (await call('GET', '/api/v1/web/promotions?products=1')).json().data[0]
    expect(few).toMatchObject({ product_count: 2 })
    expect(few.products).toHaveLength(1)

    // a paused shop's promotions are not shown
    await setShopPaused(t, seller.shop.id, true)
    try {
      expect((await call('GET', '/api/v1/web/promotions')).json().data).toEqual([])
    } finally {
      await setShopPaused(t, seller.shop.id, false)
    }
    for (const id of [running._id, upcoming._id, ended._id]) await call('DELETE', `/api/v1/seller/promotions/${id}`, seller.headers)
  })
})
