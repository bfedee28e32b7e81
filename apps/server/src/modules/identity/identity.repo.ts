import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { identityCards, oauthAccounts, otpCodes, sessions, users } from './identity.tables.ts'

export type UserRow = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert

export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return rows[0]
}

export async function findUserById(db: DbOrTx, id: string) {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return rows[0]
}

export async function insertUser(db: DbOrTx, values: NewUser) {
  const rows = await db.insert(users).values(values).returning()
  return rows[0] as UserRow
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<NewUser>) {
  // an empty patch (PUT update-profile with `{}`) changes nothing; Drizzle refuses an empty SET
  if (Object.values(values).every((v) => v === undefined)) return findUserById(db, id)
  const rows = await db.update(users).set(values).where(eq(users.id, id)).returning()
  return rows[0]
}

/** Adds a role once (a no-op when the user has it already). */
export async function addRole(db: DbOrTx, id: string, role: UserRow['roles'][number]) {
  await db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, ${role}::user_role)` })
    .where(and(eq(users.id, id), sql`NOT (${role}::user_role = ANY(${users.roles}))`))
}

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert) {
  const rows = await db.insert(sessions).values(values).returning({ id: sessions.id })
  return rows[0] as { id: string }
}

/** The live session and its user, in one query: every authenticated request checks both. */
export async function findLiveSession(db: DbOrTx, sessionId: string) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
  return rows[0]
}

export async function findSessionByRefreshHash(db: DbOrTx, hash: string) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(or(eq(sessions.refreshHash, hash), eq(sessions.previousHash, hash)))
    .limit(1)
  return rows[0]
}

/** Rotates only if the presented token is still the current one: two racing refreshes cannot both win. */
export async function rotateSession(db: DbOrTx, sessionId: string, oldHash: string, newHash: string, expiresAt: Date) {
  const rows = await db
    .update(sessions)
    .set({ refreshHash: newHash, previousHash: oldHash, rotatedAt: sql`now()`, lastUsedAt: sql`now()`, expiresAt })
    .where(and(eq(sessions.id, sessionId), eq(sessions.refreshHash, oldHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return rows.length === 1
}

export async function revokeSession(db: DbOrTx, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

export async function revokeUserSessions(db: DbOrTx, userId: string, exceptSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined),
    )
}

export async function insertOtp(db: DbOrTx, values: typeof otpCodes.$inferInsert) {
  await db.insert(otpCodes).values(values)
}

/** Recent codes for a purpose and target, newest first (for resend spacing and hourly caps). */
export async function recentOtps(db: DbOrTx, purpose: 'phone' | 'email' | 'password_reset', target: string, sinceSeconds: number) {
  return db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.purpose, purpose),
        eq(otpCodes.target, target),
        gt(otpCodes.createdAt, sql`now() - make_interval(secs => ${sinceSeconds})`),
      ),
    )
    .orderBy(sql`${otpCodes.createdAt} desc`)
}

export async function latestOpenOtp(
  db: DbOrTx,
  purpose: 'phone' | 'email' | 'password_reset',
  where: { userId?: string; target?: string },
) {
  const rows = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.purpose, purpose),
        where.userId ? eq(otpCodes.userId, where.userId) : undefined,
        where.target ? eq(otpCodes.target, where.target) : undefined,
        isNull(otpCodes.consumedAt),
      ),
    )
    .orderBy(sql`${otpCodes.createdAt} desc`)
    .limit(1)
  return rows[0]
}

/** Counts an attempt atomically; returns the new count, or undefined when the code is gone. */
export async function countOtpAttempt(db: DbOrTx, id: string) {
  const rows = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ attempts: otpCodes.attempts })
  return rows[0]?.attempts
}

/** Consumes a code once: a second concurrent confirm with the same code gets false. */
export async function consumeOtp(db: DbOrTx, id: string) {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id })
  return rows.length === 1
}

export async function insertIdentityCard(db: DbOrTx, values: typeof identityCards.$inferInsert) {
  const rows = await db.insert(identityCards).values(values).returning()
  return rows[0] as typeof identityCards.$inferSelect
}

export async function findIdentityCardImages(db: DbOrTx, id: string) {
  const rows = await db
    .select({ frontImage: identityCards.frontImage, backImage: identityCards.backImage })
    .from(identityCards)
    .where(eq(identityCards.id, id))
  return rows[0]
}

export async function findOauthAccount(db: DbOrTx, provider: string, providerUserId: string) {
  const rows = await db
    .select()
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)))
    .limit(1)
  return rows[0]
}

export async function insertOauthAccount(db: DbOrTx, values: typeof oauthAccounts.$inferInsert) {
  await db.insert(oauthAccounts).values(values).onConflictDoNothing()
}

export async function usersDueForDeletion(db: DbOrTx) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'pending_deletion'), sql`${users.deletionScheduledAt} <= now()`))
}

export async function countUsers(db: DbOrTx) {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users)
  return Number(rows[0]?.n ?? 0)
}
