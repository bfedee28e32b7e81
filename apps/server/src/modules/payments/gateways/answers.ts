import type { PaymentGateway } from '@xinh/contracts'
import { VNPAY_IPN_ANSWERS } from './vnpay.ts'

/** What a gateway callback came to; each gateway turns it into its own answer. */
export type Verdict = 'confirmed' | 'not_found' | 'duplicate' | 'invalid_amount' | 'bad_signature' | 'unknown'

/**
 * The HTTP answer to an IPN. VNPay: 200 with `{RspCode, Message}` (00/01/02/04/97/99; VNPay calls
 * again on 99). MoMo: 204 once we have dealt with it (a tampered or unknown one included: calling
 * again would not change it); 500 when we failed, so that MoMo calls again.
 */
export function ipnAnswer(gateway: PaymentGateway, verdict: Verdict): { status: number; body?: { RspCode: string; Message: string } } {
  if (gateway === 'vnpay') return { status: 200, body: { ...VNPAY_IPN_ANSWERS[verdict] } }
  return { status: verdict === 'unknown' ? 500 : 204 }
}

/** The `answer` column of the ledger: the RspCode or HTTP status given, 302 for a browser return. */
export function ledgerAnswer(gateway: PaymentGateway, kind: 'ipn' | 'return' | 'query', verdict: Verdict): string {
  if (kind === 'return') return '302'
  if (kind === 'query') return verdict
  const a = ipnAnswer(gateway, verdict)
  return a.body?.RspCode ?? String(a.status)
}
