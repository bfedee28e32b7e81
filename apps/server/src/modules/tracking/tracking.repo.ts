import { and, between, desc, eq, gte, lte, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '#server/platform/db/client.ts'
import { rowsOf } from '#server/platform/db/rows.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { trackingEvents, trackingInteractions, trackingProductDaily, trackingSessions, trackingShopVisitors } from './tracking.tables.ts'

/** The only file that touches the tracking tables. Multi-row statements: one per table per request chunk. */

export type SessionRow = typeof trackingSessions.$inferInsert
export type EventRow = typeof trackingEvents.$inferInsert
export type DailyRow = { productId: string; day: string; views: number; addToCart: number; orders: number }

/** Events per INSERT: each chunk travels as ONE jsonb parameter (not 7 bound parameters a row). */
const CHUNK = 2_000

export type InsertedEvent = { day: string; sessionId: string; eventId: string }

/**
 * Inserts the events it does not have yet (day + session_id + event_id) and returns the keys of
 * those it inserted. The rows go as one JSON document per chunk, expanded by
 * `jsonb_to_recordset`: far cheaper to build, send and parse than thousands of bind parameters.
 */
export async function insertNewEvents(tx: Tx, rows: EventRow[]): Promise<InsertedEvent[]> {
  const inserted: InsertedEvent[] = []
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((r) => ({
      day: r.day,
      session_id: r.sessionId,
      event_id: r.eventId,
      type: r.type,
      occurred_at: r.occurredAt instanceof Date ? r.occurredAt.toISOString() : r.occurredAt,
      object_id: r.objectId ?? null,
      metadata: r.metadata ?? null,
    }))
    inserted.push(
      ...rowsOf<InsertedEvent>(
        await tx.execute(sql`
          INSERT INTO ${trackingEvents} (day, session_id, event_id, type, occurred_at, object_id, metadata)
          SELECT x.day, x.session_id, x.event_id, x.type, x.occurred_at, x.object_id, x.metadata
          FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
            AS x(day date, session_id text, event_id text, type text, occurred_at timestamptz, object_id text, metadata jsonb)
          ON CONFLICT DO NOTHING
          RETURNING day::text AS "day", session_id AS "sessionId", event_id AS "eventId"`),
      ),
    )
  }
  return inserted
}

/**
 * Inserts or updates sessions: a resend (periodic, then final) carries the same session with
 * more events, a later end and maybe the conversion; `eventCount` is the events new this time.
 */
export async function upsertSessions(tx: Tx, rows: SessionRow[]) {
  if (!rows.length) return
  const t = trackingSessions
  await tx
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: [t.day, t.sessionId],
      set: {
        userId: sql`coalesce(${t.userId}, excluded.user_id)`,
        endedAt: sql`greatest(${t.endedAt}, excluded.ended_at)`,
        conversionStatus: sql`CASE WHEN ${t.conversionStatus} = 'order_success' THEN 'order_success' ELSE excluded.conversion_status END`,
        eventCount: sql`${t.eventCount} + excluded.event_count`,
      },
    })
}

/** Adds to the daily product counts (rows sorted by key so concurrent requests lock in one order). */
export async function addProductDaily(tx: Tx, rows: DailyRow[]) {
  if (!rows.length) return
  const t = trackingProductDaily
  const sorted = [...rows].sort((a, b) => (a.productId + a.day).localeCompare(b.productId + b.day))
  await tx
    .insert(t)
    .values(sorted)
    .onConflictDoUpdate({
      target: [t.productId, t.day],
      set: {
        views: sql`${t.views} + excluded.views`,
        addToCart: sql`${t.addToCart} + excluded.add_to_cart`,
        orders: sql`${t.orders} + excluded.orders`,
      },
    })
}

/** A device that viewed a product (`kind` p) or a shop (`kind` s) on a Vietnam day. */
export type VisitRow = { kind: 'p' | 's'; id: string; day: string; deviceId: string }

/**
 * trackwire: records the shops' visitors (one row per shop, day and device; a device seen again adds
 * nothing). One statement: the rows travel as one jsonb parameter, products are resolved to their
 * shop, unknown products and shops are left out. Sorted so concurrent requests lock in one order.
 */
