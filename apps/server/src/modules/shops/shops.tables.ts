import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, real, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, tstz, updatedAt } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'

/** The shop's address as the seller set it (names kept beside the codes: the shop page shows them). */
export type ShopAddressSnapshot = { province_code: string; city: string; ward_code: string; ward: string; street: string }

export const shopStatus = pgEnum('shop_status', ['waiting_approval', 'approved', 'rejected'])

/** Shops; the catalog issue extends them (banners, categories, settings). */
export const shops = pgTable(
  'shops',
  {
    id: idColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    avatarUrl: text('avatar_url'),
    status: shopStatus('status').notNull().default('waiting_approval'),
    provinceCode: text('province_code'),
    /** Approved shop owners who run the public profile; description is the spec §5 shop intro (100–500). */
    coverUrl: text('cover_url'),
    isPaused: boolean('is_paused').notNull().default(false),
    rating: real('rating').notNull().default(0),
    followerCount: integer('follower_count').notNull().default(0),
    // seller centre settings (issue 13): the shop's address, its return policy and pause mode
    address: jsonb('address').$type<ShopAddressSnapshot>(),
    /** spec §9 return period 1–14 days; null until the seller sets the policy. */
    returnDays: smallint('return_days'),
    /** The return reasons the shop accepts (ids of ORDER_REASONS.return; spec §5: at least one once set). */
    returnReasonIds: text('return_reason_ids').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Pause mode: `is_paused` is what buyers see; these say when the current or scheduled pause
     * starts and ends. The shops-pause job flips `is_paused` at both times.
     */
    pauseStartsAt: tstz('pause_starts_at'),
    pauseEndsAt: tstz('pause_ends_at'),
    /** Paused by an admin (issue 14): is_paused is set too, and only an admin lifts it. */
    adminPausedAt: tstz('admin_paused_at'),
    adminPauseReason: text('admin_pause_reason'),
    /** Closed by an admin: hidden for good and out of the seller centre (is_paused is set too). */
    closedAt: tstz('closed_at'),
    closedReason: text('closed_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shops_owner_uq').on(t.ownerId),
    index('shops_pause_idx').on(t.pauseStartsAt, t.pauseEndsAt).where(sql`${t.pauseEndsAt} IS NOT NULL`),
    uniqueIndex('shops_slug_uq').on(t.slug),
    index('shops_status_idx').on(t.status),
    index('shops_name_folded_trgm').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
)

/** Buyers following shops (follower_count on shops is kept in step in the same transaction). */
export const shopFollows = pgTable(
  'shop_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index('shop_follows_shop_idx').on(t.shopId)],
)

/** spec §3 Banner: title, type, start/end, cover, related link and products; platform banners have no shop. */
export const banners = pgTable(
  'banners',
  {
    id: idColumn(),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type').notNull(),
    image: text('image').notNull(),
    cover: text('cover'),
    link: text('link'),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    endedManually: boolean('ended_manually').notNull().default(false),
    /** Hidden by an admin (platform banners): kept with its schedule, shown again when unhidden. */
    isVisible: boolean('is_visible').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banners_shop_idx').on(t.shopId), index('banners_period_idx').on(t.startsAt, t.endsAt)],
)

/** A shop's own categories (spec §2 quan-ly-danh-muc) grouping its products. */
export const shopCategories = pgTable(
  'shop_categories',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    isVisible: boolean('is_visible').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shop_categories_shop_idx').on(t.shopId)],
)
