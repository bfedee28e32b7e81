import { eq } from 'drizzle-orm'
import type { Tx } from '#server/platform/db/client.ts'
import { shops } from './shops.tables.ts'

/**
 * A shop's stored rating (shop lists, product pages and the shop's performance show it), written
 * by the reviews module in the transaction that changes a review, after `lock` (see
 * catalog's `productRatings`: lock the product, then the shop, always in that order).
 */
export const shopRatings = {
  async lock(tx: Tx, shopId: string) {
    await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update')
  },
  async set(tx: Tx, shopId: string, rating: number) {
    await tx.update(shops).set({ rating }).where(eq(shops.id, shopId))
  },
}
