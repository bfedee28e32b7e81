import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminActors } from '../../../test/admin-fixtures.ts'
import { createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, register, type TestApp } from '../../../test/helpers.ts'
import { vnDay } from './tracking.partitions.ts'
import { trackingEvents, trackingInteractions, trackingProductDaily, trackingSessions } from './tracking.tables.ts'

const URL = '/api/v1/mobile/trackings/tracking-session'
let t: TestApp
let buyer: Awaited<ReturnType<typeof register>>
let sellerA: Awaited<ReturnType<typeof createSeller>>
let sellerB: Awaited<ReturnType<typeof createSeller>>
let productA: string
let productB: string
let actors: Awaited<ReturnType<typeof adminActors>>

beforeAll(async () => {
  t = await createTestApp()
  actors = await adminActors(t)
  buyer = await register(t.app)
  sellerA = await createSeller(t, { shopName: 'Shop Lụa Tracking' })
  sellerB = await createSeller(t, { shopName: 'Shop Son Tracking' })
  productA = (await insertProduct(t, { shopId: sellerA.shop.id, name: 'Áo lụa tơ tằm công sở' })).id
  productB = (await insertProduct(t, { shopId: sellerB.shop.id, name: 'Son kem lì đỏ gạch' })).id
})
afterAll(() => t.close())

const nowS = () => Math.floor(Date.now() / 1000)
/**
 * The instant the file's sessions start and their events happen, and its Vietnam day: a session is
 * filed under the day it started, so one pinned instant keeps every session and event on one known
 * day (a session started a minute back is yesterday's just after midnight in Vietnam, and a file
 * running across midnight would split them), and the expectations name that day, not "today".
 */
const T0 = nowS()
const DAY0 = vnDay(T0 * 1000)
let seq = 0
const ev = (type: string, extra: Record<string, unknown> = {}, at = T0) => ({ event_id: `e${++seq}`, type, timestamp: at, ...extra })
const view = (productId: string, at?: number) => ev('ViewProduct', { object_id: productId, metadata: { name: 'Áo lụa' } }, at)
const addToCart = (productId: string, quantity = 1, price = 250_000) =>
  ev('AddToCart', { object_id: productId, metadata: { quantity, price, variant_id: 'v1' } })
const session = (events: unknown[], over: Record<string, unknown> = {}) => ({
  session_id: randomUUID(),
  user_id: null,
  started_at: T0,
  ended_at: null,
  os_version: 'website',
  device_id: 'web-0123456789abcdef01234567',
  app_version: '1.0.0',
  area: 'VN',
  language: 'VI',
  events,
  conversion_status: 'in_progress',
  ...over,
})
const post = (payload: unknown, headers: Record<string, string> = {}, lang = 'vi') =>
  t.app.inject({ method: 'POST', url: URL, payload: payload as object, headers: { 'accept-language': lang, ...headers } })
const daily = async (productId: string) => {
  const [row] = await t.database.db
    .select()
    .from(trackingProductDaily)
    .where(and(eq(trackingProductDaily.productId, productId), eq(trackingProductDaily.day, DAY0)))
  return row ?? { views: 0, addToCart: 0, orders: 0 }
}

