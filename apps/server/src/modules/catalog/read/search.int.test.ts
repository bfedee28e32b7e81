import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, register, type TestApp } from '../../../../test/helpers.ts'
import { searchHistory, searchKeywords } from '../../search/search.tables.ts'
import { products, searchWords } from '../catalog.tables.ts'

/**
 * Keyword search on GET /api/v1/web/products: Vietnamese folding ("ao thun" → "Áo thun"),
 * exact-tone ranking ("đường" above "dương"), typo tolerance without noise (corrected keywords
 * from the names' vocabulary, then word similarity), shop names, and SearchKeyword recording.
 */

let t: TestApp
const ids: Record<string, string> = {}
let shopId: string

const search = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/web/products?${query}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as {
    data: Array<{ _id: string; name: string; is_sold_out: boolean }>
    meta: { total: number; corrected_keyword?: string }
  }
}
const namesOf = async (query: string) => (await search(query)).data.map((p) => p.name)

beforeAll(async () => {
  t = await createTestApp()
  const shop = await createSeller(t, { shopName: 'Tiệm Nhà Bông' })
  const other = await createSeller(t, { shopName: 'Hồng Trà Store' })
  shopId = shop.shop.id
  const seed: Array<[string, string, string, number]> = [
    ['tee', shop.shop.id, 'Áo thun nữ cổ tròn cotton', 10],
    ['teeBasic', other.shop.id, 'Áo thun basic unisex form rộng', 10],
    ['teeSoldOut', other.shop.id, 'Áo thun oversize in hình (hết hàng)', 0],
    ['street', other.shop.id, 'Giày sneaker đường phố cá tính', 10],
    ['piano', other.shop.id, 'Váy dương cầm xếp ly thanh lịch', 10],
    ['skirt', other.shop.id, 'Chân váy jean xanh dương', 10],
    ['bag', other.shop.id, 'Túi bao tử da bò mini', 10],
    ['serum', other.shop.id, 'Serum dưỡng ẩm 100% tự nhiên', 10],
    ['teddy', other.shop.id, 'Gấu bông nhồi bông mềm mại', 10],
  ]
  for (const [key, shopOf, name, stock] of seed) {
    const p = await insertProduct(t, { shopId: shopOf, name, variants: [{ options: [], price: 200_000, salePrice: 150_000, stock }] })
    ids[key] = p.id
  }
  // sales decide among equally relevant names: give the ones that must rank lower the better sales
  const sold: Record<string, number> = { teeSoldOut: 999, serum: 200, piano: 100, street: 50, skirt: 10 }
  for (const [key, n] of Object.entries(sold)) await t.database.db.update(products).set({ sold: n }).where(eq(products.id, ids[key]!))
})
afterAll(() => t.close())

