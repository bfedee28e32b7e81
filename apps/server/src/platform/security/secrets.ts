import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { appSettings } from '../db/platform.tables.ts'

/**
 * The application secret: APP_SECRET when set, otherwise one generated on first start and kept
 * in the database, so every process on the same database signs and encrypts with the same key.
 */
export async function resolveAppSecret(database: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured
  const generated = randomBytes(48).toString('base64url')
  await database.db.insert(appSettings).values({ key: 'app_secret', value: generated }).onConflictDoNothing()
  const rows = await database.db.select({ value: appSettings.value }).from(appSettings).where(sql`${appSettings.key} = 'app_secret'`)
  const value = rows[0]?.value
  if (!value) throw new Error('could not resolve the application secret')
  return value
}
