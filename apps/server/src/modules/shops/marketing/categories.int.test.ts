import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, register, type TestApp } from '../../../../test/helpers.ts'
import { products } from '../../catalog/catalog.tables.ts'
import { shopCategories } from '../shops.tables.ts'

/**
 * Shop categories in the seller centre (docs/api/seller-marketing.md): the §5 rules, show/hide,
 * order, products assigned, what the shop page shows, and who may touch them — the owner, another
 * seller (404, nothing changes), a buyer (403) and anonymous (401).
 */

const BASE = '/api/v1/seller/shop-categories'
let t: TestApp
let owner: Awaited<ReturnType<typeof createSeller>>
let other: Awaited<ReturnType<typeof createSeller>>
let buyer: Record<string, string>
const mine: string[] = []
let foreignProduct: string

type Who = 'owner' | 'other' | 'buyer' | 'anonymous'
const headersOf = (who: Who) => ({ owner: owner.headers, other: other.headers, buyer, anonymous: {} })[who]
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...headersOf(who) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

async function create(body: Record<string, unknown>, who: Who = 'owner') {
  const res = await call(who, 'POST', BASE, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { _id: string; position: number; product_count: number; products: Array<{ _id: string; name: string }> }
}
const rowsOf = (shopId: string) => t.database.db.select().from(shopCategories).where(eq(shopCategories.shopId, shopId))

beforeAll(async () => {
  t = await createTestApp()
  ;[owner, other] = await Promise.all([createSeller(t, { shopName: 'Shop Danh Mục' }), createSeller(t, { shopName: 'Shop Hàng Xóm' })])
  buyer = authHeader((await register(t.app)).accessToken)
  for (const name of ['Áo sơ mi lụa trắng công sở', 'Chân váy xếp ly dáng dài', 'Quần jeans ống suông'])
    mine.push((await insertProduct(t, { shopId: owner.shop.id, name })).id)
  foreignProduct = (await insertProduct(t, { shopId: other.shop.id, name: 'Áo của shop hàng xóm' })).id
})
afterAll(() => t.close())

describe('seller shop categories', () => {
  it('creates a category with its products (in the chosen order) at the end of the list', async () => {
    const first = await create({ name: 'Áo', title: 'Áo sơ mi và áo kiểu', product_ids: [mine[0]] })
    const second = await create({ name: 'Váy & quần', title: 'Chân váy, quần dài', product_ids: [mine[2], mine[1]] })
    expect(second.position).toBeGreaterThan(first.position)
    expect(second.product_count).toBe(2)
    expect(second.products.map((p) => p._id)).toEqual([mine[2], mine[1]])
    const detail = await call('owner', 'GET', `${BASE}/${second._id}`)
    expect(detail.json().data).toMatchObject({
      name: 'Váy & quần',
      title: 'Chân váy, quần dài',
      is_visible: true,
      product_ids: [mine[2], mine[1]],
    })
  })

  it('refuses what spec §5 forbids with field messages, and writes nothing', async () => {
    const before = (await rowsOf(owner.shop.id)).length
    const bad = await call('owner', 'POST', BASE, { name: '  ', title: 'Ngắn' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toEqual({
      name: 'Enter the category name (at most 40 characters)',
      title: 'The category title needs at least 5 characters (at most 120)',
    })
    const foreign = await call('owner', 'POST', BASE, { name: 'Lạ', title: 'Sản phẩm lạ', product_ids: [mine[0], foreignProduct] })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().error.fields).toEqual({ 'product_ids.1': 'This product is not in your shop' })
    const duplicate = await call('owner', 'POST', BASE, { name: 'Trùng', title: 'Trùng sản phẩm', product_ids: [mine[0], mine[0]] })
    expect(duplicate.statusCode).toBe(400)
    const unknownField = await call('owner', 'POST', BASE, { name: 'Lạ', title: 'Trường lạ nè', shop_id: other.shop.id })
    expect(unknownField.statusCode).toBe(400)
    expect((await rowsOf(owner.shop.id)).length).toBe(before)
  })

  it('lists every category in order with counts per tab; the keyword ignores accents and case', async () => {
    const hidden = await create({ name: 'Thanh lý', title: 'Hàng thanh lý cuối mùa', is_visible: false })
    const all = (await call('owner', 'GET', BASE)).json()
    expect(all.counts).toEqual({ all: all.data.length, visible: all.data.length - 1, hidden: 1 })
    expect(all.data.map((c: { position: number }) => c.position)).toEqual(
      [...all.data.map((c: { position: number }) => c.position)].sort((a, b) => a - b),
    )
    const onlyHidden = (await call('owner', 'GET', `${BASE}?tab=hidden`)).json()
    expect(onlyHidden.data.map((c: { _id: string }) => c._id)).toEqual([hidden._id])
    const folded = (await call('owner', 'GET', `${BASE}?keyword=AO`)).json()
    expect(folded.data.map((c: { name: string }) => c.name)).toEqual(['Áo'])
    expect(folded.counts).toEqual({ all: 1, visible: 1, hidden: 0 })
    // another seller sees only their own (none)
    expect((await call('other', 'GET', BASE)).json()).toEqual({ success: true, data: [], counts: { all: 0, visible: 0, hidden: 0 } })
  })

  it('shows and hides; the shop page shows the visible ones in order and filters products by them', async () => {
    const cat = await create({ name: 'Mới về', title: 'Hàng mới về tuần này', product_ids: [mine[1]] })
    const profile = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/web/shops/${owner.shop.id}`, headers: buyer })).json().data.categories as Array<{
        _id: string
        title: string
      }>
    expect((await profile()).map((c) => c._id)).toContain(cat._id)
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/v1/web/shops/${owner.shop.id}/products?shop_category_id=${cat._id}`,
      headers: buyer,
    })
    expect(filtered.json().data.map((p: { _id: string }) => p._id)).toEqual([mine[1]])

    const hide = await call('owner', 'PATCH', `${BASE}/${cat._id}/visibility`, { is_visible: false })
    expect(hide.statusCode, hide.body).toBe(200)
    expect(hide.json().data.is_visible).toBe(false)
    expect((await profile()).map((c) => c._id)).not.toContain(cat._id)
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/v1/web/shops/${owner.shop.id}/products?shop_category_id=${cat._id}`,
      headers: buyer,
    })
    expect(gone.statusCode).toBe(404)
    await call('owner', 'PATCH', `${BASE}/${cat._id}/visibility`, { is_visible: true })
    expect((await profile()).map((c) => c._id)).toContain(cat._id)
  })

  it('reorders with the whole list; a stale or foreign list moves nothing', async () => {
    const ids = ((await call('owner', 'GET', BASE)).json().data as Array<{ _id: string }>).map((c) => c._id)
    const reversed = [...ids].reverse()
    const res = await call('owner', 'PUT', `${BASE}/order`, { ids: reversed })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.map((c: { _id: string }) => c._id)).toEqual(reversed)
    const profile = (await t.app.inject({ method: 'GET', url: `/api/v1/web/shops/${owner.shop.id}`, headers: buyer })).json().data
    const visibleInOrder = reversed.filter((id) => profile.categories.some((c: { _id: string }) => c._id === id))
    expect(profile.categories.map((c: { _id: string }) => c._id)).toEqual(visibleInOrder)

    const before = (await rowsOf(owner.shop.id)).map((r) => [r.id, r.position])
    const stale = await call('owner', 'PUT', `${BASE}/order`, { ids: reversed.slice(1) })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.code).toBe('SHOP_CATEGORY_ORDER_STALE')
    const foreignCat = await create({ name: 'Của họ', title: 'Danh mục shop khác' }, 'other')
    const foreign = await call('owner', 'PUT', `${BASE}/order`, { ids: [...reversed.slice(1), foreignCat._id] })
    expect(foreign.statusCode).toBe(409)
    expect((await rowsOf(owner.shop.id)).map((r) => [r.id, r.position])).toEqual(before)
  })

  it('updates the products; a deleted product drops out of the count', async () => {
    const cat = await create({ name: 'Tạm', title: 'Danh mục tạm thời', product_ids: [mine[0], mine[1]] })
    const throwaway = await insertProduct(t, { shopId: owner.shop.id, name: 'Sản phẩm sẽ bị xoá khỏi shop' })
    const put = await call('owner', 'PUT', `${BASE}/${cat._id}`, {
      name: 'Tạm 2',
      title: 'Danh mục tạm thời 2',
      product_ids: [throwaway.id, mine[0]],
    })
    expect(put.statusCode, put.body).toBe(200)
    expect(put.json().data).toMatchObject({ name: 'Tạm 2', product_count: 2, product_ids: [throwaway.id, mine[0]] })
    await t.database.db.delete(products).where(eq(products.id, throwaway.id))
    const after = (await call('owner', 'GET', `${BASE}/${cat._id}`)).json().data
    expect(after.product_count).toBe(1)
    expect(after.products.map((p: { _id: string }) => p._id)).toEqual([mine[0]])
    expect((await call('owner', 'DELETE', `${BASE}/${cat._id}`)).statusCode).toBe(200)
    expect((await call('owner', 'GET', `${BASE}/${cat._id}`)).statusCode).toBe(404)
  })

  it('a shop has at most 100 categories', async () => {
    const crowded = await createSeller(t, { shopName: 'Shop Đông Đúc' })
    await t.database.db
      .insert(shopCategories)
      .values(Array.from({ length: 100 }, (_, i) => ({ shopId: crowded.shop.id, name: `DM ${i}`, title: `Danh mục ${i}`, position: i })))
    const res = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { ...crowded.headers, 'accept-language': 'en' },
      payload: { name: 'Một nữa', title: 'Danh mục thứ 101' },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toEqual({ code: 'SHOP_CATEGORY_LIMIT', message: 'A shop can have at most 100 categories' })
  })
})

describe('who may touch a shop category', () => {
  let id: string
  beforeAll(async () => {
    id = (await create({ name: 'Riêng', title: 'Danh mục riêng của chủ shop', product_ids: [mine[0]] }))._id
  })
  const routes = [
    { name: 'get', method: 'GET' as const, url: () => `${BASE}/${id}` },
    { name: 'update', method: 'PUT' as const, url: () => `${BASE}/${id}`, body: { name: 'Chiếm', title: 'Đổi tên trộm', product_ids: [] } },
    { name: 'visibility', method: 'PATCH' as const, url: () => `${BASE}/${id}/visibility`, body: { is_visible: false } },
    { name: 'delete', method: 'DELETE' as const, url: () => `${BASE}/${id}` },
  ]
  const expected = {
    other: [404, 'SHOP_CATEGORY_NOT_FOUND'],
    buyer: [403, 'FORBIDDEN'],
    anonymous: [401, 'UNAUTHENTICATED'],
  } as const
  describe.each(routes)('$method $name', (route) => {
    it.each(['other', 'buyer', 'anonymous'] as const)('as %s: refused, the category unchanged', async (who) => {
      const [before] = await t.database.db.select().from(shopCategories).where(eq(shopCategories.id, id))
      const res = await call(who, route.method, route.url(), route.body)
      expect(res.statusCode).toBe(expected[who][0])
      expect(res.json().error.code).toBe(expected[who][1])
      const [after] = await t.database.db.select().from(shopCategories).where(eq(shopCategories.id, id))
      expect(after).toEqual(before)
    })
  })
  it.each(['buyer', 'anonymous'] as const)('list, create and order as %s: refused', async (who) => {
    for (const [method, url, body] of [
      ['GET', BASE, undefined],
      ['POST', BASE, { name: 'X', title: 'Danh mục lạ' }],
      ['PUT', `${BASE}/order`, { ids: [id] }],
    ] as const) {
      const res = await call(who, method, url, body)
      expect(res.statusCode).toBe(expected[who][0])
    }
  })
  it('a malformed id is a 404, not a 500', async () => {
    expect((await call('owner', 'GET', `${BASE}/not-an-id`)).statusCode).toBe(404)
  })
})
