import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { shops } from '../shops.tables.ts'

const isOpen = and(eq(shops.status, 'approved'), eq(shops.isPaused, false)) as SQL

/**
 * The read-only view of shops that other modules' listing queries join on. A product list
 * must filter by its shop's state and show the shop's name in the same query (so the number of
 * queries does not grow with the page size, and paging stays exact); the shops module publishes
 * what that join may use, so the rule "an open shop is approved and not paused" lives in one
 * place. Writes to shops stay in this module's repos.
 */
export const shopsView = {
  table: shops,
  id: shops.id,
  name: shops.name,
  provinceCode: shops.provinceCode,
  avatarUrl: shops.avatarUrl,
  rating: shops.rating,
  followerCount: shops.followerCount,
  /** Buyers see a shop's products only while it is approved and not in pause mode. */
  isOpen,
  /** `SELECT id` of the open shops (for `= ANY(ARRAY(…))` semi-joins). */
  openShopIds: sql`SELECT ${shops.id} FROM ${shops} WHERE ${isOpen}`,
  /** `SELECT id` of the open shops whose name satisfies `condition` (built on the name column). */
  openShopIdsWhereName(condition: (name: SQLWrapper) => SQL): SQL {
    return sql`SELECT ${shops.id} FROM ${shops} WHERE ${condition(shops.name)} AND ${isOpen}`
  },
}
export type ShopsView = typeof shopsView
