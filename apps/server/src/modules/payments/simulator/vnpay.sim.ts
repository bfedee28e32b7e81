import { randomInt, randomBytes } from 'node:crypto'
import type { Db } from '#server/platform/db/client.ts'
import {
  fromVnpAmount,
  parseVnpDate,
  QUERY_ANSWER_FIELDS,
  REFUND_ANSWER_FIELDS,
  type VnpayCredentials,
  vnpayPipeSign,
  vnpaySign,
  vnpaySignData,
  vnpayVerify,
  vnpDate,
} from '../gateways/vnpay.ts'
import type { Deliverer } from './deliver.ts'
import { errorPage, paymentPage, type SimLang } from './pages.ts'
import * as sim from './sim.repo.ts'

/**
 * VNPay's side of the protocol, on our own server: the payment page (vpcpay.html), the IPN it
 * sends to the merchant (GET with signed query parameters), the browser's return, and the
 * merchant API (querydr, refund). Response codes as VNPay documents them.
 */

type Params = Record<string, string>
type Html = { status: number; html: string; csp?: string | null }
type Redirect = { redirect: string }

export type VnpaySimulator = ReturnType<typeof createVnpaySimulator>

/** Card types and banks the page pretends the buyer used, by requested bank code. */
const PAID_WITH: Record<string, { bank: string; card: string }> = {
  INTCARD: { bank: 'VISA', card: 'CREDIT' },
  VNBANK: { bank: 'NCB', card: 'ATM' },
  VNPAYQR: { bank: 'VNPAYQR', card: 'QRCODE' },
  '': { bank: 'NCB', card: 'ATM' },
}

const newTransNo = () => String(randomInt(10_000_000, 99_999_999))

