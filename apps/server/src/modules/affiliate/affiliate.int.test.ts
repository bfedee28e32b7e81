import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { createBuyer, placeOrder, quotedOrder } from '../../../test/commerce-fixtures.ts'
import { closeReturn, openReturn, recordReturn } from '../../../test/ledger-fixtures.ts'
import { authHeader, createTestApp, login, PASSWORD, type TestApp, uniqueEmail } from '../../../test/helpers.ts'
import { productVariants } from '../catalog/catalog.tables.ts'
import { listWards } from '../profile/address-book.ts'
import { ledgerEntries } from '../ledger/ledger.tables.ts'
import { orderItems } from '../orders/orders.tables.ts'
import { returnItems, returnRequests } from '../returns/returns.tables.ts'
import { affiliateCommissions } from './affiliate.tables.ts'

/**
 * The affiliate module through HTTP on a real database (docs/api/affiliate.md): onboarding,
 * links and tracking, attribution (window, self-referral, last click, the higher rate), the
 * commission's life with the order (pending → payable after the return window with a moved
 * clock → paid; reversed by a cancel or a return) and who may see what.
 */

let t: TestApp
const DAY = 24 * 3600 * 1000
type Headers = Record<string, string>
type Kol = { userId: string; headers: Headers }
let admin: Headers
let kolA: Kol
let kolB: Kol
let sellerA: Awaited<ReturnType<typeof createSeller>>
let sellerB: Awaited<ReturnType<typeof createSeller>>

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers?: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) })

async function product(shopId: string, sale = 200_000) {
  const p = await insertProduct(t, {
    shopId,
    name: `Váy lụa hoa nhí ${Math.random().toString(36).slice(2, 6)}`,
    variants: [{ options: ['M'], price: sale + 50_000, salePrice: sale, stock: 50 }],
  })
  const [v] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, p.id))
  return { productId: p.id, variantId: v!.id, shopId }
}

async function account(userName: string, roles: Array<'buyer' | 'affiliate_admin'> = ['buyer']) {
  const email = uniqueEmail('aff')
  const user = await t.services.identity.createAccount({ email, userName, password: PASSWORD, roles })
  return { userId: user.id, headers: authHeader((await login(t.app, email, PASSWORD)).accessToken) }
}

/** Applies and is approved by the affiliate admin: a KOL. */
async function makeKol(name: string): Promise<Kol> {
  const user = await account(name)
  const applied = await inject('POST', '/affiliate/v1/kol/apply', user.headers, {
    display_name: name,
    channels: [{ platform: 'tiktok', url: 'https://www.tiktok.com/@xinh.review', followers: 12_000 }],
    introduction: 'Review thời trang công sở',
    agree_terms: true,
  })
  expect(applied.statusCode, applied.body).toBe(200)
  const approved = await inject('POST', `/affiliate/v1/admin/kol-applications/${applied.json().data._id}/approve`, admin)
  expect(approved.statusCode, approved.body).toBe(200)
  return user
}

async function linkTo(kol: Kol, target_type: 'product' | 'shop' | 'campaign', target_id: string) {
  const res = await inject('POST', '/affiliate/v1/links', kol.headers, { target_type, target_id })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { _id: string; click_id: string; url: string }
}

