import {
  type BlogState,
  BLOG_RULES,
  foldVietnamese,
  type Lang,
  type TBlogAdmin,
  type TBlogCategory,
  type TBlogDetail,
  type TBlogInput,
  type TBlogSummary,
  type TProductCard,
} from '@xinh/contracts'
import type { z } from 'zod'
import type { ZAdminBlogListQuery, ZBlogListQuery } from '@xinh/contracts'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transaction.ts'
import { AppError } from '#server/platform/errors.ts'
import { recordAudit } from '#server/modules/audit/index.ts'
import { findSensitiveContent } from '#server/modules/catalog/index.ts'
import * as repo from './blogs.repo.ts'
import { embeddedProductIds, plainText, readingMinutes, sanitizeBlogHtml, splitAtEmbeds } from './blogs.sanitize.ts'

/** The catalogue as blogs and blooks see it: cards of visible products, live prices (app.ts wires catalog's read service). */
export type BlogCatalog = { productCards(ids: string[]): Promise<TProductCard[]> }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (s: string) => UUID.test(s)

/** "Phối đồ công sở" → "phoi-do-cong-so". */
export const slugOf = (name: string) =>
  foldVietnamese(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'chuyen-muc'

/** The sensitive-content filter of products (spec §8 "Content contains offensive language…"). */
export function assertClean(...texts: Array<string | null | undefined>) {
  for (const t of texts) if (t && findSensitiveContent(t).length > 0) throw new AppError('CONTENT_OFFENSIVE')
}

export function stateOf(status: 'draft' | 'published', publishAt: Date | null, now = new Date()): BlogState {
  if (status === 'draft') return 'draft'
  return publishAt && publishAt.getTime() > now.getTime() ? 'scheduled' : 'published'
}

/** Keeps the order of `ids`, each once. */
const unique = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))]

