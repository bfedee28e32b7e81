import { describe, expect, it } from 'vitest'
import { bandOf, regionOf, simulatedRate } from './rates.ts'

describe('regions by province code', () => {
  it.each([
    ['01', 'north'],
    ['31', 'north'],
    ['37', 'north'],
    ['38', 'central'],
    ['48', 'central'],
    ['68', 'central'],
    ['75', 'south'],
    ['79', 'south'],
    ['96', 'south'],
  ])('%s is in the %s', (code, region) => expect(regionOf(code)).toBe(region))
  it('an empty or malformed code has no region', () => {
    expect(regionOf('')).toBeNull()
    expect(regionOf('7')).toBeNull()
  })
  it('bands: same province, same region, across regions (unknown = farthest)', () => {
    expect(bandOf('79', '79')).toBe('same_province')
    expect(bandOf('79', '92')).toBe('same_region')
    expect(bandOf('01', '31')).toBe('same_region')
    expect(bandOf('79', '01')).toBe('cross_region')
    expect(bandOf('48', '01')).toBe('cross_region')
    expect(bandOf('79', '')).toBe('cross_region')
  })
})

describe('the simulator rate table', () => {
  const fee = (m: 'GHTK' | 'VIETTEL_POST' | 'EXPRESS', from: string, to: string, w: number) => simulatedRate(m, from, to, w)?.fee
  it('GHTK: 22,000 ₫ inside a province up to 1 kg, then 2,500 ₫ per started 500 g', () => {
    expect(fee('GHTK', '79', '79', 200)).toBe(22_000)
    expect(fee('GHTK', '79', '79', 1000)).toBe(22_000)
    expect(fee('GHTK', '79', '79', 1001)).toBe(24_500)
    expect(fee('GHTK', '79', '79', 2000)).toBe(27_000)
  })
  it('GHTK: 30,000 ₫ in the region and 32,000 ₫ across regions for the first 500 g', () => {
    expect(fee('GHTK', '79', '92', 500)).toBe(30_000)
    expect(fee('GHTK', '79', '92', 501)).toBe(32_500)
    expect(fee('GHTK', '79', '01', 500)).toBe(32_000)
    expect(fee('GHTK', '79', '01', 1200)).toBe(42_000)
  })
  it('Viettel Post has its own table and costs more the farther the parcel goes', () => {
    expect(fee('VIETTEL_POST', '01', '01', 800)).toBe(20_000)
    const near = fee('VIETTEL_POST', '01', '31', 800)!
    const far = fee('VIETTEL_POST', '01', '79', 800)!
    expect(near).toBeGreaterThan(20_000)
    expect(far).toBeGreaterThan(near)
  })
  it('charges at least 100 g and refuses parcels over 50 kg', () => {
    expect(fee('GHTK', '79', '01', 0)).toBe(fee('GHTK', '79', '01', 100))
    expect(simulatedRate('GHTK', '79', '01', 50_001)).toBeNull()
  })
  it('express runs only inside Hanoi or Ho Chi Minh City, same city, up to 20 kg', () => {
    expect(simulatedRate('EXPRESS', '79', '79', 500)).toEqual({ fee: 45_000, eta_days: [0, 1] })
    expect(fee('EXPRESS', '01', '01', 1500)).toBe(50_000)
    expect(simulatedRate('EXPRESS', '79', '01', 500)).toBeNull()
    expect(simulatedRate('EXPRESS', '48', '48', 500)).toBeNull()
    expect(simulatedRate('EXPRESS', '79', '79', 20_001)).toBeNull()
  })
  it('delivery takes longer across regions', () => {
    expect(simulatedRate('GHTK', '79', '79', 500)!.eta_days).toEqual([1, 2])
    expect(simulatedRate('GHTK', '79', '01', 500)!.eta_days[1]).toBeGreaterThan(2)
  })
})
