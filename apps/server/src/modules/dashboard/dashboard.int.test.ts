import ExcelJS from 'exceljs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, register, type TestApp } from '../../../test/helpers.ts'
import { createOrderBuyer, firstVariant, insertOrder } from '../../../test/order-fixtures.ts'
import { products } from '../catalog/catalog.tables.ts'
import { orders } from '../orders/orders.tables.ts'
import { returnRequests } from '../returns/returns.tables.ts'
import { productReviews } from '../reviews/reviews.tables.ts'
import { vnDay, vnDayStart } from './dashboard.period.ts'

/**
 * GET /api/v1/seller/dashboard, /todo and /report (docs/api/seller-dashboard.md): figures from
 * orders written straight to the tables at known times, for one shop and never another's.
 */

let t: TestApp
let seller: Awaited<ReturnType<typeof createSeller>>
let rival: Awaited<ReturnType<typeof createSeller>>
let buyer: Awaited<ReturnType<typeof createOrderBuyer>>
let other: Awaited<ReturnType<typeof createOrderBuyer>>
const ids: Record<string, string> = {}
const HOUR = 3_600_000
const DAY = 24 * HOUR
const now = Date.now()
const today = vnDay(new Date(now))
const daysAgo = (n: number) => new Date(now - n * DAY)
/** A moment of today (Vietnam time) before now, whatever the hour the test runs at: `fraction` of the way from midnight. */
const todayAt = (fraction: number) => {
  const midnight = vnDayStart(today).getTime()
  return new Date(midnight + Math.floor((now - midnight) * fraction))
}

const get = (url: string, headers: Record<string, string> = seller.headers) => t.app.inject({ method: 'GET', url, headers })

