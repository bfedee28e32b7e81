import { SELLER_APPLICATION_STATUSES } from '@xinh/contracts'
import { sql } from 'drizzle-orm'
import { boolean, date, index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, tstz, updatedAt } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '../shops.tables.ts'

export const sellerApplicationStatus = pgEnum('seller_application_status', SELLER_APPLICATION_STATUSES)
export const sellerApplicationAction = pgEnum('seller_application_action', ['submitted', 'approved', 'rejected'])

/**
 * One seller registration per account (spec §3 seller registration, §4 shop registration): a
 * draft between the form's steps (fields null until filled), then waiting approval, approved
 * (the shop exists) or rejected (the applicant may edit it, which makes it a draft again, and
 * re-apply). Photos are private-storage keys, never URLs.
 */
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: sellerApplicationStatus('status').notNull().default('draft'),
    ownerName: text('owner_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    phone: text('phone'),
    email: text('email'),
    idNumber: text('id_number'),
    taxCode: text('tax_code'),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    bankBranch: text('bank_branch'),
    storeName: text('store_name'),
    industry: text('industry'),
    businessType: text('business_type'),
    businessRegistered: boolean('business_registered'),
    platforms: text('platforms').array().notNull().default(sql`'{}'::text[]`),
    shopLink: text('shop_link'),
    description: text('description'),
    provinceCode: text('province_code'),
    wardCode: text('ward_code'),
    street: text('street'),
    idFrontKey: text('id_front_key'),
    idBackKey: text('id_back_key'),
    licenceKey: text('licence_key'),
    /** The applicant's language when they last wrote to it: the decision e-mail speaks it. */
    lang: text('lang').notNull().default('vi'),
    submittedAt: tstz('submitted_at'),
    reviewDeadline: tstz('review_deadline'),
    decidedAt: tstz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('seller_applications_user_uq').on(t.userId), index('seller_applications_status_idx').on(t.status, t.submittedAt)],
)

/** What happened to an application and who did it (the admin console shows it). */
export const sellerApplicationEvents = pgTable(
  'seller_application_events',
  {
    id: idColumn(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => sellerApplications.id, { onDelete: 'cascade' }),
    action: sellerApplicationAction('action').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('seller_application_events_app_idx').on(t.applicationId, t.createdAt)],
)
