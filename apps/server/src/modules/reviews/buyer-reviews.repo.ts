import { eq } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { buyerReviews } from './reviews.tables.ts'

export type BuyerReviewRow = typeof buyerReviews.$inferSelect & { buyerName: string | null }

const withBuyer = { review: buyerReviews, buyerName: users.userName }

/** The review of an order's buyer, with the buyer's name (null when the account is gone). */
export async function findByOrder(db: DbOrTx, orderId: string): Promise<BuyerReviewRow | undefined> {
  const [row] = await db
    .select(withBuyer)
    .from(buyerReviews)
    .leftJoin(users, eq(users.id, buyerReviews.buyerId))
    .where(eq(buyerReviews.orderId, orderId))
  return row ? { ...row.review, buyerName: row.buyerName } : undefined
}

/** Writes the review unless the order has one already (unique per order): undefined then, also under a race. */
export async function insertOnce(db: DbOrTx, values: typeof buyerReviews.$inferInsert) {
  const [row] = await db.insert(buyerReviews).values(values).onConflictDoNothing({ target: buyerReviews.orderId }).returning()
  return row
}