export function createVnpaySimulator({
  db,
  creds,
  ipnUrl,
  deliverer,
}: {
  db: Db
  creds: VnpayCredentials
  ipnUrl: string
  deliverer: Deliverer
}) {
  const langOf = (p: Params): SimLang => (p.vnp_Locale === 'vn' ? 'vi' : 'en')

  /** Checks a payment request as VNPay does: an error page names what is wrong. */
  function checkRequest(p: Params, now: Date): { code: string; message: string } | null {
    if (!vnpayVerify(creds.hashSecret, p)) return { code: '70', message: 'Sai chữ ký (invalid signature)' }
    if (p.vnp_TmnCode !== creds.tmnCode) return { code: '02', message: 'Merchant không hợp lệ (invalid merchant)' }
    if (p.vnp_Version !== '2.1.0' || p.vnp_Command !== 'pay' || p.vnp_CurrCode !== 'VND' || !p.vnp_TxnRef || !p.vnp_ReturnUrl)
      return { code: '03', message: 'Dữ liệu gửi sang không đúng định dạng (bad request format)' }
    const amount = fromVnpAmount(p.vnp_Amount)
    if (amount === null || amount < 5_000 || amount >= 1_000_000_000)
      return { code: '04', message: 'Số tiền không hợp lệ (invalid amount)' }
    const expires = parseVnpDate(p.vnp_ExpireDate)
    if (p.vnp_ExpireDate && (!expires || expires < now)) return { code: '11', message: 'Đã hết hạn chờ thanh toán (payment time expired)' }
    return null
  }

  /** GET vpcpay.html?…: the payment page for a correctly signed request. */
  function page(p: Params, action: string, now = new Date()): Html {
    const problem = checkRequest(p, now)
    if (problem) return { status: 400, html: errorPage(langOf(p), 'vnpay', problem.code, problem.message) }
    return {
      status: 200,
      csp: p.vnp_ReturnUrl,
      html: paymentPage({
        lang: langOf(p),
        gateway: 'vnpay',
        action,
        hidden: Object.fromEntries(Object.entries(p).filter(([k]) => k.startsWith('vnp_'))),
        merchant: p.vnp_TmnCode ?? '',
        amount: fromVnpAmount(p.vnp_Amount) ?? 0,
        orderInfo: p.vnp_OrderInfo ?? '',
        ref: p.vnp_TxnRef ?? '',
        method: p.vnp_BankCode || null,
        expiresAt: parseVnpDate(p.vnp_ExpireDate),
      }),
    }
  }

  /**
   * POST vpcpay.html: the buyer chose. The request is checked again (its signed fields came back
   * through the form), the transaction is recorded once, the IPN is sent, and the browser goes
   * to the merchant's return URL with the same signed result.
   */
  async function submit(form: Params, now = new Date()): Promise<Html | Redirect> {
    const { action, ...p } = form
    const problem = checkRequest(p, now)
    if (problem) return { status: 400, html: errorPage(langOf(p), 'vnpay', problem.code, problem.message) }
    if (action !== 'approve' && action !== 'decline' && action !== 'cancel')
      return { status: 400, html: errorPage(langOf(p), 'vnpay', '03', 'Thiếu lựa chọn (no action chosen)') }
    const amount = fromVnpAmount(p.vnp_Amount)!
    const paid = action === 'approve'
    const transNo = action === 'cancel' ? '0' : newTransNo()
    const row = await sim.insertSim(db, {
      gateway: 'vnpay',
      ref: p.vnp_TxnRef!,
      amount,
      status: paid ? 'paid' : action === 'decline' ? 'failed' : 'cancelled',
      transNo,
      request: { ...p, payDate: vnpDate(now) },
    })
    if (!row) return { status: 409, html: errorPage(langOf(p), 'vnpay', '94', 'Giao dịch đã được xử lý (transaction already processed)') }
    const used = PAID_WITH[p.vnp_BankCode ?? ''] ?? PAID_WITH['']!
    // 00/00 paid; 51/02 insufficient funds (a refusal); 24/02 the customer cancelled
    const result: Params = {
      vnp_Amount: p.vnp_Amount!,
      vnp_BankCode: used.bank,
      vnp_BankTranNo: paid ? `VNP${transNo}` : '',
      vnp_CardType: action === 'cancel' ? '' : used.card,
      vnp_OrderInfo: p.vnp_OrderInfo ?? '',
      vnp_PayDate: vnpDate(now),
      vnp_ResponseCode: paid ? '00' : action === 'decline' ? '51' : '24',
      vnp_TmnCode: p.vnp_TmnCode!,
      vnp_TransactionNo: transNo,
      vnp_TransactionStatus: paid ? '00' : '02',
      vnp_TxnRef: p.vnp_TxnRef!,
    }
    const query = `${vnpaySignData(result)}&vnp_SecureHash=${vnpaySign(creds.hashSecret, result)}`
    await deliverer.deliver({
      url: `${ipnUrl}?${query}`,
      init: { method: 'GET', headers: { accept: 'application/json' } },
      // VNPay calls again unless the merchant confirms (00, 02) or rejects it for good (01, 04, 97)
      accept: async (res) => res.ok && (((await res.json().catch(() => ({}))) as { RspCode?: string }).RspCode ?? '99') !== '99',
    })
    return { redirect: `${p.vnp_ReturnUrl}${p.vnp_ReturnUrl!.includes('?') ? '&' : '?'}${query}` }
  }

  /** POST merchant_webapi/api/transaction: querydr and refund, pipe-signed both ways. */
  async function api(body: Record<string, unknown>): Promise<Record<string, string>> {
    const b = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v == null ? '' : String(v)])) as Params
    const answer = (fields: Params, signedFields: string[]) => {
      const full: Params = {
        vnp_ResponseId: randomBytes(16).toString('hex'),
        vnp_Command: b.vnp_Command ?? '',
        vnp_TmnCode: creds.tmnCode,
        ...fields,
      }
      return {
        ...full,
        vnp_SecureHash: vnpayPipeSign(
          creds.hashSecret,
          signedFields.map((f) => full[f]),
        ),
      }
    }
    const fail = (code: string, message: string) => ({
      vnp_ResponseId: randomBytes(16).toString('hex'),
      vnp_Command: b.vnp_Command ?? '',
      vnp_ResponseCode: code,
      vnp_Message: message,
    })
    if (b.vnp_TmnCode !== creds.tmnCode) return fail('02', 'Invalid merchant')

    if (b.vnp_Command === 'querydr') {
      const expected = vnpayPipeSign(creds.hashSecret, [
        b.vnp_RequestId,
        b.vnp_Version,
        b.vnp_Command,
        b.vnp_TmnCode,
        b.vnp_TxnRef,
        b.vnp_TransactionDate,
        b.vnp_CreateDate,
        b.vnp_IpAddr,
        b.vnp_OrderInfo,
      ])
      if (b.vnp_SecureHash?.toLowerCase() !== expected) return fail('97', 'Invalid checksum')
      const tx = await sim.findSim(db, 'vnpay', b.vnp_TxnRef ?? '')
      if (!tx) return fail('91', 'Transaction not found')
      const request = tx.request as Params
      return answer(
        {
          vnp_ResponseCode: '00',
          vnp_Message: 'QueryDR Success',
          vnp_TxnRef: tx.ref,
          vnp_Amount: String(tx.amount * 100),
          vnp_BankCode: request.vnp_BankCode || 'NCB',
          vnp_PayDate: request.payDate ?? '',
          vnp_TransactionNo: tx.transNo ?? '0',
          vnp_TransactionType: '01',
          vnp_TransactionStatus: tx.status === 'paid' ? '00' : '02',
          vnp_OrderInfo: request.vnp_OrderInfo ?? '',
          vnp_PromotionCode: '',
          vnp_PromotionAmount: '',
        },
        QUERY_ANSWER_FIELDS,
      )
    }

    if (b.vnp_Command === 'refund') {
      const expected = vnpayPipeSign(creds.hashSecret, [
        b.vnp_RequestId,
        b.vnp_Version,
        b.vnp_Command,
        b.vnp_TmnCode,
        b.vnp_TransactionType,
        b.vnp_TxnRef,
        b.vnp_Amount,
        b.vnp_TransactionNo,
        b.vnp_TransactionDate,
        b.vnp_CreateBy,
        b.vnp_CreateDate,
        b.vnp_IpAddr,
        b.vnp_OrderInfo,
      ])
      if (b.vnp_SecureHash?.toLowerCase() !== expected) return fail('97', 'Invalid checksum')
      const tx = await sim.findSim(db, 'vnpay', b.vnp_TxnRef ?? '')
      if (!tx || (b.vnp_TransactionNo && b.vnp_TransactionNo !== '0' && b.vnp_TransactionNo !== tx.transNo))
        return fail('91', 'Transaction not found')
      if (b.vnp_TransactionType !== '02' && b.vnp_TransactionType !== '03') return fail('03', 'Invalid transaction type')
      const amount = fromVnpAmount(b.vnp_Amount) ?? 0
      // the request id is claimed first: the same id again gets the first answer (the refund is made once)
      const claim = await sim.insertSim(db, {
        gateway: 'vnpay',
        ref: `refund:${b.vnp_RequestId}`,
        amount: Math.max(amount, 0),
        request: { parent: tx.ref, body: b },
      })
      if (!claim) {
        const previous = await sim.findSim(db, 'vnpay', `refund:${b.vnp_RequestId}`)
        return (previous?.request as { answer?: Record<string, string> } | undefined)?.answer ?? fail('94', 'Duplicate request in progress')
      }
      const full = b.vnp_TransactionType === '02'
      let result: Record<string, string>
      let refundNo: string | null = null
      if (tx.status !== 'paid') result = fail('95', 'Transaction was not successful at VNPAY; refund refused')
      else if (amount <= 0 || (full && (amount !== tx.amount || tx.refunded > 0))) result = fail('93', 'Invalid refund amount')
      else if (!(await sim.takeRefund(db, tx.id, amount))) result = fail('93', 'Refund amount exceeds what can be refunded')
      else {
        refundNo = newTransNo()
        const request = tx.request as Params
        result = answer(
          {
            vnp_ResponseCode: '00',
            vnp_Message: 'Refund success',
            vnp_TxnRef: tx.ref,
            vnp_Amount: String(amount * 100),
            vnp_BankCode: request.vnp_BankCode || 'NCB',
            vnp_PayDate: vnpDate(new Date()),
            vnp_TransactionNo: refundNo,
            vnp_TransactionType: b.vnp_TransactionType!,
            // 05: VNPay is processing the refund (it then goes to the bank)
            vnp_TransactionStatus: '05',
            vnp_OrderInfo: b.vnp_OrderInfo ?? '',
          },
          REFUND_ANSWER_FIELDS,
        )
      }
      await sim.finishSim(db, claim.id, {
        status: refundNo ? 'refunded' : 'failed',
        transNo: refundNo,
        request: { parent: tx.ref, body: b, answer: result },
      })
      return result
    }
    return fail('03', 'Unknown command')
  }

  return { page, submit, api }
}
