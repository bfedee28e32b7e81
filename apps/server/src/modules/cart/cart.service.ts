import {
  type CartInvalidReason,
  COMMERCE,
  type ErrorCode,
  errorMessage,
  type Lang,
  promotionUnitPrice,
  type TAddToCart,
  type TCartAll,
  type TCartItem,
  type TCartNotice,
  type TCartSelect,
  type TCartShop,
  zId,
} from '@xinh/contracts'
import type { Db, DbOrTx } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import type { PricingEngine, VariantPromotion } from '#server/modules/pricing/index.ts'
import * as repo from './cart.repo.ts'
import { clampQuantity, invalidReason, lineCap, planMerge } from './cart.rules.ts'

/** Where the cart reads running promotions: the pricing engine (app.ts); none in tests that do not need them. */
export type PromotionSource = Pick<PricingEngine, 'promotionsFor'>

const noPromotions: PromotionSource = { promotionsFor: async () => new Map() }

export type CartDeps = { db: Db; promotions?: PromotionSource }

/** Cart ids arrive as any short string (ZPathId); one that is not a UUID names nothing. */
const isUuid = (id: string) => zId.safeParse(id).success

/** The error an action on an invalid line answers with. */
const REASON_ERRORS: Record<CartInvalidReason, ErrorCode> = {
  delisted: 'PRODUCT_INVALID_ID',
  variant_gone: 'VARIANT_NOT_FOUND',
  shop_paused: 'SHOP_PAUSED',
  sold_out: 'PRODUCT_OUT_OF_STOCK',
}

export type CartItemResult = TCartItem & { notice?: TCartNotice }

const clampNotice = (stock: number, lang: Lang): TCartNotice => ({
  code: 'QUANTITY_CLAMPED',
  stock,
  message: errorMessage('QUANTITY_CLAMPED', lang, { stock }),
})

/** The picture of a line: the variant's, else its options' (e.g. the colour), else the product's. */
function imageOf(row: repo.LineRow): string | null {
  if (row.variant?.images[0]) return row.variant.images[0]
  const options = row.variant?.options ?? []
  for (const [k, c] of row.classifications.entries()) {
    const image = c.options.find((o) => o.name === options[k])?.image
    if (image) return image
  }
  return row.product.images[0] ?? null
}

/** The API shape of a line (docs/api/commerce.md CartItem). */
export function presentLine(row: repo.LineRow, promotion: VariantPromotion | undefined, quantity = row.quantity): TCartItem {
  const v = row.variant
  const salePrice = v?.salePrice ?? row.product.salePrice
  const reason = invalidReason(row)
  return {
    _id: row.id,
    product: {
      _id: row.productId,
      name: row.product.name,
      image: imageOf(row),
      variant: v
        ? { _id: v.id, options: v.options, sale_price: v.salePrice, sale_price_original: v.price, stock: v.stock, images: v.images }
        : null,
      classifications: row.classifications.map((c) => ({
        name: c.name,
        options: c.options.map((o) => ({ name: o.name, image: o.image ?? null })),
      })),
    },
    quantity,
    is_selected: row.isSelected,
    store_quantity: v?.stock ?? 0,
    price: promotion ? promotionUnitPrice(salePrice, promotion.discount_percent) : salePrice,
    price_original: v?.price ?? row.product.price,
    promotion: promotion
      ? {
          _id: promotion.item_id,
          discount_percent: promotion.discount_percent,
          max_discount_percent: promotion.max_discount_percent,
          remaining: promotion.remaining,
          user_remaining: promotion.user_remaining,
        }
      : null,
    ...(reason ? { invalid_reason: reason } : {}),
  }
}

