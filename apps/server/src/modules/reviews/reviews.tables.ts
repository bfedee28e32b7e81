import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, tstz } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { orderItems, orders } from '#server/modules/orders/orders.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'

/**
 * Product reviews (spec §5: up to 150 characters, rating 1–5 hearts, editable once within 30
 * days). Written by the buyer of a delivered or completed order item (issue 16): one per order
 * item (unique), the one edit and its 30 days held by checks (a second edit or a late one fails
 * in the database whatever the caller does), the seller's one reply by a conditional update.
 * Demo reviews have no order item.
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
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    variantLabel: text('variant_label'),
    rating: smallint('rating').notNull(),
    content: text('content').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    video: text('video'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    editCount: smallint('edit_count').notNull().default(0),
    editedAt: tstz('edited_at'),
    sellerReply: text('seller_reply'),
    sellerReplyAt: tstz('seller_reply_at'),
    /** Kept with review_helpful_votes in one transaction (insert/delete of a vote ± 1). */
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** Hidden by a moderator (a report upheld): only its author still sees it. */
    hiddenAt: tstz('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    index('product_reviews_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('product_reviews_order_item_uq').on(t.orderItemId),
    check('product_reviews_rating', sql`${t.rating} BETWEEN 1 AND 5`),
    check('product_reviews_content', sql`char_length(${t.content}) <= 150`),
    // spec §5/§9: editable once, within 30 days of writing
    check('product_reviews_edit_once', sql`${t.editCount} BETWEEN 0 AND 1`),
    check('product_reviews_edit_window', sql`${t.editedAt} IS NULL OR ${t.editedAt} <= ${t.createdAt} + interval '30 days'`),
    check('product_reviews_media', sql`jsonb_array_length(${t.images}) <= 5`),
    check('product_reviews_reply', sql`char_length(${t.sellerReply}) <= 300`),
    check('product_reviews_helpful', sql`${t.helpfulCount} >= 0`),
  ],
)

/** One "helpful" per user and review (the primary key); product_reviews.helpful_count counts them. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
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
