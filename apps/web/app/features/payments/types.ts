import type { PaymentAttemptStatus, PaymentMethod } from '@xinh/contracts'

/** The online methods a buyer can pay an order with (COD has no payment step). */
export const ONLINE_METHODS = ['MOMO', 'VNPAY', 'VISA', 'BANK_CARD'] as const satisfies readonly PaymentMethod[]
export type OnlineMethod = (typeof ONLINE_METHODS)[number]
export const isOnline = (method: PaymentMethod): method is OnlineMethod => method !== 'COD'

/** A started payment: where the buyer pays (the gateway's page, or its simulator) and until when. */
export type PaymentStart = {
  _id: string
  method: PaymentMethod
  amount: number
  pay_url: string
  expires_at: string
  order_ids?: string[]
}

/** GET /api/v1/mobile/payments/{id}: one attempt to pay and where it stands. */
export type PaymentAttempt = {
  _id: string
  status: PaymentAttemptStatus
  method: PaymentMethod
  amount: number
  order_ids: string[]
  paid_at: string | null
  result_code: string | null
}

/** What placing an order adds for an online method (docs/api/payments.md). */
export type PlacedPayment = {
  payment_url?: string | null
  payment?: PaymentStart | null
  payment_error?: { code: string; message: string } | null
}

/** The gateway page to send the buyer to after the order, if any. */
export const payUrlOf = (placed: PlacedPayment): string | null => placed.payment?.pay_url ?? placed.payment_url ?? null

/** The page the gateway sends the buyer back to. */
export const paymentResultPath = (paymentId: string) => `/thanh-toan/ket-qua?payment=${encodeURIComponent(paymentId)}`

/**
 * Leaves the app for the gateway: a full page load (the gateway is another site, or our
 * simulator outside the React app), never a client-side navigation.
 */
export function goToGateway(url: string) {
  window.location.assign(url)
}
