import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { OnlinePaymentMethod } from '@xinh/contracts'
import { postJson } from './http.ts'
import type { CreatePaymentInput, Gateway, GatewayReport, Outcome, QueryResult, RefundInput, RefundResult } from './types.ts'

/**
 * VNPay payment URL v2.1.0 (INTEGRATIONS.md "VNPay"): VNPAY, VISA (INTCARD) and BANK_CARD (VNBANK).
 */

export const VNP_VERSION = '2.1.0'
export type VnpayCredentials = { tmnCode: string; hashSecret: string; payUrl: string; apiUrl: string }

const BANK_CODE: Record<OnlinePaymentMethod, string | undefined> = {
  VNPAY: undefined,
  VISA: 'INTCARD',
  BANK_CARD: 'VNBANK',
  MOMO: undefined,
}

type Params = Record<string, string | number | null | undefined>

/**
 * The string VNPay signs: the `vnp_` parameters without vnp_SecureHash / vnp_SecureHashType and
 * without empty values, sorted by key, joined `key=value` with `&` and form-urlencoded the way
 * URLSearchParams does it (space → `+`).
 */
export function vnpaySignData(params: Params): string {
  const entries = Object.entries(params)
    .filter(([k, v]) => k.startsWith('vnp_') && k !== 'vnp_SecureHash' && k !== 'vnp_SecureHashType' && v != null && String(v) !== '')
    .map(([k, v]) => [k, String(v)] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return new URLSearchParams(entries).toString()
}

const hmac512 = (secret: string, data: string) => createHmac('sha512', secret).update(Buffer.from(data, 'utf8')).digest('hex')

/** hex(HMAC-SHA512(hashSecret, signData)), lower-case. */
export const vnpaySign = (secret: string, params: Params) => hmac512(secret, vnpaySignData(params))

/** The pipe-joined hash of the query and refund API (request and answer). */
export const vnpayPipeSign = (secret: string, parts: Array<string | number | null | undefined>) =>
  hmac512(secret, parts.map((p) => (p == null ? '' : String(p))).join('|'))

/** Constant-time comparison of two hex digests (case-insensitive, as VNPay's samples compare). */
export function sameHex(a: string | null | undefined, b: string): boolean {
  if (!a || a.length !== b.length) return false
  return timingSafeEqual(Buffer.from(a.toLowerCase()), Buffer.from(b.toLowerCase()))
}

export const vnpayVerify = (secret: string, params: Params) => sameHex(str(params.vnp_SecureHash), vnpaySign(secret, params))

/** yyyyMMddHHmmss in Vietnam's time (GMT+7), as every VNPay date is. */
export function vnpDate(d: Date): string {
  return new Date(d.getTime() + 7 * 3_600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14)
}

/** The instant a VNPay date (GMT+7) stands for, or null when it is not one. */
export function parseVnpDate(s: string | null | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(s ?? '')
  if (!m) return null
  const [, y, mo, d, h, mi, se] = m.map(Number) as number[]
  return new Date(Date.UTC(y!, mo! - 1, d!, h! - 7, mi!, se!))
}

const str = (v: unknown) => (v == null ? null : String(v))

/** Paid only when both the response code and the transaction status are 00. */
export const vnpayOutcome = (responseCode: string | null, transactionStatus: string | null): Outcome =>
  responseCode === '00' && transactionStatus === '00' ? 'paid' : 'failed'

/** VND from vnp_Amount (×100), or null when it is not a whole number of đồng. */
export function fromVnpAmount(v: unknown): number | null {
  const s = str(v)
  if (!s || !/^\d+$/.test(s)) return null
  const n = Number(s)
  return n % 100 === 0 ? n / 100 : null
}

/** A fresh vnp_RequestId (≤ 32 characters, unique in the day). */
const requestId = () => randomBytes(16).toString('hex')

/** VNPay's IPN answers (RspCode). */
export const VNPAY_IPN_ANSWERS = {
  confirmed: { RspCode: '00', Message: 'Confirm Success' },
  not_found: { RspCode: '01', Message: 'Order not found' },
  duplicate: { RspCode: '02', Message: 'Order already confirmed' },
  invalid_amount: { RspCode: '04', Message: 'Invalid amount' },
  bad_signature: { RspCode: '97', Message: 'Invalid signature' },
  unknown: { RspCode: '99', Message: 'Unknown error' },
} as const

type ApiAnswer = Record<string, string | number | undefined>

export function vnpayGateway(creds: VnpayCredentials, opts: { returnUrl: string; simulated: boolean; timeoutMs?: number }): Gateway {
  const timeoutMs = opts.timeoutMs ?? 15_000

  /** The answer of the query/refund API, checked against its pipe hash (absent on some error answers). */
  function verifiedAnswer(answer: ApiAnswer, fields: string[]): boolean {
    if (!answer.vnp_SecureHash) return false
    return sameHex(
      String(answer.vnp_SecureHash),
      vnpayPipeSign(
        creds.hashSecret,
        fields.map((f) => answer[f]),
      ),
    )
  }

  return {
    id: 'vnpay',
    simulated: opts.simulated,

    async createPayment(input: CreatePaymentInput) {
      const params: Params = {
        vnp_Version: VNP_VERSION,
        vnp_Command: 'pay',
        vnp_TmnCode: creds.tmnCode,
        vnp_Amount: input.amount * 100,
        vnp_CurrCode: 'VND',
        vnp_TxnRef: input.txnRef,
        vnp_OrderInfo: input.orderInfo,
        vnp_OrderType: 'other',
        vnp_Locale: input.lang === 'vi' ? 'vn' : 'en',
        vnp_ReturnUrl: input.returnUrl ?? opts.returnUrl,
        vnp_IpAddr: input.ip,
        vnp_CreateDate: vnpDate(input.createdAt),
        vnp_ExpireDate: vnpDate(input.expiresAt),
        vnp_BankCode: BANK_CODE[input.method],
      }
      const data = vnpaySignData(params)
      return { payUrl: `${creds.payUrl}?${data}&vnp_SecureHash=${vnpaySign(creds.hashSecret, params)}` }
    },

    readCallback(payload): GatewayReport {
      const p = payload as Params
      const responseCode = str(p.vnp_ResponseCode)
      return {
        signatureValid: vnpayVerify(creds.hashSecret, p) && p.vnp_TmnCode === creds.tmnCode,
        txnRef: str(p.vnp_TxnRef),
        amount: fromVnpAmount(p.vnp_Amount),
        outcome: vnpayOutcome(responseCode, str(p.vnp_TransactionStatus)),
        resultCode: responseCode,
        transNo: str(p.vnp_TransactionNo),
        paidAt: str(p.vnp_PayDate),
        bankCode: str(p.vnp_BankCode),
      }
    },

    async queryPayment({ txnRef, createdAt, ip }): Promise<QueryResult> {
      const body = {
        vnp_RequestId: requestId(),
        vnp_Version: VNP_VERSION,
        vnp_Command: 'querydr',
        vnp_TmnCode: creds.tmnCode,
        vnp_TxnRef: txnRef,
        vnp_OrderInfo: `Truy van giao dich ${txnRef}`,
        vnp_TransactionDate: vnpDate(createdAt),
        vnp_CreateDate: vnpDate(new Date()),
        vnp_IpAddr: ip,
      }
      const hash = vnpayPipeSign(creds.hashSecret, [
        body.vnp_RequestId,
        body.vnp_Version,
        body.vnp_Command,
        body.vnp_TmnCode,
        body.vnp_TxnRef,
        body.vnp_TransactionDate,
        body.vnp_CreateDate,
        body.vnp_IpAddr,
        body.vnp_OrderInfo,
      ])
      const a = await postJson<ApiAnswer>(creds.apiUrl, { ...body, vnp_SecureHash: hash }, timeoutMs)
      const base = { txnRef, amount: null, resultCode: str(a.vnp_ResponseCode), transNo: null, paidAt: null, bankCode: null }
      // 91: VNPay has no such transaction (the buyer never submitted the page)
      if (a.vnp_ResponseCode !== '00') return { ...base, outcome: 'unknown' }
      const ok = verifiedAnswer(a, QUERY_ANSWER_FIELDS)
      if (!ok) throw new Error('VNPay querydr answer has a bad signature')
      const status = str(a.vnp_TransactionStatus)
      return {
        ...base,
        amount: fromVnpAmount(a.vnp_Amount),
        resultCode: status,
        // 01: not completed yet (the buyer may still be on the page)
        outcome: status === '00' ? 'paid' : status === '01' ? 'pending' : 'failed',
        transNo: str(a.vnp_TransactionNo),
        paidAt: str(a.vnp_PayDate),
        bankCode: str(a.vnp_BankCode),
      }
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      const body = {
        vnp_RequestId: input.requestId,
        vnp_Version: VNP_VERSION,
        vnp_Command: 'refund',
        vnp_TmnCode: creds.tmnCode,
        vnp_TransactionType: input.full ? '02' : '03',
        vnp_TxnRef: input.txnRef,
        vnp_Amount: input.amount * 100,
        vnp_TransactionNo: input.transNo ?? '0',
        vnp_TransactionDate: input.paidAt ?? vnpDate(input.paymentCreatedAt),
        vnp_CreateBy: 'xinh-system',
        vnp_CreateDate: vnpDate(new Date()),
        vnp_IpAddr: input.ip,
        vnp_OrderInfo: input.description,
      }
      const hash = vnpayPipeSign(creds.hashSecret, [
        body.vnp_RequestId,
        body.vnp_Version,
        body.vnp_Command,
        body.vnp_TmnCode,
        body.vnp_TransactionType,
        body.vnp_TxnRef,
        body.vnp_Amount,
        body.vnp_TransactionNo,
        body.vnp_TransactionDate,
        body.vnp_CreateBy,
        body.vnp_CreateDate,
        body.vnp_IpAddr,
        body.vnp_OrderInfo,
      ])
      let a: ApiAnswer
      try {
        a = await postJson<ApiAnswer>(creds.apiUrl, { ...body, vnp_SecureHash: hash }, timeoutMs)
      } catch (err) {
        return { status: 'unknown', ref: null, code: 'network', message: String((err as Error).message) }
      }
      const code = str(a.vnp_ResponseCode) ?? ''
      const message = str(a.vnp_Message) ?? ''
      if (code === '00') {
        if (!verifiedAnswer(a, REFUND_ANSWER_FIELDS)) return { status: 'unknown', ref: null, code: '97', message: 'bad answer signature' }
        return { status: 'succeeded', ref: str(a.vnp_TransactionNo), code, message }
      }
      // 94: the same request is still being processed; 99: VNPay's own error — both worth another try
      return { status: code === '94' || code === '99' ? 'unknown' : 'failed', ref: null, code, message }
    },
  }
}

/** The fields the query API's answer hash covers, in order. */
export const QUERY_ANSWER_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
  'vnp_PromotionCode',
  'vnp_PromotionAmount',
]
/** The fields the refund API's answer hash covers, in order. */
export const REFUND_ANSWER_FIELDS = QUERY_ANSWER_FIELDS.slice(0, 13)
