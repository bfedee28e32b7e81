import { and, eq, inArray, lte } from 'drizzle-orm'
import { DASHBOARD_RULES, type Lang, vietnamDay } from '@xinh/contracts'
import type { Tx } from '#server/platform/db/client.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { enqueueNotification } from '#server/modules/notifications/index.ts'
import { shopsView } from '#server/modules/shops/index.ts'

type PlacedOrder = { id: string; code: string; shopId: string; status: string; total: number; buyerId: string }

/**
 * Issue 15 producers at checkout, in the order transaction: the shop learns of each order that
 * waits for its confirmation, the buyer sees it in the bell, and the seller is warned when a
 * product's stock fell to the dashboard's low-stock level (once a day per product).
 */
export async function enqueuePlacedNotifications(tx: Tx, placed: PlacedOrder[], productIds: string[]) {
  const shopIds = [...new Set(placed.map((o) => o.shopId))]
  const shops = shopIds.length
    ? await tx
        .select({ id: shopsView.id, name: shopsView.name, ownerId: shopsView.table.ownerId })
        .from(shopsView.table)
        .where(inArray(shopsView.id, shopIds))
    : []
  const shopOf = new Map(shops.map((s) => [s.id, s]))
  for (const o of placed) {
    if (o.status !== 'awaiting_confirmation') continue
    const shop = shopOf.get(o.shopId)
    const params = { code: o.code, shop: shop?.name ?? '', amount: o.total }
    const target = { order_id: o.id, shop_id: o.shopId }
    if (shop)
      await enqueueNotification(tx, {
        userId: shop.ownerId,
        audience: 'SELLER',
        event: 'order.new',
        params,
        target,
        dedupeKey: `order:${o.id}:placed:order.new`,
      })
    await enqueueNotification(tx, {
      userId: o.buyerId,
      audience: 'BUYER',
      event: 'order.awaiting_confirmation',
      params,
      target,
      dedupeKey: `order:${o.id}:placed:buyer`,
    })
  }
  if (productIds.length === 0) return
  const low = await tx
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      shopId: products.shopId,
      ownerId: shopsView.table.ownerId,
      images: products.images,
    })
    .from(products)
    .innerJoin(shopsView.table, eq(shopsView.id, products.shopId))
    .where(and(inArray(products.id, [...new Set(productIds)]), lte(products.stock, DASHBOARD_RULES.lowStock)))
  // one alert per product per Vietnam day
  const day = vietnamDay()
  for (const p of low)
    await enqueueNotification(tx, {
      userId: p.ownerId,
      audience: 'SELLER',
      event: 'stock.low',
      params: { product: p.name, stock: p.stock },
      target: { product_id: p.id, shop_id: p.shopId },
      image: (p.images as string[] | null)?.[0] ?? null,
      dedupeKey: `stock:${p.id}:${day}`,
    })
}

/**
 * The order confirmation e-mail of a checkout (all its shop orders in one mail): a checkout-level
 * `order.placed` outbox message, deduplicated on the checkout, sent once after commit by the
 * notifications dispatcher (rendered by `placedEmailRenderers`). A receipt of the buyer's own
 * action: e-mail only, whatever the e-mail preference; the buyer's stored language, else the one
 * they ordered in.
 */
export async function enqueuePlacedEmail(
  tx: Tx,
  placed: { checkoutId: string; buyerId: string; total: number; email: string | null; lang: Lang },
) {
  await enqueueNotification(tx, {
    userId: placed.buyerId,
    audience: 'BUYER',
    event: 'order.placed',
    params: { amount: placed.total },
    link: '/trang-ca-nhan/don-hang',
    dedupeKey: `checkout:${placed.checkoutId}:placed`,
    receipt: true,
    email: true,
    emailTo: placed.email,
    langFallback: placed.lang,
    emailData: { checkout_id: placed.checkoutId },
  })
}
