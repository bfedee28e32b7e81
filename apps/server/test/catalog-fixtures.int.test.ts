import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createSeller, insertProduct } from './catalog-fixtures.ts'
import { createTestApp, type TestApp } from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('catalog fixtures', () => {
  it('create an approved shop with a logged-in seller and an accepted product with variants', async () => {
    const seller = await createSeller(t, { shopName: 'Xinh Test Shop' })
    const category = await createCategory(t)
    const product = await insertProduct(t, {
      shopId: seller.shop.id,
      categoryId: category.id,
      name: 'Áo thun nữ cổ tròn cotton',
      classifications: [{ name: 'Màu sắc', options: [{ name: 'Trắng' }, { name: 'Đen tuyền' }] }],
      variants: [
        { options: ['Trắng'], price: 199_000, salePrice: 159_000, stock: 3 },
        { options: ['Đen tuyền'], price: 199_000, salePrice: 179_000, stock: 4 },
      ],
    })
    expect(product).toMatchObject({ status: 'accepted', salePrice: 159_000, price: 199_000, stock: 7 })
    const me = await t.app.inject({ method: 'GET', url: '/community/v1/profile/me', headers: seller.headers })
    expect(me.json().data.shop).toEqual({ _id: seller.shop.id, is_approved: true })
  })
})
