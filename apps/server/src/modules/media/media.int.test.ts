import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { TMediaImage } from '@xinh/contracts'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mp4Bytes, startFakeS3, webmBytes } from '#server/platform/media/testing.ts'
import { authHeader, createTestApp, pngBytes, type Registered, register, type TestApp } from '../../../test/helpers.ts'

type Part = { field: string; data: Buffer; filename: string; type?: string }

/** A multipart body with any number of parts per field (the shared `form` helper takes one). */
function multipart(parts: Part[]): FormData {
  const fd = new FormData()
  for (const p of parts) fd.append(p.field, new Blob([new Uint8Array(p.data)], { type: p.type ?? 'application/octet-stream' }), p.filename)
  return fd
}

let t: TestApp
let user: Registered

beforeAll(async () => {
  t = await createTestApp()
  user = await register(t.app)
})

const post = (app: TestApp, url: string, parts: Part[], headers: Record<string, string> = {}) =>
  app.app.inject({
    method: 'POST',
    url,
    headers: { ...authHeader(user.accessToken), 'accept-language': 'en', ...headers },
    payload: multipart(parts),
  })
const image = (data: Buffer, filename = 'photo.png', field = 'file'): Part => ({ field, data, filename, type: 'image/png' })
const video = (data: Buffer, filename = 'clip.mp4'): Part => ({ field: 'file', data, filename, type: 'video/mp4' })

async function fetchUpload(url: string) {
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode, url).toBe(200)
  return res
}

