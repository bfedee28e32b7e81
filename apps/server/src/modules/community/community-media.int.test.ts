import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mp4Bytes } from '#server/platform/media/testing.ts'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, type Registered, register, type TestApp } from '../../../test/helpers.ts'
import { products } from '../catalog/catalog.tables.ts'
import { communityPosts } from './community.tables.ts'
import { ffmpegPath } from './video-poster.ts'

/** Post videos (type, size, duration, poster frame by the npm ffmpeg binary) and the favourites list's price-drop marks. */

let t: TestApp
let user: Registered
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xinh-community-video-'))

/** A real (decodable) MP4 of `seconds`, encoded by the same ffmpeg binary. */
async function realMp4(seconds: number): Promise<Buffer> {
  const file = path.join(tmp, `clip-${seconds}.mp4`)
  await promisify(execFile)(ffmpegPath()!, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=0xE11D48:s=96x64:d=${seconds}`,
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'mpeg4',
    '-f',
    'mp4',
    file,
  ])
  return fs.readFileSync(file)
}

const upload = (data: Buffer, token = user.accessToken, lang = 'en') => {
  const fd = new FormData()
  fd.append('file', new Blob([new Uint8Array(data)], { type: 'video/mp4' }), 'clip.mp4')
  return t.app.inject({
    method: 'POST',
    url: '/community/v1/post/video',
    headers: { ...authHeader(token), 'accept-language': lang },
    payload: fd,
  })
}

beforeAll(async () => {
  t = await createTestApp({ MEDIA_VIDEO_MAX_SECONDS: '3' })
  user = await register(t.app)
})
afterAll(async () => {
  await t.close()
  fs.rmSync(tmp, { recursive: true, force: true })
})

describe('POST /community/v1/post/video', () => {
  it('the ffmpeg binary installed from npm runs here', () => {
    expect(ffmpegPath()).toMatch(/ffmpeg$/)
  })

  it('checks the video, extracts a poster frame, and a post takes it', async () => {
    const res = await upload(await realMp4(2))
    expect(res.statusCode, res.body).toBe(200)
    const video = res.json().data
    expect(video.url).toMatch(/^\/uploads\/media\/.+\.mp4$/)
    expect(video.duration).toBeCloseTo(2, 0)
    expect(video.poster).toMatch(/^\/uploads\/media\/.+\.webp$/)
    expect((await t.app.inject({ method: 'GET', url: video.poster })).statusCode).toBe(200)

    const post = await t.app.inject({
      method: 'POST',
      url: '/community/v1/post',
      headers: authHeader(user.accessToken),
      payload: { content: 'Video thử đồ', video: video.url },
    })
    expect(post.statusCode, post.body).toBe(200)
    expect(post.json().data.video).toEqual(video)
    expect(post.json().data.share.image).toBe(video.poster)

    // someone else cannot attach a video they did not upload
    const other = await register(t.app)
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/community/v1/post',
      headers: authHeader(other.accessToken),
      payload: { content: 'x', video: video.url },
    })
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json().error.fields.video).toBeDefined()
  })

  it('refuses a video over the duration limit, naming the limit in seconds', async () => {
    const res = await upload(await realMp4(5), user.accessToken, 'vi')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VIDEO_TOO_LONG')
    expect(res.json().error.message).toBe('Video quá dài (tối đa 3 giây)')
  })

  it('refuses what is not a video, and keeps a video ffmpeg cannot decode without a poster', async () => {
    const bad = await upload(Buffer.from('not a video at all, just text'))
    expect(bad.statusCode).toBe(400)
    const undecodable = await upload(mp4Bytes({ seconds: 2 }))
    expect(undecodable.statusCode, undecodable.body).toBe(200)
    expect(undecodable.json().data.poster).toBeNull()
  })

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/community/v1/post/video' })).statusCode).toBe(401)
  })
})

describe('GET /api/v1/mobile/favourites', () => {
  it('lists bookmarked products with the saved price and a price-drop mark', async () => {
    const seller = await createSeller(t)
    const tee = await insertProduct(t, { shopId: seller.shop.id, name: 'Áo thun nữ basic trắng' })
    const skirt = await insertProduct(t, { shopId: seller.shop.id, name: 'Chân váy chữ A xếp ly' })
    for (const p of [tee, skirt]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/mobile/products/${p.id}/bookmark`,
        headers: authHeader(user.accessToken),
      })
      expect(res.json().data).toEqual({ bookmarked: true })
    }
    await t.database.db.update(products).set({ salePrice: 120_000 }).where(eq(products.id, tee.id))
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/mobile/favourites', headers: authHeader(user.accessToken) })
    expect(res.statusCode, res.body).toBe(200)
    const byId = Object.fromEntries(res.json().data.map((p: { _id: string }) => [p._id, p]))
    expect(byId[tee.id]).toMatchObject({ saved_price: 150_000, sale_price: 120_000, price_drop: 30_000 })
    expect(byId[skirt.id]).toMatchObject({ saved_price: 150_000, price_drop: 0 })
    expect(res.json().data[0]._id).toBe(skirt.id)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/mobile/favourites' })).statusCode).toBe(401)
    expect(await t.database.db.select().from(communityPosts).where(eq(communityPosts.authorId, seller.user.id))).toEqual([])
  })
})
