import { and, asc, count, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Db, DbOrTx, Tx } from '#server/platform/db/client.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { type AddressSnapshot, orderItems, orders } from '#server/modules/orders/orders.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { shipmentEvents, shipments, shopShippingSettings } from './shipping.tables.ts'

export type SettingsRow = typeof shopShippingSettings.$inferSelect
export type ShipmentRow = typeof shipments.$inferSelect
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect

// ----- settings -----------------------------------------------------------------------------

export async function findSettings(db: DbOrTx, shopId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(shopShippingSettings).where(eq(shopShippingSettings.shopId, shopId))
  return row
}

export async function saveSettings(
  db: Db,
  shopId: string,
  values: { methods: string[]; selfShipping: boolean; pickupAddress: AddressSnapshot | null },
): Promise<SettingsRow> {
  const [row] = await db
    .insert(shopShippingSettings)
    .values({ shopId, ...values })
    .onConflictDoUpdate({ target: shopShippingSettings.shopId, set: { ...values, updatedAt: new Date() } })
    .returning()
  return row!
}

// ----- read-only joins on other modules' tables (a service call per field would be absurd) ------

/** The shop's name and province and its owner's phone: the pickup fallback when no address is set. */
export async function shopPlace(db: DbOrTx, shopId: string) {
  const [row] = await db
    .select({ name: shops.name, provinceCode: shops.provinceCode, phone: users.phoneNumber })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(shops.id, shopId))
  return row
}

/** The order's lines with each product's current weight (grams; 0 when the product is gone or has none). */
export async function orderLines(db: DbOrTx, orderId: string) {
  return db
    .select({ name: orderItems.name, quantity: orderItems.quantity, weight: sql<number>`coalesce(${products.weight}, 0)::int` })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id))
}

/**
 * Orders waiting for their carrier booking: to ship, a carrier method, not self-shipped, the shop
 * not shipping itself, and no active forward shipment. A page after `after` (ids are time-ordered).
 */
export async function ordersWithoutShipment(db: Db, methods: readonly string[], after: string | null, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(shopShippingSettings, eq(shopShippingSettings.shopId, orders.shopId))
    .leftJoin(shipments, and(eq(shipments.orderId, orders.id), eq(shipments.kind, 'forward'), isNull(shipments.cancelledAt)))
    .where(
      and(
        eq(orders.status, 'to_ship'),
        inArray(orders.shippingMethod, [...methods]),
        eq(orders.selfShipping, false),
        or(isNull(shopShippingSettings.shopId), eq(shopShippingSettings.selfShipping, false)) as SQL,
        isNull(shipments.id),
        after ? gt(orders.id, after) : undefined,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit)
}

/** Active forward shipments whose order no longer wants them: cancelled, or shipped by the seller. */
export async function unwantedShipments(db: Db, limit: number): Promise<ShipmentRow[]> {
  const rows = await db
    .select({ shipment: shipments })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(
        isNull(shipments.cancelledAt),
        eq(shipments.kind, 'forward'),
        or(eq(orders.status, 'cancelled'), eq(orders.selfShipping, true)) as SQL,
      ),
    )
    .orderBy(asc(shipments.createdAt))
    .limit(limit)
  return rows.map((r) => r.shipment)
}

// ----- shipments ----------------------------------------------------------------------------

export async function activeShipment(db: DbOrTx, orderId: string, kind: 'forward' | 'return' = 'forward') {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, kind), isNull(shipments.cancelledAt)))
  return row
}

/** The shipment to show for an order: the active one, else the latest cancelled one. */
export async function latestShipment(db: DbOrTx, orderId: string, kind: 'forward' | 'return' = 'forward') {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, kind)))
    .orderBy(sql`${shipments.cancelledAt} IS NULL DESC`, desc(shipments.createdAt))
    .limit(1)
  return row
}

export async function countShipments(db: DbOrTx, orderId: string, kind: 'forward' | 'return' = 'forward') {
  const [row] = await db
    .select({ n: count() })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, kind)))
  return row?.n ?? 0
}

/** Inserts a shipment unless it exists (same label) or the order already has an active one: then undefined. */
export async function insertShipment(tx: Tx, values: typeof shipments.$inferInsert): Promise<ShipmentRow | undefined> {
  const [row] = await tx.insert(shipments).values(values).onConflictDoNothing().returning()
  return row
}

/** The shipment of a carrier label, locked for the webhook's transaction (webhooks of one parcel go one at a time). */
export async function lockShipmentByLabel(tx: Tx, carrier: string, label: string): Promise<ShipmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.carrier, carrier), eq(shipments.label, label)))
    .for('update')
  return row
}

export async function setShipmentStatus(tx: Tx, id: string, values: { statusCode: number; subStatus: string; lastActionAt: Date }) {
  await tx
    .update(shipments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shipments.id, id))
}

/** Marks a shipment cancelled at the carrier (once: a second call changes nothing). */
export async function markCancelled(db: Db, id: string, statusCode: number) {
  await db
    .update(shipments)
    .set({ cancelledAt: new Date(), statusCode, subStatus: 'cancelled', updatedAt: new Date() })
    .where(and(eq(shipments.id, id), isNull(shipments.cancelledAt)))
}

// ----- events -------------------------------------------------------------------------------

/** Stores a report once; undefined when the same (shipment, status, time) was stored before. */
export async function insertEvent(tx: Tx, values: typeof shipmentEvents.$inferInsert): Promise<ShipmentEventRow | undefined> {
  const [row] = await tx.insert(shipmentEvents).values(values).onConflictDoNothing().returning()
  return row
}

export async function eventsOf(db: DbOrTx, shipmentId: string): Promise<ShipmentEventRow[]> {
  return db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(asc(shipmentEvents.actionAt), asc(shipmentEvents.receivedAt))
}

/** The shop's orders among `orderIds` with their active parcel (carrier and label), if any: the labels to print. */
export async function shopParcels(db: DbOrTx, shopId: string, orderIds: string[]) {
  if (orderIds.length === 0) return []
  return db
    .select({ orderId: orders.id, code: orders.code, carrier: shipments.carrier, label: shipments.label })
    .from(orders)
    .leftJoin(shipments, and(eq(shipments.orderId, orders.id), eq(shipments.kind, 'forward'), isNull(shipments.cancelledAt)))
    .where(and(eq(orders.shopId, shopId), inArray(orders.id, orderIds)))
}
