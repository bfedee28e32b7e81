import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct, setShopPaused } from '../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, type Registered, register, type TestApp } from '../../../test/helpers.ts'
import { products } from '../catalog/catalog.tables.ts'
import { bookmarks } from './search.tables.ts'

/** Suggestions, search history, bookmarks and seen products through HTTP. */

let t: TestApp
let buyer: Registered
let other: Registered
const ids: Record<string, string> = {}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
  t.app.inject({ method, url, headers: token ? authHeader(token) : {} })
const idsOf = (res: { json: () => { data: Array<{ _id: string }> } }) => res.json().data.map((p) => p._id)

beforeAll(async () => {
  t = await createTestApp()
  const shop = await createSeller(t, { shopName: 'Áo Đẹp Sài Gòn' })
  const paused = await createSeller(t, { shopName: 'Áo Tạm Nghỉ' })
  await setShopPaused(t, paused.shop.id, true)
  const names: Array<[string, string]> = [
    ['tee', 'Áo thun nữ cổ tròn cotton'],
    ['polo', 'Áo polo nam vải cá sấu'],
    ['jacket', 'Áo khoác gió hai lớp'],
    ['shirt', 'Áo sơ mi lụa công sở'],
    ['hoodie', 'Áo hoodie nỉ bông'],
    ['vest', 'Áo vest blazer nữ'],
    ['jeans', 'Quần jeans ống rộng'],
  ]
  for (const [key, name] of names) ids[key] = (await insertProduct(t, { shopId: shop.shop.id, name })).id
  ids.hidden = (await insertProduct(t, { shopId: shop.shop.id, name: 'Áo chờ duyệt ẩn', status: 'pending' })).id
  ids.shop = shop.shop.id
  ids.pausedShop = paused.shop.id
  buyer = await register(t.app)
  other = await register(t.app)
})
afterAll(() => t.close())

