import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, tstz } from './db/columns.ts'

/**
 * The transactional outbox (platform/outbox.ts): a message is written in the business
 * transaction and dispatched after it committed. `dedupe_key` is unique: the same event
 * enqueued twice (a retried request, a job run twice) is one message.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: idColumn(),
    topic: text('topic').notNull(),
    dedupeKey: text('dedupe_key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** Not before this moment (a retry's backoff). */
    availableAt: tstz('available_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Claimed by a dispatcher until then; a crashed dispatcher's claim simply expires. */
    lockedUntil: tstz('locked_until'),
    dispatchedAt: tstz('dispatched_at'),
    /** Given up after the last attempt (kept for a look, never retried). */
    failedAt: tstz('failed_at'),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('outbox_messages_dedupe_uq').on(t.dedupeKey),
    index('outbox_messages_pending_idx').on(t.availableAt).where(sql`${t.dispatchedAt} IS NULL AND ${t.failedAt} IS NULL`),
    index('outbox_messages_dispatched_idx').on(t.dispatchedAt),
  ],
)

/**
 * Each delivery channel of a message, recorded once it happened (in-app, realtime, a push to one
 * token, an e-mail): a dispatch repeated after a crash skips what is recorded here.
 */
export const outboxDeliveries = pgTable(
  'outbox_deliveries',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => outboxMessages.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** Which recipient or token of the channel ('' when the channel has one). */
    target: text('target').notNull().default(''),
    /** sent | skipped (preference, no address) | failed (gave up on this target) */
    status: text('status').notNull(),
    detail: text('detail'),
    at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.channel, t.target] })],
)
