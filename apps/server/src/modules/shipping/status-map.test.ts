import { SHIPPING_SUB_STATUSES } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import { GHTK_STATUSES, isCancellable, isNewer, mapStatus, VTP_STATUSES } from './status-map.ts'

// [code, sub-status, order steps] for every code INTEGRATIONS.md lists
const GHTK: Array<[number, string, string[]]> = [
  [-1, 'cancelled', []],
  [1, 'not_received', []],
  [2, 'received', []],
  [3, 'picked_up', ['ship']],
  [4, 'delivering', ['ship']],
  [5, 'delivered_unsettled', ['ship', 'deliver']],
  [6, 'settled', ['ship', 'deliver']],
  [7, 'cannot_pick_up_or_deliver', []],
  [8, 'delay', []],
  [9, 'cannot_pick_up_or_deliver', ['ship']],
  [10, 'delay', ['ship']],
  [11, 'reconciled', ['ship', 'carrier_return']],
  [12, 'coordinated_pickup', []],
  [13, 'compensation', []],
  [20, 'returning', ['ship']],
  [21, 'returned', ['ship', 'carrier_return']],
]
const VTP: Array<[number, string, string[]]> = [
  [101, 'cancelled', []],
  [102, 'not_received', []],
  [103, 'received', []],
  [104, 'coordinated_pickup', []],
  [105, 'picked_up', ['ship']],
  [107, 'cancelled', []],
  [200, 'picked_up', ['ship']],
  [201, 'cancelled', []],
  [300, 'picked_up', ['ship']],
  [400, 'picked_up', ['ship']],
  [500, 'delivering', ['ship']],
  [501, 'delivered_unsettled', ['ship', 'deliver']],
  [502, 'returning', ['ship']],
  [503, 'cancelled', []],
  [504, 'returned', ['ship', 'carrier_return']],
  [505, 'cannot_pick_up_or_deliver', ['ship']],
  [506, 'cannot_pick_up_or_deliver', ['ship']],
  [507, 'delay', ['ship']],
  [508, 'delivering', ['ship']],
  [515, 'returning', ['ship']],
  [550, 'delivering', ['ship']],
]

describe('GHTK status_id mapping', () => {
  it('has exactly the documented codes', () => {
    expect(
      Object.keys(GHTK_STATUSES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(GHTK.map(([c]) => c).sort((a, b) => a - b))
  })
  it.each(GHTK)('status %i → %s, order %j', (code, sub, steps) => {
    expect(mapStatus('GHTK', code)).toMatchObject({ subStatus: sub, steps })
    expect(mapStatus('GHTK', code)!.name).not.toBe('')
  })
})

describe('Viettel Post ORDER_STATUS mapping', () => {
  it('has exactly the documented codes', () => {
    expect(
      Object.keys(VTP_STATUSES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(VTP.map(([c]) => c).sort((a, b) => a - b))
  })
  it.each(VTP)('status %i → %s, order %j', (code, sub, steps) => {
    expect(mapStatus('VIETTEL_POST', code)).toMatchObject({ subStatus: sub, steps })
  })
})

describe('mapping coverage', () => {
  it('maps only onto spec §4 sub-statuses, and uses every one of them', () => {
    const used = new Set([...Object.values(GHTK_STATUSES), ...Object.values(VTP_STATUSES)].map((m) => m.subStatus))
    for (const s of used) expect(SHIPPING_SUB_STATUSES).toContain(s)
    expect([...used].sort()).toEqual([...SHIPPING_SUB_STATUSES].sort())
  })
  it('knows no code the carriers did not document', () => {
    expect(mapStatus('GHTK', 14)).toBeUndefined()
    expect(mapStatus('VIETTEL_POST', 3)).toBeUndefined()
  })
})

describe('isCancellable', () => {
  it('GHTK: only not received, received and coordinated pickup (1, 2, 12)', () => {
    const allowed = GHTK.map(([c]) => c).filter((c) => isCancellable('GHTK', c))
    expect(allowed).toEqual([1, 2, 12])
  })
  it('Viettel Post: below 200 except picked up (105) and the final 101/107', () => {
    const allowed = VTP.map(([c]) => c).filter((c) => isCancellable('VIETTEL_POST', c))
    expect(allowed).toEqual([102, 103, 104])
  })
})

describe('isNewer (an older report never moves the status back)', () => {
  const t = (s: number) => new Date(Date.UTC(2026, 10, 2, 5, 0, s))
  it('a later time wins, an earlier one loses, whatever the status', () => {
    expect(isNewer(t(10), 'received', t(5), 'delivering')).toBe(true)
    expect(isNewer(t(5), 'delivered_unsettled', t(10), 'picked_up')).toBe(false)
  })
  it('the first report always counts', () => {
    expect(isNewer(t(1), 'not_received', null, 'not_received')).toBe(true)
  })
  it('on the same second, the status further along wins', () => {
    expect(isNewer(t(5), 'delivered_unsettled', t(5), 'delivering')).toBe(true)
    expect(isNewer(t(5), 'picked_up', t(5), 'delivering')).toBe(false)
    expect(isNewer(t(5), 'delivering', t(5), 'delivering')).toBe(false)
  })
})
