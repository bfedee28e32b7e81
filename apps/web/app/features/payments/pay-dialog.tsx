import type { TOrder } from '@xinh/contracts'
import { Clock } from 'lucide-react'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { Dialog } from '#web/ui/dialog.tsx'
import { PayForm } from './pay-form.tsx'

/** "Pay now" for an unpaid online order (loaded when first opened): amount, deadline, method, then the gateway. */
export default function PayDialog({
  order,
  open,
  onClose,
}: {
  order: Pick<TOrder, '_id' | 'code' | 'total' | 'payment_method' | 'pay_before'>
  open: boolean
  onClose: () => void
}) {
  const t = useT()
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('payment.pay_title')}
      description={t('orders.code', { code: order.code })}
    >
      <div className="flex flex-col gap-4">
        <p className="flex items-baseline justify-between gap-3 text-sm">
          <span className="text-neutral-700">{t('orders.total')}</span>
          <span className="text-lg font-bold text-brand-700">{formatVnd(order.total)}</span>
        </p>
        {order.pay_before && (
          <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('orders.pay_before', { time: formatDateTime(order.pay_before, t.lang) })}
          </p>
        )}
        <PayForm orderId={order._id} method={order.payment_method} testId="pay-dialog-form" />
      </div>
    </Dialog>
  )
}