describe('Vietnamese keyword search', () => {
  it('folds diacritics: "ao thun" finds every "Áo thun", sold out last', async () => {
    const res = await search('keyword=ao%20thun')
    expect(res.meta.total).toBe(3)
    expect(
      res.data
        .map((p) => p._id)
        .slice(0, 2)
        .sort(),
    ).toEqual([ids.tee, ids.teeBasic].sort())
    expect(res.data[2]).toMatchObject({ _id: ids.teeSoldOut, is_sold_out: true })
    // typed with diacritics, in upper case, with stray spaces: the same products
    expect((await search('keyword=%20%C3%81O%20%20THUN%20')).meta.total).toBe(3)
  })

  it('ranks exact-tone matches above folded-only ones ("đường" vs "dương")', async () => {
    // folded, four names contain "duong" (dương, đường, dưỡng)
    expect((await namesOf('keyword=duong')).sort()).toEqual(
      [
        'Chân váy jean xanh dương',
        'Giày sneaker đường phố cá tính',
        'Serum dưỡng ẩm 100% tự nhiên',
        'Váy dương cầm xếp ly thanh lịch',
      ].sort(),
    )
    const duong = await namesOf(`keyword=${encodeURIComponent('đường')}`)
    expect(duong[0]).toBe('Giày sneaker đường phố cá tính')
    expect(duong).toHaveLength(4)
    const piano = await namesOf(`keyword=${encodeURIComponent('dương')}`)
    expect(piano.slice(0, 2).sort()).toEqual(['Chân váy jean xanh dương', 'Váy dương cầm xếp ly thanh lịch'].sort())
    expect(piano).toHaveLength(4)
    expect((await namesOf(`keyword=${encodeURIComponent('dưỡng ẩm')}`))[0]).toBe('Serum dưỡng ẩm 100% tự nhiên')
  })

  it('tolerates typos and misplaced tones', async () => {
    for (const typo of ['ao thung', 'aó thun', 'áo thunn', 'thun ao']) {
      const names = await namesOf(`keyword=${encodeURIComponent(typo)}`)
      expect(names, typo).toContain('Áo thun nữ cổ tròn cotton')
      expect(names, typo).not.toContain('Túi bao tử da bò mini')
    }
  })

  it('keeps noise out: unrelated keywords find nothing', async () => {
    for (const noise of ['điện thoại', 'laptop gaming', 'xyz', 'tủ lạnh', '!!!', '%', '_']) {
      const res = await search(`keyword=${encodeURIComponent(noise)}`)
      expect(res, noise).toMatchObject({ data: [], meta: { total: 0 } })
    }
  })

  it('matches short words on word boundaries ("áo" is not "bao")', async () => {
    const names = await namesOf(`keyword=${encodeURIComponent('áo')}`)
    expect(names).toContain('Áo thun nữ cổ tròn cotton')
    expect(names).not.toContain('Túi bao tử da bò mini')
  })

  it('treats LIKE wildcards literally', async () => {
    expect(await namesOf('keyword=100%25')).toEqual(['Serum dưỡng ẩm 100% tự nhiên'])
  })

  it('matches shop names too, after the products whose own name matches', async () => {
    expect((await search(`keyword=${encodeURIComponent('tiệm nhà')}`)).data.map((p) => p._id)).toEqual([ids.tee])
    // "bông" is in one product's name and in the other shop's name
    expect((await search(`keyword=${encodeURIComponent('bông')}`)).data.map((p) => p._id)).toEqual([ids.teddy, ids.tee])
  })

  it('combines a keyword with filters and every sort', async () => {
    expect((await search(`keyword=ao%20thun&shop_id=${shopId}`)).data.map((p) => p._id)).toEqual([ids.tee])
    await t.database.db.update(products).set({ salePrice: 99_000 }).where(eq(products.id, ids.teeBasic!))
    try {
      expect((await search('keyword=ao%20thun&sort=price_asc')).data[0]!._id).toBe(ids.teeBasic)
      expect((await search('keyword=ao%20thun&sort=best_selling')).data[0]!._id).toBe(ids.teeSoldOut)
      for (const sort of ['newest', 'price_desc']) expect((await search(`keyword=ao%20thun&sort=${sort}`)).meta.total).toBe(3)
      expect((await search('keyword=ao%20thun&price_max=100000')).data.map((p) => p._id)).toEqual([ids.teeBasic])
      const paged = await search('keyword=ao%20thun&limit=2&page=2')
      expect(paged).toMatchObject({ meta: { total: 3 } })
      expect(paged.data).toHaveLength(1)
      expect(await search('keyword=ao%20thun&limit=2&page=3')).toMatchObject({ data: [], meta: { total: 3 } })
    } finally {
      await t.database.db.update(products).set({ salePrice: 150_000 }).where(eq(products.id, ids.teeBasic!))
    }
  })
})

