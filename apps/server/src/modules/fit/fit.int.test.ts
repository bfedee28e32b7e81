import fs from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import path from 'node:path'
import { FIT_PATHS, FIT_RULES, fitPath, SIZE_CHART_ROWS } from '@xinh/contracts'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productPicture, renderPicture } from '../../../seed/images.ts'
import { createCategory, createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, form, register, type Registered, type TestApp } from '../../../test/helpers.ts'
import { localStorage, type Storage } from '#server/platform/storage.ts'
import { sizeCharts } from '../catalog/catalog.tables.ts'
import { productReviews } from '../reviews/reviews.tables.ts'
import { tryOnPhotos } from './fit.tables.ts'

const FIXTURES = path.join(import.meta.dirname, '__fixtures__')
let t: TestApp
let buyer: Registered
let other: Registered
let person: Buffer
let tee: { id: string }
let lipstick: { id: string }
let shopId: string
let storage: Storage
let teeImage: { url: string; data: Buffer }

const as = (r: Registered, lang = 'en') => ({ ...authHeader(r.accessToken), 'accept-language': lang })

/** A size chart from the standard top rows, accepted, of the shop. */
async function insertTopChart(shop: string) {
  const rows = SIZE_CHART_ROWS.top
  const [chart] = await t.database.db
    .insert(sizeCharts)
    .values({
      shopId: shop,
      name: 'Bảng size áo',
      type: 'top',
      status: 'accepted',
      attributes: rows.attributes.map((a) => ({ _id: a, name: a })),
      rows: rows.rows.map(([size, ...values]) => ({
        size_name: size,
        size_values: values.map((v, i) => ({ values: v, attribute_id: rows.attributes[i] as string, size_name: size })),
      })),
    })
    .returning()
  return chart as typeof sizeCharts.$inferSelect
}

/** A product picture drawn like the demo catalogue's, stored as this server's own upload. */
async function storedPicture(shape: 'tshirt' | 'lipstick', colour: string) {
  const data = await renderPicture(productPicture(shape, colour))
  const { url } = await storage.putPublic({ folder: 'products', data, ext: 'webp' })
  return { url, data }
}

beforeAll(async () => {
  t = await createTestApp()
  storage = localStorage(t.dataDir)
  buyer = await register(t.app)
  other = await register(t.app)
  person = await fs.readFile(path.join(FIXTURES, 'person-astronaut.jpg'))
  const seller = await createSeller(t)
  shopId = seller.shop.id
  const chart = await insertTopChart(shopId)
  const cat = await createCategory(t, 'Áo thun nữ')
  teeImage = await storedPicture('tshirt', '#d9c19b')
  tee = await insertProduct(t, {
    shopId,
    name: 'Áo thun nữ cotton basic',
    categoryId: cat.id,
    sizeChartId: chart.id,
    images: [teeImage.url],
    classifications: [{ name: 'Size', options: [{ name: 'S' }, { name: 'M' }, { name: 'L' }, { name: 'XL' }] }],
    variants: ['S', 'M', 'L', 'XL'].map((s) => ({ options: [s], price: 199_000, salePrice: 159_000, stock: 5 })),
  })
  const lipCat = await createCategory(t, 'Son môi')
  lipstick = await insertProduct(t, {
    shopId,
    name: 'Son kem lì',
    categoryId: lipCat.id,
    images: [(await storedPicture('lipstick', '#c0392b')).url],
  })
})
afterAll(() => t.close())

// ---------------------------------------------------------------- size advice