export async function addShopVisitors(tx: Tx, rows: VisitRow[]) {
  if (!rows.length) return
  const json = JSON.stringify(rows.map((r) => ({ kind: r.kind, id: r.id, day: r.day, device_id: r.deviceId })))
  await tx.execute(sql`
    INSERT INTO ${trackingShopVisitors} (shop_id, day, device_id)
    SELECT DISTINCT coalesce(p.shop_id, s.id) AS shop_id, x.day, x.device_id
    FROM jsonb_to_recordset(${json}::jsonb) AS x(kind text, id uuid, day date, device_id text)
    LEFT JOIN ${products} p ON x.kind = 'p' AND p.id = x.id
    LEFT JOIN ${shops} s ON x.kind = 's' AND s.id = x.id
    WHERE coalesce(p.shop_id, s.id) IS NOT NULL
    ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING`)
}

/** Distinct devices per day that viewed the shop or its products, summed over [from, to] (days). */
export async function shopVisitors(db: DbOrTx, shopId: string, from: string, to: string): Promise<number> {
  const v = trackingShopVisitors
  const [row] = await db
    .select({ n: num(sql`count(*)`) })
    .from(v)
    .where(and(eq(v.shopId, shopId), between(v.day, from, to)))
  return row?.n ?? 0
}

export async function insertInteraction(db: DbOrTx, row: typeof trackingInteractions.$inferInsert) {
  await db.insert(trackingInteractions).values(row)
}

/** Account deletion: the sessions stay for the aggregates, without the person. */
export async function forgetUser(db: DbOrTx, userId: string) {
  await db.update(trackingSessions).set({ userId: null }).where(eq(trackingSessions.userId, userId))
  await db.delete(trackingInteractions).where(eq(trackingInteractions.userId, userId))
}

const num = (expr: ReturnType<typeof sql>) => sql`coalesce(${expr}, 0)::bigint`.mapWith(Number)
const d = trackingProductDaily

/** Per product of one shop over [from, to] (days), best viewed first, plus the shop's totals. */
export async function shopFunnel(db: DbOrTx, shopId: string, from: string, to: string, limit: number) {
  const where = and(eq(products.shopId, shopId), between(d.day, from, to))
  const [totals] = await db
    .select({ views: num(sql`sum(${d.views})`), add_to_cart: num(sql`sum(${d.addToCart})`), orders: num(sql`sum(${d.orders})`) })
    .from(d)
    .innerJoin(products, eq(products.id, d.productId))
    .where(where)
  const rows = await productRows(db, where, limit)
  return { totals: totals ?? { views: 0, add_to_cart: 0, orders: 0 }, products: rows }
}

function productRows(db: DbOrTx, where: ReturnType<typeof and>, limit: number) {
  return db
    .select({
      _id: d.productId,
      name: products.name,
      views: num(sql`sum(${d.views})`),
      add_to_cart: num(sql`sum(${d.addToCart})`),
      orders: num(sql`sum(${d.orders})`),
    })
    .from(d)
    .innerJoin(products, eq(products.id, d.productId))
    .where(where)
    .groupBy(d.productId, products.name)
    .orderBy(desc(sql`sum(${d.views})`), desc(sql`sum(${d.orders})`), d.productId)
    .limit(limit)
}

/** The admin report: funnel counts and sessions per day, and the most viewed products. */
export async function platformReport(db: DbOrTx, from: string, to: string, limit: number) {
  const funnelDays = await db
    .select({
      date: sql<string>`${d.day}::text`,
      views: num(sql`sum(${d.views})`),
      add_to_cart: num(sql`sum(${d.addToCart})`),
      orders: num(sql`sum(${d.orders})`),
    })
    .from(d)
    .where(between(d.day, from, to))
    .groupBy(d.day)
  const s = trackingSessions
  const sessionDays = rowsOf<{ date: string; sessions: number; visitors: number; converted: number }>(
    await db.execute(sql`
      SELECT ${s.day}::text AS date, count(*)::int AS sessions, count(DISTINCT ${s.deviceId})::int AS visitors,
             count(*) FILTER (WHERE ${s.conversionStatus} = 'order_success')::int AS converted
      FROM ${s} WHERE ${s.day} >= ${from} AND ${s.day} <= ${to} GROUP BY ${s.day}`),
  )
  const top = await productRows(db, and(gte(d.day, from), lte(d.day, to)), limit)
  return { funnelDays, sessionDays, top }
}
