import { date, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from '#server/platform/db/columns.ts'

/**
 * Vietnamese public holidays (days off besides weekends): the official days of the Labour Code
 * 2019 Art. 112, their compensatory days and the government's announced swaps. Seeded for
 * 2026–2027 by migration 0015 (sources in docs/api/seller-onboarding.md); admins edit it.
 */
export const publicHolidays = pgTable('public_holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
})
