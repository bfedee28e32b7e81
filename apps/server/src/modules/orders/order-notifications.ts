import { count, eq } from 'drizzle-orm'
import type { NotificationEvent } from '@xinh/contracts'
import type { Db, Tx } from '#server/platform/db/client.ts'
import { type EmailRenderer, enqueueNotification, type NotificationInput } from '#server/modules/notifications/index.ts'
import { shopsView } from '#server/modules/shops/index.ts'
import { type OrderEmailOrder, type OrderStatusEvent, orderStatusEmail } from './order-emails.ts'
import type { Transitioned } from './order-state.ts'
import * as repo from './orders.repo.ts'
import { orderStatusHistory, orders } from './orders.tables.ts'

/**
 * What each order status change tells the buyer and the seller (issue 15 producers), written
 * into the notification outbox inside the transition's transaction: committed with the change
 * or not at all. The buyer's status e-mails (confirmed, shipped, delivered, cancelled) go out as
 * the e-mail channel of these notifications, in the buyer's stored language.
 */

type Planned = { audience: 'BUYER' | 'SELLER'; event: NotificationEvent; email?: boolean }

/** The buyer's and the seller's notifications of one transition. */
export function plannedNotifications(t: Pick<Transitioned, 'action' | 'from' | 'to' | 'actor'>): Planned[] {
  const out: Planned[] = []
  const { action, to, actor } = t
  if (to === 'awaiting_confirmation') out.push({ audience: 'SELLER', event: 'order.new' })
  if (action === 'mark_paid') out.push({ audience: 'BUYER', event: 'payment.succeeded' })
  if (action === 'confirm') out.push({ audience: 'BUYER', event: 'order.confirmed', email: true })
  if (action === 'prepare') out.push({ audience: 'BUYER', event: 'order.preparing' })
  if (action === 'ship') out.push({ audience: 'BUYER', event: 'order.shipped', email: true })
  if (action === 'deliver') out.push({ audience: 'BUYER', event: 'order.delivered', email: true })
  if (action === 'confirm_received') {
    out.push({ audience: 'BUYER', event: 'order.completed' })
    out.push({ audience: 'SELLER', event: 'order.received_by_buyer' })
  }
  if (action === 'auto_complete') out.push({ audience: 'BUYER', event: 'order.completed' })
  if (to === 'cancel_pending') out.push({ audience: 'SELLER', event: 'order.cancel_requested' })
  if (action === 'reject_cancel') out.push({ audience: 'BUYER', event: 'order.cancel_rejected' })
  if (to === 'cancelled') {
    out.push({ audience: 'BUYER', event: 'order.cancelled', email: true })
    // the shop learns of a cancellation it did not make itself
    if (actor.role !== 'seller') out.push({ audience: 'SELLER', event: 'order.cancelled' })
  }
  return out
}

/** Writes the notifications of one transition (an `onTransition` listener of the orders service). */
export async function enqueueOrderNotifications(tx: Tx, t: Transitioned) {
  const planned = plannedNotifications(t)
  if (planned.length === 0) return
  const [shop] = await tx
    .select({ name: shopsView.name, ownerId: shopsView.table.ownerId })
    .from(shopsView.table)
    .where(eq(shopsView.id, t.order.shopId))
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(orderStatusHistory).where(eq(orderStatusHistory.orderId, t.order.id))
  const [current] = await tx.select({ cancelReasonId: orders.cancelReasonId }).from(orders).where(eq(orders.id, t.order.id))
  for (const p of planned) {
    const userId = p.audience === 'BUYER' ? t.order.buyerId : shop?.ownerId
    if (!userId) continue
    const input: NotificationInput = {
      userId,
      audience: p.audience,
      event: p.event,
      params: {
        code: t.order.code,
        shop: shop?.name ?? '',
        amount: t.order.total,
        // named in the recipient's language when the notification is written
        reason_id:
          p.event === 'order.cancelled' || p.event === 'order.cancel_requested' ? (current?.cancelReasonId ?? undefined) : undefined,
      },
      target: { order_id: t.order.id, shop_id: t.order.shopId },
      // one per history step: the state machine makes each transition happen once
      dedupeKey: `order:${t.order.id}:${n}:${p.event}`,
      email: p.email,
      emailTo: p.audience === 'BUYER' ? (t.order.address.email ?? null) : null,
    }
    await enqueueNotification(tx, input)
  }
}

const EMAIL_EVENT: Partial<Record<NotificationEvent, OrderStatusEvent>> = {
  'order.confirmed': 'confirmed',
  'order.shipped': 'shipped',
  'order.delivered': 'delivered',
  'order.cancelled': 'cancelled',
}

/** The order status e-mail (items, totals, carrier) as the e-mail of those notifications. */
export function orderEmailRenderers(db: Db, publicUrl: string): Record<string, EmailRenderer> {
  const render: EmailRenderer = async ({ input, lang, recipient }) => {
    const event = EMAIL_EVENT[input.event]
    const orderId = input.target?.order_id
    if (!event || !orderId) return null
    const row = await repo.findOrder(db, orderId)
    if (!row) return null
    const items = await repo.itemsOf(db, [row.id])
    const order: OrderEmailOrder = {
      code: row.code,
      shopName: row.shopName,
      total: row.total,
      items: items.map((i) => ({ name: i.name, options: i.options, quantity: i.quantity, unitPrice: i.unitPrice })),
    }
    return orderStatusEmail({
      lang,
      buyerName: recipient.isGuest ? row.address.name : recipient.name,
      order,
      event,
      reasonId: row.cancelReasonId,
      carrier: row.carrier,
      selfShipping: row.selfShipping,
      trackingCode: row.trackingCode,
      orderUrl: `${publicUrl}/trang-ca-nhan/don-hang/${row.id}`,
    })
  }
  return Object.fromEntries(Object.keys(EMAIL_EVENT).map((e) => [e, render]))
}