describe('POST size advice', () => {
  const advise = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: FIT_PATHS.sizeAdvice, payload, headers })

  it('asks for measurements when none are sent or saved, and answers from the saved ones', async () => {
    const before = await advise({ product_id: tee.id }, as(buyer))
    expect(before.statusCode, before.body).toBe(200)
    expect(before.json().data).toMatchObject({ status: 'needs_measurements', size: null, sizes: ['S', 'M', 'L', 'XL'] })
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/community/v1/profile/body-measurements/update',
      headers: as(buyer),
      payload: { height: 160, weight: 50, bustSize: 86, waistSize: 67, hipSize: 90, gender: 2 },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = (await advise({ product_id: tee.id }, as(buyer))).json().data
    expect(after).toMatchObject({ status: 'ok', size: 'M', source: 'chart_generic', chart_type: 'top' })
    expect(after.fit.map((f: { measure: string; fit: string }) => [f.measure, f.fit])).toEqual([
      ['height', 'regular'],
      ['weight', 'regular'],
      ['bust', 'regular'],
      ['waist', 'regular'],
      ['hip', 'regular'],
    ])
    expect(after.confidence).toBeGreaterThan(0.6)
  })

  it('answers anyone from measurements sent with the request, and never reads someone else’s', async () => {
    const res = await advise({ product_id: tee.id, measurements: { height: 168, weight: 64, bustSize: 95 } })
    expect(res.json().data).toMatchObject({ status: 'ok', size: 'XL' })
    // the other buyer has saved nothing: the first buyer's measurements are not theirs
    expect((await advise({ product_id: tee.id }, as(other))).json().data.status).toBe('needs_measurements')
  })

  it('is not applicable to a lipstick, and refuses bad input in the caller’s language', async () => {
    expect((await advise({ product_id: lipstick.id, measurements: { height: 160, weight: 50 } })).json().data.status).toBe('not_applicable')
    const bad = await advise({ product_id: tee.id, measurements: { height: -1, weight: 50 } }, { 'accept-language': 'vi' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toHaveProperty(['measurements.height'])
    const missing = await advise({ product_id: '019a0000-0000-7000-8000-000000000000', measurements: { height: 160, weight: 50 } })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('PRODUCT_INVALID_ID')
  })

  it('moves one size up when reviews say the product runs small', async () => {
    const reviewers = await Promise.all([register(t.app), register(t.app), register(t.app)])
    const texts = ['Áo đẹp nhưng form nhỏ, nên lấy lớn hơn 1 size', 'Mặc hơi chật ở ngực', 'Giao hàng nhanh']
    await t.database.db
      .insert(productReviews)
      .values(reviewers.map((r, i) => ({ productId: tee.id, userId: r.userId, rating: 4, content: texts[i] as string })))
    // polled: a memo filled by an earlier test is evicted by the NOTIFY, which arrives after the commit
    await expect
      .poll(async () => (await advise({ product_id: tee.id, measurements: { height: 160, weight: 51, bustSize: 86 } })).json().data)
      .toMatchObject({ size: 'L', reviews: { runs: 'small', shift: 1, mentions: 2 } })
    // the review words are memoised per product; a review write evicts them (the product's NOTIFY)
    await t.database.db.delete(productReviews).where(eq(productReviews.productId, tee.id))
    await expect
      .poll(async () => (await advise({ product_id: tee.id, measurements: { height: 160, weight: 51, bustSize: 86 } })).json().data.size)
      .toBe('M')
  })
})

// ---------------------------------------------------------------- try-on

const consent = (r: Registered, version: string = FIT_RULES.consentVersion) =>
  t.app.inject({ method: 'POST', url: FIT_PATHS.consent, headers: as(r), payload: { accepted: true, version } })
const upload = (r: Registered, data: Buffer, lang = 'en', filename = 'me.jpg') =>
  t.app.inject({
    method: 'POST',
    url: FIT_PATHS.photos,
    headers: as(r, lang),
    payload: form({ photo: { data, filename, type: 'image/jpeg' } }),
  })
const tryOn = (r: Registered, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: FIT_PATHS.tryOn, headers: as(r), payload })

/** A new consenting buyer (each has their own per-user try-on rate limit). */
async function fresh() {
  const r = await register(t.app)
  expect((await consent(r)).statusCode).toBe(200)
  return r
}

