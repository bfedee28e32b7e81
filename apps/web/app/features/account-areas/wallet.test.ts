import type { TVoucher } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import { voucherParam } from '#web/lib/voucher-param.ts'
import { walletTabOf, walletUseHref } from './wallet.ts'

const voucher = (v: Partial<TVoucher>) => ({ code: 'XINHMOI', shop: null, all_products: true, product_ids: [], ...v }) as TVoucher

describe('walletUseHref', () => {
  it('leads a shop voucher to the shop, a one-product voucher to the product, the rest to the cart', () => {
    expect(walletUseHref(voucher({ shop: { _id: 's1', name: 'Shop' } }))).toBe('/nguoi-ban/s1')
    expect(walletUseHref(voucher({ all_products: false, product_ids: ['p1'] }))).toBe('/san-pham/p1')
    expect(walletUseHref(voucher({ all_products: false, product_ids: ['p1', 'p2'] }))).toBe('/gio-hang?voucher=XINHMOI')
    expect(walletUseHref(voucher({ code: 'A&B' }))).toBe('/gio-hang?voucher=A%26B')
  })
})

describe('walletTabOf / voucherParam', () => {
  it('reads the tab slug, usable by default', () => {
    expect(walletTabOf(null)).toBe('usable')
    expect(walletTabOf('da-dung')).toBe('used')
    expect(walletTabOf('het-han')).toBe('expired')
    expect(walletTabOf('x')).toBe('usable')
  })
  it('takes a code-looking ?voucher= only', () => {
    expect(voucherParam('?voucher=xinhmoi')).toBe('XINHMOI')
    expect(voucherParam('?voucher=%3Cscript%3E')).toBeNull()
    expect(voucherParam('?voucher=')).toBeNull()
    expect(voucherParam('')).toBeNull()
  })
})
