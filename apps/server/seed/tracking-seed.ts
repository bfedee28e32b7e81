import { conversionStatusOf, dropAdjacentDuplicates } from '@xinh/contracts'
import { and, desc, eq, ne } from 'drizzle-orm'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import {
  createDayPartitions,
  type TrackingEventRow,
  type TrackingSessionRow,
  vnDay,
  writeSessions,
} from '#server/modules/tracking/index.ts'
import type { Db } from '#server/platform/db/client.ts'
import { chance, fastRng, int, pick, type Rng } from './catalog-gen.ts'
import { POPULAR_KEYWORDS } from './vocabulary.ts'

const DAY = 86_400_000
const VN_OFFSET = 7 * 3_600_000
/** Days of sessions, today included (the raw events are kept 35 days; the ingestion takes 30). */
const DAYS = 30
/** Devices that come back: a visitor seen on several days counts once a day (the dashboard's visitors). */
const DEVICES = 700
/** Sessions written per transaction (the sessions' upsert binds 13 parameters a row). */
const BATCH = 1_000

type Product = { id: string; name: string; price: number }
type Device = { id: string; os: 'website' | 'android' | 'ios'; language: 'VI' | 'EN' | 'KO' }

/**
 * Demo tracking (issue 18, trackwire): 30 days of visitors' sessions, mostly about the demo
 * seller's shop — product views, fewer add-to-carts, fewer orders, some searches and shop-page
 * views — and some about other shops, written through the tracking module's own write path
 * (`writeSessions`), so the daily product funnels and the shops' visitors are made as in
 * production: the seller dashboard's funnel card and visitors KPI and the admin report's
 * behaviour section have something to show on the first start. Deterministic (seeded RNG), times
 * relative to `now`, nothing later than `now`.
 */
export async function seedTracking({ db, now }: { db: Db; now: number }) {
  const [seller] = await db
    .select({ shopId: shops.id })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(users.email, 'seller@xinh.vn'))
  if (!seller) return { sessions: 0, events: 0 }
  const visible = and(eq(products.status, 'accepted'), eq(products.allowToSell, true))
  const columns = { id: products.id, name: products.name, price: products.salePrice }
  const [mine, others] = await Promise.all([
    // 12 of the shop's products: the funnel card lists 20, leaving room for what journeys and visitors view
    db
      .select(columns)
      .from(products)
      .where(and(visible, eq(products.shopId, seller.shopId)))
      .orderBy(desc(products.sold), products.id)
      .limit(12),
    db
      .select(columns)
      .from(products)
      .where(and(visible, ne(products.shopId, seller.shopId)))
      .orderBy(desc(products.sold), products.id)
      .limit(40),
  ])
  if (!mine.length) return { sessions: 0, events: 0 }

  const rng = fastRng(18_2611)
  const devices = Array.from({ length: DEVICES }, (_, i): Device => {
    const roll = rng()
    const os = roll < 0.7 ? 'website' : roll < 0.9 ? 'android' : 'ios'
    const hex = Array.from({ length: 24 }, () => int(rng, 0, 15).toString(16)).join('')
    return {
      id: os === 'website' ? `web-${hex}` : `${os}-${hex}-${i}`,
      os,
      language: chance(rng, 0.85) ? 'VI' : chance(rng, 0.5) ? 'EN' : 'KO',
    }
  })
  // popular products are viewed more: the first ones of each list (best sellers first) weigh most
  const skewed = <T>(list: readonly T[]) => list[Math.floor(list.length * rng() ** 2)] as T

  const sessionRows: TrackingSessionRow[] = []
  const eventRows: TrackingEventRow[] = []
  const today = vnDay(now)
  const todayStart = Date.parse(`${today}T00:00:00Z`) - VN_OFFSET
  for (let back = DAYS - 1; back >= 0; back--) {
    const dayStart = todayStart - back * DAY
    // slow growth over the month, livelier weekends
    const weekday = new Date(dayStart + VN_OFFSET).getUTCDay()
    const count = 28 + Math.round((DAYS - back) * 0.6) + (weekday === 0 || weekday === 6 ? 12 : 0) + int(rng, 0, 10)
    // today: only the part of the day already gone (sessions end before now)
    const latest = back === 0 ? now - 15 * 60_000 : dayStart + DAY - 15 * 60_000
    for (let n = 0; n < count; n++) {
      // most visits between 8:00 and 23:00 Vietnam time
      const at = dayStart + 8 * 3_600_000 + Math.floor(rng() * 15 * 3_600_000)
      if (at > latest) continue
      const device = skewed(devices)
      // as the client and the ingestion do (spec §5): a product viewed twice in a row is one view
      const session = dropAdjacentDuplicates(visit(rng, { mine, others, shopId: seller.shopId, skewed }))
      const sessionId = `seed-${vnDay(at).replaceAll('-', '')}-${n}`
      let t = at
      const events = session.map((e, i) => {
        t += int(rng, 5, 90) * 1000
        return {
          day: vnDay(at),
          sessionId,
          eventId: `e${i}`,
          type: e.type,
          occurredAt: new Date(t),
          objectId: e.object_id ?? null,
          metadata: e.metadata ?? null,
        }
      })
      eventRows.push(...events)
      sessionRows.push({
        day: vnDay(at),
        sessionId,
        userId: null,
        deviceId: device.id,
        startedAt: new Date(at),
        endedAt: new Date(t),
        osVersion: device.os,
        appVersion: '1.0.0',
        area: device.language === 'KO' ? 'KO' : 'VN',
        language: device.language,
        conversionStatus: conversionStatusOf(session),
        eventCount: 0,
      })
    }
  }

  await createDayPartitions(db, new Set(sessionRows.map((s) => s.day)))
  let stored = 0
  for (let i = 0; i < sessionRows.length; i += BATCH) {
    const batch = sessionRows.slice(i, i + BATCH)
    const ids = new Set(batch.map((s) => s.sessionId))
    stored += await db.transaction((tx) =>
      writeSessions(
        tx,
        batch,
        eventRows.filter((e) => ids.has(e.sessionId)),
      ),
    )
  }
  return { sessions: sessionRows.length, events: stored }
}

