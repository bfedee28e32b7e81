import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createSeller, insertProduct } from '../../../../test/catalog-fixtures.ts'
import { validProduct } from './seller-test-fixtures.ts'
import { createTestApp, type TestApp } from '../../../../test/helpers.ts'

/** The seller centre's product list: category, stock and sort next to the tabs; bulk show. */

let t: TestApp
let seller: Awaited<ReturnType<typeof createSeller>>
const ids: Record<string, string> = {}
let parentId: string
let dressId: string
let shirtId: string

beforeAll(async () => {
  t = await createTestApp()
  seller = await createSeller(t)
  parentId = (await createCategory(t, 'Thời trang nữ')).id
  dressId = (await createCategory(t, 'Đầm váy', parentId)).id
  shirtId = (await createCategory(t, 'Áo sơ mi')).id
  const day = 86_400_000
  const products: Array<[string, Parameters<typeof insertProduct>[1]]> = [
    [
      'dress',
      {
        shopId: seller.shop.id,
        name: 'Đầm maxi hoa nhí',
        categoryId: dressId,
        sold: 40,
        createdAt: new Date(Date.now() - 3 * day),
        variants: [{ options: [], price: 450_000, salePrice: 390_000, stock: 3 }],
      },
    ],
    [
      'shirt',
      {
        shopId: seller.shop.id,
        name: 'Áo sơ mi lụa trắng',
        categoryId: shirtId,
        sold: 5,
        createdAt: new Date(Date.now() - 2 * day),
        variants: [{ options: [], price: 300_000, salePrice: 250_000, stock: 50 }],
      },
    ],
    [
      'soldOut',
      {
        shopId: seller.shop.id,
        name: 'Chân váy jean ngắn',
        categoryId: parentId,
        sold: 90,
        createdAt: new Date(Date.now() - day),
        variants: [{ options: [], price: 200_000, salePrice: 180_000, stock: 0 }],
      },
    ],
    [
      'hidden',
      {
        shopId: seller.shop.id,
        name: 'Đầm công sở tay lỡ',
        categoryId: dressId,
        status: 'delisted',
        allowToSell: false,
        createdAt: new Date(),
        variants: [{ options: [], price: 500_000, salePrice: 500_000, stock: 8 }],
      },
    ],
  ]
  for (const [key, seed] of products) ids[key] = (await insertProduct(t, seed)).id
})
afterAll(() => t.close())

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/seller/products?${query}`, headers: seller.headers })
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json()
  const keyOf = new Map(Object.entries(ids).map(([k, v]) => [v, k]))
  return { names: body.data.map((p: { _id: string }) => keyOf.get(p._id)), counts: body.counts, total: body.meta.total }
}

describe('GET /api/v1/seller/products: category, stock, sort', () => {
  it('sorts newest first by default, and by price, stock, name and sales', async () => {
    expect((await list('')).names).toEqual(['hidden', 'soldOut', 'shirt', 'dress'])
    expect((await list('sort=oldest')).names).toEqual(['dress', 'shirt', 'soldOut', 'hidden'])
    expect((await list('sort=price_asc')).names).toEqual(['soldOut', 'shirt', 'dress', 'hidden'])
    expect((await list('sort=price_desc')).names).toEqual(['hidden', 'dress', 'shirt', 'soldOut'])
    expect((await list('sort=stock_desc')).names).toEqual(['shirt', 'hidden', 'dress', 'soldOut'])
    expect((await list('sort=best_selling')).names.slice(0, 2)).toEqual(['soldOut', 'dress'])
    // names sort without their diacritics: Ao, Chan, Dam cong, Dam maxi
    expect((await list('sort=name_asc')).names).toEqual(['shirt', 'soldOut', 'hidden', 'dress'])
  })

  it('a parent category includes its children; counts per tab follow category and stock', async () => {
    const parent = await list(`category_id=${parentId}`)
    expect(parent.names).toEqual(['hidden', 'soldOut', 'dress'])
    expect(parent.counts).toEqual({ all: 3, available: 1, sold_out: 1, delisted: 1, draft: 0, pending: 0, rejected: 0 })
    expect((await list(`category_id=${dressId}&filter=available`)).names).toEqual(['dress'])

    expect((await list('stock=out')).names).toEqual(['soldOut'])
    const low = await list('stock=low')
    expect(low.names).toEqual(['hidden', 'dress'])
    expect(low.counts).toMatchObject({ all: 2, available: 1, delisted: 1, sold_out: 0 })
    expect((await list('stock=in_stock&filter=available')).names).toEqual(['shirt', 'dress'])
  })

  it('refuses an unknown sort, stock filter or a category that is not an id', async () => {
    for (const query of ['sort=cheap', 'stock=some', 'category_id=abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/seller/products?${query}`, headers: seller.headers })
      expect(res.statusCode, query).toBe(400)
    }
  })
})

describe('POST /api/v1/seller/products/bulk-show', () => {
  it('relists delisted products; listed ones stay listed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/seller/products/bulk-show',
      headers: seller.headers,
      payload: { ids: [ids.hidden, ids.shirt] },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({ count: 2 })
    const get = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/seller/products/${id}`, headers: seller.headers })).json().data
    expect(await get(ids.hidden!)).toMatchObject({ status: 'accepted', allow_to_sell: true, display_status: 'available' })
    expect(await get(ids.shirt!)).toMatchObject({ status: 'accepted', allow_to_sell: true })
    const history = (
      await t.app.inject({ method: 'GET', url: `/api/v1/seller/products/${ids.hidden}/history`, headers: seller.headers })
    ).json().data
    expect(history.at(-1)).toMatchObject({ from: 'delisted', to: 'accepted', by: 'you' })
  })
})

describe('sold-out variants (stock 0)', () => {
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    t.app.inject({ method, url, headers: { ...seller.headers, 'accept-language': 'en' }, payload: payload as object })
  const soldOut = (categoryId: string) =>
    validProduct(categoryId, {
      variants: [
        { options: ['Trắng', 'Size M'], price: 199000, sale_price: 159000, stock: 0 },
        { options: ['Đen tuyền', 'Size L'], price: 199000, sale_price: 179000, stock: 5 },
      ],
    })

  it('a new product needs stock on every variant; a listed product may keep a sold-out one; a draft’s first submission may not', async () => {
    const created = await send('POST', '/api/v1/seller/products', soldOut(shirtId))
    expect(created.statusCode).toBe(400)
    expect(created.json().error.fields).toEqual({ 'variants.0.stock': 'Quantity must be at least 1' })

    const product = (await send('POST', '/api/v1/seller/products', validProduct(shirtId))).json().data
    const updated = await send('PUT', `/api/v1/seller/products/${product._id}`, soldOut(shirtId))
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json().data).toMatchObject({ stock: 5 })

    const draft = (await send('POST', '/api/v1/seller/products/draft', { name: 'Nháp áo thun' })).json().data
    const submitted = await send('PUT', `/api/v1/seller/products/${draft._id}`, soldOut(shirtId))
    expect(submitted.statusCode).toBe(400)
    expect(submitted.json().error.fields).toEqual({ 'variants.0.stock': 'Quantity must be at least 1' })
  })
})
