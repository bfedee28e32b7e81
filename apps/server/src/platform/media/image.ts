import sharp, { type Sharp, type SharpOptions } from 'sharp'
import { AppError } from '../errors.ts'
import type { ImageKind } from './sniff.ts'
import { svgRefusal, svgRoot } from './sniff.ts'

/** Bump when the output of the pipeline changes: stored results are keyed by it. */
export const IMAGE_PIPELINE_VERSION = 1
/** Responsive widths (only those not wider than the image itself). */
export const VARIANT_WIDTHS = [320, 640, 1080] as const
/** The longest side of the main image. */
export const MAX_SIDE = 2048
/** Vector images are drawn at least this large on their longest side (up to MAX_SIDE). */
const SVG_MIN_SIDE = 1080
/** Larger declared SVG canvases are refused (they are drawn smaller anyway). */
const SVG_MAX_DECLARED_SIDE = 16_384
/** Decoding bombs: a 10 MB PNG can declare billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000
/** Animations with more pixels in all frames together are kept as their first frame. */
const MAX_ANIMATION_PIXELS = 60_000_000
const MAX_FRAMES = 400
/** Hard stop for one encode (seconds of CPU a single request may take). */
const ENCODE_TIMEOUT_SECONDS = 30

const WEBP = { quality: 80, effort: 4 } as const
const ANIMATED_WEBP = { quality: 75, effort: 3 } as const

export type Encoded = { width: number; data: Buffer }
export type ProcessedImage = {
  width: number
  height: number
  animated: boolean
  main: Buffer
  /** The variant whose width equals the main image's reuses `main` (same bytes). */
  webp: Encoded[]
  avif: Encoded[]
}

export type ImageOptions = {
  /** libaom effort 0–9: 2 keeps a 2000 px photo's variants around a second on two cores. */
  avifEffort: number
}

/** The widths to produce for an image `width` wide: those not wider, or the width itself. */
export function variantWidths(width: number): number[] {
  const widths = VARIANT_WIDTHS.filter((w) => w <= width)
  return widths.length > 0 ? [...widths] : [width]
}

const invalid = (cause?: unknown) => new AppError('IMAGE_INVALID', { cause })

/**
 * Decodes an image whose type is already known from its bytes and encodes what the site
 * serves: a main WebP (longest side ≤ MAX_SIDE, EXIF orientation applied, every metadata
 * block dropped, sRGB) and WebP + AVIF variants at the responsive widths. SVG is drawn to
 * pixels (scripts and all never leave the server); animated GIF/WebP stay animated as WebP
 * (AVIF variants are then omitted: animated AVIF is not produced by this encoder).
 */
export async function processImage(data: Buffer, kind: ImageKind, opts: ImageOptions): Promise<ProcessedImage> {
  try {
    if (kind.kind === 'svg') return await processStill(data, await svgInputOptions(data), opts)
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
    const pages = meta.pages ?? 1
    if (pages > 1 && (kind.mime === 'image/gif' || kind.mime === 'image/webp')) {
      const frameHeight = meta.pageHeight ?? meta.height
      if (pages <= MAX_FRAMES && meta.width * frameHeight * pages <= MAX_ANIMATION_PIXELS) return await processAnimated(data)
    }
    return await processStill(data, {}, opts)
  } catch (error) {
    if (error instanceof AppError) throw error
    throw invalid(error)
  }
}

async function svgInputOptions(data: Buffer): Promise<SharpOptions> {
  const text = svgRoot(data)
  if (text === null || svgRefusal(text) !== null) throw invalid(svgRefusal(text ?? ''))
  // librsvg reports the declared size at 72 dpi; read it without the pixel limit, check it here
  const meta = await sharp(data, { limitInputPixels: false }).metadata()
  if (meta.format !== 'svg' || !meta.width || !meta.height) throw invalid('svg without a size')
  const longest = Math.max(meta.width, meta.height)
  if (longest > SVG_MAX_DECLARED_SIDE) throw invalid('svg canvas too large')
  const target = Math.min(MAX_SIDE, Math.max(longest, SVG_MIN_SIDE))
  return { density: Math.min(100_000, Math.max(1, (72 * target) / longest)) }
}

const encodeTimeout = (s: Sharp) => s.timeout({ seconds: ENCODE_TIMEOUT_SECONDS })

async function processStill(data: Buffer, input: SharpOptions, opts: ImageOptions): Promise<ProcessedImage> {
  // Decode, orient and cap ONCE into raw sRGB pixels; every output is encoded from those.
  const master = await encodeTimeout(
    sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, ...input })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb'),
  )
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = { width: master.info.width, height: master.info.height, channels: master.info.channels }
  const from = (pixels: Buffer, size: typeof raw) => encodeTimeout(sharp(pixels, { raw: size }))

  const main = await from(master.data, raw).webp(WEBP).toBuffer()
  const webp: Encoded[] = []
  const avif: Encoded[] = []
  for (const width of variantWidths(raw.width)) {
    let pixels = master.data
    let size = raw
    if (width !== raw.width) {
      const resized = await from(master.data, raw).resize({ width }).raw().toBuffer({ resolveWithObject: true })
      pixels = resized.data
      size = { width: resized.info.width, height: resized.info.height, channels: resized.info.channels }
    }
    webp.push({ width, data: width === raw.width ? main : await from(pixels, size).webp(WEBP).toBuffer() })
    avif.push({
      width,
      data: await from(pixels, size).avif({ quality: 50, effort: opts.avifEffort, chromaSubsampling: '4:2:0' }).toBuffer(),
    })
  }
  return { width: raw.width, height: raw.height, animated: false, main, webp, avif }
}

async function processAnimated(data: Buffer): Promise<ProcessedImage> {
  const input = () => sharp(data, { animated: true, limitInputPixels: MAX_ANIMATION_PIXELS })
  const main = await encodeTimeout(input().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true }))
    .webp(ANIMATED_WEBP)
    .toBuffer({ resolveWithObject: true })
  const width = main.info.width
  const height = main.info.pageHeight ?? main.info.height
  const webp: Encoded[] = []
  for (const w of variantWidths(width)) {
    webp.push({
      width: w,
      data:
        w === width
          ? main.data
          : await encodeTimeout(input().resize({ width: w }))
              .webp(ANIMATED_WEBP)
              .toBuffer(),
    })
  }
  return { width, height, animated: true, main: main.data, webp, avif: [] }
}
