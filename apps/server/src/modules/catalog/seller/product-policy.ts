import { PRODUCT_RULES } from '@xinh/contracts'
import { AppError } from '#server/platform/errors.ts'

/** Pure rules of the seller catalogue: price-change limits, what counts as a content change, clone names. */

const DAY_MS = 86_400_000

export type PricedVariant = { options: string[]; price: number; sale_price: number }

/** The option combination of a variant, the key variants are matched by across updates. */
export const variantKey = (options: readonly string[]) => options.join('\u0000')

/**
 * Denormalised product pricing (products.price / sale_price / stock): the cheapest variant by
 * sale price (and that variant's own price), and the total stock. A product without variants
 * (a draft) is 0 / 0 / 0.
 */
export function summarisePricing(variants: ReadonlyArray<{ price: number; sale_price: number; stock: number }>) {
  if (variants.length === 0) return { price: 0, salePrice: 0, stock: 0 }
  const cheapest = variants.reduce((a, b) => (b.sale_price < a.sale_price || (b.sale_price === a.sale_price && b.price < a.price) ? b : a))
  return { price: cheapest.price, salePrice: cheapest.sale_price, stock: variants.reduce((n, v) => n + v.stock, 0) }
}

/**
 * Whether an update changes a price buyers have seen: a variant whose option combination exists
 * before and after with a different price or sale price, or a different product price (the
 * cheapest variant) — so renaming options to get fresh variants does not dodge the rule.
 */
export function isPriceChanged(before: readonly PricedVariant[], after: readonly PricedVariant[]): boolean {
  const old = new Map(before.map((v) => [variantKey(v.options), v]))
  for (const v of after) {
    const o = old.get(variantKey(v.options))
    if (o && (o.price !== v.price || o.sale_price !== v.sale_price)) return true
  }
  if (before.length === 0 || after.length === 0) return false
  const [a, b] = [summarisePricing(before.map((v) => ({ ...v, stock: 0 }))), summarisePricing(after.map((v) => ({ ...v, stock: 0 })))]
  return a.price !== b.price || a.salePrice !== b.salePrice
}

/**
 * The price rule applies once a product has been accepted: while its latest review is an
 * acceptance (accepted, delisted, or pending again after an accepted product was edited).
 * Acceptance clears rejection_reason; a rejection sets it.
 */
export function isPriceRuleApplicable(p: { reviewedAt: Date | null; rejectionReason: string | null }): boolean {
  return p.reviewedAt !== null && p.rejectionReason === null
}

/**
 * spec §9: a price may change once per 14 days and at most 3 times (PRICE_CHANGE_TOO_SOON /
 * PRICE_CHANGE_TOO_MANY). The database re-checks the same condition atomically.
 */
export function assertPriceChangeAllowed(p: { priceChangeCount: number; priceChangedAt: Date | null }, now: Date) {
  if (p.priceChangeCount >= PRODUCT_RULES.priceChangeMaxCount) throw new AppError('PRICE_CHANGE_TOO_MANY')
  if (p.priceChangedAt && now.getTime() - p.priceChangedAt.getTime() < PRODUCT_RULES.priceChangeMinDays * DAY_MS)
    throw new AppError('PRICE_CHANGE_TOO_SOON')
}

/** The earliest moment a new price change is allowed after one at `changedAt`. */
export const priceChangeCutoff = (now: Date) => new Date(now.getTime() - PRODUCT_RULES.priceChangeMinDays * DAY_MS)

/** What an admin reviewed: text, category and every picture or video buyers see. */
export type ReviewedContent = {
  name: string
  description: string
  categoryId: string | null
  images: readonly string[]
  descriptionImages: readonly string[]
  video: string | null
  optionImages: ReadonlyArray<string | null | undefined>
  variantImages: readonly string[]
}

/** Whether an update changes reviewed content, which sends the product back to moderation. */
export function isContentChanged(before: ReviewedContent, after: ReviewedContent): boolean {
  const same = (a: ReadonlyArray<unknown>, b: ReadonlyArray<unknown>) =>
    a.length === b.length && a.every((x, i) => (x ?? null) === (b[i] ?? null))
  return (
    before.name !== after.name ||
    before.description !== after.description ||
    before.categoryId !== after.categoryId ||
    (before.video ?? null) !== (after.video ?? null) ||
    !same(before.images, after.images) ||
    !same(before.descriptionImages, after.descriptionImages) ||
    !same([...new Set(before.optionImages.filter(Boolean))].sort(), [...new Set(after.optionImages.filter(Boolean))].sort()) ||
    !same([...new Set(before.variantImages)].sort(), [...new Set(after.variantImages)].sort())
  )
}
