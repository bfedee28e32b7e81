import { describe, expect, it } from 'vitest'
import { issuesToFields, priceRuleState, ZBulkEditQuery, ZBulkVariantUpdate, ZProductInput, ZProductUpdateInput } from './index.ts'

const ID = '01900000-0000-7000-8000-000000000001'
const ID2 = '01900000-0000-7000-8000-000000000002'
const DAY = 86_400_000
const fields = (r: { success: boolean; error?: { issues: unknown[] } }) => (r.success ? {} : issuesToFields(r.error!.issues as never, 'en'))

describe('the spec §9 price rule state', () => {
  const now = new Date('2026-11-20T00:00:00Z')
  it('does not apply before acceptance', () => {
    expect(priceRuleState({ applies: false, count: 0, changedAt: null }, now)).toEqual({
      applies: false,
      changes_left: 3,
      next_change_at: null,
      blocked: null,
    })
  })
  it('counts the changes left and waits 14 days after a change', () => {
    expect(priceRuleState({ applies: true, count: 0, changedAt: null }, now)).toMatchObject({ changes_left: 3, blocked: null })
    const recent = new Date(now.getTime() - 4 * DAY)
    expect(priceRuleState({ applies: true, count: 1, changedAt: recent }, now)).toEqual({
      applies: true,
      changes_left: 2,
      next_change_at: new Date(recent.getTime() + 14 * DAY).toISOString(),
      blocked: 'PRICE_CHANGE_TOO_SOON',
    })
    expect(priceRuleState({ applies: true, count: 2, changedAt: new Date(now.getTime() - 14 * DAY) }, now)).toMatchObject({
      changes_left: 1,
      blocked: null,
    })
    expect(priceRuleState({ applies: true, count: 3, changedAt: new Date(now.getTime() - 40 * DAY) }, now)).toMatchObject({
      changes_left: 0,
      next_change_at: null,
      blocked: 'PRICE_CHANGE_TOO_MANY',
    })
  })
})

describe('the bulk price and stock editor', () => {
  it('pages 50 products by default, at most 100', () => {
    expect(ZBulkEditQuery.parse({})).toEqual({ filter: 'all', page: 1, limit: 50 })
    expect(ZBulkEditQuery.safeParse({ limit: '101' }).success).toBe(false)
  })
  it('checks each row: prices are positive, sale ≤ list price, stock 0 to 1,000,000; no variant twice', () => {
    const row = { variant_id: ID, price: '250000', sale_price: '199000', stock: '0' }
    expect(ZBulkVariantUpdate.parse({ items: [row] }).items[0]).toEqual({ variant_id: ID, price: 250000, sale_price: 199000, stock: 0 })
    expect(fields(ZBulkVariantUpdate.safeParse({ items: [row, { ...row, variant_id: ID2, sale_price: 300000, stock: -1 }] }))).toEqual({
      'items.1.sale_price': 'Sale price cannot exceed the original price',
      'items.1.stock': 'Stock must be between 0 and 1,000,000',
    })
    expect(fields(ZBulkVariantUpdate.safeParse({ items: [row, row] }))).toEqual({ 'items.1.variant_id': 'Invalid value' })
    expect(fields(ZBulkVariantUpdate.safeParse({ items: Array.from({ length: 501 }, () => row) }))).toEqual({
      items: 'At most 500 rows per save',
    })
    expect(ZBulkVariantUpdate.safeParse({ items: [{ ...row, extra: 1 }] }).success).toBe(false)
  })
})

describe('a product update may keep a sold-out variant', () => {
  const product = {
    name: 'Áo thun nữ cổ tròn cotton',
    description:
      'Áo thun cotton 100% mềm mại, thấm hút mồ hôi, form rộng vừa phải, phù hợp đi học, đi làm và dạo phố. Giặt máy được, không phai màu.',
    category_id: ID,
    images: ['/uploads/products/ab/abc.webp'],
    weight: 250,
    pack_length: 30,
    pack_width: 20,
    pack_height: 3,
    prep_days: 5,
    return_days: 7,
    return_conditions: ['Còn nguyên tem mác'],
    variants: [{ options: [], price: 199000, sale_price: 159000, stock: 0 }],
  }
  it('a new product needs quantity at least 1; an update takes 0', () => {
    expect(fields(ZProductInput.safeParse(product))).toEqual({ 'variants.0.stock': 'Quantity must be at least 1' })
    expect(ZProductUpdateInput.safeParse(product).success).toBe(true)
    expect(fields(ZProductUpdateInput.safeParse({ ...product, variants: [{ ...product.variants[0], stock: -1 }] }))).toEqual({
      'variants.0.stock': 'Stock must be between 0 and 1,000,000',
    })
  })
})
