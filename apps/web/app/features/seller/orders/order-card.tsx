import { currentDeadline, type TOrder } from '@xinh/contracts'
import { Clock, ImageOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd, type MessageKey } from '#web/lib/i18n/index.ts'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import { type SellerKey, useSellerT } from '../i18n/index.ts'
import { isPast, orderPath, orderStatusKey, orderTone } from './format.ts'

/** The deadline an order is working towards now, overdue in red. */
export function DeadlineLine({ order }: { order: TOrder }) {
  const t = useSellerT()
  const due = currentDeadline(order)
  if (!due) return null
  const late = isPast(due.at) && due.kind !== 'return_by' && due.kind !== 'auto_complete_at'
  return (
    <p
      className={`flex items-center gap-1.5 text-sm ${late ? 'font-semibold text-red-800' : 'text-neutral-700'}`}
      data-testid="order-deadline"
    >
      <Clock aria-hidden className="size-4 shrink-0" />
      <span>
        {t(`sc.orders.deadline.${due.kind}` as SellerKey, { time: formatDateTime(due.at, t.lang) })}
        {late && <span className="ml-1.5 rounded bg-red-50 px-1.5 py-0.5 text-xs ring-1 ring-red-200">{t('sc.orders.overdue')}</span>}
      </span>
    </p>
  )
}

/**
 * One order of the seller's list, phone-first: code, buyer, status, the first item, total and
 * payment, the deadline that matters now, a checkbox for the bulk actions and the quick actions.
 */
export function OrderCard({
  order,
  selected,
  onSelect,
  actions,
}: {
  order: TOrder
  selected: boolean
  onSelect: (selected: boolean) => void
  actions: ReactNode
}) {
  const t = useSellerT()
  const [first, ...rest] = order.items
  return (
    <article
      className="flex gap-3 rounded-xl p-3 ring-1 ring-neutral-200 sm:p-4"
      aria-labelledby={`order-${order._id}`}
      data-testid="order-card"
      data-order-id={order._id}
      data-status={order.status}
    >
      <div className="pt-0.5">
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={t('sc.orders.select', { code: order.code })}
          className="size-5 accent-brand-600"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={`order-${order._id}`} className="font-semibold">
              <Link to={orderPath(order._id)} className="hover:text-brand-700 hover:underline" data-testid="order-code">
                {t('sc.orders.code', { code: order.code })}
              </Link>
            </h2>
            <p className="text-sm text-neutral-700">
              {order.buyer?.userName ?? order.address.name} · {t('sc.orders.placed', { time: formatDateTime(order.created_at, t.lang) })}
            </p>
          </div>
          <span data-testid="order-status">
            <StatusBadge tone={orderTone(order.status)}>{t(orderStatusKey(order))}</StatusBadge>
          </span>
        </div>
        {first && (
          <div className="flex gap-3">
            {first.image ? (
              <img
                src={first.image}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 shrink-0 rounded-lg bg-neutral-100 object-cover"
              />
            ) : (
              <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-neutral-100 text-neutral-500">
                <ImageOff aria-hidden className="size-5" />
              </span>
            )}
            <div className="min-w-0 text-sm">
              <p className="line-clamp-2 font-medium">{first.name}</p>
              <p className="text-neutral-700">
                {[first.options.join(', '), t('orders.quantity', { count: first.quantity })].filter(Boolean).join(' · ')}
              </p>
              {rest.length > 0 && <p className="text-neutral-700">{t('sc.orders.more_items', { count: rest.length })}</p>}
            </div>
          </div>
        )}
        <p className="text-sm">
          <span className="text-neutral-700">{t('sc.orders.total')}: </span>
          <span className="font-semibold">{formatVnd(order.total)}</span>
          <span className="text-neutral-700"> · {t(`orders.payment.${order.payment_method}` as MessageKey)}</span>
        </p>
        <DeadlineLine order={order} />
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
    </article>
  )
}
