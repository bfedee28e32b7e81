import { deflateSync } from 'node:zlib'
import { type APIRequestContext, type Browser, type Page, expect } from '@playwright/test'
import { DEMO, newAccount } from './fixtures.ts'

/**
 * API helpers of the journeys, first written for the money ones (payments.spec.ts, returns.spec.ts):
 * calls with the cookie of a page or of another actor (seller, admin), signing a page in, a new
 * buyer with an address, and a picture to upload as evidence.
 */

type Envelope<T> = { success: boolean; data: T; error?: { code: string; message: string } }

/** A same-origin API call with the cookies of `request` (a page's or an actor's context). */
export async function call<T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await request.fetch(path, { method, data: data as never, headers: { origin: ORIGIN, ...headers } })
  const body = (await res.json()) as Envelope<T>
  if (!body.success) throw new Error(`${method} ${path}: ${res.status()} ${JSON.stringify(body.error)}`)
  return body.data
}

/** The app's origin, as playwright.config.ts builds its baseURL (writes must come from it). */
export const ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`

/**
 * Signs the page's context in through the API, for journeys about what comes after: the login
 * modal has journeys of its own (a11y, account, admin). Saves drawing the home page and the modal
 * (and their JavaScript) for each such journey.
 */
export async function signInByApi(page: Page, email: string, password = DEMO.password) {
  await call(page.request, 'POST', '/community/v1/auth/login', { email, password })
}

/** A context signed in as a demo account (seller, admin), for the steps the buyer does not take. */
export async function actor(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: ORIGIN })
  const res = await context.request.post('/community/v1/auth/login', {
    headers: { origin: ORIGIN },
    data: { email, password: DEMO.password },
  })
  expect(res.ok(), await res.text()).toBe(true)
  return context.request
}

/** A new buyer, signed in on `page`, with a default address in Hồ Chí Minh City. */
export async function newBuyer(page: Page) {
  await page.goto('/')
  const account = newAccount()
  await call(page.request, 'POST', '/community/v2/auth/register', { ...account, confirmPassword: account.password })
  const wards = await call<Array<{ code: string }>>(page.request, 'GET', '/api/v1/public/provinces/79/wards')
  const address = await call<{ _id: string }>(page.request, 'POST', '/api/v1/mobile/addresses', {
    name: account.userName,
    phone: '0912345678',
    province_code: '79',
    ward_code: wards[0]!.code,
    street: '12 Lê Lợi',
    is_default: true,
  })
  return { account, addressId: address._id }
}

export type Picked = {
  product: { _id: string; name: string; shop: { _id: string; name: string } }
  variant: { _id: string; stock: number }
}

/** A demo product in stock (of the demo seller's shop "Xinh Closet" when `sellerShop`), with one variant of it. */
export async function productInStock(request: APIRequestContext, { sellerShop = false } = {}): Promise<Picked> {
  // the demo seller's products through a search for its shop's name: 40-odd shops share the first page
  const list = (await (await request.get(`/api/v1/web/products?limit=60${sellerShop ? '&keyword=Xinh%20Closet' : ''}`)).json()) as {
    data: Array<{ _id: string; is_sold_out: boolean; shop: { name: string } }>
  }
  for (const p of list.data.filter((x) => !x.is_sold_out && (!sellerShop || x.shop.name === 'Xinh Closet'))) {
    const detail = (await (await request.get(`/api/v1/web/products/${p._id}`)).json()).data as Picked['product'] & {
      variants: Picked['variant'][]
    }
    const variant = detail.variants.find((v) => v.stock >= 3)
    if (variant) return { product: detail, variant }
  }
  throw new Error(`no demo product in stock${sellerShop ? ' from Xinh Closet' : ''}`)
}

/** One unit of the product into the buyer's cart (selected), through the cart API. */
export async function addToCart(page: Page, picked: Picked) {
  await call(page.request, 'POST', '/api/v1/mobile/carts', { product_id: picked.product._id, variant_id: picked.variant._id, quantity: 1 })
}

/** A COD order of one unit placed through the commerce API (checkout has its own journeys). */
export async function codOrder(page: Page, addressId: string, picked: Picked) {
  const shops = [
    {
      shop_id: picked.product.shop._id,
      items: [{ product_id: picked.product._id, variant_id: picked.variant._id, quantity: 1 }],
      shipping_method: 'GHTK',
    },
  ]
  const quote = await call<{ total: number; shops: Array<{ items: Array<{ unit_price: number }> }> }>(
    page.request,
    'POST',
    '/api/v1/mobile/checkout/quote',
    { shops, address_id: addressId, payment_method: 'COD' },
  )
  const placed = await call<{ orders: Array<{ _id: string; code: string; total: number }> }>(
    page.request,
    'POST',
    '/api/v1/mobile/orders',
    {
      shops: [{ ...shops[0], items: [{ ...shops[0]!.items[0], sale_price: quote.shops[0]!.items[0]!.unit_price }] }],
      address_id: addressId,
      payment_method: 'COD',
      total_order_payment: quote.total,
      accept_terms: true,
    },
    { 'idempotency-key': crypto.randomUUID() },
  )
  return placed.orders[0]!
}

type SellerOrder = { status: string; tracking_code: string | null }

/** The seller confirms and prepares (the parcel is booked with the carrier), then the simulated carrier delivers it. */
export async function deliver(orderId: string, seller: APIRequestContext, admin: APIRequestContext) {
  let order = await call<SellerOrder>(seller, 'GET', `/api/v1/seller/orders/${orderId}`)
  if (order.status === 'waiting_approval') await call(admin, 'POST', `/api/v1/admin/orders/${orderId}/approve`)
  await call(seller, 'POST', `/api/v1/seller/orders/${orderId}/confirm`)
  order = await call<SellerOrder>(seller, 'POST', `/api/v1/seller/orders/${orderId}/prepare`)
  expect(order.status).toBe('to_ship')
  const label = order.tracking_code ?? (await call<{ label: string }>(seller, 'GET', `/api/v1/seller/orders/${orderId}/shipment`)).label
  expect(label).toBeTruthy()
  // docs/api/shipping.md "Delivering an order by hand" (the e2e server runs in production mode: an admin moves the parcel)
  await call(admin, 'POST', `/dev-gateway/carrier/parcels/${encodeURIComponent(label)}/advance`, { to: 'delivered' })
  return label
}

// ----- a small PNG made here (the evidence photo) ------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(buf: Buffer) {
  let c = 0xffffffff
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** An RGB PNG of a colour gradient (a real image the media service accepts and re-encodes). */
export function photo(width = 320, height = 240): { name: string; mimeType: string; buffer: Buffer } {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // truecolour
  const stride = width * 3 + 1
  const raw = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = y * stride + 1 + x * 3
      raw[o] = (x * 255) / width
      raw[o + 1] = (y * 255) / height
      raw[o + 2] = 160
    }
  const buffer = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
  return { name: 'vet-rach.png', mimeType: 'image/png', buffer }
}
