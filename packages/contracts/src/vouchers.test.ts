import { describe, expect, it } from 'vitest'
import {
  issuesToFields,
  pricingStatus,
  ZAdminVoucherInput,
  ZPromotionInput,
  ZPublicPromotionsQuery,
  ZSaleVouchersQuery,
  ZSellerVoucherInput,
  ZVoucherLookupQuery,
  ZVoucherPageQuery,
} from './index.ts'

const fields = (r: { success: boolean; error?: { issues: unknown[] } }, lang: 'en' | 'vi' = 'en') =>
  r.success ? {} : issuesToFields(r.error!.issues as never, lang)
const P1 = '01900000-0000-7000-8000-000000000001'
const P2 = '01900000-0000-7000-8000-000000000002'
const V1 = '01900000-0000-7000-8000-0000000000a1'
const HOUR = 3_600_000
const later = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

const voucher = (over: Record<string, unknown> = {}) => ({
  code: 'xinh50k',
  name: 'Giảm 50K đơn từ 300K',
  type: 'price',
  value: 50_000,
  min_order_value: 300_000,
  quantity: 100,
  start_time: later(-1),
  end_time: later(48),
  ...over,
})

describe('voucher input (spec §5 Voucher)', () => {
  it('accepts a minimal voucher, upper-cases the code and fills the defaults', () => {
    const v = ZSellerVoucherInput.parse(voucher())
    expect(v).toMatchObject({
      code: 'XINH50K',
      display: 'public',
      per_customer_limit: 1,
      classify: 'other',
      target: 'all',
      all_products: true,
      product_ids: [],
      discount_by_range_price: [],
      conditions: { payment_method: [], shipping_method: [] },
      requires_login: true,
      requires_app: false,
    })
  })

  it('name up to 40 characters; code up to 9 letters or digits', () => {
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ name: 'a'.repeat(41) })))).toEqual({ name: 'At most 40 characters' })
    expect(ZSellerVoucherInput.safeParse(voucher({ name: 'a'.repeat(40) })).success).toBe(true)
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ name: '  ' })))).toEqual({ name: 'This field is required' })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ code: 'ABCDEFGHIJ' })))).toEqual({
      code: 'The code has up to 9 letters or digits',
    })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ code: 'GIẢM-50' })))).toEqual({ code: 'The code has up to 9 letters or digits' })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ code: 'ABC 1' })), 'vi')).toEqual({ code: 'Mã gồm tối đa 9 chữ cái hoặc chữ số' })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ code: '' })), 'vi')).toEqual({ code: 'Vui lòng nhập trường này' })
    expect(ZSellerVoucherInput.parse(voucher({ code: ' abc123xyz ' })).code).toBe('ABC123XYZ')
  })

  it('type price or percent; value above 0; a percentage at most 100', () => {
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ type: 'coins' })))).toEqual({ type: 'Invalid value' })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ value: 0 })))).toEqual({ value: 'Enter a number greater than 0' })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ value: 1.5 })))).toEqual({ value: 'Invalid value' })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ type: 'percent', value: 101 })))).toEqual({
      value: 'A percentage cannot be above 100%',
    })
    expect(ZSellerVoucherInput.safeParse(voucher({ type: 'percent', value: 100, max_discount_value: 50_000 })).success).toBe(true)
  })

  it('min order ≥ 0; max discount, budget, savable quantity above 0 or empty; usable quantity ≥ 1', () => {
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ min_order_value: -1 })))).toEqual({
      min_order_value: 'The minimum order value cannot be negative',
    })
    expect(ZSellerVoucherInput.parse(voucher({ min_order_value: undefined })).min_order_value).toBe(0)
    for (const key of ['max_discount_value', 'budget', 'savable_quantity'])
      expect(fields(ZSellerVoucherInput.safeParse(voucher({ [key]: 0 })))).toEqual({ [key]: 'Enter a number greater than 0' })
    expect(ZSellerVoucherInput.parse(voucher({ budget: null, savable_quantity: '' })).savable_quantity).toBeNull()
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ quantity: 0 })))).toEqual({ quantity: 'Quantity must be at least 1' })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ per_customer_limit: 0 })))).toEqual({
      per_customer_limit: 'Quantity must be at least 1',
    })
  })

  it('applies to every item, or to named products (required then, no duplicates)', () => {
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ all_products: false })))).toEqual({
      product_ids: 'Choose the products the voucher applies to',
    })
    expect(ZSellerVoucherInput.parse(voucher({ all_products: false, product_ids: [P1, P2] })).product_ids).toEqual([P1, P2])
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ all_products: false, product_ids: [P1, P1] })))).toEqual({
      product_ids: 'Invalid value',
    })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ target: 'product' })))).toEqual({
      all_products: 'Choose the products the voucher applies to',
    })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ all_products: false, product_ids: ['x'] })))).toEqual({
      'product_ids.0': 'Invalid value',
    })
  })

  it('classify and target from the spec lists; sellers cannot set platform targets', () => {
    expect(ZSellerVoucherInput.safeParse(voucher({ classify: 'free_shipping', target: 'shop' })).success).toBe(true)
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ classify: 'cashback' })))).toEqual({ classify: 'Invalid value' })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ target: 'newbie' })))).toEqual({ target: 'Invalid value' })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ target: 'system' })))).toEqual({ target: 'Invalid value' })
    expect(ZAdminVoucherInput.parse(voucher({ target: 'newbie' })).kind).toBe('platform')
    expect(ZAdminVoucherInput.parse(voucher({ kind: 'cashback' })).kind).toBe('cashback')
    expect(fields(ZAdminVoucherInput.safeParse(voucher({ kind: 'shop' })))).toEqual({ kind: 'Invalid value' })
    expect(ZSellerVoucherInput.safeParse(voucher({ kind: 'platform' })).success).toBe(false)
  })

  it('the period: end after start and still ahead', () => {
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ start_time: later(5), end_time: later(5) })))).toEqual({
      end_time: 'The end time must be after the start time',
    })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ start_time: later(-5), end_time: later(-1) })))).toEqual({
      end_time: 'The end time must be in the future',
    })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ start_time: 'tomorrow' })))).toEqual({ start_time: 'Invalid value' })
    expect(
      ZSellerVoucherInput.safeParse(voucher({ start_time: '2030-01-01T00:00:00+07:00', end_time: '2030-02-01T00:00:00+07:00' })).success,
    ).toBe(true)
  })

  it('tiers (discount_by_range_price) ascend without overlapping; "to" above "from"; an open end only last', () => {
    const tiers = (list: unknown[]) => voucher({ discount_by_range_price: list })
    expect(
      ZSellerVoucherInput.parse(
        tiers([
          { from: 0, to: 500_000, value: 20_000 },
          { from: 500_000, to: 1_000_000, value: 50_000 },
          { from: 1_000_000, value: 100_000 },
        ]),
      ).discount_by_range_price,
    ).toEqual([
      { from: 0, to: 500_000, value: 20_000 },
      { from: 500_000, to: 1_000_000, value: 50_000 },
      { from: 1_000_000, to: null, value: 100_000 },
    ])
    expect(
      fields(
        ZSellerVoucherInput.safeParse(
          tiers([
            { from: 0, to: 500_000, value: 1 },
            { from: 400_000, to: 900_000, value: 2 },
          ]),
        ),
      ),
    ).toEqual({ 'discount_by_range_price.1.from': 'Price ranges must ascend and not overlap' })
    expect(
      fields(
        ZSellerVoucherInput.safeParse(
          tiers([
            { from: 500_000, to: null, value: 1 },
            { from: 900_000, to: null, value: 2 },
          ]),
        ),
      ),
    ).toEqual({ 'discount_by_range_price.1.from': 'Price ranges must ascend and not overlap' })
    expect(fields(ZSellerVoucherInput.safeParse(tiers([{ from: 500_000, to: 500_000, value: 1 }])))).toEqual({
      'discount_by_range_price.0.to': '"To" must be greater than "from"',
    })
    expect(fields(ZSellerVoucherInput.safeParse(tiers([{ from: -1, to: 10, value: 1 }])))).toEqual({
      'discount_by_range_price.0.from': 'The minimum order value cannot be negative',
    })
    expect(fields(ZSellerVoucherInput.safeParse({ ...tiers([{ from: 0, to: null, value: 120 }]), type: 'percent', value: 10 }))).toEqual({
      'discount_by_range_price.0.value': 'A percentage cannot be above 100%',
    })
  })

  it('conditions: payment methods ⊆ PAYMENT_METHODS, carriers ⊆ CARRIERS, daily ≤ per-user limit', () => {
    const v = ZSellerVoucherInput.parse(
      voucher({ conditions: { payment_method: ['COD', 'MOMO'], shipping_method: ['GHTK'], limit_per_user: 3, limit_per_user_by_day: 1 } }),
    )
    expect(v.conditions).toEqual({
      payment_method: ['COD', 'MOMO'],
      shipping_method: ['GHTK'],
      limit_per_user: 3,
      limit_per_user_by_day: 1,
    })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ conditions: { payment_method: ['PAYPAL'] } })))).toEqual({
      'conditions.payment_method.0': 'Invalid value',
    })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ conditions: { shipping_method: ['EXPRESS'] } })))).toEqual({
      'conditions.shipping_method.0': 'Invalid value',
    })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ conditions: { payment_method: ['COD', 'COD'] } })))).toEqual({
      'conditions.payment_method': 'Invalid value',
    })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ conditions: { limit_per_user: 1, limit_per_user_by_day: 2 } })))).toEqual({
      'conditions.limit_per_user_by_day': 'The daily limit cannot be above the per-user limit',
    })
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ conditions: { limit_per_user: 0 } })))).toEqual({
      'conditions.limit_per_user': 'Enter a number greater than 0',
    })
  })

  it('refuses unknown fields', () => {
    expect(fields(ZSellerVoucherInput.safeParse(voucher({ used: 5 })))).toEqual({ used: 'Invalid value' })
  })
})

