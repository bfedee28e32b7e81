import type { PaymentMethod, TCreatedOrders, TPaymentStarted, TPaymentView } from '@xinh/contracts'

/**
 * The online methods a buyer can pay an order with (COD has no payment step): contracts'
 * ONLINE_PAYMENT_METHODS, restated so that this page's code does not load the contracts' schemas.
 */
export const ONLINE_METHODS = ['MOMO', 'VNPAY', 'VISA', 'BANK_CARD'] as const satisfies readonly PaymentMethod[]
export type OnlineMethod = (typeof ONLINE_METHODS)[number]
export const isOnline = (method: PaymentMethod): method is OnlineMethod => method !== 'COD'

/** POST /api/v1/mobile/orders/{id}/pay: the new attempt, where to pay and until when (docs/api/payments.md). */
export type PaymentStart = TPaymentStarted

/** GET /api/v1/mobile/payments/{id}: one attempt to pay and where it stands. */
export type PaymentAttempt = TPaymentView

/** The gateway page to send the buyer to after the order, if any. */
export const payUrlOf = (placed: TCreatedOrders): string | null => placed.payment?.pay_url ?? placed.payment_url ?? null

/**
 * Leaves the app for the gateway: a full page load (the gateway is another site, or our
 * simulator outside the React app), never a client-side navigation.
 */
export function goToGateway(url: string) {
  window.location.assign(url)
}
