import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createSeller, insertProduct, setShopPaused } from '../../../../test/catalog-fixtures.ts'
import { createTestApp, register, type TestApp } from '../../../../test/helpers.ts'
import { deletePromotion, insertPromotion } from '../../../../test/pricing-fixtures.ts'
import { collectionProducts, collections, products, sizeCharts } from '../catalog.tables.ts'

/**
 * Buyer catalog reads through HTTP: visibility, filters, sorts, paging, detail, similar, size
 * chart, count, suggested and flash products, categories and collections.
 */

let t: TestApp
let shopA: Awaited<ReturnType<typeof createSeller>>
let shopB: Awaited<ReturnType<typeof createSeller>>
let women: Awaited<ReturnType<typeof createCategory>>
let tees: Awaited<ReturnType<typeof createCategory>>
let shoes: Awaited<ReturnType<typeof createCategory>>
const ids: Record<string, string> = {}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })
const names = (res: { json: () => { data: Array<{ name: string }> } }) => res.json().data.map((p) => p.name)

/** Sets columns a listing sorts on, straight in the table. */
async function setProduct(id: string, values: Partial<typeof products.$inferInsert>) {
  await t.database.db.update(products).set(values).where(eq(products.id, id))
}

beforeAll(async () => {
  t = await createTestApp()
  shopA = await createSeller(t, { shopName: 'Nhà Bông Boutique', provinceCode: '01' })
  shopB = await createSeller(t, { shopName: 'Sài Gòn Chic', provinceCode: '79' })
  women = await createCategory(t, 'Thời trang nữ')
  tees = await createCategory(t, 'Áo thun nữ', women.id)
  shoes = await createCategory(t, 'Giày dép')
  const day = 24 * 3600 * 1000
  const seed = [
    {
      key: 'tee',
      shop: shopA,
      cat: tees,
      name: 'Áo thun nữ cổ tròn cotton',
      price: 200_000,
      sale: 150_000,
      stock: 5,
      sold: 50,
      rating: 4.5,
      age: 3,
    },
    {
      key: 'tee2',
      shop: shopB,
      cat: tees,
      name: 'Áo thun basic form rộng',
      price: 180_000,
      sale: 180_000,
      stock: 8,
      sold: 10,
      rating: 4.9,
      age: 1,
    },
    {
      key: 'dress',
      shop: shopA,
      cat: women,
      name: 'Đầm maxi đi biển hoa nhí',
      price: 450_000,
      sale: 300_000,
      stock: 2,
      sold: 120,
      rating: 4.1,
      age: 10,
    },
    {
      key: 'sneaker',
      shop: shopB,
      cat: shoes,
      name: 'Giày sneaker trắng đế bằng',
      price: 600_000,
      sale: 550_000,
      stock: 4,
      sold: 5,
      rating: 3.2,
      age: 2,
    },
    {
      key: 'soldout',
      shop: shopA,
      cat: tees,
      name: 'Áo thun tay lỡ đã bán hết',
      price: 150_000,
      sale: 120_000,
      stock: 0,
      sold: 300,
      rating: 5,
      age: 5,
    },
  ]
  for (const s of seed) {
    const p = await insertProduct(t, {
      shopId: s.shop.shop.id,
      categoryId: s.cat.id,
      name: s.name,
      variants: [{ options: [], price: s.price, salePrice: s.sale, stock: s.stock }],
    })
    await setProduct(p.id, { sold: s.sold, rating: s.rating, ratingCount: 10, createdAt: new Date(Date.now() - s.age * day) })
    ids[s.key] = p.id
  }
  // never visible to buyers
  for (const [key, values] of Object.entries({
    pending: { status: 'pending' as const },
    draft: { status: 'draft' as const },
    rejected: { status: 'rejected' as const },
    delisted: { status: 'delisted' as const },
    inactive: { allowToSell: false },
  })) {
    const p = await insertProduct(t, { shopId: shopA.shop.id, categoryId: tees.id, name: `Áo thun ẩn ${key} không được thấy`, ...values })
    ids[key] = p.id
  }
  const paused = await createSeller(t, { shopName: 'Shop Tạm Nghỉ' })
  ids.pausedShopProduct = (await insertProduct(t, { shopId: paused.shop.id, categoryId: tees.id, name: 'Áo thun của shop tạm nghỉ' })).id
  await setShopPaused(t, paused.shop.id, true)
  const waiting = await createSeller(t, { shopName: 'Shop Chờ Duyệt', status: 'waiting_approval' })
  ids.waitingShopProduct = (await insertProduct(t, { shopId: waiting.shop.id, categoryId: tees.id, name: 'Áo thun của shop chờ duyệt' })).id
})
afterAll(() => t.close())