describe('try-on', () => {
  let photoId: string

  it('needs a signed-in user or guest session, and consent to the current text before an upload', async () => {
    expect((await t.app.inject({ method: 'GET', url: FIT_PATHS.consent })).statusCode).toBe(401)
    const refused = await upload(buyer, person, 'vi')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toMatchObject({ code: 'TRYON_CONSENT_REQUIRED' })
    expect(refused.json().error.message).toContain('Vui lòng đồng ý')
    expect((await consent(buyer, '2020-01-01')).statusCode).toBe(400)
    const given = await consent(buyer)
    expect(given.statusCode, given.body).toBe(200)
    expect(given.json().data).toMatchObject({ consented: true, version: FIT_RULES.consentVersion, retention_hours: 24 })
  })

  it('finds the person in a real photo and keeps it privately, re-encoded without metadata', async () => {
    const res = await upload(buyer, person)
    expect(res.statusCode, res.body).toBe(200)
    const photo = res.json().data
    photoId = photo._id
    expect(photo.person.score).toBeGreaterThan(0.4)
    // the torso starts about halfway down this portrait
    expect(photo.person.torso.y).toBeGreaterThan(35)
    expect(photo.person.torso.y).toBeLessThan(65)
    expect(new Date(photo.expires_at).getTime() - new Date(photo.created_at).getTime()).toBe(24 * 3600_000)
    const [row] = await t.database.db.select().from(tryOnPhotos).where(eq(tryOnPhotos.id, photoId))
    expect(row?.storageKey.startsWith(`try-on/${buyer.userId}/`)).toBe(true)
    // never under the public uploads
    expect(await storage.readPublicObject(row?.storageKey as string)).toBeNull()
    const own = await t.app.inject({ method: 'GET', url: photo.image_url, headers: as(buyer) })
    expect(own.statusCode).toBe(200)
    expect(own.headers['cache-control']).toBe('private, no-store')
    expect((await sharp(own.rawPayload).metadata()).exif).toBeUndefined()
    expect((await t.app.inject({ method: 'GET', url: photo.image_url, headers: as(other) })).statusCode).toBe(404)
  })

  it('says clearly when a photo shows no person, and refuses what is not a png/jpeg/gif', async () => {
    const product = await renderPicture(productPicture('tshirt', '#3a6ea5'))
    const png = await sharp(product).png().toBuffer()
    const res = await upload(buyer, png, 'vi', 'ao.png')
    expect(res.statusCode).toBe(422)
    expect(res.json().error).toMatchObject({ code: 'TRYON_NO_PERSON' })
    expect(res.json().error.message).toMatch(/Không nhận ra người trong ảnh/)
    const webp = await upload(buyer, product, 'en', 'x.webp')
    expect(webp.json().error.code).toBe('IMAGE_INVALID')
    const text = await upload(buyer, Buffer.from('<svg onload="alert(1)"></svg>'), 'en', 'x.jpg')
    expect(text.json().error.code).toBe('IMAGE_INVALID')
    const tiny = await upload(buyer, await sharp(person).resize(120).jpeg().toBuffer())
    expect(tiny.json().error.code).toBe('TRYON_PHOTO_TOO_SMALL')
  })

  it('accepts the assistant’s base64 photo as JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: FIT_PATHS.photos,
      headers: as(buyer),
      payload: { image: `data:image/jpeg;base64,${person.toString('base64')}` },
    })
    expect(res.statusCode, res.body).toBe(200)
    const bad = await t.app.inject({ method: 'POST', url: FIT_PATHS.photos, headers: as(buyer), payload: { image: 'not base64 !' } })
    expect(bad.json().error.code).toBe('IMAGE_INVALID')
  })

  it('makes a labelled preview of the garment on the photo, from an id or a pasted link', async () => {
    const res = await tryOn(buyer, { photo_id: photoId, product_id: tee.id })
    expect(res.statusCode, res.body).toBe(200)
    const result = res.json().data
    expect(result).toMatchObject({
      photo_id: photoId,
      provider: 'builtin',
      label: 'AI preview',
      product: { _id: tee.id, url: `/san-pham/${tee.id}` },
    })
    expect(result.size_advice).toMatchObject({ size: 'M' })
    const image = await t.app.inject({ method: 'GET', url: result.image_url, headers: as(buyer) })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/jpeg')
    const meta = await sharp(image.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([384, 384])
    // the garment changed the torso and left the face alone
    const before = await sharp(person).resize(384, 384).raw().toBuffer()
    const after = await sharp(image.rawPayload).raw().toBuffer()
    const changed = (x0: number, y0: number, x1: number, y1: number) => {
      let n = 0
      let total = 0
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const i = (y * 384 + x) * 3
          total++
          if (Math.abs((before[i] as number) - (after[i] as number)) + Math.abs((before[i + 1] as number) - (after[i + 1] as number)) > 60)
            n++
        }
      return n / total
    }
    expect(changed(110, 230, 250, 330)).toBeGreaterThan(0.6)
    expect(changed(150, 40, 230, 130)).toBeLessThan(0.05)
    expect((await t.app.inject({ method: 'GET', url: result.image_url, headers: as(other) })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: fitPath(FIT_PATHS.result, result._id), headers: as(buyer) })).json().data._id).toBe(
      result._id,
    )

    const linked = await tryOn(buyer, { photo_id: photoId, product_link: `https://xinh.vn/san-pham/${tee.id}?ref=chat` })
    expect(linked.statusCode, linked.body).toBe(200)
    expect((await tryOn(buyer, { photo_id: photoId, product_link: 'https://example.com/ao-dep' })).json().error.code).toBe(
      'TRYON_PRODUCT_LINK_INVALID',
    )
    expect((await tryOn(buyer, { photo_id: photoId, product_id: lipstick.id })).json().error.code).toBe('TRYON_PRODUCT_UNSUITABLE')
    // another buyer cannot use this photo even after consenting
    await consent(other)
    expect((await tryOn(other, { photo_id: photoId, product_id: tee.id })).json().error.code).toBe('TRYON_PHOTO_NOT_FOUND')
  })

  it('deletes a photo and its previews on request, files included', async () => {
    buyer = await fresh()
    const photo = (await upload(buyer, person)).json().data
    const result = (await tryOn(buyer, { photo_id: photo._id, product_id: tee.id })).json().data
    const [row] = await t.database.db.select().from(tryOnPhotos).where(eq(tryOnPhotos.id, photo._id))
    expect((await t.app.inject({ method: 'DELETE', url: fitPath(FIT_PATHS.photo, photo._id), headers: as(other) })).statusCode).toBe(404)
    const del = await t.app.inject({ method: 'DELETE', url: fitPath(FIT_PATHS.photo, photo._id), headers: as(buyer) })
    expect(del.json().data).toEqual({ photos: 1, results: 1 })
    expect(await storage.readPrivate(row?.storageKey as string)).toBeNull()
    expect((await t.app.inject({ method: 'GET', url: result.image_url, headers: as(buyer) })).statusCode).toBe(404)
  })

  it('purges photos and previews 24 hours after upload', async () => {
    buyer = await fresh()
    const photo = (await upload(buyer, person)).json().data
    await tryOn(buyer, { photo_id: photo._id, product_id: tee.id })
    const [row] = await t.database.db.select().from(tryOnPhotos).where(eq(tryOnPhotos.id, photo._id))
    // an expired photo is gone for its owner at once, before the job runs
    await t.database.db
      .update(tryOnPhotos)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tryOnPhotos.id, photo._id))
    expect((await t.app.inject({ method: 'GET', url: photo.image_url, headers: as(buyer) })).statusCode).toBe(404)
    const purged = await t.services.fit.purgeExpired()
    expect(purged.photos).toBeGreaterThanOrEqual(1)
    expect(purged.results).toBeGreaterThanOrEqual(1)
    expect(await storage.readPrivate(row?.storageKey as string)).toBeNull()
    expect(await t.database.db.select().from(tryOnPhotos).where(eq(tryOnPhotos.id, photo._id))).toEqual([])
  })

  it('withdrawing consent deletes everything of the user and asks again', async () => {
    buyer = await fresh()
    await upload(buyer, person)
    const res = await t.app.inject({ method: 'DELETE', url: FIT_PATHS.consent, headers: as(buyer) })
    expect(res.json().data.photos).toBeGreaterThanOrEqual(1)
    expect(await t.database.db.select().from(tryOnPhotos).where(eq(tryOnPhotos.userId, buyer.userId))).toEqual([])
    expect((await upload(buyer, person)).statusCode).toBe(403)
  })
})

