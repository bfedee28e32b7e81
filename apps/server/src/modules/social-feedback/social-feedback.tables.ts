import { SOCIAL_FEEDBACK_STATUSES } from '@xinh/contracts'
import { index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { users } from '#server/modules/identity/identity.tables.ts'
import { createdAt, idColumn, tstz } from '#server/platform/db/columns.ts'

export const socialFeedbackStatus = pgEnum('social_feedback_status', SOCIAL_FEEDBACK_STATUSES)

/**
 * Social-organisation feedback (issue 18, spec §3/§5): what an organisation (named, with the number
 * of the decision that established it) reports to the platform, with one image, reviewed in the
 * admin's social-feedback queue. The author reads the outcome on `/danh-sach`.
 */
export const socialFeedbacks = pgTable(
  'social_feedbacks',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationName: text('organization_name').notNull(),
    decisionNumber: text('decision_number').notNull(),
    email: text('email').notNull(),
    content: text('content').notNull(),
    image: text('image').notNull(),
    reasonId: text('reason_id'),
    status: socialFeedbackStatus('status').notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: tstz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // the author's list, newest first (UUIDv7 ids are time-ordered)
    index('social_feedbacks_user_idx').on(t.userId, t.id),
    // the queue: oldest pending first
    index('social_feedbacks_status_idx').on(t.status, t.createdAt),
  ],
)
