import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { searchKeywords } from './search.tables.ts'

/** Searches answered from the shared page cache still teach autocomplete (issue 12 × issue 11). */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE: 'true' })
  const { shop } = await createSeller(t, { shopName: 'Shop Bộ Nhớ Đệm' })
  await insertProduct(t, { shopId: shop.id, name: 'Chân váy xếp ly dáng dài' })
})
afterAll(() => t.close())

const searchAs = (device: string, keyword: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/web/products?keyword=${encodeURIComponent(keyword)}`,
    headers: { from: `web-${device.padEnd(24, '0')}` },
  })
const rowOf = async (keyword: string) => (await t.database.db.select().from(searchKeywords).where(eq(searchKeywords.keyword, keyword)))[0]

describe('searches served from the cache', () => {
  it('count each visitor, with the outcome of the search that filled the cache', async () => {
    const answers = []
    for (const device of ['a', 'b', 'c']) answers.push(await searchAs(device, 'chân váy xếp ly'))
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200])
    // the later two were served from the stored copy: the query ran once
    expect(answers.map((r) => r.headers['x-cache'] === 'HIT')).toEqual([false, true, true])
    await t.services.search.settle()
    expect(await rowOf('chan vay xep ly')).toMatchObject({ display: 'chân váy xếp ly', count: 3, visitors: 3 })
  })

  it('record nothing for a cached search that found nothing', async () => {
    for (const device of ['a', 'b', 'c']) await searchAs(device, 'máy giặt cửa trước')
    await t.services.search.settle()
    expect(await rowOf('may giat cua truoc')).toBeUndefined()
  })
})
