import type { ChatMessageType, ChatRoomFilter, ChatSide, TChatCard } from '@xinh/contracts'
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx, Tx } from '#server/platform/db/client.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { chatBlocks, chatMessages, chatPresence, chatQuickReplies, chatResponseTurns, chatRooms } from './chat.tables.ts'

export type RoomRow = typeof chatRooms.$inferSelect
export type MessageRow = typeof chatMessages.$inferSelect

const lastMessage = alias(chatMessages, 'last_message')

/** What a room answer needs: the room, its shop and buyer, its last message. */
const roomColumns = {
  room: chatRooms,
  shopName: shops.name,
  shopAvatar: shops.avatarUrl,
  ownerId: shops.ownerId,
  buyerName: users.userName,
  buyerAvatar: users.avatarUrl,
  last: lastMessage,
}
export type RoomView = {
  room: RoomRow
  shopName: string
  shopAvatar: string | null
  ownerId: string
  buyerName: string
  buyerAvatar: string | null
  last: MessageRow | null
}

function roomsQuery(db: DbOrTx) {
  return db
    .select(roomColumns)
    .from(chatRooms)
    .innerJoin(shops, eq(shops.id, chatRooms.shopId))
    .innerJoin(users, eq(users.id, chatRooms.buyerId))
    .leftJoin(lastMessage, eq(lastMessage.id, chatRooms.lastMessageId))
}

export async function findRoomView(db: DbOrTx, roomId: string): Promise<RoomView | undefined> {
  const [row] = await roomsQuery(db).where(eq(chatRooms.id, roomId)).limit(1)
  return row
}

/** The room and who may act in it (its buyer, its shop's owner). */
export async function findRoomAccess(db: DbOrTx, roomId: string) {
  const [row] = await db
    .select({ room: chatRooms, ownerId: shops.ownerId })
    .from(chatRooms)
    .innerJoin(shops, eq(shops.id, chatRooms.shopId))
    .where(eq(chatRooms.id, roomId))
    .limit(1)
  return row
}

export async function lockRoom(tx: Tx, roomId: string): Promise<RoomRow | undefined> {
  const [row] = await tx.select().from(chatRooms).where(eq(chatRooms.id, roomId)).for('update')
  return row
}

export async function findRoomOfPair(db: DbOrTx, buyerId: string, shopId: string) {
  const [row] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.buyerId, buyerId), eq(chatRooms.shopId, shopId)))
    .limit(1)
  return row
}

/** The pair's room, created when missing, locked (a first message creates its room in its own transaction). */
export async function lockRoomOfPair(tx: Tx, buyerId: string, shopId: string): Promise<RoomRow | undefined> {
  await tx.insert(chatRooms).values({ buyerId, shopId }).onConflictDoNothing()
  const [row] = await tx
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.buyerId, buyerId), eq(chatRooms.shopId, shopId)))
    .for('update')
  return row
}

/** The shop a user owns (the seller side of their rooms), if any. */
export async function shopOfOwner(db: DbOrTx, userId: string) {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, userId)).limit(1)
  return row?.id
}

/** A shop buyers may start a chat with: approved and not closed (a paused shop still answers). */
export async function findChattableShop(db: DbOrTx, shopId: string) {
  const [row] = await db
    .select({ id: shops.id, ownerId: shops.ownerId })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.status, 'approved'), isNull(shops.closedAt)))
    .limit(1)
  return row
}

/** The room of a buyer–shop pair, created when missing (the unique pair makes a race harmless). */
export async function ensureRoom(db: DbOrTx, buyerId: string, shopId: string): Promise<string> {
  await db.insert(chatRooms).values({ buyerId, shopId }).onConflictDoNothing()
  const [row] = await db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.buyerId, buyerId), eq(chatRooms.shopId, shopId)))
  if (!row) throw new Error('chat room upsert failed')
  return row.id
}

export type RoomScope = { side: 'buyer'; userId: string } | { side: 'shop'; shopId: string }

const sideCols = (side: ChatSide) =>
  side === 'buyer'
    ? { unread: chatRooms.buyerUnread, marked: chatRooms.buyerMarkedUnread, hidden: chatRooms.buyerHidden, readSeq: chatRooms.buyerReadSeq }
    : { unread: chatRooms.shopUnread, marked: chatRooms.shopMarkedUnread, hidden: chatRooms.shopHidden, readSeq: chatRooms.shopReadSeq }

