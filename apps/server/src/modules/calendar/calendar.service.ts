import type { THoliday } from '@xinh/contracts'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { recordAudit } from '../audit/index.ts'
import * as repo from './calendar.repo.ts'
import { addWorkingHours, vietnamDate } from './working-hours.ts'

/** Longest stretch of days off a deadline might have to cross (Tết with its weekends is 9 days). */
const LOOKAHEAD_DAYS = 60

export function createCalendarService({ db }: { db: Db }) {
  /** The instant `hours` working hours after `from` (weekends and the holiday calendar skipped). */
  async function workingHoursAfter(from: Date, hours: number): Promise<Date> {
    const to = new Date(from.getTime() + (LOOKAHEAD_DAYS + Math.ceil(hours / 24) * 3) * 86_400_000)
    const rows = await repo.listHolidays(db, { from: vietnamDate(from), to: vietnamDate(to) })
    return addWorkingHours(from, hours, new Set(rows.map((r) => r.date)))
  }

  // ----- admin (the admin console edits the calendar) -----

  async function listHolidays({ actor, year }: { actor: Actor; year?: number }): Promise<THoliday[]> {
    requireRole(actor, 'admin')
    return repo.listHolidays(db, year ? { from: `${year}-01-01`, to: `${year}-12-31` } : undefined)
  }

  // every change is an admin action: audited in its transaction (issue 14)
  async function addHoliday({ actor, date, name }: { actor: Actor; date: string; name: string }): Promise<THoliday> {
    const admin = requireRole(actor, 'admin')
    await db.transaction(async (tx) => {
      if (!(await repo.insertHoliday(tx, { date, name }))) throw new AppError('HOLIDAY_EXISTS')
      await recordAudit(tx, { actorId: admin.userId, action: 'holiday.add', targetType: 'holiday', targetId: date, after: { date, name } })
    })
    return { date, name }
  }

  async function removeHoliday({ actor, date }: { actor: Actor; date: string }) {
    const admin = requireRole(actor, 'admin')
    await db.transaction(async (tx) => {
      const removed = await repo.deleteHoliday(tx, date)
      if (!removed) throw new AppError('HOLIDAY_NOT_FOUND')
      await recordAudit(tx, { actorId: admin.userId, action: 'holiday.remove', targetType: 'holiday', targetId: date, before: removed })
    })
  }

  return { workingHoursAfter, listHolidays, addHoliday, removeHoliday }
}
export type CalendarService = ReturnType<typeof createCalendarService>
