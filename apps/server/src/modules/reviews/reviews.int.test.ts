import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { createTestApp, register, type TestApp } from '../../../test/helpers.ts'
import { users } from '../identity/identity.tables.ts'
import { productReviews } from './reviews.tables.ts'

/** GET /api/v1/web/feedbacks/{productId}: the review list and its rating summary. */

let t: TestApp
const ids: Record<string, string> = {}

const feedbacks = (id: string, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/web/feedbacks/${id}${query}` })

beforeAll(async () => {
  t = await createTestApp()
  const seller = await createSeller(t)
  ids.product = (await insertProduct(t, { shopId: seller.shop.id, name: 'Áo thun nữ cổ tròn cotton' })).id
  ids.quiet = (await insertProduct(t, { shopId: seller.shop.id, name: 'Áo chưa có đánh giá nào' })).id
  ids.hidden = (await insertProduct(t, { shopId: seller.shop.id, name: 'Áo đang chờ duyệt', status: 'pending' })).id
  const named = await register(t.app, { userName: 'Trần Minh Thư' })
  const shy = await register(t.app, { userName: 'Nguyễn Thị Ánh' })
  ids.named = named.userId
  const base = Date.now() - 10 * 24 * 3600 * 1000
  const reviews: Array<Partial<typeof productReviews.$inferInsert> & { rating: number; userId: string }> = [
    {
      userId: named.userId,
      rating: 5,
      content: 'Vải đẹp, đúng mô tả',
      images: ['/uploads/r1.webp'],
      variantLabel: 'Trắng, M',
      sellerReply: 'Cảm ơn bạn!',
    },
    { userId: shy.userId, rating: 4, content: 'Giao hơi chậm', isAnonymous: true },
    { userId: named.userId, rating: 5, content: 'Mua lần hai' },
    { userId: shy.userId, rating: 2, content: 'Form nhỏ' },
    { userId: named.userId, rating: 1, content: 'Lỗi chỉ' },
    { userId: shy.userId, rating: 5, content: 'Rất ưng' },
  ]
  for (const [i, r] of reviews.entries())
    await t.database.db.insert(productReviews).values({ productId: ids.product!, createdAt: new Date(base + i * 3600 * 1000), ...r })
})
afterAll(() => t.close())

describe('GET /api/v1/web/feedbacks/{productId}', () => {
  it('lists reviews newest first, 10 per page, with the rating summary', async () => {
    const res = await feedbacks(ids.product!)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.meta).toEqual({ page: 1, limit: 10, total: 6 })
    // (5+4+5+2+1+5)/6 = 3.666… → 3.7
    expect(body.summary).toEqual({ average: 3.7, count: 6, by_rating: { 1: 1, 2: 1, 3: 0, 4: 1, 5: 3 }, with_images: 1 })
    expect(body.data.map((r: { content: string }) => r.content)).toEqual([
      'Rất ưng',
      'Lỗi chỉ',
      'Form nhỏ',
      'Mua lần hai',
      'Giao hơi chậm',
      'Vải đẹp, đúng mô tả',
    ])
    expect(body.data.at(-1)).toEqual({
      _id: expect.any(String),
      rating: 5,
      content: 'Vải đẹp, đúng mô tả',
      images: ['/uploads/r1.webp'],
      variant_label: 'Trắng, M',
      user: { userName: 'Trần Minh Thư', avatar: null },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      seller_reply: 'Cảm ơn bạn!',
      video: null,
      helpful_count: 0,
      is_edited: false,
    })
  })

  it('masks the name of an anonymous reviewer', async () => {
    const data = (await feedbacks(ids.product!)).json().data
    expect(data.find((r: { content: string }) => r.content === 'Giao hơi chậm').user).toEqual({ userName: 'N***h', avatar: null })
    expect(data.find((r: { content: string }) => r.content === 'Rất ưng').user.userName).toBe('Nguyễn Thị Ánh')
  })

  it('pages', async () => {
    const res = (await feedbacks(ids.product!, '?page=2&limit=4')).json()
    expect(res.meta).toEqual({ page: 2, limit: 4, total: 6 })
    expect(res.data.map((r: { content: string }) => r.content)).toEqual(['Giao hơi chậm', 'Vải đẹp, đúng mô tả'])
    expect((await feedbacks(ids.product!, '?limit=51')).statusCode).toBe(400)
    expect((await feedbacks(ids.product!, '?page=0')).statusCode).toBe(400)
  })

  it('answers an empty list and a zero summary for a product without reviews', async () => {
    expect((await feedbacks(ids.quiet!)).json()).toEqual({
      success: true,
      data: [],
      meta: { page: 1, limit: 10, total: 0 },
      summary: { average: 0, count: 0, by_rating: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, with_images: 0 },
    })
  })

  it('404s for a product buyers cannot see', async () => {
    for (const id of [ids.hidden, '0190a000-0000-7000-8000-000000000000', 'abc']) {
      const res = await feedbacks(id!)
      expect(res.statusCode, id).toBe(404)
      expect(res.json().error.code).toBe('PRODUCT_INVALID_ID')
    }
  })

  it('still lists a review whose author deleted the account, without a name', async () => {
    const gone = await register(t.app, { userName: 'Sắp Xoá' })
    await t.database.db.insert(productReviews).values({ productId: ids.quiet!, userId: gone.userId, rating: 3, content: 'Tạm được' })
    await t.database.db.update(users).set({ status: 'deleted' }).where(eq(users.id, gone.userId))
    const data = (await feedbacks(ids.quiet!)).json().data
    expect(data).toHaveLength(1)
    expect(data[0].user).toEqual({ userName: '***', avatar: null })
    await t.database.db.delete(productReviews).where(eq(productReviews.productId, ids.quiet!))
  })
})
