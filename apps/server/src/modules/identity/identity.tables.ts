import { ROLES } from '@xinh/contracts'
import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, tstz, updatedAt } from '#server/platform/db/columns.ts'

export const userRole = pgEnum('user_role', ROLES)
export const userStatus = pgEnum('user_status', ['active', 'pending_deletion', 'deleted'])
export const identityStatus = pgEnum('identity_status', ['none', 'pending', 'approved', 'rejected'])
export const otpPurpose = pgEnum('otp_purpose', ['phone', 'email', 'password_reset'])

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** Lower-cased; null for guests and deleted accounts. */
    email: text('email'),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash'),
    roles: userRole('roles').array().notNull().default(sql`'{buyer}'::user_role[]`),
    status: userStatus('status').notNull().default('active'),
    isGuest: boolean('is_guest').notNull().default(false),
    gender: smallint('gender'),
    birthday: date('birthday', { mode: 'string' }),
    bodyShapeType: text('body_shape_type'),
    avatarUrl: text('avatar_url'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneNumber: text('phone_number'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    identityStatus: identityStatus('identity_status').notNull().default('none'),
    kolInfo: jsonb('kol_info').$type<Record<string, unknown>>(),
    deletionRequestedAt: tstz('deletion_requested_at'),
    deletionScheduledAt: tstz('deletion_scheduled_at'),
    /** Locked by an admin (issue 14): no session, no login; the reason is shown to the user. */
    lockedAt: tstz('locked_at'),
    lockedReason: text('locked_reason'),
    lockedBy: uuid('locked_by'),
    /** Set once TOTP enrolment is confirmed; sensitive admin actions then ask for a code again. */
    totpEnabledAt: tstz('totp_enabled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    // a phone number is verified on at most one account
    uniqueIndex('users_verified_phone_uq').on(t.phoneNumber).where(sql`${t.phoneVerified}`),
    // admin user search (issue 14): any part of a name or e-mail, accents ignored
    index('users_name_folded_trgm').using('gin', sql`f_unaccent(lower(${t.userName})) gin_trgm_ops`),
    index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_deletion_due_idx').on(t.deletionScheduledAt).where(sql`${t.status} = 'pending_deletion'`),
  ],
)

/**
 * One row per login (a refresh-token family). Only hashes of refresh tokens are stored; the
 * previous hash is kept briefly so a concurrent refresh is not mistaken for token theft.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshHash: text('refresh_hash').notNull(),
    previousHash: text('previous_hash'),
    rotatedAt: tstz('rotated_at'),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** When this session last proved the second factor (step-up for sensitive admin actions). */
    stepUpAt: tstz('step_up_at'),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_refresh_hash_uq').on(t.refreshHash),
    index('sessions_previous_hash_idx').on(t.previousHash),
    index('sessions_user_idx').on(t.userId),
  ],
)

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: otpPurpose('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_lookup_idx').on(t.purpose, t.target, t.createdAt)],
)

export const identityCards = pgTable(
  'identity_cards',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idNumber: text('id_number').notNull(),
    frontImage: text('front_image').notNull(),
    backImage: text('back_image').notNull(),
    status: identityStatus('status').notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: tstz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('identity_cards_user_idx').on(t.userId), index('identity_cards_status_idx').on(t.status, t.createdAt)],
)

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index('oauth_accounts_user_idx').on(t.userId)],
)

/**
 * An admin's TOTP secret (RFC 6238), AES-256-GCM encrypted with a key derived from the app
 * secret: a database leak alone does not reveal it. `confirmedAt` null = enrolment started, not
 * yet proven with a code. `lastStep` refuses a code replayed within its own 30-second step.
 */
export const totpSecrets = pgTable('totp_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: tstz('confirmed_at'),
  lastStep: integer('last_step'),
  createdAt: createdAt(),
})

/** Single-use recovery codes, stored as SHA-256 hashes (they are long random strings, not passwords). */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('totp_recovery_codes_user_idx').on(t.userId), uniqueIndex('totp_recovery_codes_hash_uq').on(t.codeHash)],
)
