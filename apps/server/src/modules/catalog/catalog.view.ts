import { and, eq, type SQL } from 'drizzle-orm'
import { productClassifications, products, productVariants } from './catalog.tables.ts'

/**
 * The read-only view of products that other modules' queries join on (as `shopsView` is for
 * shops): the cart lists its lines with their product, variant and classifications in one query
 * whatever the cart's size, so it joins these tables instead of asking the catalog per line.
 * The rule "a product is listed when accepted and allowed to sell" lives here, in one place.
 * Writes stay in the catalog's repos.
 */
export const catalogView = {
  products,
  variants: productVariants,
  classifications: productClassifications,
  /** Buyers may see and buy the product (spec §4: accepted, and the seller's active toggle on). */
  isListed: and(eq(products.status, 'accepted'), eq(products.allowToSell, true)) as SQL,
}
export type CatalogView = typeof catalogView
