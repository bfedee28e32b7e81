import { describe, expect, it } from 'vitest'
import { isPlan, planAdvance, planCancel, SCRIPTS, scriptFor } from './scripts.ts'

const normal = [...SCRIPTS.GHTK.normal]

describe('carrier simulator scripts', () => {
  it('GHTK parcels go 1 → 2 → 12 → 3 → 4 → 5 → 6, some with a failed first attempt', () => {
    expect(normal).toEqual([1, 2, 12, 3, 4, 5, 6])
    const scripts = Array.from({ length: 40 }, (_, i) => scriptFor('GHTK', `S1.A1.${10_000_000 + i}`))
    expect(scripts.some((s) => s.includes(10))).toBe(true)
    expect(scripts.filter((s) => s.includes(10)).length).toBeLessThan(20)
    expect(scriptFor('GHTK', 'S1.A1.1')).toEqual(scriptFor('GHTK', 'S1.A1.1'))
  })
  it('one step on, and nothing after the last status', () => {
    expect(planAdvance('GHTK', normal, 0)).toEqual({ script: normal, step: 1, emitted: [2] })
    expect(planAdvance('GHTK', normal, normal.length - 1)).toBe('finished')
  })
  it('to picked up / delivered: every status in between, or nothing when already there', () => {
    expect(planAdvance('GHTK', normal, 0, 'picked_up')).toMatchObject({ step: 3, emitted: [2, 12, 3] })
    expect(planAdvance('GHTK', normal, 4, 'picked_up')).toMatchObject({ step: 4, emitted: [] })
    expect(planAdvance('GHTK', normal, 1, 'delivered')).toMatchObject({ step: 5, emitted: [12, 3, 4, 5] })
    expect(planAdvance('VIETTEL_POST', [...SCRIPTS.VIETTEL_POST.normal], 0, 'delivered')).toMatchObject({
      emitted: [103, 104, 105, 200, 300, 400, 500, 501],
    })
  })
  it('returned: picked up, out for delivery, failed, returning, returned', () => {
    expect(planAdvance('GHTK', normal, 0, 'returned')).toMatchObject({ emitted: [2, 12, 3, 4, 9, 20, 21] })
    const fromDelivering = planAdvance('GHTK', normal, 4, 'returned')
    expect(fromDelivering).toMatchObject({ emitted: [9, 20, 21], script: [1, 2, 12, 3, 4, 9, 20, 21] })
    expect(planAdvance('VIETTEL_POST', [...SCRIPTS.VIETTEL_POST.normal], 3, 'returned')).toMatchObject({
      emitted: [200, 300, 400, 500, 506, 502, 504],
    })
    expect(planAdvance('GHTK', normal, 5, 'returned')).toBe('already_delivered')
    // on its way back it can no longer be delivered
    const back = planAdvance('GHTK', normal, 4, 'returned')
    if (!isPlan(back)) throw new Error('plan expected')
    expect(planAdvance('GHTK', back.script, 5, 'delivered')).toBe('not_deliverable')
  })
  it('cancel: only before pickup; a cancelled parcel goes nowhere', () => {
    const cancelled = planCancel('GHTK', normal, 2)
    expect(cancelled).toMatchObject({ emitted: [-1], script: [1, 2, 12, -1], step: 3 })
    if (!isPlan(cancelled)) throw new Error('plan expected')
    expect(planAdvance('GHTK', cancelled.script, cancelled.step)).toBe('cancelled')
    expect(planCancel('GHTK', cancelled.script, cancelled.step)).toBe('cancelled')
    expect(planCancel('GHTK', normal, 3)).toBe('not_cancellable')
    expect(planCancel('VIETTEL_POST', [...SCRIPTS.VIETTEL_POST.normal], 2)).toMatchObject({ emitted: [107] })
    expect(planCancel('VIETTEL_POST', [...SCRIPTS.VIETTEL_POST.normal], 3)).toBe('not_cancellable')
  })
})
