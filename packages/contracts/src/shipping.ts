/** Issue 5 — shipping (docs/api/shipping.md). */

/**
 * spec §4 shipping sub-statuses (not received, received, delivered unsettled, settled, delay,
 * cannot pick up or deliver, compensation order, coordinated pickup, picked up or stocked,
 * delivering, reconciled, returned) plus the carriers' "returning" and "cancelled".
 */
export const SHIPPING_SUB_STATUSES = [
  'not_received',
  'received',
  'coordinated_pickup',
  'picked_up',
  'delivering',
  'delivered_unsettled',
  'settled',
  'delay',
  'cannot_pick_up_or_deliver',
  'compensation',
  'reconciled',
  'returning',
  'returned',
  'cancelled',
] as const
export type ShippingSubStatus = (typeof SHIPPING_SUB_STATUSES)[number]

export const SHIPMENT_KINDS = ['forward', 'return'] as const
