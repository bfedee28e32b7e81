import { type Lang, orderReasonName, type PaymentMethod } from '@xinh/contracts'

/**
 * The e-mails about orders, in the buyer's language: the confirmation checkout sends when orders
 * are placed (`orderPlacedEmail`) and the status changes this module sends (`orderStatusEmail`).
 * Pure functions: they return the subject, a plain-text body and an HTML body for the notifier.
 */

export type OrderEmailItem = { name: string; options: string[]; quantity: number; unitPrice: number }
export type OrderEmailOrder = { code: string; shopName: string; items: OrderEmailItem[]; total: number }
export type RenderedMail = { subject: string; text: string; html: string }
export type OrderStatusEvent = 'confirmed' | 'shipped' | 'delivered' | 'cancelled'

const LOCALE: Record<Lang, string> = { vi: 'vi-VN', en: 'en-GB', ko: 'ko-KR' }

/** VND the Vietnamese way in every language (189.000 ₫): prices are always VND (spec §9). */
const VND = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' })
const vnd = (amount: number) => VND.format(amount)
const when = (date: Date, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' }).format(date)

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const PAYMENT: Record<PaymentMethod, Record<Lang, string>> = {
  COD: { vi: 'Thanh toán khi nhận hàng (COD)', en: 'Cash on delivery (COD)', ko: '착불 결제 (COD)' },
  MOMO: { vi: 'Ví MoMo', en: 'MoMo wallet', ko: 'MoMo 지갑' },
  VNPAY: { vi: 'VNPay', en: 'VNPay', ko: 'VNPay' },
  VISA: { vi: 'Thẻ Visa', en: 'Visa card', ko: 'Visa 카드' },
  BANK_CARD: { vi: 'Thẻ ngân hàng', en: 'Bank card', ko: '은행 카드' },
}
const CARRIER: Record<string, string> = { GHTK: 'Giao Hàng Tiết Kiệm', VIETTEL_POST: 'Viettel Post' }

const T = {
  vi: {
    hello: (n: string) => `Chào ${n},`,
    placedSubject: (codes: string) => `Xinh: đã nhận đơn hàng ${codes}`,
    placedIntro: (n: number) =>
      n > 1
        ? `Cảm ơn bạn đã mua sắm trên Xinh! Chúng tôi đã nhận ${n} đơn hàng của bạn:`
        : 'Cảm ơn bạn đã mua sắm trên Xinh! Chúng tôi đã nhận đơn hàng của bạn:',
    order: 'Đơn hàng',
    shop: 'Shop',
    total: 'Tổng thanh toán',
    payment: 'Thanh toán',
    payBefore: (d: string) => `Vui lòng thanh toán trước ${d}, nếu không đơn sẽ tự động huỷ.`,
    view: 'Xem đơn hàng',
    createAccount: 'Tạo tài khoản để theo dõi đơn hàng dễ dàng hơn:',
    statusSubject: { confirmed: 'đã được xác nhận', shipped: 'đang được giao', delivered: 'đã giao thành công', cancelled: 'đã bị huỷ' },
    statusBody: {
      confirmed: 'Người bán đã xác nhận đơn hàng và đang chuẩn bị hàng.',
      shipped: 'Đơn hàng đã được giao cho đơn vị vận chuyển.',
      delivered: 'Đơn hàng đã được giao. Nếu bạn đã nhận đủ hàng, hãy xác nhận đã nhận hàng và đánh giá sản phẩm nhé.',
      cancelled: 'Đơn hàng đã bị huỷ. Nếu bạn đã thanh toán, tiền sẽ được hoàn lại theo chính sách hoàn tiền.',
    },
    tracking: 'Mã vận đơn',
    carrier: 'Đơn vị vận chuyển',
    selfShipping: 'Người bán tự giao',
    reason: 'Lý do',
    footer: 'Email này được gửi tự động, vui lòng không trả lời.',
  },
  en: {
    hello: (n: string) => `Hi ${n},`,
    placedSubject: (codes: string) => `Xinh: we have your order ${codes}`,
    placedIntro: (n: number) =>
      n > 1
        ? `Thank you for shopping on Xinh! We have received your ${n} orders:`
        : 'Thank you for shopping on Xinh! We have received your order:',
    order: 'Order',
    shop: 'Shop',
    total: 'Total',
    payment: 'Payment',
    payBefore: (d: string) => `Please pay before ${d}, or the order will be cancelled automatically.`,
    view: 'View your orders',
    createAccount: 'Create an account to follow your orders more easily:',
    statusSubject: {
      confirmed: 'has been confirmed',
      shipped: 'is on its way',
      delivered: 'has been delivered',
      cancelled: 'has been cancelled',
    },
    statusBody: {
      confirmed: 'The seller has confirmed your order and is preparing it.',
      shipped: 'Your order has been handed over for delivery.',
      delivered: 'Your order has been delivered. If everything arrived, please confirm you received it and review the products.',
      cancelled: 'Your order has been cancelled. If you paid for it, the money is refunded under the refund policy.',
    },
    tracking: 'Tracking code',
    carrier: 'Carrier',
    selfShipping: 'Delivered by the seller',
    reason: 'Reason',
    footer: 'This e-mail was sent automatically; please do not reply.',
  },
  ko: {
    hello: (n: string) => `${n}님, 안녕하세요.`,
    placedSubject: (codes: string) => `Xinh: 주문 ${codes}이(가) 접수되었습니다`,
    placedIntro: (n: number) =>
      n > 1
        ? `Xinh에서 쇼핑해 주셔서 감사합니다! 주문 ${n}건이 접수되었습니다:`
        : 'Xinh에서 쇼핑해 주셔서 감사합니다! 주문이 접수되었습니다:',
    order: '주문',
    shop: '상점',
    total: '총 결제 금액',
    payment: '결제 수단',
    payBefore: (d: string) => `${d}까지 결제해 주세요. 기한이 지나면 주문이 자동으로 취소됩니다.`,
    view: '주문 보기',
    createAccount: '계정을 만들면 주문을 더 쉽게 확인할 수 있어요:',
    statusSubject: { confirmed: '확정되었습니다', shipped: '배송 중입니다', delivered: '배송 완료되었습니다', cancelled: '취소되었습니다' },
    statusBody: {
      confirmed: '판매자가 주문을 확인하고 상품을 준비하고 있습니다.',
      shipped: '주문하신 상품이 배송을 시작했습니다.',
      delivered: '상품이 배송되었습니다. 모두 받으셨다면 수령 확인 후 상품 리뷰를 남겨 주세요.',
      cancelled: '주문이 취소되었습니다. 결제하신 경우 환불 정책에 따라 환불됩니다.',
    },
    tracking: '운송장 번호',
    carrier: '택배사',
    selfShipping: '판매자 직접 배송',
    reason: '사유',
    footer: '이 메일은 자동으로 발송되었습니다. 회신하지 마세요.',
  },
} satisfies Record<Lang, unknown>

function orderText(o: OrderEmailOrder, lang: Lang): string {
  const t = T[lang]
  const lines = o.items.map(
    (i) => `  - ${i.name}${i.options.length ? ` (${i.options.join(', ')})` : ''} × ${i.quantity}: ${vnd(i.unitPrice * i.quantity)}`,
  )
  return [`${t.order} ${o.code} · ${t.shop}: ${o.shopName}`, ...lines, `  ${t.total}: ${vnd(o.total)}`].join('\n')
}

function orderHtml(o: OrderEmailOrder, lang: Lang): string {
  const t = T[lang]
  const rows = o.items
    .map(
      (i) =>
        `<tr><td style="padding:4px 0">${escapeHtml(i.name)}${i.options.length ? `<br><small style="color:#666">${escapeHtml(i.options.join(', '))}</small>` : ''}</td>` +
        `<td style="padding:4px 8px;text-align:center">× ${i.quantity}</td><td style="padding:4px 0;text-align:right">${vnd(i.unitPrice * i.quantity)}</td></tr>`,
    )
    .join('')
  return (
    `<h3 style="margin:16px 0 4px">${t.order} ${escapeHtml(o.code)}</h3><p style="margin:0 0 8px;color:#444">${t.shop}: ${escapeHtml(o.shopName)}</p>` +
    `<table style="width:100%;border-collapse:collapse">${rows}<tr><td colspan="2" style="padding-top:8px;font-weight:bold">${t.total}</td>` +
    `<td style="padding-top:8px;text-align:right;font-weight:bold">${vnd(o.total)}</td></tr></table>`
  )
}

const layout = (body: string, lang: Lang) =>
  `<!doctype html><html lang="${lang}"><body style="font-family:'Be Vietnam Pro',Arial,sans-serif;color:#171717;max-width:560px;margin:auto">` +
  `<p style="color:#E11D48;font-size:22px;font-weight:bold">Xinh</p>${body}<p style="color:#888;font-size:12px;margin-top:24px">${T[lang].footer}</p></body></html>`

const link = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#E11D48;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>`

/** The order confirmation checkout sends once the orders of a checkout exist (spec §6: guests get it too). */
export function orderPlacedEmail(input: {
  lang: Lang
  buyerName: string
  orders: OrderEmailOrder[]
  /** What the buyer pays in all (the checkout's total). */
  total: number
  paymentMethod: PaymentMethod
  /** Unpaid online orders: the time after which they are cancelled. */
  payBefore?: Date | null
  /** Absolute link to the buyer's orders (e.g. `${publicUrl}/trang-ca-nhan/don-hang`). */
  ordersUrl: string
  /** Guest checkout: where to create an account (spec §6 "account creation is offered"). */
  createAccountUrl?: string | null
}): RenderedMail {
  const t = T[input.lang]
  const codes = input.orders.map((o) => o.code).join(', ')
  const payBefore = input.payBefore ? t.payBefore(when(input.payBefore, input.lang)) : null
  const text = [
    t.hello(input.buyerName),
    '',
    t.placedIntro(input.orders.length),
    '',
    ...input.orders.map((o) => `${orderText(o, input.lang)}\n`),
    `${t.payment}: ${PAYMENT[input.paymentMethod][input.lang]}`,
    `${t.total}: ${vnd(input.total)}`,
    ...(payBefore ? ['', payBefore] : []),
    '',
    `${t.view}: ${input.ordersUrl}`,
    ...(input.createAccountUrl ? ['', `${t.createAccount} ${input.createAccountUrl}`] : []),
  ].join('\n')
  const html = layout(
    `<p>${escapeHtml(t.hello(input.buyerName))}</p><p>${t.placedIntro(input.orders.length)}</p>` +
      input.orders.map((o) => orderHtml(o, input.lang)).join('') +
      `<p style="margin-top:16px">${t.payment}: ${PAYMENT[input.paymentMethod][input.lang]}<br><strong>${t.total}: ${vnd(input.total)}</strong></p>` +
      (payBefore ? `<p style="color:#b91c1c">${escapeHtml(payBefore)}</p>` : '') +
      link(input.ordersUrl, t.view) +
      (input.createAccountUrl ? `<p>${t.createAccount}</p>${link(input.createAccountUrl, input.createAccountUrl)}` : ''),
    input.lang,
  )
  return { subject: t.placedSubject(codes), text, html }
}

/** A status change the buyer hears about: confirmed, shipped, delivered or cancelled. */
export function orderStatusEmail(input: {
  lang: Lang
  buyerName: string
  order: OrderEmailOrder
  event: OrderStatusEvent
  reasonId?: string | null
  carrier?: string | null
  selfShipping?: boolean
  trackingCode?: string | null
  orderUrl: string
}): RenderedMail {
  const t = T[input.lang]
  const subject = `Xinh: ${t.order} ${input.order.code} ${t.statusSubject[input.event]}`
  const extra: string[] = []
  if (input.event === 'shipped') {
    extra.push(`${t.carrier}: ${input.selfShipping ? t.selfShipping : (CARRIER[input.carrier ?? ''] ?? input.carrier ?? '—')}`)
    if (input.trackingCode) extra.push(`${t.tracking}: ${input.trackingCode}`)
  }
  const reason = input.event === 'cancelled' ? orderReasonName(input.reasonId, input.lang) : null
  if (reason) extra.push(`${t.reason}: ${reason}`)
  const text = [
    t.hello(input.buyerName),
    '',
    t.statusBody[input.event],
    ...extra,
    '',
    orderText(input.order, input.lang),
    '',
    `${t.view}: ${input.orderUrl}`,
  ].join('\n')
  const html = layout(
    `<p>${escapeHtml(t.hello(input.buyerName))}</p><p>${t.statusBody[input.event]}</p>` +
      (extra.length ? `<p>${extra.map(escapeHtml).join('<br>')}</p>` : '') +
      orderHtml(input.order, input.lang) +
      link(input.orderUrl, t.view),
    input.lang,
  )
  return { subject, text, html }
}
