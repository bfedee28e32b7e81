import { and, count, desc, eq, gte } from 'drizzle-orm'
import type { Db } from '#server/platform/db/client.ts'
import { returnRequests } from './returns.tables.ts'

const DAY_MS = 86_400_000

/** What the admin console reads of return requests (issue 14): a buyer's latest, a shop's last 30 days. */
export function createReturnsAdminReads({ db }: { db: Db }) {
  async function returnsOfBuyer(userId: string, limit = 10) {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: returnRequests.id,
          orderId: returnRequests.orderId,
          status: returnRequests.status,
          amount: returnRequests.refundAmount,
          createdAt: returnRequests.createdAt,
        })
        .from(returnRequests)
        .where(eq(returnRequests.buyerId, userId))
        .orderBy(desc(returnRequests.createdAt))
        .limit(limit),
      db.select({ n: count() }).from(returnRequests).where(eq(returnRequests.buyerId, userId)),
    ])
    return {
      total: total?.n ?? 0,
      items: rows.map((r) => ({
        _id: r.id,
        order_id: r.orderId,
        status: r.status,
        amount: r.amount,
        created_at: r.createdAt.toISOString(),
      })),
    }
  }

  async function shopReturnsLast30Days(shopId: string, now = new Date()) {
    const since = new Date(now.getTime() - 30 * DAY_MS)
    const [row] = await db
      .select({ n: count() })
      .from(returnRequests)
      .where(and(eq(returnRequests.shopId, shopId), gte(returnRequests.createdAt, since)))
    return row?.n ?? 0
  }

  return { returnsOfBuyer, shopReturnsLast30Days }
}
export type ReturnsAdminReads = ReturnType<typeof createReturnsAdminReads>
