import { ERRORS, VALIDATION } from '@xinh/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createCategory, createSeller, insertProduct } from '../../../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../../../test/helpers.ts'
import { productPriceChanges, products, sizeCharts } from '../catalog.tables.ts'
import { snapshotProduct, validProduct } from './seller-test-fixtures.ts'

let t: TestApp
let seller: Awaited<ReturnType<typeof createSeller>>
let other: Awaited<ReturnType<typeof createSeller>>
let admin: Awaited<ReturnType<typeof createAdmin>>
let categoryId: string

beforeAll(async () => {
  t = await createTestApp()
  ;[seller, other, admin] = await Promise.all([createSeller(t), createSeller(t), createAdmin(t)])
  categoryId = (await createCategory(t, 'Áo thun nữ')).id
})
afterAll(() => t.close())

type Who = { headers: Record<string, string> }
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, lang = 'en') =>
  t.app.inject({
    method,
    url,
    headers: { ...who.headers, 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const create = async (overrides: Record<string, unknown> = {}, who: Who = seller) => {
  const res = await call(who, 'POST', '/api/v1/seller/products', validProduct(categoryId, overrides))
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const accept = async (id: string) => {
  const res = await call(admin, 'POST', `/api/v1/admin/products/${id}/accept`)
  expect(res.statusCode, res.body).toBe(200)
}
const productCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n

describe('POST /api/v1/seller/products', () => {
  it('creates a pending product with its variants and denormalised price and stock', async () => {
    const p = await create()
    expect(p).toMatchObject({
      name: 'Áo thun nữ cổ tròn cotton',
      status: 'pending',
      display_status: 'pending',
      allow_to_sell: true,
      price: 199000,
      sale_price: 159000,
      stock: 15,
      category_id: categoryId,
      return_conditions: ['Còn nguyên tem mác'],
      classifications: [
        {
          name: 'Màu sắc',
          options: [
            { name: 'Trắng', image: null },
            { name: 'Đen tuyền', image: null },
          ],
        },
        {
          name: 'Kích cỡ',
          options: [
            { name: 'Size M', image: null },
            { name: 'Size L', image: null },
          ],
        },
      ],
    })
    expect(p._id).toMatch(/^[0-9a-f-]{36}$/)
    expect(p.submitted_at).not.toBeNull()
    expect(p.variants).toHaveLength(2)
    expect(p.variants[0]).toMatchObject({ options: ['Trắng', 'Size M'], sku: 'AT-TR-M', price: 199000, sale_price: 159000, stock: 10 })
  })

  it('stores text in NFC, whatever form the client typed', async () => {
    const nfd = (text: string) => text.normalize('NFD')
    const p = await create({
      name: nfd('Áo thun nữ cổ tròn cotton'),
      classifications: [{ name: nfd('Màu sắc'), options: [{ name: nfd('Đen tuyền') }] }],
      variants: [{ options: [nfd('Đen tuyền')], price: 100000, sale_price: 90000, stock: 2 }],
      return_conditions: [nfd('Còn nguyên tem mác')],
    })
    expect(p.name).toBe('Áo thun nữ cổ tròn cotton'.normalize('NFC'))
    expect(p.classifications[0].options[0].name).toBe('Đen tuyền'.normalize('NFC'))
    expect(p.variants[0].options).toEqual(['Đen tuyền'.normalize('NFC')])
    expect(p.return_conditions).toEqual(['Còn nguyên tem mác'.normalize('NFC')])
  })

  it.each([
    ['name', 'Áo thun', 'v.product_name_length'],
    ['name', 'x'.repeat(200), 'v.product_name_length'],
    ['description', 'Ngắn quá', 'v.product_description_length'],
    ['weight', 9, 'v.weight'],
    ['weight', 1_000_001, 'v.weight'],
    ['return_days', 15, 'v.return_days'],
    ['prep_days', 4, 'v.prep_days'],
    ['prep_days', 31, 'v.prep_days'],
    ['return_conditions', [], 'v.return_conditions'],
    ['pack_height', 0, 'v.dimensions'],
    ['images', [], 'v.images_required'],
  ] as const)('refuses %s = %j with its spec §8 message and writes nothing', async (field, value, key) => {
    const before = await productCount()
    const res = await call(seller, 'POST', '/api/v1/seller/products', validProduct(categoryId, { [field]: value }))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION_FAILED')
    expect(res.json().error.fields[field]).toBe(VALIDATION[key].en)
    expect(await productCount()).toBe(before)
  })

  it('carries the max-file count in its message, in every language', async () => {
    const images = ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp', '/uploads/d.webp']
    for (const [lang, text] of [
      ['en', 'You can upload at most 3 files'],
      ['vi', 'Chỉ được tải lên tối đa 3 tệp'],
    ]) {
      const res = await call(seller, 'POST', '/api/v1/seller/products', validProduct(categoryId, { images }), lang)
      expect(res.json().error.fields.images).toBe(text)
    }
  })

  it('checks classifications, options, quantities and prices', async () => {
    const bad = validProduct(categoryId, {
      classifications: [{ name: 'Màu sắc', options: [{ name: 'Đỏ' }] }],
      variants: [{ options: ['Đỏ'], price: 100000, sale_price: 120000, stock: 0 }],
    })
    const res = await call(seller, 'POST', '/api/v1/seller/products', bad)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toMatchObject({
      'classifications.0.options.0.name': VALIDATION['v.option_name'].en,
      'variants.0.stock': VALIDATION['v.quantity'].en,
      'variants.0.sale_price': VALIDATION['v.sale_price'].en,
    })
    const empty = await call(
      seller,
      'POST',
      '/api/v1/seller/products',
      validProduct(categoryId, { classifications: [{ name: 'Màu', options: [] }] }),
    )
    expect(empty.json().error.fields['classifications.0.options']).toBe(VALIDATION['v.classification_options'].en)
  })

  it('refuses unknown keys, a missing category and another shop’s size chart', async () => {
    expect((await call(seller, 'POST', '/api/v1/seller/products', { ...validProduct(categoryId), status: 'accepted' })).statusCode).toBe(
      400,
    )
    const missing = await call(seller, 'POST', '/api/v1/seller/products', validProduct('01900000-0000-7000-8000-00000000abcd'))
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields).toEqual({ category_id: VALIDATION['v.category'].en })
    const [chart] = await t.database.db.insert(sizeCharts).values({ shopId: other.shop.id, name: 'Bảng size áo' }).returning()
    const foreign = await call(seller, 'POST', '/api/v1/seller/products', validProduct(categoryId, { size_chart_id: chart!.id }))
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().error.fields).toEqual({ size_chart_id: VALIDATION['v.size_chart'].en })
    // the owner may use it
    const own = await create({ size_chart_id: chart!.id }, other)
    expect(own.size_chart_id).toBe(chart!.id)
  })

  it('runs the system check: sensitive words in the name or description → PRODUCT_SENSITIVE_CONTENT, nothing written', async () => {
    const before = await productCount()
    for (const [patch, field] of [
      [{ name: 'Túi xách HÀNG FAKE cao cấp loại 1' }, 'name'],
      [{ description: `${validProduct(categoryId).description} Nhận ship ma tuý toàn quốc.` }, 'description'],
    ] as const) {
      const res = await call(seller, 'POST', '/api/v1/seller/products', validProduct(categoryId, patch))
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toEqual({
        code: 'PRODUCT_SENSITIVE_CONTENT',
        message: 'Sensitive content in name or description',
        fields: { [field]: 'Sensitive content in name or description' },
      })
    }
    const vi = await call(seller, 'POST', '/api/v1/seller/products', validProduct(categoryId, { name: 'Súng hơi bắn chim loại tốt' }), 'vi')
    expect(vi.json().error.message).toBe(ERRORS.PRODUCT_SENSITIVE_CONTENT.vi)
    expect(await productCount()).toBe(before)
    // innocent words that fold to sensitive-looking ones pass
    await create({ name: 'Vali du lịch Thái Lan size lớn' })
  })

  it('needs a logged-in seller with an approved shop', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/seller/products', payload: validProduct(categoryId) })).statusCode).toBe(401)
    const waiting = await createSeller(t, { status: 'waiting_approval' })
    const res = await call(waiting, 'POST', '/api/v1/seller/products', validProduct(categoryId))
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('FORBIDDEN')
  })
})

describe('drafts', () => {
  it('creates a draft from a name alone and saves it again while it is a draft', async () => {
    const res = await call(seller, 'POST', '/api/v1/seller/products/draft', { name: 'Nháp' })
    expect(res.statusCode, res.body).toBe(200)
    const draft = res.json().data
    expect(draft).toMatchObject({
      name: 'Nháp',
      status: 'draft',
      display_status: 'draft',
      price: 0,
      stock: 0,
      variants: [],
      submitted_at: null,
    })
    const saved = await call(seller, 'PUT', `/api/v1/seller/products/${draft._id}/draft`, {
      name: 'Nháp áo sơ mi',
      weight: 300,
      variants: [{ options: [], price: 100000, sale_price: 90000, stock: 3 }],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data).toMatchObject({ name: 'Nháp áo sơ mi', weight: 300, status: 'draft', sale_price: 90000, stock: 3 })
  })

  it('still refuses malformed fields in a draft (no database error)', async () => {
    const res = await call(seller, 'POST', '/api/v1/seller/products/draft', {
      name: 'Nháp',
      variants: [{ options: [], price: 100, sale_price: 200, stock: 1 }],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields['variants.0.sale_price']).toBe(VALIDATION['v.sale_price'].en)
    expect((await call(seller, 'POST', '/api/v1/seller/products/draft', {})).json().error.fields.name).toBe(VALIDATION['v.required'].en)
  })

  it('a draft is submitted with PUT /{id} and a full product → pending', async () => {
    const draft = (await call(seller, 'POST', '/api/v1/seller/products/draft', { name: 'Nháp gửi duyệt' })).json().data
    const res = await call(seller, 'PUT', `/api/v1/seller/products/${draft._id}`, validProduct(categoryId))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'pending' })
    expect(res.json().data.submitted_at).not.toBeNull()
  })

  it('PUT /{id}/draft on a product that is not a draft → 409 PRODUCT_STATE_CONFLICT, unchanged', async () => {
    const p = await create()
    const before = await snapshotProduct(t, p._id)
    const res = await call(seller, 'PUT', `/api/v1/seller/products/${p._id}/draft`, { name: 'Về nháp' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('PRODUCT_STATE_CONFLICT')
    expect(await snapshotProduct(t, p._id)).toEqual(before)
  })
})

describe('PUT /api/v1/seller/products/{id}', () => {
  it('keeps an accepted product accepted when only stock and terms change; variant ids survive', async () => {
    const p = await create()
    await accept(p._id)
    const body = validProduct(categoryId, {
      return_days: 10,
      variants: [
        { options: ['Trắng', 'Size M'], price: 199000, sale_price: 159000, stock: 99 },
        { options: ['Đen tuyền', 'Size L'], price: 199000, sale_price: 179000, stock: 1 },
      ],
    })
    const res = await call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, body)
    expect(res.statusCode, res.body).toBe(200)
    const updated = res.json().data
    expect(updated).toMatchObject({ status: 'accepted', display_status: 'available', return_days: 10, stock: 100, price_change_count: 0 })
    expect(updated.variants.map((v: { _id: string }) => v._id)).toEqual(p.variants.map((v: { _id: string }) => v._id))
  })

  it('sends an accepted product back to pending when name, description or images change', async () => {
    for (const patch of [{ name: 'Áo thun nữ cổ tròn cotton mới' }, { images: ['/uploads/products/cd/new.webp'] }]) {
      const p = await create()
      await accept(p._id)
      const res = await call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, validProduct(categoryId, patch))
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data.status).toBe('pending')
      expect(new Date(res.json().data.submitted_at).getTime()).toBeGreaterThanOrEqual(new Date(p.submitted_at).getTime())
    }
  })

  it('resubmits a rejected product → pending', async () => {
    const p = await create()
    expect((await call(admin, 'POST', `/api/v1/admin/products/${p._id}/reject`, { reason: 'Ảnh chưa rõ' })).statusCode).toBe(200)
    const got = (await call(seller, 'GET', `/api/v1/seller/products/${p._id}`)).json().data
    expect(got).toMatchObject({ status: 'rejected', rejection_reason: 'Ảnh chưa rõ' })
    const res = await call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, validProduct(categoryId))
    expect(res.json().data).toMatchObject({ status: 'pending', rejection_reason: null })
  })

  it('replaces classifications and variants: kept combinations keep their ids, others go', async () => {
    const p = await create()
    const white = p.variants.find((v: { options: string[] }) => v.options[0] === 'Trắng')
    const res = await call(
      seller,
      'PUT',
      `/api/v1/seller/products/${p._id}`,
      validProduct(categoryId, {
        classifications: [
          { name: 'Màu sắc', options: [{ name: 'Trắng' }, { name: 'Hồng phấn', image: '/uploads/products/ef/pink.webp' }] },
          { name: 'Kích cỡ', options: [{ name: 'Size M' }] },
        ],
        variants: [
          { options: ['Trắng', 'Size M'], price: 199000, sale_price: 159000, stock: 4 },
          { options: ['Hồng phấn', 'Size M'], price: 209000, sale_price: 149000, stock: 6 },
        ],
      }),
    )
    expect(res.statusCode, res.body).toBe(200)
    const updated = res.json().data
    expect(updated.variants).toHaveLength(2)
    expect(updated.variants.find((v: { options: string[] }) => v.options[0] === 'Trắng')._id).toBe(white._id)
    expect(
      updated.variants.some((v: { _id: string }) => p.variants.some((o: { _id: string }) => o._id === v._id && o._id !== white._id)),
    ).toBe(false)
    expect(updated).toMatchObject({ price: 209000, sale_price: 149000, stock: 10 })
    expect(updated.classifications[0].options[1]).toEqual({ name: 'Hồng phấn', image: '/uploads/products/ef/pink.webp' })
  })

  it('re-runs the system check and every rule; a refused update changes nothing', async () => {
    const p = await create()
    await accept(p._id)
    const before = await snapshotProduct(t, p._id)
    const sensitive = await call(
      seller,
      'PUT',
      `/api/v1/seller/products/${p._id}`,
      validProduct(categoryId, { name: 'Áo thun replica cao cấp' }),
    )
    expect(sensitive.statusCode).toBe(400)
    expect(sensitive.json().error.code).toBe('PRODUCT_SENSITIVE_CONTENT')
    const invalid = await call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, validProduct(categoryId, { weight: 5 }))
    expect(invalid.json().error.fields.weight).toBe(VALIDATION['v.weight'].en)
    expect(await snapshotProduct(t, p._id)).toEqual(before)
  })
})

