/**
 * Working-time arithmetic in Vietnam's time zone (UTC+7 all year: no daylight saving), for the
 * spec §4/§9 promise "an answer within 48 hours, not counting weekends and holidays". A day off
 * (Saturday, Sunday, or a date in the holiday calendar) stops the clock from its midnight to the
 * next; every other day counts all 24 hours. Pure: the holidays are passed in.
 */
import { VIETNAM_OFFSET_MS, vietnamDay } from '@xinh/contracts'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** The calendar date (YYYY-MM-DD) of an instant in Vietnam. */
export const vietnamDate = vietnamDay

/** Saturday or Sunday, for a YYYY-MM-DD date. */
export function isWeekend(date: string): boolean {
  const dow = new Date(`${date}T00:00:00Z`).getUTCDay()
  return dow === 0 || dow === 6
}

/**
 * The instant `hours` working hours after `start`. Starting on a day off, the clock starts at the
 * next working day's midnight: applied Friday 17:00 → Tuesday 17:00; applied Saturday 10:00 →
 * Wednesday 00:00.
 */
export function addWorkingHours(start: Date, hours: number, holidays: ReadonlySet<string>): Date {
  if (!(hours >= 0) || !Number.isFinite(hours)) throw new RangeError(`hours must be a finite number ≥ 0, got ${hours}`)
  let local = start.getTime() + VIETNAM_OFFSET_MS
  let left = hours * HOUR_MS
  // a calendar with a year of days off is a mistake, not a reason to loop for ever
  for (let guard = 0; guard < 3_700; guard++) {
    const dayStart = Math.floor(local / DAY_MS) * DAY_MS
    const date = new Date(dayStart).toISOString().slice(0, 10)
    const dayEnd = dayStart + DAY_MS
    if (isWeekend(date) || holidays.has(date)) {
      local = dayEnd
      continue
    }
    if (dayEnd - local >= left) return new Date(local + left - VIETNAM_OFFSET_MS)
    left -= dayEnd - local
    local = dayEnd
  }
  throw new RangeError('no working day found within ten years')
}
