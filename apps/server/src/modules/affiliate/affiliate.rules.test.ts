import { describe, expect, it } from 'vitest'
import { campaignState, commissionOf, linkPath, netValues, newClickId, remainingCommission, vnDays } from './affiliate.rules.ts'
import { zClickId } from '@xinh/contracts'

describe('netValues', () => {
  it('shares the vouchers by value and adds up to the discount exactly', () => {
    expect(netValues([300_000, 100_000], 40_000)).toEqual([270_000, 90_000])
    const nets = netValues([100_001, 100_001, 100_001], 10)
    expect(nets.reduce((a, b) => a + b, 0)).toBe(300_003 - 10)
    expect(Math.max(...nets) - Math.min(...nets)).toBeLessThanOrEqual(1)
  })
  it('no discount, or a discount above the total (capped), never a negative value', () => {
    expect(netValues([50_000], 0)).toEqual([50_000])
    expect(netValues([50_000, 10_000], 90_000)).toEqual([0, 0])
    expect(netValues([], 5)).toEqual([])
  })
})

describe('commissionOf', () => {
  it('rate × net in basis points, half up to the đồng', () => {
    expect(commissionOf(600_000, 1200)).toBe(72_000)
    expect(commissionOf(99_999, 1000)).toBe(10_000) // 9 999.9
    expect(commissionOf(12_345, 150)).toBe(185) // 185.175
    expect(commissionOf(0, 5000)).toBe(0)
  })
})

describe('campaignState', () => {
  const now = new Date('2026-11-26T03:00:00Z')
  it('upcoming before its start, running inside, ended at its end', () => {
    expect(campaignState({ startsAt: new Date('2026-12-01T00:00:00Z'), endsAt: new Date('2026-12-31T00:00:00Z') }, now)).toBe('upcoming')
    expect(campaignState({ startsAt: new Date('2026-11-01T00:00:00Z'), endsAt: new Date('2026-12-31T00:00:00Z') }, now)).toBe('running')
    expect(campaignState({ startsAt: new Date('2026-11-01T00:00:00Z'), endsAt: now }, now)).toBe('ended')
  })
})

describe('links', () => {
  it('click ids are 10 characters the contract accepts, and differ', () => {
    const ids = new Set(Array.from({ length: 200 }, newClickId))
    expect(ids.size).toBe(200)
    for (const id of ids) expect(zClickId.safeParse(id).success).toBe(true)
  })
  it('a link opens the product, shop or campaign page with the click id', () => {
    expect(linkPath('product', 'p1', 'AbC234')).toBe('/san-pham/p1?click_id=AbC234')
    expect(linkPath('shop', 's1', 'AbC234')).toBe('/nguoi-ban/s1?click_id=AbC234')
    expect(linkPath('campaign', 'c1', 'AbC234')).toBe('/nha-ban/chien-dich-mo/chi-tiet/c1?click_id=AbC234')
  })
})

describe('vnDays', () => {
  it('the last n Vietnam calendar days, oldest first, from midnight in Vietnam', () => {
    // 2026-11-25 18:30 UTC is already 26 November in Vietnam
    const { days, from } = vnDays(new Date('2026-11-25T18:30:00Z'), 3)
    expect(days).toEqual(['2026-11-24', '2026-11-25', '2026-11-26'])
    expect(from.toISOString()).toBe('2026-11-23T17:00:00.000Z')
  })
})

describe('remainingCommission (affssr: partial returns)', () => {
  it("keeps the kept units' share, rounded down, recomputed from the original so the reversals add up", () => {
    expect(remainingCommission(25_001, 2, 3)).toBe(16_667)
    expect(remainingCommission(25_001, 1, 3)).toBe(8333)
    expect(remainingCommission(25_001, 0, 3)).toBe(0)
    expect(remainingCommission(25_001, 3, 3)).toBe(25_001)
    // the three returns' shares: 8,334 + 8,334 + 8,333 = the original
    const left = [3, 2, 1, 0].map((kept) => remainingCommission(25_001, kept, 3))
    const taken = left.slice(1).map((l, i) => left[i]! - l)
    expect(taken).toEqual([8334, 8334, 8333])
    expect(taken.reduce((n, v) => n + v, 0)).toBe(25_001)
  })
  it('never pays more than the kept share and never goes below zero', () => {
    for (const original of [0, 1, 7, 14_000, 99_999])
      for (const ordered of [1, 2, 3, 7])
        for (let kept = 0; kept <= ordered; kept++) {
          const left = remainingCommission(original, kept, ordered)
          expect(left).toBeGreaterThanOrEqual(0)
          expect(left * ordered).toBeLessThanOrEqual(original * kept)
        }
  })
})
