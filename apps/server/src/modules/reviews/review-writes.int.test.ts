import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { createOrderBuyer, firstVariant, insertOrder } from '../../../test/order-fixtures.ts'
import { uploadEvidence } from '../../../test/returns-fixtures.ts'
import { products } from '../catalog/catalog.tables.ts'
import { orderItems, orders } from '../orders/orders.tables.ts'
import { shops } from '../shops/shops.tables.ts'
import { productReviews, reviewHelpfulVotes } from './reviews.tables.ts'

/** Buyers' reviews (issue 16; spec §5 review rules, §9): write, edit once in 30 days, reply once, helpful votes. */

let t: TestApp
let seller: Awaited<ReturnType<typeof createSeller>>
let otherSeller: Awaited<ReturnType<typeof createSeller>>
let buyer: Awaited<ReturnType<typeof createOrderBuyer>>
let stranger: Awaited<ReturnType<typeof createOrderBuyer>>
let productId: string
let variant: string
let photo: string

type Headers = Record<string, string>
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const place = async (status: 'delivered' | 'completed' | 'shipping' | 'cancelled', who = buyer) => {
  const o = await insertOrder(t, { buyerId: who.userId, shopId: seller.shop.id, lines: [{ variantId: variant, quantity: 1 }], status })
  const [item] = await t.database.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, o.id))
  return { orderId: o.id, itemId: item!.id }
}
const review = (itemId: string, body: object = {}, headers: Headers = buyer.headers) =>
  inject('POST', '/api/v1/mobile/feedbacks', headers, { order_item_id: itemId, rating: 5, content: 'Vải mát, đúng mô tả', ...body })
const count = async () => (await t.database.db.select().from(productReviews)).length

beforeAll(async () => {
  t = await createTestApp()
  seller = await createSeller(t, { shopName: 'Shop Hoa Mai' })
  otherSeller = await createSeller(t, { shopName: 'Shop Khác' })
  productId = (
    await insertProduct(t, {
      shopId: seller.shop.id,
      name: 'Váy hoa nhí vintage tay phồng',
      variants: [{ options: [], price: 200_000, salePrice: 150_000, stock: 1000 }],
    })
  ).id
  variant = (await firstVariant(t, productId)).id
  buyer = await createOrderBuyer(t, 'Đỗ Ngọc Lan')
  stranger = await createOrderBuyer(t, 'Phạm Minh Khoa')
  photo = await uploadEvidence(t, buyer.headers)
})
afterAll(() => t.close())
// a buyer of their own per test: the writes are rate-limited per user (10 a minute)
let n = 0
beforeEach(async () => {
  buyer = await createOrderBuyer(t, `Đỗ Ngọc Lan ${++n}`)
})