describe('a guest session', () => {
  it('tries on as a guest and keeps the photos and consent after signing in', async () => {
    const guestRes = await t.app.inject({ method: 'POST', url: '/community/v1/user/request-guest-user' })
    const guest = guestRes.json().data
    const guestCookie = guestRes.cookies.find((c) => c.name === 'xinh_session')?.value
    const g = authHeader(guest.accessToken)
    await t.app.inject({
      method: 'POST',
      url: FIT_PATHS.consent,
      headers: g,
      payload: { accepted: true, version: FIT_RULES.consentVersion },
    })
    const photo = (
      await t.app.inject({
        method: 'POST',
        url: FIT_PATHS.photos,
        headers: g,
        payload: form({ photo: { data: person, filename: 'me.jpg' } }),
      })
    ).json().data
    expect(photo._id).toBeTruthy()
    const account = await register(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: '/community/v1/auth/login',
      headers: { cookie: `xinh_session=${guestCookie}`, origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { email: account.email, password: account.password },
    })
    expect(res.statusCode, res.body).toBe(200)
    const h = authHeader(res.json().data.accessToken)
    expect((await t.app.inject({ method: 'GET', url: FIT_PATHS.consent, headers: h })).json().data.consented).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: photo.image_url, headers: h })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: photo.image_url, headers: g })).statusCode).not.toBe(200)
  })
})

