import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { productReviews } from './reviews.tables.ts'

/**
 * The words of a product's latest reviews, for the fit module's size advice ("form nhỏ",
 * "rộng"): text only, no reviewer, hidden ones left out (a moderator hid them), newest first, at most `limit`. Kept apart from the review
 * listings so it stays one light query on the product page.
 */
export function createReviewTexts({ db }: { db: DbOrTx }) {
  return {
    async latestTexts(productId: string, limit = 200): Promise<string[]> {
      const rows = await db
        .select({ content: productReviews.content })
        .from(productReviews)
        .where(and(eq(productReviews.productId, productId), sql`${productReviews.content} <> ''`, isNull(productReviews.hiddenAt)))
        .orderBy(desc(productReviews.createdAt))
        .limit(limit)
      return rows.map((r) => r.content)
    },
  }
}
export type ReviewTexts = ReturnType<typeof createReviewTexts>