/** Lines grouped by shop, shops in the order of their newest line. */
export function groupByShop(rows: repo.LineRow[], items: TCartItem[]): TCartShop[] {
  const shops = new Map<string, TCartShop>()
  rows.forEach((row, i) => {
    let group = shops.get(row.shop.id)
    if (!group) {
      group = { shop: { _id: row.shop.id, name: row.shop.name, avatar: row.shop.avatarUrl, is_paused: row.shop.isPaused }, items: [] }
      shops.set(row.shop.id, group)
    }
    group.items.push(items[i]!)
  })
  return [...shops.values()]
}

export function createCartService({ db, promotions = noPromotions }: CartDeps) {
  async function promotionsOf(dbx: DbOrTx, userId: string, rows: repo.LineRow[]) {
    const ids = repo.variantIdsOf(rows)
    return ids.length ? promotions.promotionsFor(dbx, userId, ids) : new Map<string, VariantPromotion>()
  }

  /** One line as the API shows it, with a notice when its quantity was lowered to the stock. */
  async function lineResult(userId: string, id: string, notice?: TCartNotice): Promise<CartItemResult> {
    const [row] = await repo.listLines(db, userId, [id])
    if (!row) throw new AppError('CART_ITEM_NOT_FOUND')
    const promos = await promotionsOf(db, userId, [row])
    const item = presentLine(row, row.variant ? promos.get(row.variant.id) : undefined)
    return notice ? { ...item, notice } : item
  }

  /**
   * GET carts/all: the valid and invalid lines grouped by shop. A valid line holding more than
   * the stock now left is lowered to it (saved, and told with a notice). A fixed number of
   * statements whatever the cart's size: the lines with everything they show, their promotions,
   * and at most one update.
   */
  async function listCart(opts: { userId: string; lang: Lang }): Promise<TCartAll> {
    const rows = await repo.listLines(db, opts.userId)
    const promos = await promotionsOf(db, opts.userId, rows)
    const lowered: Array<{ id: string; quantity: number }> = []
    const items: CartItemResult[] = rows.map((row) => {
      const promo = row.variant ? promos.get(row.variant.id) : undefined
      const stock = row.variant?.stock ?? 0
      if (!invalidReason(row) && row.quantity > lineCap(stock)) {
        lowered.push({ id: row.id, quantity: lineCap(stock) })
        return { ...presentLine(row, promo, lineCap(stock)), notice: clampNotice(stock, opts.lang) }
      }
      return presentLine(row, promo)
    })
    await repo.setQuantities(db, opts.userId, lowered)
    const valid = rows.flatMap((r, i) => (items[i]!.invalid_reason ? [] : [{ r, item: items[i]! }]))
    const invalid = rows.flatMap((r, i) => (items[i]!.invalid_reason ? [{ r, item: items[i]! }] : []))
    return {
      data: {
        valid: groupByShop(
          valid.map((x) => x.r),
          valid.map((x) => x.item),
        ),
        invalid: groupByShop(
          invalid.map((x) => x.r),
          invalid.map((x) => x.item),
        ),
      },
    }
  }

  /** GET carts/count: the number of lines (valid or not). */
  async function countCart(userId: string): Promise<number> {
    return repo.countLines(db, userId)
  }

  /**
   * POST carts: adds a variant, or adds to its line. The product must be listed (else
   * PRODUCT_INVALID_ID), its shop open (SHOP_PAUSED), the variant named (SELECT_CLASSIFICATION;
   * a product without classifications has one variant, taken when none is named) and real
   * (VARIANT_NOT_FOUND), and in stock (PRODUCT_OUT_OF_STOCK). The quantity is lowered to the
   * stock with a QUANTITY_CLAMPED notice; a new line needs room (CART_FULL).
   */
  async function addItem(opts: TAddToCart & { userId: string; lang: Lang }): Promise<CartItemResult> {
    const { userId } = opts
    const quantity = Number(opts.quantity)
    if (!isUuid(opts.product_id)) throw new AppError('PRODUCT_INVALID_ID')
    const done = await db.transaction(async (tx) => {
      const product = await repo.findProductForCart(tx, opts.product_id)
      if (product?.status !== 'accepted' || !product.allowToSell || product.shopStatus !== 'approved')
        throw new AppError('PRODUCT_INVALID_ID')
      if (product.shopPaused) throw new AppError('SHOP_PAUSED')
      const active = await repo.listActiveVariants(tx, opts.product_id)
      let variant: (typeof active)[number] | undefined
      if (!opts.variant_id) {
        if (product.hasClassifications || active.length !== 1) throw new AppError('SELECT_CLASSIFICATION')
        variant = active[0]
      } else variant = active.find((v) => v.id === opts.variant_id)
      if (!variant) throw new AppError('VARIANT_NOT_FOUND')
      if (variant.stock <= 0) throw new AppError('PRODUCT_OUT_OF_STOCK')

      await repo.lockCart(tx, userId)
      const existing = await repo.findLineByVariant(tx, userId, variant.id)
      if (existing) {
        const fit = clampQuantity(existing.quantity + quantity, variant.stock)
        await repo.updateLine(tx, userId, existing.id, { quantity: fit.quantity, ...(opts.affiliate ? { affiliate: opts.affiliate } : {}) })
        return { id: existing.id, clamped: fit.clamped, stock: variant.stock }
      }
      if ((await repo.countLines(tx, userId)) >= COMMERCE.cartItemsMax)
        throw new AppError('CART_FULL', { params: { max: COMMERCE.cartItemsMax } })
      const fit = clampQuantity(quantity, variant.stock)
      const line = await repo.insertLine(tx, {
        userId,
        productId: opts.product_id,
        variantId: variant.id,
        quantity: fit.quantity,
        affiliate: opts.affiliate ?? null,
      })
      return { id: line.id, clamped: fit.clamped, stock: variant.stock }
    })
    return lineResult(userId, done.id, done.clamped ? clampNotice(done.stock, opts.lang) : undefined)
  }

  /** The caller's line (CART_ITEM_NOT_FOUND for anyone else's), read for a change. */
  async function ownLine(dbx: DbOrTx, userId: string, id: string) {
    const [row] = isUuid(id) ? await repo.listLines(dbx, userId, [id]) : []
    if (!row) throw new AppError('CART_ITEM_NOT_FOUND')
    return row
  }

  /** PUT carts/{id}/quantities: a new quantity for a line that can be bought, lowered to the stock. */
  async function changeQuantity(opts: { userId: string; id: string; quantity: number; lang: Lang }): Promise<CartItemResult> {
    const row = await ownLine(db, opts.userId, opts.id)
    const reason = invalidReason(row)
    if (reason || !row.variant) throw new AppError(REASON_ERRORS[reason ?? 'variant_gone'])
    const fit = clampQuantity(opts.quantity, row.variant.stock)
    if (fit.quantity !== row.quantity) await repo.updateLine(db, opts.userId, row.id, { quantity: fit.quantity })
    const promos = await promotionsOf(db, opts.userId, [row])
    const item = presentLine(row, promos.get(row.variant.id), fit.quantity)
    return fit.clamped ? { ...item, notice: clampNotice(row.variant.stock, opts.lang) } : item
  }

  /**
   * PATCH carts/{id}/change-variants: another variant of the same product. When the cart already
   * holds that variant, the two lines become one (quantities added, lowered to the stock).
   */
  async function changeVariant(opts: { userId: string; id: string; variant_id: string; lang: Lang }): Promise<CartItemResult> {
    const { userId } = opts
    const done = await db.transaction(async (tx) => {
      await repo.lockCart(tx, userId)
      const row = await ownLine(tx, userId, opts.id)
      const reason = invalidReason(row)
      if (reason === 'delisted' || reason === 'shop_paused') throw new AppError(REASON_ERRORS[reason])
      const active = await repo.listActiveVariants(tx, row.productId)
      const target = active.find((v) => v.id === opts.variant_id)
      if (!target) throw new AppError('VARIANT_NOT_FOUND')
      if (target.stock <= 0) throw new AppError('PRODUCT_OUT_OF_STOCK')
      const other = target.id === row.variant?.id ? undefined : await repo.findLineByVariant(tx, userId, target.id)
      if (other) {
        const fit = clampQuantity(other.quantity + row.quantity, target.stock)
        await repo.updateLine(tx, userId, other.id, { quantity: fit.quantity, isSelected: other.isSelected || row.isSelected })
        await repo.deleteLines(tx, userId, [row.id])
        return { id: other.id, clamped: fit.clamped, stock: target.stock }
      }
      const fit = clampQuantity(row.quantity, target.stock)
      await repo.updateLine(tx, userId, row.id, { variantId: target.id, quantity: fit.quantity })
      return { id: row.id, clamped: fit.clamped, stock: target.stock }
    })
    return lineResult(userId, done.id, done.clamped ? clampNotice(done.stock, opts.lang) : undefined)
  }

  /** Distinct ids, all of them the caller's lines (else CART_ITEM_NOT_FOUND, and nothing changes). */
  async function ownIds(dbx: DbOrTx, userId: string, ids: string[]) {
    const unique = [...new Set(ids)]
    if (!unique.every(isUuid) || (await repo.countOwned(dbx, userId, unique)) !== unique.length) throw new AppError('CART_ITEM_NOT_FOUND')
    return unique
  }

  /** PATCH carts/select: selects or unselects lines (or all); `exclusive` unselects the others (buy now). */
  async function select(opts: { userId: string } & TCartSelect): Promise<{ ok: true }> {
    const { userId } = opts
    if ('all' in opts) {
      await repo.setSelected(db, userId, opts.is_selected)
      return { ok: true }
    }
    await db.transaction(async (tx) => {
      const ids = await ownIds(tx, userId, opts.ids)
      await repo.setSelected(tx, userId, opts.is_selected, ids)
      if (opts.exclusive) await repo.unselectOthers(tx, userId, ids)
    })
    return { ok: true }
  }

  /** DELETE carts/{id}. */
  async function removeItem(opts: { userId: string; id: string }): Promise<{ ok: true }> {
    if (!isUuid(opts.id) || (await repo.deleteLines(db, opts.userId, [opts.id])) === 0) throw new AppError('CART_ITEM_NOT_FOUND')
    return { ok: true }
  }

  /** POST carts/delete-many: all of them the caller's, or none is deleted. */
  async function removeMany(opts: { userId: string; ids: string[] }): Promise<{ deleted: number }> {
    return db.transaction(async (tx) => {
      const ids = await ownIds(tx, opts.userId, opts.ids)
      return { deleted: await repo.deleteLines(tx, opts.userId, ids) }
    })
  }

  /**
   * On login with a guest session (identity.onLogin): the guest's lines join the account's in
   * one transaction (cart.rules planMerge) and the guest's cart is left empty.
   */
  async function mergeGuestCart(guestId: string, userId: string) {
    if (guestId === userId) return
    await db.transaction(async (tx) => {
      // both carts, always in the same order, so two merges cannot wait on each other
      for (const id of [guestId, userId].sort()) await repo.lockCart(tx, id)
      const guest = await repo.linesWithStock(tx, guestId)
      if (guest.length === 0) return
      const account = await repo.linesWithStock(tx, userId)
      const stock = new Map(guest.flatMap((l) => (l.variantId ? [[l.variantId, l.stock] as const] : [])))
      const plan = planMerge(guest, account, (variantId) => stock.get(variantId) ?? 0)
      await repo.setQuantities(tx, userId, plan.update)
      await repo.moveLines(tx, guestId, userId, plan.move)
      await repo.clearLines(tx, guestId)
    })
  }

  return { listCart, countCart, addItem, changeQuantity, changeVariant, select, removeItem, removeMany, mergeGuestCart }
}

export type CartService = ReturnType<typeof createCartService>
