import { describe, expect, it } from 'vitest'
import { periodOf, pointLabel, vnDay, vnDayStart } from './dashboard.period.ts'

// 2026-11-25 10:30 in Vietnam (03:30 UTC)
const now = new Date('2026-11-25T03:30:00Z')

describe('dashboard periods (Vietnam time, UTC+7)', () => {
  it('a calendar day starts at 17:00 UTC the day before', () => {
    expect(vnDayStart('2026-11-25').toISOString()).toBe('2026-11-24T17:00:00.000Z')
    expect(vnDay(new Date('2026-11-24T16:59:59Z'))).toBe('2026-11-24')
    expect(vnDay(new Date('2026-11-24T17:00:00Z'))).toBe('2026-11-25')
  })

  it('today: midnight to now, hour by hour, compared with yesterday up to the same time', () => {
    const p = periodOf({ range: 'today' }, now)
    expect(p).toMatchObject({ from: '2026-11-25', to: '2026-11-25', bucket: 'hour' })
    expect(p.start.toISOString()).toBe('2026-11-24T17:00:00.000Z')
    expect(p.end).toEqual(now)
    expect(p.points).toHaveLength(24)
    expect(pointLabel(p.points[10]!, 'hour')).toBe('2026-11-25T10:00')
    expect(p.previous.start.toISOString()).toBe('2026-11-23T17:00:00.000Z')
    expect(p.previous.end.toISOString()).toBe('2026-11-24T03:30:00.000Z')
  })

  it('7d and 30d: the last 7 or 30 calendar days including today, then the same length before', () => {
    const week = periodOf({ range: '7d' }, now)
    expect(week).toMatchObject({ from: '2026-11-19', to: '2026-11-25', bucket: 'day' })
    expect(week.points.map((d) => pointLabel(d, 'day'))).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ])
    expect(week.previous.end).toEqual(week.start)
    expect(week.previous.start.toISOString()).toBe('2026-11-11T17:00:00.000Z')
    const month = periodOf({ range: '30d' }, now)
    expect(month).toMatchObject({ from: '2026-10-27', to: '2026-11-25' })
    expect(month.points).toHaveLength(30)
  })

  it('custom: whole calendar days, one day hour by hour; a range in the past ends at its last midnight', () => {
    const p = periodOf({ range: 'custom', from: '2026-10-01', to: '2026-10-31' }, now)
    expect(p).toMatchObject({ bucket: 'day' })
    expect(p.points).toHaveLength(31)
    expect(p.end.toISOString()).toBe('2026-10-31T17:00:00.000Z')
    // the 31 days before: 31 August to 30 September
    expect(p.previous).toEqual({ start: new Date('2026-08-30T17:00:00Z'), end: new Date('2026-09-30T17:00:00Z') })
    const day = periodOf({ range: 'custom', from: '2026-11-01', to: '2026-11-01' }, now)
    expect(day).toMatchObject({ bucket: 'hour' })
    expect(day.points).toHaveLength(24)
    const future = periodOf({ range: 'custom', from: '2026-12-01', to: '2026-12-02' }, now)
    expect(future.end).toEqual(future.start)
  })
})
