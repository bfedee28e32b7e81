import { COLLECTION_COVER, type Lang, type TAdminCollection, validationMessage, type ZAdminCollectionInput } from '@xinh/contracts'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import type { Db, DbOrTx } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transaction.ts'
import { AppError } from '#server/platform/errors.ts'
import { exactSizeImage } from '#server/platform/images.ts'
import type { Storage } from '#server/platform/storage.ts'
import { recordAudit } from '../../audit/index.ts'
import { collectionProducts, collections, products } from '../catalog.tables.ts'

type Row = typeof collections.$inferSelect
type Input = z.output<typeof ZAdminCollectionInput>

const stateOf = (c: Row, now = Date.now()): TAdminCollection['state'] =>
  !c.isVisible
    ? 'hidden'
    : c.endsAt && c.endsAt.getTime() <= now
      ? 'ended'
      : c.startsAt && c.startsAt.getTime() > now
        ? 'scheduled'
        : 'running'

const platform = isNull(collections.shopId)

/**
 * The home page's platform collections (issue 14, home content): the home page reads the visible,
 * running ones (`GET /api/v1/web/collections`). Admins name them, pick their products in order,
 * schedule, reorder, hide, and set a 1340×754 cover. Audited; the page cache hears of each write
 * (migration 0014's `collections`/`collection_products` triggers).
 */
export function createCollectionsAdmin({ db, storage }: { db: Db; storage: Storage }) {
  async function productIdsOf(tx: DbOrTx, ids: string[]) {
    if (!ids.length) return new Map<string, string[]>()
    const rows = await tx
      .select({ collectionId: collectionProducts.collectionId, productId: collectionProducts.productId })
      .from(collectionProducts)
      .where(inArray(collectionProducts.collectionId, ids))
      .orderBy(asc(collectionProducts.position))
    const map = new Map<string, string[]>()
    for (const r of rows) map.set(r.collectionId, [...(map.get(r.collectionId) ?? []), r.productId])
    return map
  }
  const present = (c: Row, productIds: string[]): TAdminCollection => ({
    _id: c.id,
    name: c.name,
    description: c.description,
    cover: c.cover,
    product_ids: productIds,
    start_time: c.startsAt?.toISOString() ?? null,
    end_time: c.endsAt?.toISOString() ?? null,
    position: c.position,
    is_visible: c.isVisible,
    state: stateOf(c),
  })
  const find = async (tx: DbOrTx, id: string, lock = false) => {
    const q = tx
      .select()
      .from(collections)
      .where(and(eq(collections.id, id), platform))
    return (lock ? await q.for('update') : await q)[0]
  }
  const one = async (tx: DbOrTx, row: Row) => present(row, (await productIdsOf(tx, [row.id])).get(row.id) ?? [])

  async function list({ actor }: { actor: Actor }) {
    requireRole(actor, 'admin')
    const rows = await db.select().from(collections).where(platform).orderBy(asc(collections.position), asc(collections.createdAt))
    const ids = await productIdsOf(
      db,
      rows.map((r) => r.id),
    )
    return rows.map((r) => present(r, ids.get(r.id) ?? []))
  }

  /** The products must exist; their visibility is applied when buyers list the collection. */
  async function setProducts(tx: DbOrTx, id: string, productIds: string[], lang: Lang) {
    if (productIds.length) {
      const found = new Set((await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds))).map((r) => r.id))
      const missing = productIds.findIndex((p) => !found.has(p))
      if (missing >= 0)
        throw new AppError('VALIDATION_FAILED', { fields: { [`product_ids.${missing}`]: validationMessage('v.promotion_product', lang) } })
    }
    await tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, id))
    // a product listed twice is in the collection once, where it first appears (a repeat was a 500: the fuzz suite)
    const unique = [...new Set(productIds)]
    if (unique.length)
      await tx.insert(collectionProducts).values(unique.map((productId, position) => ({ collectionId: id, productId, position })))
  }

  const columns = (input: Input) => ({
    name: input.name,
    description: input.description ?? null,
    startsAt: input.start_time ? new Date(input.start_time) : null,
    endsAt: input.end_time ? new Date(input.end_time) : null,
    isVisible: input.is_visible,
  })

  async function create({ actor, lang, input }: { actor: Actor; lang: Lang; input: Input }) {
    const admin = requireRole(actor, 'admin')
    return inTransaction(db, async (tx) => {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`coalesce(max(${collections.position}) + 1, 0)::int` })
        .from(collections)
        .where(platform)
      const [row] = await tx
        .insert(collections)
        .values({ ...columns(input), shopId: null, position: n })
        .returning()
      await setProducts(tx, row!.id, input.product_ids, lang)
      const out = await one(tx, row!)
      await recordAudit(tx, { actorId: admin.userId, action: 'collection.create', targetType: 'collection', targetId: row!.id, after: out })
      return out
    })
  }

  async function update({ actor, lang, id, input }: { actor: Actor; lang: Lang; id: string; input: Input }) {
    const admin = requireRole(actor, 'admin')
    return inTransaction(db, async (tx) => {
      const current = await find(tx, id, true)
      if (!current) throw new AppError('COLLECTION_NOT_FOUND')
      const before = await one(tx, current)
      const [row] = await tx.update(collections).set(columns(input)).where(eq(collections.id, id)).returning()
      await setProducts(tx, id, input.product_ids, lang)
      const after = await one(tx, row!)
      await recordAudit(tx, { actorId: admin.userId, action: 'collection.update', targetType: 'collection', targetId: id, before, after })
      return after
    })
  }

  async function setCover({ actor, id, data }: { actor: Actor; id: string; data: Buffer }) {
    const admin = requireRole(actor, 'admin')
    if (!(await find(db, id))) throw new AppError('COLLECTION_NOT_FOUND')
    const picture = await exactSizeImage(data, COLLECTION_COVER)
    const { url } = await storage.putPublic({ folder: 'collections', data: picture.data, ext: picture.ext })
    return inTransaction(db, async (tx) => {
      const current = await find(tx, id, true)
      if (!current) throw new AppError('COLLECTION_NOT_FOUND')
      const [row] = await tx.update(collections).set({ cover: url }).where(eq(collections.id, id)).returning()
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'collection.cover',
        targetType: 'collection',
        targetId: id,
        before: { cover: current.cover },
        after: { cover: url },
      })
      return one(tx, row!)
    })
  }

  async function reorder({ actor, ids }: { actor: Actor; ids: string[] }) {
    const admin = requireRole(actor, 'admin')
    await inTransaction(db, async (tx) => {
      const current = (
        await tx
          .select({ id: collections.id })
          .from(collections)
          .where(platform)
          .orderBy(asc(collections.position), asc(collections.createdAt))
          .for('update')
      ).map((r) => r.id)
      if (current.length !== ids.length || !ids.every((id) => current.includes(id))) throw new AppError('HOME_REORDER_MISMATCH')
      for (const [position, id] of ids.entries()) await tx.update(collections).set({ position }).where(eq(collections.id, id))
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'collection.reorder',
        targetType: 'collection',
        targetId: 'home',
        before: { ids: current },
        after: { ids },
      })
    })
    return list({ actor })
  }

  return { list, create, update, setCover, reorder }
}
export type CollectionsAdmin = ReturnType<typeof createCollectionsAdmin>
