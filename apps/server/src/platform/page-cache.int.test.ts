import { brotliDecompressSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../test/helpers.ts'
import { products, productVariants } from '../modules/catalog/catalog.tables.ts'

/**
 * The shared cache of public API reads (decision 007), on both engines: anonymous answers are
 * stored and served again with ETag/304 and the encoding asked for; anything with credentials
 * is never served from it; a write to the data evicts it in every app on the database (the
 * triggers' NOTIFY), and the benchmark bypass works only when configured.
 */
let a: TestApp
let b: TestApp
let productId: string
let otherId: string

beforeAll(async () => {
  a = await createTestApp({ PAGE_CACHE: 'true', PAGE_CACHE_BYPASS: 'true' })
  b = await createTestApp({ PAGE_CACHE: 'true' })
  const seller = await createSeller(a)
  productId = (await insertProduct(a, { shopId: seller.shop.id, name: 'Áo thun cotton cổ tròn trắng' })).id
  otherId = (await insertProduct(a, { shopId: seller.shop.id, name: 'Váy hoa nhí dáng dài' })).id
})
afterAll(async () => {
  await a.close()
  await b.close()
})

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

/** NOTIFY arrives after the writer's commit: give it a moment (never more than a few ms in practice). */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error('condition not met in 2 s')
}

describe('public API reads', () => {
  it('serves the second anonymous read from the cache, with the same body, an ETag and 304', async () => {
    const first = await get(a, `/api/v1/web/products/${productId}`)
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-cache']).toBeUndefined()
    const second = await get(a, `/api/v1/web/products/${productId}`)
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.json()).toEqual(first.json())
    const etag = second.headers.etag as string
    expect(etag).toMatch(/^"/)
    const notModified = await get(a, `/api/v1/web/products/${productId}`, { 'if-none-match': etag })
    expect(notModified.statusCode).toBe(304)
    expect(notModified.body).toBe('')
  })

  it('answers in the encoding asked for', async () => {
    await get(a, '/api/v1/web/products?limit=5')
    const br = await get(a, '/api/v1/web/products?limit=5', { 'accept-encoding': 'gzip, br' })
    expect(br.headers['x-cache']).toBe('HIT')
    expect(br.headers['content-encoding']).toBe('br')
    const json = JSON.parse(brotliDecompressSync(br.rawPayload).toString())
    expect(json.data.map((p: { _id: string }) => p._id)).toContain(productId)
  })

  it('keys by language: a Korean read is not the Vietnamese one', async () => {
    await get(a, '/api/v1/web/products?limit=3', { 'accept-language': 'vi' })
    const ko = await get(a, '/api/v1/web/products?limit=3', { 'accept-language': 'ko' })
    expect(ko.headers['x-cache']).toBeUndefined()
  })

  it('never serves or stores a read that carries credentials', async () => {
    const seller = await createSeller(a)
    await get(a, `/api/v1/web/products/${otherId}`)
    const withToken = await get(a, `/api/v1/web/products/${otherId}`, seller.headers)
    expect(withToken.headers['x-cache']).toBeUndefined()
    const withCookie = await get(a, `/api/v1/web/products/${otherId}`, { cookie: 'xinh_session=anything' })
    expect(withCookie.headers['x-cache']).toBeUndefined()
  })

  it('never caches personal or write routes', async () => {
    const seller = await createSeller(a)
    await get(a, '/community/v1/profile/me', seller.headers)
    const again = await get(a, '/community/v1/profile/me', seller.headers)
    expect(again.headers['x-cache']).toBeUndefined()
  })

  it('a price change evicts the product in every app on the database', async () => {
    const url = `/api/v1/web/products/${productId}`
    await get(a, url)
    await get(b, url)
    expect((await get(b, url)).headers['x-cache']).toBe('HIT')
    await a.database.db.update(productVariants).set({ salePrice: 99_000 }).where(eq(productVariants.productId, productId))
    await a.database.db.update(products).set({ salePrice: 99_000 }).where(eq(products.id, productId))
    for (const t of [a, b]) {
      await until(async () => {
        const res = await get(t, url)
        return res.headers['x-cache'] !== 'HIT' && res.json().data.sale_price === 99_000
      })
    }
  })

  it('a stock change evicts the product but not the lists', async () => {
    const detail = `/api/v1/web/products/${otherId}`
    const list = '/api/v1/web/products?limit=7'
    await get(a, detail)
    await get(a, list)
    await a.database.db.update(productVariants).set({ stock: 7 }).where(eq(productVariants.productId, otherId))
    await until(async () => (await get(a, detail)).headers['x-cache'] !== 'HIT')
    expect((await get(a, list)).headers['x-cache']).toBe('HIT')
  })

  it('the benchmark bypass header works only where configured', async () => {
    const url = '/api/v1/web/products?limit=4'
    await get(a, url)
    await get(b, url)
    expect((await get(a, url, { 'x-xinh-cache': 'bypass' })).headers['x-cache']).toBeUndefined()
    expect((await get(b, url, { 'x-xinh-cache': 'bypass' })).headers['x-cache']).toBe('HIT')
  })
})
