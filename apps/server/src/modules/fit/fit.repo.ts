import { and, desc, eq, inArray, lte } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { tryOnConsents, tryOnPhotos, tryOnResults } from './fit.tables.ts'

export type PhotoRow = typeof tryOnPhotos.$inferSelect
export type ResultRow = typeof tryOnResults.$inferSelect

export async function findConsent(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(tryOnConsents).where(eq(tryOnConsents.userId, userId)).limit(1)
  return row
}

export async function saveConsent(db: DbOrTx, userId: string, version: string, at: Date) {
  const [row] = await db
    .insert(tryOnConsents)
    .values({ userId, version, consentedAt: at })
    .onConflictDoUpdate({ target: tryOnConsents.userId, set: { version, consentedAt: at } })
    .returning()
  return row as typeof tryOnConsents.$inferSelect
}

export async function deleteConsent(db: DbOrTx, userId: string) {
  await db.delete(tryOnConsents).where(eq(tryOnConsents.userId, userId))
}

export async function insertPhoto(db: DbOrTx, values: typeof tryOnPhotos.$inferInsert) {
  const [row] = await db.insert(tryOnPhotos).values(values).returning()
  return row as PhotoRow
}

/** A photo of this user that has not expired (someone else's, or an expired one, is none). */
export async function findPhoto(db: DbOrTx, userId: string, id: string, now: Date) {
  const [row] = await db
    .select()
    .from(tryOnPhotos)
    .where(and(eq(tryOnPhotos.id, id), eq(tryOnPhotos.userId, userId)))
    .limit(1)
  return row && row.expiresAt > now ? row : undefined
}

export async function insertResult(db: DbOrTx, values: typeof tryOnResults.$inferInsert) {
  const [row] = await db.insert(tryOnResults).values(values).returning()
  return row as ResultRow
}

export async function findResult(db: DbOrTx, userId: string, id: string, now: Date) {
  const [row] = await db
    .select()
    .from(tryOnResults)
    .where(and(eq(tryOnResults.id, id), eq(tryOnResults.userId, userId)))
    .limit(1)
  return row && row.expiresAt > now ? row : undefined
}

/** Photos (and their results' keys) to delete: one user's, one photo, or every expired one. */
export async function photosWhere(db: DbOrTx, where: { userId?: string; photoId?: string; expiredBy?: Date }, limit = 500) {
  const c = [
    ...(where.userId ? [eq(tryOnPhotos.userId, where.userId)] : []),
    ...(where.photoId ? [eq(tryOnPhotos.id, where.photoId)] : []),
    ...(where.expiredBy ? [lte(tryOnPhotos.expiresAt, where.expiredBy)] : []),
  ]
  return db
    .select({ id: tryOnPhotos.id, storageKey: tryOnPhotos.storageKey })
    .from(tryOnPhotos)
    .where(and(...c))
    .orderBy(desc(tryOnPhotos.createdAt))
    .limit(limit)
}

export async function resultsOfPhotos(db: DbOrTx, photoIds: string[]) {
  if (photoIds.length === 0) return []
  return db
    .select({ id: tryOnResults.id, storageKey: tryOnResults.storageKey })
    .from(tryOnResults)
    .where(inArray(tryOnResults.photoId, photoIds))
}

/** Deletes the rows (results go with their photo: ON DELETE CASCADE). */
export async function deletePhotos(db: DbOrTx, photoIds: string[]) {
  if (photoIds.length === 0) return
  await db.delete(tryOnPhotos).where(inArray(tryOnPhotos.id, photoIds))
}

/**
 * A guest who signs in keeps their photos, previews and consent (the same person, the same
 * session): rows move to the account; the account's own consent, if any, stays.
 */
export async function moveToUser(db: DbOrTx, guestId: string, userId: string) {
  await db.transaction(async (tx) => {
    await tx.update(tryOnPhotos).set({ userId }).where(eq(tryOnPhotos.userId, guestId))
    await tx.update(tryOnResults).set({ userId }).where(eq(tryOnResults.userId, guestId))
    const [guest] = await tx.select().from(tryOnConsents).where(eq(tryOnConsents.userId, guestId)).limit(1)
    if (guest) {
      await tx.insert(tryOnConsents).values({ userId, version: guest.version, consentedAt: guest.consentedAt }).onConflictDoNothing()
      await tx.delete(tryOnConsents).where(eq(tryOnConsents.userId, guestId))
    }
  })
}
