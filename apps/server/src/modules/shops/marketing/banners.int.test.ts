import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, form, pngBytes, register, type TestApp } from '../../../../test/helpers.ts'
import { banners } from '../shops.tables.ts'

/**
 * Shop banners in the seller centre (docs/api/seller-marketing.md): pictures refused unless they
 * are exactly 343×150 (cover 1340×754) as sharp reads them, the §5 rules, the §4 states, what the
 * shop page and /banner/{id} show, and who may touch them.
 */

const BASE = '/api/v1/seller/banners'
const HOUR = 3_600_000
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

let t: TestApp
let owner: Awaited<ReturnType<typeof createSeller>>
let other: Awaited<ReturnType<typeof createSeller>>
let buyer: Record<string, string>
let productA: string
let productB: string
let foreignProduct: string
let image: string
let cover: string
let otherShopImage: string

type Who = 'owner' | 'other' | 'buyer' | 'anonymous'
const headersOf = (who: Who) => ({ owner: owner.headers, other: other.headers, buyer, anonymous: {} })[who]
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...headersOf(who) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
const upload = (who: Who, kind: string, data: Buffer, filename = 'banner.png', type = 'image/png') =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/images?kind=${kind}`,
    headers: { 'accept-language': 'en', ...headersOf(who) },
    payload: form({ file: { data, filename, type } }),
  })

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Flash sale cuối tuần',
  type: 'promotion',
  image,
  cover,
  link: '/uu-dai',
  product_ids: [productA, productB],
  starts_at: at(-1),
  ends_at: at(72),
  ...over,
})
async function create(over: Record<string, unknown> = {}) {
  const res = await call('owner', 'POST', BASE, body(over))
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { _id: string; status: string; products: Array<{ _id: string }> }
}
const publicRead = (url: string) => t.app.inject({ method: 'GET', url, headers: buyer })

beforeAll(async () => {
  t = await createTestApp()
  ;[owner, other] = await Promise.all([createSeller(t, { shopName: 'Shop Banner' }), createSeller(t, { shopName: 'Shop Khác Banner' })])
  buyer = authHeader((await register(t.app)).accessToken)
  productA = (await insertProduct(t, { shopId: owner.shop.id, name: 'Đầm maxi hoa nhí đi biển' })).id
  productB = (await insertProduct(t, { shopId: owner.shop.id, name: 'Nón cói vành rộng' })).id
  foreignProduct = (await insertProduct(t, { shopId: other.shop.id, name: 'Sản phẩm shop khác' })).id
})
afterAll(() => t.close())

describe('banner pictures (spec §5: 343×150, cover 1340×754)', () => {
  it('accepts the exact sizes and stores them under the shop', async () => {
    const res = await upload('owner', 'image', await pngBytes(343, 150))
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({ kind: 'image', width: 343, height: 150 })
    expect(data.url).toMatch(new RegExp(`^/uploads/banners/${owner.shop.id}/image/[0-9a-f]{2}/[0-9a-f]{32}\\.webp$`))
    image = data.url
    // the stored file is the checked size
    const served = await t.app.inject({ method: 'GET', url: image })
    expect(served.statusCode).toBe(200)
    const meta = await sharp(served.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([343, 150])

    const jpegCover = await sharp({ create: { width: 1340, height: 754, channels: 3, background: '#f4c' } })
      .jpeg()
      .toBuffer()
    const c = await upload('owner', 'cover', jpegCover, 'cover.jpg', 'image/jpeg')
    expect(c.statusCode, c.body).toBe(200)
    cover = c.json().data.url
    expect(cover).toContain(`/banners/${owner.shop.id}/cover/`)
    otherShopImage = (await upload('other', 'image', await pngBytes(343, 150, { r: 1, g: 2, b: 3 }))).json().data.url
  })

  it.each([
    ['image', 686, 300, 'The picture must be exactly 343×150 px (this one is 686×300)'],
    ['image', 344, 150, 'The picture must be exactly 343×150 px (this one is 344×150)'],
    ['cover', 343, 150, 'The picture must be exactly 1340×754 px (this one is 343×150)'],
    ['cover', 1340, 753, 'The picture must be exactly 1340×754 px (this one is 1340×753)'],
  ])('refuses a %s of %i×%i, naming both sizes', async (kind, width, height, message) => {
    const res = await upload('owner', kind, await pngBytes(width, height))
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual({ code: 'BANNER_IMAGE_SIZE', message })
  })

  it('reads the size after EXIF orientation: a 150×343 photo turned sideways is 343×150', async () => {
    const rotated = await sharp({ create: { width: 150, height: 343, channels: 3, background: '#abc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const res = await upload('owner', 'image', rotated, 'rotated.jpg', 'image/jpeg')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ width: 343, height: 150 })
  })

  it('refuses what is not a picture, a missing file, an unknown kind; in Vietnamese too', async () => {
    const fake = await upload('owner', 'image', Buffer.from('GIF89a not really'), 'x.png')
    expect(fake.json().error.code).toBe('IMAGE_INVALID')
    const svg = await upload(
      'owner',
      'image',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="343" height="150"/>'),
      'x.svg',
      'image/svg+xml',
    )
    expect(svg.statusCode).toBe(400)
    const none = await t.app.inject({
      method: 'POST',
      url: `${BASE}/images?kind=image`,
      headers: owner.headers,
      payload: form({ other: 'x' }),
    })
    expect(none.statusCode).toBe(400)
    expect((await upload('owner', 'poster', await pngBytes(343, 150))).statusCode).toBe(400)
    const vi = await t.app.inject({
      method: 'POST',
      url: `${BASE}/images?kind=image`,
      headers: { ...owner.headers, 'accept-language': 'vi' },
      payload: form({ file: { data: await pngBytes(300, 300), filename: 'a.png', type: 'image/png' } }),
    })
    expect(vi.json().error.message).toBe('Ảnh phải có kích thước đúng 343×150 px (ảnh đã chọn: 300×300)')
  })

  it.each([
    ['buyer', 403],
    ['anonymous', 401],
  ] as const)('as %s: refused before the upload is read', async (who, status) => {
    const res = await upload(who, 'image', await pngBytes(343, 150))
    expect(res.statusCode).toBe(status)
  })
})

describe('seller banners', () => {
  it('creates a running banner the shop page and /banner/{id} show', async () => {
    const b = await create()
    expect(b.status).toBe('running')
    expect(b.products.map((p) => p._id)).toEqual([productA, productB])
    const profile = (await publicRead(`/api/v1/web/shops/${owner.shop.id}`)).json().data
    expect(profile.banners.map((x: { _id: string }) => x._id)).toContain(b._id)
    const page = await publicRead(`/api/v1/web/banners/${b._id}`)
    expect(page.statusCode).toBe(200)
    expect(page.json().data.banner).toMatchObject({ title: 'Flash sale cuối tuần', image, cover, link: '/uu-dai' })
    expect(page.json().data.products.map((p: { _id: string }) => p._id)).toEqual([productA, productB])
  })

  it('refuses what spec §5 forbids, pictures not checked for this shop and foreign products; writes nothing', async () => {
    const before = (await t.database.db.select().from(banners).where(eq(banners.shopId, owner.shop.id))).length
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ title: 'Sale' }, { title: 'The banner title must be 5 to 199 characters' }],
      [{ title: 'x'.repeat(200) }, { title: 'The banner title must be 5 to 199 characters' }],
      [{ type: undefined }, { type: 'This field is required' }],
      [{ starts_at: at(10), ends_at: at(5) }, { ends_at: 'The end date must be today or later, and after the start date' }],
      [{ starts_at: at(-48), ends_at: at(-24) }, { ends_at: 'The end date must be today or later, and after the start date' }],
      [{ link: 'javascript:alert(1)' }, { link: 'Invalid link: enter an address starting with https:// or a Xinh path starting with /' }],
      [{ link: '//evil.example/x' }, { link: 'Invalid link: enter an address starting with https:// or a Xinh path starting with /' }],
      [{ image: '' }, { image: 'Upload the 343×150 px banner image' }],
      [{ image: '/uploads/seed/v1/banner/any.webp' }, { image: 'Crop and upload the picture here so it has the exact size' }],
      [{ image: otherShopImage }, { image: 'Crop and upload the picture here so it has the exact size' }],
      [{ cover: image }, { cover: 'Crop and upload the picture here so it has the exact size' }],
      [{ product_ids: [productA, foreignProduct] }, { 'product_ids.1': 'This product is not in your shop' }],
    ]
    for (const [over, fields] of cases) {
      const res = await call('owner', 'POST', BASE, body(over))
      expect(res.statusCode, JSON.stringify(over)).toBe(400)
      expect(res.json().error.fields).toEqual(fields)
    }
    expect((await t.database.db.select().from(banners).where(eq(banners.shopId, owner.shop.id))).length).toBe(before)
  })

  it('accepts https:// links and no link at all', async () => {
    const web = await create({ link: 'https://xinh.vn/uu-dai?from=banner', cover: null })
    const none = await create({ link: '', cover: '', product_ids: [] })
    expect((await call('owner', 'GET', `${BASE}/${web._id}`)).json().data.link).toBe('https://xinh.vn/uu-dai?from=banner')
    expect((await call('owner', 'GET', `${BASE}/${none._id}`)).json().data).toMatchObject({ link: null, cover: null })
    await call('owner', 'DELETE', `${BASE}/${web._id}`)
    await call('owner', 'DELETE', `${BASE}/${none._id}`)
  })

  it('states: upcoming is not shown yet; ending by hand takes it off at once and freezes it', async () => {
    const upcoming = await create({ title: 'Sắp có: bộ sưu tập hè', starts_at: at(24), ends_at: at(48) })
    expect(upcoming.status).toBe('upcoming')
    expect((await publicRead(`/api/v1/web/banners/${upcoming._id}`)).statusCode).toBe(404)

    const running = await create({ title: 'Đang chạy: giảm giá hè' })
    const ended = await call('owner', 'POST', `${BASE}/${running._id}/end`)
    expect(ended.statusCode, ended.body).toBe(200)
    expect(ended.json().data).toMatchObject({ status: 'ended', ended_manually: true })
    expect(Date.parse(ended.json().data.ends_at)).toBeLessThanOrEqual(Date.now())
    expect((await publicRead(`/api/v1/web/banners/${running._id}`)).statusCode).toBe(404)
    const profile = (await publicRead(`/api/v1/web/shops/${owner.shop.id}`)).json().data
    expect(profile.banners.map((x: { _id: string }) => x._id)).not.toContain(running._id)
    // ending again changes nothing; an ended banner cannot be edited, only deleted
    expect((await call('owner', 'POST', `${BASE}/${running._id}/end`)).json().data.ends_at).toBe(ended.json().data.ends_at)
    const edit = await call('owner', 'PUT', `${BASE}/${running._id}`, body({ ends_at: at(100) }))
    expect(edit.statusCode).toBe(409)
    expect(edit.json().error.code).toBe('BANNER_NOT_EDITABLE')

    const counts = (await call('owner', 'GET', BASE)).json().counts
    expect(counts.upcoming).toBeGreaterThanOrEqual(1)
    expect(counts.ended).toBeGreaterThanOrEqual(1)
    expect(counts.all).toBe(counts.upcoming + counts.running + counts.ended)
    const endedList = (await call('owner', 'GET', `${BASE}?status=ended`)).json()
    expect(endedList.data.every((b: { status: string }) => b.status === 'ended')).toBe(true)
    expect(endedList.meta.total).toBe(counts.ended)
    const searched = (await call('owner', 'GET', `${BASE}?keyword=${encodeURIComponent('bộ sưu tập')}`)).json()
    expect(searched.data.map((b: { _id: string }) => b._id)).toEqual([upcoming._id])

    expect((await call('owner', 'DELETE', `${BASE}/${running._id}`)).statusCode).toBe(200)
    expect((await call('owner', 'GET', `${BASE}/${running._id}`)).statusCode).toBe(404)
  })

  it('an upcoming or running banner can be edited; its own pictures stay valid', async () => {
    const b = await create({ title: 'Banner sẽ đổi tên' })
    const res = await call('owner', 'PUT', `${BASE}/${b._id}`, body({ title: 'Banner đã đổi tên', product_ids: [productB] }))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ title: 'Banner đã đổi tên', product_ids: [productB], image })
  })
})

describe('who may touch a banner', () => {
  let id: string
  beforeAll(async () => {
    id = (await create({ title: 'Banner riêng của chủ shop' }))._id
  })
  const routes = [
    { name: 'get', method: 'GET' as const, url: () => `${BASE}/${id}` },
    { name: 'update', method: 'PUT' as const, url: () => `${BASE}/${id}`, body: () => body({ title: 'Banner bị chiếm' }) },
    { name: 'end', method: 'POST' as const, url: () => `${BASE}/${id}/end` },
    { name: 'delete', method: 'DELETE' as const, url: () => `${BASE}/${id}` },
  ]
  const expected = { other: [404, 'BANNER_NOT_FOUND'], buyer: [403, 'FORBIDDEN'], anonymous: [401, 'UNAUTHENTICATED'] } as const
  describe.each(routes)('$method $name', (route) => {
    it.each(['other', 'buyer', 'anonymous'] as const)('as %s: refused, the banner unchanged', async (who) => {
      const [before] = await t.database.db.select().from(banners).where(eq(banners.id, id))
      const res = await call(who, route.method, route.url(), route.body?.())
      expect(res.statusCode).toBe(expected[who][0])
      expect(res.json().error.code).toBe(expected[who][1])
      const [after] = await t.database.db.select().from(banners).where(eq(banners.id, id))
      expect(after).toEqual(before)
    })
  })
  it('another seller lists none of them; buyers and anonymous cannot list or create', async () => {
    expect((await call('other', 'GET', BASE)).json().counts.all).toBe(0)
    for (const who of ['buyer', 'anonymous'] as const) {
      expect((await call(who, 'GET', BASE)).statusCode).toBe(expected[who][0])
      expect((await call(who, 'POST', BASE, body())).statusCode).toBe(expected[who][0])
    }
  })
})
