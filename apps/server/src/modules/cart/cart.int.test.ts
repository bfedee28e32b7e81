import { COMMERCE, ERRORS } from '@xinh/contracts'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct, setShopPaused } from '../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, login, PASSWORD, register, type TestApp } from '../../../test/helpers.ts'
import { products, productVariants } from '../catalog/catalog.tables.ts'
import { promotionItems, promotions } from '../pricing/pricing.tables.ts'
import { cartItems } from './cart.tables.ts'

/** The cart API (docs/api/commerce.md "Cart"): every route, its errors, ownership, invalid lines, clamping, guest merge. */

let t: TestApp
let seller: Awaited<ReturnType<typeof createSeller>>
type Headers = Record<string, string>

const COLOURS = [{ name: 'Màu sắc', options: [{ name: 'Trắng' }, { name: 'Đen' }] }]

/** A product with a white (stock 5) and a black (stock 3) variant; returns the ids. */
async function twoColourProduct(name = 'Áo thun nữ cổ tròn cotton', shopId = seller.shop.id) {
  const product = await insertProduct(t, {
    shopId,
    name,
    classifications: COLOURS,
    variants: [
      { options: ['Trắng'], price: 200_000, salePrice: 150_000, stock: 5, images: ['/uploads/white.webp'] },
      { options: ['Đen'], price: 220_000, salePrice: 160_000, stock: 3 },
    ],
  })
  const variants = await t.database.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, product.id))
    .orderBy(asc(productVariants.salePrice))
  return { id: product.id, white: variants[0]!.id, black: variants[1]!.id }
}

/** A product without classifications (one variant, options []). */
async function plainProduct(name = 'Kem chống nắng SPF50 dịu nhẹ', stock = 10, shopId = seller.shop.id) {
  const product = await insertProduct(t, { shopId, name, variants: [{ options: [], price: 300_000, salePrice: 250_000, stock }] })
  const [variant] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, product.id))
  return { id: product.id, variant: variant!.id }
}

async function buyer(): Promise<Headers> {
  return authHeader((await register(t.app)).accessToken)
}

const add = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/mobile/carts', headers, payload })
const all = async (headers: Headers) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/carts/all', headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.data as {
    valid: Array<{ shop: Record<string, unknown>; items: Array<Record<string, any>> }>
    invalid: Array<{ shop: Record<string, unknown>; items: Array<Record<string, any>> }>
  }
}
const count = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/mobile/carts/count', headers })).json().data.data as number
const setQuantity = (headers: Headers, id: string, quantity: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/mobile/carts/${id}/quantities`, headers, payload: { quantity } })
const changeVariant = (headers: Headers, id: string, variant_id: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/mobile/carts/${id}/change-variants`, headers, payload: { variant_id } })
const select = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/mobile/carts/select', headers, payload })
const remove = (headers: Headers, id: string) => t.app.inject({ method: 'DELETE', url: `/api/v1/mobile/carts/${id}`, headers })
const removeMany = (headers: Headers, ids: string[]) =>
  t.app.inject({ method: 'POST', url: '/api/v1/mobile/carts/delete-many', headers, payload: { ids } })

const errorCode = (res: { json: () => any }) => res.json().error?.code

beforeAll(async () => {
  t = await createTestApp()
  seller = await createSeller(t)
})
afterAll(() => t.close())

