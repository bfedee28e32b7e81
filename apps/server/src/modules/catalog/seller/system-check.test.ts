import { describe, expect, it } from 'vitest'
import type { ApprovedSnapshot } from '../catalog.tables.ts'
import { productDiff, systemCheck } from './system-check.ts'

const clean = {
  name: 'Đầm voan hoa nhí cổ vuông',
  description: 'Đầm voan mềm, lót trong, phù hợp đi chơi cuối tuần.',
  images: ['/a.webp', '/b.webp', '/c.webp'],
  price: 400_000,
  salePrice: 350_000,
  duplicates: [],
  categoryMedian: 380_000,
}

describe('systemCheck (spec §4)', () => {
  it('finds nothing in a clean product', () => {
    expect(systemCheck(clean).issues).toEqual([])
  })

  it('names each finding: pictures, duplicates, price against the category, deep discount', () => {
    expect(systemCheck({ ...clean, images: [] }).issues).toEqual(['no_images'])
    expect(systemCheck({ ...clean, images: ['/a.webp', '/a.webp'] })).toMatchObject({
      issues: ['few_images', 'duplicate_images'],
      images: { count: 2, repeated: 1 },
    })
    const dupe = { _id: 'x', name: clean.name, shop_name: 'Shop khác', status: 'accepted', same_shop: false }
    expect(systemCheck({ ...clean, duplicates: [dupe] }).issues).toEqual(['duplicate_name'])
    expect(systemCheck({ ...clean, salePrice: 50_000 }).issues).toEqual(['price_low', 'deep_discount'])
    expect(systemCheck({ ...clean, price: 3_000_000, salePrice: 2_500_000 }).issues).toEqual(['price_high'])
    // no median (too few listed products in the category): no price judgement, the discount still counts
    expect(systemCheck({ ...clean, categoryMedian: null, salePrice: 40_000 })).toMatchObject({
      issues: ['deep_discount'],
      price: { category_median: null, discount_percent: 90 },
    })
  })

  it('reports sensitive words with the field they are in', () => {
    const check = systemCheck({ ...clean, description: 'Hàng fake loại 1 giống auth 99%' })
    expect(check.issues).toContain('sensitive_words')
    expect(check.sensitive.every((s) => s.field === 'description')).toBe(true)
  })
})

describe('productDiff', () => {
  const before: ApprovedSnapshot = {
    name: 'Áo sơ mi linen',
    description: 'Mô tả cũ',
    categoryId: 'c1',
    images: ['/a.webp'],
    descriptionImages: [],
    video: null,
    classifications: [{ name: 'Size', options: ['S', 'M'] }],
    variants: [{ options: ['S'], price: 300_000, salePrice: 250_000 }],
  }
  it('lists only the fields that changed, categories by name, prices in VND', () => {
    const after = {
      ...before,
      name: 'Áo sơ mi linen mới',
      categoryId: 'c2',
      variants: [{ options: ['S'], price: 300_000, salePrice: 200_000 }],
    }
    const names = { c1: 'Áo', c2: 'Áo sơ mi' } as Record<string, string>
    expect(productDiff(before, after, (id) => (id ? (names[id] ?? id) : ''))).toEqual([
      { field: 'name', before: 'Áo sơ mi linen', after: 'Áo sơ mi linen mới' },
      { field: 'category', before: 'Áo', after: 'Áo sơ mi' },
      { field: 'variants', before: 'S: 250.000 ₫ (300.000 ₫)', after: 'S: 200.000 ₫ (300.000 ₫)' },
    ])
    expect(productDiff(before, before, () => '')).toEqual([])
  })
})
