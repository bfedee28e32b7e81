import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct, setShopPaused } from '../../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, type Registered, register, type TestApp } from '../../../../test/helpers.ts'
import { banners, shopCategories, shopFollows, shops } from '../shops.tables.ts'

/** Shop profile, shop products, shop search, follow toggle and banners through HTTP. */

let t: TestApp
let shop: Awaited<ReturnType<typeof createSeller>>
let rival: Awaited<ReturnType<typeof createSeller>>
let buyer: Registered
const ids: Record<string, string> = {}
const hour = 3600 * 1000

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })
const follow = (shopId: string, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/mobile/shops/${shopId}/follow`, headers: authHeader(token) })
const idsOf = (res: { json: () => { data: Array<{ _id: string }> } }) => res.json().data.map((p) => p._id)

beforeAll(async () => {
  t = await createTestApp()
  shop = await createSeller(t, { shopName: 'Nhà Bông Boutique', provinceCode: '01' })
  rival = await createSeller(t, { shopName: 'Bông Xinh Store', provinceCode: '79' })
  await t.database.db
    .update(shops)
    .set({ description: 'Thời trang nữ thanh lịch', avatarUrl: '/uploads/a.webp', coverUrl: '/uploads/c.webp', rating: 4.8 })
    .where(eq(shops.id, shop.shop.id))
  ids.tee = (await insertProduct(t, { shopId: shop.shop.id, name: 'Áo thun nữ cổ tròn cotton' })).id
  ids.dress = (await insertProduct(t, { shopId: shop.shop.id, name: 'Đầm maxi đi biển hoa nhí' })).id
  ids.skirt = (await insertProduct(t, { shopId: shop.shop.id, name: 'Chân váy xếp ly dáng dài' })).id
  ids.hidden = (await insertProduct(t, { shopId: shop.shop.id, name: 'Áo chờ duyệt của shop', status: 'pending' })).id
  ids.rivalTee = (await insertProduct(t, { shopId: rival.shop.id, name: 'Áo thun của shop khác' })).id
  const db = t.database.db
  const [tops, hiddenCategory] = await db
    .insert(shopCategories)
    .values([
      { shopId: shop.shop.id, name: 'tops', title: 'Áo', productIds: [ids.tee!, ids.hidden!, ids.rivalTee!], position: 1 },
      { shopId: shop.shop.id, name: 'hidden', title: 'Ẩn', productIds: [ids.dress!], isVisible: false },
      { shopId: shop.shop.id, name: 'bottoms', title: 'Váy', productIds: [ids.skirt!], position: 2 },
    ])
    .returning()
  ids.tops = tops!.id
  ids.hiddenCategory = hiddenCategory!.id
  const now = Date.now()
  const banner = (values: Partial<typeof banners.$inferInsert>) => ({
    title: 'Sale hè',
    type: 'promotion',
    image: '/uploads/b.webp',
    startsAt: new Date(now - hour),
    endsAt: new Date(now + hour),
    ...values,
  })
  const rows = await db
    .insert(banners)
    .values([
      banner({ title: 'Nền tảng chạy', productIds: [ids.dress!, ids.hidden!, ids.tee!], position: 1, link: '/khuyen-mai' }),
      banner({ title: 'Nền tảng thứ hai', position: 2 }),
      banner({ title: 'Chưa bắt đầu', startsAt: new Date(now + hour), endsAt: new Date(now + 2 * hour) }),
      banner({ title: 'Đã hết hạn', startsAt: new Date(now - 2 * hour), endsAt: new Date(now - hour) }),
      banner({ title: 'Dừng tay', endedManually: true }),
      banner({ title: 'Ẩn bởi quản trị', isVisible: false }),
      banner({ title: 'Banner của shop', shopId: shop.shop.id }),
    ])
    .returning()
  for (const r of rows) ids[r.title] = r.id
  buyer = await register(t.app)
})
afterAll(() => t.close())

describe('GET /api/v1/web/shops/{id}', () => {
  it('shows the public profile with visible product count, visible shop categories and running banners', async () => {
    const res = await get(`/api/v1/web/shops/${shop.shop.id}`)
    expect(res.statusCode, res.body).toBe(200)
    const d = res.json().data
    expect(d).toMatchObject({
      _id: shop.shop.id,
      name: 'Nhà Bông Boutique',
      description: 'Thời trang nữ thanh lịch',
      avatar: '/uploads/a.webp',
      cover: '/uploads/c.webp',
      rating: 4.8,
      follower_count: 0,
      product_count: 3,
      province_code: '01',
      is_paused: false,
      is_following: false,
      categories: [
        { _id: ids.tops, name: 'tops', title: 'Áo' },
        { _id: expect.any(String), name: 'bottoms', title: 'Váy' },
      ],
    })
    expect(d.slug).toBe(shop.shop.slug)
    expect(d.banners.map((b: { title: string }) => b.title)).toEqual(['Banner của shop'])
  })

  it('shows a paused shop without products; an unapproved or unknown shop is 404', async () => {
    await setShopPaused(t, rival.shop.id, true)
    try {
      expect((await get(`/api/v1/web/shops/${rival.shop.id}`)).json().data).toMatchObject({ is_paused: true, product_count: 0 })
      expect((await get(`/api/v1/web/shops/${rival.shop.id}/products`)).json()).toMatchObject({ data: [], meta: { total: 0 } })
    } finally {
      await setShopPaused(t, rival.shop.id, false)
    }
    const waiting = await createSeller(t, { status: 'waiting_approval' })
    for (const id of [waiting.shop.id, '0190a000-0000-7000-8000-000000000000', 'nope']) {
      const res = await get(`/api/v1/web/shops/${id}`, { 'accept-language': 'en' })
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toEqual({ code: 'SHOP_NOT_FOUND', message: 'Shop not found' })
    }
  })
})

describe('GET /api/v1/web/shops/{id}/products', () => {
  it('lists the shop’s visible products, by shop category too', async () => {
    const all = await get(`/api/v1/web/shops/${shop.shop.id}/products?sort=newest`)
    expect(all.json().meta).toEqual({ page: 1, limit: 20, total: 3 })
    expect(idsOf(all)).toEqual([ids.skirt, ids.dress, ids.tee])
    // only this shop's visible products of the category, whatever its product_ids say
    expect(idsOf(await get(`/api/v1/web/shops/${shop.shop.id}/products?shop_category_id=${ids.tops}`))).toEqual([ids.tee])
    expect(idsOf(await get(`/api/v1/web/shops/${shop.shop.id}/products?keyword=vay`))).toEqual([ids.skirt])
    expect((await get(`/api/v1/web/shops/${shop.shop.id}/products?shop_category_id=${ids.hiddenCategory}`)).statusCode).toBe(404)
    expect((await get(`/api/v1/web/shops/${rival.shop.id}/products?shop_category_id=${ids.tops}`)).statusCode).toBe(404)
    expect((await get(`/api/v1/web/shops/${shop.shop.id}/products?shop_category_id=x`)).statusCode).toBe(400)
    expect((await get(`/api/v1/web/shops/${shop.shop.id}/products?sort=random`)).statusCode).toBe(400)
  })
})

describe('GET /api/v1/web/shops (search)', () => {
  it('finds open shops by folded name with product counts; typo-tolerant; paged', async () => {
    const res = await get(`/api/v1/web/shops?keyword=${encodeURIComponent('bong')}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().meta).toEqual({ page: 1, limit: 20, total: 2 })
    const nha = res.json().data.find((s: { _id: string }) => s._id === shop.shop.id)
    expect(nha).toEqual({
      _id: shop.shop.id,
      name: 'Nhà Bông Boutique',
      avatar: '/uploads/a.webp',
      rating: 4.8,
      follower_count: 0,
      product_count: 3,
      province_code: '01',
    })
    // word start ranks first: "Bông Xinh" starts with the keyword
    expect(idsOf(await get(`/api/v1/web/shops?keyword=${encodeURIComponent('bông x')}`))).toEqual([rival.shop.id])
    expect(idsOf(await get('/api/v1/web/shops?keyword=boutiqe'))).toEqual([shop.shop.id])
    expect((await get('/api/v1/web/shops?keyword=laptop')).json()).toMatchObject({ data: [], meta: { total: 0 } })
    const paged = await get('/api/v1/web/shops?limit=1&page=2')
    expect(paged.json().meta.total).toBeGreaterThanOrEqual(2)
    expect(paged.json().data).toHaveLength(1)
  })
})

