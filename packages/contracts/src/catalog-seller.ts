import { z } from 'zod'
import { PRODUCT_FILTERS, PRODUCT_RULES, PRODUCT_STATES, ZProductDraftInput, ZSizeChart, ZVariant } from './catalog.ts'
import { emptyToUndefined, ZPageMeta, zId } from './common.ts'

/**
 * Seller-centre and moderation schemas (docs/api/catalog.md "Seller" and "Admin"). The product
 * input itself is `ZProductInput` / `ZProductDraftInput` in catalog.ts.
 */

export type ProductFilter = (typeof PRODUCT_FILTERS)[number]

const zPage = z.coerce.number().int().min(1).max(1000).default(1)
const zKeyword = z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: 'v.too_long' }).optional())

/** Orders of the seller's product list (newest first by default). */
export const SELLER_PRODUCT_SORTS = [
  'newest',
  'oldest',
  'name_asc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
  'best_selling',
] as const
export type SellerProductSort = (typeof SELLER_PRODUCT_SORTS)[number]
/** Stock filter of the seller's list: in stock, low (1 to SELLER_LOW_STOCK units in all), out of stock. */
export const SELLER_STOCK_FILTERS = ['in_stock', 'low', 'out'] as const
export type SellerStockFilter = (typeof SELLER_STOCK_FILTERS)[number]
export const SELLER_LOW_STOCK = 10

export const ZSellerProductListQuery = z.object({
  filter: z.preprocess(emptyToUndefined, z.enum(PRODUCT_FILTERS).default('all')),
  keyword: zKeyword,
  /** A category or a parent category (its children count too). */
  category_id: z.preprocess(emptyToUndefined, zId.optional()),
  stock: z.preprocess(emptyToUndefined, z.enum(SELLER_STOCK_FILTERS).optional()),
  sort: z.preprocess(emptyToUndefined, z.enum(SELLER_PRODUCT_SORTS).default('newest')),
  page: zPage,
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type TSellerProductListQuery = z.infer<typeof ZSellerProductListQuery>

/** `exclude_ids=a,b,c` (comma-separated ids, the products already picked). */
const zIdList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(zId).max(500).default([]),
)

/** Products a seller can pick for a voucher or a promotion. */
export const ZSellerProductPickQuery = z.object({
  keyword: zKeyword,
  category_id: z.preprocess(emptyToUndefined, zId.optional()),
  exclude_ids: zIdList,
  page: zPage,
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type TSellerProductPickQuery = z.infer<typeof ZSellerProductPickQuery>

/** Bulk hide / bulk delete: every id must be the seller's, else nothing changes (LIST_INVALID). */
export const ZProductIds = z.strictObject({
  ids: z.array(zId, { error: 'v.required' }).min(1, { error: 'v.required' }).max(100, { error: 'v.max_files' }),
})
export type TProductIds = z.infer<typeof ZProductIds>

export const ZActiveToggle = z.strictObject({ allow_to_sell: z.boolean({ error: 'v.required' }) })

export const ZRejectInput = z.strictObject({
  reason: z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .max(300, { error: 'v.too_long' })
    .transform((s) => s.normalize('NFC')),
})

export const ZModerationQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(PRODUCT_STATES).default('pending')),
  page: zPage,
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export const ZSizeChartModerationQuery = ZModerationQuery.extend({
  status: z.preprocess(emptyToUndefined, z.enum(['pending', 'accepted', 'rejected']).default('pending')),
})

/**
 * A draft as the seller API stores it: ZProductDraftInput plus the variant rules the database
 * enforces (sale price ≤ price, one row per option combination), so a draft never hits a
 * database constraint. Whether variants fit the classifications is checked on submit.
 */
export const ZSellerDraftInput = ZProductDraftInput.superRefine((v, ctx) => {
  const seen = new Set<string>()
  v.variants?.forEach((variant, i) => {
    const key = variant.options.join('\u0000')
    if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'v.variant_duplicate', path: ['variants', i, 'options'] })
    seen.add(key)
    if (variant.sale_price > variant.price) ctx.addIssue({ code: 'custom', message: 'v.sale_price', path: ['variants', i, 'sale_price'] })
  })
})

// ----- size charts (spec §3: rows of size_name, size_values[values, attribute_id, size_name]) -----

const zChartText = (max: number) =>
  z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .max(max, { error: 'v.too_long' })
    .transform((s) => s.normalize('NFC'))

export const SIZE_CHART_TYPES = ['top', 'bottom', 'dress', 'shoes', 'underwear', 'accessory', 'other'] as const

