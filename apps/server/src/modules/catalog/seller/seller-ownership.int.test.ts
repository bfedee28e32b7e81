import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createSeller } from '../../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, form, register, type TestApp } from '../../../../test/helpers.ts'
import { snapshotProduct, validProduct } from './seller-test-fixtures.ts'

/**
 * Only the owning seller may touch a product: every seller route, run as (a) the owner, (b)
 * another seller, (c) a buyer without a shop, (d) anonymous. The product must be unchanged after
 * every refused call.
 */

let t: TestApp
let owner: Awaited<ReturnType<typeof createSeller>>
let otherSeller: Awaited<ReturnType<typeof createSeller>>
let buyer: { headers: Record<string, string> }
let categoryId: string

beforeAll(async () => {
  t = await createTestApp()
  ;[owner, otherSeller] = await Promise.all([createSeller(t), createSeller(t)])
  buyer = { headers: authHeader((await register(t.app)).accessToken) }
  categoryId = (await createCategory(t)).id
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Actor = 'owner' | 'other' | 'buyer' | 'anonymous'
const headersOf = (actor: Actor): Record<string, string> =>
  ({ owner: owner.headers, other: otherSeller.headers, buyer: buyer.headers, anonymous: {} })[actor]

const request = (actor: Actor, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...headersOf(actor), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

/** The first variant of each product made here (the bulk editor's routes name variants). */
const variantIds = new Map<string, string>()

async function newProduct(kind: 'draft' | 'pending') {
  const res =
    kind === 'draft'
      ? await request('owner', 'POST', '/api/v1/seller/products/draft', { name: 'Nháp áo khoác' })
      : await request('owner', 'POST', '/api/v1/seller/products', validProduct(categoryId))
  expect(res.statusCode, res.body).toBe(200)
  const product = res.json().data as { _id: string; variants: Array<{ _id: string }> }
  if (product.variants[0]) variantIds.set(product._id, product.variants[0]._id)
  return product._id
}

type ProductRoute = {
  name: string
  method: Method
  url: (id: string) => string
  body?: (id: string) => unknown
  /** the product the owner acts on */
  kind?: 'draft' | 'pending'
  /** what a foreign product id answers for another seller */
  foreign: { status: number; code: string }
}

const notFound = { status: 404, code: 'PRODUCT_INVALID_ID' }
const PRODUCT_ROUTES: ProductRoute[] = [
  { name: 'get', method: 'GET', url: (id) => `/api/v1/seller/products/${id}`, foreign: notFound },
  {
    name: 'update',
    method: 'PUT',
    url: (id) => `/api/v1/seller/products/${id}`,
    body: () => validProduct(categoryId, { name: 'Áo khoác gió chống nắng' }),
    foreign: notFound,
  },
  {
    name: 'update-draft',
    method: 'PUT',
    url: (id) => `/api/v1/seller/products/${id}/draft`,
    body: () => ({ name: 'Nháp mới' }),
    kind: 'draft',
    foreign: notFound,
  },
  { name: 'delete', method: 'DELETE', url: (id) => `/api/v1/seller/products/${id}`, foreign: notFound },
  { name: 'clone', method: 'POST', url: (id) => `/api/v1/seller/products/${id}/clone`, foreign: notFound },
  {
    name: 'active',
    method: 'PATCH',
    url: (id) => `/api/v1/seller/products/${id}/active`,
    body: () => ({ allow_to_sell: false }),
    foreign: notFound,
  },
  {
    name: 'bulk-hide',
    method: 'POST',
    url: () => '/api/v1/seller/products/bulk-hide',
    body: (id) => ({ ids: [id] }),
    foreign: { status: 400, code: 'LIST_INVALID' },
  },
  {
    name: 'bulk-show',
    method: 'POST',
    url: () => '/api/v1/seller/products/bulk-show',
    body: (id) => ({ ids: [id] }),
    foreign: { status: 400, code: 'LIST_INVALID' },
  },
  {
    name: 'bulk price and stock',
    method: 'PATCH',
    url: () => '/api/v1/seller/products/variants',
    body: (id) => ({ items: [{ variant_id: variantIds.get(id), price: 250000, sale_price: 199000, stock: 3 }] }),
    foreign: { status: 400, code: 'LIST_INVALID' },
  },
  {
    name: 'bulk-delete',
    method: 'POST',
    url: () => '/api/v1/seller/products/bulk-delete',
    body: (id) => ({ ids: [id] }),
    foreign: { status: 400, code: 'LIST_INVALID' },
  },
]

const EXPECTED: Record<Exclude<Actor, 'owner'>, (route: ProductRoute) => { status: number; code: string }> = {
  other: (route) => route.foreign,
  buyer: () => ({ status: 403, code: 'FORBIDDEN' }),
  anonymous: () => ({ status: 401, code: 'UNAUTHENTICATED' }),
}

describe.each(PRODUCT_ROUTES)('$method $name', (route) => {
  it.each(['other', 'buyer', 'anonymous'] as const)('as %s: refused, the product unchanged', async (actor) => {
    const id = await newProduct(route.kind ?? 'pending')
    const before = await snapshotProduct(t, id)
    const res = await request(actor, route.method, route.url(id), route.body?.(id))
    const expected = EXPECTED[actor](route)
    expect(res.statusCode, res.body).toBe(expected.status)
    expect(res.json().error.code).toBe(expected.code)
    expect(await snapshotProduct(t, id)).toEqual(before)
  })

  it('as the owner: allowed', async () => {
    const id = await newProduct(route.kind ?? 'pending')
    const res = await request('owner', route.method, route.url(id), route.body?.(id))
    expect(res.statusCode, res.body).toBe(200)
  })
})

describe('a foreign product inside a bulk list with the seller’s own products', () => {
  it.each(['bulk-hide', 'bulk-show', 'bulk-delete'])('%s: LIST_INVALID, neither product changes', async (action) => {
    const [mine, theirs] = [await newProduct('pending'), await newProduct('pending')]
    // "theirs" belongs to the owner; the other seller sends it along with one of its own
    const own = (await request('other', 'POST', '/api/v1/seller/products', validProduct(categoryId))).json().data._id
    const before = [await snapshotProduct(t, theirs), await snapshotProduct(t, own), await snapshotProduct(t, mine)]
    const res = await request('other', 'POST', `/api/v1/seller/products/${action}`, { ids: [own, theirs] })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('LIST_INVALID')
    expect([await snapshotProduct(t, theirs), await snapshotProduct(t, own), await snapshotProduct(t, mine)]).toEqual(before)
  })
})

describe('shop-level seller routes', () => {
  const SHOP_ROUTES: Array<{ name: string; method: Method; url: string; body?: () => unknown }> = [
    { name: 'list', method: 'GET', url: '/api/v1/seller/products' },
    { name: 'create', method: 'POST', url: '/api/v1/seller/products', body: () => validProduct(categoryId) },
    { name: 'create-draft', method: 'POST', url: '/api/v1/seller/products/draft', body: () => ({ name: 'Nháp' }) },
    { name: 'filter', method: 'GET', url: '/api/v1/seller/products/filter' },
    { name: 'download', method: 'GET', url: '/api/v1/seller/products/download' },
    { name: 'files', method: 'GET', url: '/api/v1/seller/products/files' },
    { name: 'size-charts', method: 'GET', url: '/api/v1/seller/size-charts' },
    { name: 'bulk editor rows', method: 'GET', url: '/api/v1/seller/products/variants' },
    {
      name: 'size-chart create',
      method: 'POST',
      url: '/api/v1/seller/size-charts',
      body: () => ({
        name: 'Bảng size áo',
        attributes: [{ _id: 'chest', name: 'Ngực' }],
        rows: [{ size_name: 'M', size_values: [{ values: '86-90', attribute_id: 'chest' }] }],
      }),
    },
  ]

  it.each(SHOP_ROUTES)('$name: buyer 403, anonymous 401, seller 200', async (route) => {
    for (const [actor, status] of [
      ['buyer', 403],
      ['anonymous', 401],
      ['owner', 200],
    ] as const) {
      const res = await request(actor, route.method, route.url, route.body?.())
      expect(res.statusCode, `${actor}: ${res.body.slice(0, 200)}`).toBe(status)
    }
  })

  it('upload: buyer 403 and anonymous 401 before the file is read', async () => {
    for (const [actor, status] of [
      ['buyer', 403],
      ['anonymous', 401],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/seller/products/upload',
        headers: headersOf(actor),
        payload: form({ file: { data: Buffer.from('not a workbook'), filename: 'a.xlsx' } }),
      })
      expect(res.statusCode).toBe(status)
    }
  })

  it('lists never show another shop’s products', async () => {
    const id = await newProduct('pending')
    const list = (await request('other', 'GET', '/api/v1/seller/products?limit=100')).json()
    expect(list.data.some((p: { _id: string }) => p._id === id)).toBe(false)
  })

  it('size charts: another seller gets 404 SIZE_CHART_INVALID_ID and the chart is unchanged', async () => {
    const body = {
      name: 'Bảng size quần',
      attributes: [{ _id: 'waist', name: 'Eo' }],
      rows: [{ size_name: 'S', size_values: [{ values: '60-64', attribute_id: 'waist' }] }],
    }
    const chart = (await request('owner', 'POST', '/api/v1/seller/size-charts', body)).json().data
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { ...body, name: 'Đổi tên' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await request('other', method, `/api/v1/seller/size-charts/${chart._id}`, payload)
      expect(res.statusCode).toBe(404)
      expect(res.json().error.code).toBe('SIZE_CHART_INVALID_ID')
      expect((await request('buyer', method, `/api/v1/seller/size-charts/${chart._id}`, payload)).statusCode).toBe(403)
      expect((await request('anonymous', method, `/api/v1/seller/size-charts/${chart._id}`, payload)).statusCode).toBe(401)
    }
    const mine = (await request('owner', 'GET', '/api/v1/seller/size-charts')).json().data.find((c: { _id: string }) => c._id === chart._id)
    expect(mine).toEqual(chart)
    expect((await request('owner', 'GET', `/api/v1/seller/size-charts/${chart._id}`)).json().data).toEqual(chart)
  })
})