async function sellerCampaign(seller: Headers, productIds: string[], rate_bps: number, from = -DAY, to = 30 * DAY) {
  const res = await inject('POST', '/api/v1/seller/affiliate/campaigns', seller, {
    name: `Chiến dịch ${rate_bps / 100}%`,
    product_ids: productIds,
    rate_bps,
    starts_at: new Date(Date.now() + from).toISOString(),
    ends_at: new Date(Date.now() + to).toISOString(),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { _id: string }
}

async function join(kol: Kol, campaignId: string) {
  const res = await inject('POST', `/affiliate/v1/campaigns/${campaignId}/join`, kol.headers)
  expect(res.statusCode, res.body).toBe(200)
}

/** The buyer clicks (at `clickedAt`, through the service to move the clock), adds to cart with the click id, orders by COD. */
async function buyThrough(
  buyer: { userId: string; headers: Headers; addressId: string },
  p: Awaited<ReturnType<typeof product>>,
  clickId: string | null,
  opts: { clickedAt?: Date; quantity?: number; clickAs?: 'buyer' | 'anonymous' } = {},
) {
  if (clickId)
    await t.services.affiliate.trackClick({
      visitor: {
        actor:
          opts.clickAs === 'anonymous'
            ? { kind: 'anonymous' }
            : { kind: 'user', userId: buyer.userId, sessionId: 's', roles: ['buyer'], isGuest: false, via: 'bearer' },
        sessionId: `sess-${buyer.userId}`,
        deviceId: null,
      },
      input: { click_id: clickId, product_id: p.productId },
      now: opts.clickedAt ?? new Date(),
    })
  const cart = await inject('POST', '/api/v1/mobile/carts', buyer.headers, {
    product_id: p.productId,
    variant_id: p.variantId,
    quantity: opts.quantity ?? 1,
    ...(clickId ? { affiliate: clickId } : {}),
  })
  expect(cart.statusCode, cart.body).toBe(200)
  const body = await quotedOrder(t.app, buyer.headers, {
    shops: [
      {
        shop_id: p.shopId,
        items: [{ product_id: p.productId, variant_id: p.variantId, quantity: opts.quantity ?? 1, sale_price: 0 }],
        shipping_method: 'GHTK',
      },
    ],
    address_id: buyer.addressId,
    payment_method: 'COD',
    accept_terms: true,
  })
  const res = await placeOrder(t.app, buyer.headers, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.orders[0]._id as string
}

const commissionsOf = (orderId: string) =>
  t.database.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.orderId, orderId))

/** Seller, carrier and buyer take the order to completed. */
async function complete(orderId: string) {
  for (const action of ['confirm', 'prepare', 'ship', 'deliver'] as const)
    expect(await t.services.orders.systemTransition(orderId, action, { role: 'admin' }), action).toBeTruthy()
  expect(await t.services.orders.systemTransition(orderId, 'auto_complete')).toMatchObject({ to: 'completed' })
}

beforeAll(async () => {
  t = await createTestApp()
  admin = (await account('Quản lý tiếp thị', ['affiliate_admin'])).headers
  sellerA = await createSeller(t, { shopName: 'Shop Lụa Hà Đông' })
  sellerB = await createSeller(t, { shopName: 'Shop Son Hàn' })
  kolA = await makeKol('Linh Review')
  kolB = await makeKol('Mai Phối Đồ')
})
afterAll(() => t.close())

describe('KOL onboarding', () => {
  it('a buyer applies once, is refused KOL routes until approved; only an affiliate admin decides; approval sets the role and kol_info', async () => {
    const user = await account('Hà Vy')
    const bad = await inject('POST', '/affiliate/v1/kol/apply', user.headers, { display_name: '', channels: [], agree_terms: false })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().error.fields ?? {})).toEqual(expect.arrayContaining(['display_name', 'channels', 'agree_terms']))
    const body = {
      display_name: 'Hà Vy',
      channels: [{ platform: 'instagram', url: 'https://instagram.com/havy', followers: 900 }],
      agree_terms: true,
    }
    const applied = await inject('POST', '/affiliate/v1/kol/apply', user.headers, body)
    expect(applied.statusCode, applied.body).toBe(200)
    expect((await inject('POST', '/affiliate/v1/kol/apply', user.headers, body)).json().error.code).toBe('KOL_ALREADY_APPLIED')
    expect((await inject('GET', '/affiliate/v1/kol/me', user.headers)).json().data).toMatchObject({ status: 'pending', is_kol: false })
    // not a KOL yet: refused before the body is read
    const early = await inject('POST', '/affiliate/v1/links', user.headers, { nonsense: true })
    expect([early.statusCode, early.json().error.code]).toEqual([403, 'KOL_NOT_APPROVED'])
    // a KOL is no affiliate admin
    const notAdmin = await inject('POST', `/affiliate/v1/admin/kol-applications/${applied.json().data._id}/approve`, kolA.headers)
    expect([notAdmin.statusCode, notAdmin.json().error.code]).toEqual([403, 'FORBIDDEN'])
    const queue = await inject('GET', '/affiliate/v1/admin/kol-applications?status=pending', admin)
    expect(queue.json().data.map((a: { _id: string }) => a._id)).toContain(applied.json().data._id)

    const approved = await inject('POST', `/affiliate/v1/admin/kol-applications/${applied.json().data._id}/approve`, admin)
    expect(approved.json().data.status).toBe('approved')
    const again = await inject('POST', `/affiliate/v1/admin/kol-applications/${applied.json().data._id}/reject`, admin, { reason: 'muộn' })
    expect(again.json().error.code).toBe('KOL_APPLICATION_NOT_PENDING')
    const me = (await inject('GET', '/affiliate/v1/kol/me', user.headers)).json().data
    expect(me).toMatchObject({ status: 'approved', is_kol: true, kol_info: { display_name: 'Hà Vy' } })
    const profile = (await inject('GET', '/community/v1/profile/me', user.headers)).json().data
    expect(profile.kol_info).toMatchObject({ display_name: 'Hà Vy' })
    // the same session now carries the role
    expect((await inject('GET', '/affiliate/v1/links', user.headers)).statusCode).toBe(200)
  })

  it('the KOL keeps payout and tax details; a wrong account number is a field error', async () => {
    const bad = await inject('PUT', '/affiliate/v1/kol/account', kolA.headers, {
      full_name: 'Nguyễn Thùy Linh',
      bank_name: 'Vietcombank',
      bank_account_number: '12ab',
      bank_account_name: 'NGUYEN THUY LINH',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toHaveProperty('bank_account_number')
    const before = (await inject('GET', '/affiliate/v1/kol/account', kolA.headers)).json().data
    expect(before).toMatchObject({ display_name: 'Linh Review', payout_ready: false, bank_account_number: null })
  })
})

describe('links and tracking', () => {
  it('one link per KOL and target; the click is public and records the affiliate session; unknown ids are 404', async () => {
    const p = await product(sellerA.shop.id)
    const link = await linkTo(kolA, 'product', p.productId)
    expect(link.url).toBe(`/san-pham/${p.productId}?click_id=${link.click_id}`)
    expect((await linkTo(kolA, 'product', p.productId)).click_id).toBe(link.click_id)
    const missing = await inject('POST', '/affiliate/v1/links', kolA.headers, { target_type: 'product', target_id: crypto.randomUUID() })
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'AFFILIATE_TARGET_NOT_FOUND'])

    const click = await inject(
      'POST',
      '/api/v1/mobile/trackings/affiliate-click',
      { 'x-session-id': 'web-session-123456' },
      { click_id: link.click_id },
    )
    expect(click.statusCode, click.body).toBe(200)
    expect(click.json().data).toMatchObject({
      session_id: 'web-session-123456',
      product_id: p.productId,
      click_id: link.click_id,
      target_type: 'product',
    })
    const atc = await inject(
      'POST',
      '/api/v1/mobile/trackings/affiliate-add-to-cart',
      { 'x-session-id': 'web-session-123456' },
      {
        click_id: link.click_id,
        product_id: p.productId,
      },
    )
    expect(atc.statusCode, atc.body).toBe(200)
    const unknown = await inject('POST', '/api/v1/mobile/trackings/affiliate-click', {}, { click_id: 'Nope123456' })
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'AFFILIATE_LINK_NOT_FOUND'])
    const list = (await inject('GET', '/affiliate/v1/links', kolA.headers)).json().data
    expect(list.find((l: { _id: string }) => l._id === link._id)).toMatchObject({ clicks: 1, orders: 0 })
  })
})

