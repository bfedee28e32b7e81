import { date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, tstz } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'

/**
 * Behavioural tracking (issue 18, spec §3). `tracking_sessions` and `tracking_events` are
 * PARTITIONED BY RANGE (day) — one partition per calendar day in Vietnam time, created ahead and
 * dropped after the retention by `tracking.partitions.ts`. Drizzle cannot express partitioning:
 * migration 0033 creates both tables by hand (its SQL says so). The primary keys include `day`
 * because a partitioned table's unique keys must contain the partition key; `day` is the day the
 * session started, so a resend of a session lands on the same key (idempotency).
 */
export const trackingSessions = pgTable(
  'tracking_sessions',
  {
    day: date('day', { mode: 'string' }).notNull(),
    sessionId: text('session_id').notNull(),
    // no foreign key (partitioned, high volume): an account deletion clears it (forgetUser)
    userId: uuid('user_id'),
    deviceId: text('device_id').notNull(),
    startedAt: tstz('started_at').notNull(),
    endedAt: tstz('ended_at'),
    osVersion: text('os_version').notNull(),
    appVersion: text('app_version').notNull(),
    area: text('area').notNull(),
    language: text('language').notNull(),
    conversionStatus: text('conversion_status').notNull(),
    eventCount: integer('event_count').notNull().default(0),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.sessionId] }), index('tracking_sessions_user_idx').on(t.userId)],
)

export const trackingEvents = pgTable(
  'tracking_events',
  {
    day: date('day', { mode: 'string' }).notNull(),
    sessionId: text('session_id').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    occurredAt: tstz('occurred_at').notNull(),
    objectId: text('object_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.day, t.sessionId, t.eventId] })],
)

/** Views, add-to-cart and orders per product per day (Vietnam time): kept after the raw events are dropped. */
export const trackingProductDaily = pgTable(
  'tracking_product_daily',
  {
    productId: uuid('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    addToCart: integer('add_to_cart').notNull().default(0),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('tracking_product_daily_day_idx').on(t.day)],
)

/**
 * trackwire: the shops' visitors — one row per (shop, Vietnam day, device) that viewed the shop or one
 * of its products that day. The dashboard's `visitors` is the row count over a range (distinct devices
 * per day, summed). Kept after the raw events are dropped, like the product aggregates.
 */
export const trackingShopVisitors = pgTable(
  'tracking_shop_visitors',
  {
    shopId: uuid('shop_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    deviceId: text('device_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.deviceId] })],
)

/** The user-interactive tracking call (spec §7 Products): a signed-in user's action on a product. */
export const trackingInteractions = pgTable(
  'tracking_interactions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    actionType: text('action_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tracking_interactions_product_idx').on(t.productId, t.createdAt),
    index('tracking_interactions_user_idx').on(t.userId, t.createdAt),
  ],
)
