import fs from 'node:fs'
import path from 'node:path'
import type { TMediaImage } from '@xinh/contracts'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mp4Bytes } from '#server/platform/media/testing.ts'
import { createAdmin } from './catalog-fixtures.ts'
import { authHeader, createTestApp, form, pngBytes, type Registered, register, type TestApp } from './helpers.ts'
import { S3RVER_KEY, startS3rver } from './s3rver.ts'

/**
 * Issue 11: uploads on S3-compatible object storage chosen by STORAGE_URL, against a real
 * S3-compatible server (s3rver) started here, through the HTTP API. s3rver enforces no bucket
 * policy (an anonymous GET reads any key), so "private stays private" is checked where the
 * app decides it: where private objects are written, with which headers, what URLs exist,
 * and, with a separate private bucket, that the public base URL cannot reach them.
 */

const image = (data: Buffer) => ({ data, filename: 'photo.png', type: 'image/png' })
const anonymous = (url: string) => fetch(url)

async function uploadIdentityCard(t: TestApp, user: Registered, front: Buffer, back: Buffer) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/community/v1/verify/identity-card',
    headers: authHeader(user.accessToken),
    payload: form({ id_number: '001203004567', front: image(front), back: image(back) }),
  })
  expect(res.statusCode, res.body).toBe(200)
  const [card] = await t.database.query<{ id: string; front_image: string; back_image: string }>(
    'SELECT id, front_image, back_image FROM identity_cards WHERE user_id = $1',
    [user.userId],
  )
  return card!
}

describe('STORAGE_URL=s3+http://… with one bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>
  let t: TestApp
  let user: Registered
  const bucket = 'xinh-media'

  beforeAll(async () => {
    s3 = await startS3rver([bucket])
    t = await createTestApp({ STORAGE_URL: `s3+http://${S3RVER_KEY}:${S3RVER_KEY}@${s3.host}/${bucket}?path_style=true` })
    user = await register(t.app)
  })
  afterAll(async () => {
    await t.close()
    await s3.close()
  })

  it('puts an uploaded image and every rendition in the bucket, served from its public URL', async () => {
    const png = await pngBytes(700, 500, { r: 30, g: 160, b: 90 })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/image',
      headers: authHeader(user.accessToken),
      payload: form({ file: image(png) }),
    })
    expect(res.statusCode, res.body).toBe(200)
    const data: TMediaImage = res.json().data
    const base = `${s3.endpoint}/${bucket}/uploads/`
    expect(data.url).toMatch(new RegExp(`^${base}media/[0-9a-f]{2}/[0-9a-f]{32}/main\\.webp$`))

    // the pipeline's renditions and manifest are objects in the bucket, under uploads/
    const folder = data.url.slice(`${s3.endpoint}/${bucket}/`.length, -'main.webp'.length)
    expect(await s3.keys(bucket, folder)).toEqual(
      ['320.avif', '320.webp', '640.avif', '640.webp', 'main.webp', 'meta.json'].map((f) => `${folder}${f}`),
    )
    const urls = [data.url, ...data.variants.webp.map((v) => v.url), ...data.variants.avif.map((v) => v.url)]
    expect(new Set(urls).size).toBe(5)
    for (const url of urls) {
      // anyone can read it at the URL the API answered, with the bytes, type and caching stored
      const got = await anonymous(url)
      expect(got.status, url).toBe(200)
      const bytes = Buffer.from(await got.arrayBuffer())
      expect(bytes.equals(await s3.get(bucket, url.slice(`${s3.endpoint}/${bucket}/`.length)))).toBe(true)
      expect(got.headers.get('content-type')).toBe(url.endsWith('.avif') ? 'image/avif' : 'image/webp')
      expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
    const main = await sharp(Buffer.from(await (await anonymous(data.url)).arrayBuffer())).metadata()
    expect([main.format, main.width, main.height]).toEqual(['webp', 700, 500])
    // nothing was written to local disk
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads'))).toEqual([])
    // and pages may load them from there
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/v1/public/provinces' })).headers['content-security-policy'])
    expect(csp).toContain(`media-src 'self' blob: ${s3.endpoint};`)
    expect(csp).toContain(`img-src 'self' data: blob: https: ${s3.endpoint};`)
  })

  it('streams a video and stores an avatar in the bucket', async () => {
    const video = await t.app.inject({
      method: 'POST',
      url: '/api/v1/video',
      headers: authHeader(user.accessToken),
      payload: form({ file: { data: mp4Bytes({ seconds: 5, mediaBytes: 200_000 }), filename: 'clip.mp4', type: 'video/mp4' } }),
    })
    expect(video.statusCode, video.body).toBe(200)
    const videoUrl: string = video.json().data.url
    expect(videoUrl).toMatch(new RegExp(`^${s3.endpoint}/${bucket}/uploads/media/.+\\.mp4$`))
    const clip = await anonymous(videoUrl)
    expect(clip.status).toBe(200)
    expect(clip.headers.get('content-type')).toBe('video/mp4')
    expect((await clip.arrayBuffer()).byteLength).toBeGreaterThan(200_000)

    const avatar = await t.app.inject({
      method: 'PUT',
      url: '/community/v1/profile/update-avatar',
      headers: authHeader(user.accessToken),
      payload: form({ avatar: image(await pngBytes(200, 200)) }),
    })
    expect(avatar.statusCode, avatar.body).toBe(200)
    const avatarUrl: string = avatar.json().data.avatar
    expect(avatarUrl.startsWith(`${s3.endpoint}/${bucket}/uploads/avatars/`)).toBe(true)
    expect((await anonymous(avatarUrl)).status).toBe(200)
  })

  it('keeps identity-card photos under private/, with no URL, readable by the server for an admin only', async () => {
    const [front, back] = [await pngBytes(320, 200, { r: 200, g: 10, b: 10 }), await pngBytes(320, 200, { r: 10, g: 10, b: 200 })]
    const card = await uploadIdentityCard(t, user, front, back)
    expect(card.front_image).toMatch(/^identity\/[0-9a-f]{2}\/[0-9a-f]{32}\.jpg$/)

    const privateKeys = await s3.keys(bucket, 'private/')
    expect(privateKeys).toEqual(expect.arrayContaining([`private/${card.front_image}`, `private/${card.back_image}`]))
    // never under the public prefix, not even as other bytes under another name
    const frontBytes = await s3.get(bucket, `private/${card.front_image}`)
    for (const key of await s3.keys(bucket, 'uploads/')) {
      expect(key).not.toContain('identity')
      if (!key.endsWith('.json')) expect((await s3.get(bucket, key)).equals(frontBytes)).toBe(false)
    }
    const head = await s3.head(bucket, `private/${card.front_image}`)
    expect([head.ContentType, head.CacheControl]).toEqual(['image/jpeg', 'private, no-store'])
    // the app serves nothing of it either
    for (const url of [`/uploads/${card.front_image}`, `/uploads/../private/${card.front_image}`, `/private/${card.front_image}`])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404)

    // an admin sees each side through the server
    const admin = await createAdmin(t)
    const photo = (side: string, headers: Record<string, string>, id = card.id) =>
      t.app.inject({ method: 'GET', url: `/api/v1/admin/identity-cards/${id}/${side}`, headers })
    const seen = await photo('front', admin.headers)
    expect(seen.statusCode).toBe(200)
    expect(seen.headers['content-type']).toBe('image/jpeg')
    expect(seen.headers['cache-control']).toBe('private, no-store')
    expect(seen.rawPayload.equals(frontBytes)).toBe(true)
    const backSeen = await photo('back', admin.headers)
    expect(backSeen.rawPayload.equals(await s3.get(bucket, `private/${card.back_image}`))).toBe(true)
    expect((await sharp(backSeen.rawPayload).metadata()).format).toBe('jpeg')
    // nobody else; the checks come before the parameters are looked at
    expect((await photo('front', authHeader(user.accessToken))).statusCode).toBe(403)
    expect((await photo('front', {})).statusCode).toBe(401)
    expect((await photo('side', {}, 'nope')).statusCode).toBe(401)
    expect((await photo('side', admin.headers)).statusCode).toBe(400)
    expect((await photo('front', admin.headers, '00000000-0000-4000-8000-000000000000')).json().error.code).toBe('NOT_FOUND')
  })
})