describe('attribution', () => {
  it('the higher of two overlapping rates applies; commission = rate × net item value; the explanation says why', async () => {
    const p = await product(sellerA.shop.id, 300_000)
    const seller5 = await sellerCampaign(sellerA.headers, [p.productId], 500)
    const seller12 = await sellerCampaign(sellerA.headers, [p.productId], 1200)
    await join(kolA, seller5._id)
    await join(kolA, seller12._id)
    const link = await linkTo(kolA, 'product', p.productId)
    const buyer = await createBuyer(t)
    const orderId = await buyThrough(buyer, p, link.click_id, { quantity: 2, clickedAt: new Date(Date.now() - 3 * 3600 * 1000) })
    const [line] = await commissionsOf(orderId)
    expect(line).toMatchObject({
      kolId: kolA.userId,
      campaignId: seller12._id,
      rateBps: 1200,
      netValue: 600_000,
      amount: 72_000,
      status: 'pending',
    })
    expect(line!.lowerRates).toEqual([{ campaign_id: seller5._id, name: 'Chiến dịch 5%', rate_bps: 500 }])
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
    expect(item!.affiliate).toBe(link.click_id)

    const detail = await inject('GET', `/affiliate/v1/conversions/${orderId}`, kolA.headers)
    expect(detail.statusCode, detail.body).toBe(200)
    expect(detail.json().data).toMatchObject({
      commission: 72_000,
      status: 'pending',
      explanation: { rule: 'last_click', window_days: 30, hours_after_click: 3 },
      lines: [{ rate_bps: 1200, amount: 72_000, campaign: { _id: seller12._id, kind: 'seller' }, click: { click_id: link.click_id } }],
    })
    // another KOL (or the seller) does not see it
    expect((await inject('GET', `/affiliate/v1/conversions/${orderId}`, kolB.headers)).json().error.code).toBe('ORDER_NOT_FOUND')
  })

  it('a seller campaign pays only KOLs who joined; with no campaign there is no commission', async () => {
    const p = await product(sellerB.shop.id)
    await sellerCampaign(sellerB.headers, [p.productId], 800)
    const link = await linkTo(kolB, 'product', p.productId)
    const orderId = await buyThrough(await createBuyer(t), p, link.click_id)
    expect(await commissionsOf(orderId)).toEqual([])
  })

  it('only the last click within the window counts: older than 30 days is ignored; the later of two KOLs wins; the admin may shorten the window', async () => {
    const p = await product(sellerA.shop.id)
    const c = await sellerCampaign(sellerA.headers, [p.productId], 1000)
    await join(kolA, c._id)
    await join(kolB, c._id)
    const linkA = await linkTo(kolA, 'product', p.productId)
    const linkB = await linkTo(kolB, 'product', p.productId)

    const old = await buyThrough(await createBuyer(t), p, linkA.click_id, { clickedAt: new Date(Date.now() - 31 * DAY) })
    expect(await commissionsOf(old)).toEqual([])

    const buyer = await createBuyer(t)
    await t.services.affiliate.trackClick({
      visitor: {
        actor: { kind: 'user', userId: buyer.userId, sessionId: 's', roles: ['buyer'], isGuest: false, via: 'bearer' },
        sessionId: null,
        deviceId: null,
      },
      input: { click_id: linkA.click_id, product_id: p.productId },
      now: new Date(Date.now() - 2 * DAY),
    })
    // the cart line still carries A's click id, yet B's click came later
    const later = await buyThrough(buyer, p, linkB.click_id, { clickedAt: new Date(Date.now() - DAY) })
    const cart = await buyThrough(buyer, p, null)
    expect((await commissionsOf(later))[0]).toMatchObject({ kolId: kolB.userId, clickId: linkB.click_id })
    // no click id on the cart line: the buyer's own last click (B's) still counts
    expect((await commissionsOf(cart))[0]).toMatchObject({ kolId: kolB.userId })

    const set = await inject('PUT', '/affiliate/v1/admin/settings', admin, { window_days: 7 })
    expect(set.json().data).toEqual({ window_days: 7 })
    try {
      const tooOld = await buyThrough(await createBuyer(t), p, linkA.click_id, { clickedAt: new Date(Date.now() - 10 * DAY) })
      expect(await commissionsOf(tooOld)).toEqual([])
    } finally {
      await inject('PUT', '/affiliate/v1/admin/settings', admin, { window_days: 30 })
    }
  })

  it('a KOL buying through their own link earns nothing and shows up as a fraud signal', async () => {
    const p = await product(sellerA.shop.id)
    const c = await sellerCampaign(sellerA.headers, [p.productId], 1000)
    const kol = await makeKol('Tự Mua')
    await join(kol, c._id)
    const link = await linkTo(kol, 'product', p.productId)
    // the KOL's own account buys, with an address of its own
    const address = await inject('POST', '/api/v1/mobile/addresses', kol.headers, {
      name: 'Tự Mua',
      phone: '0912345678',
      province_code: '79',
      ward_code: listWards('79')[0]!.code,
      street: '1 Lê Lợi',
      is_default: true,
    })
    expect(address.statusCode, address.body).toBe(200)
    const self = { userId: kol.userId, headers: kol.headers, addressId: address.json().data._id as string }
    const orderId = await buyThrough(self, p, link.click_id)
    expect(await commissionsOf(orderId)).toEqual([])
    const signals = (await inject('GET', '/affiliate/v1/admin/fraud-signals?kind=self_purchase', admin)).json().data
    expect(signals).toContainEqual(
      expect.objectContaining({ kind: 'self_purchase', order_id: orderId, kol: expect.objectContaining({ _id: kol.userId }) }),
    )
  })
})

