import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createSeller, insertProduct } from '../../../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../../../test/helpers.ts'
import { productClassifications, products } from '../catalog.tables.ts'

/**
 * Product search relevance and query understanding (issue 12, decision 008): ranking in bands
 * (how well the query covers the name) with sales, rating and freshness only inside a band;
 * prices, colours, sizes and gender read from the query and applied as filters; category names.
 */

let t: TestApp
const ids: Record<string, string> = {}
const DAY = 86_400_000

type Page = {
  data: Array<{ _id: string; name: string; sale_price: number }>
  meta: { total: number; corrected_keyword?: string; understood?: Record<string, unknown> }
}
const search = async (query: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/web/products?${new URLSearchParams(query)}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as Page
}
const names = async (keyword: string, more: Record<string, string> = {}) => (await search({ keyword, ...more })).data.map((p) => p.name)

const variant = (salePrice: number, options: string[] = []) => ({ options, price: salePrice + 50_000, salePrice, stock: 10 })

beforeAll(async () => {
  t = await createTestApp()
  const shop = (await createSeller(t, { shopName: 'Tiệm Thử Nghiệm' })).shop.id
  const women = await createCategory(t, 'Thời trang nữ')
  const men = await createCategory(t, 'Thời trang nam')
  const menJackets = await createCategory(t, 'Áo khoác nam', men.id)
  const womenJackets = await createCategory(t, 'Áo khoác nữ', women.id)
  const jewellery = await createCategory(t, 'Trang sức')
  const lipstick = await createCategory(t, 'Son môi')
  const nails = await createCategory(t, 'Sơn móng tay')
  const old = new Date(Date.now() - 120 * DAY)
  const add = async (
    key: string,
    name: string,
    opts: Partial<typeof products.$inferInsert> & {
      variants?: ReturnType<typeof variant>[]
      classifications?: Array<{ name: string; options: Array<{ name: string }> }>
    } = {},
  ) => {
    ids[key] = (await insertProduct(t, { shopId: shop, name, createdAt: old, ...opts })).id
  }
  // ten popular skirts that merely contain the query's words, and a new one named exactly as typed
  for (let i = 0; i < 10; i++)
    await add(`popular${i}`, `Chân váy jeans xếp ly lưng cao mẫu ${i} phong cách Hàn Quốc`, {
      sold: 5_000 + i,
      rating: 4.9,
      ratingCount: 40,
      variants: [variant(250_000)],
    })
  await add('exact', 'Chân váy jeans xếp ly', { createdAt: new Date(), variants: [variant(250_000)] })
  await add('scattered', 'Chân váy dài vải jeans có xếp ly', { sold: 9_000, rating: 5, ratingCount: 90, variants: [variant(250_000)] })
  // inside one band: a new product starts ahead of a modest seller, not of a best seller a month later
  await add('tee-modest', 'Áo len cổ lọ dệt kim Hàn Quốc mẫu A', { sold: 20, rating: 4.5, ratingCount: 3 })
  await add('tee-new', 'Áo len cổ lọ dệt kim Hàn Quốc mẫu B', { createdAt: new Date(Date.now() - DAY) })
  await add('tee-month', 'Áo len cổ lọ dệt kim Hàn Quốc mẫu C', { createdAt: new Date(Date.now() - 30 * DAY) })
  await add('tee-best', 'Áo len cổ lọ dệt kim Hàn Quốc mẫu D', { sold: 3_000, rating: 4.8, ratingCount: 60 })
  // tones: "son" is lipstick, "sơn" nail polish
  await add('lip', 'Son kem lì mềm môi', { categoryId: lipstick.id, sold: 10 })
  await add('nail', 'Sơn móng tay gel bóng', { categoryId: nails.id, sold: 900 })
  // understood filters
  await add('dress-red', 'Váy xòe dự tiệc', {
    variants: [variant(180_000, ['Đỏ tươi', 'Size M']), variant(180_000, ['Đen', 'Size L'])],
    classifications: [
      { name: 'Màu sắc', options: [{ name: 'Đỏ tươi' }, { name: 'Đen' }] },
      { name: 'Kích cỡ', options: [{ name: 'Size M' }, { name: 'Size L' }] },
    ],
  })
  await add('dress-white', 'Váy trắng đi biển', {
    variants: [variant(350_000, ['Size S'])],
    classifications: [{ name: 'Kích cỡ', options: [{ name: 'Size S' }] }],
  })
  await add('dress-cheap', 'Váy hoa nhí', { variants: [variant(120_000)] })
  await add('jacket-men', 'Áo khoác gió hai lớp', { categoryId: menJackets.id, variants: [variant(400_000)] })
  await add('jacket-women', 'Áo khoác cardigan mỏng', { categoryId: womenJackets.id, variants: [variant(300_000)] })
  await add('jacket-vn', 'Áo khoác dù hàng Việt Nam', { variants: [variant(250_000)] })
  await add('jacket-unisex', 'Áo khoác bomber unisex', { variants: [variant(500_000)] })
  await add('ring', 'Nhẫn bạc đính đá', { categoryId: jewellery.id })
  await add('earrings', 'Bông tai ngọc trai', { categoryId: jewellery.id })
  // a price in the name that is not its price
  await add('named-price', 'Áo thun đồng giá 200k', { variants: [variant(450_000)] })
})
afterAll(() => t.close())

