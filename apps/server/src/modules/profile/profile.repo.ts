import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { addresses, bodyMeasurements, paymentInfos } from './profile.tables.ts'

export type AddressRow = typeof addresses.$inferSelect
export type MeasurementRow = typeof bodyMeasurements.$inferSelect
export type PaymentInfoRow = typeof paymentInfos.$inferSelect

export async function findMeasurements(db: DbOrTx, userId: string) {
  const rows = await db.select().from(bodyMeasurements).where(eq(bodyMeasurements.userId, userId)).limit(1)
  return rows[0]
}

export async function upsertMeasurements(db: DbOrTx, values: typeof bodyMeasurements.$inferInsert) {
  const { userId, ...rest } = values
  const rows = await db
    .insert(bodyMeasurements)
    .values(values)
    .onConflictDoUpdate({ target: bodyMeasurements.userId, set: rest })
    .returning()
  return rows[0] as MeasurementRow
}

export async function listAddresses(db: DbOrTx, userId: string) {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.createdAt))
}

export async function findAddress(db: DbOrTx, userId: string, id: string) {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1)
  return rows[0]
}

export async function countAddresses(db: DbOrTx, userId: string) {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId))
  return rows[0]?.n ?? 0
}

export async function clearDefault(db: DbOrTx, userId: string) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
}

export async function insertAddress(db: DbOrTx, values: typeof addresses.$inferInsert) {
  const rows = await db.insert(addresses).values(values).returning()
  return rows[0] as AddressRow
}

export async function updateAddress(db: DbOrTx, userId: string, id: string, values: Partial<typeof addresses.$inferInsert>) {
  const rows = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning()
  return rows[0]
}

export async function deleteAddress(db: DbOrTx, userId: string, id: string) {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning()
  return rows[0]
}

/** Oldest remaining address becomes the default when the default one is deleted. */
export async function promoteOldestToDefault(db: DbOrTx, userId: string) {
  await db.execute(sql`
    UPDATE ${addresses} SET is_default = true
    WHERE id = (SELECT id FROM ${addresses} WHERE user_id = ${userId} ORDER BY created_at LIMIT 1)
      AND NOT EXISTS (SELECT 1 FROM ${addresses} WHERE user_id = ${userId} AND is_default)`)
}

export async function deleteAllForUser(db: DbOrTx, userId: string) {
  await db.delete(addresses).where(eq(addresses.userId, userId))
  await db.delete(bodyMeasurements).where(eq(bodyMeasurements.userId, userId))
  await db.delete(paymentInfos).where(eq(paymentInfos.userId, userId))
}

export async function findPaymentInfo(db: DbOrTx, userId: string) {
  const rows = await db.select().from(paymentInfos).where(eq(paymentInfos.userId, userId)).limit(1)
  return rows[0]
}

/** One row per user: a second save replaces the first. */
export async function upsertPaymentInfo(db: DbOrTx, values: Omit<typeof paymentInfos.$inferInsert, 'updatedAt'>) {
  const { userId, ...rest } = values
  const rows = await db
    .insert(paymentInfos)
    .values(values)
    .onConflictDoUpdate({ target: paymentInfos.userId, set: { ...rest, updatedAt: new Date() } })
    .returning()
  return rows[0] as PaymentInfoRow
}
