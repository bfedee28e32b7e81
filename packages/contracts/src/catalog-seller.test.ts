import { describe, expect, it } from 'vitest'
import {
  cloneName,
  issuesToFields,
  ZProductIds,
  ZRejectInput,
  ZSellerDraftInput,
  ZSellerProductListQuery,
  ZSellerProductPickQuery,
  ZSizeChartInput,
} from './index.ts'

const fields = (r: { success: boolean; error?: { issues: unknown[] } }) => (r.success ? {} : issuesToFields(r.error!.issues as never, 'en'))
const ID = '01900000-0000-7000-8000-000000000001'

describe('seller list queries', () => {
  it('defaults to all products, page 1, 20 per page; an unknown filter is refused', () => {
    expect(ZSellerProductListQuery.parse({})).toEqual({ filter: 'all', sort: 'newest', page: 1, limit: 20 })
    expect(ZSellerProductListQuery.parse({ filter: 'sold_out', keyword: ' áo ', page: '2' })).toMatchObject({
      filter: 'sold_out',
      keyword: 'áo',
      page: 2,
    })
    expect(ZSellerProductListQuery.safeParse({ filter: 'hidden' }).success).toBe(false)
  })

  it('reads exclude_ids as a comma-separated list of ids', () => {
    expect(ZSellerProductPickQuery.parse({ exclude_ids: `${ID}, ${ID}` }).exclude_ids).toEqual([ID, ID])
    expect(ZSellerProductPickQuery.parse({}).exclude_ids).toEqual([])
    expect(ZSellerProductPickQuery.safeParse({ exclude_ids: 'abc' }).success).toBe(false)
  })
})

describe('bulk ids and reject reason', () => {
  it('needs 1–100 ids', () => {
    expect(ZProductIds.safeParse({ ids: [ID] }).success).toBe(true)
    expect(fields(ZProductIds.safeParse({ ids: [] }))).toEqual({ ids: 'This field is required' })
    expect(ZProductIds.safeParse({ ids: Array(101).fill(ID) }).success).toBe(false)
    expect(ZProductIds.safeParse({ ids: [ID], extra: 1 }).success).toBe(false)
  })

  it('a reason is 1–300 characters after trimming', () => {
    expect(ZRejectInput.parse({ reason: '  Ảnh mờ  ' })).toEqual({ reason: 'Ảnh mờ' })
    expect(fields(ZRejectInput.safeParse({ reason: '   ' }))).toEqual({ reason: 'This field is required' })
    expect(fields(ZRejectInput.safeParse({ reason: 'x'.repeat(301) }))).toEqual({ reason: 'At most 300 characters' })
    expect(ZRejectInput.safeParse({ reason: 'x'.repeat(300) }).success).toBe(true)
  })
})

describe('ZSellerDraftInput', () => {
  it('accepts a name alone but still refuses a sale price above the price and repeated variants', () => {
    expect(ZSellerDraftInput.safeParse({ name: 'Nháp' }).success).toBe(true)
    const bad = ZSellerDraftInput.safeParse({
      name: 'Nháp',
      variants: [
        { options: ['Đỏ'], price: 100, sale_price: 200, stock: 1 },
        { options: ['Đỏ'], price: 100, sale_price: 100, stock: 1 },
      ],
    })
    expect(fields(bad)).toEqual({
      'variants.0.sale_price': 'Sale price cannot exceed the original price',
      'variants.1.options': 'Duplicate variant',
    })
  })
})

describe('ZSizeChartInput (spec §3 rows)', () => {
  const chart = {
    name: 'Bảng size áo',
    attributes: [{ _id: 'chest', name: 'Ngực' }],
    rows: [{ size_name: 'M', size_values: [{ values: '86-90', attribute_id: 'chest' }] }],
  }
  it('fills each value’s size_name from its row and defaults the type', () => {
    expect(ZSizeChartInput.parse(chart)).toEqual({
      ...chart,
      type: 'top',
      rows: [{ size_name: 'M', size_values: [{ values: '86-90', attribute_id: 'chest', size_name: 'M' }] }],
    })
  })
  it('refuses duplicate attribute ids and a value naming an attribute twice in a row', () => {
    expect(
      fields(ZSizeChartInput.safeParse({ ...chart, attributes: [...chart.attributes, { _id: 'chest', name: 'Ngực 2' }] })),
    ).toHaveProperty(['attributes.1._id'])
    const twice = {
      ...chart,
      rows: [
        {
          size_name: 'M',
          size_values: [
            { values: '1', attribute_id: 'chest' },
            { values: '2', attribute_id: 'chest' },
          ],
        },
      ],
    }
    expect(fields(ZSizeChartInput.safeParse(twice))).toHaveProperty(['rows.0.size_values.1.attribute_id'])
  })
})

describe('cloneName', () => {
  it('never exceeds 199 characters', () => {
    for (const n of [1, 150, 189, 190, 199]) expect([...cloneName('á'.repeat(n))].length).toBeLessThanOrEqual(199)
  })
})