const VISIBLE = 5

describe('GET /api/v1/web/products', () => {
  it('lists only accepted, sellable products of approved, open shops, in the contract shape', async () => {
    const res = await get('/api/v1/web/products')
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.meta).toEqual({ page: 1, limit: 20, total: VISIBLE })
    expect(body.data.map((p: { _id: string }) => p._id).sort()).toEqual([ids.tee, ids.tee2, ids.dress, ids.sneaker, ids.soldout].sort())
    const tee = body.data.find((p: { _id: string }) => p._id === ids.tee)
    expect(tee).toEqual({
      _id: ids.tee,
      name: 'Áo thun nữ cổ tròn cotton',
      sale_price: 150_000,
      before_sale_price: 200_000,
      discount_percent: 25,
      images: ['/uploads/products/00/sample.webp'],
      rating: 4.5,
      rating_count: 10,
      sold: 50,
      is_sold_out: false,
      shop: { _id: shopA.shop.id, name: 'Nhà Bông Boutique', province_code: '01' },
      promotion: null,
    })
  })

  it('shows a sold-out product flagged, after the in-stock ones for relevance', async () => {
    const data = (await get('/api/v1/web/products')).json().data as Array<{ _id: string; is_sold_out: boolean }>
    expect(data.at(-1)).toMatchObject({ _id: ids.soldout, is_sold_out: true })
    expect(data.filter((p) => p.is_sold_out)).toHaveLength(1)
  })

  it('sorts by every order with a stable tiebreak', async () => {
    const order = async (sort: string) => (await get(`/api/v1/web/products?sort=${sort}`)).json().data.map((p: { _id: string }) => p._id)
    expect(await order('newest')).toEqual([ids.tee2, ids.sneaker, ids.tee, ids.soldout, ids.dress])
    expect(await order('best_selling')).toEqual([ids.soldout, ids.dress, ids.tee, ids.tee2, ids.sneaker])
    expect(await order('price_asc')).toEqual([ids.soldout, ids.tee, ids.tee2, ids.dress, ids.sneaker])
    expect(await order('price_desc')).toEqual([ids.sneaker, ids.dress, ids.tee2, ids.tee, ids.soldout])
    // relevance without a keyword blends sales, rating and recency; sold out last
    const relevance = await order('relevance')
    expect(relevance.at(-1)).toBe(ids.soldout)
    expect(relevance.indexOf(ids.dress)).toBeLessThan(relevance.indexOf(ids.sneaker))
  })

  it('pages with meta.total, and breaks ties by id so pages never overlap', async () => {
    // equal prices: the tiebreak alone decides the order
    const a = await insertProduct(t, {
      shopId: shopA.shop.id,
      name: 'Khăn lụa vuông A cùng giá',
      variants: [{ options: [], price: 99_000, salePrice: 99_000, stock: 1 }],
    })
    const b = await insertProduct(t, {
      shopId: shopB.shop.id,
      name: 'Khăn lụa vuông B cùng giá',
      variants: [{ options: [], price: 99_000, salePrice: 99_000, stock: 1 }],
    })
    try {
      const pages = []
      for (let page = 1; page <= 4; page++) {
        const res = (await get(`/api/v1/web/products?sort=price_asc&limit=2&page=${page}`)).json()
        expect(res.meta).toEqual({ page, limit: 2, total: VISIBLE + 2 })
        pages.push(...res.data.map((p: { _id: string }) => p._id))
      }
      expect(pages).toHaveLength(VISIBLE + 2)
      expect(new Set(pages).size).toBe(VISIBLE + 2)
      expect(pages.slice(0, 2)).toEqual([a.id, b.id].sort())
      const beyond = (await get('/api/v1/web/products?limit=2&page=9')).json()
      expect(beyond).toMatchObject({ data: [], meta: { page: 9, total: VISIBLE + 2 } })
    } finally {
      await t.database.db.delete(products).where(sql`${products.id} IN (${a.id}, ${b.id})`)
    }
  })

  it('filters by category including its descendants', async () => {
    expect(names(await get(`/api/v1/web/products?category_id=${tees.id}`)).sort()).toEqual(
      ['Áo thun basic form rộng', 'Áo thun nữ cổ tròn cotton', 'Áo thun tay lỡ đã bán hết'].sort(),
    )
    // the parent includes the child category's products and its own
    const parent = (await get(`/api/v1/web/products?category_id=${women.id}`)).json()
    expect(parent.meta.total).toBe(4)
    expect(parent.data.map((p: { _id: string }) => p._id)).toContain(ids.dress)
  })

  it('filters by price range on the sale price, rating, promotion, location and shop', async () => {
    expect(names(await get('/api/v1/web/products?price_min=150000&price_max=300000&sort=price_asc'))).toEqual([
      'Áo thun nữ cổ tròn cotton',
      'Áo thun basic form rộng',
      'Đầm maxi đi biển hoa nhí',
    ])
    expect((await get('/api/v1/web/products?rating_min=4.5')).json().meta.total).toBe(3)
    // promotion: a running promotion (issue 4), not merely a sale price below the list price
    expect((await get('/api/v1/web/products?has_promotion=true')).json().data).toEqual([])
    const { promotion } = await insertPromotion(t, { shopId: shopB.shop.id, items: [{ productId: ids.tee2 as string, discount: 10 }] })
    try {
      const promo = (await get('/api/v1/web/products?has_promotion=true')).json()
      expect(promo.data.map((p: { _id: string }) => p._id)).toEqual([ids.tee2])
      expect(promo.meta.total).toBe(1)
    } finally {
      await deletePromotion(t, promotion.id)
    }
    expect(
      (await get('/api/v1/web/products?location=79'))
        .json()
        .data.every((p: { shop: { province_code: string } }) => p.shop.province_code === '79'),
    ).toBe(true)
    expect((await get('/api/v1/web/products?location=79')).json().meta.total).toBe(2)
    expect((await get('/api/v1/web/products?location=01,79')).json().meta.total).toBe(VISIBLE)
    expect((await get(`/api/v1/web/products?shop_id=${shopB.shop.id}`)).json().meta.total).toBe(2)
    expect((await get(`/api/v1/web/products?shop_id=${shopB.shop.id}&category_id=${tees.id}`)).json().meta.total).toBe(1)
  })

  it('rejects bad input with 400 and localised fields', async () => {
    for (const q of [
      'sort=cheapest',
      'limit=0',
      'limit=1000',
      'page=0',
      'price_min=-1',
      'category_id=abc',
      'location=HN',
      'rating_min=9',
    ]) {
      const res = await get(`/api/v1/web/products?${q}`)
      expect(res.statusCode, q).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION_FAILED')
    }
    const range = await get('/api/v1/web/products?price_min=500&price_max=100', { 'accept-language': 'en' })
    expect(range.statusCode).toBe(400)
    expect(range.json().error.fields).toEqual({ price_max: 'The maximum price must be at least the minimum price' })
  })

  it('counts with the same filters (GET /products/count)', async () => {
    expect((await get('/api/v1/web/products/count')).json()).toEqual({ success: true, data: { total: VISIBLE } })
    expect((await get(`/api/v1/web/products/count?category_id=${tees.id}&price_max=160000`)).json().data).toEqual({ total: 2 })
    expect((await get('/api/v1/web/products/count?keyword=ao%20thun')).json().data).toEqual({ total: 3 })
  })
})

