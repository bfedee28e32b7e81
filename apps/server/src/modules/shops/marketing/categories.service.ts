import {
  type Lang,
  SHOP_CATEGORY_RULES,
  type TSellerShopCategory,
  type TSellerShopCategoryDetail,
  type TShopCategoryList,
  type TShopCategoryListQuery,
  type TShopCategoryOut,
  foldVietnamese,
  validationMessage,
  zId,
} from '@xinh/contracts'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Db, DbOrTx } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import type { SellerAccess } from '../seller-access.ts'
import * as repo from './categories.repo.ts'
import { foreignProductFields, productRefs } from './shop-products.repo.ts'

export type ShopCategoriesDeps = { db: Db; requireSellerShop: SellerAccess }

const isId = (id: string) => zId.safeParse(id).success

function present(c: repo.ShopCategoryRow): TSellerShopCategory {
  return {
    _id: c.id,
    name: c.name,
    title: c.title,
    is_visible: c.isVisible,
    position: c.position,
    product_ids: c.productIds,
    product_count: c.productCount,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  }
}

/** A keyword matches the name or the title, accents and case folded ("ao" finds "Áo"). */
const matches = (c: { name: string; title: string }, keyword: string) => {
  const k = foldVietnamese(keyword.toLowerCase())
  return foldVietnamese(c.name.toLowerCase()).includes(k) || foldVietnamese(c.title.toLowerCase()).includes(k)
}

/**
 * The seller's shop categories (spec §2 `quan-ly-danh-muc`, §5 Category, §4 show or hide): the
 * shop page shows the visible ones as tabs, in the seller's order, each listing its products.
 * Every call acts on the caller's own shop; another shop's id is SHOP_CATEGORY_NOT_FOUND.
 */
export function createShopCategoriesService({ db, requireSellerShop }: ShopCategoriesDeps) {
  async function requireOwned(tx: DbOrTx, shopId: string, id: string, lock = false) {
    const found = isId(id) ? await repo.findOfShop(tx, shopId, id, { lock }) : undefined
    if (!found) throw new AppError('SHOP_CATEGORY_NOT_FOUND')
    return found
  }

  async function detail(tx: DbOrTx, shopId: string, id: string): Promise<TSellerShopCategoryDetail> {
    const c = await requireOwned(tx, shopId, id)
    return { ...present(c), products: await productRefs(tx, shopId, c.productIds) }
  }

  async function checkProducts(tx: DbOrTx, shopId: string, ids: string[], lang: Lang) {
    const fields = await foreignProductFields(tx, shopId, ids, validationMessage('v.shop_product', lang))
    if (fields) throw new AppError('VALIDATION_FAILED', { fields })
  }

  /** All categories in order (tab and keyword filter them), with counts per tab following the keyword. */
  async function list(opts: { actor: Actor; query: TShopCategoryListQuery }): Promise<TShopCategoryList> {
    const { shopId } = await requireSellerShop(opts.actor)
    const { tab, keyword } = opts.query
    const all = (await repo.listOfShop(db, shopId)).filter((c) => !keyword || matches(c, keyword))
    const counts = { all: all.length, visible: all.filter((c) => c.isVisible).length, hidden: all.filter((c) => !c.isVisible).length }
    const data = all.filter((c) => tab === 'all' || c.isVisible === (tab === 'visible')).map(present)
    return { data, counts }
  }

  async function get(opts: { actor: Actor; id: string }) {
    const { shopId } = await requireSellerShop(opts.actor)
    return detail(db, shopId, opts.id)
  }

  async function create(opts: { actor: Actor; lang: Lang; input: TShopCategoryOut }) {
    const { shopId } = await requireSellerShop(opts.actor)
    const { input } = opts
    return db.transaction(async (tx) => {
      await repo.lockShopCategories(tx, shopId)
      if ((await repo.countOfShop(tx, shopId)) >= SHOP_CATEGORY_RULES.perShopMax)
        throw new AppError('SHOP_CATEGORY_LIMIT', { params: { max: SHOP_CATEGORY_RULES.perShopMax } })
      await checkProducts(tx, shopId, input.product_ids, opts.lang)
      const id = await repo.insertCategory(tx, {
        shopId,
        name: input.name,
        title: input.title,
        isVisible: input.is_visible,
        productIds: input.product_ids,
        position: await repo.nextPosition(tx, shopId),
      })
      return detail(tx, shopId, id)
    })
  }

  async function update(opts: { actor: Actor; lang: Lang; id: string; input: TShopCategoryOut }) {
    const { shopId } = await requireSellerShop(opts.actor)
    const { input } = opts
    return db.transaction(async (tx) => {
      const current = await requireOwned(tx, shopId, opts.id, true)
      await checkProducts(tx, shopId, input.product_ids, opts.lang)
      await repo.updateCategory(tx, current.id, {
        name: input.name,
        title: input.title,
        isVisible: input.is_visible,
        productIds: input.product_ids,
      })
      return detail(tx, shopId, current.id)
    })
  }

  /** Show or hide (spec §4): a hidden category leaves the shop page, its products stay. */
  async function setVisibility(opts: { actor: Actor; id: string; isVisible: boolean }) {
    const { shopId } = await requireSellerShop(opts.actor)
    return db.transaction(async (tx) => {
      const current = await requireOwned(tx, shopId, opts.id, true)
      if (current.isVisible !== opts.isVisible) await repo.updateCategory(tx, current.id, { isVisible: opts.isVisible })
      return present((await repo.findOfShop(tx, shopId, current.id)) as repo.ShopCategoryRow)
    })
  }

  async function remove(opts: { actor: Actor; id: string }) {
    const { shopId } = await requireSellerShop(opts.actor)
    await db.transaction(async (tx) => {
      const current = await requireOwned(tx, shopId, opts.id, true)
      await repo.deleteCategory(tx, current.id)
    })
    return { ok: true as const }
  }

  /**
   * The new order of the shop page's tabs: the ids must be exactly the shop's categories (a list
   * that changed meanwhile, or another shop's id, is refused and nothing moves).
   */
  async function reorder(opts: { actor: Actor; ids: string[] }): Promise<TShopCategoryList> {
    const { shopId } = await requireSellerShop(opts.actor)
    await db.transaction(async (tx) => {
      await repo.lockShopCategories(tx, shopId)
      const current = new Set(await repo.idsOfShop(tx, shopId))
      if (current.size !== opts.ids.length || opts.ids.some((id) => !current.has(id))) throw new AppError('SHOP_CATEGORY_ORDER_STALE')
      await repo.setOrder(tx, shopId, opts.ids)
    })
    return list({ actor: opts.actor, query: { tab: 'all' } })
  }

  return { list, get, create, update, setVisibility, remove, reorder }
}
export type ShopCategoriesService = ReturnType<typeof createShopCategoriesService>
