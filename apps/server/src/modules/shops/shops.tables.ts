import { boolean, index, pgEnum, pgTable, real, text, uniqueIndex, uuid, integer } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, updatedAt } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'

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
    isPaused: boolean('is_paused').notNull().default(false),
    rating: real('rating').notNull().default(0),
    followerCount: integer('follower_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('shops_owner_uq').on(t.ownerId), uniqueIndex('shops_slug_uq').on(t.slug), index('shops_status_idx').on(t.status)],
)
