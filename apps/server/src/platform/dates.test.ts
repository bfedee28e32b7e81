import { describe, expect, it } from 'vitest'
import { addWorkingDays } from './dates.ts'

const day = (iso: string) => new Date(`${iso}T09:30:00Z`)
const iso = (d: Date) => d.toISOString().slice(0, 10)

describe('addWorkingDays (Mon–Fri, UTC)', () => {
  it('skips weekends', () => {
    expect(iso(addWorkingDays(day('2025-06-02'), 1))).toBe('2025-06-03') // Mon → Tue
    expect(iso(addWorkingDays(day('2025-06-06'), 1))).toBe('2025-06-09') // Fri → Mon
    expect(iso(addWorkingDays(day('2025-06-07'), 1))).toBe('2025-06-09') // Sat → Mon
    expect(iso(addWorkingDays(day('2025-06-08'), 1))).toBe('2025-06-09') // Sun → Mon
    expect(iso(addWorkingDays(day('2025-06-05'), 2))).toBe('2025-06-09') // Thu → Mon
  })

  it('15 working days (spec §6 seller deletion) are three weeks from a weekday', () => {
    expect(iso(addWorkingDays(day('2025-06-02'), 15))).toBe('2025-06-23')
    expect(iso(addWorkingDays(day('2025-06-06'), 15))).toBe('2025-06-27')
    expect(iso(addWorkingDays(day('2025-06-07'), 15))).toBe('2025-06-27') // from a Saturday
    expect(iso(addWorkingDays(day('2025-06-02'), 20))).toBe('2025-06-30')
  })

  it('crosses months and years, keeps the time of day, and leaves its input alone', () => {
    const from = day('2025-12-30')
    const result = addWorkingDays(from, 3)
    expect(iso(result)).toBe('2026-01-02')
    expect(result.toISOString().slice(11)).toBe('09:30:00.000Z')
    expect(iso(from)).toBe('2025-12-30')
  })

  it('zero days is the same instant', () => {
    expect(addWorkingDays(day('2025-06-07'), 0).getTime()).toBe(day('2025-06-07').getTime())
  })

  it('always lands on a weekday', () => {
    for (let offset = 0; offset < 14; offset++) {
      const from = new Date(Date.UTC(2025, 0, 1 + offset))
      for (const n of [1, 5, 15, 20]) expect([0, 6]).not.toContain(addWorkingDays(from, n).getUTCDay())
    }
  })
})
