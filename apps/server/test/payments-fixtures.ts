import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { productVariants } from '../src/modules/catalog/catalog.tables.ts'
import { MOMO_KEYS, momoSign } from '../src/modules/payments/gateways/momo.ts'
import { vnpaySign, vnpaySignData, vnpDate } from '../src/modules/payments/gateways/vnpay.ts'
import { createSeller, insertProduct } from './catalog-fixtures.ts'
import { createBuyer, type OrderBody, placeOrder, quotedOrder } from './commerce-fixtures.ts'
import { createTestApp, type TestApp } from './helpers.ts'

/**
 * Payments fixtures: an app listening on a real port (the gateway simulators call our IPN over
 * HTTP, like VNPay and MoMo), a buyer's online checkout, a browser's walk through the simulator's
 * page, and gateway callbacks signed with the simulator's credentials.
 */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

/** The real app on 127.0.0.1:<free port>, PUBLIC_URL pointing at it. */
export async function listeningApp(env: Record<string, string> = {}) {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const t = await createTestApp({ PUBLIC_URL: base, ...env })
  await t.app.listen({ port, host: '127.0.0.1' })
  return { t, base }
}

/** An approved shop with one product (one variant) of the given price. */
export async function shopWithProduct(t: TestApp, opts: { sale?: number; stock?: number; shopName?: string } = {}) {
  const seller = await createSeller(t, { shopName: opts.shopName })
  const product = await insertProduct(t, {
    shopId: seller.shop.id,
    name: `Váy lụa hoa nhí ${Math.random().toString(36).slice(2, 6)}`,
    variants: [{ options: ['M'], price: Math.max(300_000, opts.sale ?? 0), salePrice: opts.sale ?? 250_000, stock: opts.stock ?? 50 }],
  })
  const [variant] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, product.id))
  return { seller, shopId: seller.shop.id, productId: product.id, variantId: variant!.id }
}

type Line = { shopId: string; productId: string; variantId: string; quantity?: number }

/** Quotes and places one checkout with the given method; the raw response. */
export async function checkout(
  t: TestApp,
  buyer: { headers: Record<string, string>; addressId: string },
  lines: Line[],
  method: string,
  key?: string,
) {
  const shops = new Map<string, OrderBody['shops'][number]>()
  for (const l of lines) {
    const s = shops.get(l.shopId) ?? { shop_id: l.shopId, items: [], shipping_method: 'GHTK' }
    s.items.push({ product_id: l.productId, variant_id: l.variantId, quantity: l.quantity ?? 1, sale_price: 0 })
    shops.set(l.shopId, s)
  }
  const body = await quotedOrder(t.app, buyer.headers, {
    shops: [...shops.values()],
    address_id: buyer.addressId,
    payment_method: method,
    accept_terms: true,
  })
  return placeOrder(t.app, buyer.headers, body, (key ?? crypto.randomUUID()) as ReturnType<typeof crypto.randomUUID>)
}

export { createBuyer }

const unhtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The hidden fields and the form's action of a simulator page. */
export function formOf(html: string) {
  const action = unhtml(/<form method="post" action="([^"]*)"/.exec(html)?.[1] ?? '')
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [unhtml(m[1]!), unhtml(m[2]!)]),
  )
  return { action, hidden }
}

/**
 * A browser on the gateway's page: opens `payUrl`, presses a button, follows the gateway's
 * redirect to our return URL. Returns the page, the gateway's redirect and our final redirect.
 */
/** Where our return redirect sends the buyer: the result page with the payment and its link key. */
export const resultPageOf = (paymentId: string) => new RegExp(`^/thanh-toan/ket-qua\\?payment=${paymentId}&key=[\\w-]{22}$`)

export async function payInBrowser(base: string, payUrl: string, action: 'approve' | 'decline' | 'cancel') {
  const page = await fetch(payUrl)
  const html = await page.text()
  if (page.status !== 200) throw new Error(`payment page ${page.status}: ${html}`)
  const { action: path, hidden } = formOf(html)
  const submitted = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...hidden, action }).toString(),
    redirect: 'manual',
  })
  const toMerchant = submitted.headers.get('location')
  if (submitted.status !== 302 || !toMerchant) throw new Error(`simulator answered ${submitted.status}: ${await submitted.text()}`)
  const back = await fetch(toMerchant, { redirect: 'manual' })
  return { page, html, csp: page.headers.get('content-security-policy'), toMerchant, back, resultPage: back.headers.get('location') }
}

// ----- signed callbacks (what the gateway would send) -----------------------------------------

export function vnpayResult(
  t: TestApp,
  p: { txnRef: string; amount: number; responseCode?: string; transactionStatus?: string; transNo?: string; tamper?: boolean },
) {
  const creds = t.services.payments.gatewaySetup.vnpay
  const params: Record<string, string> = {
    vnp_Amount: String(p.amount * 100),
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14422574',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: 'Thanh toan don hang',
    vnp_PayDate: vnpDate(new Date()),
    vnp_ResponseCode: p.responseCode ?? '00',
    vnp_TmnCode: creds.tmnCode,
    vnp_TransactionNo: p.transNo ?? '14422574',
    vnp_TransactionStatus: p.transactionStatus ?? '00',
    vnp_TxnRef: p.txnRef,
  }
  const hash = vnpaySign(creds.hashSecret, params)
  if (p.tamper) params.vnp_Amount = String(p.amount * 100 + 100)
  return `${vnpaySignData(params)}&vnp_SecureHash=${hash}`
}

export function momoResult(t: TestApp, p: { orderId: string; amount: number; resultCode?: number; transId?: number; tamper?: boolean }) {
  const creds = t.services.payments.gatewaySetup.momo
  const fields: Record<string, string | number> = {
    partnerCode: creds.partnerCode,
    orderId: p.orderId,
    requestId: p.orderId,
    amount: p.amount,
    orderInfo: 'Thanh toan don hang',
    orderType: 'momo_wallet',
    transId: p.transId ?? 4088878653,
    resultCode: p.resultCode ?? 0,
    message: 'Thành công.',
    payType: 'qr',
    responseTime: Date.now(),
    extraData: '',
  }
  fields.signature = momoSign(creds.secretKey, MOMO_KEYS.result, { ...fields, accessKey: creds.accessKey })
  if (p.tamper) fields.amount = p.amount + 1_000
  return fields
}
