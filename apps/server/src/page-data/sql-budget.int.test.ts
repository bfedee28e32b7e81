import type { LoaderFunctionArgs } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createSeller, insertProduct } from '../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../test/helpers.ts'
import { emptyTally, meterDatabase, meterSql } from '../platform/db/sql-meter.ts'
import type { PageRequest } from '../platform/web.ts'

/**
 * Issue 11, "a cold page costs what its data costs": the SQL statements a cold render of a
 * public page sends (the web app's real loaders, root + page, as the shared anonymous render
 * runs them) against the API call that carries its data. Counted, not timed. The first render
 * also fills the shared-block memo (categories, home blocks, similar products, reviews); the
 * renders after it — every cache miss while the memo is fresh — may send only what the API sends
 * plus the page's own small extras, named in each test.
 */

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>
// the loaders are the web app's (apps/web, not part of this package's TypeScript program)
const loaderOf = async (file: string) => {
  const url = new URL(`../../../web/app/${file}`, import.meta.url).href
  return ((await import(/* @vite-ignore */ url)) as { loader: Loader }).loader
}

let t: TestApp
let productId: string
let categoryId: string
let root: Loader

const anonymous: PageRequest = {
  actor: { kind: 'anonymous' },
  lang: 'vi',
  ip: '127.0.0.1',
  visitor: 'sql-budget',
  tag: () => {},
  onHit: () => {},
}

async function statements(fn: () => Promise<unknown>) {
  const tally = emptyTally()
  await meterSql(tally, fn)
  return tally.statements
}

/** One shared (anonymous) render's loaders: the root's and the page's, at once as React Router runs them. */
function render(path: string, page: Loader, params: Record<string, string> = {}) {
  return statements(async () => {
    const request = new Request(`http://localhost${path}`)
    const context = { nonce: '', data: t.pageData(anonymous), shared: true }
    await Promise.all([root({ request, context, params: {} } as never), page({ request, context, params } as never)])
  })
}

const api = (url: string) =>
  statements(async () => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode, res.body).toBe(200)
  })

beforeAll(async () => {
  t = await createTestApp()
  meterDatabase(t.database)
  const seller = await createSeller(t)
  const parent = await createCategory(t, 'Thời trang nữ')
  const category = await createCategory(t, 'Áo thun nữ', parent.id)
  categoryId = category.id
  for (let i = 0; i < 3; i++) {
    const p = await insertProduct(t, { shopId: seller.shop.id, name: `Áo thun cotton số ${i + 1}`, categoryId })
    productId ??= p.id
  }
  root = await loaderOf('root.server.ts')
})

describe('SQL per cold render of a public page (anonymous, page cache missed)', () => {
  it('the product page: the product API plus its group-buy offer', async () => {
    const product = await loaderOf('routes/catalog/product.server.ts')
    const apiCount = await api(`/api/v1/web/products/${productId}`)
    // the product, its shop, category, variants, classifications, promotions and size chart: one prepared statement
    expect(apiCount).toBe(1)
    const first = await render(`/san-pham/${productId}`, product, { id: productId })
    const again = await render(`/san-pham/${productId}`, product, { id: productId })
    // the first render also reads the similar products (the source product, then up to two lists)
    // and the reviews (page and summary): memoised for the renders after it
    expect(first).toBeLessThanOrEqual(apiCount + 7)
    expect(again).toBeLessThanOrEqual(apiCount + 1)
  })

  it('the category page: the listing API (the category and its trail are memoised)', async () => {
    const category = await loaderOf('routes/catalog/category.server.ts')
    const apiCount = await api(`/api/v1/web/products?category_id=${categoryId}&limit=20`)
    await render(`/nganh-hang/${categoryId}`, category, { id: categoryId })
    const again = await render(`/nganh-hang/${categoryId}`, category, { id: categoryId })
    expect(again).toBeLessThanOrEqual(apiCount)
  })

  it('the home page: nothing once its shared blocks are memoised', async () => {
    const home = await loaderOf('routes/home.server.ts')
    const first = await render('/', home)
    const again = await render('/', home)
    expect(first).toBeGreaterThan(0)
    expect(again).toBe(0)
  })

  it('an anonymous visitor costs the root loader no statement (no user, cart count or providers read)', async () => {
    const request = new Request('http://localhost/')
    const context = { nonce: '', data: t.pageData(anonymous), shared: false }
    expect(await statements(() => root({ request, context, params: {} } as never))).toBe(0)
  })
})