type SeedEvent = { type: string; object_id?: string; metadata?: Record<string, string | number | string[]> }

/** One visit: how a shopper moves from the app's opening to a product, maybe the cart, maybe an order. */
function visit(
  rng: Rng,
  { mine, others, shopId, skewed }: { mine: Product[]; others: Product[]; shopId: string; skewed: <T>(l: readonly T[]) => T },
): SeedEvent[] {
  const events: SeedEvent[] = [{ type: 'AppOpen' }]
  // three visits in four are about the demo shop
  const ours = !others.length || chance(rng, 0.75)
  const pool = ours ? mine : others
  if (chance(rng, 0.3)) {
    const [keyword] = pick(rng, POPULAR_KEYWORDS)
    events.push({ type: 'SearchKeyword', metadata: { keyword, results: int(rng, 8, 240) } })
  }
  if (ours && chance(rng, 0.25)) events.push({ type: 'ViewShop', object_id: shopId })
  const viewed: Product[] = []
  for (let k = int(rng, 1, 4); k > 0; k--) {
    const p = skewed(pool)
    viewed.push(p)
    events.push({ type: 'ViewProduct', object_id: p.id, metadata: { name: p.name, price: p.price } })
  }
  if (chance(rng, 0.22)) {
    const p = pick(rng, viewed)
    const quantity = chance(rng, 0.8) ? 1 : 2
    events.push({ type: 'AddToCart', object_id: p.id, metadata: { quantity, price: p.price } })
    events.push({ type: 'ViewCart' })
    // about a third of the carts become an order
    if (chance(rng, 0.35)) {
      events.push({ type: 'Checkout' })
      events.push({
        type: 'OrderSuccess',
        object_id: `seed-checkout-${int(rng, 100_000, 999_999)}`,
        metadata: { product_ids: [p.id], value: p.price * quantity, currency: 'VND', orders: 1 },
      })
    }
  }
  return events
}
