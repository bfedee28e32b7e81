import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn } from '#server/platform/db/columns.ts'
import { users } from '../identity/identity.tables.ts'

/**
 * Append-only trail of every admin action (issue 14): who, when, what, before → after, why.
 * A trigger (migration 0018) refuses UPDATE, DELETE and TRUNCATE, so not even the application
 * role can rewrite history; retention is handled by partitioning/archiving outside the app.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    actorId: uuid('actor_id').references(() => users.id),
    /** Dotted verb, e.g. `shop_application.approve`, `user.lock`, `settings.fees.update`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
)
