import { sql } from 'drizzle-orm'
import { REPORT_CASE_ACTIONS, REPORT_TARGETS } from '@xinh/contracts'
import {
  type AnyPgColumn,
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
import { createdAt, idColumn, tstz } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'

export type PostVideo = { url: string; poster: string | null; duration: number }

/**
 * Community posts (spec §3 post, §5: ≤300 characters, ≤5 images, 1 video). Ids are UUIDv7, so
 * "newest first" is `id DESC` and a cursor is the last id. `hot_score` ranks the discover feed:
 * log10(engagement) + created epoch / 45000 s — it only moves when engagement does, so it is
 * indexable and a post's rank decays by being overtaken, not by being recomputed.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: idColumn(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Posted as the author's own shop: the shop's followers see it too. */
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    content: text('content').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    video: jsonb('video').$type<PostVideo | null>(),
    hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    bookmarkCount: integer('bookmark_count').notNull().default(0),
    hotScore: doublePrecision('hot_score').notNull().default(0),
    /** Hidden by a moderator (reported content): invisible to everyone but the author. */
    hiddenAt: tstz('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('community_posts_author_idx').on(t.authorId, sql`${t.id} DESC`),
    index('community_posts_shop_idx').on(t.shopId, sql`${t.id} DESC`).where(sql`${t.shopId} IS NOT NULL`),
    index('community_posts_hot_idx').on(sql`${t.hotScore} DESC`, sql`${t.id} DESC`).where(sql`${t.hiddenAt} IS NULL`),
    index('community_posts_hashtags_idx').using('gin', t.hashtags),
    check('community_posts_counts_ck', sql`${t.likeCount} >= 0 AND ${t.commentCount} >= 0 AND ${t.bookmarkCount} >= 0`),
  ],
)

/** Products tagged in a post: the snapshot taken when posting (the card keeps it if the product goes). */
export const communityPostProducts = pgTable(
  'community_post_products',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    picture: text('picture'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] }), index('community_post_products_product_idx').on(t.productId)],
)

/** One like per user and post: the primary key makes a double click a no-op. */
export const communityPostLikes = pgTable(
  'community_post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('community_post_likes_user_idx').on(t.userId)],
)

/** Saved posts (the wall's bookmarks tab, spec §7 `/post/bookmark/user`). */
export const communityPostBookmarks = pgTable(
  'community_post_bookmarks',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('community_post_bookmarks_user_idx').on(t.userId, t.createdAt)],
)

/** Comments and replies (one level: a reply's parent is a comment of the same post). */
export const communityComments = pgTable(
  'community_comments',
  {
    id: idColumn(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => communityComments.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    image: text('image'),
    replyCount: integer('reply_count').notNull().default(0),
    hiddenAt: tstz('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('community_comments_post_idx').on(t.postId, t.id),
    index('community_comments_parent_idx').on(t.parentId, t.id).where(sql`${t.parentId} IS NOT NULL`),
    check('community_comments_reply_count_ck', sql`${t.replyCount} >= 0`),
  ],
)

/** Users following users; a user follows a shop in shops' `shop_follows`. */
export const communityUserFollows = pgTable(
  'community_user_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('community_user_follows_followee_idx').on(t.followeeId, t.createdAt),
    check('community_user_follows_not_self_ck', sql`${t.followerId} <> ${t.followeeId}`),
  ],
)

/**
 * A user's community counters, moved in the transaction that adds or removes the row counted
 * (follows, posts), so they never drift from the rows.
 */
export const communityProfiles = pgTable(
  'community_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    followerCount: integer('follower_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
  },
  (t) => [check('community_profiles_counts_ck', sql`${t.followerCount} >= 0 AND ${t.followingCount} >= 0 AND ${t.postCount} >= 0`)],
)

/** Videos uploaded for posts (checked type, size, duration) with their poster frame. */
export const communityVideos = pgTable(
  'community_videos',
  {
    id: idColumn(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    poster: text('poster'),
    duration: real('duration').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('community_videos_uploader_url_uq').on(t.uploaderId, t.url)],
)

/** spec §2 /shop-feedback/{id}: a buyer's feedback to a shop (≤300 characters, one image), shown to the shop. */
export const communityShopFeedback = pgTable(
  'community_shop_feedback',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [index('community_shop_feedback_shop_idx').on(t.shopId, sql`${t.id} DESC`)],
)

export const reportTarget = pgEnum('community_report_target', REPORT_TARGETS)
export const reportCaseStatus = pgEnum('community_report_case_status', ['pending', 'approved', 'rejected'])
/** What a decided case did: hid the content, also warned its author, also locked the author, or dismissed the reports. */
export const reportCaseAction = pgEnum('community_report_case_action', REPORT_CASE_ACTIONS)

/**
 * The admin's reported-content queue: one case per reported target while it waits (a partial
 * unique index), however many users report it.
 */
export const communityReportCases = pgTable(
  'community_report_cases',
  {
    id: idColumn(),
    targetType: reportTarget('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    status: reportCaseStatus('status').notNull().default('pending'),
    reportCount: integer('report_count').notNull().default(0),
    firstReportedAt: tstz('first_reported_at').notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    decisionReason: text('decision_reason'),
    /** Set with the decision (null while pending); the check keeps it in step with `status`. */
    action: reportCaseAction('action'),
  },
  (t) => [
    check(
      'community_report_cases_action_ck',
      sql`(${t.status} = 'pending' AND ${t.action} IS NULL) OR (${t.status} = 'rejected' AND ${t.action} = 'dismiss') OR (${t.status} = 'approved' AND ${t.action} IN ('hide', 'warn', 'lock'))`,
    ),
    uniqueIndex('community_report_cases_open_uq').on(t.targetType, t.targetId).where(sql`${t.status} = 'pending'`),
    index('community_report_cases_status_idx').on(t.status, t.firstReportedAt),
  ],
)

/** Each user's report (one per user and case). */
export const communityReports = pgTable(
  'community_reports',
  {
    id: idColumn(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => communityReportCases.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('community_reports_case_reporter_uq').on(t.caseId, t.reporterId)],
)
