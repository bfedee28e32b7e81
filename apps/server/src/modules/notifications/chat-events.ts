import type { DbOrTx } from '#server/platform/db/client.ts'
import { enqueueNotification } from './notifications.enqueue.ts'

/**
 * The chat module's two notification events (its `ChatEvents` port, issue 15 seam) as
 * notifications, typed by shape so that this module never imports chat. At merge app.ts passes
 * `chatNotificationEvents()` as chat's `events`: a message while the recipient is offline (in-app
 * + push, no e-mail), and the 7-day inactivity warning to the shop owner (in-app + push; chat
 * sends its e-mail itself).
 */
export function chatNotificationEvents() {
  return {
    async offlineMessage(
      tx: DbOrTx,
      e: {
        recipientId: string
        recipientSide: string
        roomId: string
        shopId: string
        messageId: string
        senderName: string
        preview: string
      },
    ) {
      await enqueueNotification(tx, {
        userId: e.recipientId,
        audience: e.recipientSide === 'buyer' ? 'BUYER' : 'SELLER',
        event: 'chat.offline_message',
        params: { sender: e.senderName, preview: e.preview.slice(0, 200) },
        target: { room_id: e.roomId, shop_id: e.shopId },
        dedupeKey: `chat:${e.messageId}`,
      })
    },
    async sellerInactive(tx: DbOrTx, e: { shopId: string; ownerId: string; roomId: string; buyerId: string; since: Date }) {
      await enqueueNotification(tx, {
        userId: e.ownerId,
        audience: 'SELLER',
        event: 'chat.seller_inactive',
        params: { days: 7 },
        target: { room_id: e.roomId, shop_id: e.shopId },
        dedupeKey: `chat-inactive:${e.roomId}:${e.since.toISOString()}`,
      })
    },
  }
}
