import type { ShippingMethod } from '@xinh/contracts'
import { eq } from 'drizzle-orm'
import { orderStatusHistory, orders } from '../src/modules/orders/orders.tables.ts'
import { simulatorCredentials } from '../src/modules/shipping/carriers/setup.ts'
import { formatIsoVn } from '../src/modules/shipping/carriers/http.ts'
import { shipmentEvents, shipments } from '../src/modules/shipping/shipping.tables.ts'
import { createSeller, insertProduct } from './catalog-fixtures.ts'
import { createTestApp, type TestApp } from './helpers.ts'
import { createOrderBuyer, firstVariant, insertOrder, type OrderSeed } from './order-fixtures.ts'

/**
 * Shipping fixtures: an app that really listens (the carrier simulator is called, and calls our
 * webhooks, over HTTP on its port), a seller's order ready to be prepared, the simulator's dev
 * endpoint, and carrier webhooks signed like the simulator signs them.
 */

export async function listeningApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ CARRIER_SIM_STEP_SECONDS: '0', ...env })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return t
}

export const simSecrets = (t: TestApp) => simulatorCredentials(t.keys.signing)

export async function sellerWithProduct(t: TestApp, opts: { provinceCode?: string; weight?: number } = {}) {
  const seller = await createSeller(t, { provinceCode: opts.provinceCode ?? '79' })
  const product = await insertProduct(t, {
    shopId: seller.shop.id,
    name: `Áo sơ mi lụa ${Math.random().toString(36).slice(2, 6)}`,
    weight: opts.weight ?? 200,
    variants: [{ options: ['Trắng'], price: 300_000, salePrice: 250_000, stock: 50 }],
  })
  const variant = await firstVariant(t, product.id)
  return { seller, product, variant }
}

/** An order of the seller's shop in `status` (preparing by default), with the shipping method asked for. */
export async function shopOrder(
  t: TestApp,
  shop: Awaited<ReturnType<typeof sellerWithProduct>>,
  opts: { method?: ShippingMethod; quantity?: number; buyer?: Awaited<ReturnType<typeof createOrderBuyer>> } & Partial<
    Pick<OrderSeed, 'status' | 'paymentMethod' | 'paymentStatus'>
  > = {},
) {
  const buyer = opts.buyer ?? (await createOrderBuyer(t))
  const order = await insertOrder(t, {
    buyerId: buyer.userId,
    shopId: shop.seller.shop.id,
    lines: [{ variantId: shop.variant.id, quantity: opts.quantity ?? 2 }],
    status: opts.status ?? 'preparing',
    paymentMethod: opts.paymentMethod,
    paymentStatus: opts.paymentStatus,
  })
  const method = opts.method ?? 'GHTK'
  await t.database.db
    .update(orders)
    .set({ shippingMethod: method, isExpress: method === 'EXPRESS' })
    .where(eq(orders.id, order.id))
  return { order, buyer }
}

export async function sellerAction(t: TestApp, headers: Record<string, string>, orderId: string, action: string, payload?: object) {
  return t.app.inject({ method: 'POST', url: `/api/v1/seller/orders/${orderId}/${action}`, headers, payload })
}

export async function orderRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id))
  return row!
}

export async function historyOf(t: TestApp, id: string) {
  return t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id))
}

export async function shipmentsOf(t: TestApp, orderId: string) {
  return t.database.db.select().from(shipments).where(eq(shipments.orderId, orderId))
}

export async function eventsOf(t: TestApp, shipmentId: string) {
  return t.database.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId))
}

/** The simulator's dev endpoint: one status on, or through every status to `to`. */
export async function advanceParcel(t: TestApp, label: string, to?: 'picked_up' | 'delivered' | 'returned') {
  return t.app.inject({
    method: 'POST',
    url: `/dev-gateway/carrier/parcels/${encodeURIComponent(label)}/advance`,
    payload: to ? { to } : {},
  })
}

/** A GHTK webhook as GHTK sends it (form POST, `?hash=`). */
export async function ghtkWebhook(
  t: TestApp,
  fields: { label: string; status: number; at: Date; reason?: string },
  hash: string = simSecrets(t).ghtk.webhookHash,
) {
  const form = new URLSearchParams({
    label_id: fields.label,
    partner_id: 'test',
    status_id: String(fields.status),
    action_time: formatIsoVn(fields.at),
    reason_code: '',
    reason: fields.reason ?? '',
    weight: '0.4',
    fee: '22000',
    pick_money: '0',
    return_part_package: '0',
  })
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/webhooks/ghtk?hash=${encodeURIComponent(hash)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  })
}
