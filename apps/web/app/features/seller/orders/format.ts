import type { OrderStatus, ReturnStatus, TOrder } from '@xinh/contracts'
import type { Tone } from '#web/ui/status-badge.tsx'
import type { SellerKey } from '../i18n/index.ts'

/** The seller's name for an order's status: a pending order waits for payment (online) or for processing (cash, spec §4). */
export function orderStatusKey(order: Pick<TOrder, 'status' | 'payment_status'>): SellerKey {
  if (order.status === 'pending')
    return order.payment_status === 'unpaid' ? 'sc.orders.status.pending_unpaid' : 'sc.orders.status.pending_cash'
  return `sc.orders.status.${order.status}` as SellerKey
}

/** What needs the seller is amber, what went well green, what ended otherwise grey. */
export function orderTone(status: OrderStatus): Tone {
  switch (status) {
    case 'awaiting_confirmation':
    case 'preparing':
    case 'cancel_pending':
      return 'warning'
    case 'to_ship':
    case 'shipping':
    case 'pending':
    case 'waiting_approval':
      return 'info'
    case 'delivered':
    case 'completed':
      return 'success'
    case 'return_refund':
      return 'danger'
    default:
      return 'neutral'
  }
}

export function returnTone(status: ReturnStatus): Tone {
  switch (status) {
    case 'requested':
      return 'warning'
    case 'awaiting_return':
    case 'awaiting_admin':
    case 'refunding':
      return 'info'
    case 'refunded':
      return 'success'
    default:
      return 'neutral'
  }
}

/** A deadline already passed (shown as overdue). */
export const isPast = (iso: string, now: number = Date.now()) => new Date(iso).getTime() < now

/** The seller centre's pages of this part. */
export const ordersPath = '/ban-hang/quan-ly-don-hang'
export const orderPath = (id: string) => `${ordersPath}/${id}`
export const returnsPath = '/ban-hang/tra-hang-hoan-tien'
export const returnPath = (id: string) => `${returnsPath}/${id}`

/** The API's failure message (already in the reader's language), or the fallback. */
export const apiMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message && (error as { code?: string }).code !== 'NETWORK_ERROR' ? error.message : fallback

/** Whether the order has a carrier's parcel whose label the seller can print (not one they deliver themself). */
export const hasCarrierLabel = (o: Pick<TOrder, 'tracking_code' | 'carrier' | 'self_shipping'>) =>
  Boolean(o.tracking_code && o.carrier && !o.self_shipping)
