import { type DashboardRange, daySpan, VIETNAM_OFFSET_MS, vietnamDay, vietnamDayStart } from '@xinh/contracts'

export const VN_OFFSET_MS = VIETNAM_OFFSET_MS
const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** The calendar day (Vietnam time) an instant falls on, `YYYY-MM-DD`. */
export const vnDay = vietnamDay
/** The instant a Vietnam calendar day starts. */
export const vnDayStart = (day: string) => new Date(vietnamDayStart(day))
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)

export type Period = {
  range: DashboardRange
  /** Calendar days (Vietnam time), both included. */
  from: string
  to: string
  /** [start, end) instants of the figures. */
  start: Date
  end: Date
  bucket: 'hour' | 'day'
  /** Chart points: the bucket's start instants. */
  points: Date[]
  /** The period of the same length just before (for today: yesterday up to the same time). */
  previous: { start: Date; end: Date }
}

/**
 * A dashboard period: `today` (midnight to now, hour by hour, compared with yesterday up to the
 * same time), `7d` and `30d` (the last 7 or 30 calendar days including today), or a chosen
 * `custom` range of calendar days (one day is shown hour by hour).
 */
export function periodOf(q: { range: DashboardRange; from?: string; to?: string }, now: Date): Period {
  const today = vnDay(now)
  let from: string
  let to: string
  if (q.range === 'custom' && q.from && q.to) {
    from = q.from
    to = q.to
  } else if (q.range === '30d' || q.range === '7d') {
    to = today
    from = addDays(today, q.range === '7d' ? -6 : -29)
  } else {
    from = today
    to = today
  }
  const days = daySpan(from, to)
  const start = vnDayStart(from)
  const dayEnd = vnDayStart(addDays(to, 1))
  // figures stop now: a range reaching into today (or the future) counts what happened so far
  const end = dayEnd < now ? dayEnd : now < start ? start : now
  const bucket = days === 1 ? 'hour' : 'day'
  const step = bucket === 'hour' ? HOUR_MS : DAY_MS
  const points = Array.from({ length: bucket === 'hour' ? 24 : days }, (_, i) => new Date(start.getTime() + i * step))
  const span = end.getTime() - start.getTime()
  const previous =
    q.range === 'today' || days === 1
      ? { start: new Date(start.getTime() - DAY_MS), end: new Date(start.getTime() - DAY_MS + span) }
      : { start: new Date(start.getTime() - days * DAY_MS), end: start }
  return { range: q.range, from, to, start, end, bucket, points, previous }
}

/** A chart point's label: `YYYY-MM-DD` for days, `YYYY-MM-DDTHH:00` for hours (Vietnam time). */
export function pointLabel(at: Date, bucket: 'hour' | 'day') {
  const local = new Date(at.getTime() + VN_OFFSET_MS).toISOString()
  return bucket === 'day' ? local.slice(0, 10) : `${local.slice(0, 13)}:00`
}
