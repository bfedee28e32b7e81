import { desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { productReviews } from './reviews.tables.ts'

/** A product's reviews, newest first. */
export async function listReviews(db: DbOrTx, productId: string, paging: { page: number; limit: number }) {
  return db
    .select()
    .from(productReviews)
    .where(eq(productReviews.productId, productId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit)
}

/** How many reviews a product has per rating (1–5). */
export async function countByRating(db: DbOrTx, productId: string) {
  return db
    .select({ rating: productReviews.rating, n: sql<number>`count(*)::int` })
    .from(productReviews)
    .where(eq(productReviews.productId, productId))
    .groupBy(productReviews.rating)
}
