import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, idColumn, tstz, updatedAt } from '#server/platform/db/columns.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'

/** Category tree (spec §4: show or hide). */
export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    /** Public URL of the menu icon (admin upload, square webp). */
    icon: text('icon'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_slug_uq').on(t.slug), index('categories_parent_idx').on(t.parentId)],
)

/**
 * spec §4 product states. "Sold out" is not stored: it is derived from variant stock.
 * draft → pending (after the system check) → accepted | rejected; accepted ⇄ delisted.
 */
export const productStatus = pgEnum('product_status', ['draft', 'pending', 'accepted', 'rejected', 'delisted'])
export const moderationStatus = pgEnum('moderation_status', ['pending', 'accepted', 'rejected'])

export type SizeChartRow = { size_name: string; size_values: Array<{ values: string; attribute_id: string; size_name: string }> }

/** Seller size charts (spec §3 rows: size_name, size_values[values, attribute_id, size_name]); moderated. */
export const sizeCharts = pgTable(
  'size_charts',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull().default('top'),
    attributes: jsonb('attributes').$type<Array<{ _id: string; name: string }>>().notNull().default([]),
    rows: jsonb('rows').$type<SizeChartRow[]>().notNull().default([]),
    status: moderationStatus('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    /** The admin who decided last, and when (the queue's 409 names them). */
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: tstz('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('size_charts_shop_idx').on(t.shopId), index('size_charts_queue_idx').on(t.status, t.updatedAt, t.id)],
)

export type ReturnCondition = string

/** The reviewed content of a product as an admin accepted it (products.approved_snapshot). */
export type ApprovedSnapshot = {
  name: string
  description: string
  categoryId: string | null
  images: string[]
  descriptionImages: string[]
  video: string | null
  classifications: Array<{ name: string; options: string[] }>
  variants: Array<{ options: string[]; price: number; salePrice: number }>
}

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id),
    name: text('name').notNull(),
    /**
     * The search key (diacritics removed, đ→d, lower case), stored so that searching, rechecking
     * and ranking read it instead of running unaccent() on every candidate row.
     */
    nameFolded: text('name_folded').notNull().generatedAlwaysAs(sql`f_unaccent(lower(name))`),
    description: text('description').notNull().default(''),
    status: productStatus('status').notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    /** The seller's "active" toggle (allow_to_sell); an inactive product is hidden from buyers. */
    allowToSell: boolean('allow_to_sell').notNull().default(true),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    descriptionImages: jsonb('description_images').$type<string[]>().notNull().default([]),
    video: text('video'),
    /** Denormalised from variants (min over variants) for listing and sorting. */
    price: integer('price').notNull().default(0),
    salePrice: integer('sale_price').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    weight: integer('weight').notNull().default(0),
    packLength: integer('pack_length').notNull().default(0),
    packWidth: integer('pack_width').notNull().default(0),
    packHeight: integer('pack_height').notNull().default(0),
    prepDays: smallint('prep_days').notNull().default(5),
    returnDays: smallint('return_days').notNull().default(7),
    returnConditions: jsonb('return_conditions').$type<ReturnCondition[]>().notNull().default([]),
    isPreorder: boolean('is_preorder').notNull().default(false),
    isAuthentic: boolean('is_authentic').notNull().default(false),
    isGuaranteed: boolean('is_guaranteed').notNull().default(false),
    sizeChartId: uuid('size_chart_id').references(() => sizeCharts.id, { onDelete: 'set null' }),
    sizeDetails: jsonb('size_details').$type<Record<string, unknown>>(),
    rating: real('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    /** spec §9: a price may change once per 14 days and at most 3 times. */
    /**
     * The default ("relevance") order without a keyword: sales on a log scale, rating, and one
     * point per 30 days of recency. Recency is written as the creation time rather than an age,
     * which orders rows the same way and does not change with time, so it can be stored and
     * indexed.
     */
    /**
     * The names of the product's classification options, lower case, as ` đen | trắng | size m `
     * (issue 12): colour and size filters compare whole words here instead of probing
     * product_classifications per candidate. Kept by statement triggers on
     * product_classifications (migration 0014), never written by the application.
     */
    optionNames: text('option_names').notNull().default(''),
    popularity: doublePrecision('popularity')
      .notNull()
      .generatedAlwaysAs(sql`ln(1 + greatest(sold, 0)) + 0.6 * rating + f_epoch(created_at) / 2592000.0`),
    priceChangedAt: tstz('price_changed_at'),
    priceChangeCount: smallint('price_change_count').notNull().default(0),
    submittedAt: tstz('submitted_at'),
    reviewedAt: tstz('reviewed_at'),
    /**
     * What the admin accepted last (name, description, category, media, classifications, variant
     * prices), so an update of an approved product is reviewed as a side-by-side diff.
     */
    approvedSnapshot: jsonb('approved_snapshot').$type<ApprovedSnapshot>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_shop_idx').on(t.shopId, t.status),
    // the admin queue (oldest submission first) reads a page in order, whatever the queue's size
    index('products_queue_idx').on(t.status, t.submittedAt, t.id),
    // the system check's duplicate lookup: other products with exactly this folded name
    index('products_name_folded_idx').on(t.nameFolded),
    index('products_category_idx').on(t.categoryId),
    index('products_listing_idx').on(t.status, t.allowToSell, t.createdAt),
    // One partial index per buyer sort over the visible set, so a page is read in order and the
    // scan stops at the page instead of sorting every product.
    index('products_visible_relevance_idx')
      .on(sql`(${t.stock} > 0) DESC`, sql`${t.popularity} DESC`, t.id)
      .where(sql`${t.status} = 'accepted' AND ${t.allowToSell}`),
    index('products_visible_sold_idx')
      .on(sql`${t.sold} DESC`, sql`${t.rating} DESC`, t.id)
      .where(sql`${t.status} = 'accepted' AND ${t.allowToSell}`),
    index('products_visible_newest_idx')
      .on(sql`${t.createdAt} DESC`, sql`${t.id} DESC`)
      .where(sql`${t.status} = 'accepted' AND ${t.allowToSell}`),
    index('products_visible_price_idx').on(t.salePrice, t.id).where(sql`${t.status} = 'accepted' AND ${t.allowToSell}`),
    check('products_stock_nonneg', sql`${t.stock} >= 0`),
    check('products_prices_nonneg', sql`${t.price} >= 0 AND ${t.salePrice} >= 0`),
    // Vietnamese-aware search: folded (diacritics removed, đ→d) and exact-tone trigram indexes.
    index('products_name_folded_trgm').using('gin', sql`${t.nameFolded} gin_trgm_ops`),
    index('products_name_exact_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
)

/** A classification ("Màu sắc", "Kích cỡ") with its options; variants combine one option of each. */
/**
 * The vocabulary of product names for typo correction: every distinct folded word (three
 * letters or more) of any product's name, with a trigram index for nearest-word lookups.
 * Filled by migration 0010 and kept by a trigger on products (insert, update of name); words are
 * never removed, since a stale word only costs a correction that finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_word_trgm').using('gin', sql`${t.word} gin_trgm_ops`),
])

export const productClassifications = pgTable(
  'product_classifications',
  {
    id: idColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    options: jsonb('options').$type<Array<{ name: string; image?: string | null }>>().notNull(),
  },
  (t) => [uniqueIndex('product_classifications_pos_uq').on(t.productId, t.position)],
)

export const productVariants = pgTable(
  'product_variants',
  {
    id: idColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** One option name per classification, in classification order. */
    options: jsonb('options').$type<string[]>().notNull(),
    sku: text('sku'),
    price: integer('price').notNull(),
    salePrice: integer('sale_price').notNull(),
    stock: integer('stock').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    // the database refuses an oversell, whatever the code does
    check('product_variants_stock_nonneg', sql`${t.stock} >= 0`),
    check('product_variants_prices', sql`${t.price} > 0 AND ${t.salePrice} > 0 AND ${t.salePrice} <= ${t.price}`),
  ],
)