beforeAll(async () => {
  t = await createTestApp()
  seller = await createSeller(t, { shopName: 'Xinh Closet' })
  rival = await createSeller(t, { shopName: 'Shop Bên Cạnh' })
  buyer = await createOrderBuyer(t, 'Trần Thu Hà')
  other = await createOrderBuyer(t, 'Phạm Minh Thư')
  const dress = await insertProduct(t, {
    shopId: seller.shop.id,
    name: 'Đầm lụa dự tiệc dáng suông',
    variants: [{ options: [], price: 400_000, salePrice: 300_000, stock: 100 }],
  })
  const tee = await insertProduct(t, {
    shopId: seller.shop.id,
    name: 'Áo thun cotton cổ tròn basic',
    variants: [{ options: [], price: 150_000, salePrice: 100_000, stock: 100 }],
  })
  const preorder = await insertProduct(t, {
    shopId: seller.shop.id,
    name: 'Áo dài may đo theo số đo',
    isPreorder: true,
    prepDays: 10,
    variants: [{ options: [], price: 900_000, salePrice: 800_000, stock: 100 }],
  })
  const rivalTee = await insertProduct(t, { shopId: rival.shop.id, name: 'Áo thun của shop bên cạnh' })
  ids.dress = dress.id
  const v = {
    dress: (await firstVariant(t, dress.id)).id,
    tee: (await firstVariant(t, tee.id)).id,
    preorder: (await firstVariant(t, preorder.id)).id,
    rival: (await firstVariant(t, rivalTee.id)).id,
  }
  const order = (seed: Parameters<typeof insertOrder>[1]) => insertOrder(t, seed)
  // today: 2 dresses + 1 tee (buyer), 1 tee (other) → 700,000 + 100,000, 2 orders, 2 buyers
  const a = await order({
    buyerId: buyer.userId,
    shopId: seller.shop.id,
    lines: [
      { variantId: v.dress, quantity: 2 },
      { variantId: v.tee, quantity: 1 },
    ],
    createdAt: todayAt(0.8),
  })
  ids.todayOrder = a.id
  await order({
    buyerId: other.userId,
    shopId: seller.shop.id,
    lines: [{ variantId: v.tee, quantity: 1 }],
    status: 'preparing',
    createdAt: todayAt(0.6),
  })
  // today, not counted as sales: a cancelled one (counted as cancelled) and an unpaid online one
  await order({
    buyerId: buyer.userId,
    shopId: seller.shop.id,
    lines: [{ variantId: v.tee, quantity: 3 }],
    status: 'cancelled',
    createdAt: todayAt(0.4),
  })
  await order({
    buyerId: buyer.userId,
    shopId: seller.shop.id,
    lines: [{ variantId: v.tee, quantity: 4 }],
    status: 'pending',
    paymentMethod: 'VNPAY',
    createdAt: todayAt(0.9),
  })
  // 3 days ago: a dress with a 50,000 shop voucher, shipped on time; 10 days ago: a tee, shipped late; a pre-order shipped after 8 days (on time)
  const b = await order({
    buyerId: buyer.userId,
    shopId: seller.shop.id,
    lines: [{ variantId: v.dress, quantity: 1 }],
    status: 'completed',
    shopVoucherDiscount: 50_000,
    createdAt: daysAgo(3),
  })
  const c = await order({
    buyerId: other.userId,
    shopId: seller.shop.id,
    lines: [{ variantId: v.tee, quantity: 2 }],
    status: 'delivered',
    createdAt: daysAgo(10),
  })
  const d = await order({
    buyerId: other.userId,
    shopId: seller.shop.id,
    lines: [{ variantId: v.preorder, quantity: 1 }],
    status: 'shipping',
    createdAt: daysAgo(12),
  })
  await t.database.db
    .update(orders)
    .set({ shippedAt: new Date(daysAgo(3).getTime() + HOUR), deliveredAt: daysAgo(2) })
    .where(eq(orders.id, b.id))
  await t.database.db
    .update(orders)
    .set({ shippedAt: daysAgo(5), deliveredAt: daysAgo(4) })
    .where(eq(orders.id, c.id))
  await t.database.db
    .update(orders)
    .set({ shippedAt: daysAgo(4) })
    .where(eq(orders.id, d.id))
  // cancelled by the seller 20 days ago; 40 days ago (outside 30 days) another
  const e = await order({
    buyerId: buyer.userId,
    shopId: seller.shop.id,
    lines: [{ variantId: v.tee, quantity: 1 }],
    status: 'cancelled',
    createdAt: daysAgo(20),
  })
  await t.database.db.update(orders).set({ cancelledBy: 'seller' }).where(eq(orders.id, e.id))
  await order({
    buyerId: buyer.userId,
    shopId: seller.shop.id,
    lines: [{ variantId: v.tee, quantity: 1 }],
    status: 'completed',
    createdAt: daysAgo(40),
  })
  // to do: a cancel request, a return request waiting, a rejected product, a product with 3 left
  await order({
    buyerId: other.userId,
    shopId: seller.shop.id,
    lines: [{ variantId: v.tee, quantity: 1 }],
    status: 'cancel_pending',
    createdAt: daysAgo(1),
  })
  await t.database.db.insert(returnRequests).values({
    orderId: c.id,
    buyerId: other.userId,
    shopId: seller.shop.id,
    reasonId: 'wrong_size',
    itemsAmount: 200_000,
    refundAmount: 200_000,
    createdAt: daysAgo(2),
  })
  await insertProduct(t, { shopId: seller.shop.id, name: 'Váy bị từ chối vì ảnh mờ', status: 'rejected' })
  await insertProduct(t, {
    shopId: seller.shop.id,
    name: 'Chân váy sắp hết hàng',
    variants: [{ options: [], price: 200_000, salePrice: 180_000, stock: 3 }],
  })
  await t.database.db.insert(productReviews).values([
    { productId: dress.id, userId: buyer.userId, rating: 5, content: 'Đẹp lắm' },
    { productId: tee.id, userId: other.userId, rating: 4, content: 'Ổn' },
  ])
  // the rival's sales never show up in the seller's figures
  await order({
    buyerId: buyer.userId,
    shopId: rival.shop.id,
    lines: [{ variantId: v.rival, quantity: 5 }],
    createdAt: todayAt(0.7),
  })
})
afterAll(() => t.close())