describe('POST /api/v1/mobile/trackings/tracking-session', () => {
  it('stores an anonymous session, and a resend stores only its new events (idempotent on session_id + event ids)', async () => {
    const before = await daily(productA)
    const s = session([view(productA), addToCart(productA)])
    const first = await post(s)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toEqual({ sessions: 1, events_received: 2, events_stored: 2, duplicates: 0 })
    // the periodic send went out, then the session ended with an order
    const order = ev('OrderSuccess', { object_id: randomUUID(), metadata: { product_ids: [productA], value: 250_000, currency: 'VND' } })
    const again = await post({ ...s, events: [...s.events, order], ended_at: nowS(), conversion_status: 'order_success' })
    expect(again.json().data).toEqual({ sessions: 1, events_received: 3, events_stored: 1, duplicates: 2 })
    // and the same body once more changes nothing
    expect((await post({ ...s, events: [...s.events, order] })).json().data.events_stored).toBe(0)
    const [row] = await t.database.db.select().from(trackingSessions).where(eq(trackingSessions.sessionId, s.session_id))
    expect(row).toMatchObject({ userId: null, eventCount: 3, conversionStatus: 'order_success', osVersion: 'website' })
    expect(row?.endedAt).not.toBeNull()
    const after = await daily(productA)
    expect(after.views - before.views).toBe(1)
    expect(after.addToCart - before.addToCart).toBe(1)
    expect(after.orders - before.orders).toBe(1)
  })

  it('takes the user from the token, never from the body', async () => {
    const s = session([ev('AppOpen'), view(productB)], { user_id: actors.seller.user.id })
    expect((await post(s, authHeader(buyer.accessToken))).statusCode).toBe(200)
    const [row] = await t.database.db.select().from(trackingSessions).where(eq(trackingSessions.sessionId, s.session_id))
    expect(row?.userId).toBe(buyer.userId)
  })

  it('accepts the bulk body (sessions, count, timestamp) in one request', async () => {
    const a = session([view(productA), view(productB)])
    const b = session([ev('SearchKeyword', { metadata: { keyword: 'áo lụa' } }), addToCart(productB, 2)])
    const res = await post({ sessions: [a, b], count: 2, timestamp: nowS() })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({ sessions: 2, events_received: 4, events_stored: 4, duplicates: 0 })
    const stored = await t.database.db.select().from(trackingEvents).where(eq(trackingEvents.sessionId, b.session_id))
    expect(stored.map((e) => e.type).sort()).toEqual(['AddToCart', 'SearchKeyword'])
  })

  it('removes adjacent identical events (spec §5) but keeps the same event again later', async () => {
    const v = view(productA)
    const s = session([v, { ...v, event_id: 'dup-1' }, ev('ViewCart'), { ...v, event_id: 'again-1' }])
    const res = await post(s)
    expect(res.json().data).toMatchObject({ events_received: 4, events_stored: 3 })
  })

  it('refuses invalid sessions with localised field errors and writes nothing (spec §5)', async () => {
    const cases: Array<[unknown, string]> = [
      [session([ev('ViewProduct', { object_id: productA })]), 'events.0.metadata.name'],
      [session([ev('ViewProduct', { metadata: { name: 'Áo' } })]), 'events.0.object_id'],
      [session([ev('AddToCart', { object_id: productA, metadata: { quantity: 0, price: 10 } })]), 'events.0.metadata.quantity'],
      [session([ev('AddToCart', { object_id: productA, metadata: { quantity: 1, price: -1 } })]), 'events.0.metadata.price'],
      [session([ev('NotAnEvent')]), 'events.0.type'],
      [session([]), 'events'],
      [session([ev('AppOpen')], { os_version: 'windows' }), 'os_version'],
      [session([ev('AppOpen')], { started_at: nowS() - 90 * 86_400 }), 'started_at'],
      [{ sessions: [session([ev('AppOpen')])], count: 2, timestamp: nowS() }, 'count'],
      [
        { sessions: [session([ev('AppOpen')]), session([ev('ViewProduct', { object_id: productA })])], count: 2, timestamp: nowS() },
        'sessions.1.events.0.metadata.name',
      ],
    ]
    for (const [body, field] of cases) {
      const res = await post(body, {}, 'en')
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400)
      const error = res.json().error
      expect(error.code).toBe('VALIDATION_FAILED')
      expect(Object.keys(error.fields ?? {}), res.body).toContain(field)
    }
    const ko = await post(session([ev('ViewProduct', { object_id: productA })]), {}, 'ko')
    expect(ko.json().error.message).toBe('잘못된 데이터입니다')
  })
})

