import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { tstz } from './columns.ts'

/** Settings shared by every process on one database (e.g. a generated secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

/** Fixed-window counters for the database rate-limit store (shared across processes). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: tstz('reset_at').notNull(),
})