describe('POST /api/v1/image', () => {
  it('turns a PNG into a capped main WebP with WebP and AVIF variants, all served with immutable caching', async () => {
    const res = await post(t, '/api/v1/image', [image(await pngBytes(1200, 800))])
    expect(res.statusCode, res.body).toBe(200)
    const data: TMediaImage = res.json().data
    expect(data).toMatchObject({ width: 1200, height: 800 })
    expect(data.url).toMatch(/^\/uploads\/media\/[0-9a-f]{2}\/[0-9a-f]{32}\/main\.webp$/)
    expect(data.variants.webp.map((v) => v.width)).toEqual([320, 640, 1080])
    expect(data.variants.avif.map((v) => v.width)).toEqual([320, 640, 1080])

    const main = await fetchUpload(data.url)
    expect(main.headers['content-type']).toBe('image/webp')
    expect(main.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(main.headers['content-security-policy']).toContain("default-src 'none'")
    expect(await sharp(main.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 })

    for (const [format, list] of [
      ['webp', data.variants.webp],
      ['avif', data.variants.avif],
    ] as const) {
      for (const v of list) {
        const file = await fetchUpload(v.url)
        expect(file.headers['content-type']).toBe(`image/${format}`)
        expect(file.headers['cache-control']).toContain('immutable')
        const meta = await sharp(file.rawPayload).metadata()
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp')
        expect(meta.width).toBe(v.width)
      }
    }
  })

  it('takes photos of several megabytes (past the default JSON body limit)', async () => {
    const noisy = await sharp({
      create: { width: 1100, height: 1100, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 50 } },
    })
      .png({ compressionLevel: 1 })
      .toBuffer()
    expect(noisy.length).toBeGreaterThan(3 * 1024 * 1024)
    const res = await post(t, '/api/v1/image', [image(noisy, 'big.png')])
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ width: 1100, height: 1100 })
  })

  it('answers the same URLs for the same bytes (stored once, content-addressed)', async () => {
    const png = await pngBytes(500, 500, { r: 10, g: 200, b: 90 })
    const first = await post(t, '/api/v1/image', [image(png, 'a.png')])
    const second = await post(t, '/api/v1/image', [image(png, 'b-renamed.png')])
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json().data).toEqual(first.json().data)
    // a different image gets different URLs
    const other = await post(t, '/api/v1/image', [image(await pngBytes(500, 500, { r: 11, g: 200, b: 90 }))])
    expect(other.json().data.url).not.toBe(first.json().data.url)
  })

  it('accepts JPEG, GIF, WebP and SVG whatever the file is called, and answers a list for `files`', async () => {
    const base = sharp({ create: { width: 700, height: 400, channels: 3, background: '#fbcfe8' } })
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20" fill="#e11d48"/></svg>',
    )
    const res = await post(t, '/api/v1/image', [
      image(await base.clone().jpeg().toBuffer(), 'x.png', 'files'),
      image(await base.clone().gif().toBuffer(), 'x.jpg', 'files'),
      image(await base.clone().webp().toBuffer(), 'x.gif', 'files'),
    ])
    expect(res.statusCode, res.body).toBe(200)
    const list: TMediaImage[] = res.json().data
    expect(list.map((i) => [i.width, i.height])).toEqual([
      [700, 400],
      [700, 400],
      [700, 400],
    ])
    for (const i of list) expect(i.variants.webp.map((v) => v.width)).toEqual([320, 640])

    const drawn = await post(t, '/api/v1/image', [image(svg, 'logo.svg', 'files')])
    expect(drawn.statusCode, drawn.body).toBe(200)
    expect(drawn.json().data).toHaveLength(1)
    expect(drawn.json().data[0]).toMatchObject({ width: 1080, height: 540 })
  })

  it('strips EXIF (GPS and all) and applies the orientation', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#e11d48' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { ImageDescription: 'XinhHomeAddress' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } })
      .toBuffer()
    const res = await post(t, '/api/v1/image', [{ field: 'file', data: jpeg, filename: 'IMG_0001.JPG', type: 'image/jpeg' }])
    expect(res.statusCode, res.body).toBe(200)
    const data: TMediaImage = res.json().data
    expect([data.width, data.height]).toEqual([200, 400])
    for (const url of [data.url, ...data.variants.webp.map((v) => v.url), ...data.variants.avif.map((v) => v.url)]) {
      const file = (await fetchUpload(url)).rawPayload
      const meta = await sharp(file).metadata()
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(file.includes('XinhHomeAddress')).toBe(false)
    }
  })

  it('keeps an animated GIF animated', async () => {
    const frames = await Promise.all(
      ['#ff0000', '#00ff00'].map((c) =>
        sharp({ create: { width: 360, height: 360, channels: 3, background: c } })
          .png()
          .toBuffer(),
      ),
    )
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [200, 200], loop: 0 })
      .toBuffer()
    const res = await post(t, '/api/v1/image', [image(gif, 'dance.gif')])
    expect(res.statusCode, res.body).toBe(200)
    const data: TMediaImage = res.json().data
    expect(data.variants.avif).toEqual([])
    expect((await sharp((await fetchUpload(data.url)).rawPayload).metadata()).pages).toBe(2)
  })

  it('renders an SVG with a script to pixels; refuses one that references outside files', async () => {
    const scripted = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" onload="alert(1)"><circle cx="150" cy="150" r="100" fill="#e11d48"/><script>fetch("/api/steal")</script></svg>',
    )
    const ok = await post(t, '/api/v1/image', [image(scripted, 'icon.svg')])
    expect(ok.statusCode, ok.body).toBe(200)
    const main = await fetchUpload(ok.json().data.url)
    expect(main.headers['content-type']).toBe('image/webp')
    expect(main.rawPayload.includes('script')).toBe(false)
    expect(main.rawPayload.includes('steal')).toBe(false)

    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="http://169.254.169.254/latest/meta-data" width="10" height="10"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="file:///etc/passwd"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="10" height="10"/></svg>',
    ]) {
      const res = await post(t, '/api/v1/image', [image(Buffer.from(svg), 'bad.svg')])
      expect(res.statusCode, svg).toBe(400)
      expect(res.json().error).toEqual({ code: 'IMAGE_INVALID', message: 'Image invalid' })
    }
  })

  it('refuses what is not an image, whatever its name says', async () => {
    const fakes = [
      image(Buffer.from('this is a text file, not a picture'), 'cat.png'),
      image(Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), randomBytes(2000)]), 'setup.jpg'),
      image(
        await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
          .tiff()
          .toBuffer(),
        'scan.png',
      ),
      image((await pngBytes(100, 100)).subarray(0, 60), 'truncated.png'),
    ]
    for (const f of fakes) {
      const res = await post(t, '/api/v1/image', [f])
      expect(res.statusCode, f.filename).toBe(400)
      expect(res.json().error.code).toBe('IMAGE_INVALID')
    }
    // one bad file among good ones fails the whole request
    const mixed = await post(t, '/api/v1/image', [image(await pngBytes(50, 50), 'ok.png', 'files'), { ...fakes[0]!, field: 'files' }])
    expect(mixed.statusCode).toBe(400)
  })

  it('refuses more than 3 files with the number in the message', async () => {
    const png = await pngBytes(20, 20)
    const res = await post(
      t,
      '/api/v1/image',
      [1, 2, 3, 4].map((i) => image(png, `${i}.png`, 'files')),
      { 'accept-language': 'vi' },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual({ code: 'MAX_FILES', message: 'Chỉ được tải lên tối đa 3 tệp' })
  })

  it('refuses a file over MEDIA_IMAGE_MAX_MB with 413', async () => {
    const small = await createTestApp({ MEDIA_IMAGE_MAX_MB: '1' })
    const res = await post(small, '/api/v1/image', [image(randomBytes(1024 * 1024 + 10), 'huge.png')])
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toEqual({ code: 'FILE_TOO_LARGE', message: 'File too large (max 1 MB)' })
  })

  it('asks for a file, and for a signed-in user', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/image',
      headers: { ...authHeader(user.accessToken), 'accept-language': 'en' },
      payload: multipart([]),
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.code).toBe('VALIDATION_FAILED')
    expect(none.json().error.fields).toEqual({ file: 'This field is required' })

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/image', payload: multipart([image(await pngBytes(10, 10))]) })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED')
  })
})