describe('promotion input (spec §5 Promotion)', () => {
  const promotion = (items: unknown[], over: Record<string, unknown> = {}) => ({
    name: 'Sale giữa tháng',
    start_time: later(1),
    end_time: later(24),
    items,
    ...over,
  })
  const item = (over: Record<string, unknown> = {}) => ({ product_id: P1, discount_percent: 20, ...over })

  it('accepts a promotion; the max discount defaults to the discount, limits to unlimited', () => {
    expect(ZPromotionInput.parse(promotion([item()])).items).toEqual([
      { product_id: P1, variant_id: null, discount_percent: 20, max_discount_percent: 20, product_limit: null, purchase_limit: null },
    ])
  })

  it('discount above 0 and at most 80%', () => {
    for (const d of [0, -5, 81, 12.5])
      expect(fields(ZPromotionInput.safeParse(promotion([item({ discount_percent: d })])))).toEqual({
        'items.0.discount_percent': 'The discount must be above 0 and at most 80%',
      })
    expect(ZPromotionInput.safeParse(promotion([item({ discount_percent: 80 })])).success).toBe(true)
    expect(fields(ZPromotionInput.safeParse(promotion([item({ discount_percent: 81 })])), 'vi')).toEqual({
      'items.0.discount_percent': 'Mức giảm phải lớn hơn 0 và tối đa 80%',
    })
  })

  it('max discount above 0 and at least the discount', () => {
    expect(fields(ZPromotionInput.safeParse(promotion([item({ max_discount_percent: 10 })])))).toEqual({
      'items.0.max_discount_percent': 'The maximum discount must be above 0 and at least the discount',
    })
    expect(fields(ZPromotionInput.safeParse(promotion([item({ max_discount_percent: 0 })])))).toEqual({
      'items.0.max_discount_percent': 'The maximum discount must be above 0 and at least the discount',
    })
    expect(ZPromotionInput.parse(promotion([item({ max_discount_percent: 50 })])).items[0]?.max_discount_percent).toBe(50)
  })

  it('product limit cannot be 0; purchase limit not above the product limit', () => {
    expect(fields(ZPromotionInput.safeParse(promotion([item({ product_limit: 0 })])))).toEqual({
      'items.0.product_limit': 'The product limit cannot be 0',
    })
    expect(fields(ZPromotionInput.safeParse(promotion([item({ product_limit: 5, purchase_limit: 6 })])))).toEqual({
      'items.0.purchase_limit': 'The purchase limit cannot be above the product limit',
    })
    expect(fields(ZPromotionInput.safeParse(promotion([item({ purchase_limit: 0 })])))).toEqual({
      'items.0.purchase_limit': 'The purchase limit cannot be above the product limit',
    })
    expect(ZPromotionInput.parse(promotion([item({ product_limit: 5, purchase_limit: 5 })])).items[0]).toMatchObject({
      product_limit: 5,
      purchase_limit: 5,
    })
    expect(ZPromotionInput.parse(promotion([item({ purchase_limit: 2 })])).items[0]?.purchase_limit).toBe(2)
  })

  it('description up to 150 characters; a name; at least one product', () => {
    expect(fields(ZPromotionInput.safeParse(promotion([item()], { description: 'x'.repeat(151) })))).toEqual({
      description: 'At most 150 characters',
    })
    expect(ZPromotionInput.safeParse(promotion([item()], { description: 'x'.repeat(150) })).success).toBe(true)
    expect(fields(ZPromotionInput.safeParse(promotion([])))).toEqual({ items: 'Choose at least one product' })
    expect(fields(ZPromotionInput.safeParse(promotion([item()], { name: '' })))).toEqual({ name: 'This field is required' })
  })

  it('the period: end after start', () => {
    expect(fields(ZPromotionInput.safeParse(promotion([item()], { start_time: later(5), end_time: later(2) })))).toEqual({
      end_time: 'The end time must be after the start time',
    })
  })

  it('by product or by variant, each once; a whole product excludes its variants', () => {
    expect(ZPromotionInput.safeParse(promotion([item({ variant_id: V1 }), item({ product_id: P2 })])).success).toBe(true)
    expect(fields(ZPromotionInput.safeParse(promotion([item(), item({ discount_percent: 30 })])))).toEqual({
      'items.1.product_id': 'This product or variant is already in the promotion',
    })
    expect(fields(ZPromotionInput.safeParse(promotion([item(), item({ variant_id: V1 })])))).toEqual({
      'items.1.product_id': 'This product or variant is already in the promotion',
    })
  })
})

