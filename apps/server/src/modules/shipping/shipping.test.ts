import { describe, expect, it } from 'vitest'
import { flatRateQuoter } from './shipping.ts'

describe('flat rate shipping table', () => {
  const quoter = flatRateQuoter()
  it('offers express only inside one hub city', () => {
    expect(quoter.options({ fromProvince: '79', toProvince: '79', weightGrams: 500 }).map((o) => o.method)).toEqual([
      'GHTK',
      'VIETTEL_POST',
      'EXPRESS',
    ])
    expect(quoter.options({ fromProvince: '79', toProvince: '01', weightGrams: 500 }).map((o) => o.method)).toEqual([
      'GHTK',
      'VIETTEL_POST',
    ])
    expect(quoter.options({ fromProvince: '48', toProvince: '48', weightGrams: 500 }).some((o) => o.is_express)).toBe(false)
  })
  it('charges more across provinces and per started 500 g over 1 kg', () => {
    const fee = (from: string, to: string, w: number) => quoter.options({ fromProvince: from, toProvince: to, weightGrams: w })[0]!.fee
    expect(fee('79', '01', 800)).toBeGreaterThan(fee('79', '79', 800))
    expect(fee('79', '79', 1000)).toBe(fee('79', '79', 200))
    expect(fee('79', '79', 1001)).toBe(fee('79', '79', 1000) + 5_000)
    expect(fee('79', '79', 2000)).toBe(fee('79', '79', 1000) + 10_000)
  })
})
