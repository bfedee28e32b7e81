import { count, eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createSeller } from '../../../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../../../test/helpers.ts'
import { products, productVariants } from '../catalog.tables.ts'
import * as repo from './seller-products.repo.ts'

/**
 * The bulk writers behind the Excel import: a file of thousands of products is more rows than
 * one INSERT can bind (PostgreSQL allows 65,535 parameters per statement).
 */

const MAX_PARAMS = 65_535

let t: TestApp
let shopId: string
let categoryId: string

beforeAll(async () => {
  t = await createTestApp()
  shopId = (await createSeller(t)).shop.id
  categoryId = (await createCategory(t)).id
})
afterAll(() => t.close())

describe('seller products repo: bulk inserts', () => {
  it('writes more products and variants than one statement can bind, all of them, in one transaction', async () => {
    const product = (i: number): repo.ProductInsert => ({
      id: uuidv7(),
      shopId,
      categoryId,
      name: `Áo thun số ${i} nhập từ Excel`,
      description: 'Mô tả đủ dài cho sản phẩm nhập hàng loạt.',
      images: ['/uploads/products/00/sample.webp'],
      weight: 200,
      packLength: 20,
      packWidth: 15,
      packHeight: 3,
      returnConditions: ['Còn nguyên tem mác'],
      price: 200_000,
      salePrice: 150_000,
      stock: 40,
      status: 'pending',
      allowToSell: true,
      submittedAt: new Date(),
    })
    // enough products that their bound values pass the limit, with 4 variants each (so do the variants')
    const perRow = Object.keys(product(0)).length
    const values = Array.from({ length: Math.ceil(MAX_PARAMS / perRow) + 10 }, (_, i) => product(i))
    const sizes = ['S', 'M', 'L', 'XL']
    const variants = values.map((p) => ({
      productId: p.id as string,
      variants: sizes.map((size) => ({ options: [size], price: 200_000, sale_price: 150_000, stock: 10, images: [] })),
    }))
    expect(values.length * sizes.length * 8).toBeGreaterThan(MAX_PARAMS)

    await t.database.db.transaction(async (tx) => {
      await repo.insertProducts(tx, values)
      await repo.insertVariants(tx, variants)
    })

    const [stored] = await t.database.db.select({ n: count() }).from(products).where(eq(products.shopId, shopId))
    expect(stored?.n).toBe(values.length)
    const ids = values.map((p) => p.id as string)
    const [storedVariants] = await t.database.db.select({ n: count() }).from(productVariants).where(inArray(productVariants.productId, ids))
    expect(storedVariants?.n).toBe(values.length * sizes.length)
  })

  it('a failing chunk leaves none of the earlier chunks behind when the caller’s transaction rolls back', async () => {
    const other = (await createSeller(t)).shop.id
    const values: repo.ProductInsert[] = Array.from({ length: 1_500 }, (_, i) => ({
      shopId: other,
      name: `Sản phẩm ${i}`,
      // the last row breaks a NOT NULL column, in the second chunk
      description: i === 1_499 ? (null as unknown as string) : 'Mô tả',
      price: 1,
      salePrice: 1,
      stock: 1,
    }))
    await expect(t.database.db.transaction((tx) => repo.insertProducts(tx, values))).rejects.toThrow()
    const [stored] = await t.database.db.select({ n: count() }).from(products).where(eq(products.shopId, other))
    expect(stored?.n).toBe(0)
  })
})

describe('byProduct', () => {
  it('groups rows by product id, keeping their order', () => {
    const rows = [
      { productId: 'a', n: 1 },
      { productId: 'b', n: 2 },
      { productId: 'a', n: 3 },
    ]
    const grouped = repo.byProduct(rows)
    expect(grouped.get('a')?.map((r) => r.n)).toEqual([1, 3])
    expect(grouped.get('b')?.map((r) => r.n)).toEqual([2])
    expect(grouped.get('c')).toBeUndefined()
  })
})
