import type { Lang, OnlinePaymentMethod, PaymentGateway } from '@xinh/contracts'

/** What a gateway's answer means for the payment. */
export type Outcome = 'paid' | 'failed' | 'pending'

export type CreatePaymentInput = {
  /** Our reference at the gateway (vnp_TxnRef, MoMo orderId): unique per gateway. */
  txnRef: string
  /** VND. */
  amount: number
  method: OnlinePaymentMethod
  orderInfo: string
  lang: Lang
  /** The buyer's IP address (VNPay asks for it). */
  ip: string
  createdAt: Date
  expiresAt: Date
  /** Where the gateway sends the buyer back (our return address on the site they paid from); the client's default otherwise. */
  returnUrl?: string
}

/** A gateway callback (IPN, browser return) or query answer, verified and read. */
export type GatewayReport = {
  /** The signature holds (and the merchant is us). */
  signatureValid: boolean
  txnRef: string | null
  /** VND, or null when the payload carries no usable amount. */
  amount: number | null
  outcome: Outcome
  resultCode: string | null
  /** The gateway's transaction number (vnp_TransactionNo, MoMo transId). */
  transNo: string | null
  /** When the gateway says it was paid, in its own format (VNPay refunds need vnp_PayDate back). */
  paidAt: string | null
  bankCode: string | null
}

/** The gateway's view of one payment (query API); `unknown` when it knows nothing of it. */
export type QueryResult = Omit<GatewayReport, 'signatureValid' | 'outcome'> & { outcome: Outcome | 'unknown' }

export type RefundInput = {
  /** Unique per refund: the gateway treats a repeated id as the same request. */
  requestId: string
  txnRef: string
  transNo: string | null
  paidAt: string | null
  /** The payment's creation time (VNPay's vnp_TransactionDate fallback). */
  paymentCreatedAt: Date
  amount: number
  /** The whole payment at once (VNPay TransactionType 02) or part of it (03). */
  full: boolean
  description: string
  ip: string
}

/** `unknown`: no usable answer (network, timeout, bad signature): try again later. */
export type RefundResult = { status: 'succeeded' | 'failed' | 'unknown'; ref: string | null; code: string; message: string }

/**
 * One payment gateway: create a payment (a page to send the buyer to), read its callbacks
 * (IPN and browser return), ask for a payment's status, refund. Each is a typed client of the
 * real protocol (INTEGRATIONS.md); only the host differs between the gateway and our simulator.
 */
export interface Gateway {
  readonly id: PaymentGateway
  /** Whether this client talks to the built-in simulator (no credentials configured). */
  readonly simulated: boolean
  createPayment(input: CreatePaymentInput): Promise<{ payUrl: string }>
  readCallback(payload: Record<string, unknown>): GatewayReport
  queryPayment(input: { txnRef: string; createdAt: Date; ip: string }): Promise<QueryResult>
  refund(input: RefundInput): Promise<RefundResult>
}

/** The gateway could not give a payment link (down, refused the request). */
export class PaymentLinkError extends Error {
  constructor(
    readonly gateway: PaymentGateway,
    readonly code: string,
    message: string,
  ) {
    super(`${gateway} ${code}: ${message}`)
  }
}
