import { index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, tstz } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'

/** A user's (or guest session's) consent to the try-on terms, by text version. */
export const tryOnConsents = pgTable('try_on_consents', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  consentedAt: tstz('consented_at').notNull().defaultNow(),
})

export type PersonBox = { score: number; torso: { x: number; y: number; width: number; height: number } }
/** The pose keypoints kept with a photo (pixels of the stored image): what the warp needs. */
export type StoredPose = { keypoints: Array<{ name: string; x: number; y: number; score: number }> }

/**
 * Uploaded try-on photos: private storage keys, deleted with their files 24 hours after upload
 * (FIT_RULES.retentionHours) by the purge job, or at once on request.
 */
export const tryOnPhotos = pgTable(
  'try_on_photos',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    person: jsonb('person').$type<PersonBox>().notNull(),
    pose: jsonb('pose').$type<StoredPose>().notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('try_on_photos_user_idx').on(t.userId, t.createdAt), index('try_on_photos_expiry_idx').on(t.expiresAt)],
)

export const tryOnProvider = pgEnum('try_on_provider', ['builtin', 'remote'])

/** Generated previews: same privacy and lifetime as the photo they were made from. */
export const tryOnResults = pgTable(
  'try_on_results',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => tryOnPhotos.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    storageKey: text('storage_key').notNull(),
    provider: tryOnProvider('provider').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('try_on_results_photo_idx').on(t.photoId), index('try_on_results_user_idx').on(t.userId)],
)