describe('who may read the dashboard', () => {
  it('anonymous 401, a buyer 403', async () => {
    const someone = await register(t.app)
    for (const url of ['/api/v1/seller/dashboard', '/api/v1/seller/dashboard/todo', '/api/v1/seller/dashboard/report']) {
      expect((await get(url, {})).statusCode, url).toBe(401)
      expect((await get(url, authHeader(someone.accessToken))).statusCode, url).toBe(403)
    }
  })

  it('each seller sees their own shop only', async () => {
    const mine = (await get('/api/v1/seller/dashboard?range=today')).json().data
    const theirs = (await get('/api/v1/seller/dashboard?range=today', rival.headers)).json().data
    expect(mine.totals.orders).toBe(2)
    expect(theirs.totals).toMatchObject({ orders: 1, buyers: 1, revenue: 750_000 })
    expect(theirs.top_products.map((p: { name: string }) => p.name)).toEqual(['Áo thun của shop bên cạnh'])
  })
})

describe('GET /api/v1/seller/dashboard', () => {
  it('today: sales without cancelled and unpaid orders, hour by hour, top products by revenue', async () => {
    const res = await get('/api/v1/seller/dashboard?range=today')
    expect(res.statusCode, res.body).toBe(200)
    const d = res.json().data
    expect(d.period).toEqual({ range: 'today', from: today, to: today, bucket: 'hour' })
    expect(d.totals).toEqual({
      revenue: 800_000,
      orders: 2,
      buyers: 2,
      average_order_value: 400_000,
      cancelled: 1,
      // tracking is connected: nobody visited yet (the visitors test below sends sessions)
      visitors: 0,
      conversion_rate: null,
    })
    expect(d.series).toHaveLength(24)
    expect(d.series.reduce((n: number, p: { orders: number }) => n + p.orders, 0)).toBe(2)
    expect(d.series.reduce((n: number, p: { revenue: number }) => n + p.revenue, 0)).toBe(800_000)
    expect(d.top_products).toEqual([
      { product_id: ids.dress, name: 'Đầm lụa dự tiệc dáng suông', image: expect.any(String), units: 2, revenue: 600_000 },
      { product_id: expect.any(String), name: 'Áo thun cotton cổ tròn basic', units: 2, revenue: 200_000, image: expect.any(String) },
    ])
  })

  it('7 days and 30 days, compared with the period before', async () => {
    const week = (await get('/api/v1/seller/dashboard?range=7d')).json().data
    // today (800,000) + 3 days ago (300,000 − 50,000) + the cancel request placed yesterday (100,000)
    expect(week.totals).toMatchObject({ orders: 4, revenue: 1_150_000, buyers: 2 })
    expect(week.series).toHaveLength(7)
    expect(week.series.at(-1)).toEqual({ at: today, orders: 2, revenue: 800_000 })
    // the week before: 10 and 12 days ago
    expect(week.previous).toMatchObject({ orders: 2, revenue: 1_000_000 })
    const month = (await get('/api/v1/seller/dashboard?range=30d')).json().data
    expect(month.totals).toMatchObject({ orders: 6, revenue: 2_150_000, cancelled: 2 })
    expect(month.series).toHaveLength(30)
  })

  it('a chosen range of calendar days', async () => {
    const from = vnDay(daysAgo(12))
    const to = vnDay(daysAgo(10))
    const d = (await get(`/api/v1/seller/dashboard?range=custom&from=${from}&to=${to}`)).json().data
    expect(d.period).toEqual({ range: 'custom', from, to, bucket: 'day' })
    expect(d.totals).toMatchObject({ orders: 2, revenue: 1_000_000 })
    expect(d.series.map((p: { at: string }) => p.at)).toEqual([from, vnDay(daysAgo(11)), to])
  })

  it('refuses a bad range with field messages', async () => {
    for (const [query, field] of [
      ['range=year', 'range'],
      ['range=custom', 'from'],
      ['range=custom&from=2026-02-30&to=2026-03-01', 'from'],
      ['range=custom&from=2026-03-02&to=2026-03-01', 'to'],
      ['range=custom&from=2024-01-01&to=2026-01-01', 'to'],
    ] as const) {
      const res = await get(`/api/v1/seller/dashboard?${query}`, { ...seller.headers, 'accept-language': 'en' })
      expect(res.statusCode, query).toBe(400)
      expect(Object.keys(res.json().error.fields), query).toContain(field)
    }
    expect(
      (
        await get('/api/v1/seller/dashboard?range=custom&from=2024-01-01&to=2026-01-01', { ...seller.headers, 'accept-language': 'en' })
      ).json().error.fields.to,
    ).toBe('The period can be at most 366 days')
  })

  it('the shop’s performance over the last 30 days; without chats, no chat figure (never a guess)', async () => {
    const p = (await get('/api/v1/seller/dashboard')).json().data.performance
    expect(p).toEqual({
      days: 30,
      // handed over: 3 days ago (same day, on time), 10 days ago after 5 days (late), the pre-order after 8 of its 10 days (on time)
      late_shipment_rate: { value: 1 / 3, count: 1, of: 3 },
      // placed in 30 days: 8 (cancelled ones included, the unpaid one left out), one cancelled by the seller
      cancellation_rate: { value: 1 / 8, count: 1, of: 8 },
      // delivered in 30 days: 2; one return request opened
      return_rate: { value: 1 / 2, count: 1, of: 2 },
      rating: { average: 4.5, count: 2 },
      // no buyer wrote to the shop: nothing to measure (chat.int.test.ts has the figures)
      chat_response_rate: null,
      chat_response_time_seconds: null,
    })
  })
})

