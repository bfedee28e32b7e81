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

/** Every search (SearchKeyword, spec §3 tracking) aggregated per folded keyword: popular suggestions. */
export const searchKeywords = pgTable('search_keywords', {
  keyword: text('keyword').primaryKey(),
  display: text('display').notNull(),
  count: integer('count').notNull().default(1),
  lastSearchedAt: tstz('last_searched_at').notNull().defaultNow(),
})
