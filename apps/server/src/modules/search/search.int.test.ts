import { readFileSync } from 'node:fs'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct, setShopPaused } from '../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, type Registered, register, type TestApp } from '../../../test/helpers.ts'
import { products } from '../catalog/catalog.tables.ts'
import { planKeyword } from './search.ranking.ts'
import { bookmarks, searchKeywords, searchKeywordVisitors } from './search.tables.ts'

/** Suggestions, search history, bookmarks and seen products through HTTP. */

let t: TestApp
let buyer: Registered
let other: Registered
const ids: Record<string, string> = {}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
  t.app.inject({ method, url, headers: token ? authHeader(token) : {} })
/** A product search from one anonymous device (`From`, as the web sends it). */
const searchAs = (device: string, keyword: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/web/products?keyword=${encodeURIComponent(keyword)}`,
    headers: { from: `web-${device.padEnd(24, '0')}` },
  })
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
    // three distinct visitors make a keyword popular (MIN_VISITORS); "áo thun" is searched once more
    for (const [k, devices] of [
      ['áo thun', ['a', 'b', 'c', 'a']],
      ['áo thun nữ', ['a', 'b', 'c']],
      ['áo khoác', ['a', 'b', 'c']],
      ['quần jeans', ['a', 'b', 'c']],
    ] as const)
      for (const device of devices) await searchAs(device, k)
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

  it('offers only keywords that found products for several visitors, and never hostile ones', async () => {
    const hostile = [
      '<script>alert(1)</script> áo',
      "áo' or 1=1 --",
      'áo thun http://spam.example',
      'áo thun www.spam.vn',
      'áo 0912345678',
      'áo thun đụ má',
      'áo\u0007thun',
    ]
    const offered = async (keyword: string) => (await suggest(keyword)).keywords
    // five visitors each: the hostile strings, recorded as if they had found products, and a
    // search that finds nothing
    for (const device of ['v1', 'v2', 'v3', 'v4', 'v5']) {
      for (const k of hostile) t.services.search.recordSearch({ keyword: planKeyword(k)!, visitor: `d:${device}`, found: true })
      expect((await searchAs(device, 'áo len cashmere')).json().meta.total).toBe(0)
    }
    // two visitors, one of them twice: not yet
    for (const device of ['v1', 'v1', 'v2']) await searchAs(device, 'áo hoodie')
    await t.services.search.settle()
    const rows = await t.database.db.select().from(searchKeywords)
    expect(rows.map((r) => r.display)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/script|1=1|http|www|0912|đụ|len cashmere/)]),
    )
    expect(rows.find((r) => r.display === 'áo hoodie')).toMatchObject({ count: 3, visitors: 2 })
    expect(await offered('áo')).not.toContain('áo hoodie')
    await searchAs('v3', 'áo hoodie')
    await t.services.search.settle()
    expect(await offered('áo h')).toEqual(['áo hoodie'])
    // once offered, more visitors are counted no more (at most MIN_VISITORS rows per keyword)
    for (const device of ['v4', 'v5']) await searchAs(device, 'áo hoodie')
    await t.services.search.settle()
    expect(await t.database.db.select().from(searchKeywordVisitors).where(eq(searchKeywordVisitors.keyword, 'ao hoodie'))).toHaveLength(3)
    expect((await t.database.db.select().from(searchKeywords).where(eq(searchKeywords.keyword, 'ao hoodie')))[0]).toMatchObject({
      count: 6,
      visitors: 3,
    })
  })

  it('writes a burst of searches as one count per keyword: every search and every distinct visitor', async () => {
    // what a search page served from the page cache does: many searches between two writes
    for (const device of ['b1', 'b2', 'b1', 'b3', 'b2', 'b1']) {
      t.services.search.recordSearch({ keyword: planKeyword('ao so mi lua')!, visitor: `d:${device}`, found: true })
      t.services.search.recordSearch({ keyword: planKeyword('áo sơ mi lụa')!, visitor: `d:${device}`, found: true })
    }
    t.services.search.recordSearch({ keyword: planKeyword('váy maxi burst')!, visitor: 'd:b9', found: true })
    // nothing is written before the tally is
    expect(await t.database.db.select().from(searchKeywords).where(eq(searchKeywords.keyword, 'ao so mi lua'))).toHaveLength(0)
    await t.services.search.settle()
    expect((await t.database.db.select().from(searchKeywords).where(eq(searchKeywords.keyword, 'ao so mi lua')))[0]).toMatchObject({
      display: 'áo sơ mi lụa',
      count: 12,
      visitors: 3,
    })
    expect(await t.database.db.select().from(searchKeywordVisitors).where(eq(searchKeywordVisitors.keyword, 'ao so mi lua'))).toHaveLength(
      3,
    )
    expect((await t.database.db.select().from(searchKeywords).where(eq(searchKeywords.keyword, 'vay maxi burst')))[0]).toMatchObject({
      count: 1,
      visitors: 1,
    })
    // the next burst adds to the row; a visitor seen before is not counted again
    for (const device of ['b1', 'b2'])
      t.services.search.recordSearch({ keyword: planKeyword('vay maxi burst')!, visitor: `d:${device}`, found: true })
    t.services.search.recordSearch({ keyword: planKeyword('váy maxi burst')!, visitor: 'd:b9', found: true })
    await t.services.search.settle()
    expect((await t.database.db.select().from(searchKeywords).where(eq(searchKeywords.keyword, 'vay maxi burst')))[0]).toMatchObject({
      display: 'váy maxi burst',
      count: 4,
      visitors: 3,
    })
  })

  it('never offers rows recorded before the rules, even with many visitors', async () => {
    await t.database.db.insert(searchKeywords).values([
      { keyword: 'ao dit', display: 'áo địt', count: 900, visitors: 50 },
      { keyword: 'ao thun sale', display: 'áo thun sale', count: 800, visitors: 50 },
    ])
    expect((await suggest('ao')).keywords).toEqual(expect.arrayContaining(['áo thun sale']))
    expect((await suggest('ao')).keywords).not.toContain('áo địt')
    expect((await suggest(undefined)).keywords).not.toContain('áo địt')
  })

  it('migration 0014 deleted the polluted rows recorded before the rules', async () => {
    const migration = readFileSync(new URL('../../../migrations/0017_search_relevance.sql', import.meta.url), 'utf8')
    const cleaning = migration.split('--> statement-breakpoint').find((s) => s.includes('DELETE FROM')) as string
    const polluted = [
      '<script>alert(1)</script>',
      "' or 1=1 --",
      'áo /* x */',
      'xem tại https://spam.example',
      'shopabc.vn',
      'zalo 0912 345 678',
      'áo\u0001thun',
      'aaaaaaaa',
      'union select password from users',
      'x'.repeat(61),
    ]
    const clean = ['váy hoa nhí', "l'oréal", 'kem chống nắng spf 50+', 'áo size m/l', 'váy dưới 200k', 'serum vitamin c 10%']
    const all = [...polluted, ...clean]
    await t.database.db.insert(searchKeywords).values(all.map((display, i) => ({ keyword: `migration-${i}`, display, count: 5 })))
    await t.database.query(cleaning)
    const left = await t.database.db
      .select({ display: searchKeywords.display })
      .from(searchKeywords)
      .where(
        inArray(
          searchKeywords.keyword,
          all.map((_, i) => `migration-${i}`),
        ),
      )
    expect(left.map((r) => r.display).sort()).toEqual([...clean].sort())
  })
})