describe('POST /api/v1/mobile/carts', () => {
  it('adds a variant, then adds to the same line; the item carries prices, stock and classifications', async () => {
    const h = await buyer()
    const p = await twoColourProduct()
    const first = await add(h, { product_id: p.id, variant_id: p.white, quantity: 2 })
    expect(first.statusCode, first.body).toBe(200)
    const item = first.json().data
    expect(item).toMatchObject({
      quantity: 2,
      is_selected: true,
      store_quantity: 5,
      price: 150_000,
      price_original: 200_000,
      promotion: null,
      product: {
        _id: p.id,
        name: 'Áo thun nữ cổ tròn cotton',
        image: '/uploads/white.webp',
        variant: { _id: p.white, options: ['Trắng'], sale_price: 150_000, sale_price_original: 200_000, stock: 5 },
        classifications: [{ name: 'Màu sắc', options: [{ name: 'Trắng' }, { name: 'Đen' }] }],
      },
    })
    expect(item.notice).toBeUndefined()
    const again = await add(h, { product_id: p.id, variant_id: p.white, quantity: 1, affiliate: 'KOL123' })
    expect(again.json().data).toMatchObject({ _id: item._id, quantity: 3 })
    expect(await count(h)).toBe(1)
  })

  it('clamps to the stock with the QUANTITY_CLAMPED notice (localised)', async () => {
    const h = await buyer()
    const p = await twoColourProduct()
    const res = await add({ ...h, 'accept-language': 'en' }, { product_id: p.id, variant_id: p.black, quantity: 7 })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      quantity: 3,
      notice: { code: 'QUANTITY_CLAMPED', stock: 3, message: 'Only 3 left; the quantity was adjusted' },
    })
    const more = await add(h, { product_id: p.id, variant_id: p.black, quantity: 1 })
    expect(more.json().data).toMatchObject({ quantity: 3, notice: { code: 'QUANTITY_CLAMPED' } })
  })

  it('needs a classification: SELECT_CLASSIFICATION without variant_id, VARIANT_NOT_FOUND for a wrong one', async () => {
    const h = await buyer()
    const p = await twoColourProduct()
    const other = await twoColourProduct('Áo sơ mi lụa công sở')
    const none = await add(h, { product_id: p.id, quantity: 1 })
    expect(none.statusCode).toBe(400)
    expect(errorCode(none)).toBe('SELECT_CLASSIFICATION')
    expect(none.json().error.message).toBe(ERRORS.SELECT_CLASSIFICATION.vi)
    expect(errorCode(await add(h, { product_id: p.id, variant_id: '', quantity: 1 }))).toBe('SELECT_CLASSIFICATION')
    for (const variant_id of [other.white, '0190a000-0000-7000-8000-000000000000', 'not-a-variant']) {
      const wrong = await add(h, { product_id: p.id, variant_id, quantity: 1 })
      expect(wrong.statusCode).toBe(404)
      expect(errorCode(wrong)).toBe('VARIANT_NOT_FOUND')
    }
    await t.database.db.update(productVariants).set({ isActive: false }).where(eq(productVariants.id, p.black))
    expect(errorCode(await add(h, { product_id: p.id, variant_id: p.black, quantity: 1 }))).toBe('VARIANT_NOT_FOUND')
    expect(await count(h)).toBe(0)
  })

  it('takes the only variant of a product without classifications when none is named', async () => {
    const h = await buyer()
    const p = await plainProduct()
    const res = await add(h, { product_id: p.id, quantity: 1 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.product.variant._id).toBe(p.variant)
  })

  it('refuses unknown, unlisted, paused-shop and sold-out products', async () => {
    const h = await buyer()
    expect(errorCode(await add(h, { product_id: '0190a000-0000-7000-8000-000000000000', quantity: 1 }))).toBe('PRODUCT_INVALID_ID')
    expect(errorCode(await add(h, { product_id: 'abc', quantity: 1 }))).toBe('PRODUCT_INVALID_ID')
    const pending = await insertProduct(t, { shopId: seller.shop.id, name: 'Váy đang chờ duyệt', status: 'pending' })
    expect(errorCode(await add(h, { product_id: pending.id, quantity: 1 }))).toBe('PRODUCT_INVALID_ID')
    const hidden = await insertProduct(t, { shopId: seller.shop.id, name: 'Váy người bán đã ẩn', allowToSell: false })
    expect(errorCode(await add(h, { product_id: hidden.id, quantity: 1 }))).toBe('PRODUCT_INVALID_ID')

    const pausedSeller = await createSeller(t)
    const paused = await plainProduct('Son kem lì màu đỏ gạch', 10, pausedSeller.shop.id)
    await setShopPaused(t, pausedSeller.shop.id, true)
    const res = await add(h, { product_id: paused.id, variant_id: paused.variant, quantity: 1 })
    expect(res.statusCode).toBe(409)
    expect(errorCode(res)).toBe('SHOP_PAUSED')

    const soldOut = await plainProduct('Serum cấp ẩm đã hết hàng', 0)
    const out = await add(h, { product_id: soldOut.id, variant_id: soldOut.variant, quantity: 1 })
    expect(out.statusCode).toBe(409)
    expect(errorCode(out)).toBe('PRODUCT_OUT_OF_STOCK')
  })

  it('validates the body (quantity 1–999, strict)', async () => {
    const h = await buyer()
    const p = await plainProduct()
    for (const quantity of [0, -1, 1000, 1.5, 'many'])
      expect((await add(h, { product_id: p.id, variant_id: p.variant, quantity })).statusCode).toBe(400)
    expect((await add(h, { product_id: p.id, variant_id: p.variant, quantity: 1, extra: true })).statusCode).toBe(400)
  })

  it(`holds at most ${COMMERCE.cartItemsMax} lines (CART_FULL); adding to an existing line still works`, async () => {
    const { userId, accessToken } = await register(t.app)
    const h = authHeader(accessToken)
    const first = await plainProduct('Mũ lưỡi trai thêu chữ')
    await add(h, { product_id: first.id, quantity: 1 })
    // fill the cart straight in the table: 199 more lines of one product's variants
    const filler = await insertProduct(t, {
      shopId: seller.shop.id,
      name: 'Tất cổ ngắn nhiều màu',
      classifications: [{ name: 'Mẫu', options: [{ name: 'Mẫu 1' }] }],
      variants: Array.from({ length: COMMERCE.cartItemsMax - 1 }, (_, i) => ({
        options: [`Mẫu ${i}`],
        price: 20_000,
        salePrice: 15_000,
        stock: 9,
      })),
    })
    const variants = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, filler.id))
    await t.database.db.insert(cartItems).values(variants.map((v) => ({ userId, productId: filler.id, variantId: v.id, quantity: 1 })))
    expect(await count(h)).toBe(COMMERCE.cartItemsMax)
    const p = await plainProduct('Dép quai hậu đế bằng')
    const full = await add(h, { product_id: p.id, quantity: 1 })
    expect(full.statusCode).toBe(409)
    expect(errorCode(full)).toBe('CART_FULL')
    expect(full.json().error.message).toContain(String(COMMERCE.cartItemsMax))
    expect((await add(h, { product_id: first.id, quantity: 1 })).json().data.quantity).toBe(2)
  })

  it('needs a session: anonymous visitors get 401, guests may add', async () => {
    const p = await plainProduct()
    expect((await add({}, { product_id: p.id, quantity: 1 })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/mobile/carts/count' })).statusCode).toBe(401)
    const guest = (await t.app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user' })).json().data
    const res = await add(authHeader(guest.accessToken), { product_id: p.id, quantity: 1 })
    expect(res.statusCode, res.body).toBe(200)
  })
})

describe('GET /api/v1/mobile/carts/all', () => {
  it('groups lines by shop (newest first) and moves unbuyable lines to the invalid list with a reason', async () => {
    const h = await buyer()
    const otherSeller = await createSeller(t, { shopName: 'Tiệm Nhà Mây' })
    const a = await twoColourProduct('Áo thun A')
    const b = await plainProduct('Kem B', 10, otherSeller.shop.id)
    const delisted = await plainProduct('Quần C sẽ bị gỡ')
    const hidden = await plainProduct('Quần D sẽ bị ẩn')
    const soldOut = await plainProduct('Túi E sẽ hết hàng')
    const gone = await twoColourProduct('Váy F đổi phân loại')
    const pausedSeller = await createSeller(t)
    const paused = await plainProduct('Giày G shop nghỉ', 10, pausedSeller.shop.id)
    for (const [product_id, variant_id] of [
      [a.id, a.white],
      [delisted.id, delisted.variant],
      [hidden.id, hidden.variant],
      [soldOut.id, soldOut.variant],
      [gone.id, gone.black],
      [paused.id, paused.variant],
      [b.id, b.variant],
    ])
      expect((await add(h, { product_id, variant_id, quantity: 1 })).statusCode).toBe(200)
    await t.database.db.update(products).set({ status: 'delisted' }).where(eq(products.id, delisted.id))
    await t.database.db.update(products).set({ allowToSell: false }).where(eq(products.id, hidden.id))
    await t.database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, soldOut.variant))
    await t.database.db.delete(productVariants).where(eq(productVariants.id, gone.black))
    await setShopPaused(t, pausedSeller.shop.id, true)

    const cart = await all(h)
    expect(cart.valid.map((s) => s.shop.name)).toEqual(['Tiệm Nhà Mây', seller.shop.name])
    expect(cart.valid[0]!.shop).toMatchObject({ _id: otherSeller.shop.id, is_paused: false })
    expect(cart.valid[1]!.items.map((i) => i.product.name)).toEqual(['Áo thun A'])
    const reasons = Object.fromEntries(cart.invalid.flatMap((s) => s.items.map((i) => [i.product.name, i.invalid_reason])))
    expect(reasons).toEqual({
      'Quần C sẽ bị gỡ': 'delisted',
      'Quần D sẽ bị ẩn': 'delisted',
      'Túi E sẽ hết hàng': 'sold_out',
      'Váy F đổi phân loại': 'variant_gone',
      'Giày G shop nghỉ': 'shop_paused',
    })
    const pausedShop = cart.invalid.find((s) => s.shop._id === pausedSeller.shop.id)
    expect(pausedShop?.shop.is_paused).toBe(true)
    const goneItem = cart.invalid.flatMap((s) => s.items).find((i) => i.invalid_reason === 'variant_gone')
    expect(goneItem).toMatchObject({ product: { variant: null }, store_quantity: 0 })
    for (const i of cart.valid.flatMap((s) => s.items)) expect(i.invalid_reason).toBeUndefined()
    expect(await count(h)).toBe(7)
  })

  it('lowers a quantity above the stock left, saves it, and says so once', async () => {
    const h = await buyer()
    const p = await twoColourProduct()
    const item = (await add(h, { product_id: p.id, variant_id: p.white, quantity: 4 })).json().data
    await t.database.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, p.white))
    const first = (await all(h)).valid[0]!.items[0]!
    expect(first).toMatchObject({ _id: item._id, quantity: 2, store_quantity: 2, notice: { code: 'QUANTITY_CLAMPED', stock: 2 } })
    const second = (await all(h)).valid[0]!.items[0]!
    expect(second.quantity).toBe(2)
    expect(second.notice).toBeUndefined()
  })

  it('prices lines with the running promotion (variant-level beats product-level)', async () => {
    const h = await buyer()
    const p = await twoColourProduct()
    const now = Date.now()
    const [promo] = await t.database.db
      .insert(promotions)
      .values({ shopId: seller.shop.id, name: 'Sale giữa tháng', startsAt: new Date(now - 3600_000), endsAt: new Date(now + 86_400_000) })
      .returning()
    await t.database.db.insert(promotionItems).values([
      { promotionId: promo!.id, productId: p.id, discountPercent: 10, maxDiscountPercent: 10 },
      {
        promotionId: promo!.id,
        productId: p.id,
        variantId: p.black,
        discountPercent: 25,
        maxDiscountPercent: 30,
        productLimit: 50,
        purchaseLimit: 2,
      },
    ])
    await add(h, { product_id: p.id, variant_id: p.white, quantity: 1 })
    const added = (await add(h, { product_id: p.id, variant_id: p.black, quantity: 1 })).json().data
    // 160.000 − 25% = 120.000
    expect(added).toMatchObject({
      price: 120_000,
      price_original: 220_000,
      promotion: { discount_percent: 25, remaining: 50, user_remaining: 2 },
    })
    const items = (await all(h)).valid[0]!.items
    const byColour = Object.fromEntries(items.map((i) => [i.product.variant.options[0], i]))
    expect(byColour.Trắng).toMatchObject({ price: 135_000, promotion: { discount_percent: 10, remaining: null } })
    expect(byColour.Đen).toMatchObject({ price: 120_000, product: { variant: { sale_price: 160_000 } } })
  })

  it('answers an empty cart, and runs a constant number of statements whatever the cart size', async () => {
    const h = await buyer()
    expect(await all(h)).toEqual({ valid: [], invalid: [] })
    const statements = async () => {
      const client = (t.database.pglite ?? t.database.pool) as unknown as { query: (...args: unknown[]) => Promise<unknown> }
      const original = client.query
      let n = 0
      client.query = function (this: unknown, ...args: unknown[]) {
        n++
        return original.apply(this, args)
      }
      try {
        await all(h)
      } finally {
        client.query = original
      }
      return n
    }
    const p = await twoColourProduct()
    await add(h, { product_id: p.id, variant_id: p.white, quantity: 1 })
    const one = await statements()
    for (let i = 0; i < 12; i++) {
      const q = i % 2 ? await twoColourProduct(`Áo số ${i}`) : await twoColourProduct(`Váy số ${i}`, (await createSeller(t)).shop.id)
      await add(h, { product_id: q.id, variant_id: q.white, quantity: 1 })
      await add(h, { product_id: q.id, variant_id: q.black, quantity: 1 })
    }
    const many = await statements()
    expect((await all(h)).valid.flatMap((s) => s.items)).toHaveLength(25)
    expect(many).toBe(one)
    expect(one).toBeLessThanOrEqual(4)
  })
})

