import { asc, eq, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/platform/db/client.ts'
import type { Notifier } from '#server/platform/notify.ts'
import { orderPlacedEmail } from '#server/modules/orders/index.ts'
import { orderItems, orders } from '#server/modules/orders/orders.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import type { PlacedCheckout } from './checkout.service.ts'

/**
 * Checkout's `onPlaced` hook: the order confirmation e-mail (spec §6: a visitor's order info is
 * e-mailed too), in the language the buyer ordered in, to the buyer's e-mail or the one a visitor
 * typed, with each shop order's code, items and total. Rendered by the orders module's
 * `orderPlacedEmail`. Sent before the answer, like the orders module's status e-mails (so the
 * outbox is complete and in order when the buyer sees the result); a failure is logged and never
 * undoes the order.
 */
export function createPlacedMailer(deps: { db: Db; notifier: Notifier; publicUrl: string; log: FastifyBaseLogger }) {
  const { db, notifier, publicUrl, log } = deps
  async function send(placed: PlacedCheckout) {
    const [rows, items] = await Promise.all([
      db
        .select({
          id: orders.id,
          code: orders.code,
          total: orders.total,
          paymentMethod: orders.paymentMethod,
          payBefore: orders.payBefore,
          address: orders.address,
          shopName: shops.name,
        })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .where(inArray(orders.id, placed.orderIds))
        .orderBy(asc(orders.createdAt), asc(orders.id)),
      db.select().from(orderItems).where(inArray(orderItems.orderId, placed.orderIds)).orderBy(asc(orderItems.id)),
    ])
    const first = rows[0]
    if (!first || !placed.email) return
    const { buyer } = placed
    const guest = buyer?.isGuest ?? true
    const mail = orderPlacedEmail({
      lang: placed.lang,
      buyerName: guest || !buyer ? first.address.name : buyer.userName,
      orders: rows.map((o) => ({
        code: o.code,
        shopName: o.shopName,
        total: o.total,
        items: items
          .filter((i) => i.orderId === o.id)
          .map((i) => ({ name: i.name, options: i.options, quantity: i.quantity, unitPrice: i.unitPrice })),
      })),
      total: rows.reduce((sum, o) => sum + o.total, 0),
      paymentMethod: first.paymentMethod,
      payBefore: first.payBefore,
      ordersUrl: `${publicUrl}/trang-ca-nhan/don-hang`,
      // a visitor is offered an account (the checkout page offers it too, right after the order)
      createAccountUrl: guest ? `${publicUrl}/` : null,
    })
    await notifier.sendMail({ to: placed.email, ...mail })
  }

  async function onPlaced(placed: PlacedCheckout): Promise<void> {
    try {
      await send(placed)
    } catch (err) {
      log.error({ err, checkoutId: placed.checkoutId }, 'order confirmation e-mail failed')
    }
  }

  return { onPlaced }
}

export type PlacedMailer = ReturnType<typeof createPlacedMailer>
