import {
  CHAT_EVENTS,
  CHAT_RULES,
  type ChatMessageType,
  type ChatSide,
  type TChatCard,
  type TChatMessage,
  type TChatMessagePage,
  type TChatMessagesQuery,
  type TChatPostResult,
  type TChatRoom,
  type TChatRoomList,
  type TChatRoomsQuery,
  ZChatMessagesQuery,
  ZChatRoomsQuery,
  zId,
} from '@xinh/contracts'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { type Actor, requireUser } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { isUniqueViolation } from '#server/platform/db/errors.ts'
import { AppError } from '#server/platform/errors.ts'
import { hitCounter } from '#server/platform/rate-limit-store.ts'
import type { ChatCards, ChatEmitter, ChatEvents } from './chat.ports.ts'
import {
  decodeCursor,
  encodeCursor,
  otherSide,
  presentMessage,
  presentRoom,
  previewOf,
  sideState,
  type VoucherStates,
} from './chat.present.ts'
import * as repo from './chat.repo.ts'

export type ChatServiceOptions = {
  db: Db
  cards: ChatCards
  events: ChatEvents
  /** Words of the catalogue's sensitive-content list found in a text (the check products get). */
  findSensitive: (text: string) => string[]
  /** Image messages carry a URL this server's upload answered: it starts with this prefix. */
  imageUrlPrefix: string
  log: FastifyBaseLogger
  rateLimit?: { burst: number; windowMs: number }
}

const isUuid = (s: string) => zId.safeParse(s).success
/** Only what our media store writes: a path of safe characters after the prefix, no query. */
const SAFE_PATH = /^[A-Za-z0-9/_.-]+$/

/**
 * Buyer–seller chat (issue 15, docs/api/chat.md): rooms, messages, read state, flags, blocks,
 * quick replies. Every write checks that the caller is the room's buyer or its shop's owner;
 * someone else's room is CHAT_ROOM_NOT_FOUND. Messages are committed first, then emitted.
 */