describe('POST /api/v1/mobile/feedbacks', () => {
  it('only the buyer of a delivered or completed item: others 401/404/409, nothing written', async () => {
    const delivered = await place('delivered')
    expect((await review(delivered.itemId, {}, {})).statusCode).toBe(401)
    const foreign = await review(delivered.itemId, {}, stranger.headers)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error.code).toBe('ORDER_NOT_FOUND')
    for (const status of ['shipping', 'cancelled'] as const) {
      const res = await review((await place(status)).itemId)
      expect(res.statusCode, status).toBe(409)
      expect(res.json().error.code).toBe('REVIEW_NOT_ALLOWED')
    }
    expect(await count()).toBe(0)
  })

  it('bad input answers §8 errors with field messages and writes nothing', async () => {
    const { itemId } = await place('completed')
    const cases: Array<[object, number, string]> = [
      [{ rating: 0 }, 400, 'VALIDATION_FAILED'],
      [{ rating: 6 }, 400, 'VALIDATION_FAILED'],
      [{ content: 'x'.repeat(151) }, 400, 'VALIDATION_FAILED'],
      [{ images: Array(6).fill(photo) }, 400, 'VALIDATION_FAILED'],
      [{ images: ['https://evil.example/a.jpg'] }, 400, 'VALIDATION_FAILED'],
      [{ images: ['/uploads/media/../../private/id.webp'] }, 400, 'VALIDATION_FAILED'],
      [{ video: 'javascript:alert(1)' }, 400, 'VALIDATION_FAILED'],
      [{ extra: 1 }, 400, 'VALIDATION_FAILED'],
      [{ content: 'Hàng như vcl, đồ chó đẻ' }, 400, 'CONTENT_OFFENSIVE'],
    ]
    for (const [body, status, code] of cases) {
      const res = await review(itemId, body, { ...buyer.headers, 'accept-language': 'en' })
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json().error.code).toBe(code)
    }
    const offensive = await review(itemId, { content: 'Hàng như vcl, đồ chó đẻ' }, { ...buyer.headers, 'accept-language': 'vi' })
    expect(offensive.json().error.message).toBe('Nội dung chứa ngôn từ xúc phạm hoặc thông tin không phù hợp')
    expect(await count()).toBe(0)
  })

  it('writes the review once per item, marks the order reviewed and keeps product and shop ratings true', async () => {
    const { orderId, itemId } = await place('delivered')
    const res = await review(itemId, { rating: 4, content: '  Chất vải ổn <b>đẹp</b>  ', images: [photo] })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      rating: 4,
      content: 'Chất vải ổn <b>đẹp</b>',
      images: [photo],
      order_id: orderId,
      order_item_id: itemId,
      edit_count: 0,
      can_edit: true,
      can_return: false,
      product: { _id: productId },
    })
    expect(new Date(res.json().data.editable_until).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    const again = await review(itemId, { rating: 1 })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('REVIEW_EXISTS')
    const [order] = await t.database.db.select({ isReviewed: orders.isReviewed }).from(orders).where(eq(orders.id, orderId))
    expect(order?.isReviewed).toBe(true)
    // two at once on one item: one review
    const race = await place('completed')
    const results = await Promise.all([review(race.itemId, { rating: 2 }), review(race.itemId, { rating: 3 })])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const [p] = await t.database.db
      .select({ rating: products.rating, n: products.ratingCount })
      .from(products)
      .where(eq(products.id, productId))
    const all = await t.database.db
      .select({ rating: productReviews.rating })
      .from(productReviews)
      .where(eq(productReviews.productId, productId))
    expect(p?.n).toBe(all.length)
    expect(p?.rating).toBeCloseTo(Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 10) / 10, 5)
    const [shop] = await t.database.db.select({ rating: shops.rating }).from(shops).where(eq(shops.id, seller.shop.id))
    expect(shop?.rating).toBeCloseTo(p?.rating ?? -1, 5)
    // the public read: summary with photos, filters, the text as it was written
    const page = (await inject('GET', `/api/v1/web/feedbacks/${productId}?with_images=true`)).json()
    expect(page.summary.with_images).toBe(1)
    expect(page.data.map((r: { content: string }) => r.content)).toEqual(['Chất vải ổn <b>đẹp</b>'])
    expect(page.meta.total).toBe(1)
    const ones = (await inject('GET', `/api/v1/web/feedbacks/${productId}?rating=4`)).json()
    expect(ones.data.every((r: { rating: number }) => r.rating === 4)).toBe(true)
  })

  it('1–3 hearts within the return window offer return-and-refund', async () => {
    const { itemId } = await place('delivered')
    const res = await review(itemId, { rating: 1, content: 'Đường may bị bung' })
    expect(res.json().data.can_return).toBe(true)
    const items = (await inject('GET', '/api/v1/mobile/feedbacks/reviewable?unreviewed=true', buyer.headers)).json().data
    expect(items.some((i: { order_item_id: string }) => i.order_item_id === itemId)).toBe(false)
  })
})

describe('rate limit', () => {
  it('writes are limited per user (10 a minute)', async () => {
    const { itemId } = await place('completed')
    const codes: number[] = []
    for (let i = 0; i < 11; i++) codes.push((await review(itemId, { rating: 0 })).statusCode)
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true)
    expect(codes[10]).toBe(429)
  })
})

