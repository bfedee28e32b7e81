import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, getTestDatabase, register, type TestApp } from '../../../test/helpers.ts'
import { type Database, fromPostgresUrl } from './client.ts'

/**
 * DATABASE_READ_URL: the heavy anonymous reads (catalogue listings, product pages, search, shop
 * pages) go through the read pool, and nothing else does. The "replica" is the same database
 * here; each pool records what it was asked, so the test sees which pool served what.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

type Seen = { queries: string[] }

/** Records every statement run on a client of `pool` (pool.query runs on one too, as do transactions). */
function record(pool: pg.Pool): Seen {
  const seen: Seen = { queries: [] }
  const wrapped = new WeakSet<pg.PoolClient>()
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return
    wrapped.add(client)
    const query = client.query.bind(client) as (...args: unknown[]) => unknown
    client.query = ((...args: unknown[]) => {
      const first = args[0] as string | { text: string }
      seen.queries.push(typeof first === 'string' ? first : first.text)
      return query(...args)
    }) as typeof client.query
  })
  return seen
}

const isRead = (sql: string) => /^\s*(select|with)\b/i.test(sql) && !/\b(insert|update|delete)\b/i.test(sql)

describe.skipIf(!onPostgres)('DATABASE_READ_URL', () => {
  let t: TestApp
  let database: Database
  let primary: Seen
  let replica: Seen
  let seller: Awaited<ReturnType<typeof createSeller>>
  let productId: string

  beforeAll(async () => {
    const { url } = await getTestDatabase()
    database = fromPostgresUrl(url!, { poolMax: 5, readUrl: url, readPoolMax: 3 })
    primary = record(database.pool!)
    replica = record(database.readPool!)
    t = await createTestApp({ DATABASE_READ_URL: url! }, { database })
    seller = await createSeller(t, { shopName: 'Tiệm Bản Sao' })
    const category = await createCategory(t, 'Váy đầm')
    productId = (await insertProduct(t, { shopId: seller.shop.id, categoryId: category.id, name: 'Váy hoa nhí vintage' })).id
  })

  afterAll(async () => {
    await t?.close()
    await database?.close()
  })

  /** What each pool ran while `fn` did its requests. */
  async function during(fn: () => Promise<void>) {
    const [p, r] = [primary.queries.length, replica.queries.length]
    await fn()
    // writes some reads trigger (search history, recently seen) run just after the answer
    await t.services.search.settle()
    return { primary: primary.queries.slice(p), replica: replica.queries.slice(r) }
  }

  it('anonymous listings, product pages, search and shop pages read from the replica', async () => {
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
    }
    const reads: Array<[string, RegExp]> = [
      ['/api/v1/web/products?limit=10', /from "products"/i],
      [`/api/v1/web/products/${productId}`, /from "product_variants"/i],
      [`/api/v1/web/products?keyword=${encodeURIComponent('vay hoa')}`, /from "products"/i],
      [`/api/v1/web/shops/${seller.shop.id}`, /from "shops"/i],
      [`/api/v1/web/shops/${seller.shop.id}/products`, /from "products"/i],
    ]
    for (const [url, table] of reads) {
      const seen = await during(() => get(url))
      expect(
        seen.replica.some((sql) => table.test(sql)),
        `${url} on the replica:\n${seen.replica.join('\n')}`,
      ).toBe(true)
      expect(
        seen.primary.filter((sql) => table.test(sql) && isRead(sql)),
        `${url} read on the primary`,
      ).toEqual([])
    }
  })

  it('writes, transactions and what a user just wrote stay on the primary', async () => {
    const buyer = await register(t.app)
    const seen = await during(async () => {
      const follow = await t.app.inject({
        method: 'POST',
        url: `/api/v1/mobile/shops/${seller.shop.id}/follow`,
        headers: authHeader(buyer.accessToken),
      })
      expect(follow.statusCode, follow.body).toBe(200)
      // the buyer's own state on a public page comes from the primary: following at once
      const shop = await t.app.inject({ method: 'GET', url: `/api/v1/web/shops/${seller.shop.id}`, headers: authHeader(buyer.accessToken) })
      expect(shop.json().data).toMatchObject({ is_following: true })
      const search = await t.app.inject({
        method: 'GET',
        url: `/api/v1/web/products?keyword=${encodeURIComponent('váy')}`,
        headers: authHeader(buyer.accessToken),
      })
      expect(search.statusCode).toBe(200)
    })
    // the follow's transaction, the check that shows it and the search history: all on the primary
    expect(seen.primary.some((sql) => /^\s*begin/i.test(sql))).toBe(true)
    expect(seen.primary.some((sql) => /^\s*insert into "shop_follows"/i.test(sql))).toBe(true)
    expect(seen.primary.some((sql) => /^\s*select .* from "shop_follows"/is.test(sql))).toBe(true)
    expect(seen.primary.some((sql) => /^\s*insert into "search_history"/i.test(sql))).toBe(true)
    expect(seen.replica.filter((sql) => /shop_follows|search_history/i.test(sql))).toEqual([])
  })

  it('the replica pool never saw a write', () => {
    expect(replica.queries.length).toBeGreaterThan(0)
    // no write, and no transaction either (BEGIN is not a read)
    expect(replica.queries.filter((sql) => !isRead(sql))).toEqual([])
  })
})