describe('visitors and conversion (trackwire: from the tracking sessions)', () => {
  const nowS = Math.floor(now / 1000)
  const session = (device: string, events: Array<{ type: string; object_id?: string; metadata?: object }>, at = nowS - 1) => ({
    session_id: `dash-${device}-${at}`,
    started_at: at,
    os_version: 'website',
    device_id: `web-${device}`,
    events: events.map((e, i) => ({ event_id: `e${i}`, timestamp: at, ...e })),
  })
  const view = (id: string) => ({ type: 'ViewProduct', object_id: id, metadata: { name: 'Đầm' } })
  const post = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/mobile/trackings/tracking-session', payload: body, headers: { 'accept-language': 'vi' } })

  it('counts distinct devices per day that viewed the shop or its products; conversion = orders ÷ visitors', async () => {
    const rivalProduct = await insertProduct(t, { shopId: rival.shop.id, name: 'Váy của shop bên cạnh' })
    const sessions = [
      // today: device a views the dress twice and the tee (one visitor), b and c view products, d opens the shop page
      session('a', [{ type: 'AppOpen' }, view(ids.dress!), view(ids.dress!), { type: 'SearchKeyword', metadata: { keyword: 'đầm' } }]),
      session('b', [view(ids.dress!)]),
      session('c', [{ type: 'AppOpen' }, view(ids.dress!)]),
      session('d', [{ type: 'ViewShop', object_id: seller.shop.id }]),
      // the rival's visitor, and views of things that are no product or shop: counted nowhere
      session('e', [view(rivalProduct.id), view('9f0b6bd4-3a52-4c83-9b57-0d3b9e2f3f11'), { type: 'ViewShop', object_id: 'not-a-uuid' }]),
      // device a again, 3 days ago: another day, another visit
      session('a', [view(ids.dress!)], nowS - 3 * 86_400),
    ]
    const sent = await post({ sessions, count: sessions.length, timestamp: nowS })
    expect(sent.statusCode, sent.body).toBe(200)
    // device a comes back today in a second session, and the first batch is resent: nothing more
    expect((await post(session('a', [{ type: 'AppOpen' }, view(ids.dress!)], nowS - 2))).statusCode).toBe(200)
    expect((await post({ sessions, count: sessions.length, timestamp: nowS })).statusCode).toBe(200)

    const day = (await get('/api/v1/seller/dashboard?range=today')).json().data
    // 2 orders today ÷ 4 visitors (a, b, c, d)
    expect(day.totals).toMatchObject({ orders: 2, visitors: 4, conversion_rate: 0.5 })
    const week = (await get('/api/v1/seller/dashboard?range=7d')).json().data
    // 4 orders this week ÷ (4 today + a, 3 days ago)
    expect(week.totals).toMatchObject({ orders: 4, visitors: 5, conversion_rate: 0.8 })
    const custom = (await get(`/api/v1/seller/dashboard?range=custom&from=${vnDay(daysAgo(3))}&to=${vnDay(daysAgo(3))}`)).json().data
    expect(custom.totals.visitors).toBe(1)
    const theirs = (await get('/api/v1/seller/dashboard?range=today', rival.headers)).json().data
    expect(theirs.totals).toMatchObject({ orders: 1, visitors: 1, conversion_rate: 1 })
  })
})

