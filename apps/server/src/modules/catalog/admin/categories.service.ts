import {
  CATEGORY_ICON,
  foldVietnamese,
  type Lang,
  type TAdminCategory,
  type TCategoryReorder,
  validationMessage,
  type ZAdminCategoryInput,
  type ZAdminCategoryUpdate,
} from '@xinh/contracts'
import type { z } from 'zod'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import type { Db, DbOrTx, Tx } from '#server/platform/db/client.ts'
import { isUniqueViolation } from '#server/platform/db/errors.ts'
import { inTransaction } from '#server/platform/db/transaction.ts'
import { AppError } from '#server/platform/errors.ts'
import { normaliseImage } from '#server/platform/images.ts'
import type { Storage } from '#server/platform/storage.ts'
import { recordAudit } from '../../audit/index.ts'
import * as repo from './categories.repo.ts'

type CategoryInput = z.output<typeof ZAdminCategoryInput>
type CategoryUpdate = z.output<typeof ZAdminCategoryUpdate>

/** "Áo thun nữ" → "ao-thun-nu". */
export const slugOf = (name: string) =>
  foldVietnamese(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'nganh-hang'

const present = (r: repo.CategoryRow, productCount: number): TAdminCategory => ({
  _id: r.id,
  parent_id: r.parentId,
  name: r.name,
  slug: r.slug,
  position: r.position,
  is_visible: r.isVisible,
  icon: r.icon,
  product_count: productCount,
  updated_at: r.updatedAt.toISOString(),
})

/** What the audit trail keeps of a category (no counters, no timestamps). */
const snapshot = (r: repo.CategoryRow) => ({ name: r.name, slug: r.slug, parent_id: r.parentId, is_visible: r.isVisible, icon: r.icon })

/**
 * The category tree in the admin console (issue 14): create, edit, show/hide, move, reorder,
 * icons. Categories are never deleted here, so products always keep theirs; hiding one hides its
 * branch from buyers (the public tree and pages), and the page cache hears of every write
 * through migration 0014's trigger.
 */
export function createCategoriesAdmin({ db, storage }: { db: Db; storage: Storage }) {
  const transaction = <T>(fn: (tx: Tx) => Promise<T>) => inTransaction(db, fn)
  const slugTaken = (error: unknown) => isUniqueViolation(error, 'categories_slug_uq')

  async function list({ actor }: { actor: Actor }) {
    requireRole(actor, 'admin')
    return (await repo.listWithCounts(db)).map((r) => present(r.row, r.productCount))
  }

  async function requireParent(tx: DbOrTx, parentId: string | null, lang: Lang) {
    if (!parentId) return
    if (!(await repo.find(tx, parentId)))
      throw new AppError('VALIDATION_FAILED', { fields: { parent_id: validationMessage('v.category', lang) } })
  }

  async function create({ actor, lang, input }: { actor: Actor; lang: Lang; input: CategoryInput }) {
    const admin = requireRole(actor, 'admin')
    try {
      return await transaction(async (tx) => {
        await requireParent(tx, input.parent_id, lang)
        let slug = input.slug ?? slugOf(input.name)
        if (await repo.slugTaken(tx, slug)) {
          // a slug the admin typed is theirs to change; one made from the name gets a number
          if (input.slug) throw new AppError('CATEGORY_SLUG_TAKEN')
          let n = 2
          while (await repo.slugTaken(tx, `${slug}-${n}`)) n++
          slug = `${slug}-${n}`
        }
        const row = await repo.insert(tx, {
          name: input.name,
          slug,
          parentId: input.parent_id,
          isVisible: input.is_visible,
          position: await repo.nextPosition(tx, input.parent_id),
        })
        await recordAudit(tx, {
          actorId: admin.userId,
          action: 'category.create',
          targetType: 'category',
          targetId: row.id,
          after: snapshot(row),
        })
        return present(row, 0)
      })
    } catch (error) {
      if (slugTaken(error)) throw new AppError('CATEGORY_SLUG_TAKEN')
      throw error
    }
  }

  async function update({ actor, lang, id, input }: { actor: Actor; lang: Lang; id: string; input: CategoryUpdate }) {
    const admin = requireRole(actor, 'admin')
    try {
      return await transaction(async (tx) => {
        const current = await repo.find(tx, id, { lock: true })
        if (!current) throw new AppError('CATEGORY_NOT_FOUND')
        const values: Parameters<typeof repo.update>[2] = {}
        if (input.name !== undefined) values.name = input.name
        if (input.is_visible !== undefined) values.isVisible = input.is_visible
        if (input.slug !== undefined && input.slug !== current.slug) {
          if (await repo.slugTaken(tx, input.slug, id)) throw new AppError('CATEGORY_SLUG_TAKEN')
          values.slug = input.slug
        }
        if (input.parent_id !== undefined && input.parent_id !== current.parentId) {
          await requireParent(tx, input.parent_id, lang)
          // never under itself or its own branch: the tree would lose a loop of categories
          if (input.parent_id && (await repo.subtreeIds(tx, id)).includes(input.parent_id)) throw new AppError('CATEGORY_PARENT_INVALID')
          values.parentId = input.parent_id
          values.position = await repo.nextPosition(tx, input.parent_id)
        }
        const row = Object.keys(values).length ? await repo.update(tx, id, values) : current
        const before = snapshot(current)
        const after = snapshot(row)
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          // a change of visibility alone reads better in the trail as show/hide
          const onlyVisibility = Object.keys(values).length === 1 && values.isVisible !== undefined
          const action = onlyVisibility ? (row.isVisible ? 'category.show' : 'category.hide') : 'category.update'
          await recordAudit(tx, { actorId: admin.userId, action, targetType: 'category', targetId: id, before, after })
        }
        return present(row, await repo.countProducts(tx, id))
      })
    } catch (error) {
      if (slugTaken(error)) throw new AppError('CATEGORY_SLUG_TAKEN')
      throw error
    }
  }

  /** A parent's children in a new order: every child exactly once, or 409 (someone changed them meanwhile). */
  async function reorder({ actor, input }: { actor: Actor; input: TCategoryReorder }) {
    const admin = requireRole(actor, 'admin')
    await transaction(async (tx) => {
      if (input.parent_id && !(await repo.find(tx, input.parent_id))) throw new AppError('CATEGORY_NOT_FOUND')
      const current = (await repo.children(tx, input.parent_id, { lock: true })).map((c) => c.id)
      const same = current.length === input.ids.length && input.ids.every((id) => current.includes(id))
      if (!same) throw new AppError('CATEGORY_REORDER_MISMATCH')
      if (current.join() === input.ids.join()) return
      await repo.setPositions(tx, input.ids)
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'category.reorder',
        targetType: 'category',
        targetId: input.parent_id ?? 'root',
        before: { ids: current },
        after: { ids: input.ids },
      })
    })
    return list({ actor })
  }

  /** The menu icon: any real raster image (checked by its bytes), made a 96 px square. */
  async function setIcon({ actor, id, data }: { actor: Actor; id: string; data: Buffer }) {
    const admin = requireRole(actor, 'admin')
    if (!(await repo.find(db, id))) throw new AppError('CATEGORY_NOT_FOUND')
    const image = await normaliseImage(data, {
      maxBytes: CATEGORY_ICON.maxBytes,
      width: CATEGORY_ICON.size,
      height: CATEGORY_ICON.size,
      fit: 'cover',
    })
    // the file is stored before the transaction (never a file store inside one); content-addressed, so a retry reuses it
    const { url } = await storage.putPublic({ folder: 'category-icons', data: image.data, ext: image.ext })
    return transaction(async (tx) => {
      const current = await repo.find(tx, id, { lock: true })
      if (!current) throw new AppError('CATEGORY_NOT_FOUND')
      const row = await repo.update(tx, id, { icon: url })
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'category.icon',
        targetType: 'category',
        targetId: id,
        before: { icon: current.icon },
        after: { icon: url },
      })
      return present(row, await repo.countProducts(tx, id))
    })
  }

  return { list, create, update, reorder, setIcon }
}
export type CategoriesAdmin = ReturnType<typeof createCategoriesAdmin>
