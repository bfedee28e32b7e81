import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { AppError } from './errors.ts'

const RASTER_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp'])

/**
 * Checks an uploaded image by its bytes (never its name), then re-encodes it: metadata such as
 * GPS EXIF is dropped and anything that is not really an image fails here.
 */
export async function normaliseImage(
  data: Buffer,
  opts: { maxBytes: number; width: number; height?: number; fit?: 'cover' | 'inside'; format?: 'webp' | 'jpeg' },
) {
  if (data.length > opts.maxBytes) throw new AppError('FILE_TOO_LARGE', { params: { mb: Math.round(opts.maxBytes / 1024 / 1024) } })
  const type = await fileTypeFromBuffer(data)
  if (!type || !RASTER_TYPES.has(type.mime)) throw new AppError('IMAGE_INVALID')
  try {
    const pipeline = sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: opts.width, height: opts.height, fit: opts.fit ?? 'inside', withoutEnlargement: true })
    const format = opts.format ?? 'webp'
    const out =
      format === 'webp' ? await pipeline.webp({ quality: 82 }).toBuffer() : await pipeline.jpeg({ quality: 88, mozjpeg: true }).toBuffer()
    return { data: out, ext: format === 'webp' ? 'webp' : 'jpg' }
  } catch (cause) {
    throw new AppError('IMAGE_INVALID', { cause })
  }
}

/**
 * An upload that must be exactly `width`×`height` (spec §5: banner image 343×150, cover
 * 1340×754): checked by its bytes and its decoded size, then re-encoded at that size.
 */
export async function exactSizeImage(data: Buffer, opts: { maxBytes: number; width: number; height: number }) {
  if (data.length > opts.maxBytes) throw new AppError('FILE_TOO_LARGE', { params: { mb: Math.round(opts.maxBytes / 1024 / 1024) } })
  const type = await fileTypeFromBuffer(data)
  if (!type || !RASTER_TYPES.has(type.mime)) throw new AppError('IMAGE_INVALID')
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>
  try {
    meta = await sharp(data, { limitInputPixels: 40_000_000 }).metadata()
  } catch (cause) {
    throw new AppError('IMAGE_INVALID', { cause })
  }
  // EXIF orientation 5–8 swaps the sides the viewer sees
  const swapped = (meta.orientation ?? 1) >= 5
  const [w, h] = swapped ? [meta.height, meta.width] : [meta.width, meta.height]
  if (w !== opts.width || h !== opts.height)
    throw new AppError('PICTURE_SIZE_INVALID', { params: { width: opts.width, height: opts.height } })
  return normaliseImage(data, { maxBytes: opts.maxBytes, width: opts.width, height: opts.height, fit: 'cover' })
}