describe('queries and status', () => {
  it('pages vouchers 6 at a time (spec §9)', () => {
    expect(ZVoucherPageQuery.parse({})).toEqual({ page: 1, limit: 6 })
    expect(ZSaleVouchersQuery.parse({ page: '2', shop_id: '' })).toEqual({ page: 2, limit: 6 })
    expect(ZSaleVouchersQuery.safeParse({ kind: 'cashback' }).success).toBe(false)
    expect(ZPublicPromotionsQuery.parse({})).toEqual({ page: 1, limit: 6, products: 12 })
    expect(ZVoucherLookupQuery.parse({ code: 'xinhmoi' }).code).toBe('XINHMOI')
  })

  it('upcoming, running, ended (by time or by hand)', () => {
    const now = new Date('2026-05-01T10:00:00Z')
    const p = { start_time: '2026-05-01T09:00:00Z', end_time: '2026-05-02T00:00:00Z' }
    expect(pricingStatus(p, now)).toBe('running')
    expect(pricingStatus({ ...p, ended_at: '2026-05-01T09:30:00Z' }, now)).toBe('ended')
    expect(pricingStatus({ ...p, start_time: '2026-05-01T11:00:00Z' }, now)).toBe('upcoming')
    expect(pricingStatus({ ...p, end_time: '2026-05-01T10:00:00Z' }, now)).toBe('ended')
  })
})