describe('POST /api/v1/video', () => {
  it('stores an MP4 and answers its duration; the file is served as video with immutable caching', async () => {
    const clip = mp4Bytes({ seconds: 12.5, mediaBytes: 3 * 1024 * 1024 })
    const res = await post(t, '/api/v1/video', [video(clip)])
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.duration).toBe(12.5)
    expect(data.url).toMatch(/^\/uploads\/media\/[0-9a-f]{2}\/[0-9a-f]{32}\.mp4$/)
    const file = await fetchUpload(data.url)
    expect(file.headers['content-type']).toBe('video/mp4')
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(file.rawPayload.equals(clip)).toBe(true)
    // the same upload answers the same URL
    expect((await post(t, '/api/v1/video', [video(clip, 'again.mp4')])).json().data).toEqual(data)
  })

  it('accepts QuickTime and WebM, silent videos too, and removes the recording place', async () => {
    const mov = await post(t, '/api/v1/video', [
      video(mp4Bytes({ seconds: 30, brand: 'qt  ', audio: false, location: '+10.7769+106.7009/', moovLast: true }), 'IMG_0002.MOV'),
    ])
    expect(mov.statusCode, mov.body).toBe(200)
    expect(mov.json().data.duration).toBe(30)
    expect(mov.json().data.url).toMatch(/\.mov$/)
    const stored = (await fetchUpload(mov.json().data.url)).rawPayload
    expect(stored.includes('+10.7769')).toBe(false)
    expect(stored.subarray(0, 8).toString('latin1', 4)).toBe('ftyp')

    const webm = await post(t, '/api/v1/video', [video(webmBytes({ seconds: 42.25 }), 'clip.webm')])
    expect(webm.statusCode, webm.body).toBe(200)
    expect(webm.json().data).toMatchObject({ duration: 42.25 })
    expect((await fetchUpload(webm.json().data.url)).headers['content-type']).toBe('video/webm')
  })

  it('refuses a video over the length limit with the limit in the localised message', async () => {
    const long = video(mp4Bytes({ seconds: 75 }))
    const vi = await post(t, '/api/v1/video', [long], { 'accept-language': 'vi' })
    expect(vi.statusCode).toBe(400)
    expect(vi.json().error).toEqual({ code: 'VIDEO_TOO_LONG', message: 'Video quá dài (tối đa 60 giây)' })
    const en = await post(t, '/api/v1/video', [long], { 'accept-language': 'en' })
    expect(en.json().error).toEqual({ code: 'VIDEO_TOO_LONG', message: 'Video too long (max 60 seconds)' })
    // exactly at the limit is fine
    expect((await post(t, '/api/v1/video', [video(mp4Bytes({ seconds: 60 }))])).statusCode).toBe(200)

    const strict = await createTestApp({ MEDIA_VIDEO_MAX_SECONDS: '30' })
    const res = await post(strict, '/api/v1/video', [video(webmBytes({ seconds: 42 }), 'clip.webm')])
    expect(res.json().error).toEqual({ code: 'VIDEO_TOO_LONG', message: 'Video too long (max 30 seconds)' })
  })

  it('refuses what is not a readable video', async () => {
    for (const f of [
      video(Buffer.from('definitely not a video'), 'clip.mp4'),
      video(await pngBytes(40, 40), 'clip.mp4'),
      video(mp4Bytes({ seconds: 10 }).subarray(0, 60), 'cut.mp4'),
      video(mp4Bytes({ seconds: 10, video: false }), 'song.mp4'),
    ]) {
      const res = await post(t, '/api/v1/video', [f])
      expect(res.statusCode, f.filename).toBe(400)
      expect(res.json().error).toEqual({ code: 'FILE_UPLOAD_FAILED', message: 'File reading or upload failed' })
    }
  })

  it('refuses a file over MEDIA_VIDEO_MAX_MB with 413, a second file, and anonymous uploads', async () => {
    const small = await createTestApp({ MEDIA_VIDEO_MAX_MB: '1' })
    const big = Buffer.concat([mp4Bytes({ seconds: 5 }), randomBytes(1024 * 1024)])
    const res = await post(small, '/api/v1/video', [video(big)])
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toEqual({ code: 'FILE_TOO_LARGE', message: 'File too large (max 1 MB)' })

    const two = await post(t, '/api/v1/video', [video(mp4Bytes({ seconds: 5 })), video(mp4Bytes({ seconds: 6 }), 'b.mp4')])
    expect(two.statusCode).toBe(400)
    expect(two.json().error.code).toBe('MAX_FILES')

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/video', payload: multipart([video(mp4Bytes({ seconds: 5 }))]) })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('OpenAPI', () => {
  it('documents both routes as multipart uploads', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    for (const route of ['/api/v1/image', '/api/v1/video']) {
      expect(doc.paths[route].post.tags).toEqual(['media'])
      expect(doc.paths[route].post.responses['200']).toBeDefined()
    }
  })
})

