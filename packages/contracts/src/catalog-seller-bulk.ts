import { z } from 'zod'
import { PRODUCT_FILTERS, PRODUCT_RULES, PRODUCT_STATES, ZVariant } from './catalog.ts'
import { PRODUCT_DISPLAY_STATES, ZPriceRuleState } from './catalog-seller.ts'
import { emptyToUndefined, zId } from './common.ts'

/**
 * The seller centre's bulk price and stock editor (`/ban-hang/quan-ly-san-pham/chinh-sua-hang-loat`):
 * GET /api/v1/seller/products/variants pages the shop's products with their variants, PATCH the
 * same path saves many variants in one request. docs/api/catalog.md "Bulk price and stock".
 */

export const BULK_EDIT_LIMITS = { productsPerPage: 100, maxItems: 500, maxStock: 1_000_000 } as const

export const ZBulkEditQuery = z.object({
  filter: z.preprocess(emptyToUndefined, z.enum(PRODUCT_FILTERS).default('all')),
  keyword: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: 'v.too_long' }).optional()),
  category_id: z.preprocess(emptyToUndefined, zId.optional()),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(BULK_EDIT_LIMITS.productsPerPage).default(50),
})
export type TBulkEditQuery = z.infer<typeof ZBulkEditQuery>

/** A product of the bulk editor: what identifies it, its price rule, and its variants. */
export const ZBulkEditProduct = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  status: z.enum(PRODUCT_STATES),
  display_status: z.enum(PRODUCT_DISPLAY_STATES),
  classifications: z.array(z.string()),
  price_rule: ZPriceRuleState,
  variants: z.array(ZVariant),
})
export type TBulkEditProduct = z.infer<typeof ZBulkEditProduct>

const int = (key: string) => z.coerce.number({ error: key }).int({ error: key })
const zPrice = int('v.price').min(1, { error: 'v.price' }).max(PRODUCT_RULES.priceMax, { error: 'v.price' })

/**
 * One edited variant: its new price, sale price and stock (all three, as the grid shows them).
 * Stock may be 0 here: marking a variant sold out is stock keeping, not a new listing.
 */
export const ZBulkVariantItem = z
  .strictObject({
    variant_id: zId,
    price: zPrice,
    sale_price: zPrice,
    stock: int('v.stock').min(0, { error: 'v.stock' }).max(BULK_EDIT_LIMITS.maxStock, { error: 'v.stock' }),
  })
  .superRefine((v, ctx) => {
    if (v.sale_price > v.price) ctx.addIssue({ code: 'custom', message: 'v.sale_price', path: ['sale_price'] })
  })
export type TBulkVariantItem = z.input<typeof ZBulkVariantItem>

export const ZBulkVariantUpdate = z.strictObject({
  items: z
    .array(ZBulkVariantItem, { error: 'v.required' })
    .min(1, { error: 'v.required' })
    .max(BULK_EDIT_LIMITS.maxItems, { error: 'v.max_items' })
    .superRefine((items, ctx) => {
      const seen = new Set<string>()
      items.forEach((item, i) => {
        if (seen.has(item.variant_id)) ctx.addIssue({ code: 'custom', message: 'v.invalid', path: [i, 'variant_id'] })
        seen.add(item.variant_id)
      })
    }),
})
export type TBulkVariantUpdate = z.input<typeof ZBulkVariantUpdate>

/**
 * The answer of a bulk save: per row `saved`, `unchanged` or `refused` (with the code and the
 * localised reason). Rows the price rule refuses are left as they were; the others are saved.
 */
export const BULK_ROW_OUTCOMES = ['saved', 'unchanged', 'refused'] as const
export const ZBulkVariantResult = z.object({
  saved: z.number(),
  unchanged: z.number(),
  refused: z.number(),
  results: z.array(
    z.object({
      variant_id: z.string(),
      product_id: z.string(),
      outcome: z.enum(BULK_ROW_OUTCOMES),
      code: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
})
export type TBulkVariantResult = z.infer<typeof ZBulkVariantResult>
