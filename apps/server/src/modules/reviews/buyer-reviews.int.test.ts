import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { createOrderBuyer, firstVariant, insertOrder } from '../../../test/order-fixtures.ts'
import { buyerReviews } from './reviews.tables.ts'

/** The seller's review of a buyer (spec §6, §5 review rules): the order's shop only, once, after delivery. */

let t: TestApp
let sellerA: Awaited<ReturnType<typeof createSeller>>
let sellerB: Awaited<ReturnType<typeof createSeller>>
let buyer: Awaited<ReturnType<typeof createOrderBuyer>>
let variant: string

type Headers = Record<string, string>
const url = (id: string) => `/api/v1/seller/orders/${id}/buyer-review`
const get = (id: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url: url(id), headers })
const post = (id: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method: 'POST', url: url(id), headers, ...(payload ? { payload } : {}) })
const place = (status: Parameters<typeof insertOrder>[1]['status']) =>
  insertOrder(t, { buyerId: buyer.userId, shopId: sellerA.shop.id, lines: [{ variantId: variant, quantity: 1 }], status })
const count = async () => (await t.database.db.select().from(buyerReviews)).length

beforeAll(async () => {
  t = await createTestApp()
  sellerA = await createSeller(t, { shopName: 'Shop Hoa Mai' })
  sellerB = await createSeller(t, { shopName: 'Shop Khác' })
  const product = await insertProduct(t, { shopId: sellerA.shop.id, name: 'Váy hoa nhí vintage' })
  variant = (await firstVariant(t, product.id)).id
  buyer = await createOrderBuyer(t, 'Đỗ Ngọc Lan')
})
afterAll(() => t.close())

describe('/api/v1/seller/orders/{id}/buyer-review', () => {
  it('anonymous 401, the buyer 403, another shop 404 — nothing written', async () => {
    const o = await place('completed')
    const body = { rating: 5, comment: 'Nhận hàng nhanh, lịch sự' }
    expect((await get(o.id)).statusCode).toBe(401)
    expect((await post(o.id, {}, body)).statusCode).toBe(401)
    expect((await get(o.id, buyer.headers)).statusCode).toBe(403)
    expect((await post(o.id, buyer.headers, body)).statusCode).toBe(403)
    for (const res of [await get(o.id, sellerB.headers), await post(o.id, sellerB.headers, body), await get('nope', sellerA.headers)]) {
      expect(res.statusCode).toBe(404)
      expect(res.json().error.code).toBe('ORDER_NOT_FOUND')
    }
    expect(await count()).toBe(0)
  })

  it('reviews a delivered order’s buyer once; reads it back; a second review is refused', async () => {
    const o = await place('delivered')
    expect((await get(o.id, sellerA.headers)).json().data).toBeNull()
    const res = await post(o.id, sellerA.headers, { rating: 4, comment: '  Nhận hàng đúng hẹn  ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      order_id: o.id,
      buyer: { _id: buyer.userId, userName: 'Đỗ Ngọc Lan' },
      rating: 4,
      comment: 'Nhận hàng đúng hẹn',
    })
    expect((await get(o.id, sellerA.headers)).json().data).toEqual(res.json().data)
    const again = await post(o.id, { ...sellerA.headers, 'accept-language': 'en' }, { rating: 1 })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({ code: 'BUYER_REVIEW_EXISTS', message: 'You have already reviewed the buyer of this order' })
    // two at once: one review
    const race = await place('completed')
    const results = await Promise.all([post(race.id, sellerA.headers, { rating: 5 }), post(race.id, sellerA.headers, { rating: 2 })])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
  })

  it('not before the goods reached the buyer', async () => {
    for (const status of ['awaiting_confirmation', 'shipping', 'cancelled'] as const) {
      const res = await post((await place(status)).id, sellerA.headers, { rating: 3 })
      expect(res.statusCode, status).toBe(409)
      expect(res.json().error.code).toBe('BUYER_REVIEW_NOT_ALLOWED')
    }
  })

  it('rating 1–5 and a comment up to 150 characters, field messages, nothing written', async () => {
    const o = await place('completed')
    const before = await count()
    for (const [body, field] of [
      [{}, 'rating'],
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 4.5 }, 'rating'],
      [{ rating: 5, comment: 'x'.repeat(151) }, 'comment'],
      [{ rating: 5, extra: true }, 'extra'],
    ] as const) {
      const res = await post(o.id, { ...sellerA.headers, 'accept-language': 'vi' }, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(Object.keys(res.json().error.fields)).toContain(field)
    }
    expect((await post(o.id, sellerA.headers, { rating: 0 })).json().error.fields.rating).toBe('Vui lòng chọn từ 1 đến 5 sao')
    expect(await count()).toBe(before)
  })
})