describe('PUT /api/v1/mobile/carts/{id}/quantities', () => {
  it('sets the quantity, clamped to the stock with the notice', async () => {
    const h = await buyer()
    const p = await twoColourProduct()
    const item = (await add(h, { product_id: p.id, variant_id: p.white, quantity: 1 })).json().data
    const res = await setQuantity(h, item._id, 4)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ _id: item._id, quantity: 4 })
    expect(res.json().data.notice).toBeUndefined()
    const clamped = await setQuantity(h, item._id, 9)
    expect(clamped.json().data).toMatchObject({ quantity: 5, notice: { code: 'QUANTITY_CLAMPED', stock: 5 } })
    expect((await all(h)).valid[0]!.items[0]!.quantity).toBe(5)
    expect((await setQuantity(h, item._id, 0)).statusCode).toBe(400)
  })

  it('refuses lines that cannot be bought, with the reason as the error', async () => {
    const h = await buyer()
    const p = await plainProduct('Son dưỡng sắp hết')
    const item = (await add(h, { product_id: p.id, quantity: 1 })).json().data
    await t.database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, p.variant))
    expect(errorCode(await setQuantity(h, item._id, 2))).toBe('PRODUCT_OUT_OF_STOCK')
  })

  it("answers CART_ITEM_NOT_FOUND for another buyer's line, an unknown id or a malformed one", async () => {
    const h = await buyer()
    const stranger = await buyer()
    const p = await plainProduct()
    const item = (await add(h, { product_id: p.id, quantity: 1 })).json().data
    for (const id of [item._id, '0190a000-0000-7000-8000-000000000000', 'xyz']) {
      const res = await setQuantity(stranger, id, 2)
      expect(res.statusCode).toBe(404)
      expect(errorCode(res)).toBe('CART_ITEM_NOT_FOUND')
    }
    expect((await all(h)).valid[0]!.items[0]!.quantity).toBe(1)
  })
})