describe('PUT /api/v1/mobile/feedbacks/{id}', () => {
  it('edits once; a second edit is refused; another buyer cannot', async () => {
    const { itemId } = await place('completed')
    const id = (await review(itemId, { rating: 2, content: 'Giao chậm' })).json().data._id
    const other = await inject('PUT', `/api/v1/mobile/feedbacks/${id}`, stranger.headers, { rating: 1, content: 'x' })
    expect(other.statusCode).toBe(404)
    const first = await inject('PUT', `/api/v1/mobile/feedbacks/${id}`, buyer.headers, { rating: 5, content: 'Shop hỗ trợ đổi, rất ưng' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toMatchObject({ rating: 5, edit_count: 1, can_edit: false, editable_until: null, is_edited: true })
    const second = await inject('PUT', `/api/v1/mobile/feedbacks/${id}`, { ...buyer.headers, 'accept-language': 'en' }, { rating: 1 })
    expect(second.statusCode).toBe(409)
    expect(second.json().error).toMatchObject({ code: 'REVIEW_EDIT_USED', message: 'A review can be edited only once' })
    const [row] = await t.database.db.select().from(productReviews).where(eq(productReviews.id, id))
    expect(row).toMatchObject({ rating: 5, content: 'Shop hỗ trợ đổi, rất ưng', editCount: 1 })
  })

  it('after 30 days the edit is refused', async () => {
    const { itemId } = await place('completed')
    const id = (await review(itemId)).json().data._id
    await t.database.db
      .update(productReviews)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(productReviews.id, id))
    const res = await inject('PUT', `/api/v1/mobile/feedbacks/${id}`, buyer.headers, { rating: 3, content: 'Sửa muộn' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('REVIEW_EDIT_EXPIRED')
    const mine = (await inject('GET', '/api/v1/mobile/feedbacks/me', buyer.headers)).json()
    expect(mine.data.find((r: { _id: string }) => r._id === id)).toMatchObject({ can_edit: false, editable_until: null, edit_count: 0 })
  })

  it('the database itself refuses a second edit, a late edit, an uncounted change and a second reply', async () => {
    const { itemId } = await place('completed')
    const id = (await review(itemId)).json().data._id
    const db = t.database.db
    await db.update(productReviews).set({ content: 'một', editCount: 1, editedAt: new Date() }).where(eq(productReviews.id, id))
    await expect(
      db.update(productReviews).set({ content: 'hai', editCount: 2, editedAt: new Date() }).where(eq(productReviews.id, id)),
    ).rejects.toThrow()
    await expect(db.update(productReviews).set({ content: 'ba' }).where(eq(productReviews.id, id))).rejects.toThrow()
    const late = (await review((await place('completed')).itemId)).json().data._id
    await db
      .update(productReviews)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(productReviews.id, late))
    await expect(
      db.update(productReviews).set({ content: 'muộn', editCount: 1, editedAt: new Date() }).where(eq(productReviews.id, late)),
    ).rejects.toThrow()
    await db.update(productReviews).set({ sellerReply: 'Cảm ơn bạn' }).where(eq(productReviews.id, id))
    await expect(db.update(productReviews).set({ sellerReply: 'Đổi lời' }).where(eq(productReviews.id, id))).rejects.toThrow()
  })
})

describe('seller replies', () => {
  it('the shop replies once; another shop cannot; the buyer cannot', async () => {
    const { itemId } = await place('completed')
    const id = (await review(itemId, { rating: 3, content: 'Màu hơi khác ảnh' })).json().data._id
    const url = `/api/v1/seller/feedbacks/${id}/reply`
    expect((await inject('POST', url, buyer.headers, { content: 'x' })).statusCode).toBe(403)
    const foreign = await inject('POST', url, otherSeller.headers, { content: 'Cảm ơn' })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error.code).toBe('REVIEW_NOT_FOUND')
    expect((await inject('POST', url, seller.headers, { content: '' })).statusCode).toBe(400)
    const first = await inject('POST', url, seller.headers, { content: 'Shop xin lỗi, sẽ đổi cho bạn' })
    expect(first.statusCode, first.body).toBe(200)
    const second = await inject('POST', url, seller.headers, { content: 'Lần hai' })
    expect(second.statusCode).toBe(409)
    expect(second.json().error.code).toBe('REVIEW_REPLY_EXISTS')
    const list = (await inject('GET', '/api/v1/seller/feedbacks?replied=true&rating=3', seller.headers)).json()
    expect(list.data.map((r: { _id: string; seller_reply: string }) => [r._id, r.seller_reply])).toContainEqual([
      id,
      'Shop xin lỗi, sẽ đổi cho bạn',
    ])
    expect((await inject('GET', '/api/v1/seller/feedbacks', otherSeller.headers)).json().data).toEqual([])
    const pub = (await inject('GET', `/api/v1/web/feedbacks/${productId}?rating=3`)).json()
    expect(pub.data.find((r: { _id: string }) => r._id === id).seller_reply).toBe('Shop xin lỗi, sẽ đổi cho bạn')
  })
})

describe('POST /api/v1/web/feedbacks/{id}/helpful', () => {
  it('one vote per user, counted exactly under concurrency; a second call takes it back', async () => {
    const { itemId } = await place('completed')
    const id = (await review(itemId)).json().data._id
    const url = `/api/v1/web/feedbacks/${id}/helpful`
    expect((await inject('POST', url)).statusCode).toBe(401)
    const voters = await Promise.all(Array.from({ length: 6 }, (_, i) => createOrderBuyer(t, `Người đọc ${i}`)))
    // six readers at once: six votes, counted six times
    const results = await Promise.all(voters.map((v) => inject('POST', url, v.headers)))
    expect(results.every((r) => r.statusCode === 200 && r.json().data.helpful === true)).toBe(true)
    const [row] = await t.database.db.select({ n: productReviews.helpfulCount }).from(productReviews).where(eq(productReviews.id, id))
    expect(row?.n).toBe(6)
    // each taps twice at once: a vote and its withdrawal, the count always equals the votes kept
    await Promise.all(voters.flatMap((v) => [inject('POST', url, v.headers), inject('POST', url, v.headers)]))
    const votes = await t.database.db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, id))
    const [mid] = await t.database.db.select({ n: productReviews.helpfulCount }).from(productReviews).where(eq(productReviews.id, id))
    expect(mid?.n).toBe(votes.length)
    const one = await Promise.all(voters.map((v) => inject('POST', url, v.headers)))
    const [after] = await t.database.db.select({ n: productReviews.helpfulCount }).from(productReviews).where(eq(productReviews.id, id))
    const votesAfter = await t.database.db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, id))
    expect(after?.n).toBe(votesAfter.length)
    expect(one.every((r) => r.statusCode === 200)).toBe(true)
  })
})