export function createChatService(opts: ChatServiceOptions) {
  const { db, cards, events } = opts
  const rate = opts.rateLimit ?? { burst: CHAT_RULES.sendBurst, windowMs: CHAT_RULES.sendWindowSeconds * 1000 }
  // set when the realtime layer is attached (after the routes' plugins): until then, nothing to emit
  let emitter: ChatEmitter = { toUser: () => {}, toRoom: () => {} }
  let isOnline: (userIds: string[]) => Promise<Set<string>> = (ids) => repo.onlineAmong(db, ids)

  /** The caller's side in a room, or CHAT_ROOM_NOT_FOUND. */
  async function access(userId: string, roomId: string) {
    if (!isUuid(roomId)) throw new AppError('CHAT_ROOM_NOT_FOUND')
    const found = await repo.findRoomAccess(db, roomId)
    if (!found) throw new AppError('CHAT_ROOM_NOT_FOUND')
    const side: ChatSide | null = found.room.buyerId === userId ? 'buyer' : found.ownerId === userId ? 'shop' : null
    if (!side) throw new AppError('CHAT_ROOM_NOT_FOUND')
    return { room: found.room, ownerId: found.ownerId, side, peerId: side === 'buyer' ? found.ownerId : found.room.buyerId }
  }

  async function scopeOf(userId: string, side: ChatSide): Promise<repo.RoomScope | null> {
    if (side === 'buyer') return { side: 'buyer', userId }
    const shopId = await repo.shopOfOwner(db, userId)
    return shopId ? { side: 'shop', shopId } : null
  }

  async function voucherStatesFor(viewerId: string, side: ChatSide, messages: Array<{ card: TChatCard | null }>): Promise<VoucherStates> {
    const ids = [...new Set(messages.flatMap((m) => (m.card?.kind === 'voucher' ? [m.card._id] : [])))]
    if (!ids.length) return new Map()
    const states = await cards.voucherStates(viewerId, ids)
    // the shop side never "saved" its own voucher
    if (side === 'shop') for (const [id, s] of states) states.set(id, { ...s, is_saved: false })
    return states
  }

  async function presentRooms(userId: string, views: repo.RoomView[], sideOf: (v: repo.RoomView) => ChatSide): Promise<TChatRoom[]> {
    const peers = views.map((v) => (sideOf(v) === 'buyer' ? v.ownerId : v.room.buyerId))
    const [online, blocks, states] = await Promise.all([
      isOnline([...new Set(peers)]),
      repo.blocksBetween(db, userId, [...new Set(peers)]),
      voucherStatesFor(
        userId,
        'buyer',
        views.flatMap((v) => (v.last && sideOf(v) === 'buyer' ? [v.last] : [])),
      ),
    ])
    return views.map((v, i) => {
      const peer = peers[i]!
      return presentRoom(v, sideOf(v), {
        online: online.has(peer),
        blockedByMe: blocks.some((b) => b.blockerId === userId && b.blockedId === peer),
        blockedByPeer: blocks.some((b) => b.blockerId === peer && b.blockedId === userId),
        states: sideOf(v) === 'buyer' ? states : undefined,
      })
    })
  }

  async function roomFor(userId: string, roomId: string, side: ChatSide): Promise<TChatRoom> {
    const view = await repo.findRoomView(db, roomId)
    if (!view) throw new AppError('CHAT_ROOM_NOT_FOUND')
    const [room] = await presentRooms(userId, [view], () => side)
    return room!
  }

  async function listRooms({ actor, query }: { actor: Actor; query: TChatRoomsQuery }): Promise<TChatRoomList> {
    const user = requireUser(actor)
    const q = ZChatRoomsQuery.parse(query)
    const cursor = decodeCursor(q.cursor)
    if (q.cursor && !cursor) throw new AppError('VALIDATION_FAILED', { fields: { cursor: 'invalid cursor' } })
    const scope = await scopeOf(user.userId, q.side)
    if (!scope) return { items: [], next_cursor: null }
    const rows = await repo.listRooms(db, scope, { filter: q.filter, q: q.q, includeHidden: q.include_hidden, cursor, limit: q.limit })
    const page = rows.slice(0, q.limit)
    const last = page.at(-1)
    return {
      items: await presentRooms(user.userId, page, () => q.side),
      next_cursor: rows.length > q.limit && last ? encodeCursor(last.room.lastMessageAt ?? last.room.createdAt, last.room.id) : null,
    }
  }

  async function messages({
    actor,
    roomId,
    query,
  }: {
    actor: Actor
    roomId: string
    query: TChatMessagesQuery
  }): Promise<TChatMessagePage> {
    const user = requireUser(actor)
    const q = ZChatMessagesQuery.parse(query)
    const { side } = await access(user.userId, roomId)
    if (q.before !== undefined && q.after !== undefined)
      throw new AppError('VALIDATION_FAILED', { fields: { before: 'before and after cannot be combined' } })
    const rows = await repo.listMessages(db, roomId, q)
    const more = rows.length > q.limit
    const page = rows.slice(0, q.limit)
    const ordered = q.after !== undefined ? page : page.reverse()
    const [room, states] = await Promise.all([roomFor(user.userId, roomId, side), voucherStatesFor(user.userId, side, ordered)])
    return {
      room,
      messages: ordered.map((m) => presentMessage(m, states)),
      has_more_before: q.after !== undefined ? (ordered[0]?.seq ?? q.after + 1) > 1 : more,
      has_more_after: q.after !== undefined ? more : q.before !== undefined ? (ordered.at(-1)?.seq ?? 0) < room.last_seq : false,
    }
  }

  /** The card snapshot a message of this type carries, after the sender's right to send it is checked. */
  async function cardOf(
    type: ChatMessageType,
    content: string,
    room: { buyerId: string; shopId: string },
    side: ChatSide,
  ): Promise<TChatCard | null> {
    if (type === 'text' || type === 'image') return null
    if (!isUuid(content)) throw new AppError('CHAT_CARD_NOT_FOUND')
    if (type === 'product') {
      const card = await cards.product(content)
      if (!card) throw new AppError('CHAT_CARD_NOT_FOUND')
      return card
    }
    if (type === 'order') {
      const order = await cards.order(content)
      // only the room's buyer's own orders with this shop; anyone else's looks missing
      if (!order || order.buyerId !== room.buyerId || order.shopId !== room.shopId) throw new AppError('CHAT_CARD_NOT_FOUND')
      return order.card
    }
    if (side !== 'shop') throw new AppError('CHAT_CARD_NOT_ALLOWED')
    const voucher = await cards.voucher(content)
    if (!voucher || voucher.shopId !== room.shopId || !voucher.available) throw new AppError('CHAT_CARD_NOT_FOUND')
    return voucher.card
  }

  function checkContent(type: ChatMessageType, content: string) {
    if (!content.trim()) throw new AppError('CHAT_MESSAGE_EMPTY')
    if (content.length > CHAT_RULES.textMax) throw new AppError('VALIDATION_FAILED', { fields: { content: 'too long' } })
    if (type === 'text') {
      const words = opts.findSensitive(content)
      if (words.length) throw new AppError('CHAT_CONTENT_SENSITIVE', { params: { words: [...new Set(words)].join(', ') } })
    }
    if (type === 'image') {
      const rest = content.startsWith(opts.imageUrlPrefix) ? content.slice(opts.imageUrlPrefix.length) : null
      if (!rest || !SAFE_PATH.test(rest) || rest.includes('..')) throw new AppError('CHAT_IMAGE_INVALID')
    }
  }

  /** The same client_id again: the stored message when it is the same send, else a conflict. */
  function replay(existing: repo.MessageRow, roomId: string | null, type: ChatMessageType, content: string) {
    if (existing.roomId !== roomId || existing.type !== type || existing.content !== content) throw new AppError('CHAT_CLIENT_ID_REUSED')
    return existing
  }

  async function limit(userId: string) {
    const { current, ttl } = await hitCounter(db, `chat-send:${userId}`, rate.windowMs)
    if (current > rate.burst) throw new AppError('RATE_LIMITED', { params: { seconds: Math.max(1, Math.ceil(ttl / 1000)) } })
  }

  /**
   * Sends a message (HTTP or socket): idempotent on (sender, client_id); refused whole — nothing
   * written — when empty, sensitive, blocked, rate-limited or a card the sender may not send.
   */
  /**
   * Sends a message (HTTP or socket) to a room, or — when opening a chat with a first message —
   * to the buyer's room with a shop, created in the same transaction: a refused send never leaves
   * an empty room behind. Idempotent on (sender, client_id); refused whole — nothing written —
   * when empty, sensitive, blocked, rate-limited or a card the sender may not send.
   */
  async function send(input: {
    actor: Actor
    roomId: string
    type: ChatMessageType
    content: string
    clientId: string | null
  }): Promise<{ message: TChatMessage; created: boolean; side: ChatSide; roomId: string }> {
    const user = requireUser(input.actor)
    const { room, side, peerId } = await access(user.userId, input.roomId)
    return deliver({ userId: user.userId, room, side, peerId, type: input.type, content: input.content, clientId: input.clientId })
  }

  async function deliver(input: {
    userId: string
    /** The room, or the pair whose room is created with this message. */
    room: repo.RoomRow | { id: null; buyerId: string; shopId: string; closedAt: null }
    side: ChatSide
    peerId: string
    type: ChatMessageType
    content: string
    clientId: string | null
  }): Promise<{ message: TChatMessage; created: boolean; side: ChatSide; roomId: string }> {
    const { userId, room, side, peerId } = input
    const content = input.content.trim()
    const answer = async (m: repo.MessageRow, created: boolean) => ({
      message: await presentFor(userId, side, m),
      created,
      side,
      roomId: m.roomId,
    })
    if (input.clientId) {
      const existing = await repo.findMessageByClientId(db, userId, input.clientId)
      if (existing) return answer(replay(existing, room.id, input.type, content), false)
    }
    checkContent(input.type, content)
    if (room.closedAt) throw new AppError('CHAT_BLOCKED')
    if ((await repo.blocksBetween(db, userId, [peerId])).length) throw new AppError('CHAT_BLOCKED')
    const card = await cardOf(input.type, content, room, side)
    // read before the transaction: on PGlite a query outside it would wait for it to end
    const fromName = side === 'buyer' ? await senderName(userId) : await shopName(room.shopId)
    await limit(userId)

    let stored: { message: repo.MessageRow; room: repo.RoomRow; replayed: boolean }
    try {
      stored = await db.transaction(async (tx) => {
        const locked = room.id ? await repo.lockRoom(tx, room.id) : await repo.lockRoomOfPair(tx, room.buyerId, room.shopId)
        if (!locked || locked.closedAt) throw new AppError('CHAT_BLOCKED')
        // a retry that raced its first attempt waits on the room's lock and finds it here
        if (input.clientId) {
          const existing = await repo.findMessageByClientId(tx, userId, input.clientId)
          if (existing) return { message: replay(existing, locked.id, input.type, content), room: locked, replayed: true }
        }
        const appended = await repo.appendMessage(tx, locked, {
          senderId: userId,
          side,
          clientId: input.clientId,
          type: input.type,
          content,
          card,
        })
        await repo.recordTurn(tx, locked, side, appended.message.createdAt)
        // the recipient gets a notification when no connection of theirs is open (issue 15 seam)
        if (!(await repo.onlineAmong(tx, [peerId])).has(peerId)) {
          await events.offlineMessage(tx, {
            recipientId: peerId,
            recipientSide: otherSide(side),
            roomId: locked.id,
            shopId: locked.shopId,
            messageId: appended.message.id,
            senderName: fromName,
            preview: previewOf(appended.message),
          })
        }
        return { ...appended, replayed: false }
      })
    } catch (error) {
      // the same client_id in another room, raced: the unique index answers
      if (input.clientId && isUniqueViolation(error)) {
        const existing = await repo.findMessageByClientId(db, userId, input.clientId)
        if (existing) return answer(replay(existing, room.id, input.type, content), false)
      }
      throw error
    }
    if (!stored.replayed) await broadcast(stored.room, stored.message)
    return answer(stored.message, !stored.replayed)
  }

  async function senderName(userId: string) {
    return (await repo.userName(db, userId)) ?? ''
  }
  async function shopName(shopId: string) {
    return (await repo.shopName(db, shopId)) ?? ''
  }

  async function presentFor(userId: string, side: ChatSide, m: repo.MessageRow) {
    return presentMessage(m, await voucherStatesFor(userId, side, [m]))
  }

  /** After commit: the message to both sides' users, each with their unread state. */
  async function broadcast(room: repo.RoomRow, m: repo.MessageRow) {
    try {
      const found = await repo.findRoomAccess(db, room.id)
      if (!found) return
      const recipients: Array<[string, ChatSide]> = [
        [room.buyerId, 'buyer'],
        [found.ownerId, 'shop'],
      ]
      for (const [userId, side] of recipients) {
        const scope = side === 'buyer' ? ({ side, userId } as const) : ({ side, shopId: room.shopId } as const)
        const [dot, states] = await Promise.all([repo.redDot(db, scope), voucherStatesFor(userId, side, [m])])
        emitter.toUser(userId, CHAT_EVENTS.message, {
          message: presentMessage(m, states),
          side,
          unread_count: sideState(room, side).unread,
          red_dot: dot,
        })
      }
    } catch (error) {
      // the message is stored: clients that missed the event fetch it by cursor
      opts.log.warn({ err: error, roomId: room.id }, 'chat: emitting a message failed')
    }
  }

  /** POST api/v1/mobile/chat with shop_id: opens (or reuses) the room, sends the first message when given. */
  async function open(input: {
    actor: Actor
    shopId: string
    content?: string
    type: ChatMessageType
    clientId?: string
  }): Promise<TChatPostResult> {
    const user = requireUser(input.actor)
    const shop = await repo.findChattableShop(db, input.shopId)
    if (!shop) throw new AppError('SHOP_NOT_FOUND')
    if (shop.ownerId === user.userId) throw new AppError('CHAT_OWN_SHOP')
    if (input.content === undefined) {
      const roomId = await repo.ensureRoom(db, user.userId, shop.id)
      return { room: await roomFor(user.userId, roomId, 'buyer'), message: null }
    }
    const existing = await repo.findRoomOfPair(db, user.userId, shop.id)
    const sent = await deliver({
      userId: user.userId,
      room: existing ?? { id: null, buyerId: user.userId, shopId: shop.id, closedAt: null },
      side: 'buyer',
      peerId: shop.ownerId,
      type: input.type,
      content: input.content,
      clientId: input.clientId ?? null,
    })
    return { room: await roomFor(user.userId, sent.roomId, 'buyer'), message: sent.message }
  }

  async function post(input: {
    actor: Actor
    roomId: string
    type: ChatMessageType
    content: string
    clientId: string
  }): Promise<TChatPostResult> {
    const sent = await send(input)
    return { room: await roomFor(requireUser(input.actor).userId, input.roomId, sent.side), message: sent.message }
  }

  async function announceRoom(userId: string, room: repo.RoomRow, side: ChatSide) {
    const scope = side === 'buyer' ? ({ side, userId: room.buyerId } as const) : ({ side, shopId: room.shopId } as const)
    const s = sideState(room, side)
    emitter.toUser(userId, CHAT_EVENTS.room, {
      room_id: room.id,
      side,
      unread_count: s.unread,
      marked_unread: s.marked,
      is_hidden: s.hidden,
      red_dot: await repo.redDot(db, scope),
    })
  }

  /** Marks a room read (up to seq, or all): read receipts to both sides. */
  async function read({ actor, roomId, seq }: { actor: Actor; roomId: string; seq?: number }) {
    const user = requireUser(actor)
    const { side, ownerId, room } = await access(user.userId, roomId)
    const updated = await repo.markRead(db, room.id, side, seq ?? null)
    if (!updated) throw new AppError('CHAT_ROOM_NOT_FOUND')
    const payload = { room_id: room.id, side, read_seq: sideState(updated, side).readSeq }
    emitter.toUser(room.buyerId, CHAT_EVENTS.read, payload)
    emitter.toUser(ownerId, CHAT_EVENTS.read, payload)
    await announceRoom(user.userId, updated, side)
    return { ok: true as const }
  }

  async function setFlags({ actor, roomId, flags }: { actor: Actor; roomId: string; flags: { marked?: boolean; hidden?: boolean } }) {
    const user = requireUser(actor)
    const { side } = await access(user.userId, roomId)
    const updated = await repo.setRoomFlags(db, roomId, side, flags)
    if (updated) await announceRoom(user.userId, updated, side)
    return { ok: true as const }
  }

  async function redDot({ actor, side }: { actor: Actor; side: ChatSide }) {
    const user = requireUser(actor)
    const scope = await scopeOf(user.userId, side)
    return { data: scope ? await repo.redDot(db, scope) : 0 }
  }

  async function markAll({ actor, side, read: asRead }: { actor: Actor; side: ChatSide; read: boolean }) {
    const user = requireUser(actor)
    const scope = await scopeOf(user.userId, side)
    if (!scope) return { updated: 0 }
    const updated = asRead ? await repo.readAll(db, scope) : await repo.unreadAll(db, scope)
    emitter.toUser(user.userId, CHAT_EVENTS.room, {
      room_id: '*',
      side,
      unread_count: 0,
      marked_unread: !asRead,
      is_hidden: false,
      red_dot: await repo.redDot(db, scope),
    })
    return { updated }
  }

  async function setBlock({ actor, roomId, blocked }: { actor: Actor; roomId: string; blocked: boolean }) {
    const user = requireUser(actor)
    const { peerId } = await access(user.userId, roomId)
    if (blocked) await repo.block(db, user.userId, peerId)
    else await repo.unblock(db, user.userId, peerId)
    const blocks = await repo.blocksBetween(db, user.userId, [peerId])
    return {
      blocked_by_me: blocks.some((b) => b.blockerId === user.userId),
      blocked_by_peer: blocks.some((b) => b.blockerId === peerId),
    }
  }

  /** chat:typing: relayed to the other side only (never stored). */
  async function typing({ actor, roomId, isTyping }: { actor: Actor; roomId: string; isTyping: boolean }) {
    const user = requireUser(actor)
    const { side, peerId } = await access(user.userId, roomId)
    emitter.toUser(peerId, CHAT_EVENTS.typing, { room_id: roomId, user_id: user.userId, side, typing: isTyping })
  }

  // ----- seller side ---------------------------------------------------------------------------

  async function requireShop(actor: Actor) {
    const user = requireUser(actor)
    const shopId = await repo.shopOfOwner(db, user.userId)
    if (!shopId) throw new AppError('FORBIDDEN')
    return shopId
  }

  const presentReply = (r: { id: string; content: string; createdAt: Date }) => ({
    _id: r.id,
    content: r.content,
    created_at: r.createdAt.toISOString(),
  })

  const quickReplies = {
    async list({ actor }: { actor: Actor }) {
      return (await repo.quickReplies.list(db, await requireShop(actor))).map(presentReply)
    },
    async create({ actor, content }: { actor: Actor; content: string }) {
      const shopId = await requireShop(actor)
      return db.transaction(async (tx) => {
        // the shop's row is not ours to lock: count under a transaction-level advisory lock instead
        await tx.execute(sqlAdvisory(shopId))
        if ((await repo.quickReplies.count(tx, shopId)) >= CHAT_RULES.quickRepliesPerShop)
          throw new AppError('CHAT_QUICK_REPLY_LIMIT', { params: { max: CHAT_RULES.quickRepliesPerShop } })
        return presentReply(await repo.quickReplies.insert(tx, shopId, content))
      })
    },
    async update({ actor, id, content }: { actor: Actor; id: string; content: string }) {
      const row = await repo.quickReplies.update(db, await requireShop(actor), id, content)
      if (!row) throw new AppError('CHAT_QUICK_REPLY_NOT_FOUND')
      return presentReply(row)
    },
    async remove({ actor, id }: { actor: Actor; id: string }) {
      if (!(await repo.quickReplies.remove(db, await requireShop(actor), id))) throw new AppError('CHAT_QUICK_REPLY_NOT_FOUND')
      return { ok: true as const }
    },
  }

  async function buyerOrders({ actor, roomId }: { actor: Actor; roomId: string }) {
    const user = requireUser(actor)
    const { side, room } = await access(user.userId, roomId)
    if (side !== 'shop') throw new AppError('CHAT_ROOM_NOT_FOUND')
    return cards.recentOrders(room.buyerId, room.shopId, 5)
  }

  async function shopVouchers({ actor }: { actor: Actor }) {
    return cards.shopVouchers(await requireShop(actor))
  }

  return {
    listRooms,
    messages,
    open,
    post,
    send,
    read,
    setFlags,
    redDot,
    markAll,
    setBlock,
    typing,
    quickReplies,
    buyerOrders,
    shopVouchers,
    access,
    partnersAmong: (userId: string, ids: string[]) => repo.partnersAmong(db, userId, ids),
    /** Called by the realtime wiring once Socket.IO exists. */
    connect(e: ChatEmitter, online?: (userIds: string[]) => Promise<Set<string>>) {
      emitter = e
      if (online) isOnline = online
    },
  }
}
export type ChatService = ReturnType<typeof createChatService>

function sqlAdvisory(shopId: string) {
  return sql`SELECT pg_advisory_xact_lock(hashtext(${`chat-quick-replies:${shopId}`}))`
}