describe('STORAGE_URL with a separate private bucket and a public URL', () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>
  let t: TestApp

  beforeAll(async () => {
    s3 = await startS3rver(['xinh-public', 'xinh-private'])
    const publicUrl = encodeURIComponent(`${s3.endpoint}/xinh-public/`)
    t = await createTestApp({
      STORAGE_URL: `s3+http://${S3RVER_KEY}:${S3RVER_KEY}@${s3.host}/xinh-public?path_style=true&private_bucket=xinh-private&public_url=${publicUrl}`,
    })
  })
  afterAll(async () => {
    await t.close()
    await s3.close()
  })

  it('writes private objects only to the private bucket: the public base URL cannot reach them', async () => {
    const user = await register(t.app)
    const card = await uploadIdentityCard(t, user, await pngBytes(300, 190), await pngBytes(300, 190, { r: 1, g: 2, b: 3 }))
    expect(await s3.keys('xinh-private')).toEqual([`private/${card.back_image}`, `private/${card.front_image}`].sort())
    expect(await s3.keys('xinh-public')).toEqual([])
    expect((await anonymous(`${s3.endpoint}/xinh-public/private/${card.front_image}`)).status).toBe(404)

    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/image',
      headers: authHeader(user.accessToken),
      payload: form({ file: image(await pngBytes(120, 120)) }),
    })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const url: string = uploaded.json().data.url
    expect(url.startsWith(`${s3.endpoint}/xinh-public/uploads/media/`)).toBe(true)
    expect((await anonymous(url)).status).toBe(200)
    expect((await s3.keys('xinh-private')).every((k) => k.startsWith('private/identity/'))).toBe(true)

    const admin = await createAdmin(t)
    const seen = await t.app.inject({ method: 'GET', url: `/api/v1/admin/identity-cards/${card.id}/front`, headers: admin.headers })
    expect(seen.statusCode).toBe(200)
    expect(seen.rawPayload.equals(await s3.get('xinh-private', `private/${card.front_image}`))).toBe(true)
  })
})
