import type { TChatCard } from '@xinh/contracts'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, tstz, updatedAt } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'

export const chatSide = pgEnum('chat_side', ['buyer', 'shop'])
export const chatMessageType = pgEnum('chat_message_type', ['text', 'image', 'product', 'order', 'voucher'])
export const chatReportStatus = pgEnum('chat_report_status', ['open', 'upheld', 'dismissed'])

/**
 * One room per buyer–shop pair (issue 15). The room row is the lock every send takes: `last_seq`
 * hands out the messages' sequence numbers in commit order. Read state, unread counters, the
 * "marked unread" and "hidden" flags are kept per side on the row (the list and the red dot read
 * them without counting messages).
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: idColumn(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageId: uuid('last_message_id'),
    lastMessageAt: tstz('last_message_at'),
    lastSenderSide: chatSide('last_sender_side'),
    buyerReadSeq: integer('buyer_read_seq').notNull().default(0),
    shopReadSeq: integer('shop_read_seq').notNull().default(0),
    buyerUnread: integer('buyer_unread').notNull().default(0),
    shopUnread: integer('shop_unread').notNull().default(0),
    buyerMarkedUnread: boolean('buyer_marked_unread').notNull().default(false),
    shopMarkedUnread: boolean('shop_marked_unread').notNull().default(false),
    buyerHidden: boolean('buyer_hidden').notNull().default(false),
    shopHidden: boolean('shop_hidden').notNull().default(false),
    /** Closed by the platform after an upheld report: nobody sends in it any more. */
    closedAt: tstz('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('chat_rooms_pair_uq').on(t.buyerId, t.shopId),
    index('chat_rooms_buyer_idx').on(t.buyerId, t.lastMessageAt),
    index('chat_rooms_shop_idx').on(t.shopId, t.lastMessageAt),
  ],
)

/**
 * Messages. `content` is plain text (the text, an image URL, or a card's id); `card` the snapshot
 * of a product / order / voucher taken when sent. `client_id` makes sends idempotent per sender.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderSide: chatSide('sender_side').notNull(),
    clientId: text('client_id'),
    type: chatMessageType('type').notNull(),
    content: text('content').notNull(),
    card: jsonb('card').$type<TChatCard>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_room_seq_uq').on(t.roomId, t.seq),
    uniqueIndex('chat_messages_client_uq').on(t.senderId, t.clientId).where(sql`${t.clientId} IS NOT NULL`),
    check('chat_messages_content_len', sql`char_length(${t.content}) BETWEEN 1 AND 2000`),
  ],
)

/** A user who does not want messages from another (a buyer blocks a shop's owner, or the reverse). */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('chat_blocks_blocked_idx').on(t.blockedId)],
)

/** Reports of the other side of a room: the admin queue (docs/api/chat.md). */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: idColumn(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterSide: chatSide('reporter_side').notNull(),
    reportedId: uuid('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    status: chatReportStatus('status').notNull().default('open'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('chat_reports_status_idx').on(t.status, t.createdAt),
    uniqueIndex('chat_reports_open_uq').on(t.roomId, t.reporterId).where(sql`${t.status} = 'open'`),
  ],
)

/** A shop's saved replies (seller centre). */
export const chatQuickReplies = pgTable(
  'chat_quick_replies',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chat_quick_replies_shop_idx').on(t.shopId, t.createdAt)],
)

/**
 * Response metrics' inputs: a buyer "turn" starts with a buyer message while no turn is open and
 * ends at the shop's next message. Response rate and time are read from here; the 7-day warning
 * (spec §9) marks `warned_at` once per turn.
 */
export const chatResponseTurns = pgTable(
  'chat_response_turns',
  {
    id: idColumn(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    startedAt: tstz('started_at').notNull(),
    answeredAt: tstz('answered_at'),
    warnedAt: tstz('warned_at'),
  },
  (t) => [
    index('chat_turns_shop_idx').on(t.shopId, t.startedAt),
    uniqueIndex('chat_turns_open_uq').on(t.roomId).where(sql`${t.answeredAt} IS NULL`),
    index('chat_turns_unwarned_idx').on(t.startedAt).where(sql`${t.answeredAt} IS NULL AND ${t.warnedAt} IS NULL`),
  ],
)

/**
 * Who is online (spec §4 online status): one row per connected socket (`socket:<id>`, renewed by
 * its process every minute) or per device that said "online" through change-user-status
 * (`device:<deviceId>`). A user is online while any of their rows has not expired, so a process
 * that dies takes its sockets' presence with it within a minute or two.
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('chat_presence_expires_idx').on(t.expiresAt)],
)