describe('GET /api/v1/web/products/{id}', () => {
  it('returns the ZProductDetail shape with variants, classifications, terms, shop and position', async () => {
    const p = await insertProduct(t, {
      shopId: shopA.shop.id,
      categoryId: tees.id,
      name: 'Áo thun phối màu có phân loại',
      isAuthentic: true,
      returnDays: 7,
      classifications: [{ name: 'Màu sắc', options: [{ name: 'Trắng' }, { name: 'Đen tuyền' }] }],
      variants: [
        { options: ['Trắng'], price: 199_000, salePrice: 159_000, stock: 3, images: ['/uploads/v/white.webp'] },
        { options: ['Đen tuyền'], price: 199_000, salePrice: 179_000, stock: 0 },
      ],
    })
    const res = await get(`/api/v1/web/products/${p.id}?position=Search`)
    expect(res.statusCode, res.body).toBe(200)
    const d = res.json().data
    expect(d).toMatchObject({
      _id: p.id,
      name: 'Áo thun phối màu có phân loại',
      sale_price: 159_000,
      price: 199_000,
      before_sale_price: 199_000,
      stock: 3,
      is_sold_out: false,
      category: { _id: tees.id, name: 'Áo thun nữ' },
      return_days: 7,
      return_conditions: ['Còn nguyên tem mác'],
      is_authentic: true,
      is_preorder: false,
      classifications: [
        {
          name: 'Màu sắc',
          options: [
            { name: 'Trắng', image: null },
            { name: 'Đen tuyền', image: null },
          ],
        },
      ],
      size_chart: null,
      shop: { _id: shopA.shop.id, name: 'Nhà Bông Boutique', province_code: '01', avatar: null, rating: 0, follower_count: 0 },
      is_bookmarked: false,
      is_following_shop: false,
      position: 'Search',
      status: 'accepted',
    })
    expect(d.shop.product_count).toBe(4)
    expect(d.variants).toHaveLength(2)
    expect(d.variants[0]).toMatchObject({
      options: ['Trắng'],
      price: 199_000,
      sale_price: 159_000,
      stock: 3,
      images: ['/uploads/v/white.webp'],
      sku: null,
    })
    expect((await get(`/api/v1/web/products/${p.id}`)).json().data.position).toBe('Home')
    await t.database.db.delete(products).where(eq(products.id, p.id))
  })

  it('answers 404 PRODUCT_INVALID_ID for anything a buyer may not see', async () => {
    const hidden = ['pending', 'draft', 'rejected', 'delisted', 'inactive', 'pausedShopProduct', 'waitingShopProduct'].map((k) => ids[k])
    for (const id of [...hidden, '0190a000-0000-7000-8000-000000000000', 'not-a-uuid']) {
      const res = await get(`/api/v1/web/products/${id}`, { 'accept-language': 'en' })
      expect(res.statusCode, id).toBe(404)
      expect(res.json().error).toMatchObject({ code: 'PRODUCT_INVALID_ID', message: 'Invalid product id' })
    }
  })

  it('shows a size chart only once it is accepted (detail and /size-chart)', async () => {
    const [chart] = await t.database.db
      .insert(sizeCharts)
      .values({
        shopId: shopA.shop.id,
        name: 'Bảng size áo',
        attributes: [{ _id: 'a1', name: 'Vòng ngực' }],
        rows: [{ size_name: 'M', size_values: [{ values: '86-90', attribute_id: 'a1', size_name: 'M' }] }],
      })
      .returning()
    await setProduct(ids.tee!, { sizeChartId: chart!.id })
    expect((await get(`/api/v1/web/products/${ids.tee}`)).json().data.size_chart).toBeNull()
    expect((await get(`/api/v1/web/products/${ids.tee}/size-chart`)).json()).toEqual({ success: true, data: null })
    await t.database.db.update(sizeCharts).set({ status: 'accepted' }).where(eq(sizeCharts.id, chart!.id))
    const expected = {
      _id: chart!.id,
      name: 'Bảng size áo',
      type: 'top',
      attributes: [{ _id: 'a1', name: 'Vòng ngực' }],
      rows: [{ size_name: 'M', size_values: [{ values: '86-90', attribute_id: 'a1', size_name: 'M' }] }],
      status: 'accepted',
    }
    expect((await get(`/api/v1/web/products/${ids.tee}`)).json().data.size_chart).toEqual(expected)
    expect((await get(`/api/v1/web/products/${ids.tee}/size-chart`)).json().data).toEqual(expected)
    expect((await get(`/api/v1/web/products/${ids.pending}/size-chart`)).statusCode).toBe(404)
  })

  it('similar products: same category first by nearest price, then others, never itself or hidden ones', async () => {
    const res = await get(`/api/v1/web/products/${ids.tee}/similar`)
    expect(res.statusCode).toBe(200)
    const got = res.json().data.map((p: { _id: string }) => p._id)
    // tees category: tee2 (180k, in stock) before soldout (120k, sold out); then by price distance to 150k
    expect(got).toEqual([ids.tee2, ids.soldout, ids.dress, ids.sneaker])
    expect((await get(`/api/v1/web/products/${ids.tee}/similar?limit=1`)).json().data.map((p: { _id: string }) => p._id)).toEqual([
      ids.tee2,
    ])
    expect((await get(`/api/v1/web/products/${ids.draft}/similar`)).statusCode).toBe(404)
    expect((await get(`/api/v1/web/products/${ids.tee}/similar?limit=100`)).statusCode).toBe(400)
  })
})

