import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { AppError } from '../errors.ts'
import { processImage, variantWidths } from './image.ts'

const opts = { avifEffort: 2 }
const solid = (width: number, height: number, background = '#e11d48') => sharp({ create: { width, height, channels: 3, background } })

/** A photo-like image: smoothed colour noise compresses like a real photo, not like a flat fill. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .blur(2)
    .jpeg({ quality: 90 })
    .toBuffer()

describe('variantWidths', () => {
  it('keeps the responsive widths not wider than the image, or the image width when it is smaller', () => {
    expect(variantWidths(2048)).toEqual([320, 640, 1080])
    expect(variantWidths(1080)).toEqual([320, 640, 1080])
    expect(variantWidths(700)).toEqual([320, 640])
    expect(variantWidths(200)).toEqual([200])
  })
})

// CPU-bound: generous timeouts for a busy two-core machine
describe('processImage', { timeout: 60_000 }, () => {
  it('caps the longest side, and encodes WebP and AVIF at each width', async () => {
    const out = await processImage(await solid(3000, 1500).png().toBuffer(), { kind: 'raster', mime: 'image/png' }, opts)
    expect([out.width, out.height, out.animated]).toEqual([2048, 1024, false])
    expect(out.webp.map((v) => v.width)).toEqual([320, 640, 1080])
    expect(out.avif.map((v) => v.width)).toEqual([320, 640, 1080])
    const main = await sharp(out.main).metadata()
    expect([main.format, main.width, main.height]).toEqual(['webp', 2048, 1024])
    for (const v of out.webp) expect(await sharp(v.data).metadata()).toMatchObject({ format: 'webp', width: v.width, height: v.width / 2 })
    for (const v of out.avif) expect(await sharp(v.data).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width: v.width })
  })

  it('applies the EXIF orientation and drops every metadata block (GPS included)', async () => {
    // 200×100 stored pixels, orientation 6: the photo is really 100 wide and 200 tall
    const jpeg = await solid(200, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'XinhSecretOwner', ImageDescription: 'XinhSecretPlace' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer()
    const input = await sharp(jpeg).metadata()
    expect(input.orientation).toBe(6)
    expect(input.exif?.includes('XinhSecretPlace')).toBe(true)

    const out = await processImage(jpeg, { kind: 'raster', mime: 'image/jpeg' }, opts)
    expect([out.width, out.height]).toEqual([100, 200])
    for (const data of [out.main, ...out.webp.map((v) => v.data), ...out.avif.map((v) => v.data)]) {
      const m = await sharp(data).metadata()
      expect(m.exif).toBeUndefined()
      expect(m.xmp).toBeUndefined()
      expect(m.iptc).toBeUndefined()
      expect(m.orientation).toBeUndefined()
      expect(data.includes('XinhSecret')).toBe(false)
    }
  })

  it('keeps an animated GIF animated (as WebP, without AVIF)', async () => {
    const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map((c) => solid(400, 300, c).png().toBuffer()))
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 100, 100], loop: 0 })
      .toBuffer()
    const out = await processImage(gif, { kind: 'raster', mime: 'image/gif' }, opts)
    expect([out.width, out.height, out.animated]).toEqual([400, 300, true])
    expect(out.avif).toEqual([])
    expect(out.webp.map((v) => v.width)).toEqual([320])
    const main = await sharp(out.main).metadata()
    expect([main.format, main.pages, main.width, main.height]).toEqual(['webp', 3, 400, 300])
    expect(await sharp(out.webp[0]!.data).metadata()).toMatchObject({ format: 'webp', pages: 3, width: 320, height: 240 })
  })

  it('draws SVG to pixels at a useful size, without the script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#e11d48"/><script>alert("xinh")</script></svg>',
    )
    const out = await processImage(svg, { kind: 'svg' }, opts)
    expect([out.width, out.height]).toEqual([1080, 540])
    expect((await sharp(out.main).metadata()).format).toBe('webp')
    expect(out.main.includes('alert')).toBe(false)
    const { data } = await sharp(out.main).raw().toBuffer({ resolveWithObject: true })
    // #e11d48, give or take lossy compression
    const want = [225, 29, 72]
    for (let i = 0; i < 3; i++) expect(Math.abs(data[i]! - want[i]!)).toBeLessThan(6)
  })

  it('refuses SVGs with external references or absurd canvases, and undecodable bytes', async () => {
    const refuse = (data: Buffer, kind: Parameters<typeof processImage>[1]) =>
      processImage(data, kind, opts).then(
        () => 'accepted',
        (e) => (e instanceof AppError ? e.code : String(e)),
      )
    expect(
      await refuse(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="http://169.254.169.254/x"/></svg>'), { kind: 'svg' }),
    ).toBe('IMAGE_INVALID')
    expect(await refuse(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="90000" height="90000"/>'), { kind: 'svg' })).toBe(
      'IMAGE_INVALID',
    )
    const png = await solid(10, 10).png().toBuffer()
    expect(await refuse(png.subarray(0, 40), { kind: 'raster', mime: 'image/png' })).toBe('IMAGE_INVALID')
  })

  it('encodes a 2000×2000 photo into the main WebP and every responsive WebP and AVIF width', async () => {
    const out = await processImage(await photo(2000, 2000), { kind: 'raster', mime: 'image/jpeg' }, opts)
    expect(out.width).toBe(2000)
    expect(out.webp.map((v) => v.width)).toEqual([320, 640, 1080])
    expect(out.avif.map((v) => v.width)).toEqual([320, 640, 1080])
    // timing lives in `npm run bench -- media`, not in a test
  })
})
