import { and, count, desc, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '#server/platform/db/client.ts'
import { shops } from '../shops/shops.tables.ts'
import { orders } from './orders.tables.ts'

const DAY_MS = 86_400_000

/**
 * What the admin console reads of orders (issue 14): a user's latest orders and a shop's last
 * 30 days. Read-only; identity and shops ask through ports app.ts connects.
 */
export function createOrdersAdminReads({ db }: { db: Db }) {
  async function ordersOfBuyer(userId: string, limit = 10) {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: orders.id,
          code: orders.code,
          status: orders.status,
          total: orders.total,
          shopName: shops.name,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .where(eq(orders.buyerId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(limit),
      db.select({ n: count() }).from(orders).where(eq(orders.buyerId, userId)),
    ])
    return {
      total: total?.n ?? 0,
      items: rows.map((r) => ({
        _id: r.id,
        code: r.code,
        status: r.status,
        total: r.total,
        shop_name: r.shopName,
        created_at: r.createdAt.toISOString(),
      })),
    }
  }

  /** Orders placed in the last 30 days; GMV counts those not cancelled. */
  async function shopLast30Days(shopId: string, now = new Date()) {
    const since = new Date(now.getTime() - 30 * DAY_MS)
    const [row] = await db
      .select({
        orders: count(),
        completed: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'completed')::int`,
        cancelled: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'cancelled')::int`,
        gmv: sql<number>`coalesce(sum(${orders.total}) FILTER (WHERE ${orders.status} <> 'cancelled'), 0)::bigint`,
      })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), gte(orders.createdAt, since)))
    return {
      orders_30d: row?.orders ?? 0,
      completed_30d: row?.completed ?? 0,
      cancelled_30d: row?.cancelled ?? 0,
      gmv_30d: Number(row?.gmv ?? 0),
    }
  }

  return { ordersOfBuyer, shopLast30Days }
}
export type OrdersAdminReads = ReturnType<typeof createOrdersAdminReads>