function scopeWhere(scope: RoomScope): SQL {
  return scope.side === 'buyer'
    ? (eq(chatRooms.buyerId, scope.userId) as SQL)
    : // the shop sees a room once the buyer wrote something
      (and(eq(chatRooms.shopId, scope.shopId), gt(chatRooms.lastSeq, 0)) as SQL)
}

const activityAt = sql<Date>`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt})`

export async function listRooms(
  db: DbOrTx,
  scope: RoomScope,
  opts: { filter: ChatRoomFilter; q?: string; includeHidden: boolean; cursor?: { at: Date; id: string }; limit: number },
) {
  const c = sideCols(scope.side)
  const peerName = scope.side === 'buyer' ? shops.name : users.userName
  const where = and(
    scopeWhere(scope),
    opts.includeHidden ? undefined : eq(c.hidden, false),
    opts.filter === 'unread' ? or(gt(c.unread, 0), eq(c.marked, true)) : undefined,
    opts.filter === 'unanswered' ? eq(chatRooms.lastSenderSide, 'buyer') : undefined,
    opts.q ? sql`f_unaccent(lower(${peerName})) LIKE '%' || f_unaccent(lower(${opts.q})) || '%'` : undefined,
    opts.cursor
      ? sql`(${activityAt}, ${chatRooms.id}) < (${opts.cursor.at.toISOString()}::timestamptz, ${opts.cursor.id}::uuid)`
      : undefined,
  )
  return roomsQuery(db)
    .where(where)
    .orderBy(desc(activityAt), desc(chatRooms.id))
    .limit(opts.limit + 1)
}

