import { desc, eq, inArray } from 'drizzle-orm'
import type { NotificationAudience, NotificationEvent } from '@xinh/contracts'
import { uuidv7 } from 'uuidv7'
import type { Db } from '#server/platform/db/client.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import {
  notificationsTable,
  renderNotification,
  targetOf,
  typeOfEvent,
  type NotificationParams,
  type NotificationTarget,
} from '#server/modules/notifications/index.ts'
import { orders } from '#server/modules/orders/orders.tables.ts'
import { vouchers } from '#server/modules/pricing/pricing.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'

const HOUR = 3_600_000

type Item = {
  userId: string
  audience: NotificationAudience
  event: NotificationEvent
  params: NotificationParams
  target: NotificationTarget
  hoursAgo: number
  read: boolean
  image?: string | null
}

/**
 * The demo buyer's and the demo seller's notifications (issue 15): several types, read and
 * unread, each pointing at a real order, product or voucher of the demo data, in Vietnamese.
 * Written as stored notifications (what the outbox would have delivered), dated in the past.
 */
export async function seedNotifications({ db, now }: { db: Db; now: number }) {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['buyer@xinh.vn', 'seller@xinh.vn']))
  const buyerId = accounts.find((a) => a.email === 'buyer@xinh.vn')?.id
  const sellerId = accounts.find((a) => a.email === 'seller@xinh.vn')?.id
  if (!buyerId || !sellerId) return 0
  const [shop] = await db.select({ id: shops.id, name: shops.name }).from(shops).where(eq(shops.ownerId, sellerId))
  const buyerOrders = await db
    .select({ id: orders.id, code: orders.code, shopId: orders.shopId, total: orders.total })
    .from(orders)
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(orders.createdAt))
    .limit(3)
  const shopOrders = shop
    ? await db
        .select({ id: orders.id, code: orders.code, total: orders.total })
        .from(orders)
        .where(eq(orders.shopId, shop.id))
        .orderBy(desc(orders.createdAt))
        .limit(3)
    : []
  const shopProducts = shop
    ? await db
        .select({ id: products.id, name: products.name, images: products.images })
        .from(products)
        .where(eq(products.shopId, shop.id))
        .limit(2)
    : []
  const [voucher] = await db.select({ id: vouchers.id, code: vouchers.code, endsAt: vouchers.endsAt }).from(vouchers).limit(1)

  const items: Item[] = []
  const shopName = shop?.name ?? 'Xinh Closet'
  buyerOrders.forEach((o, i) => {
    const event: NotificationEvent = (['order.shipped', 'order.delivered', 'order.confirmed'] as const)[i] ?? 'order.confirmed'
    items.push({
      userId: buyerId,
      audience: 'BUYER',
      event,
      params: { code: o.code, shop: shopName },
      target: { order_id: o.id, shop_id: o.shopId },
      hoursAgo: 2 + i * 20,
      read: i > 0,
    })
  })
  if (buyerOrders[0])
    items.push({
      userId: buyerId,
      audience: 'BUYER',
      event: 'payment.succeeded',
      params: { code: buyerOrders[0].code, amount: buyerOrders[0].total },
      target: { order_id: buyerOrders[0].id },
      hoursAgo: 30,
      read: true,
    })
  if (voucher)
    items.push({
      userId: buyerId,
      audience: 'BUYER',
      event: 'voucher.expiring',
      params: { voucher: voucher.code, until: new Date(Math.max(voucher.endsAt.getTime(), now + 12 * HOUR)).toISOString() },
      target: { voucher_id: voucher.id },
      hoursAgo: 1,
      read: false,
    })
  items.push({
    userId: buyerId,
    audience: 'BUYER',
    event: 'promotion.broadcast',
    params: { title: 'Siêu sale 12.12 sắp bắt đầu', body: 'Giảm đến 50% cho thời trang và làm đẹp, thêm mã freeship cho mọi đơn từ 0 ₫.' },
    target: { campaign_id: 'sale-12-12' },
    hoursAgo: 50,
    read: false,
  })
  shopOrders.forEach((o, i) => {
    const event: NotificationEvent = (['order.new', 'order.cancel_requested', 'order.received_by_buyer'] as const)[i] ?? 'order.new'
    items.push({
      userId: sellerId,
      audience: 'SELLER',
      event,
      params: { code: o.code, amount: o.total, reason: event === 'order.cancel_requested' ? 'Muốn thay đổi địa chỉ giao hàng' : undefined },
      target: { order_id: o.id, shop_id: shop?.id },
      hoursAgo: 1 + i * 6,
      read: i === 2,
    })
  })
  const [p1, p2] = shopProducts
  if (p1)
    items.push({
      userId: sellerId,
      audience: 'SELLER',
      event: 'stock.low',
      params: { product: p1.name, stock: 3 },
      target: { product_id: p1.id, shop_id: shop?.id },
      hoursAgo: 4,
      read: false,
      image: p1.images[0] ?? null,
    })
  if (p2)
    items.push({
      userId: sellerId,
      audience: 'SELLER',
      event: 'product.approved',
      params: { product: p2.name },
      target: { product_id: p2.id, shop_id: shop?.id },
      hoursAgo: 72,
      read: true,
      image: p2.images[0] ?? null,
    })

  const rows = items.map((it, i) => {
    const words = renderNotification(it.event, it.params, 'vi')
    const { targetType, link } = targetOf(it.event, it.audience, it.target)
    const createdAt = new Date(now - it.hoursAgo * HOUR)
    return {
      id: uuidv7(),
      userId: it.userId,
      audience: it.audience,
      type: typeOfEvent(it.event),
      event: it.event,
      title: words.title,
      body: words.body,
      image: it.image ?? null,
      orderId: it.target.order_id ?? null,
      campaignId: it.target.campaign_id ?? null,
      productId: it.target.product_id ?? null,
      shopId: it.target.shop_id ?? null,
      voucherId: it.target.voucher_id ?? null,
      targetType,
      link,
      params: it.params as Record<string, unknown>,
      lang: 'vi',
      dedupeKey: `demo:${i}`,
      readAt: it.read ? new Date(createdAt.getTime() + HOUR) : null,
      createdAt,
    }
  })
  if (rows.length) await db.insert(notificationsTable).values(rows).onConflictDoNothing()
  return rows.length
}