// ---------------------------------------------------------------- external provider

describe('TRYON_PROVIDER_URL', () => {
  type Seen = { auth?: string; body: { person_image: string; garment_image: string; category: string } }
  async function fakeProvider(answer: (res: import('node:http').ServerResponse) => void) {
    const seen: Seen[] = []
    const server = createServer(async (req: IncomingMessage, res) => {
      const chunks: Buffer[] = []
      for await (const c of req) chunks.push(c as Buffer)
      seen.push({ auth: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
      answer(res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as import('node:net').AddressInfo
    return { url: `http://127.0.0.1:${port}/tryon`, seen, close: () => new Promise<void>((r) => server.close(() => r())) }
  }

  it('sends the photo and the garment to the service and keeps its image; falls back to the built-in preview when it fails', async () => {
    const generated = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer()
    const good = await fakeProvider((res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ image: `data:image/png;base64,${generated.toString('base64')}` })),
    )
    const broken = await fakeProvider((res) => res.writeHead(500).end('boom'))
    for (const [provider, expected] of [
      [good, 'remote'],
      [broken, 'builtin'],
    ] as const) {
      const app = await createTestApp({ TRYON_PROVIDER_URL: provider.url, TRYON_PROVIDER_KEY: 'sk-test' })
      try {
        // this app has its own uploads folder: the product's picture is stored there too
        await localStorage(app.dataDir).putPublicObject({
          key: teeImage.url.replace('/uploads/', ''),
          body: teeImage.data,
          contentType: 'image/webp',
        })
        const b = await register(app.app)
        const h = { ...authHeader(b.accessToken) }
        await app.app.inject({
          method: 'POST',
          url: FIT_PATHS.consent,
          headers: h,
          payload: { accepted: true, version: FIT_RULES.consentVersion },
        })
        const photo = (
          await app.app.inject({
            method: 'POST',
            url: FIT_PATHS.photos,
            headers: h,
            payload: form({ photo: { data: person, filename: 'me.jpg', type: 'image/jpeg' } }),
          })
        ).json().data
        const res = await app.app.inject({
          method: 'POST',
          url: FIT_PATHS.tryOn,
          headers: h,
          payload: { photo_id: photo._id, product_id: tee.id },
        })
        expect(res.statusCode, res.body).toBe(200)
        expect(res.json().data.provider).toBe(expected)
        const image = await app.app.inject({ method: 'GET', url: res.json().data.image_url, headers: h })
        const meta = await sharp(image.rawPayload).metadata()
        expect(meta.format).toBe('jpeg')
        if (expected === 'remote') expect([meta.width, meta.height]).toEqual([300, 400])
      } finally {
        await app.close()
      }
      const last = provider.seen.at(-1) as Seen
      expect(last.auth).toBe('Bearer sk-test')
      expect(last.body.category).toBe('upper_body')
      expect((await sharp(Buffer.from(last.body.person_image, 'base64')).metadata()).width).toBe(384)
      expect((await sharp(Buffer.from(last.body.garment_image, 'base64')).metadata()).width).toBe(800)
    }
    await good.close()
    await broken.close()
  })
})
