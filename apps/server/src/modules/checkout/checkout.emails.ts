import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '#server/platform/db/client.ts'
import type { EmailRenderer } from '#server/modules/notifications/index.ts'
import { orderPlacedEmail } from '#server/modules/orders/index.ts'
import { orderItems, orders } from '#server/modules/orders/orders.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'

/**
 * The order confirmation e-mail (spec §6: a visitor's order info is e-mailed too) as the e-mail of
 * the checkout-level `order.placed` notification (issue 15: one delivery path, through the outbox,
 * exactly once, in the buyer's stored language, else the one they ordered in). It goes to the
 * buyer's e-mail or the one a visitor typed, with each shop order's code, items and total, rendered
 * by the orders module's `orderPlacedEmail`. app.ts passes this to `notifications.connectEmails`.
 */
export function placedEmailRenderers(db: Db, publicUrl: string): Record<string, EmailRenderer> {
  return {
    'order.placed': async ({ input, lang, recipient }) => {
      const checkoutId = input.emailData?.checkout_id
      if (typeof checkoutId !== 'string') return null
      const rows = await db
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
        .where(eq(orders.checkoutId, checkoutId))
        .orderBy(asc(orders.createdAt), asc(orders.id))
      const first = rows[0]
      if (!first) return null
      const items = await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderItems.id))
      const guest = recipient.isGuest
      return orderPlacedEmail({
        lang,
        buyerName: guest ? first.address.name : recipient.name,
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
        // the deadline as placed (a payment later clears it; the receipt says what was asked then)
        payBefore: first.payBefore,
        ordersUrl: `${publicUrl}/trang-ca-nhan/don-hang`,
        // a visitor is offered an account (the checkout page offers it too, right after the order)
        createAccountUrl: guest ? `${publicUrl}/` : null,
      })
    },
  }
}
