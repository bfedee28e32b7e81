import { z } from 'zod'
import { zId } from './common.ts'

/**
 * Size advice and the try-on preview (issue 17 "Size advice", "Try-on preview"; spec §1, §2
 * virtual try-on cards, §3 body measurements, §4 try-on flow; docs/api/fit.md). The server module
 * is `fit`; the assistant calls it through its index.ts, the widget and the product page through
 * these paths.
 */

export const FIT_RULES = {
  /** spec §5 image accept list (png, jpg/jpeg, gif); the first frame of a gif is used. */
  photoTypes: ['image/png', 'image/jpeg', 'image/gif'] as const,
  photoMaxBytes: 8 * 1024 * 1024,
  /** A photo smaller than this on its short side cannot show a body well enough. */
  photoMinSide: 200,
  /** Photos and generated previews are deleted this long after upload (a job; and on request). */
  retentionHours: 24,
  /** The consent text's version: a new text asks again. */
  consentVersion: '2026-11-26',
  /** Per user (or guest session): try-ons per window. */
  tryOnBurst: 10,
  tryOnWindowSeconds: 60,
  /** Longest product link pasted into the try-on card. */
  productLinkMax: 500,
} as const

/** The API paths (Fastify patterns). All `member` (a signed-in user or a guest session) unless said. */
export const FIT_PATHS = {
  /** POST: size advice for a product, from the body's measurements or the caller's saved ones. Public. */
  sizeAdvice: '/api/v1/mobile/fit/size-advice',
  /** GET: the caller's consent state; POST: give consent; DELETE: withdraw it (deletes every photo and preview). */
  consent: '/api/v1/mobile/fit/try-on/consent',
  /** POST: upload a photo (multipart field `photo`, or JSON `{ image }` as a data URL/base64). */
  photos: '/api/v1/mobile/fit/try-on/photos',
  /** DELETE: delete one photo and its previews now. */
  photo: '/api/v1/mobile/fit/try-on/photos/:id',
  /** GET: the photo's bytes, owner only, never cached by a shared cache. */
  photoImage: '/api/v1/mobile/fit/try-on/photos/:id/image',
  /** POST: make a preview (a photo × a product). DELETE: delete all the caller's photos and previews. */
  tryOn: '/api/v1/mobile/fit/try-on',
  /** GET: one preview (its JSON). */
  result: '/api/v1/mobile/fit/try-on/results/:id',
  /** GET: the preview's image (JPEG), owner only. */
  resultImage: '/api/v1/mobile/fit/try-on/results/:id/image',
} as const

/** Fills `:id` in a FIT_PATHS pattern. */
export function fitPath(pattern: (typeof FIT_PATHS)[keyof typeof FIT_PATHS], id: string): string {
  return pattern.replace(':id', encodeURIComponent(id))
}

// ---------------------------------------------------------------- size advice

/** The five body measures the assistant uses (spec §3), in cm and kg. */
export const FIT_MEASURES = ['height', 'weight', 'bust', 'waist', 'hip'] as const
export type TFitMeasure = (typeof FIT_MEASURES)[number]

const positive = (max: number) =>
  z.coerce.number({ error: 'v.positive' }).positive({ error: 'v.positive' }).max(max, { error: 'v.invalid' })

/**
 * Measurements sent with a size-advice request (a guest in the widget, or "what if"): the same
 * names as the profile's bodyMeasurement. gender: 1 male, 2 female, else unisex (spec §3).
 */
export const ZFitMeasurements = z.strictObject({
  height: positive(260),
  weight: positive(350),
  bustSize: positive(250).optional(),
  waistSize: positive(250).optional(),
  hipSize: positive(250).optional(),
  gender: z.coerce.number().int().min(1).max(3).optional(),
})
export type TFitMeasurements = z.infer<typeof ZFitMeasurements>

export const ZSizeAdviceRequest = z.strictObject({
  product_id: zId,
  /** Omitted: the caller's saved measurements (signed-in users). */
  measurements: ZFitMeasurements.optional(),
})
export type TSizeAdviceRequest = z.input<typeof ZSizeAdviceRequest>

export const FIT_VERDICTS = ['tight', 'regular', 'loose'] as const
export const zFitVerdict = z.enum(FIT_VERDICTS)
export type TFitVerdict = z.infer<typeof zFitVerdict>

/**
 * - `ok`: `size` is set;
 * - `needs_measurements`: no measurements were sent and none are saved (the widget shows the
 *   update-measurements prompt);
 * - `not_applicable`: the product is not sized clothing (lipstick, a bag) or has no sizes.
 */
export const SIZE_ADVICE_STATUSES = ['ok', 'needs_measurements', 'not_applicable'] as const

export const ZMeasureFit = z.object({
  measure: z.enum(FIT_MEASURES),
  /** The buyer's value (cm or kg). */
  value: z.number(),
  /** The recommended size's range for this measure, when the chart or a generic table gives one. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  fit: zFitVerdict,
  /** Where the range came from: the shop's chart or the generic table for the category and gender. */
  source: z.enum(['chart', 'generic']),
})
export type TMeasureFit = z.infer<typeof ZMeasureFit>

