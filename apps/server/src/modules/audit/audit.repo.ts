import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { users } from '../identity/identity.tables.ts'
import { auditLog } from './audit.tables.ts'

/** One admin action as the audit trail records it. */
export type AuditEntry = {
  /** The admin who acted (null only for system jobs acting on an admin's earlier decision). */
  actorId: string | null
  action: string
  targetType: string
  targetId: string
  before?: unknown
  after?: unknown
  reason?: string | null
}

/**
 * Appends an entry. Call it inside the same transaction as the change it describes, so an action
 * and its audit row commit (or roll back) together.
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  })
}

export type AuditFilters = {
  actor?: string
  action?: string
  targetType?: string
  targetId?: string
  /** Vietnam calendar days (UTC+7), inclusive. */
  from?: string
  to?: string
}
export type AuditCursor = { createdAt: Date; id: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function where(f: AuditFilters, after?: AuditCursor): SQL | undefined {
  const conds: SQL[] = []
  if (f.actor) {
    if (UUID.test(f.actor)) conds.push(eq(auditLog.actorId, f.actor))
    else {
      const like = `%${escapeLike(f.actor)}%`
      conds.push(or(ilike(users.email, like), ilike(users.userName, like)) as SQL)
    }
  }
  // "user." is every user action; anything else is one action
  if (f.action)
    conds.push(f.action.endsWith('.') ? sql`${auditLog.action} LIKE ${`${escapeLike(f.action)}%`}` : eq(auditLog.action, f.action))
  if (f.targetType) conds.push(eq(auditLog.targetType, f.targetType))
  if (f.targetId) conds.push(eq(auditLog.targetId, f.targetId))
  if (f.from) conds.push(sql`${auditLog.createdAt} >= ${`${f.from}T00:00:00+07:00`}::timestamptz`)
  if (f.to) conds.push(sql`${auditLog.createdAt} < (${`${f.to}T00:00:00+07:00`}::timestamptz + interval '1 day')`)
  // newest first: the next page starts below the last row seen
  if (after) conds.push(sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`)
  return conds.length ? and(...conds) : undefined
}

export type AuditRow = Awaited<ReturnType<typeof listEntries>>[number]

/** Newest first, with the acting admin's name and e-mail. */
export async function listEntries(db: DbOrTx, filters: AuditFilters, opts: { after?: AuditCursor; limit: number }) {
  return db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorName: users.userName,
      actorEmail: users.email,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where(filters, opts.after))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(opts.limit)
}
