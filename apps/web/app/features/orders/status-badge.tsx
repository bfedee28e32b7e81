import type { TOrder } from '@xinh/contracts'
import { useT } from '#web/lib/i18n/index.ts'
import { statusKey, statusTone } from './labels.ts'

export function StatusBadge({
  order,
}: {
  order: Pick<TOrder, 'status' | 'payment_method' | 'payment_status'> & Partial<Pick<TOrder, 'group_buy'>>
}) {
  const t = useT()
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold ${statusTone(order.status)}`}
      data-testid="order-status"
    >
      {t(statusKey(order.status, order.payment_method, order.payment_status, order.group_buy))}
    </span>
  )
}