describe('PATCH /api/v1/mobile/carts/{id}/change-variants', () => {
  it('switches the variant, clamping to its stock', async () => {
    const h = await buyer()
    const p = await twoColourProduct()
    const item = (await add(h, { product_id: p.id, variant_id: p.white, quantity: 4 })).json().data
    const res = await changeVariant(h, item._id, p.black)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      _id: item._id,
      quantity: 3,
      price: 160_000,
      product: { variant: { _id: p.black } },
      notice: { code: 'QUANTITY_CLAMPED' },
    })
  })

  it('merges into the line that already holds that variant', async () => {
    const h = await buyer()
    const p = await twoColourProduct()
    const white = (await add(h, { product_id: p.id, variant_id: p.white, quantity: 1 })).json().data
    const black = (await add(h, { product_id: p.id, variant_id: p.black, quantity: 2 })).json().data
    const res = await changeVariant(h, black._id, p.white)
    expect(res.json().data).toMatchObject({ _id: white._id, quantity: 3 })
    expect(await count(h)).toBe(1)
  })

  it('repairs a line whose variant is gone; refuses variants of other products or sold out', async () => {
    const h = await buyer()
    const p = await twoColourProduct()
    const other = await twoColourProduct('Quần ống rộng')
    const item = (await add(h, { product_id: p.id, variant_id: p.white, quantity: 1 })).json().data
    expect(errorCode(await changeVariant(h, item._id, other.white))).toBe('VARIANT_NOT_FOUND')
    await t.database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, p.black))
    expect(errorCode(await changeVariant(h, item._id, p.black))).toBe('PRODUCT_OUT_OF_STOCK')
    await t.database.db.update(productVariants).set({ stock: 4 }).where(eq(productVariants.id, p.black))
    await t.database.db.update(productVariants).set({ isActive: false }).where(eq(productVariants.id, p.white))
    expect((await all(h)).invalid[0]!.items[0]!.invalid_reason).toBe('variant_gone')
    const fixed = await changeVariant(h, item._id, p.black)
    expect(fixed.statusCode, fixed.body).toBe(200)
    expect((await all(h)).valid[0]!.items[0]!.product.variant._id).toBe(p.black)
  })

  it("answers CART_ITEM_NOT_FOUND for another buyer's line", async () => {
    const h = await buyer()
    const stranger = await buyer()
    const p = await twoColourProduct()
    const item = (await add(h, { product_id: p.id, variant_id: p.white, quantity: 1 })).json().data
    const res = await changeVariant(stranger, item._id, p.black)
    expect(res.statusCode).toBe(404)
    expect(errorCode(res)).toBe('CART_ITEM_NOT_FOUND')
    expect((await all(h)).valid[0]!.items[0]!.product.variant._id).toBe(p.white)
  })
})

