import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, register, type TestApp } from '../../../test/helpers.ts'
import { promotionItems, promotions, vouchers } from './pricing.tables.ts'

/**
 * Who may touch a voucher or a promotion: every management route, run as the owner, another
 * seller (404: a foreign id names nothing in their shop), a buyer without a shop (403), an admin
 * on seller routes (403: admins have no shop) and anonymous (401); admin routes as a seller or a
 * buyer (403). The resource must be unchanged after every refused call.
 */

let t: TestApp
let owner: Awaited<ReturnType<typeof createSeller>>
let otherSeller: Awaited<ReturnType<typeof createSeller>>
let admin: Awaited<ReturnType<typeof createAdmin>>
let buyer: { headers: Record<string, string> }
let productId: string
let otherProductId: string

const HOUR = 3_600_000
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()
let seq = 0
const code = () => `OWN${Date.now().toString(36).slice(-4).toUpperCase()}${++seq}`.slice(0, 9)

beforeAll(async () => {
  t = await createTestApp()
  ;[owner, otherSeller, admin] = await Promise.all([createSeller(t), createSeller(t), createAdmin(t)])
  buyer = { headers: authHeader((await register(t.app)).accessToken) }
  productId = (await insertProduct(t, { shopId: owner.shop.id, name: 'Áo sơ mi lụa của chủ shop' })).id
  otherProductId = (await insertProduct(t, { shopId: otherSeller.shop.id, name: 'Áo sơ mi của người bán khác' })).id
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type Who = 'owner' | 'other' | 'buyer' | 'admin' | 'anonymous'
const headersOf = (who: Who): Record<string, string> =>
  ({ owner: owner.headers, other: otherSeller.headers, buyer: buyer.headers, admin: admin.headers, anonymous: {} })[who]
const request = (who: Who, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...headersOf(who), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const voucherBody = (c = code()) => ({
  code: c,
  name: 'Giảm 20K',
  type: 'price',
  value: 20_000,
  quantity: 10,
  start_time: at(-1),
  end_time: at(24),
})
const promotionBody = (pid = productId) => ({
  name: 'Sale thử',
  start_time: at(-1),
  end_time: at(24),
  items: [{ product_id: pid, discount_percent: 10 }],
})

async function snapshotVoucher(id: string) {
  return (await t.database.db.select().from(vouchers).where(eq(vouchers.id, id)))[0]
}
async function snapshotPromotion(id: string) {
  const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, id))
  const items = await t.database.db.select().from(promotionItems).where(eq(promotionItems.promotionId, id))
  return { row, items }
}

type Route = { name: string; method: Method; url: (id: string) => string; body?: (id: string) => unknown }

const voucherRoutes = (base: string): Route[] => [
  { name: 'get', method: 'GET', url: (id) => `${base}/${id}` },
  { name: 'update', method: 'PUT', url: (id) => `${base}/${id}`, body: () => voucherBody() },
  { name: 'delete', method: 'DELETE', url: (id) => `${base}/${id}` },
  { name: 'end', method: 'POST', url: (id) => `${base}/${id}/end` },
]
const promotionRoutes: Route[] = [
  { name: 'get', method: 'GET', url: (id) => `/api/v1/seller/promotions/${id}` },
  { name: 'update', method: 'PUT', url: (id) => `/api/v1/seller/promotions/${id}`, body: () => promotionBody() },
  { name: 'delete', method: 'DELETE', url: (id) => `/api/v1/seller/promotions/${id}` },
  { name: 'end', method: 'POST', url: (id) => `/api/v1/seller/promotions/${id}/end` },
]

async function newShopVoucher() {
  const res = await request('owner', 'POST', '/api/v1/seller/vouchers', voucherBody())
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data._id as string
}
async function newPlatformVoucher() {
  const res = await request('admin', 'POST', '/api/v1/admin/vouchers', voucherBody())
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data._id as string
}
async function newPromotion() {
  // one product is in one promotion at a time: earlier ones are removed first
  await t.database.db.delete(promotions).where(eq(promotions.shopId, owner.shop.id))
  const res = await request('owner', 'POST', '/api/v1/seller/promotions', promotionBody())
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data._id as string
}

const refusal: Record<Exclude<Who, 'owner'>, { status: number; code: string | ((kind: 'voucher' | 'promotion') => string) }> = {
  other: { status: 404, code: (kind) => (kind === 'voucher' ? 'VOUCHER_NOT_FOUND' : 'PROMOTION_NOT_FOUND') },
  buyer: { status: 403, code: 'FORBIDDEN' },
  admin: { status: 403, code: 'FORBIDDEN' },
  anonymous: { status: 401, code: 'UNAUTHENTICATED' },
}
const codeOf = (who: Exclude<Who, 'owner'>, kind: 'voucher' | 'promotion') => {
  const c = refusal[who].code
  return typeof c === 'function' ? c(kind) : c
}

describe.each(voucherRoutes('/api/v1/seller/vouchers'))('seller voucher $method $name', (route) => {
  it.each(['other', 'buyer', 'admin', 'anonymous'] as const)('as %s: refused, the voucher unchanged', async (who) => {
    const id = await newShopVoucher()
    const before = await snapshotVoucher(id)
    const res = await request(who, route.method, route.url(id), route.body?.(id))
    expect(res.statusCode, res.body).toBe(refusal[who].status)
    expect(res.json().error.code).toBe(codeOf(who, 'voucher'))
    expect(await snapshotVoucher(id)).toEqual(before)
  })
  it('as the owner: allowed', async () => {
    const id = await newShopVoucher()
    const res = await request('owner', route.method, route.url(id), route.body?.(id))
    expect(res.statusCode, res.body).toBe(200)
  })
})

describe.each(promotionRoutes)('seller promotion $method $name', (route) => {
  it.each(['other', 'buyer', 'admin', 'anonymous'] as const)('as %s: refused, the promotion unchanged', async (who) => {
    const id = await newPromotion()
    const before = await snapshotPromotion(id)
    const res = await request(who, route.method, route.url(id), route.body?.(id))
    expect(res.statusCode, res.body).toBe(refusal[who].status)
    expect(res.json().error.code).toBe(codeOf(who, 'promotion'))
    expect(await snapshotPromotion(id)).toEqual(before)
  })
  it('as the owner: allowed', async () => {
    const id = await newPromotion()
    const res = await request('owner', route.method, route.url(id), route.body?.(id))
    expect(res.statusCode, res.body).toBe(200)
  })
})

describe.each(voucherRoutes('/api/v1/admin/vouchers'))('admin voucher $method $name', (route) => {
  it.each(['owner', 'buyer', 'anonymous'] as const)('as %s: refused, the voucher unchanged', async (who) => {
    const id = await newPlatformVoucher()
    const before = await snapshotVoucher(id)
    const res = await request(who, route.method, route.url(id), route.body?.(id))
    expect(res.statusCode, res.body).toBe(who === 'anonymous' ? 401 : 403)
    expect(res.json().error.code).toBe(who === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN')
    expect(await snapshotVoucher(id)).toEqual(before)
  })
  it('as an admin: allowed', async () => {
    const id = await newPlatformVoucher()
    expect((await request('admin', route.method, route.url(id), route.body?.(id))).statusCode).toBe(200)
  })
})

describe('lists and creation', () => {
  it('each seller lists only their own shop’s vouchers and promotions', async () => {
    const mine = await newShopVoucher()
    await newPromotion()
    for (const path of ['/api/v1/seller/vouchers?limit=100', '/api/v1/seller/promotions?limit=100']) {
      const own = (await request('owner', 'GET', path)).json().data as Array<{ shop: { _id: string } }>
      expect(own.length).toBeGreaterThan(0)
      expect(own.every((x) => x.shop._id === owner.shop.id)).toBe(true)
      const theirs = (await request('other', 'GET', path)).json().data as Array<{ shop: { _id: string } }>
      expect(theirs.every((x) => x.shop._id === otherSeller.shop.id)).toBe(true)
    }
    expect(
      ((await request('other', 'GET', '/api/v1/seller/vouchers?limit=100')).json().data as Array<{ _id: string }>).map((v) => v._id),
    ).not.toContain(mine)
  })

  it('creating: a buyer and an admin get 403 on seller routes, anonymous 401; sellers and buyers 403 on admin routes', async () => {
    for (const [who, status] of [
      ['buyer', 403],
      ['admin', 403],
      ['anonymous', 401],
    ] as const) {
      expect((await request(who, 'POST', '/api/v1/seller/vouchers', voucherBody())).statusCode).toBe(status)
      expect((await request(who, 'POST', '/api/v1/seller/promotions', promotionBody())).statusCode).toBe(status)
      expect((await request(who, 'GET', '/api/v1/seller/vouchers')).statusCode).toBe(status)
      expect((await request(who, 'GET', '/api/v1/seller/promotions')).statusCode).toBe(status)
    }
    for (const [who, status] of [
      ['owner', 403],
      ['buyer', 403],
      ['anonymous', 401],
    ] as const) {
      expect((await request(who, 'POST', '/api/v1/admin/vouchers', voucherBody())).statusCode).toBe(status)
      expect((await request(who, 'GET', '/api/v1/admin/vouchers')).statusCode).toBe(status)
    }
  })

  it('a seller cannot put another shop’s product in a voucher or a promotion', async () => {
    const v = await request('owner', 'POST', '/api/v1/seller/vouchers', {
      ...voucherBody(),
      all_products: false,
      product_ids: [otherProductId],
    })
    expect(v.statusCode).toBe(400)
    const p = await request('owner', 'POST', '/api/v1/seller/promotions', promotionBody(otherProductId))
    expect(p.statusCode).toBe(400)
    expect(p.json().error.fields).toEqual({ 'items.0.product_id': 'This product or variant is not in your shop' })
  })

  it('buyer routes: the wallet and saving need an account; the public lists and lookup do not', async () => {
    const id = await newShopVoucher()
    expect((await request('anonymous', 'GET', '/api/v1/mobile/voucher-buyer')).statusCode).toBe(401)
    expect((await request('anonymous', 'POST', `/api/v1/mobile/voucher-buyer/${id}/save`)).statusCode).toBe(401)
    expect((await request('buyer', 'POST', `/api/v1/mobile/voucher-buyer/${id}/save`)).statusCode).toBe(200)
    expect((await request('anonymous', 'GET', '/api/v1/web/sale/sale-vouchers')).statusCode).toBe(200)
    expect((await request('anonymous', 'GET', '/api/v1/web/promotions')).statusCode).toBe(200)
    const { code: c } = (await request('owner', 'GET', `/api/v1/seller/vouchers/${id}`)).json().data
    expect((await request('anonymous', 'GET', `/api/v1/mobile/voucher-buyer/lookup?code=${c}`)).statusCode).toBe(200)
  })
})
