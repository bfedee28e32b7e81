import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm'
import type { Db, DbOrTx, Tx } from '#server/platform/db/client.ts'
import { devCarrierParcels } from '../shipping.tables.ts'

/** The simulator's own books (it never reads our shipments or orders). */
export type ParcelRow = typeof devCarrierParcels.$inferSelect

export async function insertParcel(db: Db, values: typeof devCarrierParcels.$inferInsert): Promise<ParcelRow | undefined> {
  const [row] = await db.insert(devCarrierParcels).values(values).onConflictDoNothing().returning()
  return row
}

export async function findParcel(db: DbOrTx, carrier: string, label: string): Promise<ParcelRow | undefined> {
  const [row] = await db
    .select()
    .from(devCarrierParcels)
    .where(and(eq(devCarrierParcels.carrier, carrier), eq(devCarrierParcels.label, label)))
  return row
}

export async function lockParcel(tx: Tx, label: string): Promise<ParcelRow | undefined> {
  const [row] = await tx.select().from(devCarrierParcels).where(eq(devCarrierParcels.label, label)).for('update')
  return row
}

export async function findByPartner(db: DbOrTx, carrier: string, partnerId: string): Promise<ParcelRow | undefined> {
  const [row] = await db
    .select()
    .from(devCarrierParcels)
    .where(and(eq(devCarrierParcels.carrier, carrier), eq(devCarrierParcels.partnerId, partnerId)))
  return row
}

export async function updateParcel(
  tx: Tx,
  label: string,
  values: { statusCode: number; step: number; script: number[]; nextAt: Date | null; updatedAt: Date },
) {
  await tx.update(devCarrierParcels).set(values).where(eq(devCarrierParcels.label, label))
}

export async function dueParcels(db: Db, now: Date, limit: number) {
  return db
    .select({ label: devCarrierParcels.label })
    .from(devCarrierParcels)
    .where(and(isNotNull(devCarrierParcels.nextAt), lte(devCarrierParcels.nextAt, now)))
    .orderBy(asc(devCarrierParcels.nextAt))
    .limit(limit)
}

export async function recentParcels(db: Db, limit: number): Promise<ParcelRow[]> {
  return db.select().from(devCarrierParcels).orderBy(desc(devCarrierParcels.createdAt)).limit(limit)
}
