import type { Role } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createSeller, insertProduct } from '../../test/catalog-fixtures.ts'
import { createTestApp, PASSWORD, register, type TestApp } from '../../test/helpers.ts'
import { emptyTally, meterDatabase, meterSql } from '../platform/db/sql-meter.ts'
import { withRenderReads } from '../platform/render-reads.ts'
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

/** The text of each statement `fn` sends. */
async function texts(fn: () => Promise<unknown>) {
  const tally = { ...emptyTally(), texts: [] as string[] }
  await meterSql(tally, fn)
  return tally.texts
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

describe('SQL per signed-in render (private, never cached)', () => {
  const signedIn = (userId: string, roles: Role[]): PageRequest => ({
    ...anonymous,
    actor: { kind: 'user', userId, sessionId: 'sql-budget', roles, isGuest: false, via: 'cookie' },
  })
  /** The loaders' arguments, with reads of their own, as each page request has. */
  const argsFor = (who: PageRequest, path: string) => () => ({
    request: new Request(`http://localhost${path}`, { headers: { cookie: 'xinh_session=sealed' } }),
    context: { nonce: '', data: t.pageData(who), shared: false },
    params: {},
  })
  /** Statements of the given loaders run at once in one render (platform/web.ts runs a render inside withRenderReads). */
  const renderOf = (args: () => object, loaders: Loader[]) =>
    statements(() =>
      withRenderReads(async () => {
        const shared = args()
        await Promise.all(loaders.map((l) => l(shared as never)))
      }),
    )

  it('reads who is signed in once, however many of the loaders ask (root and page)', async () => {
    const buyer = await register(t.app)
    const who = signedIn(buyer.userId, ['buyer'])
    const addresses = await loaderOf('routes/account/addresses.server.ts')
    const args = argsFor(who, '/tai-khoan/dia-chi')
    const me = await statements(() => t.pageData(who).profile.me())
    expect(me).toBeGreaterThan(0)
    const rootAlone = await renderOf(args, [root])
    const pageAlone = await renderOf(args, [addresses])
    expect(await renderOf(args, [root, addresses])).toBe(rootAlone + pageAlone - me)
    // outside a render (API requests, jobs) nothing is shared: each read goes to the database
    expect(await statements(() => Promise.all([root(args() as never), addresses(args() as never)]))).toBe(rootAlone + pageAlone)
  })

  it("a seller centre page reads the user, the seller's shop and the to-do counts once (root, layout and dashboard)", async () => {
    const seller = await createSeller(t)
    const who = signedIn(seller.user.id, ['buyer', 'seller'])
    const layout = await loaderOf('routes/seller/layout.server.ts')
    const overview = await loaderOf('routes/seller/overview.server.ts')
    const args = argsFor(who, '/ban-hang/tong-quan')
    const reads = (all: string[]) => ({
      user: all.filter((q) => /from "users"/.test(q)).length,
      shop: all.filter((q) => /^select "id", "status", "closed_at" from "shops"/.test(q)).length,
      todo: all.filter((q) => /AS to_confirm/.test(q)).length,
    })
    const loaders = [root, layout, overview]
    const inRender = await texts(() =>
      withRenderReads(async () => {
        const shared = args()
        await Promise.all(loaders.map((l) => l(shared as never)))
      }),
    )
    expect(reads(inRender)).toEqual({ user: 1, shop: 1, todo: 1 })
    // outside a render (an API request, a job) every read goes to the database
    const outside = await texts(async () => {
      const shared = args()
      await Promise.all(loaders.map((l) => l(shared as never)))
    })
    expect(reads(outside).user).toBe(2)
    expect(reads(outside).shop).toBeGreaterThanOrEqual(5)
    expect(reads(outside).todo).toBe(2)
  })

  it("an admin console page counts the review queues once (the layout's badges and the dashboard)", async () => {
    const email = `admin.${Date.now().toString(36)}@example.vn`
    const admin = await t.services.identity.createAccount({ email, userName: 'Quản trị', password: PASSWORD, roles: ['admin'] })
    const who = signedIn(admin.id, ['admin'])
    const layout = await loaderOf('routes/admin/layout.server.ts')
    const overview = await loaderOf('routes/admin/overview.server.ts')
    const args = argsFor(who, '/admin/tong-quan')
    const applicationCounts = async (run: () => Promise<unknown>) =>
      (await texts(run)).filter((q) => /from "seller_applications"/.test(q)).length
    const together = () => Promise.all([root, layout, overview].map((l) => l(args() as never)))
    expect(await applicationCounts(() => withRenderReads(together))).toBe(1)
    expect(await applicationCounts(together)).toBe(2)
  })
})