describe('PATCH /api/v1/mobile/carts/select', () => {
  it('selects some lines, all lines, or only some (exclusive, for buy now)', async () => {
    const h = await buyer()
    const p = await twoColourProduct()
    const a = (await add(h, { product_id: p.id, variant_id: p.white, quantity: 1 })).json().data
    const b = (await add(h, { product_id: p.id, variant_id: p.black, quantity: 1 })).json().data
    const selected = async () => Object.fromEntries((await all(h)).valid.flatMap((s) => s.items.map((i) => [i._id, i.is_selected])))
    expect((await select(h, { all: true, is_selected: false })).json()).toEqual({ success: true, data: { ok: true } })
    expect(await selected()).toEqual({ [a._id]: false, [b._id]: false })
    await select(h, { ids: [a._id], is_selected: true })
    expect(await selected()).toEqual({ [a._id]: true, [b._id]: false })
    await select(h, { all: true, is_selected: true })
    await select(h, { ids: [b._id], is_selected: true, exclusive: true })
    expect(await selected()).toEqual({ [a._id]: false, [b._id]: true })
    expect((await select(h, { ids: [], is_selected: true })).statusCode).toBe(400)
    expect((await select(h, { all: false, is_selected: true })).statusCode).toBe(400)
  })

  it("refuses another buyer's lines, changing nothing", async () => {
    const h = await buyer()
    const stranger = await buyer()
    const p = await plainProduct()
    const mine = (await add(stranger, { product_id: p.id, quantity: 1 })).json().data
    const item = (await add(h, { product_id: p.id, quantity: 1 })).json().data
    const res = await select(stranger, { ids: [mine._id, item._id], is_selected: false })
    expect(res.statusCode).toBe(404)
    expect(errorCode(res)).toBe('CART_ITEM_NOT_FOUND')
    expect((await all(stranger)).valid[0]!.items[0]!.is_selected).toBe(true)
    expect((await all(h)).valid[0]!.items[0]!.is_selected).toBe(true)
  })
})

