import { z } from 'zod'
import { zEmail, zUserName } from './auth.ts'
import { zId } from './common.ts'
import { PAYMENT_METHODS, SHIPPING_METHODS } from './constants.ts'
import { ZPaymentLink } from './payments.ts'
import { zPhone } from './profile.ts'

/**
 * Checkout contracts (issue 4). The order-creation body is the spec §3 Order shape as the issue
 * fixes it; `variant_id` is optional in the schema only so a missing one gets the spec's own
 * "Please select classification" instead of a generic field error.
 */
const zVoucherCode = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
  z.string().max(9, { error: 'v.too_long' }).optional(),
)
const zQuantity = z
  .number({ error: 'v.invalid' })
  .int({ error: 'v.invalid' })
  .min(1, { error: 'v.quantity' })
  .max(999, { error: 'v.too_long' })

export const ZGuestAddress = z.strictObject({
  name: zUserName,
  phone: zPhone,
  email: zEmail,
  province_code: z.string({ error: 'v.province' }).regex(/^\d{2}$/, { error: 'v.province' }),
  ward_code: z.string({ error: 'v.ward' }).regex(/^\d{5}$/, { error: 'v.ward' }),
  street: z.string({ error: 'v.street' }).trim().min(1, { error: 'v.street' }).max(200, { error: 'v.too_long' }),
})
export type TGuestAddress = z.infer<typeof ZGuestAddress>

export const ZOrderItemInput = z.strictObject({
  product_id: zId,
  variant_id: zId.optional(),
  quantity: zQuantity,
  sale_price: z.number({ error: 'v.invalid' }).int().min(0),
})

export const ZOrderShopInput = z.strictObject({
  shop_id: zId,
  items: z.array(ZOrderItemInput).max(100),
  voucher_code: zVoucherCode,
  shipping_method: z.enum(SHIPPING_METHODS, { error: 'v.invalid' }),
  /** Only to detect a mixed choice; the order's method is the top-level one. */
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  note: z.string().trim().max(200, { error: 'v.too_long' }).optional(),
})

export const ZCreateOrder = z.strictObject({
  shops: z.array(ZOrderShopInput).max(30),
  address_id: zId.optional(),
  guest_address: ZGuestAddress.optional(),
  payment_method: z.enum(PAYMENT_METHODS, { error: 'v.invalid' }),
  platform_voucher_code: zVoucherCode,
  freeship_voucher_code: zVoucherCode,
  total_order_payment: z.number({ error: 'v.invalid' }).int().min(0),
  accept_terms: z.boolean().default(false),
})
export type TCreateOrder = z.infer<typeof ZCreateOrder>

export const ZCreatedOrders = z.object({
  checkout_id: z.string(),
  orders: z.array(z.object({ _id: z.string(), code: z.string(), shop_id: z.string(), status: z.string(), total: z.number() })),
  /** The gateway page to send the buyer to (online methods), or null. */
  payment_url: z.string().nullable().optional(),
  /** The payment attempt behind `payment_url` (issue 5), null for COD or when no link could be obtained. */
  payment: ZPaymentLink.nullable().optional(),
  /** Why no link could be obtained (PAYMENT_LINK_FAILED…): the orders stand, the buyer pays again from the order. */
  payment_error: z.object({ code: z.string(), message: z.string() }).nullable().optional(),
})
export type TCreatedOrders = z.infer<typeof ZCreatedOrders>

/** The quote: like order creation, but everything optional; `from_cart` takes the selected cart items. */
export const ZQuoteRequest = z.strictObject({
  from_cart: z.boolean().optional(),
  shops: z
    .array(
      z.strictObject({
        shop_id: zId,
        items: z.array(ZOrderItemInput.omit({ sale_price: true })).max(100),
        voucher_code: zVoucherCode,
        shipping_method: z.enum(SHIPPING_METHODS).optional(),
        note: z.string().max(200).optional(),
      }),
    )
    .max(30)
    .optional(),
  address_id: zId.optional(),
  guest_address: ZGuestAddress.partial().optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  platform_voucher_code: zVoucherCode,
  freeship_voucher_code: zVoucherCode,
  /** Pick the combination of the buyer's saved vouchers that saves the most. */
  auto_vouchers: z.boolean().optional(),
})
export type TQuoteRequest = z.infer<typeof ZQuoteRequest>

const zProblem = z.object({
  code: z.string(),
  message: z.string(),
  line_id: z.string().optional(),
  voucher_code: z.string().optional(),
  shop_id: z.string().optional(),
})
const zApplied = z.object({ id: z.string(), code: z.string(), discount: z.number() }).nullable()

export const ZQuoteItem = z.object({
  product_id: z.string(),
  variant_id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  options: z.array(z.string()),
  quantity: z.number(),
  price: z.number(),
  sale_price: z.number(),
  unit_price: z.number(),
  line_total: z.number(),
  stock: z.number(),
  promotion: z.object({ _id: z.string(), discount_percent: z.number() }).nullable(),
})

export const ZShippingOption = z.object({
  method: z.enum(SHIPPING_METHODS),
  fee: z.number(),
  is_express: z.boolean(),
  eta_days: z.array(z.number()),
})

export const ZQuoteShop = z.object({
  shop_id: z.string(),
  shop: z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  items: z.array(ZQuoteItem),
  shipping_options: z.array(ZShippingOption),
  shipping_method: z.enum(SHIPPING_METHODS).nullable(),
  note: z.string().nullable(),
  subtotal: z.number(),
  promotion_discount: z.number(),
  shop_voucher: zApplied,
  shop_voucher_discount: z.number(),
  platform_voucher_discount: z.number(),
  shipping_fee: z.number(),
  shipping_discount: z.number(),
  total: z.number(),
})

export const ZVoucherVerdict = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  slot: z.enum(['platform', 'freeship', 'shop']),
  shop_id: z.string().nullable(),
  applicable: z.boolean(),
  discount: z.number().optional(),
  reason: z.string().optional(),
  reason_code: z.string().optional(),
  selected: z.boolean(),
})

export const ZQuote = z.object({
  shops: z.array(ZQuoteShop),
  subtotal: z.number(),
  promotion_discount: z.number(),
  shop_voucher_discount: z.number(),
  platform_voucher: zApplied,
  platform_voucher_discount: z.number(),
  freeship_voucher: zApplied,
  shipping_fee: z.number(),
  shipping_discount: z.number(),
  cashback: z.number(),
  total: z.number(),
  vouchers: z.array(ZVoucherVerdict),
  selection: z.object({
    platform_voucher_code: z.string().nullable(),
    freeship_voucher_code: z.string().nullable(),
    shops: z.record(z.string(), z.string().nullable()),
  }),
  payment_methods: z.array(z.object({ id: z.enum(PAYMENT_METHODS), available: z.boolean() })),
  address: z.object({ _id: z.string().nullable(), province_code: z.string(), full_address: z.string() }).nullable(),
  problems: z.array(zProblem),
})
export type TQuote = z.infer<typeof ZQuote>
