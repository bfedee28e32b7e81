import type { ChatSide, TChatMessage, TChatRoom } from '@xinh/contracts'
import type { MessageRow, RoomRow, RoomView } from './chat.repo.ts'

export type VoucherStates = Map<string, { is_saved: boolean; available: boolean }>

/** A stored message as clients get it; a voucher card's `is_saved`/`available` are the reader's, now. */
export function presentMessage(m: MessageRow, states?: VoucherStates): TChatMessage {
  let card = m.card ?? null
  if (card?.kind === 'voucher') {
    const state = states?.get(card._id)
    card = { ...card, is_saved: state?.is_saved ?? false, available: state?.available ?? card.available }
  }
  return {
    _id: m.id,
    room_id: m.roomId,
    seq: m.seq,
    client_id: m.clientId,
    sender_id: m.senderId,
    sender_side: m.senderSide,
    type: m.type,
    content: m.content,
    card,
    created_at: m.createdAt.toISOString(),
  }
}

export const otherSide = (side: ChatSide): ChatSide => (side === 'buyer' ? 'shop' : 'buyer')

/** The side-specific state of a room row. */
export function sideState(room: RoomRow, side: ChatSide) {
  return side === 'buyer'
    ? { readSeq: room.buyerReadSeq, unread: room.buyerUnread, marked: room.buyerMarkedUnread, hidden: room.buyerHidden }
    : { readSeq: room.shopReadSeq, unread: room.shopUnread, marked: room.shopMarkedUnread, hidden: room.shopHidden }
}

export function presentRoom(
  v: RoomView,
  side: ChatSide,
  extra: { online: boolean; blockedByMe: boolean; blockedByPeer: boolean; states?: VoucherStates },
): TChatRoom {
  const mine = sideState(v.room, side)
  const theirs = sideState(v.room, otherSide(side))
  return {
    _id: v.room.id,
    side,
    shop: { _id: v.room.shopId, name: v.shopName, avatar: v.shopAvatar, owner_id: v.ownerId },
    buyer: { _id: v.room.buyerId, name: v.buyerName, avatar: v.buyerAvatar },
    peer_user_id: side === 'buyer' ? v.ownerId : v.room.buyerId,
    online: extra.online,
    last_message: v.last ? presentMessage(v.last, extra.states) : null,
    last_message_at: v.room.lastMessageAt?.toISOString() ?? null,
    last_seq: v.room.lastSeq,
    read_seq: mine.readSeq,
    peer_read_seq: theirs.readSeq,
    unread_count: mine.unread,
    marked_unread: mine.marked,
    is_hidden: mine.hidden,
    is_closed: v.room.closedAt !== null,
    unanswered: v.room.lastSenderSide === 'buyer',
    blocked_by_me: extra.blockedByMe,
    blocked_by_peer: extra.blockedByPeer,
  }
}

/** A short plain-text line for notifications (offline message) and previews. */
export function previewOf(m: Pick<MessageRow, 'type' | 'content' | 'card'>): string {
  switch (m.type) {
    case 'text':
      return m.content.length > 120 ? `${m.content.slice(0, 117)}…` : m.content
    case 'image':
      return '[Hình ảnh]'
    case 'product':
      return `[Sản phẩm] ${m.card?.kind === 'product' ? m.card.name : ''}`.trim()
    case 'order':
      return `[Đơn hàng] ${m.card?.kind === 'order' ? m.card.code : ''}`.trim()
    case 'voucher':
      return `[Voucher] ${m.card?.kind === 'voucher' ? m.card.code : ''}`.trim()
  }
}

/** The opaque room-list cursor: the last item's activity time and id. */
export function encodeCursor(at: Date, id: string) {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url')
}
export function decodeCursor(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (!cursor) return undefined
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  const at = iso ? new Date(iso) : undefined
  if (!at || Number.isNaN(at.getTime()) || !id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined
  return { at, id }
}