export function createBlogsService({ db, catalog }: { db: Db; catalog: BlogCatalog }) {
  async function cardsOf(ids: string[]) {
    const cards = ids.length ? await catalog.productCards(ids) : []
    return new Map(cards.map((c) => [c._id, c]))
  }

  const summary = (r: repo.BlogRow | Awaited<ReturnType<typeof repo.listPublicBlogs>>['rows'][number]): TBlogSummary => ({
    _id: r.id,
    title: r.title,
    excerpt: r.excerpt,
    cover: r.cover,
    category: r.categoryId ? { _id: r.categoryId, name: r.categoryName ?? '', slug: r.categorySlug ?? '' } : null,
    author: { _id: r.authorId, userName: r.authorName },
    publish_at: r.publishAt?.toISOString() ?? null,
    reading_minutes: r.readingMinutes,
  })

  const admin = (r: repo.BlogRow, cards: Map<string, TProductCard>): TBlogAdmin => ({
    _id: r.id,
    title: r.title,
    excerpt: r.excerpt,
    cover: r.cover,
    category_id: r.rawCategoryId,
    category_name: r.categoryName,
    content_html: r.contentHtml,
    product_ids: r.productIds,
    products: r.productIds.flatMap((id) => {
      const c = cards.get(id)
      return c ? [{ _id: c._id, name: c.name, image: c.images[0] ?? null }] : []
    }),
    state: stateOf(r.status, r.publishAt),
    publish_at: r.publishAt?.toISOString() ?? null,
    reading_minutes: r.readingMinutes,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  })

  // ----- public reads -----------------------------------------------------------------------

  async function listPublic(query: z.output<typeof ZBlogListQuery>) {
    let categoryId: string | undefined
    if (query.category) {
      const cat = await repo.findBlogCategory(db, { slug: query.category })
      // an unknown category is an empty list, not an error: old links keep working
      if (!cat) return { items: [] as TBlogSummary[], meta: { page: query.page, limit: query.limit, total: 0 } }
      categoryId = cat.id
    }
    const { rows, total } = await repo.listPublicBlogs(db, { page: query.page, limit: query.limit, categoryId })
    return { items: rows.map(summary), meta: { page: query.page, limit: query.limit, total } }
  }

  async function getPublic(id: string): Promise<TBlogDetail> {
    const row = isUuid(id) ? await repo.findBlog(db, id, { publicOnly: true }) : undefined
    if (!row) throw new AppError('BLOG_NOT_FOUND')
    const blocks = splitAtEmbeds(row.contentHtml)
    const ids = unique([...row.embedIds, ...row.productIds])
    const cards = await cardsOf(ids)
    return {
      ...summary(row),
      // an embedded product no longer for sale leaves no hole in the text
      blocks: blocks.flatMap((b): TBlogDetail['blocks'] => {
        if (b.type === 'html') return [b]
        const product = cards.get(b.id)
        return product ? [{ type: 'product' as const, product }] : []
      }),
      related_products: ids.flatMap((pid) => cards.get(pid) ?? []).slice(0, BLOG_RULES.relatedProducts),
      updated_at: row.updatedAt.toISOString(),
    }
  }

  async function categories(): Promise<TBlogCategory[]> {
    return (await repo.listBlogCategories(db)).map((c) => ({ _id: c.id, name: c.name, slug: c.slug, blog_count: c.n }))
  }

  // ----- admin ------------------------------------------------------------------------------

  async function adminList({ actor, query }: { actor: Actor; query: z.output<typeof ZAdminBlogListQuery> }) {
    requireRole(actor, 'admin')
    const { rows, total } = await repo.listAdminBlogs(db, query)
    const cards = await cardsOf(unique(rows.flatMap((r) => r.productIds)))
    return { items: rows.map((r) => admin(r, cards)), meta: { page: query.page, limit: query.limit, total } }
  }

  async function adminGet({ actor, id }: { actor: Actor; id: string }) {
    requireRole(actor, 'admin')
    const row = isUuid(id) ? await repo.findBlog(db, id, { publicOnly: false }) : undefined
    if (!row) throw new AppError('BLOG_NOT_FOUND')
    return admin(row, await cardsOf(row.productIds))
  }

  /** The row to write from the admin's input: sanitised HTML, products checked, the publishing time. */
  async function prepare(input: TBlogInput, previous: { status: 'draft' | 'published'; publishAt: Date | null } | null, lang: Lang) {
    const clean = sanitizeBlogHtml(input.content_html)
    assertClean(input.title, input.excerpt, plainText(clean))
    if (input.category_id && !(await repo.findBlogCategory(db, { id: input.category_id }))) throw new AppError('BLOG_CATEGORY_NOT_FOUND')
    const embedIds = embeddedProductIds(clean)
    const productIds = unique(input.product_ids)
    const all = unique([...embedIds, ...productIds])
    if (all.length > BLOG_RULES.maxProducts) throw AppError.fields({ product_ids: 'v.max_items' }, lang)
    const cards = await cardsOf(all)
    const missing = all.filter((pid) => !cards.has(pid))
    if (missing.length) throw AppError.fields({ product_ids: 'v.invalid' }, lang)
    const now = new Date()
    let status: 'draft' | 'published' = 'draft'
    let publishAt: Date | null = null
    if (input.action === 'schedule') {
      publishAt = new Date(input.publish_at!)
      if (publishAt.getTime() <= now.getTime()) throw new AppError('BLOG_SCHEDULE_PAST')
      status = 'published'
    } else if (input.action === 'publish') {
      status = 'published'
      // republishing an edit keeps the article's original date
      publishAt = previous?.status === 'published' && previous.publishAt && previous.publishAt <= now ? previous.publishAt : now
    } else {
      publishAt = input.publish_at ? new Date(input.publish_at) : null
    }
    return {
      title: input.title,
      excerpt: input.excerpt,
      cover: input.cover,
      categoryId: input.category_id,
      contentHtml: clean,
      productIds,
      embedIds,
      status,
      publishAt,
      readingMinutes: readingMinutes(clean),
    } satisfies repo.BlogWrite
  }

  const auditView = (w: repo.BlogWrite) => ({
    title: w.title,
    category_id: w.categoryId,
    state: stateOf(w.status, w.publishAt),
    publish_at: w.publishAt?.toISOString() ?? null,
    product_ids: unique([...w.embedIds, ...w.productIds]),
    content_chars: w.contentHtml.length,
  })

  async function create({ actor, input, lang }: { actor: Actor; input: TBlogInput; lang: Lang }) {
    const me = requireRole(actor, 'admin')
    const w = await prepare(input, null, lang)
    const id = await inTransaction(db, async (tx) => {
      const id = await repo.insertBlog(tx, me.userId, w)
      await recordAudit(tx, { actorId: me.userId, action: `blog.${actionName(w)}`, targetType: 'blog', targetId: id, after: auditView(w) })
      return id
    })
    return adminGet({ actor, id })
  }

  async function update({ actor, id, input, lang }: { actor: Actor; id: string; input: TBlogInput; lang: Lang }) {
    const me = requireRole(actor, 'admin')
    if (!isUuid(id)) throw new AppError('BLOG_NOT_FOUND')
    await inTransaction(db, async (tx) => {
      const before = await repo.lockBlog(tx, id)
      if (!before) throw new AppError('BLOG_NOT_FOUND')
      const w = await prepare(input, before, lang)
      await repo.updateBlog(tx, id, w)
      await recordAudit(tx, {
        actorId: me.userId,
        action: `blog.${actionName(w)}`,
        targetType: 'blog',
        targetId: id,
        before: auditView(before),
        after: auditView(w),
      })
    })
    return adminGet({ actor, id })
  }

  async function createCategory({ actor, name }: { actor: Actor; name: string }): Promise<TBlogCategory> {
    const me = requireRole(actor, 'admin')
    assertClean(name)
    return inTransaction(db, async (tx) => {
      const row = await repo.insertBlogCategory(tx, { name, slug: slugOf(name) })
      if (!row) throw new AppError('BLOG_CATEGORY_TAKEN')
      await recordAudit(tx, {
        actorId: me.userId,
        action: 'blog_category.create',
        targetType: 'blog_category',
        targetId: row.id,
        after: { name, slug: row.slug },
      })
      return { _id: row.id, name: row.name, slug: row.slug, blog_count: 0 }
    })
  }

  return { listPublic, getPublic, categories, adminList, adminGet, create, update, createCategory }
}

function actionName(w: repo.BlogWrite) {
  const s = stateOf(w.status, w.publishAt)
  return s === 'draft' ? 'save_draft' : s === 'scheduled' ? 'schedule' : 'publish'
}

export type BlogsService = ReturnType<typeof createBlogsService>