describe('GET /api/v1/seller/dashboard/todo', () => {
  it('counts what needs the seller now', async () => {
    const res = await get('/api/v1/seller/dashboard/todo')
    // awaiting confirmation: today's first order; preparing: the other one of today
    expect(res.json().data).toEqual({
      to_confirm: 1,
      to_prepare: 1,
      cancel_requests: 1,
      return_requests: 1,
      rejected_products: 1,
      low_stock: 1,
    })
    // the rival's one product: 10 in stock, 5 ordered → low stock
    expect((await get('/api/v1/seller/dashboard/todo', rival.headers)).json().data).toEqual({
      to_confirm: 1,
      to_prepare: 0,
      cancel_requests: 0,
      return_requests: 0,
      rejected_products: 0,
      low_stock: 1,
    })
    // a product the seller hid does not count as low stock
    await t.database.db.update(products).set({ allowToSell: false }).where(eq(products.name, 'Chân váy sắp hết hàng'))
    expect((await get('/api/v1/seller/dashboard/todo')).json().data.low_stock).toBe(0)
  })
})

describe('GET /api/v1/seller/dashboard/report', () => {
  it('is an .xlsx with the summary, the chart points, the products sold and every order of the period', async () => {
    const res = await get('/api/v1/seller/dashboard/report?range=7d', { ...seller.headers, 'accept-language': 'en' })
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    expect(res.headers['content-disposition']).toContain(`bao-cao-ban-hang-${vnDay(daysAgo(6))}_${today}.xlsx`)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as never)
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Summary', 'Over time', 'Products', 'Orders'])
    const rows = (i: number) => wb.worksheets[i]!.getSheetValues().flatMap((r) => (Array.isArray(r) ? [r.slice(1)] : []))
    expect(rows(0)).toContainEqual(['Sales (VND)', 1_150_000])
    expect(rows(0)).toContainEqual(['Orders', 4])
    expect(rows(1)).toHaveLength(8)
    expect(rows(2).slice(1)).toEqual([
      ['Đầm lụa dự tiệc dáng suông', 3, 900_000],
      ['Áo thun cotton cổ tròn basic', 3, 300_000],
    ])
    // every order placed in the period, cancelled and unpaid ones too, with its status
    const orderRows = rows(3).slice(1)
    expect(orderRows).toHaveLength(6)
    expect(orderRows.map((r) => r[2]).sort()).toEqual(
      ['Awaiting confirmation', 'Awaiting payment', 'Cancel requested', 'Cancelled', 'Completed', 'Preparing'].sort(),
    )
  })
})