describe('limits', () => {
  it('leaves no temporary upload files behind', () => {
    const dir = path.join(t.dataDir, 'tmp', 'uploads')
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([])
  })

  it('rate-limits uploads per user', async () => {
    const app = await createTestApp()
    const [a, b] = [await register(app.app), await register(app.app)]
    const empty = (token: string) =>
      app.app.inject({ method: 'POST', url: '/api/v1/video', headers: authHeader(token), payload: multipart([]) })
    for (let i = 0; i < 20; i++) expect((await empty(a.accessToken)).statusCode).toBe(400)
    const limited = await empty(a.accessToken)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('RATE_LIMITED')
    expect((await empty(b.accessToken)).statusCode).toBe(400)
  })
})

describe('with S3_* set', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>
  let app: TestApp
  beforeAll(async () => {
    s3 = await startFakeS3()
    app = await createTestApp({
      S3_BUCKET: 'xinh',
      S3_ENDPOINT: s3.url,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_PUBLIC_URL: 'https://cdn.xinh.test',
    })
  })
  afterAll(() => s3.close())

  it('puts every rendition into the bucket and answers CDN URLs; a repeat upload writes nothing', async () => {
    const token = (await register(app.app)).accessToken
    const upload = () =>
      app.app.inject({
        method: 'POST',
        url: '/api/v1/image',
        headers: authHeader(token),
        payload: multipart([image(Buffer.from(pngSeed))]),
      })
    const pngSeed = await pngBytes(700, 700, { r: 1, g: 2, b: 3 })
    const res = await upload()
    expect(res.statusCode, res.body).toBe(200)
    const data: TMediaImage = res.json().data
    expect(data.url).toMatch(/^https:\/\/cdn\.xinh\.test\/uploads\/media\/[0-9a-f]{2}\/[0-9a-f]{32}\/main\.webp$/)
    for (const v of [...data.variants.webp, ...data.variants.avif])
      expect(v.url.startsWith('https://cdn.xinh.test/uploads/media/')).toBe(true)

    const puts = s3.requests.filter((r) => r.method === 'PUT')
    // main + 320/640 WebP + 320/640 AVIF + the manifest
    expect(puts.map((r) => r.path.split('/').at(-1)).sort()).toEqual([
      '320.avif',
      '320.webp',
      '640.avif',
      '640.webp',
      'main.webp',
      'meta.json',
    ])
    for (const put of puts) {
      expect(put.path.startsWith('xinh/uploads/media/')).toBe(true)
      expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//)
      expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
    expect(puts.find((p) => p.path.endsWith('.avif'))?.headers['content-type']).toBe('image/avif')
    expect(puts.find((p) => p.path.endsWith('main.webp'))?.headers['content-type']).toBe('image/webp')

    const again = await upload()
    expect(again.json().data).toEqual(data)
    expect(s3.requests.filter((r) => r.method === 'PUT')).toHaveLength(puts.length)
  })

  it('streams videos into the bucket', async () => {
    const token = (await register(app.app)).accessToken
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/v1/video',
      headers: authHeader(token),
      payload: multipart([video(mp4Bytes({ seconds: 8 }))]),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.url).toMatch(/^https:\/\/cdn\.xinh\.test\/uploads\/media\/.+\.mp4$/)
    const put = s3.requests.at(-1)!
    expect(put.headers['content-type']).toBe('video/mp4')
    expect(put.body.subarray(4, 8).toString('latin1')).toBe('ftyp')
  })
})
