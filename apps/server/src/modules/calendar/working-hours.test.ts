import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { addWorkingHours, isWeekend, vietnamDate } from './working-hours.ts'

/** An instant given in Vietnam's wall-clock time. */
const vn = (local: string) => new Date(`${local}+07:00`)
const none = new Set<string>()

/** The holidays migration 0015 seeds (read from the SQL itself, so the test checks what ships). */
const migration = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations/0015_seller_onboarding.sql'),
  'utf8',
)
const seeded = new Set([...migration.matchAll(/\('(\d{4}-\d{2}-\d{2})', '/g)].map((m) => m[1] as string))

describe('addWorkingHours (48 h, weekends and holidays not counted)', () => {
  it('counts straight through working days', () => {
    expect(addWorkingHours(vn('2026-03-10T09:00:00'), 48, none)).toEqual(vn('2026-03-12T09:00:00'))
    expect(addWorkingHours(vn('2026-03-10T09:00:00'), 0, none)).toEqual(vn('2026-03-10T09:00:00'))
  })

  it('applied Friday 17:00 → Tuesday 17:00 (the weekend stops the clock)', () => {
    expect(addWorkingHours(vn('2026-03-13T17:00:00'), 48, none)).toEqual(vn('2026-03-17T17:00:00'))
  })

  it('applied on a weekend → the clock starts on Monday at midnight', () => {
    expect(addWorkingHours(vn('2026-03-14T10:00:00'), 48, none)).toEqual(vn('2026-03-18T00:00:00'))
    expect(addWorkingHours(vn('2026-03-15T23:59:00'), 48, none)).toEqual(vn('2026-03-18T00:00:00'))
  })

  it('ends exactly at midnight without skipping into the next day', () => {
    expect(addWorkingHours(vn('2026-03-10T00:00:00'), 48, none)).toEqual(vn('2026-03-12T00:00:00'))
    // Thursday 00:00 + 48 h → Saturday 00:00, a day off that is not reached: the deadline is that instant
    expect(addWorkingHours(vn('2026-03-12T00:00:00'), 48, none)).toEqual(vn('2026-03-14T00:00:00'))
  })

  it('works in Vietnam time whatever the instant is in UTC', () => {
    // Friday 23:30 in Hanoi is Friday 16:30 UTC: half an hour left on Friday, then Monday and most of Tuesday
    expect(addWorkingHours(new Date('2026-03-13T16:30:00Z'), 48, none)).toEqual(vn('2026-03-17T23:30:00'))
  })

  it('skips a holiday in the middle of the week', () => {
    // 2026: Thursday 30/4 and Friday 1/5 are holidays. Wed 29 Apr 10:00: 14 h, then Mon 4 May 24 h, Tue 5 May 10 h
    const holidays = new Set(['2026-04-30', '2026-05-01'])
    expect(addWorkingHours(vn('2026-04-29T10:00:00'), 48, holidays)).toEqual(vn('2026-05-05T10:00:00'))
    expect(addWorkingHours(vn('2026-04-29T10:00:00'), 48, none)).toEqual(vn('2026-05-01T10:00:00'))
  })

  it('across Tết 2026 (the seeded calendar): applied the Friday before → answered the Wednesday after', () => {
    // Fri 13 Feb 15:00: 9 h on Friday; Sat 14 – Sun 22 Feb off (weekends + Tết 16–20); Mon 23 24 h; Tue 24 15 h
    expect(addWorkingHours(vn('2026-02-13T15:00:00'), 48, seeded)).toEqual(vn('2026-02-24T15:00:00'))
    // applied during Tết: the clock starts on the first working day after it
    expect(addWorkingHours(vn('2026-02-17T09:00:00'), 48, seeded)).toEqual(vn('2026-02-25T00:00:00'))
  })

  it('across Tết 2027 and its compensatory days', () => {
    // Thu 4 Feb 2027 12:00: 12 h; Fri 5 – Thu 11 Feb off (Tết, weekend, nghỉ bù); Fri 12 Feb 24 h; weekend; Mon 15 12 h
    expect(addWorkingHours(vn('2027-02-04T12:00:00'), 48, seeded)).toEqual(vn('2027-02-15T12:00:00'))
  })

  it('rejects a negative or non-finite number of hours', () => {
    expect(() => addWorkingHours(vn('2026-03-10T09:00:00'), -1, none)).toThrow(RangeError)
    expect(() => addWorkingHours(vn('2026-03-10T09:00:00'), Number.NaN, none)).toThrow(RangeError)
  })
})

describe('the seeded holiday calendar', () => {
  it('holds Tết and the fixed holidays of 2026 and 2027', () => {
    for (const date of ['2026-01-01', '2026-02-16', '2026-02-17', '2026-02-20', '2026-04-30', '2026-05-01', '2026-09-02'])
      expect(seeded.has(date), date).toBe(true)
    for (const date of ['2027-01-01', '2027-02-05', '2027-02-06', '2027-02-11', '2027-04-16', '2027-04-30', '2027-09-02'])
      expect(seeded.has(date), date).toBe(true)
  })

  it('makes up for holidays that fall on a weekend on the next working day (Labour Code Art. 111(3))', () => {
    // Giỗ Tổ 2026 is a Sunday → Monday; 1 May 2027 is a Saturday → Monday 3 May
    expect(isWeekend('2026-04-26')).toBe(true)
    expect(seeded.has('2026-04-27')).toBe(true)
    expect(isWeekend('2027-05-01')).toBe(true)
    expect(seeded.has('2027-05-03')).toBe(true)
    // Tết 2027 starts on a Saturday: two weekend days of Tết → Wednesday 10 and Thursday 11 February
    expect(isWeekend('2027-02-06') && isWeekend('2027-02-07')).toBe(true)
    const weekdaysOfTet2027 = [...seeded].filter((d) => d >= '2027-02-01' && d <= '2027-02-28' && !isWeekend(d))
    expect(weekdaysOfTet2027).toEqual(['2027-02-05', '2027-02-08', '2027-02-09', '2027-02-10', '2027-02-11'])
  })
})

describe('vietnamDate', () => {
  it('is the calendar date in UTC+7', () => {
    expect(vietnamDate(new Date('2026-02-16T17:00:00Z'))).toBe('2026-02-17')
    expect(vietnamDate(new Date('2026-02-16T16:59:59Z'))).toBe('2026-02-16')
  })
})
