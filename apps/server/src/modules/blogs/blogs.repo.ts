import { and, count, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { type BlookPageRow, blogCategories, blogs, blookCategories, blooks } from './blogs.tables.ts'

// ----- blogs --------------------------------------------------------------------------------

/** What the public sees: published, and its time has come (a scheduled article appears by itself). */
const isPublic = (): SQL => and(eq(blogs.status, 'published'), lte(blogs.publishAt, sql`now()`)) as SQL

const summaryColumns = {
  id: blogs.id,
  title: blogs.title,
  excerpt: blogs.excerpt,
  cover: blogs.cover,
  publishAt: blogs.publishAt,
  readingMinutes: blogs.readingMinutes,
  categoryId: blogCategories.id,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
  authorId: users.id,
  authorName: users.userName,
}

export async function listPublicBlogs(db: DbOrTx, q: { page: number; limit: number; categoryId?: string }) {
  const where = q.categoryId ? and(isPublic(), eq(blogs.categoryId, q.categoryId)) : isPublic()
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogs)
      .innerJoin(users, eq(users.id, blogs.authorId))
      .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
      .where(where)
      .orderBy(desc(blogs.publishAt), desc(blogs.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(blogs).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

function blogSelect(db: DbOrTx) {
  return db
    .select({
      ...summaryColumns,
      contentHtml: blogs.contentHtml,
      productIds: blogs.productIds,
      embedIds: blogs.embedIds,
      status: blogs.status,
      createdAt: blogs.createdAt,
      updatedAt: blogs.updatedAt,
      rawCategoryId: blogs.categoryId,
    })
    .from(blogs)
    .innerJoin(users, eq(users.id, blogs.authorId))
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
}

export async function findBlog(db: DbOrTx, id: string, opts: { publicOnly: boolean }) {
  const [row] = await blogSelect(db).where(opts.publicOnly ? and(eq(blogs.id, id), isPublic()) : eq(blogs.id, id))
  return row
}
export type BlogRow = NonNullable<Awaited<ReturnType<typeof findBlog>>>

export async function listAdminBlogs(db: DbOrTx, q: { page: number; limit: number; state?: 'draft' | 'scheduled' | 'published' }) {
  const where =
    q.state === 'draft'
      ? eq(blogs.status, 'draft')
      : q.state === 'scheduled'
        ? and(eq(blogs.status, 'published'), sql`${blogs.publishAt} > now()`)
        : q.state === 'published'
          ? isPublic()
          : undefined
  const [rows, [total]] = await Promise.all([
    blogSelect(db)
      .where(where)
      .orderBy(desc(blogs.updatedAt), desc(blogs.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(blogs).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export type BlogWrite = {
  title: string
  excerpt: string
  cover: string | null
  categoryId: string | null
  contentHtml: string
  productIds: string[]
  embedIds: string[]
  status: 'draft' | 'published'
  publishAt: Date | null
  readingMinutes: number
}

export async function insertBlog(db: DbOrTx, authorId: string, w: BlogWrite): Promise<string> {
  const [row] = await db
    .insert(blogs)
    .values({ ...w, authorId })
    .returning({ id: blogs.id })
  return row!.id
}

export async function updateBlog(db: DbOrTx, id: string, w: BlogWrite) {
  await db.update(blogs).set(w).where(eq(blogs.id, id))
}

/** The row as it is, locked for an edit (two admins saving one article queue). */
export async function lockBlog(db: DbOrTx, id: string) {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).for('update')
  return row
}

export async function listBlogCategories(db: DbOrTx) {
  return db
    .select({
      id: blogCategories.id,
      name: blogCategories.name,
      slug: blogCategories.slug,
      // spelled out: drizzle leaves columns unqualified in a one-table select, which the subquery would misread
      n: sql<number>`(select count(*)::int from blogs b where b.category_id = blog_categories.id and b.status = 'published' and b.publish_at <= now())`,
    })
    .from(blogCategories)
    .orderBy(blogCategories.position, blogCategories.name)
}

export async function findBlogCategory(db: DbOrTx, by: { id?: string; slug?: string }) {
  const [row] = await db
    .select()
    .from(blogCategories)
    .where(by.id ? eq(blogCategories.id, by.id) : eq(blogCategories.slug, by.slug ?? ''))
  return row
}

export async function insertBlogCategory(db: DbOrTx, c: { name: string; slug: string }) {
  const [row] = await db
    .insert(blogCategories)
    .values({ ...c, position: sql`(select coalesce(max(${blogCategories.position}), 0) + 1 from ${blogCategories})` })
    .onConflictDoNothing()
    .returning()
  return row
}

// ----- blooks -------------------------------------------------------------------------------

const parent = sql`parent_category`
const blookSummaryColumns = {
  id: blooks.id,
  template: blooks.template,
  title: blooks.title,
  caption: blooks.caption,
  cover: blooks.cover,
  pages: blooks.pages,
  hiddenAt: blooks.hiddenAt,
  createdAt: blooks.createdAt,
  authorId: users.id,
  authorName: users.userName,
  authorAvatar: users.avatarUrl,
  shopId: shops.id,
  shopName: shops.name,
  shopAvatar: shops.avatarUrl,
  categoryId: blooks.categoryId,
  categoryName: sql<string>`${parent}.name`,
  subCategoryId: blookCategories.id,
  subCategoryName: blookCategories.name,
}

/** Blooks a viewer may see: not hidden, or their own. */
const blookVisibleTo = (viewerId: string | undefined): SQL =>
  viewerId ? (or(isNull(blooks.hiddenAt), eq(blooks.authorId, viewerId)) as SQL) : isNull(blooks.hiddenAt)

function blookSelect(db: DbOrTx) {
  return db
    .select(blookSummaryColumns)
    .from(blooks)
    .innerJoin(users, eq(users.id, blooks.authorId))
    .leftJoin(shops, eq(shops.id, blooks.shopId))
    .innerJoin(blookCategories, eq(blookCategories.id, blooks.subCategoryId))
    .innerJoin(sql`${blookCategories} as ${parent}`, sql`${parent}.id = ${blooks.categoryId}`)
}
export type BlookRow = Awaited<ReturnType<ReturnType<typeof blookSelect>['execute']>>[number]

export async function listBlooks(
  db: DbOrTx,
  q: { page: number; limit: number; categoryId?: string; subCategoryId?: string; authorId?: string; viewerId?: string },
) {
  const where = and(
    blookVisibleTo(q.viewerId),
    q.categoryId ? eq(blooks.categoryId, q.categoryId) : undefined,
    q.subCategoryId ? eq(blooks.subCategoryId, q.subCategoryId) : undefined,
    q.authorId ? eq(blooks.authorId, q.authorId) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    blookSelect(db)
      .where(where)
      .orderBy(desc(blooks.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(blooks).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findBlook(db: DbOrTx, id: string) {
  const [row] = await blookSelect(db).where(eq(blooks.id, id))
  return row
}

export async function listBlookCategories(db: DbOrTx) {
  return db
    .select({
      id: blookCategories.id,
      parentId: blookCategories.parentId,
      name: blookCategories.name,
      slug: blookCategories.slug,
      n: sql<number>`(select count(*)::int from blooks b where (b.sub_category_id = blook_categories.id or b.category_id = blook_categories.id) and b.hidden_at is null)`,
    })
    .from(blookCategories)
    .orderBy(blookCategories.position, blookCategories.name)
}

export async function findBlookCategory(db: DbOrTx, id: string) {
  const [row] = await db.select().from(blookCategories).where(eq(blookCategories.id, id))
  return row
}

export async function insertBlook(
  db: DbOrTx,
  b: {
    authorId: string
    shopId: string | null
    template: string
    title: string
    caption: string
    cover: string
    categoryId: string
    subCategoryId: string
    pages: BlookPageRow[]
  },
): Promise<string> {
  const [row] = await db.insert(blooks).values(b).returning({ id: blooks.id })
  return row!.id
}

/** Rewrites the author's own blook (n16); false when there is none of theirs. */
export async function updateBlook(
  db: DbOrTx,
  id: string,
  authorId: string,
  b: { template: string; title: string; caption: string; cover: string; categoryId: string; subCategoryId: string; pages: BlookPageRow[] },
): Promise<boolean> {
  const rows = await db
    .update(blooks)
    .set(b)
    .where(and(eq(blooks.id, id), eq(blooks.authorId, authorId)))
    .returning({ id: blooks.id })
  return rows.length > 0
}

/** Deletes the author's own blook; false when there is none of theirs. */
export async function deleteBlook(db: DbOrTx, id: string, authorId: string): Promise<boolean> {
  const rows = await db
    .delete(blooks)
    .where(and(eq(blooks.id, id), eq(blooks.authorId, authorId)))
    .returning({ id: blooks.id })
  return rows.length > 0
}

/** Hides a blook (a report upheld, n16): only its author still sees it. */
export async function hideBlook(db: DbOrTx, id: string) {
  await db
    .update(blooks)
    .set({ hiddenAt: new Date() })
    .where(and(eq(blooks.id, id), isNull(blooks.hiddenAt)))
}

export async function blookCategoryIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return []
  return db.select({ id: blookCategories.id }).from(blookCategories).where(inArray(blookCategories.id, ids))
}
