import { createHmac, randomBytes } from 'node:crypto'
import { postJson } from './http.ts'
import type { CreatePaymentInput, Gateway, GatewayReport, Outcome, QueryResult, RefundInput, RefundResult } from './types.ts'
import { PaymentLinkError } from './types.ts'
import { sameHex } from './vnpay.ts'

/** MoMo AIO v2 (INTEGRATIONS.md "MoMo"): the MOMO method, wallet capture. */

export type MomoCredentials = { partnerCode: string; accessKey: string; secretKey: string; endpoint: string }

/** orderId as MoMo accepts it. */
export const MOMO_ORDER_ID = /^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$/

type Fields = Record<string, string | number | null | undefined>
const s = (v: unknown) => (v == null ? '' : String(v))

/** `key=value&…` over exactly these keys in this order (the order MoMo documents for each message). */
export const momoSignData = (keys: readonly string[], fields: Fields) => keys.map((k) => `${k}=${s(fields[k])}`).join('&')
export const momoSign = (secretKey: string, keys: readonly string[], fields: Fields) =>
  createHmac('sha256', secretKey)
    .update(Buffer.from(momoSignData(keys, fields), 'utf8'))
    .digest('hex')

/** The signed keys of each message (accessKey comes from our configuration, not the body). */
export const MOMO_KEYS = {
  create: ['accessKey', 'amount', 'extraData', 'ipnUrl', 'orderId', 'orderInfo', 'partnerCode', 'redirectUrl', 'requestId', 'requestType'],
  /** The IPN and the redirect's query string. */
  result: [
    'accessKey',
    'amount',
    'extraData',
    'message',
    'orderId',
    'orderInfo',
    'orderType',
    'partnerCode',
    'payType',
    'requestId',
    'responseTime',
    'resultCode',
    'transId',
  ],
  refund: ['accessKey', 'amount', 'description', 'orderId', 'partnerCode', 'requestId', 'transId'],
  query: ['accessKey', 'orderId', 'partnerCode', 'requestId'],
} as const

/** 0 success; 9000 authorised (awaits capture); 1000 awaiting the user; 7000/7002 processing; anything else failed. */
export function momoOutcome(resultCode: string | number | null | undefined): Outcome {
  const code = Number(resultCode)
  if (code === 0) return 'paid'
  if (code === 9000 || code === 1000 || code === 7000 || code === 7002) return 'pending'
  return 'failed'
}

type MomoAnswer = {
  resultCode?: number
  message?: string
  payUrl?: string
  amount?: number
  transId?: number | string
  responseTime?: number
  refundTrans?: Array<{ orderId: string; amount: number; resultCode: number; transId?: number | string }>
}

