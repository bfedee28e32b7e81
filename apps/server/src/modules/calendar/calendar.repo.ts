import { and, asc, eq, gte, lte } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { publicHolidays } from './calendar.tables.ts'

export async function listHolidays(db: DbOrTx, range?: { from: string; to: string }) {
  return db
    .select({ date: publicHolidays.date, name: publicHolidays.name })
    .from(publicHolidays)
    .where(range ? and(gte(publicHolidays.date, range.from), lte(publicHolidays.date, range.to)) : undefined)
    .orderBy(asc(publicHolidays.date))
}

/** Inserts a holiday; false when the date is already one. */
export async function insertHoliday(db: DbOrTx, values: { date: string; name: string }) {
  const rows = await db.insert(publicHolidays).values(values).onConflictDoNothing().returning({ date: publicHolidays.date })
  return rows.length > 0
}

/** Deletes a holiday; what it was (for the audit trail), or undefined when the date was none. */
export async function deleteHoliday(db: DbOrTx, date: string) {
  const rows = await db
    .delete(publicHolidays)
    .where(eq(publicHolidays.date, date))
    .returning({ date: publicHolidays.date, name: publicHolidays.name })
  return rows[0]
}
