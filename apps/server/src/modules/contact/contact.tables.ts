import { CONTACT_SOURCES } from '@xinh/contracts'
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { users } from '#server/modules/identity/identity.tables.ts'
import { createdAt, idColumn } from '#server/platform/db/columns.ts'

/**
 * Messages of the landing contact form (issue 18, spec §2 "Landing contact form", §5 phone digits
 * only ≤11): stored here, and e-mailed to the support inbox through the outbox after commit.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: idColumn(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    message: text('message').notNull(),
    source: text('source', { enum: CONTACT_SOURCES }).notNull(),
    lang: text('lang').notNull(),
    /** who sent it, when signed in (kept if the account goes: the message is the company's record) */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
)
