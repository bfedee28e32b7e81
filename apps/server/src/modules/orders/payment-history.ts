import type { PaymentMethod, TUsedPaymentMethod } from '@xinh/contracts'
import { and, countDistinct, desc, eq, inArray, max, ne, or } from 'drizzle-orm'
import type { Db } from '#server/platform/db/client.ts'
import { orders } from './orders.tables.ts'

/**
 * The payment methods a buyer paid (or chose to pay on delivery) with, for the account's payment
 * info (issue 16): one line per method, counting checkouts (one payment each), most recent first.
 * An order cancelled before it was paid did not use its method. app.ts passes this to profile.
 */
export function createPaymentHistory({ db }: { db: Db }) {
  return async function usedMethods(userId: string): Promise<TUsedPaymentMethod[]> {
    const last = max(orders.createdAt)
    const rows = await db
      .select({ method: orders.paymentMethod, n: countDistinct(orders.checkoutId), last })
      .from(orders)
      .where(and(eq(orders.buyerId, userId), or(ne(orders.status, 'cancelled'), inArray(orders.paymentStatus, ['paid', 'refunded']))))
      .groupBy(orders.paymentMethod)
      .orderBy(desc(last))
    return rows.map((r) => ({
      method: r.method as PaymentMethod,
      orders: Number(r.n),
      last_used_at: (r.last instanceof Date ? r.last : new Date(String(r.last))).toISOString(),
    }))
  }
}
