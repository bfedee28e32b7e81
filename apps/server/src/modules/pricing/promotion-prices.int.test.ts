import { priceCheckout } from '@xinh/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { deletePromotion, insertPromotion } from '../../../test/pricing-fixtures.ts'
import { productVariants } from '../catalog/catalog.tables.ts'

/**
 * Buyers see running promotions in the catalogue (issue 4): product cards in every list, the
 * product page and its variants, the has_promotion filter and flash deals, priced exactly as the
 * checkout's calculator prices them; still two SQL statements per listing.
 */

let t: TestApp
let shop: Awaited<ReturnType<typeof createSeller>>
const ids: Record<string, string> = {}
const variants: Record<string, string> = {}
const HOUR = 3_600_000

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const card = async (id: string, query = '') => {
  const list = await get(`/api/v1/web/products?limit=60${query}`)
  return list.data.find((c: { _id: string }) => c._id === id)
}
/** What checkout charges for one unit of a variant with this promotion (the calculator itself). */
const charged = (salePrice: number, discount: number) =>
  priceCheckout({
    lines: [
      {
        id: 'l',
        shop_id: 's',
        product_id: 'p',
        variant_id: 'v',
        quantity: 1,
        price: salePrice,
        sale_price: salePrice,
        promotion: { item_id: 'i', discount_percent: discount, remaining: null, user_remaining: null },
      },
    ],
    shops: [{ shop_id: 's', shipping_fee: 0, shipping_method: 'GHTK', is_express: false }],
    context: { now: new Date(), logged_in: true, app: false, first_order: false },
  }).shops[0]?.lines[0]?.unit_price

beforeAll(async () => {
  t = await createTestApp()
  shop = await createSeller(t, { shopName: 'Tiệm Giá Tốt' })
  ids.plain = (
    await insertProduct(t, {
      shopId: shop.shop.id,
      name: 'Khăn lụa vuông họa tiết',
      variants: [{ options: [], price: 250_000, salePrice: 199_999, stock: 5 }],
    })
  ).id
  ids.multi = (
    await insertProduct(t, {
      shopId: shop.shop.id,
      name: 'Váy midi hai màu',
      classifications: [{ name: 'Màu', options: [{ name: 'Be' }, { name: 'Đỏ' }] }],
      variants: [
        { options: ['Be'], price: 300_000, salePrice: 200_000, stock: 5 },
        { options: ['Đỏ'], price: 400_000, salePrice: 300_000, stock: 5 },
      ],
    })
  ).id
  for (const v of await t.database.db.select().from(productVariants).where(eq(productVariants.productId, ids.multi)))
    variants[v.options[0] as string] = v.id
})
afterAll(() => t.close())

