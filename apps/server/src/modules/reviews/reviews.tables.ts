import { sql } from 'drizzle-orm'
import { boolean, check, index, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, tstz } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { orders } from '#server/modules/orders/orders.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'

/**
 * Product reviews (spec §5: up to 150 characters, rating 1–5 hearts, editable once within 30
 * days). Written by buyers after delivery (a later issue); listed with a summary now.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: idColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id'),
    variantLabel: text('variant_label'),
    rating: smallint('rating').notNull(),
    content: text('content').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    video: text('video'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    editCount: smallint('edit_count').notNull().default(0),
    editedAt: tstz('edited_at'),
    sellerReply: text('seller_reply'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    check('product_reviews_rating', sql`${t.rating} BETWEEN 1 AND 5`),
    check('product_reviews_content', sql`char_length(${t.content}) <= 150`),
  ],
)

/**
 * The seller's review of a buyer (spec §6 "reviewing the buyer": only the seller; spec §5 review
 * rules: rating 1–5, up to 150 characters), once per order, after the goods reached the buyer.
 */
export const buyerReviews = pgTable(
  'buyer_reviews',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    /** The shop owner who wrote it. */
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('buyer_reviews_order_uq').on(t.orderId),
    index('buyer_reviews_buyer_idx').on(t.buyerId, t.createdAt),
    check('buyer_reviews_rating', sql`${t.rating} BETWEEN 1 AND 5`),
    check('buyer_reviews_comment', sql`char_length(${t.comment}) <= 150`),
  ],
)
