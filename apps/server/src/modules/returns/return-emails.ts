import type { Lang } from '@xinh/contracts'

/**
 * The e-mails a buyer gets about a return request, in their language (vi, en, ko): the seller's
 * answer, the admin's decision and the refund. Pure: subject, plain text and HTML for the notifier.
 */

export type ReturnMailEvent = 'seller_agreed' | 'seller_rejected' | 'admin_approved' | 'admin_rejected' | 'refunded'
export type RenderedMail = { subject: string; text: string; html: string }

const LOCALE: Record<Lang, string> = { vi: 'vi-VN', en: 'en-GB', ko: 'ko-KR' }
/** VND the Vietnamese way in every language (189.000 ₫), as the order e-mails. */
const VND = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' })
const when = (date: Date, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' }).format(date)
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const T = {
  vi: {
    hello: (n: string) => `Chào ${n},`,
    subject: {
      seller_agreed: 'người bán đã đồng ý trả hàng',
      seller_rejected: 'người bán đã từ chối yêu cầu trả hàng',
      admin_approved: 'yêu cầu hoàn tiền đã được duyệt',
      admin_rejected: 'yêu cầu trả hàng đã bị từ chối',
      refunded: 'đã hoàn tiền',
    },
    body: {
      seller_agreed: 'Người bán đã đồng ý yêu cầu trả hàng của bạn. Vui lòng gửi trả sản phẩm cho người bán.',
      seller_rejected: 'Người bán đã từ chối yêu cầu trả hàng của bạn.',
      admin_approved: 'Xinh đã duyệt yêu cầu của bạn. Tiền đang được hoàn lại.',
      admin_rejected: 'Sau khi xem xét, Xinh đã từ chối yêu cầu trả hàng của bạn.',
      refunded: 'Bạn đã được hoàn tiền cho yêu cầu trả hàng.',
    },
    shipBefore: (d: string) => `Hạn gửi trả hàng: ${d}.`,
    disputeBefore: (d: string) => `Nếu không đồng ý, bạn có thể yêu cầu Xinh xem xét trước ${d}.`,
    order: 'Đơn hàng',
    shop: 'Shop',
    note: 'Ghi chú',
    amount: 'Số tiền hoàn',
    view: 'Xem yêu cầu',
    footer: 'Email này được gửi tự động, vui lòng không trả lời.',
  },
  en: {
    hello: (n: string) => `Hi ${n},`,
    subject: {
      seller_agreed: 'the seller agreed to your return',
      seller_rejected: 'the seller rejected your return request',
      admin_approved: 'your refund has been approved',
      admin_rejected: 'your return request was rejected',
      refunded: 'you have been refunded',
    },
    body: {
      seller_agreed: 'The seller agreed to your return request. Please send the product back to the seller.',
      seller_rejected: 'The seller rejected your return request.',
      admin_approved: 'Xinh approved your request. Your money is on its way back.',
      admin_rejected: 'After review, Xinh rejected your return request.',
      refunded: 'You have been refunded for your return request.',
    },
    shipBefore: (d: string) => `Send the product back before ${d}.`,
    disputeBefore: (d: string) => `If you disagree, you can ask Xinh to review it before ${d}.`,
    order: 'Order',
    shop: 'Shop',
    note: 'Note',
    amount: 'Refund',
    view: 'View your request',
    footer: 'This e-mail was sent automatically; please do not reply.',
  },
  ko: {
    hello: (n: string) => `${n}님, 안녕하세요.`,
    subject: {
      seller_agreed: '판매자가 반품에 동의했습니다',
      seller_rejected: '판매자가 반품 요청을 거절했습니다',
      admin_approved: '환불이 승인되었습니다',
      admin_rejected: '반품 요청이 거절되었습니다',
      refunded: '환불이 완료되었습니다',
    },
    body: {
      seller_agreed: '판매자가 반품 요청에 동의했습니다. 상품을 판매자에게 반송해 주세요.',
      seller_rejected: '판매자가 반품 요청을 거절했습니다.',
      admin_approved: 'Xinh이 요청을 승인했습니다. 환불이 진행 중입니다.',
      admin_rejected: '검토 결과 Xinh이 반품 요청을 거절했습니다.',
      refunded: '반품 요청에 대한 환불이 완료되었습니다.',
    },
    shipBefore: (d: string) => `${d}까지 상품을 반송해 주세요.`,
    disputeBefore: (d: string) => `동의하지 않으시면 ${d}까지 Xinh에 검토를 요청할 수 있습니다.`,
    order: '주문',
    shop: '상점',
    note: '메모',
    amount: '환불 금액',
    view: '요청 보기',
    footer: '이 메일은 자동으로 발송되었습니다. 회신하지 마세요.',
  },
} satisfies Record<Lang, unknown>

/** A step of the buyer's return request, told to the buyer. */
export function returnStatusEmail(input: {
  lang: Lang
  buyerName: string
  event: ReturnMailEvent
  orderCode: string
  shopName: string
  refundAmount: number
  /** Why (a rejection's note). */
  note?: string | null
  /** The buyer's next deadline: to send the product back, or to dispute a seller's rejection. */
  dueAt?: Date | null
  url: string
}): RenderedMail {
  const t = T[input.lang]
  const lines = [t.body[input.event]]
  if (input.note) lines.push(`${t.note}: ${input.note}`)
  if (input.dueAt && input.event === 'seller_agreed') lines.push(t.shipBefore(when(input.dueAt, input.lang)))
  if (input.dueAt && input.event === 'seller_rejected') lines.push(t.disputeBefore(when(input.dueAt, input.lang)))
  if (input.event === 'admin_approved' || input.event === 'refunded') lines.push(`${t.amount}: ${VND.format(input.refundAmount)}`)
  const order = `${t.order} ${input.orderCode} · ${t.shop}: ${input.shopName}`
  const text = [t.hello(input.buyerName), '', ...lines, '', order, '', `${t.view}: ${input.url}`].join('\n')
  const html =
    `<!doctype html><html lang="${input.lang}"><body style="font-family:'Be Vietnam Pro',Arial,sans-serif;color:#171717;max-width:560px;margin:auto">` +
    `<p style="color:#E11D48;font-size:22px;font-weight:bold">Xinh</p><p>${escapeHtml(t.hello(input.buyerName))}</p>` +
    `<p>${lines.map(escapeHtml).join('<br>')}</p><p style="color:#444">${escapeHtml(order)}</p>` +
    `<p><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#E11D48;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(t.view)}</a></p>` +
    `<p style="color:#888;font-size:12px;margin-top:24px">${t.footer}</p></body></html>`
  return { subject: `Xinh: ${t.order} ${input.orderCode}: ${t.subject[input.event]}`, text, html }
}
