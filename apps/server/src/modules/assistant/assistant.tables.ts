import type { TAssistantUi, TAssistantVoucherCard, TChatbotProductCard } from '@xinh/contracts'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, updatedAt } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'

/**
 * The shopping assistant's conversations (issue 17): one thread per user — a signed-in buyer, or a
 * guest session's guest user (whose messages move to the account when the guest logs in). What an
 * assistant message showed (product and voucher cards, the ui) is kept as shown, so history
 * replays it; voucher states are refreshed when read.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** The intent the assistant answered (assistant messages). */
    intent: text('intent'),
    abVariant: text('ab_variant').notNull(),
    products: jsonb('products').$type<TChatbotProductCard[]>().notNull().default([]),
    vouchers: jsonb('vouchers').$type<TAssistantVoucherCard[]>().notNull().default([]),
    generatedImage: text('generated_image'),
    ui: jsonb('ui').$type<TAssistantUi>(),
    /** Which brain answered: builtin or llm. */
    brain: text('brain'),
    /** A user message that came with an image (the image itself is not kept). */
    hadImage: boolean('had_image').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('assistant_messages_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    check('assistant_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
  ],
)

/** spec §7 assistant analytics events, as the widget reports them. */
export const assistantEvents = pgTable(
  'assistant_events',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who, as an opaque key (user, device, session or address: visitorOf). */
    visitor: text('visitor').notNull(),
    event: text('event').notNull(),
    abVariant: text('ab_variant').notNull(),
    sessionId: text('session_id'),
    durationMs: integer('duration_ms'),
    messageCount: integer('message_count'),
    productId: uuid('product_id'),
    voucherId: uuid('voucher_id'),
    createdAt: createdAt(),
  },
  (t) => [index('assistant_events_event_idx').on(t.event, t.createdAt)],
)

/** The remote config's texts the admin edits (one row, key `texts`); the style split lives in platform settings. */
export const assistantConfig = pgTable('assistant_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
})