describe('signed-in buyer routes', () => {
  it('answer 401 without a user (and for guests)', async () => {
    const guest = (await t.app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user' })).json().data.accessToken
    const routes: Array<['GET' | 'POST' | 'DELETE', string]> = [
      ['GET', '/api/v1/mobile/search/history'],
      ['DELETE', '/api/v1/mobile/search/history'],
      ['POST', `/api/v1/mobile/products/${ids.tee}/bookmark`],
      ['GET', '/api/v1/mobile/bookmarks'],
      ['GET', '/api/v1/mobile/seen-products'],
      ['POST', `/api/v1/mobile/shops/${ids.shop}/follow`],
    ]
    for (const [method, url] of routes) {
      for (const token of [undefined, guest]) {
        const res = await call(method, url, token)
        expect(res.statusCode, `${method} ${url}`).toBe(401)
        expect(res.json().error.code).toBe('UNAUTHENTICATED')
      }
    }
  })
})

describe('bookmarks', () => {
  it('toggle on and off, listed most recent first with paging (20 by default)', async () => {
    const toggle = (id: string, token = buyer.accessToken) => call('POST', `/api/v1/mobile/products/${id}/bookmark`, token)
    expect((await toggle(ids.tee!)).json()).toEqual({ success: true, data: { bookmarked: true } })
    expect((await toggle(ids.polo!)).json().data).toEqual({ bookmarked: true })
    expect((await toggle(ids.jacket!)).json().data).toEqual({ bookmarked: true })
    expect((await toggle(ids.polo!)).json().data).toEqual({ bookmarked: false })
    expect((await toggle(ids.tee!, other.accessToken)).json().data).toEqual({ bookmarked: true })
    const list = await call('GET', '/api/v1/mobile/bookmarks', buyer.accessToken)
    expect(list.json().meta).toEqual({ page: 1, limit: 20, total: 2 })
    expect(idsOf(list)).toEqual([ids.jacket, ids.tee])
    expect(idsOf(await call('GET', '/api/v1/mobile/bookmarks?limit=1&page=2', buyer.accessToken))).toEqual([ids.tee])
    expect((await call('GET', '/api/v1/mobile/bookmarks?limit=0', buyer.accessToken)).statusCode).toBe(400)
    const rows = await t.database.db.select().from(bookmarks).where(eq(bookmarks.userId, buyer.userId))
    expect(rows).toHaveLength(2)
  })

  it('404s for hidden or unknown products; a bookmark on a product hidden later is listed no more but can be removed', async () => {
    for (const id of [ids.hidden, '0190a000-0000-7000-8000-000000000000', 'abc']) {
      const res = await call('POST', `/api/v1/mobile/products/${id}/bookmark`, buyer.accessToken)
      expect(res.statusCode, id).toBe(404)
      expect(res.json().error.code).toBe('PRODUCT_INVALID_ID')
    }
    await t.database.db.update(products).set({ status: 'delisted' }).where(eq(products.id, ids.jacket!))
    try {
      expect(idsOf(await call('GET', '/api/v1/mobile/bookmarks', buyer.accessToken))).toEqual([ids.tee])
      expect((await call('POST', `/api/v1/mobile/products/${ids.jacket}/bookmark`, buyer.accessToken)).json().data).toEqual({
        bookmarked: false,
      })
      expect((await call('POST', `/api/v1/mobile/products/${ids.jacket}/bookmark`, buyer.accessToken)).statusCode).toBe(404)
    } finally {
      await t.database.db.update(products).set({ status: 'accepted' }).where(eq(products.id, ids.jacket!))
    }
  })
})

describe('seen products', () => {
  it('records what a signed-in buyer opens, most recent first, once per product', async () => {
    const view = (id: string, token?: string) => call('GET', `/api/v1/web/products/${id}`, token)
    for (const id of [ids.tee, ids.polo, ids.tee, ids.shirt]) {
      expect((await view(id!, buyer.accessToken)).statusCode).toBe(200)
      await t.services.search.settle()
    }
    await view(ids.jeans!) // anonymous: not recorded for anyone
    await t.services.search.settle()
    const res = await call('GET', '/api/v1/mobile/seen-products', buyer.accessToken)
    expect(res.json().meta).toEqual({ page: 1, limit: 20, total: 3 })
    expect(idsOf(res)).toEqual([ids.shirt, ids.tee, ids.polo])
    expect(idsOf(await call('GET', '/api/v1/mobile/seen-products', other.accessToken))).toEqual([])
  })
})

describe('search history', () => {
  it('keeps the buyer’s recent distinct keywords; DELETE clears only theirs', async () => {
    const searchAs = (keyword: string, token: string) => call('GET', `/api/v1/web/products?keyword=${encodeURIComponent(keyword)}`, token)
    for (const k of ['áo thun', 'quần jeans', 'Áo Thun']) await searchAs(k, buyer.accessToken)
    await searchAs('áo khoác', other.accessToken)
    await t.services.search.settle()
    expect((await call('GET', '/api/v1/mobile/search/history', buyer.accessToken)).json()).toEqual({
      success: true,
      data: ['áo thun', 'quần jeans'],
    })
    expect((await call('DELETE', '/api/v1/mobile/search/history', buyer.accessToken)).json()).toEqual({ success: true, data: { ok: true } })
    expect((await call('GET', '/api/v1/mobile/search/history', buyer.accessToken)).json().data).toEqual([])
    expect((await call('GET', '/api/v1/mobile/search/history', other.accessToken)).json().data).toEqual(['áo khoác'])
  })
})

describe('GET /api/v1/web/search/suggestions', () => {
  const suggest = async (keyword: string | undefined, token?: string) => {
    const res = await call(
      'GET',
      `/api/v1/web/search/suggestions${keyword === undefined ? '' : `?keyword=${encodeURIComponent(keyword)}`}`,
      token,
    )
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as {
      keywords: string[]
      products: Array<{ _id: string; name: string; image: string | null }>
      shops: Array<{ _id: string; name: string }>
    }
  }

  it('suggests popular keywords by folded prefix, the buyer’s history first, 5 products and 3 shops', async () => {
    for (const k of ['áo thun', 'áo thun', 'áo thun nữ', 'áo khoác', 'quần jeans'])
      await call('GET', `/api/v1/web/products?keyword=${encodeURIComponent(k)}`)
    await call('GET', `/api/v1/web/products?keyword=${encodeURIComponent('áo sơ mi')}`, other.accessToken)
    await t.services.search.settle()
    const anonymous = await suggest('ao')
    // most searched first, displayed with their diacritics; not "quần jeans"
    expect(anonymous.keywords.slice(0, 2)).toEqual(['áo thun', 'áo khoác'])
    expect(anonymous.keywords).toContain('áo thun nữ')
    expect(anonymous.keywords).not.toContain('quần jeans')
    expect(anonymous.products).toHaveLength(5)
    expect(anonymous.products.every((p) => p.name.startsWith('Áo'))).toBe(true)
    expect(anonymous.products[0]).toMatchObject({ image: '/uploads/products/00/sample.webp' })
    expect(anonymous.products.map((p) => p._id)).not.toContain(ids.hidden)
    // only open shops
    expect(anonymous.shops).toEqual([{ _id: ids.shop, name: 'Áo Đẹp Sài Gòn', avatar: null }])
    // the buyer's own history comes first
    const own = await suggest('áo', other.accessToken)
    expect(own.keywords[0]).toBe('áo sơ mi')
    expect(new Set(own.keywords).size).toBe(own.keywords.length)
  })

  it('matches tone-aware and typo-tolerant, and answers empty for nothing or noise', async () => {
    const tee = await suggest('ao thun')
    expect(tee.products.map((p) => p.name)).toEqual(['Áo thun nữ cổ tròn cotton'])
    expect(tee.keywords).toEqual(['áo thun', 'áo thun nữ'])
    expect((await suggest('ao thung')).products.map((p) => p.name)).toEqual(['Áo thun nữ cổ tròn cotton'])
    expect(await suggest('máy giặt')).toEqual({ keywords: [], products: [], shops: [] })
    expect(await suggest('???')).toEqual({ keywords: [], products: [], shops: [] })
    // no keyword: the most popular keywords (and the buyer's history)
    const none = await suggest(undefined)
    expect(none.keywords[0]).toBe('áo thun')
    expect(none).toMatchObject({ products: [], shops: [] })
    expect((await call('GET', `/api/v1/web/search/suggestions?keyword=${'a'.repeat(101)}`)).statusCode).toBe(400)
  })
})