describe('DELETE /api/v1/mobile/carts/{id} and POST delete-many', () => {
  it('deletes one line, then answers CART_ITEM_NOT_FOUND for it', async () => {
    const h = await buyer()
    const p = await plainProduct()
    const item = (await add(h, { product_id: p.id, quantity: 1 })).json().data
    const res = await remove(h, item._id)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ ok: true })
    expect(await count(h)).toBe(0)
    expect(errorCode(await remove(h, item._id))).toBe('CART_ITEM_NOT_FOUND')
  })

  it("cannot delete another buyer's line", async () => {
    const h = await buyer()
    const stranger = await buyer()
    const p = await plainProduct()
    const item = (await add(h, { product_id: p.id, quantity: 1 })).json().data
    const res = await remove(stranger, item._id)
    expect(res.statusCode).toBe(404)
    expect(errorCode(res)).toBe('CART_ITEM_NOT_FOUND')
    expect(errorCode(await removeMany(stranger, [item._id]))).toBe('CART_ITEM_NOT_FOUND')
    expect(await count(h)).toBe(1)
  })

  it('deletes many lines at once (all the caller’s, or none)', async () => {
    const h = await buyer()
    const stranger = await buyer()
    const p = await twoColourProduct()
    const q = await plainProduct()
    const a = (await add(h, { product_id: p.id, variant_id: p.white, quantity: 1 })).json().data
    const b = (await add(h, { product_id: p.id, variant_id: p.black, quantity: 1 })).json().data
    await add(h, { product_id: q.id, quantity: 1 })
    const theirs = (await add(stranger, { product_id: q.id, quantity: 1 })).json().data
    expect((await removeMany(h, [a._id, theirs._id])).statusCode).toBe(404)
    expect(await count(h)).toBe(3)
    const res = await removeMany(h, [a._id, b._id, a._id])
    expect(res.json().data).toEqual({ deleted: 2 })
    expect(await count(h)).toBe(1)
    expect(await count(stranger)).toBe(1)
    expect((await removeMany(h, [])).statusCode).toBe(400)
  })
})