describe('home lists', () => {
  it('suggest-products: most sold then best rated, without sold-out products, paged (8 by default)', async () => {
    const res = (await get('/api/v1/web/suggest-products')).json()
    expect(res.meta).toEqual({ page: 1, limit: 8, total: 4 })
    expect(res.data.map((p: { _id: string }) => p._id)).toEqual([ids.dress, ids.tee, ids.tee2, ids.sneaker])
    const page2 = (await get('/api/v1/web/suggest-products?page=2&limit=3')).json()
    expect(page2).toMatchObject({ meta: { page: 2, limit: 3, total: 4 } })
    expect(page2.data.map((p: { _id: string }) => p._id)).toEqual([ids.sneaker])
  })

  it('flash-products: products on a running promotion, the biggest discounts in stock first', async () => {
    expect((await get('/api/v1/web/flash-products')).json().data).toEqual([])
    const running = await insertPromotion(t, {
      shopId: shopA.shop.id,
      items: [
        { productId: ids.tee as string, discount: 30 },
        { productId: ids.dress as string, discount: 10 },
        { productId: ids.soldout as string, discount: 50 },
      ],
    })
    // upcoming and ended promotions do not count
    const upcoming = await insertPromotion(t, {
      shopId: shopB.shop.id,
      startsAt: new Date(Date.now() + 3_600_000),
      items: [{ productId: ids.sneaker as string, discount: 40 }],
    })
    const ended = await insertPromotion(t, {
      shopId: shopB.shop.id,
      endedAt: new Date(),
      items: [{ productId: ids.tee2 as string, discount: 40 }],
    })
    try {
      const res = (await get('/api/v1/web/flash-products?limit=2')).json()
      // tee 30%, dress 10%; soldout is excluded
      expect(res.data.map((p: { _id: string }) => p._id)).toEqual([ids.tee, ids.dress])
      expect(res.data[0]).toMatchObject({ sale_price: 105_000, before_sale_price: 150_000, discount_percent: 30 })
      expect((await get('/api/v1/web/flash-products')).json().data).toHaveLength(2)
    } finally {
      for (const p of [running, upcoming, ended]) await deletePromotion(t, p.promotion.id)
    }
  })
})

