import { type PricingStatus, pricingStatus } from '@xinh/contracts'
import type { AnyColumn, SQL } from 'drizzle-orm'
import { sql } from 'drizzle-orm'

/**
 * spec §4 states of a voucher or a promotion (both have a period and a manual end), in one place:
 * `statusOf` for a row in hand (contracts' `pricingStatus`), `statusCondition` for a query.
 */

export const statusOf = (p: { startsAt: Date; endsAt: Date; endedAt: Date | null }, now?: Date): PricingStatus =>
  pricingStatus({ start_time: p.startsAt, end_time: p.endsAt, ended_at: p.endedAt }, now)

/** The same states as a condition on the database clock, for a table's period columns. */
export function statusCondition(t: { startsAt: AnyColumn; endsAt: AnyColumn; endedAt: AnyColumn }, status: PricingStatus): SQL {
  switch (status) {
    case 'upcoming':
      return sql`(${t.endedAt} IS NULL AND ${t.startsAt} > now() AND ${t.endsAt} > now())`
    case 'running':
      return sql`(${t.endedAt} IS NULL AND ${t.startsAt} <= now() AND ${t.endsAt} > now())`
    case 'ended':
      return sql`(${t.endedAt} IS NOT NULL OR ${t.endsAt} <= now())`
  }
}

/** The state as a value computed on the database clock (for counting rows per state). */
export function statusExpression(t: { startsAt: AnyColumn; endsAt: AnyColumn; endedAt: AnyColumn }): SQL<PricingStatus> {
  return sql<PricingStatus>`CASE
    WHEN ${t.endedAt} IS NOT NULL OR ${t.endsAt} <= now() THEN 'ended'
    WHEN ${t.startsAt} > now() THEN 'upcoming'
    ELSE 'running' END`
}
