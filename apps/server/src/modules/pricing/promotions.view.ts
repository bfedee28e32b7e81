import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { productVariants } from '#server/modules/catalog/catalog.tables.ts'
import { promotionItems, promotions } from './pricing.tables.ts'

/**
 * The read-only view of running promotions that the catalogue's buyer queries embed (as
 * `shopsView` is for shops): a product list shows promotion prices in the same one query per
 * page, so it cannot ask this module per product. The rule "a promotion item applies now" lives
 * here, in one place: its promotion has started, has not ended (by time or by hand), and the
 * item still has units on offer. Writes stay in this module's repos.
 *
 * Prices are computed by the caller with `promotionUnitPrice` (contracts), the calculator's own
 * rounding; the SQL only picks the item.
 */

const RUNNING = sql`pr.ended_at IS NULL AND pr.starts_at <= now() AND pr.ends_at > now()
  AND (pi.product_limit IS NULL OR pi.sold < pi.product_limit)`

/** `FROM promotion_items pi JOIN promotions pr`, restricted to the items that apply now. */
const RUNNING_ITEMS = sql`${promotionItems} pi JOIN ${promotions} pr ON pr.id = pi.promotion_id AND ${RUNNING}`

export type BestPromotion = [promotionId: string, discountPercent: number, basePrice: number] | null

export const promotionsView = {
  /**
   * For a product row: the running item that gives its lowest price, as a JSON array
   * `[promotion_id, discount_percent, base_price]` (base: the variant's sale price for a variant
   * item, else the product's (cheapest) sale price), or NULL. A correlated subquery served by
   * promotion_items_product_idx: a product without promotion costs one index probe.
   */
  bestFor(productId: SQLWrapper, salePrice: SQLWrapper): SQL<BestPromotion> {
    const base = sql`coalesce(pv.sale_price, ${salePrice})`
    return sql<BestPromotion>`(SELECT json_build_array(pr.id, pi.discount_percent, ${base})
      FROM ${RUNNING_ITEMS}
      LEFT JOIN ${productVariants} pv ON pv.id = pi.variant_id
      WHERE pi.product_id = ${productId} AND (pi.variant_id IS NULL OR pv.is_active)
      ORDER BY ${base}::bigint - ${base}::bigint * pi.discount_percent / 100 ASC, pi.discount_percent DESC, pi.id
      LIMIT 1)`
  },
  /**
   * For a product row: the lowest unit price a running item gives (the calculator's rounding,
   * `promotionUnitPrice`: base − ⌊base × discount / 100⌋), or NULL; what a card shows as its
   * price, for sorting a search by price.
   */
  lowestPriceOf(productId: SQLWrapper, salePrice: SQLWrapper): SQL<number | null> {
    const base = sql`coalesce(pv.sale_price, ${salePrice})::bigint`
    return sql<number | null>`(SELECT min(${base} - ${base} * pi.discount_percent / 100)
      FROM ${RUNNING_ITEMS}
      LEFT JOIN ${productVariants} pv ON pv.id = pi.variant_id
      WHERE pi.product_id = ${productId} AND (pi.variant_id IS NULL OR pv.is_active))`
  },
  /** `SELECT product_id` of the products with a running promotion (for `= ANY(ARRAY(…))`). */
  promotedProductIds: sql`SELECT DISTINCT pi.product_id FROM ${RUNNING_ITEMS}`,
  /** The biggest running discount on a product (NULL without one), for ordering deals. */
  maxDiscountOf(productId: SQLWrapper): SQL<number | null> {
    return sql<number | null>`(SELECT max(pi.discount_percent) FROM ${RUNNING_ITEMS} WHERE pi.product_id = ${productId})`
  },
  /**
   * The running items of one product: `promotion_id, variant_id (null: every variant),
   * discount_percent` rows, for a product page's variants.
   */
  runningItemsOf(productId: string): SQL {
    return sql`SELECT pr.id AS promotion_id, pi.variant_id, pi.discount_percent
      FROM ${RUNNING_ITEMS} WHERE pi.product_id = ${productId}`
  },
  /** The same rows as `runningItemsOf`, as a JSON array of objects, for a product row's column. */
  runningItemsJsonOf(productId: SQLWrapper): SQL<Array<{ promotion_id: string; variant_id: string | null; discount_percent: number }>> {
    return sql`(SELECT coalesce(json_agg(json_build_object('promotion_id', pr.id, 'variant_id', pi.variant_id,
        'discount_percent', pi.discount_percent)), '[]'::json)
      FROM ${RUNNING_ITEMS} WHERE pi.product_id = ${productId})`
  },
}
export type PromotionsView = typeof promotionsView
