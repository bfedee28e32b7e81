import type { AdminUserState, Role } from '@xinh/contracts'
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { sessions, totpRecoveryCodes, totpSecrets, users } from '../identity.tables.ts'

export type UserRow = typeof users.$inferSelect

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** LIKE pattern with the user's % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function stateWhere(state: AdminUserState): SQL {
  switch (state) {
    case 'locked':
      return isNotNull(users.lockedAt)
    case 'active':
      return and(eq(users.status, 'active'), isNull(users.lockedAt)) as SQL
    default:
      return eq(users.status, state)
  }
}

/** Admin search: an id, or part of an e-mail, phone number or name (accents ignored); never guests. */
export async function searchUsers(db: DbOrTx, opts: { q?: string; role?: Role; state?: AdminUserState; page: number; limit: number }) {
  const conds: SQL[] = [eq(users.isGuest, false)]
  const q = opts.q?.trim()
  if (q) {
    const digits = q.replace(/[^\d]/g, '')
    const alternatives: SQL[] = [
      sql`f_unaccent(lower(${users.userName})) LIKE f_unaccent(lower(${contains(q)}))`,
      sql`${users.email} LIKE ${contains(q.toLowerCase())}`,
    ]
    if (UUID.test(q)) alternatives.push(eq(users.id, q))
    // phone numbers are stored as +84…; "0912 345 678" finds "+84912345678"
    if (digits.length >= 6) alternatives.push(sql`${users.phoneNumber} LIKE ${contains(digits.replace(/^0/, ''))}`)
    conds.push(or(...alternatives) as SQL)
  }
  if (opts.role) conds.push(sql`${opts.role}::user_role = ANY(${users.roles})`)
  if (opts.state) conds.push(stateWhere(opts.state))
  const where = and(...conds)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ n: count() }).from(users).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findUser(db: DbOrTx, id: string) {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return rows[0]
}

/** Row lock for a decision: two admins acting on one user are serialised. */
export async function findUserForUpdate(db: DbOrTx, id: string) {
  const rows = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1)
  return rows[0]
}

export async function userNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { user_name: string; email: string | null }>()
  const rows = await db.select({ id: users.id, userName: users.userName, email: users.email }).from(users).where(inArray(users.id, ids))
  return new Map(rows.map((r) => [r.id, { user_name: r.userName, email: r.email }]))
}

export async function liveSessions(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastUsedAt))
    .limit(50)
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>) {
  const rows = await db.update(users).set(values).where(eq(users.id, id)).returning()
  return rows[0]
}

/** Revokes every live session of a user; returns how many there were. */
export async function revokeAllSessions(db: DbOrTx, userId: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return rows.length
}

export async function setRoles(db: DbOrTx, id: string, roles: Role[]) {
  await db
    .update(users)
    .set({ roles: sql`${`{${roles.join(',')}}`}::user_role[]` })
    .where(eq(users.id, id))
}

/** Seller accounts waiting for their scheduled deletion, soonest first. */
export async function pendingDeletions(db: DbOrTx) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.status, 'pending_deletion'), isNotNull(users.deletionScheduledAt)))
    .orderBy(users.deletionScheduledAt)
    .limit(500)
}

// ----- second factor ----------------------------------------------------------------------

export async function findTotp(db: DbOrTx, userId: string) {
  const rows = await db.select().from(totpSecrets).where(eq(totpSecrets.userId, userId)).limit(1)
  return rows[0]
}

export async function putPendingTotp(db: DbOrTx, userId: string, secretSealed: string) {
  await db
    .insert(totpSecrets)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({ target: totpSecrets.userId, set: { secretSealed, confirmedAt: null, lastStep: null, createdAt: sql`now()` } })
}

/** Accepts a time step once: a code replayed within its own step (or an older one) is refused. */
export async function claimStep(db: DbOrTx, userId: string, step: number) {
  const rows = await db
    .update(totpSecrets)
    .set({ lastStep: step })
    .where(and(eq(totpSecrets.userId, userId), or(isNull(totpSecrets.lastStep), sql`${totpSecrets.lastStep} < ${step}`)))
    .returning({ userId: totpSecrets.userId })
  return rows.length === 1
}

export async function confirmTotp(db: DbOrTx, userId: string) {
  await db.update(totpSecrets).set({ confirmedAt: sql`now()` }).where(eq(totpSecrets.userId, userId))
}

export async function deleteTotp(db: DbOrTx, userId: string) {
  await db.delete(totpSecrets).where(eq(totpSecrets.userId, userId))
  await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId))
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: string, hashes: string[]) {
  await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId))
  await db.insert(totpRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })))
}

/** Uses a recovery code once (a conditional update: two racing uses, one wins). */
export async function useRecoveryCode(db: DbOrTx, userId: string, codeHash: string) {
  const rows = await db
    .update(totpRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(totpRecoveryCodes.userId, userId), eq(totpRecoveryCodes.codeHash, codeHash), isNull(totpRecoveryCodes.usedAt)))
    .returning({ id: totpRecoveryCodes.id })
  return rows.length === 1
}

export async function recoveryCodesLeft(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)))
  return row?.n ?? 0
}

export async function markStepUp(db: DbOrTx, sessionId: string) {
  const rows = await db
    .update(sessions)
    .set({ stepUpAt: sql`now()` })
    .where(eq(sessions.id, sessionId))
    .returning({ at: sessions.stepUpAt })
  return rows[0]?.at ?? new Date()
}

export async function sessionStepUp(db: DbOrTx, sessionId: string) {
  const rows = await db.select({ at: sessions.stepUpAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1)
  return rows[0]?.at ?? null
}
