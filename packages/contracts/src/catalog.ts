import { z } from 'zod'
import { emptyToUndefined, zId } from './common.ts'

/** spec §5 product rules and §9 constants. */
export const PRODUCT_RULES = {
  nameMin: 10,
  nameMaxExclusive: 200,
  descriptionMin: 100,
  descriptionMaxExclusive: 3000,
  weightMin: 10,
  weightMax: 1_000_000,
  returnDaysMin: 1,
  returnDaysMax: 14,
  prepDaysMin: 5,
  prepDaysMax: 30,
  imagesPerPlace: 3,
  videos: 1,
  optionNameMin: 3,
  maxClassifications: 2,
  maxOptionsPerClassification: 20,
  dimensionMaxCm: 300,
  priceMax: 500_000_000,
  priceChangeMinDays: 14,
  priceChangeMaxCount: 3,
  imageExtensions: ['png', 'jpg', 'jpeg', 'gif', 'svg'] as readonly string[],
} as const

export const PRODUCT_SORTS = ['relevance', 'newest', 'best_selling', 'price_asc', 'price_desc'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]
export const PRODUCT_STATES = ['draft', 'pending', 'accepted', 'rejected', 'delisted'] as const
/** Seller list filters (spec §4): all, available, sold out, delisted, draft, pending, rejected. */
export const PRODUCT_FILTERS = ['all', 'available', 'sold_out', 'delisted', 'draft', 'pending', 'rejected'] as const

const R = PRODUCT_RULES
const chars = (s: string) => [...s].length

/** A media URL produced by our upload pipeline (or an absolute https URL). */
export const zMediaUrl = z
  .string({ error: 'v.required' })
  .trim()
  .refine((s) => /^\/uploads\/[\w./-]+$/.test(s) || /^https:\/\/[^\s]+$/.test(s), { error: 'v.image_url' })

const zImages = z.array(zMediaUrl).max(R.imagesPerPlace, { error: 'v.max_files' })

export const zProductName = z
  .string({ error: 'v.required' })
  .trim()
  .transform((s) => s.normalize('NFC'))
  .refine((s) => chars(s) >= R.nameMin && chars(s) < R.nameMaxExclusive, { error: 'v.product_name_length' })

export const zProductDescription = z
  .string({ error: 'v.required' })
  .trim()
  .transform((s) => s.normalize('NFC'))
  .refine((s) => chars(s) >= R.descriptionMin && chars(s) < R.descriptionMaxExclusive, { error: 'v.product_description_length' })

const int = (key: string) => z.coerce.number({ error: key }).int({ error: key })
const zDimension = int('v.dimensions').min(1, { error: 'v.dimensions' }).max(R.dimensionMaxCm, { error: 'v.dimensions' })
const atMostPriceMax = (v: number) => Math.min(v, R.priceMax)
const zPrice = int('v.price').min(1, { error: 'v.price' }).max(R.priceMax, { error: 'v.price' })

export const ZClassification = z.strictObject({
  name: z.string({ error: 'v.classification_name' }).trim().min(1, { error: 'v.classification_name' }).max(30, { error: 'v.too_long' }),
  options: z
    .array(
      z.strictObject({
        name: z.string({ error: 'v.option_name' }).trim().min(R.optionNameMin, { error: 'v.option_name' }).max(40, { error: 'v.too_long' }),
        image: zMediaUrl.nullish(),
      }),
      { error: 'v.classification_options' },
    )
    .min(1, { error: 'v.classification_options' })
    .max(R.maxOptionsPerClassification, { error: 'v.max_files' }),
})

const variantInput = (stock: z.ZodType<number>) =>
  z.strictObject({
    options: z.array(z.string().trim().min(1)).max(R.maxClassifications),
    sku: z.preprocess(emptyToUndefined, z.string().trim().max(60, { error: 'v.too_long' }).optional()),
    price: zPrice,
    sale_price: zPrice,
    stock,
    images: zImages.default([]),
  })

/** A variant of a new product: spec §5 "quantity at least 1". */
export const ZVariantInput = variantInput(int('v.quantity').min(1, { error: 'v.quantity' }).max(1_000_000, { error: 'v.quantity' }))
/** A variant of a product being updated may be sold out (stock 0): "sold out" is a state of listed products (spec §4). */
export const ZVariantUpdateInput = variantInput(int('v.stock').min(0, { error: 'v.stock' }).max(1_000_000, { error: 'v.stock' }))

