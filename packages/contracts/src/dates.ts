/**
 * Vietnam's calendar (UTC+7 all year: no daylight saving). Every "today", birthday, year or
 * per-day limit the product names is a Vietnam day, whatever the clock of the server or browser.
 */
export const VIETNAM_OFFSET_MS = 7 * 3_600_000

/** The Vietnam calendar day (YYYY-MM-DD) of an instant. */
export function vietnamDay(at: Date = new Date()): string {
  return new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10)
}

/** The instant (ms) a Vietnam calendar day `YYYY-MM-DD` begins. */
export function vietnamDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - VIETNAM_OFFSET_MS
}

/** The year on Vietnam's calendar at an instant. */
export function vietnamYear(at: Date = new Date()): number {
  return Number(vietnamDay(at).slice(0, 4))
}