describe('price rule (spec §9: once per 14 days, at most 3 times, once accepted)', () => {
  const withPrice = (price: number, sale: number) =>
    validProduct(categoryId, {
      variants: [
        { options: ['Trắng', 'Size M'], price, sale_price: sale, stock: 10 },
        { options: ['Đen tuyền', 'Size L'], price: 199000, sale_price: 179000, stock: 5 },
      ],
    })
  const ago = (id: string, days: number) =>
    t.database.db
      .update(products)
      .set({ priceChangedAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(products.id, id))

  it('lets a product that was never accepted change prices freely', async () => {
    const p = await create()
    for (const sale of [150000, 140000, 130000, 120000])
      expect((await call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, withPrice(199000, sale))).statusCode).toBe(200)
    expect((await snapshotProduct(t, p._id))!.row.priceChangeCount).toBe(0)
  })

  it('allows a change, refuses the next within 14 days, and refuses a fourth change', async () => {
    const p = await create()
    await accept(p._id)
    const first = await call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, withPrice(199000, 149000))
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toMatchObject({ price_change_count: 1, sale_price: 149000 })

    const soon = await call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, withPrice(199000, 139000))
    expect(soon.statusCode).toBe(409)
    expect(soon.json().error).toEqual({ code: 'PRICE_CHANGE_TOO_SOON', message: 'Cannot change price within 14 days' })
    expect((await snapshotProduct(t, p._id))!.row).toMatchObject({ salePrice: 149000, priceChangeCount: 1 })
    // a change of the original price counts too
    expect((await call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, withPrice(209000, 149000))).statusCode).toBe(409)
    // stock-only edits are not price changes
    expect((await call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, withPrice(199000, 149000))).statusCode).toBe(200)

    await ago(p._id, 13)
    expect((await call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, withPrice(199000, 139000))).statusCode).toBe(409)
    await ago(p._id, 14)
    expect((await call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, withPrice(199000, 139000))).statusCode).toBe(200)
    await ago(p._id, 15)
    expect((await call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, withPrice(199000, 129000))).statusCode).toBe(200)
    await ago(p._id, 30)
    const tooMany = await call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, withPrice(199000, 119000), 'vi')
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json().error).toEqual({ code: 'PRICE_CHANGE_TOO_MANY', message: ERRORS.PRICE_CHANGE_TOO_MANY.vi })

    const log = await t.database.db.select().from(productPriceChanges).where(eq(productPriceChanges.productId, p._id))
    expect(log.map((l) => [l.oldPrice, l.newPrice])).toEqual([
      [159000, 149000],
      [149000, 139000],
      [139000, 129000],
    ])
    expect((await snapshotProduct(t, p._id))!.row).toMatchObject({ priceChangeCount: 3, salePrice: 129000 })
  })

  it('still applies while an accepted product is back in review, and to a delisted one', async () => {
    const p = await create()
    await accept(p._id)
    expect(
      (
        await call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, { ...withPrice(199000, 149000), name: 'Áo thun nữ cổ tròn bản mới' })
      ).json().data,
    ).toMatchObject({
      status: 'pending',
      price_change_count: 1,
    })
    expect((await call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, withPrice(199000, 139000))).statusCode).toBe(409)
  })

  it('two concurrent price changes: exactly one wins', async () => {
    const p = await create()
    await accept(p._id)
    const results = await Promise.all([
      call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, withPrice(199000, 149000)),
      call(seller, 'PUT', `/api/v1/seller/products/${p._id}`, withPrice(199000, 139000)),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const log = await t.database.db.select().from(productPriceChanges).where(eq(productPriceChanges.productId, p._id))
    expect(log).toHaveLength(1)
    expect((await snapshotProduct(t, p._id))!.row.priceChangeCount).toBe(1)
  })
})

