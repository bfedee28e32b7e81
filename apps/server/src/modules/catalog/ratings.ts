import { eq } from 'drizzle-orm'
import type { Tx } from '#server/platform/db/client.ts'
import { products } from './catalog.tables.ts'

/**
 * A product's stored rating (search ranking and `popularity` read it), written by the reviews
 * module in the transaction that changes a review. `lock` first: the aggregate read after it
 * then sees every review committed before, so two reviews at once leave a true figure.
 */
export const productRatings = {
  /** Locks the product row; its shop (undefined when the product is gone). */
  async lock(tx: Tx, productId: string): Promise<{ shopId: string } | undefined> {
    const [row] = await tx.select({ shopId: products.shopId }).from(products).where(eq(products.id, productId)).for('update')
    return row
  },
  async set(tx: Tx, productId: string, figures: { rating: number; count: number }) {
    await tx.update(products).set({ rating: figures.rating, ratingCount: figures.count }).where(eq(products.id, productId))
  },
}
