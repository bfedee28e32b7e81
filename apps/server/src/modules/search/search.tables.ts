import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, tstz } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'

/** A buyer's saved products (the bookmark toggle). */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** What it cost when saved (issue 16): the favourites list marks a price drop against it. */
    savedPrice: integer('saved_price'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('bookmarks_user_idx').on(t.userId, t.createdAt)],
)

/** Recently seen products per user (one row per product, refreshed on each view). */
export const seenProducts = pgTable(
  'seen_products',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    seenAt: tstz('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('seen_products_user_idx').on(t.userId, t.seenAt)],
)

/** A signed-in buyer's search history (for suggestions), one row per distinct keyword. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    searchedAt: tstz('searched_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_history_user_keyword_uq').on(t.userId, t.keyword),
    index('search_history_recent_idx').on(t.userId, t.searchedAt),
  ],
)

/**
 * Searches that found products (SearchKeyword, spec §3 tracking) aggregated per folded keyword:
 * popular suggestions. Only keywords that pass the hygiene rules are kept, and only those with
 * `visitors` ≥ MIN_VISITORS (search.hygiene.ts) are offered (decision 008).
 */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    keyword: text('keyword').primaryKey(),
    display: text('display').notNull(),
    count: integer('count').notNull().default(1),
    /** Distinct visitors who searched it, counted up to MIN_VISITORS (then no longer tracked). */
    visitors: integer('visitors').notNull().default(0),
    lastSearchedAt: tstz('last_searched_at').notNull().defaultNow(),
  },
  // the most searched offered keywords, read in order (3 = MIN_VISITORS)
  (t) => [index('search_keywords_offered_idx').on(sql`${t.count} DESC`, sql`${t.lastSearchedAt} DESC`).where(sql`${t.visitors} >= 3`)],
)

/**
 * Who searched a keyword that is not offered yet (hashed visitor keys): at most MIN_VISITORS rows
 * per keyword, since a keyword that has enough visitors stops counting them.
 */
export const searchKeywordVisitors = pgTable(
  'search_keyword_visitors',
  {
    keyword: text('keyword').notNull(),
    visitor: text('visitor').notNull(),
    seenAt: tstz('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.keyword, t.visitor] })],
)