export const ZSizeAdvice = z.object({
  product_id: z.string(),
  status: z.enum(SIZE_ADVICE_STATUSES),
  /** The recommended size name as the product sells it ("M", "28"), or null. */
  size: z.string().nullable(),
  /** 0..1 — how well the measures sit inside the size, lowered by missing measures and guesses. */
  confidence: z.number().min(0).max(1),
  confidence_level: z.enum(['high', 'medium', 'low']),
  fit: z.array(ZMeasureFit),
  /** The next best size (a buyer between two sizes), or null. */
  alternative: z.string().nullable(),
  /** Every size of the product, in chart order. */
  sizes: z.array(z.string()),
  /** Which table decided: the shop's chart, the chart completed by a generic table, or only a generic table. */
  source: z.enum(['chart', 'chart_generic', 'generic']).nullable(),
  /** The table kind used (top, pants, skirt, dress…). */
  chart_type: z.string().nullable(),
  /**
   * Fit words in the product's reviews ("form nhỏ", "rộng", "chật"): `runs` small/large moved the
   * advice `shift` sizes (-1, 0, +1); `mentions` counts the reviews that said so.
   */
  reviews: z.object({
    runs: z.enum(['small', 'true', 'large']).nullable(),
    shift: z.number().int(),
    mentions: z.number().int(),
  }),
})
export type TSizeAdvice = z.infer<typeof ZSizeAdvice>

// ---------------------------------------------------------------- try-on

export const ZTryOnConsentRequest = z.strictObject({
  accepted: z.literal(true, { error: 'v.required' }),
  version: z.string().max(40),
})
export type TTryOnConsentRequest = z.infer<typeof ZTryOnConsentRequest>

export const ZTryOnConsent = z.object({
  consented: z.boolean(),
  /** The version the caller accepted (null: never, or withdrawn). */
  version: z.string().nullable(),
  consented_at: z.string().nullable(),
  /** The version the server asks for now; consent to an older one asks again. */
  current_version: z.string(),
  retention_hours: z.number(),
})
export type TTryOnConsent = z.infer<typeof ZTryOnConsent>

/** JSON upload (the assistant's `user_image`): a data URL or bare base64 (spec §3 chat message). */
export const ZTryOnPhotoJson = z.strictObject({ image: z.string().min(1, { error: 'v.required' }) })

export const ZTryOnPhoto = z.object({
  _id: z.string(),
  /** Owner-only URL of the stored photo. */
  image_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The detected person: pose score 0..1 and the torso box in % of the image. */
  person: z.object({
    score: z.number(),
    torso: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
  }),
  created_at: z.string(),
  expires_at: z.string(),
})
export type TTryOnPhoto = z.infer<typeof ZTryOnPhoto>

/** One of product_id or product_link (a pasted `/san-pham/{id}` link, any origin). */
export const ZTryOnRequest = z
  .strictObject({
    photo_id: zId,
    product_id: zId.optional(),
    product_link: z.string().trim().max(FIT_RULES.productLinkMax, { error: 'v.too_long' }).optional(),
    variant_id: zId.optional(),
  })
  .refine((v) => v.product_id !== undefined || v.product_link !== undefined, { error: 'v.required', path: ['product_id'] })
export type TTryOnRequest = z.input<typeof ZTryOnRequest>

export const ZTryOnResult = z.object({
  _id: z.string(),
  photo_id: z.string(),
  product: z.object({ _id: z.string(), name: z.string(), image: z.string().nullable(), url: z.string() }),
  /** Owner-only URL of the generated JPEG (the chat reply's generated_image). */
  image_url: z.string(),
  /** Always shown with the image (i18n key fit.ai_preview): it is an AI preview, not a photo. */
  label: z.literal('AI preview'),
  provider: z.enum(['builtin', 'remote']),
  duration_ms: z.number().int(),
  /** Size advice for the buyer's measurements when they have some, else null. */
  size_advice: ZSizeAdvice.nullable(),
  created_at: z.string(),
  expires_at: z.string(),
})
export type TTryOnResult = z.infer<typeof ZTryOnResult>

/** Deletion on request: how many photos and previews were removed. */
export const ZTryOnDeleted = z.object({ photos: z.number().int(), results: z.number().int() })
export type TTryOnDeleted = z.infer<typeof ZTryOnDeleted>

/**
 * The product id in a pasted product link: `/san-pham/{uuid}` on any origin (with or without a
 * slug or query), or a bare id. Null when it is not one.
 */
export function productIdFromLink(link: string): string | null {
  const s = link.trim()
  const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
  const bare = new RegExp(`^${uuid}$`, 'i')
  if (bare.test(s)) return s.toLowerCase()
  const m = new RegExp(`(?:^|/)san-pham/(${uuid})(?:[/?#]|$)`, 'i').exec(s)
  return m?.[1] ? m[1].toLowerCase() : null
}
