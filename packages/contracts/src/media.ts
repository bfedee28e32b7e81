import { z } from 'zod'

/** Media upload limits (spec §5: ≤3 images per place, one video). */
export const MEDIA_RULES = {
  imagesPerRequest: 3,
  /** Responsive widths produced for every image (those not wider than the image). */
  variantWidths: [320, 640, 1080] as readonly number[],
} as const

export const ZMediaVariant = z.object({ width: z.number().int(), url: z.string() })

/**
 * POST /api/v1/image result. `url` is the main WebP (longest side ≤ 2048 px); `variants`
 * lists WebP and AVIF renditions by width for `srcset` (AVIF is empty for animated images).
 */
export const ZMediaImage = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.object({ webp: z.array(ZMediaVariant), avif: z.array(ZMediaVariant) }),
})
export type TMediaImage = z.infer<typeof ZMediaImage>

/** POST /api/v1/video result: the stored file and its duration in seconds. */
export const ZMediaVideo = z.object({ url: z.string(), duration: z.number() })
export type TMediaVideo = z.infer<typeof ZMediaVideo>
