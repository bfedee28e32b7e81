import type { ChatSide, TChatBuyerOrder, TChatCard, TChatOrderCard, TChatProductCard, TChatShopVoucher } from '@xinh/contracts'
import type { Tx } from '#server/platform/db/client.ts'

/**
 * What chat needs from the modules below it (catalog, orders, pricing), as functions app.ts
 * passes in (ARCHITECTURE.md §3 "ports"): chat never reads their tables.
 */
export type ChatCards = {
  /** A product buyers can see, as a card; null when missing or hidden. */
  product(id: string): Promise<TChatProductCard | null>
  /** An order with its buyer and shop (ownership is chat's check), as a card. */
  order(id: string): Promise<{ buyerId: string; shopId: string; card: TChatOrderCard } | null>
  /** A voucher (not deleted) with its shop; `available`: running and still savable now. */
  voucher(id: string): Promise<{ shopId: string | null; card: Extract<TChatCard, { kind: 'voucher' }>; available: boolean } | null>
  /** For a buyer, of these vouchers: which they saved, which are available now. */
  voucherStates(viewerId: string, ids: string[]): Promise<Map<string, { is_saved: boolean; available: boolean }>>
  /** The shop's running vouchers buyers may save (the voucher card picker). */
  shopVouchers(shopId: string): Promise<TChatShopVoucher[]>
  /** The buyer's latest orders with the shop (the seller's side panel). */
  recentOrders(buyerId: string, shopId: string, limit: number): Promise<TChatBuyerOrder[]>
}

export type OfflineMessageEvent = {
  recipientId: string
  recipientSide: ChatSide
  roomId: string
  shopId: string
  messageId: string
  senderName: string
  /** The text, or a short label of the card or image (plain text). */
  preview: string
}
export type SellerInactiveEvent = { shopId: string; ownerId: string; roomId: string; buyerId: string; since: Date }

/**
 * The notifications chat raises, written in the caller's transaction (issue 15 seam): a message
 * while the recipient is offline, and a seller who has not replied for 7 days (spec §9).
 */
export type ChatEvents = {
  offlineMessage(tx: Tx, event: OfflineMessageEvent): Promise<void>
  sellerInactive(tx: Tx, event: SellerInactiveEvent): Promise<void>
}

/**
 * The default writes nothing: the lead wires both events to the notifications module's
 * `enqueueNotification` (its outbox) when issue 15's branches merge, in app.ts where the chat
 * module is created. The inactivity e-mail does not wait for that: chat sends it through the
 * platform notifier itself.
 */
export const noChatEvents: ChatEvents = {
  offlineMessage: async () => {},
  sellerInactive: async () => {},
}

/** How chat reaches connected clients: the realtime layer's user rooms and the presence rooms. */
export type ChatEmitter = {
  toUser(userId: string, event: string, payload: unknown): void
  toRoom(room: string, event: string, payload: unknown): void
}
