import {
  conversionStatusOf,
  daySpan,
  dropAdjacentDuplicates,
  TRACKING_LIMITS,
  TRACKING_PARTITIONS_AHEAD,
  TRACKING_RETENTION_DAYS,
  type TSellerFunnel,
  type TTrackingAccepted,
  type TTrackingBody,
  type TTrackingReport,
  type TTrackingSession,
  type TUserInteractive,
  type Lang,
} from '@xinh/contracts'
import type { Actor } from '#server/platform/auth/actor.ts'
import { requireRole, requireUser } from '#server/platform/auth/actor.ts'
import type { Database, Tx } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { addDays, createPartitions, vnDay } from './tracking.partitions.ts'
import * as repo from './tracking.repo.ts'

export type TrackingDeps = {
  database: Database
  /** The seller centre's gate: the caller's own approved shop (shops' sellerAccess). */
  requireSellerShop: (actor: Actor) => Promise<{ shopId: string }>
  now?: () => number
}

/** The dashboard's range query (ZDashboardQuery, parsed). */
type DayRange = { range?: string; from?: string; to?: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v)
const round4 = (n: number) => Math.round(n * 10_000) / 10_000
const FUNNEL_PRODUCTS = 20
const REPORT_TOP_PRODUCTS = 10
const REPORT_MAX_DAYS = 92

