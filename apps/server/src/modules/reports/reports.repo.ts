import { sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { rowsOf } from '#server/platform/db/rows.ts'
import { ledgerEntries } from '../ledger/ledger.tables.ts'
import { orders } from '../orders/orders.tables.ts'
import { returnRequests } from '../returns/returns.tables.ts'
import { shops } from '../shops/shops.tables.ts'

/**
 * Read-only aggregates over other modules' tables (ARCHITECTURE.md §3 allows joins on any
 * module's tables; nothing here writes). Days are Vietnam calendar days: UTC+7 all year, no DST.
 */
export type Range = { start: Date; end: Date }

/** An order counts towards GMV unless it was cancelled or is an online order still waiting to be paid. */
const counted = sql`(${orders.status} <> 'cancelled' AND NOT (${orders.status} = 'pending' AND ${orders.paymentStatus} = 'unpaid'))`
const vnDay = (col: unknown) => sql`to_char(${col} AT TIME ZONE 'UTC' + interval '7 hours', 'YYYY-MM-DD')`

export async function orderDays(db: DbOrTx, r: Range) {
  const result = await db.execute(sql`
    SELECT ${vnDay(orders.createdAt)} AS date,
      count(*) FILTER (WHERE ${counted})::int AS orders,
      coalesce(sum(${orders.total}) FILTER (WHERE ${counted}), 0)::bigint AS gmv,
      count(*) FILTER (WHERE ${orders.status} = 'completed')::int AS completed,
      count(*) FILTER (WHERE ${orders.status} = 'cancelled')::int AS cancelled
    FROM ${orders}
    WHERE ${orders.createdAt} >= ${r.start.toISOString()}::timestamptz AND ${orders.createdAt} < ${r.end.toISOString()}::timestamptz
    GROUP BY 1`)
  return rowsOf<{ date: string; orders: number; gmv: number | string; completed: number; cancelled: number }>(result).map((d) => ({
    ...d,
    gmv: Number(d.gmv),
  }))
}

export async function returnDays(db: DbOrTx, r: Range) {
  const result = await db.execute(sql`
    SELECT ${vnDay(returnRequests.createdAt)} AS date, count(*)::int AS returns
    FROM ${returnRequests}
    WHERE ${returnRequests.createdAt} >= ${r.start.toISOString()}::timestamptz AND ${returnRequests.createdAt} < ${r.end.toISOString()}::timestamptz
    GROUP BY 1`)
  return rowsOf<{ date: string; returns: number }>(result)
}

export async function topShops(db: DbOrTx, r: Range, limit: number) {
  const result = await db.execute(sql`
    SELECT s.id, s.name, t.gmv::bigint AS gmv, t.orders::int AS orders
    FROM (
      SELECT ${orders.shopId} AS shop_id, sum(${orders.total}) AS gmv, count(*) AS orders
      FROM ${orders}
      WHERE ${counted} AND ${orders.createdAt} >= ${r.start.toISOString()}::timestamptz AND ${orders.createdAt} < ${r.end.toISOString()}::timestamptz
      GROUP BY ${orders.shopId}
    ) t JOIN ${shops} s ON s.id = t.shop_id
    ORDER BY t.gmv DESC, s.name ASC
    LIMIT ${limit}`)
  return rowsOf<{ id: string; name: string; gmv: number | string; orders: number }>(result).map((s) => ({ ...s, gmv: Number(s.gmv) }))
}

/** What each shop is owed and not paid out yet, due by `dueBy` (pending lines released by then, and available ones). */
export async function payoutsDue(db: DbOrTx, dueBy: Date, limit: number) {
  const result = await db.execute(sql`
    SELECT s.id AS shop_id, s.name AS shop_name, t.amount::bigint AS amount, t.due_at
    FROM (
      SELECT ${ledgerEntries.shopId} AS shop_id, sum(${ledgerEntries.amount}) AS amount, min(${ledgerEntries.availableAt}) AS due_at
      FROM ${ledgerEntries}
      WHERE ${ledgerEntries.status} <> 'paid_out'
        AND (${ledgerEntries.status} = 'available' OR ${ledgerEntries.availableAt} < ${dueBy.toISOString()}::timestamptz)
      GROUP BY ${ledgerEntries.shopId}
      HAVING sum(${ledgerEntries.amount}) > 0
    ) t JOIN ${shops} s ON s.id = t.shop_id
    ORDER BY t.amount DESC, s.name ASC
    LIMIT ${limit}`)
  return rowsOf<{ shop_id: string; shop_name: string; amount: number | string; due_at: Date | string | null }>(result).map((p) => ({
    ...p,
    amount: Number(p.amount),
    due_at: p.due_at ? new Date(p.due_at).toISOString() : null,
  }))
}