describe('the commission follows the order', () => {
  it('completed: deducted in the seller ledger, pending until the return window closes (moved clock), then payable and paid out', async () => {
    const p = await product(sellerA.shop.id, 250_000)
    const c = await sellerCampaign(sellerA.headers, [p.productId], 1000)
    const kol = await makeKol('Thu Trang Style')
    await join(kol, c._id)
    const link = await linkTo(kol, 'product', p.productId)
    const orderId = await buyThrough(await createBuyer(t), p, link.click_id)
    await complete(orderId)
    const [line] = await commissionsOf(orderId)
    expect(line).toMatchObject({ status: 'pending', amount: 25_000 })
    expect(line!.availableAt).toBeInstanceOf(Date)
    const sellerLine = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'affiliate_commission')))
    expect(sellerLine).toMatchObject([{ amount: -25_000, status: 'pending', sourceId: line!.id }])
    const balance = (await inject('GET', '/api/v1/seller/finance/entries?kind=affiliate_commission', sellerA.headers)).json().data
    expect(balance.find((e: { order_id: string }) => e.order_id === orderId)).toMatchObject({
      amount: -25_000,
      kind_label: 'Hoa hồng tiếp thị liên kết (KOL)',
    })

    // before the window closes nothing moves
    await t.services.affiliate.releaseDue(new Date(line!.availableAt!.getTime() - 1000))
    expect((await commissionsOf(orderId))[0]!.status).toBe('pending')
    await t.services.affiliate.releaseDue(new Date(line!.availableAt!.getTime() + 1000))
    expect((await commissionsOf(orderId))[0]!.status).toBe('payable')

    const dash = (await inject('GET', '/affiliate/v1/dashboard?days=7', kol.headers)).json().data
    expect(dash).toMatchObject({ clicks: 1, orders: 1, conversion: 1, commission: { pending: 0, payable: 25_000, paid: 0, reversed: 0 } })
    expect(dash.series).toHaveLength(7)
    expect(dash.series.at(-1)).toMatchObject({ clicks: 1, orders: 1, commission: 25_000 })

    const noBank = await inject('POST', '/affiliate/v1/admin/payouts', admin, { kol_id: kol.userId })
    expect([noBank.statusCode, noBank.json().error.code]).toEqual([400, 'AFFILIATE_PAYOUT_NO_BANK'])
    const acc = await inject('PUT', '/affiliate/v1/kol/account', kol.headers, {
      full_name: 'Trần Thu Trang',
      bank_name: 'Techcombank',
      bank_account_number: '19034567890123',
      bank_account_name: 'TRAN THU TRANG',
      tax_id: '8012345678',
    })
    expect(acc.json().data.payout_ready).toBe(true)
    const due = (await inject('GET', '/affiliate/v1/admin/payouts/due', admin)).json().data
    expect(due).toContainEqual(
      expect.objectContaining({ kol: expect.objectContaining({ _id: kol.userId }), payable: 25_000, payout_ready: true }),
    )
    const paid = await inject('POST', '/affiliate/v1/admin/payouts', admin, { kol_id: kol.userId })
    expect(paid.json().data).toMatchObject({ amount: 25_000, lines: 1 })
    const twice = await inject('POST', '/affiliate/v1/admin/payouts', admin, { kol_id: kol.userId })
    expect(twice.json().error.code).toBe('AFFILIATE_PAYOUT_NOTHING')
    const detail = (await inject('GET', `/affiliate/v1/conversions/${orderId}`, kol.headers)).json().data
    expect(detail.status).toBe('paid')
    expect(detail.timeline.map((s: { status: string }) => s.status)).toEqual(['pending', 'payable', 'paid'])
  })

  it('a cancelled order reverses its commission', async () => {
    const p = await product(sellerB.shop.id)
    const c = await sellerCampaign(sellerB.headers, [p.productId], 700)
    await join(kolB, c._id)
    const link = await linkTo(kolB, 'product', p.productId)
    const buyer = await createBuyer(t)
    const orderId = await buyThrough(buyer, p, link.click_id)
    expect((await commissionsOf(orderId))[0]).toMatchObject({ status: 'pending', amount: 14_000 })
    const cancel = await inject('POST', `/api/v1/mobile/orders/${orderId}/cancel`, buyer.headers, { reason_id: 'change_address' })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect((await commissionsOf(orderId))[0]).toMatchObject({ status: 'reversed', reversal: 'cancelled' })
    const list = (await inject('GET', '/affiliate/v1/conversions?status=reversed', kolB.headers)).json().data
    expect(list.find((o: { order_id: string }) => o.order_id === orderId)).toMatchObject({ status: 'reversed', commission: 0 })
  })

  it('a refunded return reverses the returned item and gives the deduction back to the seller; it never becomes payable', async () => {
    const p = await product(sellerA.shop.id)
    const c = await sellerCampaign(sellerA.headers, [p.productId], 1000)
    await join(kolA, c._id)
    const link = await linkTo(kolA, 'product', p.productId)
    const buyer = await createBuyer(t)
    const orderId = await buyThrough(buyer, p, link.click_id)
    await complete(orderId)
    const [line] = await commissionsOf(orderId)
    await openReturn(t, orderId, buyer.userId)
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
    const [request] = await t.database.db
      .insert(returnRequests)
      .values({
        orderId,
        buyerId: buyer.userId,
        shopId: sellerA.shop.id,
        status: 'refunded',
        reasonId: 'wrong_item',
        itemsAmount: 200_000,
        refundAmount: 200_000,
      })
      .returning()
    await t.database.db.insert(returnItems).values({ returnId: request!.id, orderItemId: item!.id, quantity: 1, amount: 200_000 })
    await closeReturn(t, orderId)
    await recordReturn(t, { orderId, shopId: sellerA.shop.id, returnId: request!.id, itemsAmount: 200_000 })
    const [after] = await commissionsOf(orderId)
    expect(after).toMatchObject({ status: 'reversed', reversal: 'returned' })
    const sellerLines = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'affiliate_commission')))
    expect(sellerLines.map((l) => l.amount).sort((a, b) => a - b)).toEqual([-line!.amount, line!.amount])
    await t.services.affiliate.releaseDue(new Date(Date.now() + 60 * DAY))
    expect((await commissionsOf(orderId))[0]!.status).toBe('reversed')
  })
})

