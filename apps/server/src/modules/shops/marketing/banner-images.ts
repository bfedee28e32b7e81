import { BANNER_IMAGE_SIZES, BANNER_RULES, type BannerImageKind } from '@xinh/contracts'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { AppError } from '#server/platform/errors.ts'

const RASTER_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp'])

/**
 * spec §5 Banner: the banner picture is exactly 343×150 and the cover exactly 1340×754. The
 * browser's cropper makes them that size; here sharp reads the real size from the bytes (after
 * EXIF orientation) and anything else is refused with the size it has, before any encoding.
 * Accepted pictures are re-encoded (metadata dropped, never resized) to WebP.
 */
export async function checkBannerImage(data: Buffer, kind: BannerImageKind) {
  if (data.length > BANNER_RULES.uploadMaxBytes)
    throw new AppError('FILE_TOO_LARGE', { params: { mb: Math.round(BANNER_RULES.uploadMaxBytes / 1024 / 1024) } })
  const type = await fileTypeFromBuffer(data)
  if (!type || !RASTER_TYPES.has(type.mime)) throw new AppError('IMAGE_INVALID')
  const expected = BANNER_IMAGE_SIZES[kind]
  let width: number
  let height: number
  try {
    const meta = await sharp(data, { limitInputPixels: 40_000_000 }).metadata()
    width = meta.autoOrient.width
    height = meta.autoOrient.height
  } catch (cause) {
    throw new AppError('IMAGE_INVALID', { cause })
  }
  if (width !== expected.width || height !== expected.height)
    throw new AppError('BANNER_IMAGE_SIZE', { params: { width: expected.width, height: expected.height, actual: `${width}×${height}` } })
  try {
    const out = await sharp(data, { limitInputPixels: 40_000_000 }).rotate().webp({ quality: 88 }).toBuffer({ resolveWithObject: true })
    // a decoder that disagreed with the header would show here: the stored file is the checked size
    if (out.info.width !== expected.width || out.info.height !== expected.height) throw new Error('decoded size differs from the header')
    return { data: out.data, width: out.info.width, height: out.info.height }
  } catch (cause) {
    throw new AppError('IMAGE_INVALID', { cause })
  }
}