describe('categories and collections', () => {
  it('GET /categories/{id}: parent, visible children and breadcrumb; hidden or unknown → 404', async () => {
    const res = await get(`/api/v1/web/categories/${tees.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({
      _id: tees.id,
      name: 'Áo thun nữ',
      slug: tees.slug,
      parent: { _id: women.id, name: 'Thời trang nữ', slug: women.slug },
      children: [],
      breadcrumb: [
        { _id: women.id, name: 'Thời trang nữ' },
        { _id: tees.id, name: 'Áo thun nữ' },
      ],
    })
    const root = (await get(`/api/v1/web/categories/${women.id}`)).json().data
    expect(root).toMatchObject({
      parent: null,
      children: [{ _id: tees.id, name: 'Áo thun nữ', slug: tees.slug }],
      breadcrumb: [{ _id: women.id }],
    })
    const { categories } = await import('../catalog.tables.ts')
    await t.database.db.update(categories).set({ isVisible: false }).where(eq(categories.id, women.id))
    try {
      expect((await get(`/api/v1/web/categories/${tees.id}`)).json().error.code).toBe('CATEGORY_NOT_FOUND')
    } finally {
      await t.database.db.update(categories).set({ isVisible: true }).where(eq(categories.id, women.id))
    }
    expect((await get('/api/v1/web/categories/0190a000-0000-7000-8000-000000000000')).statusCode).toBe(404)
    expect((await get('/api/v1/web/categories/nope')).statusCode).toBe(404)
  })

  it('collections: list with visible product counts, detail with cards in order, 404s', async () => {
    const db = t.database.db
    const [platform] = await db.insert(collections).values({ name: 'Mùa hè rực rỡ', description: 'Đồ đi biển', position: 1 }).returning()
    const [own] = await db.insert(collections).values({ name: 'Bộ sưu tập của shop', shopId: shopB.shop.id }).returning()
    const [hidden] = await db.insert(collections).values({ name: 'Ẩn', isVisible: false }).returning()
    // scheduled by an admin: not started yet, or already over (issue 14)
    await db.insert(collections).values([
      { name: 'Sắp ra mắt', startsAt: new Date(Date.now() + 3600_000) },
      { name: 'Đã hết lịch', endsAt: new Date(Date.now() - 3600_000) },
    ])
    await db.insert(collectionProducts).values([
      { collectionId: platform!.id, productId: ids.dress!, position: 2 },
      { collectionId: platform!.id, productId: ids.tee!, position: 1 },
      { collectionId: platform!.id, productId: ids.pending!, position: 0 },
    ])
    const list = (await get('/api/v1/web/collections')).json().data
    expect(list).toEqual([
      { _id: platform!.id, name: 'Mùa hè rực rỡ', description: 'Đồ đi biển', cover: null, product_count: 2, shop_id: null },
      { _id: own!.id, name: 'Bộ sưu tập của shop', description: null, cover: null, product_count: 0, shop_id: shopB.shop.id },
    ])
    expect((await get(`/api/v1/web/collections?shop_id=${shopB.shop.id}`)).json().data.map((c: { _id: string }) => c._id)).toEqual([
      own!.id,
    ])
    const detail = await get(`/api/v1/web/collections/${platform!.id}?limit=1&page=2`)
    expect(detail.statusCode, detail.body).toBe(200)
    expect(detail.json()).toMatchObject({
      data: { collection: { _id: platform!.id, product_count: 2 } },
      meta: { page: 2, limit: 1, total: 2 },
    })
    expect(detail.json().data.products.map((p: { _id: string }) => p._id)).toEqual([ids.dress])
    expect((await get(`/api/v1/web/collections/${platform!.id}`)).json().data.products.map((p: { _id: string }) => p._id)).toEqual([
      ids.tee,
      ids.dress,
    ])
    expect((await get(`/api/v1/web/collections/${hidden!.id}`)).json().error.code).toBe('COLLECTION_NOT_FOUND')
    expect((await get('/api/v1/web/collections/xyz')).statusCode).toBe(404)
    expect((await get('/api/v1/web/collections?shop_id=xyz')).statusCode).toBe(400)
  })
})

describe('signed-in detail', () => {
  it('is_bookmarked and is_following_shop follow the buyer; the view is recorded as seen', async () => {
    const buyer = await register(t.app)
    const auth = { authorization: `Bearer ${buyer.accessToken}` }
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/mobile/products/${ids.dress}/bookmark`, headers: auth })).json().data,
    ).toEqual({ bookmarked: true })
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/mobile/shops/${shopA.shop.id}/follow`, headers: auth })).statusCode).toBe(
      200,
    )
    const d = (await get(`/api/v1/web/products/${ids.dress}`, auth)).json().data
    expect(d).toMatchObject({ is_bookmarked: true, is_following_shop: true, shop: { follower_count: 1 } })
    await t.services.search.settle()
    const other = (await get(`/api/v1/web/products/${ids.sneaker}`, auth)).json().data
    expect(other).toMatchObject({ is_bookmarked: false, is_following_shop: false })
    await t.services.search.settle()
    const seen = (await get('/api/v1/mobile/seen-products', auth)).json()
    expect(seen.data.map((p: { _id: string }) => p._id)).toEqual([ids.sneaker, ids.dress])
  })
})