describe('a partial return reverses only the returned share (affssr)', () => {
  /** A refunded return of `quantity` units of the order's (only) item, booked as the returns module does. */
  async function refund(orderId: string, buyerId: string, shopId: string, quantity: number, opts: { flow?: boolean } = {}) {
    if (opts.flow !== false) await openReturn(t, orderId, buyerId)
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
    const itemsAmount = item!.unitPrice * quantity
    const [request] = await t.database.db
      .insert(returnRequests)
      .values({ orderId, buyerId, shopId, status: 'refunded', reasonId: 'wrong_item', itemsAmount, refundAmount: itemsAmount })
      .returning()
    await t.database.db.insert(returnItems).values({ returnId: request!.id, orderItemId: item!.id, quantity, amount: itemsAmount })
    if (opts.flow !== false) await closeReturn(t, orderId)
    await recordReturn(t, { orderId, shopId, returnId: request!.id, itemsAmount })
  }
  const sellerCommissionLines = async (orderId: string) =>
    (
      await t.database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'affiliate_commission')))
    )
      .map((l) => l.amount)
      .sort((a, b) => a - b)

  it('one of three units back keeps two thirds (rounded down) and gives the share back to the seller; the rest back reverses the line', async () => {
    // 3 × 123,457 at 10 %: 37,037 đ; one unit back keeps floor(37,037 × 2 ÷ 3) = 24,691 (12,346 back)
    const p = await product(sellerA.shop.id, 123_457)
    const c = await sellerCampaign(sellerA.headers, [p.productId], 1000)
    const kol = await makeKol('Trả Một Phần')
    await join(kol, c._id)
    const link = await linkTo(kol, 'product', p.productId)
    const buyer = await createBuyer(t)
    const orderId = await buyThrough(buyer, p, link.click_id, { quantity: 3 })
    await complete(orderId)
    expect((await commissionsOf(orderId))[0]).toMatchObject({ status: 'pending', amount: 37_037, reversedAmount: 0, returnedQuantity: 0 })

    await refund(orderId, buyer.userId, sellerA.shop.id, 1)
    expect((await commissionsOf(orderId))[0]).toMatchObject({
      status: 'pending',
      reversal: null,
      amount: 24_691,
      reversedAmount: 12_346,
      returnedQuantity: 1,
    })
    expect(await sellerCommissionLines(orderId)).toEqual([-37_037, 12_346])
    const dash = (await inject('GET', '/affiliate/v1/dashboard?days=7', kol.headers)).json().data
    expect(dash.commission).toEqual({ pending: 24_691, payable: 0, paid: 0, reversed: 12_346 })
    const detail = (await inject('GET', `/affiliate/v1/conversions/${orderId}`, kol.headers)).json().data
    expect(detail).toMatchObject({ status: 'pending', commission: 24_691 })
    expect(detail.lines[0]).toMatchObject({ quantity: 3, amount: 24_691, returned_quantity: 1, reversed_amount: 12_346, reversal: null })

    await refund(orderId, buyer.userId, sellerA.shop.id, 2)
    expect((await commissionsOf(orderId))[0]).toMatchObject({
      status: 'reversed',
      reversal: 'returned',
      amount: 24_691,
      reversedAmount: 12_346,
      returnedQuantity: 3,
    })
    // every đồng taken from the seller went back: −37,037 + 12,346 + 24,691 = 0
    expect(await sellerCommissionLines(orderId)).toEqual([-37_037, 12_346, 24_691])
    const after = (await inject('GET', '/affiliate/v1/dashboard?days=7', kol.headers)).json().data
    expect(after.commission).toEqual({ pending: 0, payable: 0, paid: 0, reversed: 37_037 })
    await t.services.affiliate.releaseDue(new Date(Date.now() + 60 * DAY))
    expect((await commissionsOf(orderId))[0]!.status).toBe('reversed')
  })

  it('a partial return before completion takes nothing from the seller yet; completion deducts only what is left', async () => {
    const p = await product(sellerB.shop.id, 100_000)
    const c = await sellerCampaign(sellerB.headers, [p.productId], 1000)
    await join(kolB, c._id)
    const link = await linkTo(kolB, 'product', p.productId)
    const buyer = await createBuyer(t)
    const orderId = await buyThrough(buyer, p, link.click_id, { quantity: 2 })
    for (const action of ['confirm', 'prepare', 'ship', 'deliver'] as const)
      expect(await t.services.orders.systemTransition(orderId, action, { role: 'admin' }), action).toBeTruthy()
    // refunded while the order is delivered, not completed (booked through the ledger): nothing was deducted from the seller
    await refund(orderId, buyer.userId, sellerB.shop.id, 1, { flow: false })
    expect((await commissionsOf(orderId))[0]).toMatchObject({ status: 'pending', amount: 10_000, reversedAmount: 10_000 })
    expect(await sellerCommissionLines(orderId)).toEqual([])
    expect(await t.services.orders.systemTransition(orderId, 'auto_complete')).toMatchObject({ to: 'completed' })
    expect(await sellerCommissionLines(orderId)).toEqual([-10_000])
    await t.services.affiliate.releaseDue(new Date(Date.now() + 60 * DAY))
    expect((await commissionsOf(orderId))[0]).toMatchObject({ status: 'payable', amount: 10_000 })
  })

  it('a cancel after a partial return reverses what is left, not the whole original again', async () => {
    const p = await product(sellerB.shop.id, 123_457)
    const c = await sellerCampaign(sellerB.headers, [p.productId], 1000)
    await join(kolB, c._id)
    const link = await linkTo(kolB, 'product', p.productId)
    const buyer = await createBuyer(t)
    const orderId = await buyThrough(buyer, p, link.click_id, { quantity: 3 })
    // booked straight through the ledger (no return flow on an unshipped order): the hook only reads the return's items
    await refund(orderId, buyer.userId, sellerB.shop.id, 1, { flow: false })
    expect((await commissionsOf(orderId))[0]).toMatchObject({ status: 'pending', amount: 24_691, reversedAmount: 12_346 })
    const cancel = await inject('POST', `/api/v1/mobile/orders/${orderId}/cancel`, buyer.headers, { reason_id: 'change_address' })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const [line] = await commissionsOf(orderId)
    expect(line).toMatchObject({ status: 'reversed', reversal: 'cancelled', amount: 24_691, reversedAmount: 12_346, returnedQuantity: 1 })
    expect(line!.amount + line!.reversedAmount).toBe(37_037)
    expect(await sellerCommissionLines(orderId)).toEqual([])
    const dash = (await inject('GET', '/affiliate/v1/dashboard?days=7', kolB.headers)).json().data
    expect(dash.commission.reversed).toBeGreaterThanOrEqual(37_037)
  })
})

