import { sql } from 'drizzle-orm'
import { type AnyPgColumn, check, index, integer, jsonb, pgEnum, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, tstz, updatedAt } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'

/** Blog categories (admin-edited): `/blog?category=<slug>`. */
export const blogCategories = pgTable(
  'blog_categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blog_categories_slug_uq').on(t.slug)],
)

export const blogStatus = pgEnum('blog_status', ['draft', 'published'])

/**
 * Blog articles (issue 16). `content_html` is what the allow-list sanitiser kept: never the
 * client's HTML. A published article is public from `publish_at` on (a future one is scheduled).
 */
export const blogs = pgTable(
  'blogs',
  {
    id: idColumn(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    cover: text('cover'),
    categoryId: uuid('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    contentHtml: text('content_html').notNull().default(''),
    /** Embedded products first (in text order), then the related ones the admin picked. */
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    embedIds: uuid('embed_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: blogStatus('status').notNull().default('draft'),
    publishAt: tstz('publish_at'),
    readingMinutes: smallint('reading_minutes').notNull().default(1),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blogs_public_idx').on(sql`${t.publishAt} DESC`, sql`${t.id} DESC`).where(sql`${t.status} = 'published'`),
    index('blogs_category_idx').on(t.categoryId, sql`${t.publishAt} DESC`),
    check('blogs_published_at_ck', sql`${t.status} = 'draft' OR ${t.publishAt} IS NOT NULL`),
  ],
)

/** Blook categories and their sub-categories (one level): `/blook/category/{id}`, `/blook/sub-category/{id}`. */
export const blookCategories = pgTable(
  'blook_categories',
  {
    id: idColumn(),
    parentId: uuid('parent_id').references((): AnyPgColumn => blookCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('blook_categories_slug_uq').on(t.slug), index('blook_categories_parent_idx').on(t.parentId)],
)

export type BlookPageRow = { image: string; caption: string; hotspots: Array<{ x: number; y: number; product_id: string }> }

/** Blooks (lookbooks): a user's or shop's cover and pages of photos with product hotspots. */
export const blooks = pgTable(
  'blooks',
  {
    id: idColumn(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    template: text('template').notNull(),
    title: text('title').notNull(),
    caption: text('caption').notNull().default(''),
    cover: text('cover').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => blookCategories.id),
    subCategoryId: uuid('sub_category_id')
      .notNull()
      .references(() => blookCategories.id),
    pages: jsonb('pages').$type<BlookPageRow[]>().notNull(),
    /** Hidden by a moderator: invisible to everyone but the author. */
    hiddenAt: tstz('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('blooks_author_idx').on(t.authorId, sql`${t.id} DESC`),
    index('blooks_category_idx').on(t.categoryId, sql`${t.id} DESC`),
    index('blooks_sub_category_idx').on(t.subCategoryId, sql`${t.id} DESC`),
    check('blooks_pages_ck', sql`jsonb_typeof(${t.pages}) = 'array' AND jsonb_array_length(${t.pages}) BETWEEN 1 AND 10`),
  ],
)