const productFields = {
  name: zProductName,
  description: zProductDescription,
  category_id: zId,
  images: z.array(zMediaUrl).min(1, { error: 'v.images_required' }).max(R.imagesPerPlace, { error: 'v.max_files' }),
  description_images: zImages.default([]),
  video: z.preprocess(emptyToUndefined, zMediaUrl.nullish()),
  weight: int('v.weight').min(R.weightMin, { error: 'v.weight' }).max(R.weightMax, { error: 'v.weight' }),
  pack_length: zDimension,
  pack_width: zDimension,
  pack_height: zDimension,
  prep_days: int('v.prep_days').min(R.prepDaysMin, { error: 'v.prep_days' }).max(R.prepDaysMax, { error: 'v.prep_days' }),
  return_days: int('v.return_days').min(R.returnDaysMin, { error: 'v.return_days' }).max(R.returnDaysMax, { error: 'v.return_days' }),
  return_conditions: z
    .array(z.string().trim().min(1).max(200, { error: 'v.too_long' }), { error: 'v.return_conditions' })
    .min(1, { error: 'v.return_conditions' })
    .max(10),
  is_preorder: z.boolean().default(false),
  is_authentic: z.boolean().default(false),
  is_guaranteed: z.boolean().default(false),
  size_chart_id: zId.nullish(),
  size_details: z.record(z.string(), z.union([z.string(), z.number()])).nullish(),
  classifications: z.array(ZClassification).max(R.maxClassifications, { error: 'v.max_files' }).default([]),
  variants: z.array(ZVariantInput).min(1, { error: 'v.variants_required' }).max(400),
}

type VariantShape = {
  classifications: Array<{ options: Array<{ name: string }> }>
  variants: Array<{ options: string[]; price: number; sale_price: number }>
}

/** Variants must name one existing option per classification, no combination twice, sale price ≤ price. */
function checkVariants(v: VariantShape, ctx: z.RefinementCtx) {
  const seen = new Set<string>()
  v.variants.forEach((variant, i) => {
    const fits =
      variant.options.length === v.classifications.length &&
      variant.options.every((name, k) => v.classifications[k]?.options.some((o) => o.name === name))
    if (!fits) ctx.addIssue({ code: 'custom', message: 'v.variant_options', path: ['variants', i, 'options'] })
    const key = variant.options.join('\u0000')
    if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'v.variant_duplicate', path: ['variants', i, 'options'] })
    seen.add(key)
    if (variant.sale_price > variant.price) ctx.addIssue({ code: 'custom', message: 'v.sale_price', path: ['variants', i, 'sale_price'] })
  })
  v.classifications.forEach((c, k) => {
    const names = c.options.map((o) => o.name.toLowerCase())
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', message: 'v.option_duplicate', path: ['classifications', k, 'options'] })
  })
}

/** A product submitted for sale: every spec §5 rule applies. */
export const ZProductInput = z.strictObject(productFields).superRefine(checkVariants)
export type TProductInput = z.input<typeof ZProductInput>

/** The full update of an existing product (PUT): the same rules, except that a variant may be sold out. */
export const ZProductUpdateInput = z
  .strictObject({
    ...productFields,
    variants: z.array(ZVariantUpdateInput).min(1, { error: 'v.variants_required' }).max(400),
  })
  .superRefine(checkVariants)
export type TProductUpdateInput = z.input<typeof ZProductUpdateInput>

/** A draft only needs a name; whatever else is present must still be well-formed. */
export const ZProductDraftInput = z
  .strictObject({
    ...productFields,
    name: z
      .string({ error: 'v.required' })
      .trim()
      .min(1, { error: 'v.required' })
      .max(R.nameMaxExclusive - 1, { error: 'v.too_long' }),
  })
  .partial()
  .required({ name: true })
export type TProductDraftInput = z.input<typeof ZProductDraftInput>