describe('campaigns and ownership', () => {
  it('a seller edits only their own campaigns, with their own products; KOLs see open campaigns; the campaign page is public', async () => {
    const pa = await product(sellerA.shop.id)
    const pb = await product(sellerB.shop.id)
    const foreign = await inject('POST', '/api/v1/seller/affiliate/campaigns', sellerA.headers, {
      name: 'Lấn sân',
      product_ids: [pb.productId],
      rate_bps: 500,
      starts_at: new Date().toISOString(),
      ends_at: new Date(Date.now() + DAY).toISOString(),
    })
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([400, 'AFFILIATE_CAMPAIGN_PRODUCTS_INVALID'])
    const c = await sellerCampaign(sellerA.headers, [pa.productId], 900)
    expect((await inject('GET', `/api/v1/seller/affiliate/campaigns/${c._id}`, sellerB.headers)).json().error.code).toBe(
      'AFFILIATE_CAMPAIGN_NOT_FOUND',
    )
    const notSeller = await inject('GET', '/api/v1/seller/affiliate/campaigns', kolA.headers)
    expect(notSeller.statusCode).toBe(403)
    const pub = await inject('GET', `/affiliate/v1/campaigns/${c._id}`)
    expect(pub.json().data).toMatchObject({
      kind: 'seller',
      rate_bps: 900,
      state: 'running',
      joined: false,
      products: [{ _id: pa.productId }],
    })
    await join(kolB, c._id)
    const mine = (await inject('GET', '/affiliate/v1/campaigns?joined=true', kolB.headers)).json().data
    expect(mine.map((x: { _id: string }) => x._id)).toContain(c._id)
    const ended = await inject('POST', `/api/v1/seller/affiliate/campaigns/${c._id}/end`, sellerA.headers)
    expect(ended.json().data.state).toBe('ended')
    const late = await inject('POST', `/affiliate/v1/campaigns/${c._id}/join`, kolA.headers)
    expect(late.json().error.code).toBe('AFFILIATE_CAMPAIGN_ENDED')
  })

  it('a platform campaign covers every approved KOL; the higher of platform and seller rates applies', async () => {
    const p = await product(sellerB.shop.id, 100_000)
    const created = await inject('POST', '/affiliate/v1/admin/campaigns', admin, {
      name: 'Sale 12.12 toàn sàn',
      rate_bps: 1500,
      starts_at: new Date(Date.now() - DAY).toISOString(),
      ends_at: new Date(Date.now() + DAY).toISOString(),
      product_ids: [p.productId],
    })
    expect(created.statusCode, created.body).toBe(200)
    const seller = await sellerCampaign(sellerB.headers, [p.productId], 600)
    await join(kolB, seller._id)
    const link = await linkTo(kolB, 'shop', sellerB.shop.id)
    expect(link.url).toBe(`/nguoi-ban/${sellerB.shop.id}?click_id=${link.click_id}`)
    const orderId = await buyThrough(await createBuyer(t), p, link.click_id)
    expect((await commissionsOf(orderId))[0]).toMatchObject({ campaignId: created.json().data._id, rateBps: 1500, amount: 15_000 })
    const byBuyer = await inject('POST', '/affiliate/v1/admin/campaigns', kolB.headers, {})
    expect([byBuyer.statusCode, byBuyer.json().error.code]).toEqual([403, 'FORBIDDEN'])
  })
})

