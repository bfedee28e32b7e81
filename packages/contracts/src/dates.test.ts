import { afterEach, describe, expect, it, vi } from 'vitest'
import { ZAdminBannerInput } from './admin-content.ts'
import { vietnamDay, vietnamDayStart, vietnamYear } from './dates.ts'

afterEach(() => vi.useRealTimers())

describe("Vietnam's calendar (UTC+7)", () => {
  it('a day starts at 17:00 UTC the day before; New Year comes seven hours before UTC’s', () => {
    expect(vietnamDayStart('2026-06-02')).toBe(Date.parse('2026-06-01T17:00:00Z'))
    expect(vietnamDay(new Date(vietnamDayStart('2026-06-02') - 1))).toBe('2026-06-01')
    expect(vietnamDay(new Date(vietnamDayStart('2026-06-02')))).toBe('2026-06-02')
    expect(vietnamYear(new Date('2026-12-31T16:59:59Z'))).toBe(2026)
    expect(vietnamYear(new Date('2026-12-31T17:00:00Z'))).toBe(2027)
  })

  it('a banner may end later today in Vietnam, not yesterday there, whatever the UTC date', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T18:00:00Z'), toFake: ['Date'] }) // 01:00 on 2 June in Vietnam
    const banner = (end: string) =>
      ZAdminBannerInput.safeParse({ title: 'Sale tháng 6', type: 'home', start_time: '2026-05-01T00:00:00Z', end_time: end })
    expect(banner('2026-06-01T17:30:00Z').success).toBe(true) // 00:30 on 2 June: today
    const yesterday = banner('2026-06-01T16:30:00Z') // 23:30 on 1 June: yesterday in Vietnam, today in UTC
    expect(yesterday.error?.issues.map((i) => i.message)).toEqual(['v.end_after_start'])
  })
})