describe('POST /api/v1/mobile/shops/{id}/follow', () => {
  it('toggles the follow and keeps follower_count in step', async () => {
    expect((await follow(shop.shop.id, buyer.accessToken)).json()).toEqual({ success: true, data: { following: true, follower_count: 1 } })
    const other = await register(t.app)
    expect((await follow(shop.shop.id, other.accessToken)).json().data).toEqual({ following: true, follower_count: 2 })
    expect((await get(`/api/v1/web/shops/${shop.shop.id}`, authHeader(buyer.accessToken))).json().data).toMatchObject({
      is_following: true,
      follower_count: 2,
    })
    expect((await follow(shop.shop.id, other.accessToken)).json().data).toEqual({ following: false, follower_count: 1 })
    expect((await follow(shop.shop.id, buyer.accessToken)).json().data).toEqual({ following: false, follower_count: 0 })
    expect((await get(`/api/v1/web/shops/${shop.shop.id}`, authHeader(buyer.accessToken))).json().data.is_following).toBe(false)
  })

  it('cannot drift under double clicks: the count always equals the follow rows', async () => {
    const clicker = await register(t.app)
    for (const burst of [2, 3, 5]) {
      await Promise.all(Array.from({ length: burst }, () => follow(rival.shop.id, clicker.accessToken)))
      const [row] = await t.database.db.select({ n: shops.followerCount }).from(shops).where(eq(shops.id, rival.shop.id))
      const follows = await t.database.db.select().from(shopFollows).where(eq(shopFollows.shopId, rival.shop.id))
      expect(row!.n, `burst of ${burst}`).toBe(follows.length)
      expect(follows.length).toBeLessThanOrEqual(1)
    }
  })

  it('404s for a shop buyers cannot see', async () => {
    const waiting = await createSeller(t, { status: 'waiting_approval' })
    expect((await follow(waiting.shop.id, buyer.accessToken)).json().error.code).toBe('SHOP_NOT_FOUND')
    expect((await follow('0190a000-0000-7000-8000-000000000000', buyer.accessToken)).statusCode).toBe(404)
  })
})

