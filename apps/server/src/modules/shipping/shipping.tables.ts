import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgEnum, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { SHIPMENT_KINDS, SHIPPING_METHODS } from '@xinh/contracts'
import { createdAt, idColumn, tstz, updatedAt } from '#server/platform/db/columns.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { type AddressSnapshot, orders } from '#server/modules/orders/orders.tables.ts'

export const shipmentKind = pgEnum('shipment_kind', SHIPMENT_KINDS)

/** A shop's shipping settings (/ban-hang/cai-dat/van-chuyen). No row = every carrier, no pickup address yet. */
export const shopShippingSettings = pgTable('shop_shipping_settings', {
  shopId: uuid('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  /** Subset of SHIPPING_METHODS the shop offers. */
  methods: text('methods')
    .array()
    .notNull()
    .default(sql`ARRAY[${sql.raw(SHIPPING_METHODS.map((m) => `'${m}'`).join(','))}]::text[]`),
  // a shop that never saved settings books carrier pickups
  selfShipping: boolean('self_shipping').notNull().default(false),
  pickupAddress: jsonb('pickup_address').$type<AddressSnapshot>(),
  updatedAt: updatedAt(),
})

/**
 * A parcel handed to a carrier for an order (forward) or coming back (return). `status_code` is
 * the carrier's own code, `sub_status` its spec §4 meaning; `last_action_at` is the carrier time
 * of the status shown, so an older webhook arriving late cannot move it backwards.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: shipmentKind('kind').notNull().default('forward'),
    carrier: text('carrier').notNull(),
    /** The carrier's tracking label (GHTK label_id, Viettel Post ORDER_NUMBER). */
    label: text('label').notNull(),
    statusCode: smallint('status_code').notNull(),
    subStatus: text('sub_status').notNull(),
    fee: integer('fee').notNull().default(0),
    weight: integer('weight').notNull().default(0),
    codAmount: integer('cod_amount').notNull().default(0),
    isExpress: boolean('is_express').notNull().default(false),
    lastActionAt: tstz('last_action_at'),
    cancelledAt: tstz('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipments_label_uq').on(t.carrier, t.label),
    uniqueIndex('shipments_active_uq').on(t.orderId, t.kind).where(sql`${t.cancelledAt} IS NULL`),
    // the order page reads cancelled parcels too
    index('shipments_order_idx').on(t.orderId, t.createdAt),
  ],
)

/** Every carrier status report of a shipment, once (the unique key swallows duplicates). */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: idColumn(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    statusCode: smallint('status_code').notNull(),
    subStatus: text('sub_status').notNull(),
    actionAt: tstz('action_at').notNull(),
    reason: text('reason'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipment_events_dedupe_uq').on(t.shipmentId, t.statusCode, t.actionAt),
    index('shipment_events_shipment_idx').on(t.shipmentId, t.actionAt),
  ],
)

/**
 * The carrier simulator's own books (it stands for GHTK's and Viettel Post's servers): the
 * parcels it accepted and where each is in its status script.
 */
export const devCarrierParcels = pgTable(
  'dev_carrier_parcels',
  {
    label: text('label').primaryKey(),
    carrier: text('carrier').notNull(),
    partnerId: text('partner_id').notNull(),
    statusCode: smallint('status_code').notNull(),
    /** Index into the parcel's status script; the script itself is in `script`. */
    step: integer('step').notNull().default(0),
    script: jsonb('script').$type<number[]>().notNull(),
    nextAt: tstz('next_at'),
    fee: integer('fee').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('dev_carrier_parcels_due_idx').on(t.nextAt).where(sql`${t.nextAt} IS NOT NULL`),
    uniqueIndex('dev_carrier_parcels_partner_uq').on(t.carrier, t.partnerId),
  ],
)
