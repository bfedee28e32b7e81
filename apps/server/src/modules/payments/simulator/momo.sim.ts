import { randomInt } from 'node:crypto'
import type { Db } from '#server/platform/db/client.ts'
import { sameHex } from '../gateways/vnpay.ts'
import { MOMO_KEYS, MOMO_ORDER_ID, type MomoCredentials, momoSign } from '../gateways/momo.ts'
import type { Deliverer } from './deliver.ts'
import { errorPage, paymentPage, type SimLang } from './pages.ts'
import * as sim from './sim.repo.ts'

/**
 * MoMo AIO v2 on our own server: create (a payUrl to the simulator's page), the pay page, the
 * IPN (signed JSON POST to the ipnUrl the merchant sent), the redirect to its redirectUrl, query
 * and refund. Result codes as MoMo documents them.
 */

type Body = Record<string, unknown>
type Html = { status: number; html: string; csp?: string | null }
type Redirect = { redirect: string }
type CreateRequest = {
  partnerCode: string
  requestId: string
  orderId: string
  amount: number
  orderInfo: string
  redirectUrl: string
  ipnUrl: string
  requestType: string
  extraData: string
  lang?: string
  orderExpireTime?: number
}

const newTransId = () => randomInt(1_000_000_000, 9_999_999_999)
/** What the buyer's choice comes to: paid, or 1006 (the user denied / cancelled the payment). */
const RESULTS = {
  approve: { resultCode: 0, message: 'Thành công.', status: 'paid' },
  decline: { resultCode: 1006, message: 'Giao dịch thất bại do người dùng đã từ chối xác nhận thanh toán.', status: 'failed' },
  cancel: { resultCode: 1006, message: 'Giao dịch thất bại do người dùng đã hủy thanh toán.', status: 'cancelled' },
  /** 1005: the payment link (QR) expired before the buyer paid. */
  expire: { resultCode: 1005, message: 'Giao dịch thất bại do url hoặc QR code đã hết hạn.', status: 'expired' },
} as const

