import { z } from 'zod'
import { PAYMENT_METHODS, type PaymentMethod } from './constants.ts'

/** Issue 5 — payments (docs/api/payments.md). Gateways behind the online payment methods. */
export const PAYMENT_GATEWAYS = ['vnpay', 'momo'] as const
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number]

/** The methods paid online, through a gateway (COD is paid to the carrier). */
export const ONLINE_PAYMENT_METHODS = ['MOMO', 'VNPAY', 'VISA', 'BANK_CARD'] as const satisfies readonly PaymentMethod[]
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number]
export const isOnlineMethod = (m: string | null | undefined): m is OnlinePaymentMethod =>
  (ONLINE_PAYMENT_METHODS as readonly string[]).includes(m ?? '')

/** Which gateway carries each online method (VISA = VNPay INTCARD, BANK_CARD = VNPay VNBANK). */
export const GATEWAY_OF: Record<Exclude<PaymentMethod, 'COD'>, PaymentGateway> = {
  MOMO: 'momo',
  VNPAY: 'vnpay',
  VISA: 'vnpay',
  BANK_CARD: 'vnpay',
}

/**
 * What each gateway accepts for one payment, in VND (MoMo AIO v2: 1,000–50,000,000; VNPay: from
 * 5,000 to under 1 billion). Checkout refuses a method outside its range before creating orders.
 */
export const GATEWAY_AMOUNT_LIMITS: Record<PaymentGateway, { min: number; max: number }> = {
  momo: { min: 1_000, max: 50_000_000 },
  vnpay: { min: 5_000, max: 999_999_999 },
}
export function amountFitsMethod(method: PaymentMethod, amount: number): boolean {
  if (method === 'COD') return true
  const { min, max } = GATEWAY_AMOUNT_LIMITS[GATEWAY_OF[method]]
  return amount >= min && amount <= max
}

/** One attempt to pay (a checkout's unpaid orders, or a retry for some of them). */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number]

/** Money going back to a buyer: through the gateway that took it, or by bank transfer (COD, compensation). */
export const REFUND_METHODS = ['gateway', 'bank_transfer'] as const
export type RefundMethod = (typeof REFUND_METHODS)[number]
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]
/** Why a refund exists. */
export const REFUND_REASONS = ['return', 'cancel', 'duplicate', 'compensation'] as const
export type RefundReason = (typeof REFUND_REASONS)[number]

// ----- API shapes ---------------------------------------------------------------------------

/** A payment link: where to send the buyer, for how much, until when. */
export const ZPaymentLink = z.object({
  _id: z.string(),
  method: z.enum(ONLINE_PAYMENT_METHODS),
  amount: z.number(),
  pay_url: z.string(),
  expires_at: z.string().nullable(),
})
export type TPaymentLink = z.infer<typeof ZPaymentLink>

/** POST /api/v1/mobile/orders/{id}/pay: pay again (optionally with another online method). */
export const ZPayOrderInput = z.strictObject({
  payment_method: z.enum(ONLINE_PAYMENT_METHODS, { error: 'v.invalid' }).optional(),
})
export type TPayOrderInput = z.infer<typeof ZPayOrderInput>

/** The new attempt and the orders it pays (every still-unpaid order of that checkout). */
export const ZPaymentStarted = ZPaymentLink.extend({ order_ids: z.array(z.string()) })
export type TPaymentStarted = z.infer<typeof ZPaymentStarted>

/** GET /api/v1/mobile/payments/{id}: the result page polls this. */
export const ZPaymentView = z.object({
  _id: z.string(),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  order_ids: z.array(z.string()),
  checkout_id: z.string(),
  paid_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** The gateway's last result code (vnp_ResponseCode, MoMo resultCode), null until it answered. */
  result_code: z.string().nullable(),
})
export type TPaymentView = z.infer<typeof ZPaymentView>

/** GET/PUT /api/v1/seller/settings/payments (spec seller centre /ban-hang/cai-dat/thanh-toan). */
export const ZShopPaymentSettings = z.strictObject({
  methods: z
    .array(z.enum(PAYMENT_METHODS, { error: 'v.invalid' }))
    .min(1, { error: 'v.required' })
    .max(PAYMENT_METHODS.length)
    .refine((ms) => new Set(ms).size === ms.length, { error: 'v.invalid' }),
})
export type TShopPaymentSettings = z.infer<typeof ZShopPaymentSettings>

/** A refund as the buyer, seller or admin sees it. */
export const ZRefund = z.object({
  _id: z.string(),
  order_id: z.string(),
  payment_id: z.string().nullable(),
  source_id: z.string().nullable(),
  reason: z.enum(REFUND_REASONS),
  method: z.enum(REFUND_METHODS),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  failure: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
})
export type TRefund = z.infer<typeof ZRefund>

export const ZAdminRefundQuery = z.object({
  status: z.enum(REFUND_STATUSES).optional(),
  method: z.enum(REFUND_METHODS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type TAdminRefundQuery = z.infer<typeof ZAdminRefundQuery>

/** POST /api/v1/admin/refunds/{id}/mark-transferred: the bank transfer's reference, if any. */
export const ZMarkTransferredInput = z.strictObject({
  reference: z.string().trim().max(100, { error: 'v.too_long' }).optional(),
})
