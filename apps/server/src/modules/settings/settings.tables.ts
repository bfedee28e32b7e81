import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { updatedAt } from '#server/platform/db/columns.ts'
import { users } from '../identity/identity.tables.ts'

/**
 * Platform settings the admin console edits (issue 14): one row per group (`fees`, `orders`,
 * `remote_config`), its value a JSON object checked by the group's contracts schema on every
 * read and write. A group without a row reads its defaults, so a fresh database needs no seed.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
})