export function createMomoSimulator({
  db,
  creds,
  payUrlBase,
  deliverer,
}: {
  db: Db
  creds: MomoCredentials
  payUrlBase: string
  deliverer: Deliverer
}) {
  const signed = (keys: readonly string[], fields: Body) =>
    momoSign(creds.secretKey, keys, { ...(fields as Record<string, string>), accessKey: creds.accessKey })
  const verify = (keys: readonly string[], body: Body) =>
    body.partnerCode === creds.partnerCode && sameHex(typeof body.signature === 'string' ? body.signature : null, signed(keys, body))
  const now = () => Date.now()
  const answer = (fields: Body) => ({ partnerCode: creds.partnerCode, responseTime: now(), ...fields })
  const expiryOf = (tx: sim.SimTransaction) =>
    new Date(tx.createdAt.getTime() + Math.max(1, Number((tx.request as CreateRequest).orderExpireTime) || 100) * 60_000)

  /** POST /v2/gateway/api/create */
  async function create(body: Body) {
    const base = { orderId: body.orderId, requestId: body.requestId, amount: body.amount }
    if (!verify(MOMO_KEYS.create, body))
      return answer({ ...base, resultCode: 13, message: 'Xác thực doanh nghiệp thất bại (merchant authentication failed).' })
    const amount = Number(body.amount)
    if (
      typeof body.orderId !== 'string' ||
      !MOMO_ORDER_ID.test(body.orderId) ||
      typeof body.requestId !== 'string' ||
      !body.ipnUrl ||
      !body.redirectUrl
    )
      return answer({ ...base, resultCode: 20, message: 'Yêu cầu sai định dạng (bad format request).' })
    if (!Number.isSafeInteger(amount) || amount < 1_000 || amount > 50_000_000)
      return answer({ ...base, resultCode: 22, message: 'Số tiền giao dịch không hợp lệ (amount out of range).' })
    const row = await sim.insertSim(db, { gateway: 'momo', ref: body.orderId, amount, request: body })
    if (!row) return answer({ ...base, resultCode: 41, message: 'Trùng orderId (duplicated orderId).' })
    const payUrl = `${payUrlBase}/${encodeURIComponent(body.orderId)}`
    return answer({ ...base, resultCode: 0, message: 'Thành công.', payUrl, shortLink: payUrl, deeplink: payUrl, qrCodeUrl: payUrl })
  }

  const langOf = (tx: sim.SimTransaction | undefined): SimLang => ((tx?.request as CreateRequest | undefined)?.lang === 'en' ? 'en' : 'vi')

  /** GET /pay/{orderId}: the wallet's confirmation page. */
  async function page(orderId: string, action: string): Promise<Html> {
    const tx = await sim.findSim(db, 'momo', orderId)
    if (!tx) return { status: 404, html: errorPage('vi', 'momo', '42', 'Không tìm thấy giao dịch (orderId not found).') }
    const req = tx.request as CreateRequest
    if (tx.status !== 'created')
      return { status: 409, html: errorPage(langOf(tx), 'momo', '41', 'Giao dịch đã được xử lý (already processed).') }
    return {
      status: 200,
      csp: req.redirectUrl,
      html: paymentPage({
        lang: langOf(tx),
        gateway: 'momo',
        action,
        merchant: creds.partnerCode,
        amount: tx.amount,
        orderInfo: req.orderInfo,
        ref: tx.ref,
        expiresAt: expiryOf(tx),
      }),
    }
  }

  /** POST /pay/{orderId}: records the outcome once, sends the IPN, sends the browser back to the merchant. */
  async function submit(orderId: string, action: string | undefined): Promise<Html | Redirect> {
    const tx = await sim.findSim(db, 'momo', orderId)
    if (!tx) return { status: 404, html: errorPage('vi', 'momo', '42', 'Không tìm thấy giao dịch (orderId not found).') }
    if (action !== 'approve' && action !== 'decline' && action !== 'cancel')
      return { status: 400, html: errorPage(langOf(tx), 'momo', '20', 'Thiếu lựa chọn (no action chosen).') }
    const outcome = RESULTS[expiryOf(tx) < new Date() ? 'expire' : action]
    const transId = newTransId()
    const done = await sim.finishSim(db, tx.id, { status: outcome.status, transNo: String(transId) })
    if (!done) return { status: 409, html: errorPage(langOf(tx), 'momo', '41', 'Giao dịch đã được xử lý (already processed).') }
    const req = tx.request as CreateRequest
    const result: Record<string, string | number> = {
      partnerCode: creds.partnerCode,
      orderId: tx.ref,
      requestId: req.requestId,
      amount: tx.amount,
      orderInfo: req.orderInfo,
      orderType: 'momo_wallet',
      transId,
      resultCode: outcome.resultCode,
      message: outcome.message,
      payType: 'qr',
      responseTime: now(),
      extraData: req.extraData ?? '',
    }
    result.signature = signed(MOMO_KEYS.result, result)
    await deliverer.deliver({
      url: req.ipnUrl,
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(result) },
      // MoMo wants 204 (any 2xx ends it); anything else or no answer within the time limit: it calls again
      accept: async (res) => res.ok,
    })
    const query = new URLSearchParams(Object.entries(result).map(([k, v]): [string, string] => [k, String(v)])).toString()
    return { redirect: `${req.redirectUrl}${req.redirectUrl.includes('?') ? '&' : '?'}${query}` }
  }

  /** POST /v2/gateway/api/query: the payment's state and its refunds. */
  async function query(body: Body) {
    const base = { orderId: body.orderId, requestId: body.requestId }
    if (!verify(MOMO_KEYS.query, body)) return answer({ ...base, resultCode: 13, message: 'Merchant authentication failed.' })
    const tx = await sim.findSim(db, 'momo', String(body.orderId ?? ''))
    if (!tx) return answer({ ...base, resultCode: 42, message: 'orderId not found.' })
    const code = tx.status === 'paid' ? 0 : tx.status === 'created' ? 1000 : tx.status === 'expired' ? 1005 : 1006
    const refunds = await sim.refundsOfSim(db, 'momo', tx.ref)
    return answer({
      ...base,
      extraData: (tx.request as CreateRequest).extraData ?? '',
      amount: tx.amount,
      transId: Number(tx.transNo ?? 0),
      payType: 'qr',
      resultCode: code,
      message: code === 0 ? 'Thành công.' : 'Giao dịch chưa thành công.',
      lastUpdated: tx.updatedAt.getTime(),
      refundTrans: refunds.map((r) => ({
        orderId: r.ref.slice('refund:'.length),
        amount: r.amount,
        resultCode: r.status === 'refunded' ? 0 : 1080,
        transId: Number(r.transNo ?? 0),
        createdTime: r.createdAt.getTime(),
      })),
    })
  }

  /** POST /v2/gateway/api/refund: a refund is its own orderId (a second call with it: 41). */
  async function refund(body: Body) {
    const base = { orderId: body.orderId, requestId: body.requestId, amount: body.amount, transId: body.transId }
    if (!verify(MOMO_KEYS.refund, body)) return answer({ ...base, resultCode: 13, message: 'Merchant authentication failed.' })
    if (typeof body.orderId !== 'string' || !MOMO_ORDER_ID.test(body.orderId))
      return answer({ ...base, resultCode: 20, message: 'Bad format request.' })
    const original = body.transId ? await sim.findSimByTransNo(db, 'momo', String(body.transId)) : undefined
    if (!original || original.ref.startsWith('refund:'))
      return answer({ ...base, resultCode: 42, message: 'Original transaction not found.' })
    const amount = Number(body.amount)
    const claim = await sim.insertSim(db, {
      gateway: 'momo',
      ref: `refund:${body.orderId}`,
      amount: Number.isSafeInteger(amount) ? amount : 0,
      request: { parent: original.ref, body },
    })
    if (!claim) return answer({ ...base, resultCode: 41, message: 'Duplicated orderId.' })
    let result: { resultCode: number; message: string }
    let refundTransId: number | null = null
    if (original.status !== 'paid') result = { resultCode: 1088, message: 'The original transaction cannot be refunded.' }
    else if (!Number.isSafeInteger(amount) || amount < 1_000 || !(await sim.takeRefund(db, original.id, amount)))
      result = { resultCode: 1081, message: 'Refund rejected: already refunded or more than the refundable amount.' }
    else {
      refundTransId = newTransId()
      result = { resultCode: 0, message: 'Thành công.' }
    }
    await sim.finishSim(db, claim.id, {
      status: refundTransId ? 'refunded' : 'failed',
      transNo: refundTransId ? String(refundTransId) : null,
    })
    return answer({ ...base, ...result, ...(refundTransId ? { transId: refundTransId } : {}) })
  }

  return { create, page, submit, query, refund }
}
export type MomoSimulator = ReturnType<typeof createMomoSimulator>
