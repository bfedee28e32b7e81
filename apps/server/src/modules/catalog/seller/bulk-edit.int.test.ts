import { ERRORS, VALIDATION } from '@xinh/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createSeller } from '../../../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../../../test/helpers.ts'
import { productPriceChanges, products } from '../catalog.tables.ts'
import { snapshotProduct, validProduct } from './seller-test-fixtures.ts'

/** The bulk price and stock editor: GET and PATCH /api/v1/seller/products/variants. */

let t: TestApp
let seller: Awaited<ReturnType<typeof createSeller>>
let other: Awaited<ReturnType<typeof createSeller>>
let categoryId: string

beforeAll(async () => {
  t = await createTestApp()
  ;[seller, other] = await Promise.all([createSeller(t), createSeller(t)])
  categoryId = (await createCategory(t, 'Áo thun nữ')).id
})
afterAll(() => t.close())

type Who = { headers: Record<string, string> }
type Variant = { _id: string; options: string[]; price: number; sale_price: number; stock: number }
type Product = { _id: string; variants: Variant[] }

const call = (who: Who, method: 'GET' | 'PATCH', url: string, payload?: unknown, lang = 'en') =>
  t.app.inject({
    method,
    url,
    headers: { ...who.headers, 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

async function create(who: Who, overrides: Record<string, unknown> = {}): Promise<Product> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/seller/products',
    headers: who.headers,
    payload: validProduct(categoryId, overrides),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
/** Marks a product accepted, as moderation would (the price rule applies from then on). */
async function accepted(p: Product, priceChange?: { count: number; daysAgo: number }) {
  await t.database.db
    .update(products)
    .set({
      status: 'accepted',
      reviewedAt: new Date(),
      ...(priceChange
        ? { priceChangeCount: priceChange.count, priceChangedAt: new Date(Date.now() - priceChange.daysAgo * 86_400_000) }
        : {}),
    })
    .where(eq(products.id, p._id))
  return p
}
const item = (v: Variant, change: Partial<Pick<Variant, 'price' | 'sale_price' | 'stock'>> = {}) => ({
  variant_id: v._id,
  price: v.price,
  sale_price: v.sale_price,
  stock: v.stock,
  ...change,
})
const get = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/seller/products/${id}`, headers: seller.headers })).json().data

describe('GET /api/v1/seller/products/variants', () => {
  it('pages the shop’s products with their variants, classifications and price rule; filters and keyword apply', async () => {
    const seller2 = await createSeller(t)
    const fresh = await create(seller2, { name: 'Váy hoa nhí dáng xoè' })
    const locked = await accepted(await create(seller2, { name: 'Áo thun basic cổ tim' }), { count: 1, daysAgo: 2 })
    await create(other, { name: 'Váy của shop khác' })

    const res = await call(seller2, 'GET', '/api/v1/seller/products/variants?limit=10')
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.meta).toEqual({ page: 1, limit: 10, total: 2 })
    const byId = new Map(body.data.map((p: { _id: string }) => [p._id, p]))
    expect(byId.get(fresh._id)).toMatchObject({
      name: 'Váy hoa nhí dáng xoè',
      image: '/uploads/products/ab/abc.webp',
      status: 'pending',
      classifications: ['Màu sắc', 'Kích cỡ'],
      price_rule: { applies: false, changes_left: 3, next_change_at: null, blocked: null },
      variants: fresh.variants,
    })
    expect(byId.get(locked._id)).toMatchObject({
      status: 'accepted',
      display_status: 'available',
      price_rule: { applies: true, changes_left: 2, blocked: 'PRICE_CHANGE_TOO_SOON' },
    })
    const onlyPending = (await call(seller2, 'GET', '/api/v1/seller/products/variants?filter=pending')).json()
    expect(onlyPending.data.map((p: { _id: string }) => p._id)).toEqual([fresh._id])
    const byKeyword = (await call(seller2, 'GET', '/api/v1/seller/products/variants?keyword=ao%20thun')).json()
    expect(byKeyword.data.map((p: { _id: string }) => p._id)).toEqual([locked._id])
    expect((await call(seller2, 'GET', '/api/v1/seller/products/variants?limit=101')).statusCode).toBe(400)
  })
})

describe('PATCH /api/v1/seller/products/variants', () => {
  it('saves many variants of many products in one request; product price and stock follow; status stays', async () => {
    const a = await accepted(await create(seller))
    const b = await create(seller)
    const res = await call(seller, 'PATCH', '/api/v1/seller/products/variants', {
      items: [
        item(a.variants[0]!, { stock: 0 }),
        item(a.variants[1]!, { price: 210000, sale_price: 149000 }),
        item(b.variants[0]!, { stock: 99 }),
        item(b.variants[1]!),
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ saved: 3, unchanged: 1, refused: 0 })
    expect(res.json().data.results.map((r: { outcome: string }) => r.outcome)).toEqual(['saved', 'saved', 'saved', 'unchanged'])

    const after = await get(a._id)
    // the cheapest variant by sale price sets the product's price; stock is the sum
    expect(after).toMatchObject({ status: 'accepted', price: 210000, sale_price: 149000, stock: 5, price_change_count: 1 })
    expect(after.variants.map((v: Variant) => [v._id, v.price, v.sale_price, v.stock])).toEqual([
      [a.variants[0]!._id, 199000, 159000, 0],
      [a.variants[1]!._id, 210000, 149000, 5],
    ])
    const changes = await t.database.db.select().from(productPriceChanges).where(eq(productPriceChanges.productId, a._id))
    expect(changes.map((c) => [c.oldPrice, c.newPrice])).toEqual([[159000, 149000]])
    // a product that was never accepted changes prices freely (not counted)
    expect(await get(b._id)).toMatchObject({ stock: 104, price_change_count: 0 })
  })

  it('refuses the rows whose price the rule does not allow, with the reason; stock rows and other products still save', async () => {
    const soon = await accepted(await create(seller), { count: 1, daysAgo: 3 })
    const many = await accepted(await create(seller), { count: 3, daysAgo: 40 })
    const free = await accepted(await create(seller), { count: 1, daysAgo: 20 })
    const before = await snapshotProduct(t, many._id)
    const res = await call(
      seller,
      'PATCH',
      '/api/v1/seller/products/variants',
      {
        items: [
          item(soon.variants[0]!, { sale_price: 150000 }),
          item(soon.variants[1]!, { stock: 50 }),
          item(many.variants[0]!, { price: 250000 }),
          item(free.variants[0]!, { sale_price: 155000 }),
          item(free.variants[1]!, { sale_price: 175000 }),
        ],
      },
      'vi',
    )
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json().data
    expect(body).toMatchObject({ saved: 3, unchanged: 0, refused: 2 })
    expect(body.results).toEqual([
      {
        variant_id: soon.variants[0]!._id,
        product_id: soon._id,
        outcome: 'refused',
        code: 'PRICE_CHANGE_TOO_SOON',
        message: ERRORS.PRICE_CHANGE_TOO_SOON.vi,
      },
      { variant_id: soon.variants[1]!._id, product_id: soon._id, outcome: 'saved', code: null, message: null },
      {
        variant_id: many.variants[0]!._id,
        product_id: many._id,
        outcome: 'refused',
        code: 'PRICE_CHANGE_TOO_MANY',
        message: ERRORS.PRICE_CHANGE_TOO_MANY.vi,
      },
      { variant_id: free.variants[0]!._id, product_id: free._id, outcome: 'saved', code: null, message: null },
      { variant_id: free.variants[1]!._id, product_id: free._id, outcome: 'saved', code: null, message: null },
    ])
    expect(await get(soon._id)).toMatchObject({ sale_price: 159000, stock: 60, price_change_count: 1 })
    expect(await snapshotProduct(t, many._id)).toEqual(before)
    // two variants of one product changed in one save: one price change
    expect(await get(free._id)).toMatchObject({ sale_price: 155000, price_change_count: 2 })
  })

  it('validates every row (400 with the row’s field) and changes nothing', async () => {
    const p = await create(seller)
    const before = await snapshotProduct(t, p._id)
    const bad = await call(seller, 'PATCH', '/api/v1/seller/products/variants', {
      items: [item(p.variants[0]!, { stock: 5 }), item(p.variants[1]!, { sale_price: 300000 })],
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toEqual({ 'items.1.sale_price': VALIDATION['v.sale_price'].en })
    const negative = await call(seller, 'PATCH', '/api/v1/seller/products/variants', { items: [item(p.variants[0]!, { stock: -1 })] })
    expect(negative.json().error.fields).toEqual({ 'items.0.stock': VALIDATION['v.stock'].en })
    const twice = await call(seller, 'PATCH', '/api/v1/seller/products/variants', { items: [item(p.variants[0]!), item(p.variants[0]!)] })
    expect(twice.statusCode).toBe(400)
    const tooMany = await call(seller, 'PATCH', '/api/v1/seller/products/variants', {
      items: Array.from({ length: 501 }, () => item(p.variants[0]!)),
    })
    expect(tooMany.json().error.fields).toMatchObject({ items: 'At most 500 rows per save' })
    expect((await call(seller, 'PATCH', '/api/v1/seller/products/variants', { items: [] })).statusCode).toBe(400)
    expect(await snapshotProduct(t, p._id)).toEqual(before)
  })

  it('a variant of another shop among the seller’s own → 400 LIST_INVALID and nothing changes', async () => {
    const [mine, theirs] = [await create(seller), await create(other)]
    const before = [await snapshotProduct(t, mine._id), await snapshotProduct(t, theirs._id)]
    const res = await call(seller, 'PATCH', '/api/v1/seller/products/variants', {
      items: [item(mine.variants[0]!, { stock: 1 }), item(theirs.variants[0]!, { stock: 1 })],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('LIST_INVALID')
    expect([await snapshotProduct(t, mine._id), await snapshotProduct(t, theirs._id)]).toEqual(before)
  })
})
