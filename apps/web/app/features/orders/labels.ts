import type { OrderStatus, TOrder } from '@xinh/contracts'
import type { MessageKey } from '#web/lib/i18n/index.ts'

/**
 * The status label: a pending order waits for payment (online) or for processing (cash, spec §4);
 * a held order that is a group-buy seat waits for its room to fill.
 */
export function statusKey(
  status: OrderStatus,
  paymentMethod: TOrder['payment_method'],
  paymentStatus?: TOrder['payment_status'],
  groupBuy?: TOrder['group_buy'],
): MessageKey {
  if (status === 'waiting_approval' && groupBuy?.status === 'open') return 'orders.status.waiting_group_buy'
  if (status === 'pending')
    return (paymentStatus ? paymentStatus === 'unpaid' : paymentMethod !== 'COD')
      ? 'orders.status.pending_unpaid'
      : 'orders.status.pending_cash'
  return `orders.status.${status}` as MessageKey
}

/** Badge colours per status (text and background meet WCAG AA contrast). */
export function statusTone(status: OrderStatus): string {
  switch (status) {
    case 'cancelled':
    case 'cancel_pending':
      return 'bg-neutral-100 text-neutral-700'
    case 'completed':
    case 'delivered':
      return 'bg-emerald-50 text-emerald-800'
    case 'return_refund':
      return 'bg-amber-50 text-amber-900'
    default:
      return 'bg-brand-50 text-brand-700'
  }
}

// the order pages format their dates with it; features below orders (payments, returns, shipping) import it from lib
export { formatDateTime } from '#web/lib/dates.ts'

/** The pages of the orders feature. */
export const ordersPath = '/trang-ca-nhan/don-hang'
export const orderPath = (id: string) => `${ordersPath}/${id}`