describe('banners', () => {
  it('GET /banners lists running platform banners only, in order', async () => {
    const res = await get('/api/v1/web/banners?placement=home')
    expect(res.statusCode).toBe(200)
    expect(res.json().data.map((b: { title: string }) => b.title)).toEqual(['Nền tảng chạy', 'Nền tảng thứ hai'])
    expect(res.json().data[0]).toEqual({
      _id: ids['Nền tảng chạy'],
      title: 'Nền tảng chạy',
      type: 'promotion',
      image: '/uploads/b.webp',
      cover: null,
      link: '/khuyen-mai',
      product_ids: [ids.dress, ids.hidden, ids.tee],
      starts_at: expect.any(String),
      ends_at: expect.any(String),
    })
  })

  it('GET /banners/{id} gives the banner and its visible products in order; not running → 404', async () => {
    const res = await get(`/api/v1/web/banners/${ids['Nền tảng chạy']}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.banner.title).toBe('Nền tảng chạy')
    expect(res.json().data.products.map((p: { _id: string }) => p._id)).toEqual([ids.dress, ids.tee])
    expect(res.json().meta).toEqual({ page: 1, limit: 20, total: 2 })
    expect((await get(`/api/v1/web/banners/${ids['Banner của shop']}`)).statusCode).toBe(200)
    for (const title of ['Chưa bắt đầu', 'Đã hết hạn', 'Dừng tay', 'Ẩn bởi quản trị']) {
      const gone = await get(`/api/v1/web/banners/${ids[title]}`)
      expect(gone.statusCode, title).toBe(404)
      expect(gone.json().error.code).toBe('BANNER_NOT_FOUND')
    }
  })
})