describe('the partitions', () => {
  it('keeps one partition per day: the job creates the coming days and drops those past the retention', async () => {
    const service = t.services.tracking
    const old = '2020-01-15'
    await service.partitions.ensure([old])
    expect(await service.partitions.list('tracking_events')).toContain('tracking_events_p20200115')
    // the job as it runs on the sessions' day
    const result = await service.maintainPartitions(T0 * 1000)
    expect(result.dropped).toEqual(expect.arrayContaining(['tracking_events_p20200115', 'tracking_sessions_p20200115']))
    const names = await service.partitions.list('tracking_sessions')
    expect(names).not.toContain('tracking_sessions_p20200115')
    const today = DAY0.replaceAll('-', '')
    expect(names).toContain(`tracking_sessions_p${today}`)
    // the days ahead exist before any event arrives for them
    const inThree = vnDay(T0 * 1000 + 3 * 86_400_000).replaceAll('-', '')
    expect(names).toContain(`tracking_sessions_p${inThree}`)
    // the rows are really in their day's partition (declarative partitioning on both engines)
    const rows = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM tracking_events_p${today}`)
    expect(rows[0]?.n).toBeGreaterThan(0)
  })
})

describe('aggregates', () => {
  it('shows each seller the funnel of their own products only', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/v1/seller/trackings/funnel?range=7d', headers: sellerA.headers })
    expect(a.statusCode, a.body).toBe(200)
    const funnel = a.json().data
    expect(funnel.products.map((p: { _id: string }) => p._id)).toEqual([productA])
    expect(funnel.products[0]).toMatchObject({ name: 'Áo lụa tơ tằm công sở', orders: 1 })
    expect(funnel.totals.views).toBeGreaterThanOrEqual(3)
    expect(funnel.totals.cart_rate).toBeCloseTo(funnel.totals.add_to_cart / funnel.totals.views, 3)
    const b = (await t.app.inject({ method: 'GET', url: '/api/v1/seller/trackings/funnel', headers: sellerB.headers })).json().data
    expect(b.products.map((p: { _id: string }) => p._id)).toEqual([productB])
    expect(b.totals).toMatchObject({ views: 2, add_to_cart: 1, orders: 0 })
    const buyerRes = await t.app.inject({ method: 'GET', url: '/api/v1/seller/trackings/funnel', headers: authHeader(buyer.accessToken) })
    expect(buyerRes.statusCode).toBe(403)
  })

  it('gives admins the daily report; nobody else', async () => {
    // the 30 days up to the sessions' day
    const report = () => t.app.inject({ method: 'GET', url: `/api/v1/admin/trackings/report?to=${DAY0}`, headers: actors.admin.headers })
    const before = (await report()).json().data.days.at(-1).visitors
    // trackwire: a new device's two sessions today are one more visitor
    const device = `web-${randomUUID().replaceAll('-', '').slice(0, 24)}`
    for (let i = 0; i < 2; i++) expect((await post(session([ev('AppOpen'), view(productA)], { device_id: device }))).statusCode).toBe(200)
    const res = await report()
    expect(res.statusCode, res.body).toBe(200)
    const r = res.json().data
    expect(r.days.at(-1).visitors).toBe(before + 1)
    expect(r.totals.visitors).toBe(r.days.reduce((n: number, d: { visitors: number }) => n + d.visitors, 0))
    expect(r.days).toHaveLength(30)
    const today = r.days.at(-1)
    expect(today.date).toBe(DAY0)
    expect(today.sessions).toBeGreaterThanOrEqual(7)
    expect(today.converted_sessions).toBe(1)
    expect(r.totals.views).toBe(today.views)
    expect(r.top_products[0]._id).toBe(productA)
    for (const c of actors.refused) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/v1/admin/trackings/report?to=${DAY0}`, headers: c.headers })
      expect(refused.statusCode, c.name).toBe(c.status)
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/admin/trackings/report?from=2026-02-30', headers: actors.admin.headers })
    expect(bad.statusCode).toBe(400)
  })
})

describe('POST /api/v1/mobile/trackings/user-interactive', () => {
  const URL_UI = '/api/v1/mobile/trackings/user-interactive'
  it('records a signed-in user’s action; refuses anonymous callers and bad input', async () => {
    const anon = await t.app.inject({ method: 'POST', url: URL_UI, payload: { product_id: productA, action_type: 'view' } })
    expect(anon.statusCode).toBe(401)
    const res = await t.app.inject({
      method: 'POST',
      url: URL_UI,
      payload: { product_id: productA, action_type: 'share' },
      headers: authHeader(buyer.accessToken),
    })
    expect(res.statusCode, res.body).toBe(200)
    const rows = await t.database.db.select().from(trackingInteractions).where(eq(trackingInteractions.userId, buyer.userId))
    expect(rows.map((r) => [r.productId, r.actionType])).toEqual([[productA, 'share']])
    const bad = await t.app.inject({
      method: 'POST',
      url: URL_UI,
      payload: { product_id: 'nope', action_type: 'dance' },
      headers: authHeader(buyer.accessToken),
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['action_type', 'product_id'])
  })
})