describe('ranking in bands', () => {
  it('puts a new product named exactly as typed above popular ones that merely contain the words', async () => {
    const found = await names('chân váy jeans xếp ly')
    expect(found[0]).toBe('Chân váy jeans xếp ly')
    // the phrase (popular, then by sales) before the same words apart, however well those sell
    expect(found.slice(1, 11).every((n) => n.startsWith('Chân váy jeans xếp ly lưng cao'))).toBe(true)
    expect(found[11]).toBe('Chân váy dài vải jeans có xếp ly')
  })

  it('orders a band by sales, rating and a new-product boost that fades', async () => {
    // D sold 3,000 long ago; B is a day old; A sold 20; C is a month old
    expect(await names('áo len cổ lọ')).toEqual([
      'Áo len cổ lọ dệt kim Hàn Quốc mẫu D',
      'Áo len cổ lọ dệt kim Hàn Quốc mẫu B',
      'Áo len cổ lọ dệt kim Hàn Quốc mẫu A',
      'Áo len cổ lọ dệt kim Hàn Quốc mẫu C',
    ])
  })

  it('ranks the tone marks as typed first ("son" lipstick, "sơn" nail polish)', async () => {
    expect(await names('son')).toEqual(['Son kem lì mềm môi', 'Sơn móng tay gel bóng'])
    expect(await names('sơn')).toEqual(['Sơn móng tay gel bóng', 'Son kem lì mềm môi'])
  })

  it('finds products through the category a query names, after those named so', async () => {
    expect((await names('trang sức')).sort()).toEqual(['Bông tai ngọc trai', 'Nhẫn bạc đính đá'])
    // a search with few matches is filled up with the rest of their category, after them
    expect(await names('nhẫn')).toEqual(['Nhẫn bạc đính đá', 'Bông tai ngọc trai'])
    expect(await names('nhẫn', { sort: 'price_asc' })).toEqual(['Nhẫn bạc đính đá'])
    const count = await t.app.inject({ method: 'GET', url: `/api/v1/web/products/count?keyword=${encodeURIComponent('nhẫn')}` })
    expect(count.json().data).toEqual({ total: 2 })
  })
})