export function createTrackingService({ database, requireSellerShop, now = Date.now }: TrackingDeps) {
  const { db } = database
  const partitions = createPartitions(database)

  /** spec §7: the session's clock must be plausible — its day's partition exists and is kept. */
  function checkTimes(sessions: TTrackingSession[], isBulk: boolean, lang: Lang) {
    const nowS = Math.floor(now() / 1000)
    const oldest = nowS - TRACKING_LIMITS.maxAgeDays * 86_400
    const newest = nowS + TRACKING_LIMITS.maxSkewSeconds
    const bad: Record<string, string> = {}
    sessions.forEach((s, i) => {
      const at = (f: string) => (isBulk ? `sessions.${i}.${f}` : f)
      if (s.started_at < oldest || s.started_at > newest) bad[at('started_at')] = 'v.invalid'
      if (s.ended_at != null && s.ended_at > newest) bad[at('ended_at')] = 'v.invalid'
      s.events.forEach((e, j) => {
        if (e.timestamp < oldest || e.timestamp > newest) bad[at(`events.${j}.timestamp`)] = 'v.invalid'
      })
    })
    if (Object.keys(bad).length) throw AppError.fields(bad, lang)
  }

  /**
   * `POST /api/v1/mobile/trackings/tracking-session`: stores one session or a bulk body in one
   * transaction. Idempotent: events are keyed by (day, session_id, event_id), so a resend stores
   * only what is new and the daily aggregates count each event once.
   */
  async function ingest({ actor, body, lang }: { actor: Actor; body: TTrackingBody; lang: Lang }): Promise<TTrackingAccepted> {
    const isBulk = 'sessions' in body
    const sessions = isBulk ? body.sessions : [body]
    checkTimes(sessions, isBulk, lang)
    // the user is who the token says, never what the body claims
    const userId = actor.kind === 'user' ? actor.userId : null
    const receivedAt = new Date(now())
    const sessionRows: repo.SessionRow[] = []
    const eventRows: repo.EventRow[] = []
    let received = 0
    for (const s of sessions) {
      const day = vnDay(s.started_at * 1000)
      const events = dropAdjacentDuplicates(s.events)
      received += s.events.length
      sessionRows.push({
        day,
        sessionId: s.session_id,
        userId,
        deviceId: s.device_id,
        startedAt: new Date(s.started_at * 1000),
        endedAt: s.ended_at != null ? new Date(s.ended_at * 1000) : null,
        osVersion: s.os_version,
        appVersion: s.app_version,
        area: s.area,
        language: s.language,
        // spec §4: order_success once an order-success event exists, whatever the client said
        conversionStatus: s.conversion_status === 'order_success' ? 'order_success' : conversionStatusOf(events),
        eventCount: 0,
        receivedAt,
      })
      for (const e of events)
        eventRows.push({
          day,
          sessionId: s.session_id,
          eventId: e.event_id,
          type: e.type,
          occurredAt: new Date(e.timestamp * 1000),
          objectId: e.object_id ?? null,
          metadata: e.metadata ?? null,
        })
    }
    await partitions.ensure(sessionRows.map((s) => s.day))
    const stored = await db.transaction((tx) => writeSessions(tx, sessionRows, eventRows))
    return { sessions: sessions.length, events_received: received, events_stored: stored, duplicates: eventRows.length - stored }
  }

  /** The user-interactive tracking call (spec §7): a signed-in user only (token), a product id, an action. */
  async function recordInteraction({ actor, body }: { actor: Actor; body: TUserInteractive }) {
    const user = requireUser(actor)
    await repo.insertInteraction(db, { userId: user.userId, productId: body.product_id, actionType: body.action_type })
    return { ok: true as const }
  }

  /** Views → add-to-cart → orders of the seller's own products over the dashboard's range. */
  async function sellerFunnel({ actor, query }: { actor: Actor; query: DayRange }): Promise<TSellerFunnel> {
    const { shopId } = await requireSellerShop(actor)
    const { from, to } = rangeDays(query, vnDay(now()))
    const { totals, products } = await repo.shopFunnel(db, shopId, from, to, FUNNEL_PRODUCTS)
    return {
      from,
      to,
      totals: {
        ...totals,
        cart_rate: totals.views ? round4(totals.add_to_cart / totals.views) : 0,
        order_rate: totals.views ? round4(totals.orders / totals.views) : 0,
      },
      products,
    }
  }

  /** trackwire: the seller dashboard's visitors — distinct devices per day that viewed the shop or its products, summed. */
  const shopVisitors = (shopId: string, from: string, to: string) => repo.shopVisitors(db, shopId, from, to)

  /** The admin report (docs/api/tracking.md): default the last 30 days, at most 92. */
  async function report({
    actor,
    query,
    lang,
  }: {
    actor: Actor
    query: { from?: string; to?: string }
    lang: Lang
  }): Promise<TTrackingReport> {
    requireRole(actor, 'admin')
    const to = query.to ?? vnDay(now())
    const from = query.from ?? addDays(to, -29)
    if (from > to || daySpan(from, to) > REPORT_MAX_DAYS) throw AppError.fields({ from: 'v.invalid' }, lang)
    const { funnelDays, sessionDays, top } = await repo.platformReport(db, from, to, REPORT_TOP_PRODUCTS)
    const funnel = new Map(funnelDays.map((r) => [r.date, r]))
    const sess = new Map(sessionDays.map((r) => [r.date, r]))
    const days = Array.from({ length: daySpan(from, to) }, (_, i) => {
      const date = addDays(from, i)
      const f = funnel.get(date)
      const s = sess.get(date)
      return {
        date,
        sessions: Number(s?.sessions ?? 0),
        visitors: Number(s?.visitors ?? 0),
        converted_sessions: Number(s?.converted ?? 0),
        views: f?.views ?? 0,
        add_to_cart: f?.add_to_cart ?? 0,
        orders: f?.orders ?? 0,
      }
    })
    const sum = (k: keyof (typeof days)[number]) => days.reduce((n, d) => n + (d[k] as number), 0)
    const sessions = sum('sessions')
    const converted = sum('converted_sessions')
    return {
      from,
      to,
      days,
      totals: {
        sessions,
        visitors: sum('visitors'),
        converted_sessions: converted,
        conversion_rate: sessions ? round4(converted / sessions) : 0,
        views: sum('views'),
        add_to_cart: sum('add_to_cart'),
        orders: sum('orders'),
      },
      top_products: top,
    }
  }

  return {
    ingest,
    recordInteraction,
    sellerFunnel,
    shopVisitors,
    report,
    forgetUser: (userId: string) => repo.forgetUser(db, userId),
    /** The daily job: partitions ahead, old ones dropped. */
    maintainPartitions: (at?: number) =>
      partitions.maintain({ now: at ?? now(), ahead: TRACKING_PARTITIONS_AHEAD, retentionDays: TRACKING_RETENTION_DAYS }),
    partitions,
  }
}
export type TrackingService = ReturnType<typeof createTrackingService>

