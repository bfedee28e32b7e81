import type { TVoucher } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import { createTranslator } from '#web/lib/i18n/index.ts'
import { en } from '#web/lib/i18n/en.ts'
import { vi } from '#web/lib/i18n/vi.ts'
import { formatDateTime, savesExhausted, shortVnd, usedPercent, voucherDetail, voucherTitle } from './format.ts'

const voucher = (over: Partial<TVoucher> = {}): TVoucher => ({
  _id: 'v',
  code: 'XINH50K',
  name: 'Giảm 50K',
  description: null,
  kind: 'platform',
  type: 'price',
  value: 50_000,
  value_original: 50_000,
  min_order_value: 299_000,
  min_order_value_original: 299_000,
  max_discount_value: null,
  max_discount_value_original: null,
  classify: 'other',
  target: 'all',
  all_products: true,
  product_ids: [],
  start_time: '2026-05-01T00:00:00Z',
  end_time: '2026-06-01T00:00:00Z',
  discount_by_range_price: [],
  conditions: { payment_method: [], shipping_method: [], limit_per_user: null, limit_per_user_by_day: null },
  quantity: 100,
  used: 37,
  savable_quantity: null,
  saved: 50,
  per_customer_limit: 1,
  shop: null,
  display: 'public',
  requires_login: true,
  requires_app: false,
  is_saved: false,
  available: true,
  status: 'running',
  ...over,
})

describe('voucher ticket text', () => {
  const tv = createTranslator('vi', vi)
  const te = createTranslator('en', en)

  it('prints amounts the voucher way', () => {
    expect(shortVnd(50_000, 'vi')).toBe('50K')
    expect(shortVnd(1_500_000, 'vi')).toBe('1,5tr')
    expect(shortVnd(1_500_000, 'en')).toBe('1.5M')
    expect(shortVnd(12_345, 'vi')).toBe('12.345 ₫')
  })

  it('titles each kind of voucher', () => {
    expect(voucherTitle(voucher(), tv)).toBe('Giảm 50K')
    expect(voucherTitle(voucher({ type: 'percent', value: 10 }), te)).toBe('10% off')
    expect(voucherTitle(voucher({ classify: 'free_shipping', value: 30_000 }), tv)).toBe('Miễn phí vận chuyển')
    expect(voucherDetail(voucher({ classify: 'free_shipping', value: 30_000 }), tv)).toBe('Tối đa 30K')
    expect(voucherTitle(voucher({ kind: 'cashback', type: 'percent', value: 15 }), tv)).toBe('Hoàn 15% xu')
    expect(voucherDetail(voucher({ type: 'percent', value: 15, max_discount_value: 40_000 }), tv)).toBe('Tối đa 40K')
    const tiers = voucher({
      discount_by_range_price: [
        { from: 0, to: 500_000, value: 20_000 },
        { from: 500_000, to: null, value: 150_000 },
      ],
    })
    expect(voucherTitle(tiers, tv)).toBe('Giảm 150K')
    expect(voucherDetail(tiers, tv)).toBe('Giảm đến 150K theo giá trị đơn')
    expect(voucherDetail(voucher(), tv)).toBeNull()
  })

  it('progress and saves left', () => {
    expect(usedPercent(voucher())).toBe(37)
    expect(usedPercent(voucher({ used: 100 }))).toBe(100)
    expect(savesExhausted(voucher({ saved: 100 }))).toBe(true)
    expect(savesExhausted(voucher({ saved: 100, is_saved: true }))).toBe(false)
    expect(savesExhausted(voucher({ saved: 10, savable_quantity: 10 }))).toBe(true)
  })

  it('dates in Vietnam time', () => {
    expect(formatDateTime('2026-05-31T17:30:00Z', 'vi')).toBe('00:30 01/06/2026')
    expect(formatDateTime('2026-05-31T17:30:00Z', 'vi', false)).toBe('01/06/2026')
  })
})