describe('product cards', () => {
  it('without a promotion: the sale price, struck through from the list price, promotion null', async () => {
    expect(await card(ids.plain as string)).toMatchObject({
      sale_price: 199_999,
      before_sale_price: 250_000,
      discount_percent: 20,
      promotion: null,
    })
  })

  it('a running product promotion: its price (calculator rounding) from the sale price, in every list', async () => {
    const { promotion } = await insertPromotion(t, { shopId: shop.shop.id, items: [{ productId: ids.plain as string, discount: 33 }] })
    try {
      const expected = {
        sale_price: 199_999 - Math.floor((199_999 * 33) / 100),
        before_sale_price: 199_999,
        discount_percent: 33,
        promotion: { _id: promotion.id, discount_percent: 33 },
      }
      expect(expected.sale_price).toBe(charged(199_999, 33))
      expect(await card(ids.plain as string)).toMatchObject(expected)
      // the keyword path (ranked in a subquery) and the detail page agree
      expect(await card(ids.plain as string, '&keyword=khan%20lua')).toMatchObject(expected)
      const detail = (await get(`/api/v1/web/products/${ids.plain}`)).data
      expect(detail).toMatchObject({ ...expected, price: 250_000 })
      expect(detail.variants[0]).toMatchObject({
        price: 250_000,
        sale_price: expected.sale_price,
        before_sale_price: 199_999,
        promotion: { _id: promotion.id, discount_percent: 33 },
      })
      // has_promotion and flash deals
      expect((await get('/api/v1/web/products?has_promotion=true')).data.map((c: { _id: string }) => c._id)).toEqual([ids.plain])
      expect((await get('/api/v1/web/flash-products')).data[0]).toMatchObject({ _id: ids.plain, ...expected })
    } finally {
      await deletePromotion(t, promotion.id)
    }
  })

  it('a variant promotion: the card shows it only when it gives the lowest price; the page prices each variant', async () => {
    const red = variants.Đỏ as string
    const be = variants.Be as string
    // 10% off the 300.000 variant is 270.000: the 200.000 variant is still the cheapest
    const small = await insertPromotion(t, {
      shopId: shop.shop.id,
      items: [{ productId: ids.multi as string, variantId: red, discount: 10 }],
    })
    try {
      expect(await card(ids.multi as string)).toMatchObject({ sale_price: 200_000, before_sale_price: 300_000, promotion: null })
      const detail = (await get(`/api/v1/web/products/${ids.multi}`)).data
      const byId = Object.fromEntries(detail.variants.map((v: { _id: string }) => [v._id, v]))
      expect(byId[red]).toMatchObject({
        sale_price: 270_000,
        before_sale_price: 300_000,
        promotion: { _id: small.promotion.id, discount_percent: 10 },
      })
      expect(byId[be]).toMatchObject({ sale_price: 200_000, before_sale_price: 300_000, promotion: null })
      expect(detail).toMatchObject({ sale_price: 200_000, promotion: null })
    } finally {
      await deletePromotion(t, small.promotion.id)
    }
    // 50% off it is 150.000: now the promotion sets the card's price
    const big = await insertPromotion(t, {
      shopId: shop.shop.id,
      items: [{ productId: ids.multi as string, variantId: red, discount: 50 }],
    })
    try {
      const expected = {
        sale_price: 150_000,
        before_sale_price: 300_000,
        discount_percent: 50,
        promotion: { _id: big.promotion.id, discount_percent: 50 },
      }
      expect(await card(ids.multi as string)).toMatchObject(expected)
      expect((await get(`/api/v1/web/products/${ids.multi}`)).data).toMatchObject(expected)
    } finally {
      await deletePromotion(t, big.promotion.id)
    }
  })

  it('a variant item wins over its product’s item on the product page', async () => {
    const red = variants.Đỏ as string
    const whole = await insertPromotion(t, { shopId: shop.shop.id, items: [{ productId: ids.multi as string, discount: 10 }] })
    const own = await insertPromotion(t, {
      shopId: shop.shop.id,
      name: 'Riêng màu đỏ',
      items: [{ productId: ids.multi as string, variantId: red, discount: 20 }],
    })
    try {
      const detail = (await get(`/api/v1/web/products/${ids.multi}`)).data
      const byId = Object.fromEntries(detail.variants.map((v: { _id: string }) => [v._id, v]))
      expect(byId[red]).toMatchObject({ sale_price: 240_000, promotion: { _id: own.promotion.id } })
      expect(byId[variants.Be as string]).toMatchObject({ sale_price: 180_000, promotion: { _id: whole.promotion.id } })
      expect(detail).toMatchObject({ sale_price: 180_000, before_sale_price: 200_000, promotion: { _id: whole.promotion.id } })
    } finally {
      await deletePromotion(t, whole.promotion.id)
      await deletePromotion(t, own.promotion.id)
    }
  })

  it('upcoming, ended (by time or by hand) and sold-out promotions do not change prices', async () => {
    const made = await Promise.all([
      insertPromotion(t, {
        shopId: shop.shop.id,
        startsAt: new Date(Date.now() + HOUR),
        items: [{ productId: ids.plain as string, discount: 40 }],
      }),
      insertPromotion(t, {
        shopId: shop.shop.id,
        startsAt: new Date(Date.now() - 3 * HOUR),
        endsAt: new Date(Date.now() - HOUR),
        items: [{ productId: ids.plain as string, discount: 40 }],
      }),
      insertPromotion(t, { shopId: shop.shop.id, endedAt: new Date(), items: [{ productId: ids.plain as string, discount: 40 }] }),
      insertPromotion(t, { shopId: shop.shop.id, items: [{ productId: ids.plain as string, discount: 40, productLimit: 3, sold: 3 }] }),
    ])
    try {
      expect(await card(ids.plain as string)).toMatchObject({ sale_price: 199_999, promotion: null })
      expect((await get(`/api/v1/web/products/${ids.plain}`)).data.variants[0].promotion).toBeNull()
      expect((await get('/api/v1/web/products?has_promotion=true')).data).toEqual([])
      expect((await get('/api/v1/web/flash-products')).data).toEqual([])
    } finally {
      for (const m of made) await deletePromotion(t, m.promotion.id)
    }
  })
})

describe('queries per listing request', () => {
  /** Counts the statements sent to the database while `run` runs (both engines' clients). */
  async function countStatements(run: () => Promise<unknown>) {
    // earlier searches record their keyword in the background: let them land first
    await t.services.search.settle()
    const client = (t.database.pglite ?? t.database.pool) as unknown as { query: (...args: unknown[]) => Promise<unknown> }
    const original = client.query
    let n = 0
    client.query = function (this: unknown, ...args: unknown[]) {
      n++
      return original.apply(this, args)
    }
    try {
      await run()
      await t.services.search.settle()
    } finally {
      client.query = original
    }
    return n
  }

  it('promotion prices and filters add no statement: at most two per listing, whatever the page size', async () => {
    const { promotion } = await insertPromotion(t, { shopId: shop.shop.id, items: [{ productId: ids.plain as string, discount: 15 }] })
    try {
      for (const url of [
        '/api/v1/web/products?limit=%d',
        '/api/v1/web/products?has_promotion=true&limit=%d',
        '/api/v1/web/flash-products?limit=%d',
      ]) {
        for (const size of ['1', '8', '40'])
          expect(await countStatements(() => get(url.replace('%d', size))), `${url} ${size}`).toBeLessThanOrEqual(2)
      }
    } finally {
      await deletePromotion(t, promotion.id)
    }
  })
})
