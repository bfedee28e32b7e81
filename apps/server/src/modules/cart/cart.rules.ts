import { COMMERCE, type CartInvalidReason } from '@xinh/contracts'

/** What decides whether a line can be bought now. */
export type LineState = {
  product: { status: string; allowToSell: boolean }
  shop: { status: string; isPaused: boolean }
  variant: { isActive: boolean; stock: number } | null
}

/**
 * Why a line cannot be bought now, or null. A product the buyer may no longer see (not accepted,
 * hidden by its seller, or its shop no longer approved) is `delisted`; then a variant that is gone,
 * a shop on a break, and last a variant without stock.
 */
export function invalidReason(line: LineState): CartInvalidReason | null {
  if (line.product.status !== 'accepted' || !line.product.allowToSell || line.shop.status !== 'approved') return 'delisted'
  if (!line.variant?.isActive) return 'variant_gone'
  if (line.shop.isPaused) return 'shop_paused'
  if (line.variant.stock <= 0) return 'sold_out'
  return null
}

/** The most a line may hold: the stock, and never more than the cart's per-line maximum. */
export const lineCap = (stock: number) => Math.max(0, Math.min(stock, COMMERCE.cartQuantityMax))

/** `wanted` units of a variant with `stock`: the quantity kept and whether it was lowered. */
export function clampQuantity(wanted: number, stock: number): { quantity: number; clamped: boolean } {
  const cap = lineCap(stock)
  return wanted > cap ? { quantity: cap, clamped: true } : { quantity: wanted, clamped: false }
}

export type MergeLine = { id: string; variantId: string | null; quantity: number; createdAt: Date }

export type MergePlan = {
  /** The account's lines whose quantity grows by the guest's (same variant). */
  update: Array<{ id: string; quantity: number }>
  /** Guest lines that move to the account as they are (quantity clamped). */
  move: Array<{ id: string; quantity: number }>
  /** Guest lines dropped: merged into a line above, variant gone, or beyond the cart limit. */
  drop: string[]
}

/**
 * How a guest's cart joins an account's on login: the same variant adds up (clamped to the
 * stock and the per-line maximum), other lines move over, newest first, while the account has
 * room (COMMERCE.cartItemsMax); a guest line whose variant is gone is dropped. `stock` gives a
 * variant's stock (a sold-out variant keeps the larger of the two quantities: it shows in the
 * invalid list until it is back).
 */
export function planMerge(guest: MergeLine[], account: MergeLine[], stock: (variantId: string) => number): MergePlan {
  const plan: MergePlan = { update: [], move: [], drop: [] }
  const byVariant = new Map(account.filter((l) => l.variantId).map((l) => [l.variantId as string, l]))
  let room = COMMERCE.cartItemsMax - account.length
  const newestFirst = [...guest].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
  for (const g of newestFirst) {
    if (!g.variantId) {
      plan.drop.push(g.id)
      continue
    }
    const s = stock(g.variantId)
    const fit = (wanted: number, fallback: number) =>
      s > 0 ? clampQuantity(wanted, s).quantity : Math.min(fallback, COMMERCE.cartQuantityMax)
    const mine = byVariant.get(g.variantId)
    if (mine) {
      const quantity = fit(mine.quantity + g.quantity, Math.max(mine.quantity, g.quantity))
      if (quantity !== mine.quantity) plan.update.push({ id: mine.id, quantity })
      plan.drop.push(g.id)
    } else if (room > 0) {
      plan.move.push({ id: g.id, quantity: fit(g.quantity, g.quantity) })
      room--
    } else plan.drop.push(g.id)
  }
  return plan
}
