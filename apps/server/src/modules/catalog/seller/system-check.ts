import type { SystemCheckIssue, TProductDiffLine, TProductSystemCheck } from '@xinh/contracts'
import type { ApprovedSnapshot } from '../catalog.tables.ts'
import { findSensitiveContent } from './sensitive-content.ts'

/**
 * The system check an admin sees on a queued product (spec §4): sensitive words in the name or
 * description, pictures (none, too few, the same one repeated), the same name or pictures on
 * another product, and a price far from its category's or a discount too deep to be real.
 * Pure: the caller looks up duplicates and the category median.
 */

/** spec §4 asks for "enough" pictures; fewer than this is worth a look. */
export const MIN_IMAGES = 3
/** A discount at or above this share of the list price looks like bait. */
export const DEEP_DISCOUNT_PERCENT = 80
/** A sale price below this share (or above this multiple) of the category median is an anomaly. */
export const PRICE_LOW_SHARE = 0.2
export const PRICE_HIGH_MULTIPLE = 5

export type CheckInput = {
  name: string
  description: string
  images: string[]
  price: number
  salePrice: number
  duplicates: TProductSystemCheck['duplicates']
  categoryMedian: number | null
}

export function systemCheck(p: CheckInput): TProductSystemCheck {
  const issues: SystemCheckIssue[] = []
  const sensitive = (['name', 'description'] as const).flatMap((field) =>
    findSensitiveContent(field === 'name' ? p.name : p.description).map((h) => ({ field, phrase: h.phrase, category: h.category })),
  )
  if (sensitive.length) issues.push('sensitive_words')
  const repeated = p.images.length - new Set(p.images).size
  if (p.images.length === 0) issues.push('no_images')
  else if (p.images.length < MIN_IMAGES) issues.push('few_images')
  if (repeated > 0) issues.push('duplicate_images')
  if (p.duplicates.length) issues.push('duplicate_name')
  const discount = p.price > 0 ? Math.round(((p.price - p.salePrice) / p.price) * 100) : 0
  if (p.categoryMedian && p.salePrice > 0) {
    if (p.salePrice < p.categoryMedian * PRICE_LOW_SHARE) issues.push('price_low')
    if (p.salePrice > p.categoryMedian * PRICE_HIGH_MULTIPLE) issues.push('price_high')
  }
  if (discount >= DEEP_DISCOUNT_PERCENT) issues.push('deep_discount')
  return {
    issues,
    sensitive,
    images: { count: p.images.length, repeated },
    duplicates: p.duplicates,
    price: { sale_price: p.salePrice, price: p.price, category_median: p.categoryMedian, discount_percent: discount },
  }
}

const vnd = (n: number) => `${new Intl.NumberFormat('vi-VN').format(n)} ₫`
const lines = (xs: string[]) => xs.join('\n')

/**
 * What changed since the admin last accepted the product, field by field (only changed fields),
 * as text for a side-by-side view. Category ids are shown by name when `categoryName` knows them.
 */
export function productDiff(
  before: ApprovedSnapshot,
  after: ApprovedSnapshot,
  categoryName: (id: string | null) => string,
): TProductDiffLine[] {
  const out: TProductDiffLine[] = []
  const push = (field: string, a: string, b: string) => {
    if (a !== b) out.push({ field, before: a, after: b })
  }
  push('name', before.name, after.name)
  push('description', before.description, after.description)
  push('category', categoryName(before.categoryId), categoryName(after.categoryId))
  push('images', lines(before.images), lines(after.images))
  push('description_images', lines(before.descriptionImages), lines(after.descriptionImages))
  push('video', before.video ?? '', after.video ?? '')
  const classes = (s: ApprovedSnapshot) => lines(s.classifications.map((c) => `${c.name}: ${c.options.join(', ')}`))
  push('classifications', classes(before), classes(after))
  const variants = (s: ApprovedSnapshot) =>
    lines(
      s.variants.map((v) => `${v.options.join(' / ') || '—'}: ${vnd(v.salePrice)}${v.salePrice !== v.price ? ` (${vnd(v.price)})` : ''}`),
    )
  push('variants', variants(before), variants(after))
  return out
}
