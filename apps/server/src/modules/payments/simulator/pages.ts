/**
 * The simulator's pages: plain server-rendered HTML, no script (the app's CSP allows none
 * without a nonce), one form whose three buttons post back to the simulator. Vietnamese or
 * English, as the gateway's `vnp_Locale` / `lang` asks.
 */

export type SimLang = 'vi' | 'en'

const TEXT = {
  vi: {
    vnpay: 'Cổng thanh toán VNPAY',
    momo: 'Ví MoMo',
    simulated: 'Môi trường mô phỏng — không có tiền thật được chuyển.',
    merchant: 'Nhà cung cấp',
    amount: 'Số tiền',
    orderInfo: 'Nội dung thanh toán',
    ref: 'Mã giao dịch',
    method: 'Phương thức',
    expires: 'Hết hạn lúc',
    approve: 'Xác nhận thanh toán',
    decline: 'Từ chối (giả lập lỗi ngân hàng)',
    cancel: 'Huỷ giao dịch',
    choose: 'Chọn kết quả giao dịch',
    error: 'Không thể thực hiện giao dịch',
    code: 'Mã lỗi',
  },
  en: {
    vnpay: 'VNPAY payment gateway',
    momo: 'MoMo wallet',
    simulated: 'Simulated environment — no real money moves.',
    merchant: 'Merchant',
    amount: 'Amount',
    orderInfo: 'Order information',
    ref: 'Transaction reference',
    method: 'Method',
    expires: 'Expires at',
    approve: 'Confirm payment',
    decline: 'Decline (simulate a bank refusal)',
    cancel: 'Cancel transaction',
    choose: 'Choose the outcome',
    error: 'The transaction cannot be processed',
    code: 'Error code',
  },
} as const

const html = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' })
const dateTime = (lang: SimLang) =>
  new Intl.DateTimeFormat(lang === 'vi' ? 'vi-VN' : 'en-GB', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' })

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f3f4f6; color: #111827; }
  main { max-width: 30rem; margin: 2rem auto; background: #fff; border-radius: .75rem; padding: 1.5rem; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .note { font-size: .875rem; color: #92400e; background: #fef3c7; padding: .5rem .75rem; border-radius: .5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 1.25rem 0; }
  dt { color: #4b5563; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  .amount { font-size: 1.5rem; color: #be123c; }
  fieldset { border: 0; padding: 0; margin: 0; display: grid; gap: .75rem; }
  legend { font-weight: 600; margin-bottom: .5rem; }
  button { font: inherit; font-size: 1rem; padding: .75rem 1rem; border-radius: .5rem; border: 1px solid #d1d5db; background: #fff; cursor: pointer; min-height: 44px; }
  button[value=approve] { background: #be123c; border-color: #be123c; color: #fff; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .error { color: #991b1b; }
`

function layout(lang: SimLang, title: string, body: string) {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${html(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`
}

export type PaymentPageInput = {
  lang: SimLang
  gateway: 'vnpay' | 'momo'
  /** Where the buttons post (the simulator). */
  action: string
  /** Fields carried through the form untouched (VNPay: the signed request itself). */
  hidden?: Record<string, string>
  merchant: string
  amount: number
  orderInfo: string
  ref: string
  method?: string | null
  expiresAt?: Date | null
}

/** The gateway's payment page: what is paid, and Approve / Decline / Cancel. */
export function paymentPage(p: PaymentPageInput): string {
  const t = TEXT[p.lang]
  const title = p.gateway === 'vnpay' ? t.vnpay : t.momo
  const rows: Array<[string, string, string?]> = [
    [t.merchant, p.merchant],
    [t.amount, vnd.format(p.amount), 'amount'],
    [t.orderInfo, p.orderInfo],
    [t.ref, p.ref],
    ...(p.method ? ([[t.method, p.method]] as Array<[string, string]>) : []),
    ...(p.expiresAt ? ([[t.expires, dateTime(p.lang).format(p.expiresAt)]] as Array<[string, string]>) : []),
  ]
  const hidden = Object.entries(p.hidden ?? {})
    .map(([k, v]) => `<input type="hidden" name="${html(k)}" value="${html(v)}">`)
    .join('')
  return layout(
    p.lang,
    title,
    `<h1>${html(title)}</h1>
<p class="note" role="note">${html(t.simulated)}</p>
<dl>${rows.map(([k, v, cls]) => `<dt>${html(k)}</dt><dd${cls ? ` class="${cls}"` : ''}>${html(v)}</dd>`).join('')}</dl>
<form method="post" action="${html(p.action)}">${hidden}
<fieldset><legend>${html(t.choose)}</legend>
<button type="submit" name="action" value="approve">${html(t.approve)}</button>
<button type="submit" name="action" value="decline">${html(t.decline)}</button>
<button type="submit" name="action" value="cancel">${html(t.cancel)}</button>
</fieldset></form>`,
  )
}

/** An error page (bad signature, expired link, transaction already processed…). */
export function errorPage(lang: SimLang, gateway: 'vnpay' | 'momo', code: string, message: string): string {
  const t = TEXT[lang]
  const title = gateway === 'vnpay' ? t.vnpay : t.momo
  return layout(
    lang,
    `${t.error} — ${title}`,
    `<h1>${html(title)}</h1>
<p class="note" role="note">${html(t.simulated)}</p>
<h2 class="error" role="alert">${html(t.error)}</h2>
<p>${html(message)}</p>
<p>${html(t.code)}: <strong>${html(code)}</strong></p>`,
  )
}

/**
 * The page's own CSP: nothing but its inline style, and forms that post here — the simulator's
 * answer redirects to the merchant's return URL, which form-action must allow as well.
 */
export function pageCsp(returnUrl?: string | null): string {
  let origin = ''
  try {
    if (returnUrl) origin = ` ${new URL(returnUrl).origin}`
  } catch {}
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${origin}; base-uri 'none'; frame-ancestors 'none'`
}