export function momoGateway(
  creds: MomoCredentials,
  opts: { returnUrl: string; ipnUrl: string; simulated: boolean; timeoutMs?: number },
): Gateway {
  const timeoutMs = opts.timeoutMs ?? 30_000
  const url = (path: string) => `${creds.endpoint.replace(/\/$/, '')}${path}`
  const signed = (keys: readonly string[], fields: Fields) => momoSign(creds.secretKey, keys, { ...fields, accessKey: creds.accessKey })

  async function query(orderId: string): Promise<MomoAnswer> {
    const fields = { partnerCode: creds.partnerCode, requestId: randomBytes(16).toString('hex'), orderId, lang: 'vi' }
    return postJson<MomoAnswer>(url('/v2/gateway/api/query'), { ...fields, signature: signed(MOMO_KEYS.query, fields) }, timeoutMs)
  }

  return {
    id: 'momo',
    simulated: opts.simulated,

    async createPayment(input: CreatePaymentInput) {
      const fields = {
        partnerCode: creds.partnerCode,
        requestId: input.txnRef,
        orderId: input.txnRef,
        amount: input.amount,
        orderInfo: input.orderInfo,
        redirectUrl: input.returnUrl ?? opts.returnUrl,
        ipnUrl: opts.ipnUrl,
        requestType: 'captureWallet',
        extraData: '',
      }
      let answer: MomoAnswer
      try {
        answer = await postJson<MomoAnswer>(
          url('/v2/gateway/api/create'),
          {
            ...fields,
            partnerName: 'Xinh',
            lang: input.lang === 'vi' ? 'vi' : 'en',
            autoCapture: true,
            orderExpireTime: Math.max(1, Math.round((input.expiresAt.getTime() - Date.now()) / 60_000)),
            signature: signed(MOMO_KEYS.create, fields),
          },
          timeoutMs,
        )
      } catch (err) {
        throw new PaymentLinkError('momo', 'network', String((err as Error).message))
      }
      if (answer.resultCode !== 0 || !answer.payUrl)
        throw new PaymentLinkError('momo', String(answer.resultCode ?? ''), answer.message ?? '')
      return { payUrl: answer.payUrl }
    },

    readCallback(payload): GatewayReport {
      const p = payload as Fields
      const valid =
        p.partnerCode === creds.partnerCode && sameHex(typeof p.signature === 'string' ? p.signature : null, signed(MOMO_KEYS.result, p))
      const amount = Number(p.amount)
      return {
        signatureValid: valid,
        txnRef: p.orderId == null ? null : String(p.orderId),
        amount: Number.isSafeInteger(amount) && amount > 0 ? amount : null,
        outcome: momoOutcome(p.resultCode),
        resultCode: p.resultCode == null ? null : String(p.resultCode),
        transNo: p.transId == null ? null : String(p.transId),
        paidAt: p.responseTime == null ? null : String(p.responseTime),
        bankCode: p.payType == null ? null : String(p.payType),
      }
    },

    async queryPayment({ txnRef }): Promise<QueryResult> {
      const a = await query(txnRef)
      const code = a.resultCode ?? null
      return {
        txnRef,
        amount: typeof a.amount === 'number' ? a.amount : null,
        resultCode: code == null ? null : String(code),
        // 42: MoMo knows no such orderId
        outcome: code == null || code === 42 ? 'unknown' : momoOutcome(code),
        transNo: a.transId == null || String(a.transId) === '0' ? null : String(a.transId),
        paidAt: a.responseTime == null ? null : String(a.responseTime),
        bankCode: null,
      }
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      const fields = {
        partnerCode: creds.partnerCode,
        // a refund is its own MoMo order: our request id, so a retry is the same request
        orderId: input.requestId,
        requestId: input.requestId,
        amount: input.amount,
        transId: input.transNo ?? '',
        description: input.description,
      }
      let a: MomoAnswer
      try {
        a = await postJson<MomoAnswer>(
          url('/v2/gateway/api/refund'),
          { ...fields, lang: 'vi', signature: signed(MOMO_KEYS.refund, fields) },
          timeoutMs,
        )
      } catch (err) {
        return { status: 'unknown', ref: null, code: 'network', message: String((err as Error).message) }
      }
      const code = String(a.resultCode ?? '')
      if (code === '0') return { status: 'succeeded', ref: a.transId == null ? null : String(a.transId), code, message: a.message ?? '' }
      // 41: this orderId was used already — our earlier call got through; the payment's refunds say how it ended
      if (code === '41') {
        try {
          const done = (await query(input.txnRef)).refundTrans?.find((r) => r.orderId === input.requestId)
          if (done?.resultCode === 0)
            return { status: 'succeeded', ref: done.transId == null ? null : String(done.transId), code: '0', message: '' }
        } catch {}
        return { status: 'unknown', ref: null, code, message: a.message ?? '' }
      }
      // 7000/7002/99: still processing or MoMo's own trouble — try again later
      return { status: ['7000', '7002', '99', '1000'].includes(code) ? 'unknown' : 'failed', ref: null, code, message: a.message ?? '' }
    },
  }
}
