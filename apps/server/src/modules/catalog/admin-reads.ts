import { and, count, eq, ne } from 'drizzle-orm'
import type { Db } from '#server/platform/db/client.ts'
import { products } from './catalog.tables.ts'

/** What the admin console reads of the catalog for a shop (issue 14): how many products it lists (drafts aside). */
export function createCatalogAdminReads({ db }: { db: Db }) {
  async function productCountOfShop(shopId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.shopId, shopId), ne(products.status, 'draft')))
    return row?.n ?? 0
  }
  return { productCountOfShop }
}
