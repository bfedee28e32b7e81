import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { productReviews } from './reviews.tables.ts'

export type ReviewFilters = { rating?: number; with_images?: boolean }

function filterWhere(productId: string, f: ReviewFilters): SQL | undefined {
  // a review a moderator hid (a report upheld) is gone from the product page, which is the same
  // for everyone (cached); its author still sees it in their own reviews
  const c: SQL[] = [eq(productReviews.productId, productId), isNull(productReviews.hiddenAt)]
  if (f.rating) c.push(eq(productReviews.rating, f.rating))
  if (f.with_images === true) c.push(sql`jsonb_array_length(${productReviews.images}) > 0`)
  return and(...c)
}

/** A product's reviews (filtered by hearts and photos), newest first. */
export async function listReviews(db: DbOrTx, productId: string, paging: { page: number; limit: number } & ReviewFilters) {
  return db
    .select()
    .from(productReviews)
    .where(filterWhere(productId, paging))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit)
}

/** How many reviews a product has per rating (1–5), and how many of those have photos. */
export async function countByRating(db: DbOrTx, productId: string) {
  return (
    db
      .select({
        rating: productReviews.rating,
        n: sql<number>`count(*)::int`,
        withImages: sql<number>`(count(*) FILTER (WHERE jsonb_array_length(${productReviews.images}) > 0))::int`,
      })
      .from(productReviews)
      // the summary counts what everyone sees
      .where(and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt)))
      .groupBy(productReviews.rating)
  )
}