export const ZProductListQuery = z.object({
  keyword: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  category_id: z.preprocess(emptyToUndefined, zId.optional()),
  shop_id: z.preprocess(emptyToUndefined, zId.optional()),
  // no price is above the catalogue's maximum; a bigger bound means the same (and would overflow the integer column)
  price_min: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).transform(atMostPriceMax).optional()),
  price_max: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).transform(atMostPriceMax).optional()),
  // one decimal, like the stars shown: a double such as 3e-323 is out of the range of the `real` column
  rating_min: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .min(0)
      .max(5)
      .transform((v) => Math.round(v * 10) / 10)
      .optional(),
  ),
  has_promotion: z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined),
    z.boolean().optional(),
  ),
  location: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{2}(,\d{2})*$/)
      .optional(),
  ),
  sort: z.preprocess(emptyToUndefined, z.enum(PRODUCT_SORTS).default('relevance')),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(60).default(20),
})
export type TProductListQuery = z.infer<typeof ZProductListQuery>

/** The running promotion that sets a card's or a variant's price (issue 4). */
export const ZPromotionRef = z.object({ _id: z.string(), discount_percent: z.number() })
export type TPromotionRef = z.infer<typeof ZPromotionRef>

/**
 * The card every product list returns (issue 3 contract). With a running promotion (issue 4),
 * `sale_price` is the promotion price, `before_sale_price` the sale price before it and
 * `discount_percent` the promotion's; otherwise they are the sale price, the list price and the
 * discount between them.
 */
export const ZProductCard = z.object({
  _id: z.string(),
  name: z.string(),
  sale_price: z.number(),
  before_sale_price: z.number(),
  discount_percent: z.number(),
  promotion: ZPromotionRef.nullable(),
  images: z.array(z.string()),
  rating: z.number(),
  rating_count: z.number(),
  sold: z.number(),
  is_sold_out: z.boolean(),
  shop: z.object({ _id: z.string(), name: z.string(), province_code: z.string().nullable() }),
})
export type TProductCard = z.infer<typeof ZProductCard>

export const ZVariant = z.object({
  _id: z.string(),
  options: z.array(z.string()),
  sku: z.string().nullable(),
  price: z.number(),
  sale_price: z.number(),
  stock: z.number(),
  images: z.array(z.string()),
})
export type TVariant = z.infer<typeof ZVariant>

/**
 * A variant as buyers see it: `sale_price` after a running promotion, `before_sale_price` the
 * price it is struck through from (the sale price before the promotion, else the list price).
 */
export const ZBuyerVariant = ZVariant.extend({ before_sale_price: z.number(), promotion: ZPromotionRef.nullable() })
export type TBuyerVariant = z.infer<typeof ZBuyerVariant>

export const ZSizeChart = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.string(),
  attributes: z.array(z.object({ _id: z.string(), name: z.string() })),
  rows: z.array(
    z.object({
      size_name: z.string(),
      size_values: z.array(z.object({ values: z.string(), attribute_id: z.string(), size_name: z.string() })),
    }),
  ),
  status: z.enum(['pending', 'accepted', 'rejected']),
})
export type TSizeChart = z.infer<typeof ZSizeChart>

export const ZProductDetail = ZProductCard.extend({
  description: z.string(),
  description_images: z.array(z.string()),
  video: z.string().nullable(),
  category: z.object({ _id: z.string(), name: z.string() }).nullable(),
  price: z.number(),
  stock: z.number(),
  weight: z.number(),
  pack_length: z.number(),
  pack_width: z.number(),
  pack_height: z.number(),
  prep_days: z.number(),
  return_days: z.number(),
  return_conditions: z.array(z.string()),
  is_preorder: z.boolean(),
  is_authentic: z.boolean(),
  is_guaranteed: z.boolean(),
  size_details: z.record(z.string(), z.unknown()).nullable(),
  classifications: z.array(z.object({ name: z.string(), options: z.array(z.object({ name: z.string(), image: z.string().nullable() })) })),
  variants: z.array(ZBuyerVariant),
  size_chart: ZSizeChart.nullable(),
  shop: z.object({
    _id: z.string(),
    name: z.string(),
    province_code: z.string().nullable(),
    avatar: z.string().nullable(),
    rating: z.number(),
    follower_count: z.number(),
    product_count: z.number(),
  }),
  is_bookmarked: z.boolean(),
  is_following_shop: z.boolean(),
  position: z.string(),
  status: z.enum(PRODUCT_STATES),
})
export type TProductDetail = z.infer<typeof ZProductDetail>