describe('query understanding', () => {
  it('turns prices into filters and says what it understood', async () => {
    const page = await search({ keyword: 'váy dưới 200k' })
    expect(page.data.map((p) => p.name).sort()).toEqual(['Váy hoa nhí', 'Váy xòe dự tiệc'])
    expect(page.meta.understood).toEqual({ keyword: 'váy', price_min: null, price_max: 200_000, colors: [], sizes: [], gender: null })
    expect(await names('váy từ 150 đến 400 nghìn')).toEqual(expect.arrayContaining(['Váy xòe dự tiệc', 'Váy trắng đi biển']))
    expect(await names('váy từ 150 đến 400 nghìn')).not.toContain('Váy hoa nhí')
    // an understood price narrows the request's own price filter
    expect(await names('váy dưới 200k', { price_min: '150000' })).toEqual(['Váy xòe dự tiệc'])
    // the count counts the same way
    const count = await t.app.inject({ method: 'GET', url: `/api/v1/web/products/count?keyword=${encodeURIComponent('váy dưới 200k')}` })
    expect(count.json().data).toEqual({ total: 2 })
  })

  it('filters by colour and size from the name or the options', async () => {
    expect(await names('váy đỏ')).toEqual(['Váy xòe dự tiệc'])
    expect(await names('vay trang')).toEqual(['Váy trắng đi biển'])
    expect(await names('váy size m')).toEqual(['Váy xòe dự tiệc'])
    expect(await names('váy đen size l dưới 200k')).toEqual(['Váy xòe dự tiệc'])
    expect(await names('váy xanh')).toEqual([])
  })

  it('keeps every product’s option names for those filters as its classifications change', async () => {
    const optionNames = async (id: string) =>
      (await t.database.db.select({ v: products.optionNames }).from(products).where(eq(products.id, id)))[0]?.v
    expect(await optionNames(ids['dress-red']!)).toBe(' đỏ tươi | đen | size m | size l ')
    await t.database.db
      .update(productClassifications)
      .set({ options: [{ name: 'Xanh navy' }] })
      .where(and(eq(productClassifications.productId, ids['dress-red']!), eq(productClassifications.position, 0)))
    expect(await optionNames(ids['dress-red']!)).toBe(' xanh navy | size m | size l ')
    expect(await names('váy xanh navy')).toEqual(['Váy xòe dự tiệc'])
    await t.database.db.delete(productClassifications).where(eq(productClassifications.productId, ids['dress-red']!))
    expect(await optionNames(ids['dress-red']!)).toBe('')
    expect(await names('váy size m')).toEqual([])
  })

  it('filters by gender from the name or the category tree, unisex for both, "Việt Nam" for neither', async () => {
    expect((await names('áo khoác nam')).sort()).toEqual(['Áo khoác bomber unisex', 'Áo khoác gió hai lớp'])
    expect((await names('ao khoac nu')).sort()).toEqual(['Áo khoác bomber unisex', 'Áo khoác cardigan mỏng'])
    expect((await search({ keyword: 'áo khoác nam' })).meta.understood).toMatchObject({ keyword: 'áo khoác', gender: 'male' })
  })

  it('searches the words as typed when the understood filters find nothing', async () => {
    const page = await search({ keyword: 'áo thun đồng giá 200k' })
    expect(page.data.map((p) => p.name)).toEqual(['Áo thun đồng giá 200k'])
    expect(page.meta.understood).toMatchObject({ keyword: 'áo thun đồng giá 200k', price_min: null, price_max: null })
  })

  it('keeps the filters when it corrects a typo, and lists by the filters alone when no word is left', async () => {
    const page = await search({ keyword: 'vayy dưới 200k' })
    expect(page.meta).toMatchObject({ corrected_keyword: 'vay dưới 200k', understood: { keyword: 'vay', price_max: 200_000 } })
    expect(page.data.map((p) => p.name).sort()).toEqual(['Váy hoa nhí', 'Váy xòe dự tiệc'])
    const all = await search({ keyword: 'dưới 130k' })
    expect(all.data.map((p) => p.name)).toEqual(['Váy hoa nhí'])
    expect(all.meta.understood).toMatchObject({ keyword: '', price_max: 130_000 })
    expect(await search({ keyword: 'dưới 130k !!!' })).toMatchObject({ meta: { total: 1 } })
    expect(await search({ keyword: 'hot !!!' })).toMatchObject({ data: [], meta: { total: 0 } })
  })
})

describe('sold out', () => {
  it('still comes after everything in stock', async () => {
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, ids.exact!))
    try {
      const found = await names('chân váy jeans xếp ly')
      expect(found.at(-1)).toBe('Chân váy jeans xếp ly')
    } finally {
      await t.database.db.update(products).set({ stock: 10 }).where(eq(products.id, ids.exact!))
    }
  })
})