describe('guest cart merge on login', () => {
  it('adds the guest lines to the account (same variant added up, clamped), leaving the guest empty', async () => {
    const account = await register(t.app)
    const h = authHeader(account.accessToken)
    const p = await twoColourProduct()
    const q = await plainProduct('Nước tẩy trang dịu nhẹ', 10)
    // the account already holds 2 black (stock 3)
    await add(h, { product_id: p.id, variant_id: p.black, quantity: 2 })

    const guestRes = await t.app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user' })
    const guest = guestRes.json().data
    const guestCookie = guestRes.cookies.find((c) => c.name === 'xinh_session')!.value
    const g = authHeader(guest.accessToken)
    await add(g, { product_id: p.id, variant_id: p.black, quantity: 2 })
    await add(g, { product_id: q.id, quantity: 4 })
    expect(await count(g)).toBe(2)

    // the web logs in with the guest's session cookie
    const res = await t.app.inject({
      method: 'POST',
      url: '/community/v1/auth/login',
      headers: { cookie: `xinh_session=${guestCookie}`, origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { email: account.email, password: PASSWORD },
    })
    expect(res.statusCode, res.body).toBe(200)
    const merged = (await all(authHeader(res.json().data.accessToken))).valid.flatMap((s) => s.items)
    const byName = Object.fromEntries(merged.map((i) => [`${i.product.name} ${i.product.variant.options.join('')}`, i.quantity]))
    expect(byName).toEqual({ 'Áo thun nữ cổ tròn cotton Đen': 3, 'Nước tẩy trang dịu nhẹ ': 4 })
    expect(await count(g)).toBe(0)
  })

  it('a login with a bearer guest token merges too; a plain login merges nothing', async () => {
    const account = await register(t.app)
    const p = await plainProduct('Phấn phủ kiềm dầu')
    const guest = (await t.app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user' })).json().data
    await add(authHeader(guest.accessToken), { product_id: p.id, quantity: 1 })
    const plain = await login(t.app, account.email)
    expect(await count(authHeader(plain.accessToken))).toBe(0)
    const res = await t.app.inject({
      method: 'POST',
      url: '/community/v1/auth/login',
      headers: authHeader(guest.accessToken),
      payload: { email: account.email, password: PASSWORD },
    })
    expect(res.statusCode).toBe(200)
    expect(await count(authHeader(res.json().data.accessToken))).toBe(1)
    expect(await count(authHeader(guest.accessToken))).toBe(0)
  })

  it('a guest signing up to a new account (v2 register) brings its cart along', async () => {
    const p = await plainProduct('Bông tẩy trang cotton')
    const guest = (await t.app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user' })).json().data
    await add(authHeader(guest.accessToken), { product_id: p.id, quantity: 2 })
    const account = await register(t.app, {}, authHeader(guest.accessToken))
    const lines = (await all(authHeader(account.accessToken))).valid.flatMap((s) => s.items)
    expect(lines.map((i) => [i.product._id, i.quantity])).toEqual([[p.id, 2]])
    expect(await count(authHeader(guest.accessToken))).toBe(0)
  })
})
