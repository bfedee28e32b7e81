import { describe, expect, it } from 'vitest'
import { currentDeadline, orderDeadlines } from './orders.ts'
import { ZBuyerReviewInput, ZCancelRejectInput, ZOrderLabelsQuery, ZSellerOrderListQuery } from './seller-orders.ts'

const DAY = 86_400_000
const t0 = new Date('2026-03-10T03:00:00Z')

describe('orderDeadlines', () => {
  it('counts preparation from the system check, hand-over 2 days later, completion and returns from delivery', () => {
    const d = orderDeadlines({
      payBefore: null,
      approvedAt: t0,
      deliveredAt: new Date(t0.getTime() + 4 * DAY),
      prepDays: 5,
      returnDays: 7,
      autoCompleteDays: 7,
    })
    expect(d).toEqual({
      pay_by: null,
      prepare_by: new Date(t0.getTime() + 5 * DAY).toISOString(),
      ship_by: new Date(t0.getTime() + 7 * DAY).toISOString(),
      auto_complete_at: new Date(t0.getTime() + 11 * DAY).toISOString(),
      return_by: new Date(t0.getTime() + 11 * DAY).toISOString(),
    })
  })

  it('leaves out what cannot be known yet', () => {
    expect(orderDeadlines({ payBefore: t0, approvedAt: null, deliveredAt: null, prepDays: 5, returnDays: 7, autoCompleteDays: 7 })).toEqual(
      {
        pay_by: t0.toISOString(),
        prepare_by: null,
        ship_by: null,
        auto_complete_at: null,
        return_by: null,
      },
    )
  })
})

describe('currentDeadline', () => {
  const deadlines = orderDeadlines({
    payBefore: t0,
    approvedAt: t0,
    deliveredAt: t0,
    prepDays: 5,
    returnDays: 3,
    autoCompleteDays: 7,
  })
  const of = (status: Parameters<typeof currentDeadline>[0]['status'], payment_status: 'cash' | 'unpaid' = 'cash', now = t0) =>
    currentDeadline({ status, payment_status, deadlines }, now)?.kind ?? null

  it('picks what the status works towards', () => {
    expect(of('pending', 'unpaid')).toBe('pay_by')
    expect(of('pending', 'cash')).toBeNull()
    expect(of('waiting_approval')).toBeNull()
    expect(of('awaiting_confirmation')).toBe('prepare_by')
    expect(of('preparing')).toBe('prepare_by')
    expect(of('to_ship')).toBe('ship_by')
    expect(of('shipping')).toBeNull()
    expect(of('delivered')).toBe('auto_complete_at')
    expect(of('completed')).toBe('return_by')
    expect(of('completed', 'cash', new Date(t0.getTime() + 4 * DAY))).toBeNull()
    expect(of('cancelled')).toBeNull()
  })
})

describe('seller order schemas', () => {
  it('checks the list’s dates as real Vietnamese days, the end not before the start', () => {
    expect(ZSellerOrderListQuery.safeParse({ from: '2026-02-28', to: '2026-03-01' }).success).toBe(true)
    expect(ZSellerOrderListQuery.safeParse({ from: '2026-02-29' }).success).toBe(false)
    expect(ZSellerOrderListQuery.safeParse({ from: '2026-3-1' }).success).toBe(false)
    const range = ZSellerOrderListQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' })
    expect(range.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['to', 'v.date_range']])
    expect(ZSellerOrderListQuery.parse({ q: '  ', from: '' })).toMatchObject({ q: undefined, from: undefined, limit: 20, status: [] })
  })

  it('labels: 1–50 ids, duplicates dropped', () => {
    const id = '01900000-0000-7000-8000-000000000001'
    expect(ZOrderLabelsQuery.parse({ ids: `${id},${id}` }).ids).toEqual([id])
    expect(ZOrderLabelsQuery.safeParse({ ids: '' }).success).toBe(false)
    expect(ZOrderLabelsQuery.safeParse({ ids: 'x' }).success).toBe(false)
  })

  it('a declined cancel request and a buyer review say the spec’s rules', () => {
    expect(ZCancelRejectInput.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe('v.required')
    expect(ZBuyerReviewInput.safeParse({ rating: 0 }).error?.issues[0]?.message).toBe('v.rating')
    expect(ZBuyerReviewInput.parse({ rating: 5, comment: '' })).toEqual({ rating: 5, comment: undefined })
    expect(ZBuyerReviewInput.safeParse({ rating: 5, comment: 'x'.repeat(151) }).success).toBe(false)
  })
})
