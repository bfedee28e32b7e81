import type { Lang, TBlook, TBlookCategoryTree, TBlookCreate, TBlookSummary, TBlookUpdate } from '@xinh/contracts'
import type { z } from 'zod'
import type { ZBlookListQuery, ZBlookUserQuery } from '@xinh/contracts'
import type { Db, Tx } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transaction.ts'
import { AppError } from '#server/platform/errors.ts'
import * as repo from './blogs.repo.ts'
import { assertClean, type BlogCatalog, isUuid } from './blogs.service.ts'

/** The caller's own shop, for a blook composed as the shop (app.ts wires the shops module). */
export type BlookShops = { ownShop(userId: string): Promise<{ _id: string; is_approved: boolean } | null> }

/** An upload of this server (storage.publicUrl('media/')): blooks accept only those, like posts. */
export function isOwnMediaUrl(url: string, prefix: string): boolean {
  if (!url.startsWith(prefix) || url.includes('..')) return false
  return /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(url.slice(prefix.length))
}

export function createBlooksService({
  db,
  catalog,
  shops,
  mediaUrlPrefix,
}: {
  db: Db
  catalog: BlogCatalog
  shops: BlookShops
  mediaUrlPrefix: string
}) {
  const summary = (r: repo.BlookRow): TBlookSummary => ({
    _id: r.id,
    template: r.template as TBlookSummary['template'],
    title: r.title,
    cover: r.cover,
    author: { _id: r.authorId, userName: r.authorName, avatar: r.authorAvatar },
    shop: r.shopId ? { _id: r.shopId, name: r.shopName ?? '', avatar: r.shopAvatar ?? null } : null,
    category: { _id: r.categoryId, name: r.categoryName },
    sub_category: { _id: r.subCategoryId, name: r.subCategoryName },
    page_count: r.pages.length,
    url: `/blook/${r.authorId}/${r.id}`,
    created_at: r.createdAt.toISOString(),
  })

  async function list(query: z.output<typeof ZBlookListQuery>, viewerId?: string) {
    const { rows, total } = await repo.listBlooks(db, {
      page: query.page,
      limit: query.limit,
      categoryId: query.category_id,
      subCategoryId: query.sub_category_id,
      viewerId,
    })
    return { items: rows.map(summary), meta: { page: query.page, limit: query.limit, total } }
  }

  /** spec §7 `GET /web/bbook-template/bbook-user/{id}`: a wall's blooks (hidden ones only for their author). */
  async function listOfUser(userId: string, query: z.output<typeof ZBlookUserQuery>, viewerId?: string) {
    if (!isUuid(userId)) throw new AppError('USER_NOT_FOUND')
    const { rows, total } = await repo.listBlooks(db, { page: query.page, limit: query.limit, authorId: userId, viewerId })
    return { items: rows.map(summary), meta: { page: query.page, limit: query.limit, total } }
  }

  async function get(id: string, viewerId?: string): Promise<TBlook> {
    const row = isUuid(id) ? await repo.findBlook(db, id) : undefined
    if (!row || (row.hiddenAt && row.authorId !== viewerId)) throw new AppError('BLOOK_NOT_FOUND')
    const ids = [...new Set(row.pages.flatMap((p) => p.hotspots.map((h) => h.product_id)))]
    const cards = new Map((ids.length ? await catalog.productCards(ids) : []).map((c) => [c._id, c]))
    return {
      ...summary(row),
      caption: row.caption,
      is_mine: row.authorId === viewerId,
      is_hidden: row.hiddenAt !== null,
      pages: row.pages.map((p) => ({
        image: p.image,
        caption: p.caption,
        // a product no longer for sale loses its hotspot rather than leading to a dead page
        hotspots: p.hotspots.flatMap((h) => {
          const c = cards.get(h.product_id)
          return c
            ? [
                {
                  x: h.x,
                  y: h.y,
                  product: { _id: c._id, name: c.name, sale_price: c.sale_price, image: c.images[0] ?? null, url: `/san-pham/${c._id}` },
                },
              ]
            : []
        }),
      })),
    }
  }

  async function categories(): Promise<TBlookCategoryTree> {
    const rows = await repo.listBlookCategories(db)
    const node = (r: (typeof rows)[number]) => ({ _id: r.id, name: r.name, slug: r.slug, parent_id: r.parentId, blook_count: r.n })
    return rows.filter((r) => !r.parentId).map((top) => ({ ...node(top), children: rows.filter((c) => c.parentId === top.id).map(node) }))
  }

  /** What a new or edited blook must pass: clean text, our own photos, a sub-category, products on sale. */
  async function checked(input: TBlookUpdate, lang: Lang) {
    assertClean(input.title, input.caption, ...input.pages.map((p) => p.caption))
    const media = [input.cover, ...input.pages.map((p) => p.image)]
    if (!media.every((u) => isOwnMediaUrl(u, mediaUrlPrefix))) throw AppError.fields({ pages: 'v.image_url' }, lang)
    const sub = await repo.findBlookCategory(db, input.sub_category_id)
    // a blook files under a sub-category, which names its category
    if (!sub?.parentId) throw new AppError('BLOOK_CATEGORY_NOT_FOUND')
    const ids = [...new Set(input.pages.flatMap((p) => p.hotspots.map((h) => h.product_id)))]
    const cards = ids.length ? await catalog.productCards(ids) : []
    if (cards.length !== ids.length) throw AppError.fields({ pages: 'v.invalid' }, lang)
    return {
      template: input.template,
      title: input.title,
      caption: input.caption,
      cover: input.cover,
      categoryId: sub.parentId,
      subCategoryId: sub.id,
      // hotspots rounded to 0.1 % (finer than a finger can place them)
      pages: input.pages.map((p) => ({
        image: p.image,
        caption: p.caption,
        hotspots: p.hotspots.map((h) => ({ x: Math.round(h.x * 10) / 10, y: Math.round(h.y * 10) / 10, product_id: h.product_id })),
      })),
    }
  }

  async function create({ userId, input, lang }: { userId: string; input: TBlookCreate; lang: Lang }): Promise<TBlook> {
    const fields = await checked(input, lang)
    let shopId: string | null = null
    if (input.as_shop) {
      const shop = await shops.ownShop(userId)
      if (!shop?.is_approved) throw new AppError('FORBIDDEN')
      shopId = shop._id
    }
    const id = await inTransaction(db, (tx) => repo.insertBlook(tx, { authorId: userId, shopId, ...fields }))
    return get(id, userId)
  }

  /** n16: the author rewrites their blook (someone else's is "not found", like delete). */
  async function update({ userId, id, input, lang }: { userId: string; id: string; input: TBlookUpdate; lang: Lang }): Promise<TBlook> {
    const own = isUuid(id) ? await repo.findBlook(db, id) : undefined
    if (!own || own.authorId !== userId) throw new AppError('BLOOK_NOT_FOUND')
    const fields = await checked(input, lang)
    if (!(await repo.updateBlook(db, id, userId, fields))) throw new AppError('BLOOK_NOT_FOUND')
    return get(id, userId)
  }

  async function remove({ userId, id }: { userId: string; id: string }) {
    // someone else's blook is "not found": its existence is not confirmed to a non-author
    if (!isUuid(id) || !(await repo.deleteBlook(db, id, userId))) throw new AppError('BLOOK_NOT_FOUND')
    return { ok: true as const }
  }

  /**
   * What the reported-content queue needs of a blook (app.ts connects it to the community's
   * moderation, n16): what it shows now, and hiding it in the decision's transaction.
   */
  const moderation = {
    async read(id: string) {
      const r = isUuid(id) ? await repo.findBlook(db, id) : undefined
      if (!r) return null
      return {
        text: [r.title, r.caption, ...r.pages.map((p) => p.caption)].filter(Boolean).join('\n'),
        images: [r.cover, ...r.pages.map((p) => p.image)],
        author: { id: r.authorId, name: r.authorName, avatar: r.authorAvatar },
        isHidden: r.hiddenAt !== null,
      }
    },
    async hide(tx: Tx, id: string) {
      await repo.hideBlook(tx, id)
    },
  }

  return { list, listOfUser, get, categories, create, update, remove, moderation }
}

export type BlooksService = ReturnType<typeof createBlooksService>