/** The red dot: unread messages over the side's visible rooms, a room marked unread counting at least 1. */
export async function redDot(db: DbOrTx, scope: RoomScope): Promise<number> {
  const c = sideCols(scope.side)
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(greatest(${c.unread}, CASE WHEN ${c.marked} THEN 1 ELSE 0 END)), 0)::int` })
    .from(chatRooms)
    .where(and(scopeWhere(scope), eq(c.hidden, false)))
  return Number(row?.n ?? 0)
}

export async function findMessageByClientId(db: DbOrTx, senderId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)))
    .limit(1)
  return row
}

export async function findMessage(db: DbOrTx, id: string) {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1)
  return row
}

/**
 * Appends a message under the room's lock (the caller holds it): the next seq, the room's last
 * message, the recipient's unread count; the sender has read everything up to their message and
 * neither side has the room hidden any more.
 */
export async function appendMessage(
  tx: Tx,
  room: RoomRow,
  m: { senderId: string; side: ChatSide; clientId: string | null; type: ChatMessageType; content: string; card: TChatCard | null },
) {
  const seq = room.lastSeq + 1
  const [message] = await tx
    .insert(chatMessages)
    .values({
      roomId: room.id,
      seq,
      senderId: m.senderId,
      senderSide: m.side,
      clientId: m.clientId,
      type: m.type,
      content: m.content,
      card: m.card,
    })
    .returning()
  if (!message) throw new Error('chat message insert failed')
  const theirs = sideCols(m.side === 'buyer' ? 'shop' : 'buyer')
  const [updated] = await tx
    .update(chatRooms)
    .set({
      lastSeq: seq,
      lastMessageId: message.id,
      lastMessageAt: message.createdAt,
      lastSenderSide: m.side,
      [m.side === 'buyer' ? 'buyerReadSeq' : 'shopReadSeq']: seq,
      [m.side === 'buyer' ? 'buyerUnread' : 'shopUnread']: 0,
      [m.side === 'buyer' ? 'buyerMarkedUnread' : 'shopMarkedUnread']: false,
      [m.side === 'buyer' ? 'shopUnread' : 'buyerUnread']: sql`${theirs.unread} + 1`,
      buyerHidden: false,
      shopHidden: false,
    })
    .where(eq(chatRooms.id, room.id))
    .returning()
  return { message, room: updated! }
}

export async function listMessages(db: DbOrTx, roomId: string, opts: { before?: number; after?: number; limit: number }) {
  if (opts.after !== undefined) {
    return db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.seq, opts.after)))
      .orderBy(asc(chatMessages.seq))
      .limit(opts.limit + 1)
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), opts.before !== undefined ? lt(chatMessages.seq, opts.before) : undefined))
    .orderBy(desc(chatMessages.seq))
    .limit(opts.limit + 1)
  return rows
}

/** Marks the side's read position (never backwards, never past the last message) and recounts its unread messages. */
export async function markRead(db: DbOrTx, roomId: string, side: ChatSide, upTo: number | null) {
  const c = sideCols(side)
  const other = side === 'buyer' ? 'shop' : 'buyer'
  const target = upTo === null ? chatRooms.lastSeq : sql`least(${upTo}, ${chatRooms.lastSeq})`
  const readSeq = sql`greatest(${c.readSeq}, ${target})`
  const [row] = await db
    .update(chatRooms)
    .set({
      [side === 'buyer' ? 'buyerReadSeq' : 'shopReadSeq']: readSeq,
      [side === 'buyer' ? 'buyerUnread' : 'shopUnread']: sql`(SELECT count(*)::int FROM ${chatMessages} m
        WHERE m.room_id = ${chatRooms.id} AND m.seq > ${readSeq} AND m.sender_side = ${other})`,
      [side === 'buyer' ? 'buyerMarkedUnread' : 'shopMarkedUnread']: false,
    })
    .where(eq(chatRooms.id, roomId))
    .returning()
  return row
}

export async function setRoomFlags(db: DbOrTx, roomId: string, side: ChatSide, flags: { marked?: boolean; hidden?: boolean }) {
  const set: Record<string, boolean> = {}
  if (flags.marked !== undefined) set[side === 'buyer' ? 'buyerMarkedUnread' : 'shopMarkedUnread'] = flags.marked
  if (flags.hidden !== undefined) set[side === 'buyer' ? 'buyerHidden' : 'shopHidden'] = flags.hidden
  const [row] = await db.update(chatRooms).set(set).where(eq(chatRooms.id, roomId)).returning()
  return row
}

/** read-all: every room of the side read to its end. */
export async function readAll(db: DbOrTx, scope: RoomScope) {
  const c = sideCols(scope.side)
  const rows = await db
    .update(chatRooms)
    .set({
      [scope.side === 'buyer' ? 'buyerReadSeq' : 'shopReadSeq']: chatRooms.lastSeq,
      [scope.side === 'buyer' ? 'buyerUnread' : 'shopUnread']: 0,
      [scope.side === 'buyer' ? 'buyerMarkedUnread' : 'shopMarkedUnread']: false,
    })
    .where(and(scopeWhere(scope), or(gt(c.unread, 0), eq(c.marked, true), lt(c.readSeq, chatRooms.lastSeq))))
    .returning({ id: chatRooms.id })
  return rows.length
}

/** unread-all: every room with messages marked unread. */
export async function unreadAll(db: DbOrTx, scope: RoomScope) {
  const c = sideCols(scope.side)
  const rows = await db
    .update(chatRooms)
    .set({ [scope.side === 'buyer' ? 'buyerMarkedUnread' : 'shopMarkedUnread']: true })
    .where(and(scopeWhere(scope), gt(chatRooms.lastSeq, 0), eq(c.marked, false)))
    .returning({ id: chatRooms.id })
  return rows.length
}

// ----- blocks ----------------------------------------------------------------------------------

export async function blocksBetween(db: DbOrTx, userId: string, peers: string[]) {
  if (!peers.length) return []
  return db
    .select()
    .from(chatBlocks)
    .where(
      or(
        and(eq(chatBlocks.blockerId, userId), inArray(chatBlocks.blockedId, peers)),
        and(eq(chatBlocks.blockedId, userId), inArray(chatBlocks.blockerId, peers)),
      ),
    )
}

export async function block(db: DbOrTx, blockerId: string, blockedId: string) {
  await db.insert(chatBlocks).values({ blockerId, blockedId }).onConflictDoNothing()
}

export async function unblock(db: DbOrTx, blockerId: string, blockedId: string) {
  await db.delete(chatBlocks).where(and(eq(chatBlocks.blockerId, blockerId), eq(chatBlocks.blockedId, blockedId)))
}

// ----- response turns (seller performance, spec §9 inactivity) ---------------------------------

/** A buyer message opens a turn unless one is open; a shop message answers the open one. */
export async function recordTurn(tx: Tx, room: RoomRow, side: ChatSide, at: Date) {
  if (side === 'buyer') {
    await tx.insert(chatResponseTurns).values({ roomId: room.id, shopId: room.shopId, startedAt: at }).onConflictDoNothing()
  } else {
    await tx
      .update(chatResponseTurns)
      .set({ answeredAt: at })
      .where(and(eq(chatResponseTurns.roomId, room.id), isNull(chatResponseTurns.answeredAt)))
  }
}

// ----- quick replies ---------------------------------------------------------------------------

export const quickReplies = {
  list: (db: DbOrTx, shopId: string) =>
    db
      .select()
      .from(chatQuickReplies)
      .where(eq(chatQuickReplies.shopId, shopId))
      .orderBy(asc(chatQuickReplies.createdAt), asc(chatQuickReplies.id)),
  count: async (db: DbOrTx, shopId: string) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(chatQuickReplies).where(eq(chatQuickReplies.shopId, shopId))
    return Number(row?.n ?? 0)
  },
  insert: async (db: DbOrTx, shopId: string, content: string) => {
    const [row] = await db.insert(chatQuickReplies).values({ shopId, content }).returning()
    return row!
  },
  update: async (db: DbOrTx, shopId: string, id: string, content: string) => {
    const [row] = await db
      .update(chatQuickReplies)
      .set({ content })
      .where(and(eq(chatQuickReplies.id, id), eq(chatQuickReplies.shopId, shopId)))
      .returning()
    return row
  },
  remove: async (db: DbOrTx, shopId: string, id: string) => {
    const rows = await db
      .delete(chatQuickReplies)
      .where(and(eq(chatQuickReplies.id, id), eq(chatQuickReplies.shopId, shopId)))
      .returning({ id: chatQuickReplies.id })
    return rows.length > 0
  },
}

// ----- presence ----------------------------------------------------------------------------------

export async function presenceUpsert(db: DbOrTx, userId: string, key: string, seconds: number) {
  await db
    .insert(chatPresence)
    .values({ userId, key, expiresAt: sql`now() + make_interval(secs => ${seconds})` as unknown as Date })
    .onConflictDoUpdate({ target: [chatPresence.userId, chatPresence.key], set: { expiresAt: sql`EXCLUDED.expires_at` } })
}

export async function presenceRemove(db: DbOrTx, userId: string, key: string) {
  await db.delete(chatPresence).where(and(eq(chatPresence.userId, userId), eq(chatPresence.key, key)))
}

/** Renews this process's sockets' rows and forgets long-expired ones (of any process). */
export async function presenceRenew(db: DbOrTx, keys: Array<{ userId: string; key: string }>, seconds: number) {
  if (keys.length) {
    await db
      .update(chatPresence)
      .set({ expiresAt: sql`now() + make_interval(secs => ${seconds})` as unknown as Date })
      .where(
        sql`(${chatPresence.userId}, ${chatPresence.key}) IN (${sql.join(
          keys.map((k) => sql`(${k.userId}::uuid, ${k.key})`),
          sql`, `,
        )})`,
      )
  }
  await db.delete(chatPresence).where(sql`${chatPresence.expiresAt} < now() - interval '1 hour'`)
}

export async function onlineAmong(db: DbOrTx, userIds: string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set()
  const rows = await db
    .selectDistinct({ userId: chatPresence.userId })
    .from(chatPresence)
    .where(and(inArray(chatPresence.userId, userIds), sql`${chatPresence.expiresAt} > now()`))
  return new Set(rows.map((r) => r.userId))
}

export async function userName(db: DbOrTx, userId: string) {
  const [row] = await db.select({ name: users.userName }).from(users).where(eq(users.id, userId)).limit(1)
  return row?.name
}

export async function shopName(db: DbOrTx, shopId: string) {
  const [row] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId)).limit(1)
  return row?.name
}

/** Of these users, those who share a room with `userId` (presence is shown to chat partners only). */
export async function partnersAmong(db: DbOrTx, userId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set()
  const rows = await db
    .select({ buyerId: chatRooms.buyerId, ownerId: shops.ownerId })
    .from(chatRooms)
    .innerJoin(shops, eq(shops.id, chatRooms.shopId))
    .where(
      or(and(eq(chatRooms.buyerId, userId), inArray(shops.ownerId, ids)), and(eq(shops.ownerId, userId), inArray(chatRooms.buyerId, ids))),
    )
  return new Set(rows.map((r) => (r.buyerId === userId ? r.ownerId : r.buyerId)))
}
