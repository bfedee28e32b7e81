import type { TOrder } from '@xinh/contracts'
import { ChevronRight, Store } from 'lucide-react'
import { Link } from 'react-router'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { GroupBuyWait } from './group-buy-wait.tsx'
import { orderPath } from './labels.ts'
import { OrderActions } from './order-actions.tsx'
import { OrderItems } from './order-items.tsx'
import { StatusBadge } from './status-badge.tsx'

/** One order in the list: shop, status, the first items, total and the buyer's actions. */
export function OrderCard({ order }: { order: TOrder }) {
  const t = useT()
  const headingId = `order-${order._id}`
  return (
    <article
      aria-labelledby={`${headingId} ${headingId}-code`}
      className="rounded-xl bg-white p-4 ring-1 ring-neutral-200"
      data-testid="order-card"
      data-order-id={order._id}
    >
      <header className="flex items-center justify-between gap-3 border-b border-neutral-100 pb-3">
        {/* the code shows (buyers quote it to sellers and support), rather than hiding in the heading as ", Mã đơn …" */}
        <div className="flex min-w-0 flex-col">
          <h2 id={headingId} className="flex min-w-0 items-center gap-2 text-sm font-semibold">
            <Store aria-hidden className="size-4 shrink-0 text-neutral-600" />
            <Link to={`/nguoi-ban/${order.shop._id}`} className="truncate hover:text-brand-700">
              {order.shop.name}
            </Link>
          </h2>
          <p id={`${headingId}-code`} className="pl-6 text-xs text-neutral-600" data-testid="order-card-code">
            {t('orders.code', { code: order.code })}
          </p>
        </div>
        <StatusBadge order={order} />
      </header>
      <Link
        to={orderPath(order._id)}
        className="block rounded-lg hover:bg-neutral-50"
        aria-label={`${t('orders.view')}: ${t('orders.code', { code: order.code })}`}
      >
        <OrderItems items={order.items} limit={2} linked={false} />
      </Link>
      <GroupBuyWait order={order} />
      <div className="mt-2 flex flex-col gap-3 border-t border-neutral-100 pt-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-baseline justify-between gap-2 text-sm sm:justify-start">
          <span className="text-neutral-700">{t('orders.total')}</span>
          <span className="text-base font-bold text-brand-700">{formatVnd(order.total)}</span>
        </p>
        <div className="flex flex-wrap items-center justify-end gap-2">
          <Link
            to={orderPath(order._id)}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-neutral-800 hover:bg-neutral-100"
          >
            {t('orders.view')}
            <ChevronRight aria-hidden className="size-4" />
          </Link>
          {(order.status === 'delivered' || order.status === 'completed') && !order.is_reviewed && (
            <Link
              to={`${orderPath(order._id)}#danh-gia`}
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700"
              data-testid="order-review-link"
            >
              {t('rv.review_action')}
            </Link>
          )}
          <OrderActions order={order} />
        </div>
      </div>
    </article>
  )
}
