import { describe, expect, it } from 'vitest'
import { foldVietnamese, issuesToFields, normaliseKeyword, ZProductSearchQuery, ZShopProductsQuery } from './index.ts'

describe('foldVietnamese', () => {
  it('removes every tone and vowel mark, đ→d, lower case', () => {
    expect(foldVietnamese('Áo Thun ĐƯỜNG Phố ưu đãi ổn định')).toBe('ao thun duong pho uu dai on dinh')
    expect(foldVietnamese('dương đường dưỡng')).toBe('duong duong duong')
    expect(foldVietnamese('Ạ Ặ Ẫ Ề Ỉ Ộ Ờ Ữ Ỹ')).toBe('a a a e i o o u y')
  })
})

describe('normaliseKeyword', () => {
  it('keeps tones, makes NFC, lower case and single spaces', () => {
    expect(normaliseKeyword('  A\u0301O   Thun\t')).toBe('áo thun')
  })
})

describe('ZProductSearchQuery', () => {
  it('parses the list query and rejects an inverted price range', () => {
    expect(ZProductSearchQuery.parse({ keyword: ' ao ', price_min: '100', has_promotion: 'true' })).toMatchObject({
      keyword: 'ao',
      price_min: 100,
      has_promotion: true,
      sort: 'relevance',
      page: 1,
      limit: 20,
    })
    const r = ZProductSearchQuery.safeParse({ price_min: '500', price_max: '100' })
    expect(r.success).toBe(false)
    if (!r.success)
      expect(issuesToFields(r.error.issues as never, 'vi')).toEqual({ price_max: 'Giá tối đa phải lớn hơn hoặc bằng giá tối thiểu' })
  })

  it('shop product queries take a shop category id and the product sorts', () => {
    expect(ZShopProductsQuery.parse({ shop_category_id: '', sort: 'price_asc' })).toEqual({ sort: 'price_asc', page: 1, limit: 20 })
    expect(ZShopProductsQuery.safeParse({ sort: 'x' }).success).toBe(false)
  })
})