export const ZSizeChartInput = z
  .strictObject({
    name: zChartText(100),
    type: z.enum(SIZE_CHART_TYPES, { error: 'v.invalid' }).default('top'),
    attributes: z
      .array(
        z.strictObject({
          _id: z
            .string()
            .trim()
            .regex(/^[\w-]{1,40}$/, { error: 'v.invalid' }),
          name: zChartText(40),
        }),
      )
      .min(1, { error: 'v.required' })
      .max(20, { error: 'v.max_files' }),
    rows: z
      .array(
        z.strictObject({
          size_name: zChartText(20),
          size_values: z
            .array(
              z.strictObject({
                values: zChartText(50),
                attribute_id: z.string().trim().min(1, { error: 'v.required' }),
                // defaults to the row's size_name (spec §3 repeats it in every value)
                size_name: z.string().trim().optional(),
              }),
            )
            .max(20, { error: 'v.max_files' }),
        }),
      )
      .min(1, { error: 'v.required' })
      .max(40, { error: 'v.max_files' }),
  })
  .superRefine((chart, ctx) => {
    const ids = chart.attributes.map((a) => a._id)
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', message: 'v.invalid', path: ['attributes', i, '_id'] })
    })
    const sizes = chart.rows.map((r) => r.size_name.toLowerCase())
    chart.rows.forEach((row, r) => {
      if (sizes.indexOf(row.size_name.toLowerCase()) !== r)
        ctx.addIssue({ code: 'custom', message: 'v.invalid', path: ['rows', r, 'size_name'] })
      const used = new Set<string>()
      row.size_values.forEach((value, k) => {
        const path = ['rows', r, 'size_values', k]
        if (!ids.includes(value.attribute_id) || used.has(value.attribute_id))
          ctx.addIssue({ code: 'custom', message: 'v.invalid', path: [...path, 'attribute_id'] })
        used.add(value.attribute_id)
        if (value.size_name !== undefined && value.size_name !== row.size_name)
          ctx.addIssue({ code: 'custom', message: 'v.invalid', path: [...path, 'size_name'] })
      })
    })
  })
  .transform((chart) => ({
    ...chart,
    rows: chart.rows.map((row) => ({
      size_name: row.size_name,
      size_values: row.size_values.map((v) => ({ values: v.values, attribute_id: v.attribute_id, size_name: row.size_name })),
    })),
  }))
export type TSizeChartInput = z.input<typeof ZSizeChartInput>

export const ZSellerSizeChart = ZSizeChart.extend({
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type TSellerSizeChart = z.infer<typeof ZSellerSizeChart>

export const ZAdminSizeChart = ZSellerSizeChart.extend({ shop: z.object({ _id: z.string(), name: z.string() }) })
export type TAdminSizeChart = z.infer<typeof ZAdminSizeChart>

// ----- the spec §9 price rule -----

const DAY_MS = 86_400_000
const PRICE_BLOCKS = ['PRICE_CHANGE_TOO_SOON', 'PRICE_CHANGE_TOO_MANY'] as const

/**
 * Where a product stands with the spec §9 price rule (once per 14 days, at most 3 times, once it
 * has been accepted): how many changes are left, when the next one is allowed, and which
 * error a price change would get now (null: allowed).
 */
export const ZPriceRuleState = z.object({
  applies: z.boolean(),
  changes_left: z.number(),
  next_change_at: z.string().nullable(),
  blocked: z.enum(PRICE_BLOCKS).nullable(),
})
export type TPriceRuleState = z.infer<typeof ZPriceRuleState>

export function priceRuleState(p: { applies: boolean; count: number; changedAt: Date | null }, now: Date): TPriceRuleState {
  const max = PRODUCT_RULES.priceChangeMaxCount
  if (!p.applies) return { applies: false, changes_left: max, next_change_at: null, blocked: null }
  const left = Math.max(0, max - p.count)
  const next = p.changedAt ? new Date(p.changedAt.getTime() + PRODUCT_RULES.priceChangeMinDays * DAY_MS) : null
  const isWaiting = next !== null && next.getTime() > now.getTime()
  return {
    applies: true,
    changes_left: left,
    next_change_at: left > 0 && isWaiting ? next.toISOString() : null,
    blocked: left === 0 ? 'PRICE_CHANGE_TOO_MANY' : isWaiting ? 'PRICE_CHANGE_TOO_SOON' : null,
  }
}

// ----- seller views -----

/** Where a product shows in the seller's tabs (spec §4 filters, "all" aside). */
export const PRODUCT_DISPLAY_STATES = ['available', 'sold_out', 'delisted', 'draft', 'pending', 'rejected'] as const

const productSummary = {
  _id: z.string(),
  name: z.string(),
  images: z.array(z.string()),
  status: z.enum(PRODUCT_STATES),
  display_status: z.enum(PRODUCT_DISPLAY_STATES),
  allow_to_sell: z.boolean(),
  is_sold_out: z.boolean(),
  category_id: z.string().nullable(),
  price: z.number(),
  sale_price: z.number(),
  stock: z.number(),
  sold: z.number(),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}

export const ZSellerProductListItem = z.object(productSummary)
export type TSellerProductListItem = z.infer<typeof ZSellerProductListItem>

export const ZSellerProductCounts = z.object(
  Object.fromEntries(PRODUCT_FILTERS.map((f) => [f, z.number()])) as Record<ProductFilter, z.ZodNumber>,
)
export type TSellerProductCounts = z.infer<typeof ZSellerProductCounts>

/** The seller list: products + meta + counts per filter (counts follow the keyword, not the filter). */
export const ZSellerProductList = z.object({
  success: z.literal(true),
  data: z.array(ZSellerProductListItem),
  meta: ZPageMeta,
  counts: ZSellerProductCounts,
})

/** The full product for the edit form: everything ZProductInput takes, plus state. */
export const ZSellerProduct = z.object({
  ...productSummary,
  description: z.string(),
  description_images: z.array(z.string()),
  video: z.string().nullable(),
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
  size_chart_id: z.string().nullable(),
  size_details: z.record(z.string(), z.unknown()).nullable(),
  classifications: z.array(z.object({ name: z.string(), options: z.array(z.object({ name: z.string(), image: z.string().nullable() })) })),
  variants: z.array(ZVariant),
  price_change_count: z.number(),
  price_changed_at: z.string().nullable(),
  price_rule: ZPriceRuleState,
})
export type TSellerProduct = z.infer<typeof ZSellerProduct>

export const ZAdminProduct = ZSellerProduct.extend({
  shop: z.object({ _id: z.string(), name: z.string() }),
  category: z.object({ _id: z.string(), name: z.string() }).nullable(),
})
export type TAdminProduct = z.infer<typeof ZAdminProduct>

/** A product to pick for vouchers and promotions, with its variants. */
export const ZPickableProduct = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  category_id: z.string().nullable(),
  price: z.number(),
  sale_price: z.number(),
  stock: z.number(),
  sold: z.number(),
  variants: z.array(ZVariant),
})

