import {
  errorMessage,
  type Lang,
  promotionUnitPrice,
  type TProductCard,
  type TPromotion,
  type TPromotionOut,
  type TPromotionResults,
  type TPublicPromotion,
  type TPublicPromotionsQuery,
  type TVoucherManageQuery,
  statusCounts,
  validationMessage,
} from '@xinh/contracts'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Db, DbOrTx } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { type ShopOfOwner, sellerShop } from './pricing.policy.ts'
import { statusOf } from './pricing.status.ts'
import * as repo from './promotions.repo.ts'
import { isUuid } from './vouchers.service.ts'

/** What the public promotion list needs of the catalogue: buyer-visible product cards by id. */
export type ProductCards = (ids: string[]) => Promise<TProductCard[]>

export type PromotionsDeps = {
  db: Db
  shopOfOwner: ShopOfOwner
  productCards: ProductCards
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

const NO_RESULTS: TPromotionResults = { orders: 0, units: 0, revenue: 0 }

/**
 * Units are the items' `sold` counters (what the product limit is held against; a cancelled order
 * gives its units back); orders and revenue come from the order lines that carried the items.
 */
function presentPromotion(
  p: repo.PromotionWithShop,
  items: repo.PromotionItemRow[],
  sales: { orders: number; revenue: number } = NO_RESULTS,
): TPromotion {
  const results: TPromotionResults = { orders: sales.orders, units: items.reduce((n, i) => n + i.sold, 0), revenue: sales.revenue }
  return {
    _id: p.id,
    name: p.name,
    description: p.description,
    cover: p.cover,
    start_time: p.startsAt.toISOString(),
    end_time: p.endsAt.toISOString(),
    ended_at: iso(p.endedAt),
    status: statusOf(p),
    shop: p.shopId ? { _id: p.shopId, name: p.shopName ?? '' } : null,
    type: items.some((i) => i.variantId) ? 'variant' : 'product',
    items: items.map((i) => ({
      _id: i.id,
      product_id: i.productId,
      variant_id: i.variantId,
      discount_percent: i.discountPercent,
      max_discount_percent: i.maxDiscountPercent,
      product_limit: i.productLimit,
      purchase_limit: i.purchaseLimit,
      sold: i.sold,
      product_name: i.productName,
      product_image: i.productImages[0] ?? null,
      variant_options: i.variantId ? (i.variantOptions ?? []) : null,
      base_price: i.basePrice,
    })),
    results,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  }
}

const itemKey = (i: { productId: string; variantId: string | null }) => `${i.productId}/${i.variantId ?? '*'}`

const itemValues = (input: TPromotionOut): repo.ItemValues[] =>
  input.items.map((i) => ({
    productId: i.product_id,
    variantId: i.variant_id,
    discountPercent: i.discount_percent,
    maxDiscountPercent: i.max_discount_percent,
    productLimit: i.product_limit,
    purchaseLimit: i.purchase_limit,
  }))

export function createPromotionsService(deps: PromotionsDeps) {
  const { db } = deps
  const scopeOf = sellerShop(deps.shopOfOwner)

  async function requireOwned(tx: DbOrTx, shopId: string, id: string, lock = false) {
    const found = isUuid(id) ? await repo.findOfShop(tx, shopId, id, { lock }) : undefined
    if (!found) throw new AppError('PROMOTION_NOT_FOUND')
    return found
  }

  /** One of the shop's promotions with its items (PROMOTION_NOT_FOUND outside the shop). */
  async function presentOwned(tx: DbOrTx, shopId: string, id: string) {
    const p = await requireOwned(tx, shopId, id)
    const [items, results] = await Promise.all([repo.itemsOf(tx, [p.id]), repo.salesOf(tx, [p.id])])
    return presentPromotion(p, items.get(p.id) ?? [], results.get(p.id))
  }

  /**
   * The items must be the shop's products (and a variant, one of that product's), and none may be
   * in another of the shop's promotions that has not ended and whose period meets this one's
   * (a whole product meets each of its variants). Runs under the shop's promotion lock.
   */
  async function checkItems(tx: DbOrTx, shopId: string, input: TPromotionOut, lang: Lang, excludePromotionId?: string) {
    await repo.lockShopPromotions(tx, shopId)
    const productIds = [...new Set(input.items.map((i) => i.product_id))]
    const variantIds = input.items.flatMap((i) => (i.variant_id ? [i.variant_id] : []))
    const owned = await repo.shopProductsAndVariants(tx, shopId, productIds, variantIds)
    const foreign: Record<string, string> = {}
    input.items.forEach((item, i) => {
      if (!owned.products.has(item.product_id)) foreign[`items.${i}.product_id`] = validationMessage('v.promotion_product', lang)
      else if (item.variant_id && owned.variantProduct.get(item.variant_id) !== item.product_id)
        foreign[`items.${i}.variant_id`] = validationMessage('v.promotion_product', lang)
    })
    if (Object.keys(foreign).length) throw new AppError('VALIDATION_FAILED', { fields: foreign })
    const others = await repo.overlappingItems(tx, {
      shopId,
      productIds,
      start: new Date(input.start_time),
      end: new Date(input.end_time),
      excludePromotionId,
    })
    // each clashing item is named with the promotion it clashes with, the first one in the message
    const clashes: Record<string, string> = {}
    let first: { product: string; promotion: string } | undefined
    input.items.forEach((item, i) => {
      const clash = others.find(
        (o) => o.productId === item.product_id && (o.variantId === null || item.variant_id === null || o.variantId === item.variant_id),
      )
      if (!clash) return
      const params = { product: clash.productName, promotion: clash.promotionName }
      first ??= params
      clashes[`items.${i}.product_id`] = errorMessage('PROMOTION_OVERLAP', lang, params)
    })
    if (first) throw new AppError('PROMOTION_OVERLAP', { params: first, fields: clashes })
  }

  /** A page of the shop's promotions in one state (or all), with how many there are in each state. */
  async function list(opts: { actor: Actor; query: TVoucherManageQuery }) {
    const { shopId } = await scopeOf(opts.actor)
    const [{ rows, total }, counted] = await Promise.all([
      repo.listOfShop(db, shopId, opts.query),
      repo.countByStatus(db, shopId, opts.query.keyword),
    ])
    const ids = rows.map((r) => r.id)
    const [items, results] = await Promise.all([repo.itemsOf(db, ids), repo.salesOf(db, ids)])
    return {
      data: rows.map((r) => presentPromotion(r, items.get(r.id) ?? [], results.get(r.id))),
      meta: { page: opts.query.page, limit: opts.query.limit, total },
      counts: statusCounts(counted),
    }
  }

  async function get(opts: { actor: Actor; id: string }) {
    const { shopId } = await scopeOf(opts.actor)
    return presentOwned(db, shopId, opts.id)
  }

  async function create(opts: { actor: Actor; lang: Lang; input: TPromotionOut }) {
    const { shopId } = await scopeOf(opts.actor)
    const { input } = opts
    return db.transaction(async (tx) => {
      await checkItems(tx, shopId, input, opts.lang)
      const row = await repo.insertPromotion(tx, {
        shopId,
        name: input.name,
        description: input.description ?? null,
        cover: input.cover ?? null,
        startsAt: new Date(input.start_time),
        endsAt: new Date(input.end_time),
      })
      await repo.insertItems(tx, row.id, itemValues(input))
      return presentOwned(tx, shopId, row.id)
    })
  }

  /**
   * Replaces the promotion's terms and items (spec §4: not once it has ended). Items are matched
   * by product and variant, so what they sold stays counted; a product limit cannot drop below it.
   */
  async function update(opts: { actor: Actor; lang: Lang; id: string; input: TPromotionOut }) {
    const { shopId } = await scopeOf(opts.actor)
    const { input } = opts
    return db.transaction(async (tx) => {
      const current = await requireOwned(tx, shopId, opts.id, true)
      if (statusOf(current) === 'ended') throw new AppError('PROMOTION_NOT_EDITABLE')
      await checkItems(tx, shopId, input, opts.lang, current.id)
      const existing = new Map(((await repo.itemsOf(tx, [current.id])).get(current.id) ?? []).map((i) => [itemKey(i), i]))
      const next = itemValues(input)
      const below: Record<string, string> = {}
      next.forEach((item, i) => {
        const kept = existing.get(itemKey(item))
        if (kept && item.productLimit !== null && item.productLimit < kept.sold)
          below[`items.${i}.product_limit`] = validationMessage('v.below_used', opts.lang)
      })
      if (Object.keys(below).length) throw new AppError('VALIDATION_FAILED', { fields: below })
      await repo.updatePromotion(tx, current.id, {
        name: input.name,
        description: input.description ?? null,
        cover: input.cover ?? null,
        startsAt: new Date(input.start_time),
        endsAt: new Date(input.end_time),
      })
      const keep = new Set(next.map(itemKey))
      await repo.deleteItems(
        tx,
        [...existing.values()].filter((i) => !keep.has(itemKey(i))).map((i) => i.id),
      )
      const added: repo.ItemValues[] = []
      for (const item of next) {
        const kept = existing.get(itemKey(item))
        if (kept) await repo.updateItem(tx, kept.id, item)
        else added.push(item)
      }
      await repo.insertItems(tx, current.id, added)
      return presentOwned(tx, shopId, current.id)
    })
  }

  async function remove(opts: { actor: Actor; id: string }) {
    const { shopId } = await scopeOf(opts.actor)
    await db.transaction(async (tx) => {
      const current = await requireOwned(tx, shopId, opts.id, true)
      await repo.deletePromotion(tx, current.id)
    })
    return { ok: true as const }
  }

  /** Ends it now: its prices stop at once (ending an ended promotion changes nothing). */
  async function end(opts: { actor: Actor; id: string }) {
    const { shopId } = await scopeOf(opts.actor)
    return db.transaction(async (tx) => {
      const current = await requireOwned(tx, shopId, opts.id, true)
      if (!current.endedAt) await repo.updatePromotion(tx, current.id, { endedAt: new Date() })
      return presentOwned(tx, shopId, current.id)
    })
  }

  /**
   * GET /api/v1/web/promotions (/uu-dai): running and upcoming promotions with their products as
   * buyers see them (visible products only), each priced at the promotion's price from the price
   * it discounts, with the calculator's rounding.
   */
  async function listPublic(
    query: TPublicPromotionsQuery,
  ): Promise<{ data: TPublicPromotion[]; meta: { page: number; limit: number; total: number } }> {
    const { rows, total } = await repo.listPublic(db, query)
    const items = await repo.publicItems(
      db,
      rows.map((r) => r.id),
      query.products,
    )
    const cards = new Map((await deps.productCards([...new Set(items.map((i) => i.productId))])).map((c) => [c._id, c]))
    const data = rows.map((p): TPublicPromotion => {
      const mine = items.filter((i) => i.promotionId === p.id)
      return {
        _id: p.id,
        name: p.name,
        description: p.description,
        cover: p.cover,
        start_time: p.startsAt.toISOString(),
        end_time: p.endsAt.toISOString(),
        status: statusOf(p) === 'upcoming' ? 'upcoming' : 'running',
        shop: p.shopId ? { _id: p.shopId, name: p.shopName ?? '' } : null,
        max_discount_percent: mine.reduce((m, i) => Math.max(m, i.maxDiscount), 0),
        product_count: mine[0]?.productCount ?? 0,
        products: mine.flatMap((i) => {
          const card = cards.get(i.productId)
          if (!card) return []
          return [
            {
              ...card,
              sale_price: promotionUnitPrice(i.basePrice, i.discountPercent),
              before_sale_price: i.basePrice,
              discount_percent: i.discountPercent,
              promotion: { _id: p.id, discount_percent: i.discountPercent },
              promotion_item: {
                item_id: i.itemId,
                variant_id: i.variantId,
                discount_percent: i.discountPercent,
                max_discount_percent: i.maxDiscountPercent,
                product_limit: i.productLimit,
                sold: i.sold,
              },
            },
          ]
        }),
      }
    })
    return { data, meta: { page: query.page, limit: query.limit, total } }
  }

  return { list, get, create, update, remove, end, listPublic }
}
export type PromotionsService = ReturnType<typeof createPromotionsService>