describe('the release job for journeys', () => {
  it('POST /dev-gateway/jobs/affiliate-release runs the release as if it were then (simulated-gateway deployments)', async () => {
    const res = await inject('POST', '/dev-gateway/jobs/affiliate-release', {}, { now: new Date(Date.now() + 400 * DAY).toISOString() })
    expect(res.statusCode, res.body).toBe(200)
    expect(typeof res.json().data.payable).toBe('number')
    expect((await inject('POST', '/dev-gateway/jobs/affiliate-release', {}, { now: 'tomorrow' })).statusCode).toBe(400)
  })

  it('in production with simulated gateways (the demo) only an admin may move the release clock', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' })
    try {
      const body = { now: new Date(Date.now() + 400 * DAY).toISOString() }
      const post = (headers: Record<string, string>) =>
        prod.app.inject({ method: 'POST', url: '/dev-gateway/jobs/affiliate-release', headers, payload: body })
      expect((await post({})).statusCode).toBe(401)
      const buyer = await createBuyer(prod)
      expect((await post(buyer.headers)).statusCode).toBe(403)
      const email = uniqueEmail('admin')
      await prod.services.identity.createAccount({ email, userName: 'Quản trị', password: PASSWORD, roles: ['admin'] })
      const admin = await login(prod.app, email, PASSWORD)
      expect((await post(authHeader(admin.accessToken))).statusCode).toBe(200)
    } finally {
      await prod.close()
    }
  })

  it('a KOL with many clicks and no order in 7 days is a fraud signal', async () => {
    const kol = await makeKol('Click Ảo')
    const p = await product(sellerB.shop.id)
    const link = await linkTo(kol, 'product', p.productId)
    const visitor = { actor: { kind: 'anonymous' as const }, sessionId: null, deviceId: null }
    for (let i = 0; i < 200; i++) await t.services.affiliate.trackClick({ visitor, input: { click_id: link.click_id } })
    const signals = (await inject('GET', '/affiliate/v1/admin/fraud-signals?kind=clicks_no_orders', admin)).json().data
    expect(signals).toContainEqual(
      expect.objectContaining({ kind: 'clicks_no_orders', clicks: 200, orders: 0, kol: expect.objectContaining({ _id: kol.userId }) }),
    )
  })
})

