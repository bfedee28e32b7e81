import { cloneName, PRODUCT_RULES } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import { AppError } from '#server/platform/errors.ts'
import {
  assertPriceChangeAllowed,
  isContentChanged,
  isPriceChanged,
  isPriceRuleApplicable,
  type ReviewedContent,
  summarisePricing,
} from './product-policy.ts'

const codeOf = (fn: () => unknown) => {
  try {
    fn()
    return null
  } catch (error) {
    return error instanceof AppError ? error.code : String(error)
  }
}
const DAY = 86_400_000

describe('price-change rule (spec §9: once per 14 days, at most 3 times)', () => {
  const now = new Date('2026-03-01T00:00:00Z')
  it('allows the first change and one 14 days after the last', () => {
    expect(codeOf(() => assertPriceChangeAllowed({ priceChangeCount: 0, priceChangedAt: null }, now))).toBeNull()
    expect(
      codeOf(() => assertPriceChangeAllowed({ priceChangeCount: 1, priceChangedAt: new Date(now.getTime() - 14 * DAY) }, now)),
    ).toBeNull()
  })
  it('refuses a change within 14 days', () => {
    const at = new Date(now.getTime() - 14 * DAY + 60_000)
    expect(codeOf(() => assertPriceChangeAllowed({ priceChangeCount: 1, priceChangedAt: at }, now))).toBe('PRICE_CHANGE_TOO_SOON')
  })
  it('refuses a fourth change, whenever it comes', () => {
    const at = new Date(now.getTime() - 400 * DAY)
    expect(codeOf(() => assertPriceChangeAllowed({ priceChangeCount: PRODUCT_RULES.priceChangeMaxCount, priceChangedAt: at }, now))).toBe(
      'PRICE_CHANGE_TOO_MANY',
    )
  })
  it('applies while the latest review is an acceptance', () => {
    expect(isPriceRuleApplicable({ reviewedAt: null, rejectionReason: null })).toBe(false)
    expect(isPriceRuleApplicable({ reviewedAt: now, rejectionReason: null })).toBe(true)
    expect(isPriceRuleApplicable({ reviewedAt: now, rejectionReason: 'Ảnh mờ' })).toBe(false)
  })
})

describe('isPriceChanged', () => {
  const v = (options: string[], price: number, sale_price: number) => ({ options, price, sale_price })
  it('sees a changed price or sale price of a kept option combination', () => {
    expect(isPriceChanged([v(['Đỏ'], 200, 150)], [v(['Đỏ'], 200, 150)])).toBe(false)
    expect(isPriceChanged([v(['Đỏ'], 200, 150)], [v(['Đỏ'], 210, 150)])).toBe(true)
    expect(isPriceChanged([v(['Đỏ'], 200, 150), v(['Xanh'], 200, 150)], [v(['Đỏ'], 200, 150), v(['Xanh'], 200, 140)])).toBe(true)
  })
  it('does not count stock-only edits or a new, dearer variant', () => {
    expect(isPriceChanged([v(['Đỏ'], 200, 150)], [v(['Đỏ'], 200, 150), v(['Vàng'], 300, 250)])).toBe(false)
  })
  it('counts a renamed option that changes the product price', () => {
    expect(isPriceChanged([v(['Đỏ'], 200, 150)], [v(['Đỏ tươi'], 200, 120)])).toBe(true)
  })
})

describe('summarisePricing', () => {
  it('takes the cheapest sale price, its own price, and the total stock', () => {
    expect(
      summarisePricing([
        { price: 300, sale_price: 200, stock: 2 },
        { price: 250, sale_price: 180, stock: 3 },
      ]),
    ).toEqual({ price: 250, salePrice: 180, stock: 5 })
    expect(summarisePricing([])).toEqual({ price: 0, salePrice: 0, stock: 0 })
  })
})

describe('isContentChanged', () => {
  const base: ReviewedContent = {
    name: 'Áo thun nữ cổ tròn',
    description: 'Mô tả',
    categoryId: 'c1',
    images: ['/uploads/a.webp'],
    descriptionImages: [],
    video: null,
    optionImages: [null],
    variantImages: [],
  }
  it('is false for the same content and true for any reviewed field', () => {
    expect(isContentChanged(base, { ...base })).toBe(false)
    for (const patch of [
      { name: 'Áo thun nữ cổ tim' },
      { description: 'Khác' },
      { categoryId: 'c2' },
      { images: ['/uploads/b.webp'] },
      { images: ['/uploads/a.webp', '/uploads/b.webp'] },
      { descriptionImages: ['/uploads/c.webp'] },
      { video: '/uploads/v.mp4' },
      { optionImages: ['/uploads/o.webp'] },
      { variantImages: ['/uploads/v.webp'] },
    ])
      expect(isContentChanged(base, { ...base, ...patch }), JSON.stringify(patch)).toBe(true)
  })
})

describe('cloneName', () => {
  it('adds the suffix and stays within the name limit', () => {
    expect(cloneName('Áo thun nữ cổ tròn')).toBe('Áo thun nữ cổ tròn (bản sao)')
    const long = 'Đ'.repeat(199)
    const cloned = cloneName(long)
    expect([...cloned].length).toBe(199)
    expect(cloned.endsWith(' (bản sao)')).toBe(true)
  })
})
