import { describe, expect, it } from 'vitest'
import { formatTime, imageSrc, isFreeShipping, isImageData, voucherPage } from './format.ts'

describe('assistant widget helpers', () => {
  it('spec §9: image data is a data:image/ URL or base64 over 100 characters, nothing else', () => {
    expect(isImageData('data:image/png;base64,iVBORw0KGgo=')).toBe(true)
    expect(isImageData('A'.repeat(101))).toBe(true)
    expect(isImageData('A'.repeat(100))).toBe(false)
    expect(isImageData(`${'A'.repeat(120)} có dấu cách`)).toBe(false)
    expect(isImageData('Xin chào, mình muốn tìm son môi dưới 200k cho da khô, màu đỏ cam, đi tiệc cuối tuần này nhé bạn ơi!!!')).toBe(false)
    expect(imageSrc('data:image/gif;base64,R0lGOD')).toBe('data:image/gif;base64,R0lGOD')
    expect(imageSrc('iVBOR')).toBe('data:image/jpeg;base64,iVBOR')
  })

  it('spec §9: times in vi-VN hh:mm, in Vietnam time', () => {
    expect(formatTime('2026-11-26T01:05:00Z')).toBe('08:05')
    expect(formatTime('2026-11-26T16:30:00Z')).toBe('23:30')
  })

  it('spec §2: vouchers 6 a page with page x/y, clamped', () => {
    const all = Array.from({ length: 14 }, (_, i) => i)
    expect(voucherPage(all, 1, 6)).toEqual({ items: [0, 1, 2, 3, 4, 5], page: 1, pages: 3 })
    expect(voucherPage(all, 3, 6)).toEqual({ items: [12, 13], page: 3, pages: 3 })
    expect(voucherPage(all, 9, 6).page).toBe(3)
    expect(voucherPage([], 1, 6)).toEqual({ items: [], page: 1, pages: 1 })
  })

  it('spec §2: the truck icon only for free shipping', () => {
    const base = {
      kind: 'voucher' as const,
      _id: 'v',
      code: 'FREESHIP',
      name: 'n',
      is_saved: false,
      available: true,
      chatbotVoucher: { description: 'd' },
      value: 1,
      min_order_value: 0,
      end_time: '2026-12-01T00:00:00Z',
    }
    expect(isFreeShipping({ ...base, type: 'free_shipping' })).toBe(true)
    expect(isFreeShipping({ ...base, type: 'price', classify: 'free_shipping' } as never)).toBe(true)
    expect(isFreeShipping({ ...base, type: 'percent' })).toBe(false)
  })
})
