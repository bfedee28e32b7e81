import type { TChatBuyerOrder, TChatOrderCard } from '@xinh/contracts'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '#server/platform/db/client.ts'
import { orderItems, orders } from './orders.tables.ts'

type OrderHead = { id: string; code: string; status: string; total: number; createdAt: Date; buyerId: string; shopId: string }

/**
 * What chat shows of orders (issue 15): an order card (the chat module checks it is the room's
 * buyer's order with the room's shop) and a buyer's latest orders with a shop (the seller's
 * side panel). Read-only; app.ts passes these to chat as its `ChatCards` port.
 */
export function createOrderChatReads({ db }: { db: Db }) {
  async function cardsOf(heads: OrderHead[]): Promise<Map<string, TChatBuyerOrder>> {
    if (!heads.length) return new Map()
    const items = await db
      .select({ orderId: orderItems.orderId, name: orderItems.name, image: orderItems.image, quantity: orderItems.quantity })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          heads.map((h) => h.id),
        ),
      )
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id))
    return new Map(
      heads.map((h) => {
        const mine = items.filter((i) => i.orderId === h.id)
        return [
          h.id,
          {
            _id: h.id,
            code: h.code,
            status: h.status,
            total_order_payment: h.total,
            item_count: mine.reduce((n, i) => n + i.quantity, 0),
            first_item: mine[0] ? { name: mine[0].name, image: mine[0].image } : null,
            created_at: h.createdAt.toISOString(),
          },
        ]
      }),
    )
  }

  const head = {
    id: orders.id,
    code: orders.code,
    status: sql<string>`${orders.status}::text`,
    total: orders.total,
    createdAt: orders.createdAt,
    buyerId: orders.buyerId,
    shopId: orders.shopId,
  }

  async function orderCard(id: string): Promise<{ buyerId: string; shopId: string; card: TChatOrderCard } | null> {
    const [h] = await db.select(head).from(orders).where(eq(orders.id, id)).limit(1)
    if (!h) return null
    const card = (await cardsOf([h])).get(h.id)!
    return { buyerId: h.buyerId, shopId: h.shopId, card: { kind: 'order', ...card } }
  }

  async function recentOrders(buyerId: string, shopId: string, limit: number): Promise<TChatBuyerOrder[]> {
    const heads = await db
      .select(head)
      .from(orders)
      .where(and(eq(orders.buyerId, buyerId), eq(orders.shopId, shopId)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
    const cards = await cardsOf(heads)
    return heads.map((h) => cards.get(h.id)!)
  }

  return { orderCard, recentOrders }
}
export type OrderChatReads = ReturnType<typeof createOrderChatReads>