/**
 * Writes sessions and their events in the caller's transaction (their days' partitions exist) and
 * bumps the aggregates for the events new this time: a resend adds nothing. The ingestion and the
 * demo seed both write through here, so the seed's aggregates are made exactly as production's.
 * Sets each session row's `eventCount`; returns the number of events stored.
 */
export async function writeSessions(tx: Tx, sessionRows: repo.SessionRow[], eventRows: repo.EventRow[]): Promise<number> {
  const inserted = await repo.insertNewEvents(tx, eventRows)
  const perSession = new Map<string, number>()
  const isNew = new Set<string>()
  for (const e of inserted) {
    const key = `${e.day}|${e.sessionId}`
    perSession.set(key, (perSession.get(key) ?? 0) + 1)
    isNew.add(`${key}|${e.eventId}`)
  }
  for (const s of sessionRows) s.eventCount = perSession.get(`${s.day}|${s.sessionId}`) ?? 0
  await repo.upsertSessions(tx, sessionRows)
  // the aggregates count only the events stored just now
  const fresh = eventRows.filter((e) => isNew.has(`${e.day}|${e.sessionId}|${e.eventId}`))
  // the device of each session (the visitors aggregate counts devices)
  const devices = new Map(sessionRows.map((s) => [`${s.day}|${s.sessionId}`, s.deviceId]))
  await repo.addProductDaily(tx, dailyCounts(fresh))
  await repo.addShopVisitors(tx, shopVisits(fresh, devices))
  return inserted.length
}

/** The dashboard's range as calendar days: today, the last 7 or 30 days including today, or custom. */
export function rangeDays(query: DayRange, today: string) {
  if (query.range === 'custom' && query.from && query.to) return { from: query.from, to: query.to }
  const span = query.range === 'today' ? 1 : query.range === '30d' ? 30 : 7
  return { from: addDays(today, -(span - 1)), to: today }
}

/** What the new events add to each product's day: views, add-to-cart, and the products of an order. */
export function dailyCounts(
  events: Array<{ type: string; objectId?: string | null; metadata?: unknown; occurredAt: Date }>,
): repo.DailyRow[] {
  const rows = new Map<string, repo.DailyRow>()
  const bump = (id: string, at: Date, field: 'views' | 'addToCart' | 'orders') => {
    const productId = id.toLowerCase()
    const day = vnDay(at.getTime())
    const key = `${productId}|${day}`
    const row = rows.get(key) ?? { productId, day, views: 0, addToCart: 0, orders: 0 }
    row[field] += 1
    rows.set(key, row)
  }
  for (const e of events) {
    if (e.type === 'ViewProduct' && isUuid(e.objectId)) bump(e.objectId, e.occurredAt, 'views')
    else if (e.type === 'AddToCart' && isUuid(e.objectId)) bump(e.objectId, e.occurredAt, 'addToCart')
    else if (e.type === 'OrderSuccess') {
      const ids = (e.metadata as { product_ids?: unknown } | null)?.product_ids
      if (Array.isArray(ids)) for (const id of new Set(ids.filter(isUuid))) bump(id, e.occurredAt, 'orders')
    }
  }
  return [...rows.values()]
}

/**
 * trackwire: who visited which shop on which day — a product view counts for the product's shop, a
 * shop view (`ViewShop`, object_id the shop id) for the shop. Days in Vietnam time of the event.
 */
export function shopVisits(
  events: Array<{ day: string; sessionId: string; type: string; objectId?: string | null; occurredAt: Date }>,
  devices: Map<string, string>,
): repo.VisitRow[] {
  const rows = new Map<string, repo.VisitRow>()
  for (const e of events) {
    const kind = e.type === 'ViewProduct' ? 'p' : e.type === 'ViewShop' ? 's' : null
    const deviceId = devices.get(`${e.day}|${e.sessionId}`)
    if (!kind || !deviceId || !isUuid(e.objectId)) continue
    const row = { kind, id: e.objectId.toLowerCase(), day: vnDay(e.occurredAt.getTime()), deviceId } as const
    rows.set(`${row.kind}|${row.id}|${row.day}|${row.deviceId}`, row)
  }
  return [...rows.values()]
}
