import { eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { users } from '../identity/identity.tables.ts'
import { platformSettings } from './settings.tables.ts'

export async function readRows(db: DbOrTx, keys: string[]) {
  return db
    .select({ key: platformSettings.key, value: platformSettings.value, updatedAt: platformSettings.updatedAt, by: users.userName })
    .from(platformSettings)
    .leftJoin(users, eq(users.id, platformSettings.updatedBy))
    .where(inArray(platformSettings.key, keys))
}

/** The stored row, locked until the transaction ends (two admins saving one group queue up). */
export async function lockRow(tx: DbOrTx, key: string) {
  const rows = await tx.select().from(platformSettings).where(eq(platformSettings.key, key)).for('update')
  return rows[0]
}

export async function upsert(tx: DbOrTx, key: string, value: unknown, by: string) {
  await tx
    .insert(platformSettings)
    .values({ key, value, updatedBy: by })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedBy: by, updatedAt: new Date() } })
}