/** Every price change, for the 14-day / 3-times rule and for audit. */
export const productPriceChanges = pgTable(
  'product_price_changes',
  {
    id: idColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    oldPrice: integer('old_price').notNull(),
    newPrice: integer('new_price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_price_changes_product_idx').on(t.productId, t.createdAt)],
)

/** Collections: platform-curated (shop_id null) or a shop's own. */
export const collections = pgTable(
  'collections',
  {
    id: idColumn(),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    cover: text('cover'),
    position: integer('position').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    /** Optional schedule of a platform collection on the home page (null: from now / for ever). */
    startsAt: tstz('starts_at'),
    endsAt: tstz('ends_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('collections_shop_idx').on(t.shopId)],
)

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] }), index('collection_products_product_idx').on(t.productId)],
)

/** Excel import/export history (spec §7 file history; kept 30 days, spec §9). */
export const productFiles = pgTable(
  'product_files',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key'),
    status: text('status').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    errors: jsonb('errors').$type<Array<{ row: number; field: string; message: string }>>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('product_files_shop_idx').on(t.shopId, t.createdAt)],
)

/**
 * Every product status change (ARCHITECTURE.md §5), written by a trigger on products so no code
 * path can skip it; the acting user comes from the transaction's `xinh.actor_id` setting.
 */
export const productStatusHistory = pgTable(
  'product_status_history',
  {
    id: idColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fromStatus: productStatus('from_status'),
    toStatus: productStatus('to_status').notNull(),
    actorId: uuid('actor_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('product_status_history_product_idx').on(t.productId, t.createdAt)],
)
