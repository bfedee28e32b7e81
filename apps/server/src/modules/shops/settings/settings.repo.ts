import { and, eq, gt, isNotNull, lte, not, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { type ShopAddressSnapshot, shops } from '../shops.tables.ts'

/** The seller's own shop settings: information, return policy and pause mode (columns of `shops`). */

const settingsFields = {
  id: shops.id,
  name: shops.name,
  slug: shops.slug,
  description: shops.description,
  avatarUrl: shops.avatarUrl,
  coverUrl: shops.coverUrl,
  address: shops.address,
  returnDays: shops.returnDays,
  returnReasonIds: shops.returnReasonIds,
  isPaused: shops.isPaused,
  pauseStartsAt: shops.pauseStartsAt,
  pauseEndsAt: shops.pauseEndsAt,
  adminPausedAt: shops.adminPausedAt,
  closedAt: shops.closedAt,
}
export type SettingsRow = {
  id: string
  name: string
  slug: string
  description: string | null
  avatarUrl: string | null
  coverUrl: string | null
  address: ShopAddressSnapshot | null
  returnDays: number | null
  returnReasonIds: string[]
  isPaused: boolean
  adminPausedAt: Date | null
  closedAt: Date | null
  pauseStartsAt: Date | null
  pauseEndsAt: Date | null
}

export async function findSettings(db: DbOrTx, shopId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select(settingsFields).from(shops).where(eq(shops.id, shopId))
  return row
}

async function update(db: DbOrTx, shopId: string, set: Partial<typeof shops.$inferInsert>): Promise<SettingsRow> {
  const [row] = await db.update(shops).set(set).where(eq(shops.id, shopId)).returning(settingsFields)
  if (!row) throw new Error(`shop ${shopId} vanished`)
  return row
}

export function updateInfo(
  db: DbOrTx,
  shopId: string,
  values: { name: string; description: string; avatarUrl: string | null; coverUrl: string | null; address: ShopAddressSnapshot },
) {
  // the province shows on product cards and drives shipping quotes without settings: it follows the address
  return update(db, shopId, { ...values, provinceCode: values.address.province_code })
}

export function updateReturnPolicy(db: DbOrTx, shopId: string, values: { returnDays: number; returnReasonIds: string[] }) {
  return update(db, shopId, values)
}

/** Sets (or clears, with nulls) the pause window and what buyers see now. */
export function setPause(db: DbOrTx, shopId: string, values: { isPaused: boolean; pauseStartsAt: Date | null; pauseEndsAt: Date | null }) {
  return update(db, shopId, values)
}

/** Scheduled pauses whose start has come (and whose end has not): buyers see them paused from now. */
export async function startDuePauses(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await db
    .update(shops)
    .set({ isPaused: true })
    .where(and(not(shops.isPaused), isNotNull(shops.pauseStartsAt), lte(shops.pauseStartsAt, now), gt(shops.pauseEndsAt, now)))
    .returning({ id: shops.id })
  return rows.map((r) => r.id)
}

/**
 * Pauses whose return date has passed end (the shop reopens and the window is cleared); so does a
 * scheduled window that passed entirely while no job ran.
 */
export async function endDuePauses(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await db
    .update(shops)
    // an admin's pause or closing outlives the seller's own window
    .set({ isPaused: sql`${shops.adminPausedAt} IS NOT NULL OR ${shops.closedAt} IS NOT NULL`, pauseStartsAt: null, pauseEndsAt: null })
    .where(and(isNotNull(shops.pauseEndsAt), lte(shops.pauseEndsAt, now)))
    .returning({ id: shops.id })
  return rows.map((r) => r.id)
}