describe('SearchKeyword recording', () => {
  it('counts every keyword search (first pages), and keeps a signed-in buyer’s last 10 distinct keywords', async () => {
    const buyer = await register(t.app)
    await search(`keyword=${encodeURIComponent('Áo Thun')}`)
    await search('keyword=ao%20thun', authHeader(buyer.accessToken))
    await search('keyword=zzzz%20khong%20co')
    await t.services.search.settle()
    const [row] = await t.database.db.select().from(searchKeywords).where(eq(searchKeywords.keyword, 'ao thun'))
    // the display keeps the diacritics once someone typed them
    expect(row).toMatchObject({ display: 'áo thun' })
    expect(row!.count).toBeGreaterThanOrEqual(2)
    // the next page of the same search is not another search
    await search('keyword=ao%20thun&page=2&limit=1')
    await t.services.search.settle()
    const [again] = await t.database.db.select().from(searchKeywords).where(eq(searchKeywords.keyword, 'ao thun'))
    expect(again!.count).toBe(row!.count)
    const history = await t.database.db.select().from(searchHistory).where(eq(searchHistory.userId, buyer.userId))
    expect(history.map((h) => h.keyword)).toEqual(['ao thun'])
    for (let i = 0; i < 12; i++) await search(`keyword=tu%20khoa%20${i}`, authHeader(buyer.accessToken))
    await t.services.search.settle()
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/search/history', headers: authHeader(buyer.accessToken) })
    expect(res.json().data).toEqual(Array.from({ length: 10 }, (_, i) => `tu khoa ${11 - i}`))
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(searchHistory)
      .where(eq(searchHistory.userId, buyer.userId))) as [{ n: number }]
    expect(n).toBe(10)
  })

  it('a failing record neither slows nor fails the search', async () => {
    await t.database.query('ALTER TABLE search_keywords RENAME TO search_keywords_away')
    try {
      const res = await search('keyword=ao%20thun')
      expect(res.meta.total).toBe(3)
      await t.services.search.settle()
    } finally {
      await t.database.query('ALTER TABLE search_keywords_away RENAME TO search_keywords')
    }
  })
})

describe('typo correction from the names’ vocabulary (search_words)', () => {
  const wordsIn = async (words: string[]) =>
    (await t.database.db.select().from(searchWords).where(inArray(searchWords.word, words))).map((r) => r.word).sort()

  it('searches the keyword with unknown words replaced by the nearest known ones, and says so', async () => {
    const res = await search('keyword=ao%20thung')
    expect(res.meta).toMatchObject({ total: 3, corrected_keyword: 'ao thun' })
    expect(res.data.map((p) => p._id).sort()).toEqual([ids.tee, ids.teeBasic, ids.teeSoldOut].sort())
    // words typed with tones keep them
    expect((await search(`keyword=${encodeURIComponent('Áo thunn')}`)).meta).toMatchObject({ total: 3, corrected_keyword: 'áo thun' })
    // the count (search page, shops tab) matches the same way
    const count = await t.app.inject({ method: 'GET', url: '/api/v1/web/products/count?keyword=ao%20thung' })
    expect(count.json().data).toEqual({ total: 3 })
  })

  it('says nothing when the keyword is found as typed, and keeps word similarity as the last resort', async () => {
    expect((await search('keyword=ao%20thun')).meta).not.toHaveProperty('corrected_keyword')
    // every word is known but not in this order: nothing to correct, similarity finds them
    const reordered = await search('keyword=thun%20ao')
    expect(reordered.meta).not.toHaveProperty('corrected_keyword')
    expect(reordered.data.map((p) => p.name)).toContain('Áo thun nữ cổ tròn cotton')
    expect(await search('keyword=laptop%20gaming')).toMatchObject({ data: [], meta: { total: 0 } })
  })

  it('learns the words of new and renamed products, and never forgets one', async () => {
    const scarf = await insertProduct(t, { shopId, name: 'Khăn choàng len mỏng' })
    expect(await wordsIn(['khan', 'choang', 'len', 'mong'])).toEqual(['choang', 'khan', 'len', 'mong'])
    const found = await search('keyword=khan%20choangg')
    expect(found.meta).toMatchObject({ total: 1, corrected_keyword: 'khan choang' })
    expect(found.data.map((p) => p._id)).toEqual([scarf.id])

    await t.database.db.update(products).set({ name: 'Khăn quàng lụa tơ tằm' }).where(eq(products.id, scarf.id))
    // short words ("to") are not vocabulary words; the old name's words stay
    expect(await wordsIn(['quang', 'lua', 'tam', 'to', 'choang'])).toEqual(['choang', 'lua', 'quang', 'tam'])
    expect((await search('keyword=khan%20quangg')).meta).toMatchObject({ total: 1, corrected_keyword: 'khan quang' })
    // a correction towards a stale word finds nothing, and the similarity last resort answers
    expect(await search('keyword=khan%20choangg')).toMatchObject({ data: [], meta: { total: 0 } })
  })
})
