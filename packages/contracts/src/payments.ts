import type { PaymentMethod } from './constants.ts'

/** Issue 5 — payments (docs/api/payments.md). Gateways behind the online payment methods. */
export const PAYMENT_GATEWAYS = ['vnpay', 'momo'] as const
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number]

/** Which gateway carries each online method (VISA = VNPay INTCARD, BANK_CARD = VNPay VNBANK). */
export const GATEWAY_OF: Record<Exclude<PaymentMethod, 'COD'>, PaymentGateway> = {
  MOMO: 'momo',
  VNPAY: 'vnpay',
  VISA: 'vnpay',
  BANK_CARD: 'vnpay',
}

/** One attempt to pay (a checkout's unpaid orders, or a retry for some of them). */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number]

/** Money going back to a buyer: through the gateway that took it, or by bank transfer (COD, compensation). */
export const REFUND_METHODS = ['gateway', 'bank_transfer'] as const
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]
/** Why a refund exists. */
export const REFUND_REASONS = ['return', 'cancel', 'duplicate', 'compensation'] as const