describe('payouts under concurrency', () => {
  it('two affiliate admins paying the same KOL at once pay the payable lines once', async () => {
    const p = await product(sellerA.shop.id, 180_000)
    const c = await sellerCampaign(sellerA.headers, [p.productId], 1000)
    const kol = await makeKol('Song Song')
    await join(kol, c._id)
    await inject('PUT', '/affiliate/v1/kol/account', kol.headers, {
      full_name: 'Phạm Song',
      bank_name: 'ACB',
      bank_account_number: '123456789',
      bank_account_name: 'PHAM SONG',
    })
    const link = await linkTo(kol, 'product', p.productId)
    const orderId = await buyThrough(await createBuyer(t), p, link.click_id)
    await complete(orderId)
    await t.services.affiliate.releaseDue(new Date(Date.now() + 30 * DAY))
    const [a, b] = await Promise.all([
      inject('POST', '/affiliate/v1/admin/payouts', admin, { kol_id: kol.userId }),
      inject('POST', '/affiliate/v1/admin/payouts', admin, { kol_id: kol.userId }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const payouts = (await inject('GET', `/affiliate/v1/admin/payouts?kol_id=${kol.userId}`, admin)).json()
    expect(payouts.meta.total).toBe(1)
    expect(payouts.data[0]).toMatchObject({ amount: 18_000, lines: 1 })
  })
})
