import { describe, expect, it } from 'vitest'
import { LANGS } from './locale.ts'
import { SHIPPING_SUB_STATUS_LABELS, SHIPPING_SUB_STATUSES, shippingSubStatusLabel, ZShippingSettingsInput } from './shipping.ts'

describe('shipping sub-status labels', () => {
  it('name every sub-status in every language, each distinct within a language', () => {
    expect(Object.keys(SHIPPING_SUB_STATUS_LABELS).sort()).toEqual([...SHIPPING_SUB_STATUSES].sort())
    for (const lang of LANGS) {
      const names = SHIPPING_SUB_STATUSES.map((s) => SHIPPING_SUB_STATUS_LABELS[s][lang])
      expect(names.every((n) => n.trim().length > 0)).toBe(true)
      expect(new Set(names).size).toBe(names.length)
    }
    expect(shippingSubStatusLabel('picked_up', 'vi')).toBe('Đã lấy hàng / Đã nhập kho')
    expect(shippingSubStatusLabel('something_else', 'en')).toBe('something_else')
  })
})

describe('ZShippingSettingsInput', () => {
  const pickup = { name: 'Nguyễn Thu Hà', phone: '0901 234 567', province_code: '01', ward_code: '00004', street: '18 Hàng Bông' }
  it('keeps the methods once each, in their canonical order, and normalises the phone', () => {
    const v = ZShippingSettingsInput.parse({ methods: ['EXPRESS', 'GHTK', 'EXPRESS'], self_shipping: false, pickup_address: pickup })
    expect(v.methods).toEqual(['GHTK', 'EXPRESS'])
    expect(v.pickup_address?.phone).toBe('0901234567')
  })
  it('needs a method unless the shop ships itself', () => {
    expect(ZShippingSettingsInput.safeParse({ methods: [], self_shipping: false, pickup_address: null }).error?.issues[0]?.path).toEqual([
      'methods',
    ])
    expect(ZShippingSettingsInput.safeParse({ methods: [], self_shipping: true, pickup_address: null }).success).toBe(true)
  })
  it('refuses unknown methods, bad codes and extra keys', () => {
    for (const bad of [
      { methods: ['GRAB'], self_shipping: false, pickup_address: null },
      { methods: ['GHTK'], self_shipping: false, pickup_address: { ...pickup, province_code: '1' } },
      { methods: ['GHTK'], self_shipping: false, pickup_address: { ...pickup, ward_code: 'abc' } },
      { methods: ['GHTK'], self_shipping: false, pickup_address: { ...pickup, phone: '123' } },
      { methods: ['GHTK'], self_shipping: false, pickup_address: null, express: true },
    ]) {
      expect(ZShippingSettingsInput.safeParse(bad).success).toBe(false)
    }
  })
})
