import type { DbOrTx } from '#server/platform/db/client.ts'
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
