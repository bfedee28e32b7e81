import { sql } from 'drizzle-orm'
import { boolean, check, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { NOTIFICATION_AUDIENCES, NOTIFICATION_TYPES, PUSH_OS } from '@xinh/contracts'
import { createdAt, idColumn, tstz, updatedAt } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * One in-app notification of one recipient (spec §3 Notification; audience BUYER or SELLER).
 * Title and body are written in the recipient's language when stored; `params` keeps what they
 * were written from. `dedupe_key` is unique per recipient: an event notifies once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audience: text('audience').notNull(),
    type: text('type').notNull(),
    event: text('event').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    image: text('image'),
    orderId: text('order_id'),
    campaignId: text('campaign_id'),
    blogId: text('blog_id'),
    productId: text('product_id'),
    shopId: text('shop_id'),
    bannerId: text('banner_id'),
    refundId: text('refund_id'),
    roomId: text('room_id'),
    voucherId: text('voucher_id'),
    targetType: text('target_type').notNull().default('none'),
    link: text('link'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    lang: text('lang').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_user_dedupe_uq').on(t.userId, t.dedupeKey),
    index('notifications_user_list_idx').on(t.userId, t.audience, t.createdAt.desc()),
    index('notifications_user_unread_idx').on(t.userId, t.audience).where(sql`${t.readAt} IS NULL`),
    check('notifications_audience_ck', sql`${t.audience} IN (${inList(NOTIFICATION_AUDIENCES)})`),
    check('notifications_type_ck', sql`${t.type} IN (${inList(NOTIFICATION_TYPES)})`),
  ],
)

/** A user's choice per notification type and channel; no row means every channel on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    push: boolean('push').notNull().default(true),
    email: boolean('email').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check('notification_preferences_type_ck', sql`${t.type} IN (${inList(NOTIFICATION_TYPES)})`),
  ],
)

/** The user's language (set from the UI language): notifications, pushes and e-mails are written in it. */
export const userLanguages = pgTable(
  'user_languages',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('user_languages_language_ck', sql`${t.language} IN ('vi', 'en', 'ko')`)],
)

/**
 * A device's push token (POST /notification/create-push-token). For web the token is the
 * PushSubscription JSON; `endpoint` is its push-service URL. `session_id`: the session that
 * registered it, so signing out of that session removes it.
 */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    os: text('os').notNull(),
    token: text('token').notNull(),
    endpoint: text('endpoint'),
    sessionId: uuid('session_id'),
    lastSentAt: tstz('last_sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('push_tokens_user_device_uq').on(t.userId, t.deviceId),
    index('push_tokens_endpoint_idx').on(t.endpoint),
    index('push_tokens_session_idx').on(t.sessionId),
    check('push_tokens_os_ck', sql`${t.os} IN (${inList(PUSH_OS)})`),
  ],
)