describe('list, get, delete, clone, active', () => {
  let shop: Awaited<ReturnType<typeof createSeller>>
  beforeAll(async () => {
    shop = await createSeller(t)
    const base = { shopId: shop.shop.id, categoryId }
    await insertProduct(t, { ...base, name: 'Áo thun trắng còn hàng' })
    await insertProduct(t, {
      ...base,
      name: 'Áo thun đen hết hàng',
      variants: [{ options: [], price: 100000, salePrice: 90000, stock: 0 }],
    })
    await insertProduct(t, { ...base, name: 'Quần jean ẩn', status: 'delisted', allowToSell: false })
    await insertProduct(t, { ...base, name: 'Váy nháp', status: 'draft' })
    await insertProduct(t, { ...base, name: 'Đầm chờ duyệt', status: 'pending' })
    await insertProduct(t, { ...base, name: 'Túi bị từ chối', status: 'rejected', rejectionReason: 'Sai ngành hàng' })
  })

  it('lists with a filter and counts per filter', async () => {
    const res = await call(shop, 'GET', '/api/v1/seller/products')
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.counts).toEqual({ all: 6, available: 1, sold_out: 1, delisted: 1, draft: 1, pending: 1, rejected: 1 })
    expect(body.meta).toEqual({ page: 1, limit: 20, total: 6 })
    for (const [filter, name] of [
      ['available', 'Áo thun trắng còn hàng'],
      ['sold_out', 'Áo thun đen hết hàng'],
      ['delisted', 'Quần jean ẩn'],
      ['draft', 'Váy nháp'],
      ['pending', 'Đầm chờ duyệt'],
      ['rejected', 'Túi bị từ chối'],
    ]) {
      const list = (await call(shop, 'GET', `/api/v1/seller/products?filter=${filter}`)).json()
      expect(
        list.data.map((p: { name: string }) => p.name),
        filter,
      ).toEqual([name])
      expect(list.data[0].display_status).toBe(filter)
    }
    expect((await call(shop, 'GET', '/api/v1/seller/products?filter=rejected')).json().data[0].rejection_reason).toBe('Sai ngành hàng')
  })

  it('finds by keyword without diacritics, with counts that follow the keyword; pages', async () => {
    const res = (await call(shop, 'GET', '/api/v1/seller/products?keyword=ao%20THUN')).json()
    expect(res.data.map((p: { name: string }) => p.name).sort()).toEqual(['Áo thun trắng còn hàng', 'Áo thun đen hết hàng'].sort())
    expect(res.counts).toMatchObject({ all: 2, available: 1, sold_out: 1, draft: 0 })
    const page = (await call(shop, 'GET', '/api/v1/seller/products?limit=4&page=2')).json()
    expect(page.data).toHaveLength(2)
    expect(page.meta).toEqual({ page: 2, limit: 4, total: 6 })
    expect((await call(shop, 'GET', '/api/v1/seller/products?filter=nope')).statusCode).toBe(400)
  })

  it('GET one answers the full product for editing', async () => {
    const p = await create()
    const res = await call(seller, 'GET', `/api/v1/seller/products/${p._id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual(p)
  })

  it('DELETE removes the product; it is then unknown', async () => {
    const p = await create()
    expect((await call(seller, 'DELETE', `/api/v1/seller/products/${p._id}`)).json()).toEqual({ success: true, data: { ok: true } })
    const gone = await call(seller, 'GET', `/api/v1/seller/products/${p._id}`)
    expect(gone.statusCode).toBe(404)
    expect(gone.json().error).toEqual({ code: 'PRODUCT_INVALID_ID', message: 'Invalid product id' })
  })

  it('clone copies as a new draft "(bản sao)", variants with the same stock, within the name limit', async () => {
    const p = await create()
    const res = await call(seller, 'POST', `/api/v1/seller/products/${p._id}/clone`)
    expect(res.statusCode, res.body).toBe(200)
    const copy = res.json().data
    expect(copy._id).not.toBe(p._id)
    expect(copy).toMatchObject({
      name: 'Áo thun nữ cổ tròn cotton (bản sao)',
      status: 'draft',
      description: p.description,
      stock: 15,
      price_change_count: 0,
    })
    expect(copy.classifications).toEqual(p.classifications)
    expect(copy.variants.map((v: { options: string[]; stock: number; sku: string | null }) => [v.options, v.stock, v.sku])).toEqual(
      p.variants.map((v: { options: string[]; stock: number; sku: string | null }) => [v.options, v.stock, v.sku]),
    )
    expect(copy.variants.some((v: { _id: string }) => p.variants.some((o: { _id: string }) => o._id === v._id))).toBe(false)

    const long = await create({ name: `Áo ${'dài '.repeat(48)}`.trim() })
    const longCopy = (await call(seller, 'POST', `/api/v1/seller/products/${long._id}/clone`)).json().data
    expect([...longCopy.name].length).toBeLessThanOrEqual(199)
    expect(longCopy.name.endsWith(' (bản sao)')).toBe(true)
    // the clone is a valid product to submit as is
    expect(
      (await call(seller, 'PUT', `/api/v1/seller/products/${copy._id}`, validProduct(categoryId, { name: copy.name }))).json().data.status,
    ).toBe('pending')
  })

  it('the active toggle delists an accepted product and relists it', async () => {
    const p = await create()
    await accept(p._id)
    const off = await call(seller, 'PATCH', `/api/v1/seller/products/${p._id}/active`, { allow_to_sell: false })
    expect(off.json().data).toMatchObject({ status: 'delisted', allow_to_sell: false, display_status: 'delisted' })
    const on = await call(seller, 'PATCH', `/api/v1/seller/products/${p._id}/active`, { allow_to_sell: true })
    expect(on.json().data).toMatchObject({ status: 'accepted', allow_to_sell: true, display_status: 'available' })
    expect((await call(seller, 'PATCH', `/api/v1/seller/products/${p._id}/active`, { allow_to_sell: 'no' })).statusCode).toBe(400)
  })

  it('hiding a pending product keeps it in review; acceptance then lands on delisted', async () => {
    const p = await create()
    const off = await call(seller, 'PATCH', `/api/v1/seller/products/${p._id}/active`, { allow_to_sell: false })
    expect(off.json().data).toMatchObject({ status: 'pending', allow_to_sell: false })
    await accept(p._id)
    expect((await call(seller, 'GET', `/api/v1/seller/products/${p._id}`)).json().data).toMatchObject({
      status: 'delisted',
      allow_to_sell: false,
    })
  })
})

describe('bulk hide / bulk delete', () => {
  it('hides all listed products of the seller', async () => {
    const [a, b] = [await create(), await create()]
    await accept(a._id)
    const res = await call(seller, 'POST', '/api/v1/seller/products/bulk-hide', { ids: [a._id, b._id, a._id] })
    expect(res.json()).toEqual({ success: true, data: { count: 2 } })
    expect((await snapshotProduct(t, a._id))!.row).toMatchObject({ status: 'delisted', allowToSell: false })
    expect((await snapshotProduct(t, b._id))!.row).toMatchObject({ status: 'pending', allowToSell: false })
  })

  it('a list with a foreign or unknown id → 400 LIST_INVALID and nothing changes', async () => {
    const mine = await create()
    await accept(mine._id)
    const theirs = await create({}, other)
    for (const url of ['/api/v1/seller/products/bulk-hide', '/api/v1/seller/products/bulk-delete'])
      for (const stranger of [theirs._id, '01900000-0000-7000-8000-00000000dead']) {
        const before = [await snapshotProduct(t, mine._id), await snapshotProduct(t, theirs._id)]
        const res = await call(seller, 'POST', url, { ids: [mine._id, stranger] })
        expect(res.statusCode).toBe(400)
        expect(res.json().error).toEqual({ code: 'LIST_INVALID', message: 'Invalid list, choose a new one' })
        expect([await snapshotProduct(t, mine._id), await snapshotProduct(t, theirs._id)]).toEqual(before)
      }
    expect((await call(seller, 'POST', '/api/v1/seller/products/bulk-delete', { ids: [] })).statusCode).toBe(400)
  })

  it('deletes all listed products of the seller', async () => {
    const [a, b] = [await create(), await create()]
    const res = await call(seller, 'POST', '/api/v1/seller/products/bulk-delete', { ids: [a._id, b._id] })
    expect(res.json()).toEqual({ success: true, data: { count: 2 } })
    expect(await snapshotProduct(t, a._id)).toBeNull()
    expect(await snapshotProduct(t, b._id)).toBeNull()
  })
})

describe('GET /api/v1/seller/products/filter (vouchers and promotions)', () => {
  it('lists accepted, listed, in-stock products only, with variants; keyword, category and exclusions apply', async () => {
    const shop = await createSeller(t)
    const otherCategory = await createCategory(t, 'Son môi')
    const base = { shopId: shop.shop.id, categoryId }
    const tee = await insertProduct(t, { ...base, name: 'Áo thun đi biển' })
    const lipstick = await insertProduct(t, { ...base, categoryId: otherCategory.id, name: 'Son kem lì đỏ' })
    await insertProduct(t, { ...base, name: 'Áo thun hết hàng', variants: [{ options: [], price: 100000, salePrice: 90000, stock: 0 }] })
    await insertProduct(t, { ...base, name: 'Áo thun chờ duyệt', status: 'pending' })
    await insertProduct(t, { ...base, name: 'Áo thun ẩn', status: 'delisted', allowToSell: false })

    const all = (await call(shop, 'GET', '/api/v1/seller/products/filter')).json()
    expect(all.data.map((p: { _id: string }) => p._id).sort()).toEqual([tee.id, lipstick.id].sort())
    expect(all.meta.total).toBe(2)
    expect(all.data[0].variants[0]).toMatchObject({ price: 200000, sale_price: 150000, stock: 10 })
    const keyword = (await call(shop, 'GET', '/api/v1/seller/products/filter?keyword=ao%20thun')).json()
    expect(keyword.data.map((p: { _id: string }) => p._id)).toEqual([tee.id])
    const byCategory = (await call(shop, 'GET', `/api/v1/seller/products/filter?category_id=${otherCategory.id}`)).json()
    expect(byCategory.data.map((p: { _id: string }) => p._id)).toEqual([lipstick.id])
    const excluded = (await call(shop, 'GET', `/api/v1/seller/products/filter?exclude_ids=${tee.id},${lipstick.id}`)).json()
    expect(excluded.data).toEqual([])
    expect((await call(shop, 'GET', '/api/v1/seller/products/filter?exclude_ids=abc')).statusCode).toBe(400)
  })
})

describe('OpenAPI', () => {
  it('documents the seller and admin routes', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths)
    for (const path of [
      '/api/v1/seller/products',
      '/api/v1/seller/products/{id}',
      '/api/v1/seller/products/upload',
      '/api/v1/seller/products/download',
      '/api/v1/seller/size-charts/{id}',
      '/api/v1/admin/products/{id}/reject',
      '/api/v1/admin/size-charts',
    ])
      expect(paths).toContain(path)
  })
})