export const ZModerationResult = z.object({
  _id: z.string(),
  status: z.string(),
  rejection_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
})

// ----- Excel import / export history (kept 30 days, spec §9) -----

export const PRODUCT_FILE_RETENTION_DAYS = 30
/** One upload: up to 5,000 rows (one per variant) in at most 10 MB. */
export const PRODUCT_IMPORT_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 5000, maxProducts: 5000 } as const

/** An error of the uploaded sheet: its row (1 = header, 0 = the file), column key and cell (`G12`) when it has one. */
export const ZImportRowError = z.object({ row: z.number(), field: z.string(), cell: z.string().optional(), message: z.string() })
export type TImportRowError = z.infer<typeof ZImportRowError>

/**
 * What became of each row of an import: a row whose product_key is one of the shop's product ids
 * updates that product (or leaves it unchanged), any other key creates a product. With any
 * rejected row nothing is written, and the other rows are `not_imported`.
 */
export const IMPORT_ROW_OUTCOMES = ['created', 'updated', 'unchanged', 'rejected', 'not_imported'] as const
export const ZImportRowOutcome = z.object({
  row: z.number(),
  product_key: z.string(),
  product_id: z.string().nullable(),
  name: z.string(),
  outcome: z.enum(IMPORT_ROW_OUTCOMES),
})
export type TImportRowOutcome = z.infer<typeof ZImportRowOutcome>

export const ZProductFile = z.object({
  _id: z.string(),
  kind: z.enum(['import', 'export']),
  file_name: z.string(),
  status: z.enum(['success', 'failed']),
  row_count: z.number(),
  errors: z.array(ZImportRowError),
  created_at: z.string(),
})
export type TProductFile = z.infer<typeof ZProductFile>

export const ZProductFilesQuery = z.object({ page: zPage, limit: z.coerce.number().int().min(1).max(50).default(10) })

export const ZImportResult = z.object({
  file: ZProductFile,
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  /** Ids of the created products, in the order of the file. */
  product_ids: z.array(z.string()),
  rows: z.array(ZImportRowOutcome),
})
export type TImportResult = z.infer<typeof ZImportResult>

/** The 400 an import with errors answers: nothing was imported; every row error is listed. */
export const ZImportFailure = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    errors: z.array(ZImportRowError),
    file: ZProductFile.nullable(),
    rows: z.array(ZImportRowOutcome),
  }),
})
export type TImportFailure = z.infer<typeof ZImportFailure>

/** The clone suffix (kept within the name limit, spec §5). */
export const CLONE_SUFFIX = ' (bản sao)'
export const cloneName = (name: string) => {
  const max = PRODUCT_RULES.nameMaxExclusive - 1 - [...CLONE_SUFFIX].length
  const chars = [...name]
  return `${chars.length > max ? chars.slice(0, max).join('').trimEnd() : name}${CLONE_SUFFIX}`
}
