import { z } from 'zod'
import { COMMERCE } from './constants.ts'
import { emptyToUndefined } from './common.ts'

/**
 * The cart (spec §3 Cart, §7 Cart; docs/api/commerce.md "Cart"). Paths and field names are the
 * spec's: `variant_id`, `product_id`, `quantity`, `is_selected`, `store_quantity`, `price`,
 * `price_original`, `product.variant.sale_price(_original)`.
 */

/**
 * A cart id in a body: any short string. One that is not a UUID names no item, so the route
 * answers CART_ITEM_NOT_FOUND / VARIANT_NOT_FOUND rather than a validation error (as ZPathId).
 */
const zRef = z.string().trim().min(1).max(100)
const zQuantity = z.coerce
  .number({ error: 'v.quantity' })
  .int({ error: 'v.quantity' })
  .min(1, { error: 'v.quantity' })
  .max(COMMERCE.cartQuantityMax, { error: 'v.quantity' })

/** POST /api/v1/mobile/carts. No variant: SELECT_CLASSIFICATION (unless the product has no classifications). */
export const ZAddToCart = z.strictObject({
  product_id: zRef,
  variant_id: z.preprocess(emptyToUndefined, zRef.nullish()),
  quantity: zQuantity,
  /** The affiliate link code the buyer came through (commission attribution). */
  affiliate: z.preprocess(emptyToUndefined, z.string().trim().max(100).nullish()),
})
export type TAddToCart = z.infer<typeof ZAddToCart>

export const ZCartQuantity = z.strictObject({ quantity: zQuantity })
export const ZCartChangeVariant = z.strictObject({ variant_id: zRef })

const zIds = z.array(zRef).min(1).max(COMMERCE.cartItemsMax)

/**
 * PATCH /api/v1/mobile/carts/select: some lines (`ids`) or every line (`all: true`). With
 * `exclusive: true` the other lines are unselected in the same step (buy now).
 */
export const ZCartSelect = z.union([
  z.strictObject({ ids: zIds, is_selected: z.boolean(), exclusive: z.boolean().optional() }),
  z.strictObject({ all: z.literal(true), is_selected: z.boolean() }),
])
export type TCartSelect = z.infer<typeof ZCartSelect>

export const ZCartDeleteMany = z.strictObject({ ids: zIds })

// ----- responses -----------------------------------------------------------------------------

/** Why a line cannot be bought now (it stays in the cart, in the invalid list). */
export const CART_INVALID_REASONS = ['delisted', 'sold_out', 'variant_gone', 'shop_paused'] as const
export type CartInvalidReason = (typeof CART_INVALID_REASONS)[number]

/** A message about a line that changed on its own (the quantity was lowered to the stock). */
export const ZCartNotice = z.object({ code: z.literal('QUANTITY_CLAMPED'), message: z.string(), stock: z.number() })
export type TCartNotice = z.infer<typeof ZCartNotice>

export const ZCartVariant = z.object({
  _id: z.string(),
  options: z.array(z.string()),
  /** The variant's own sale price and list price (before any promotion). */
  sale_price: z.number(),
  sale_price_original: z.number(),
  stock: z.number(),
  images: z.array(z.string()),
})

export const ZCartPromotion = z.object({
  _id: z.string(),
  discount_percent: z.number(),
  max_discount_percent: z.number(),
  /** Units left on offer and units this buyer may still buy at the promotion price (null: no limit). */
  remaining: z.number().nullable(),
  user_remaining: z.number().nullable(),
})

export const ZCartItem = z.object({
  _id: z.string(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    variant: ZCartVariant.nullable(),
    classifications: z.array(z.object({ name: z.string(), options: z.array(z.object({ name: z.string(), image: z.string().nullish() })) })),
  }),
  quantity: z.number(),
  is_selected: z.boolean(),
  /** The variant's stock. */
  store_quantity: z.number(),
  /** The unit price the buyer pays now (promotion applied) and the list price. */
  price: z.number(),
  price_original: z.number(),
  promotion: ZCartPromotion.nullable(),
  invalid_reason: z.enum(CART_INVALID_REASONS).optional(),
  notice: ZCartNotice.optional(),
})
export type TCartItem = z.infer<typeof ZCartItem>

export const ZCartShop = z.object({
  shop: z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable(), is_paused: z.boolean() }),
  items: z.array(ZCartItem),
})
export type TCartShop = z.infer<typeof ZCartShop>

/** GET /api/v1/mobile/carts/all: `data.data` holds the valid and invalid shop lists (spec §7). */
export const ZCartAll = z.object({ data: z.object({ valid: z.array(ZCartShop), invalid: z.array(ZCartShop) }) })
export type TCartAll = z.infer<typeof ZCartAll>

export const ZCartCount = z.object({ data: z.number() })
export const ZCartDeleted = z.object({ deleted: z.number() })
