import { ChevronLeft } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { OrderItems } from '#web/features/orders/order-items.tsx'
import { BuyerReviewCard } from '#web/features/seller/orders/buyer-review.tsx'
import { orderStatusKey, ordersPath, orderTone } from '#web/features/seller/orders/format.ts'
import { OrderActionBar } from '#web/features/seller/orders/order-action-bar.tsx'
import {
  CancelRequestPanel,
  DeadlinesCard,
  OrderTimeline,
  PaymentCard,
  RecipientCard,
  ShippingCard,
} from '#web/features/seller/orders/order-detail.tsx'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { Route } from './+types/detail.ts'
import type { loader as detailLoader } from './detail.server.ts'

export { loader } from './detail.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.orders.crumb_detail' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

/**
 * spec §2 `/ban-hang/quan-ly-don-hang/{id}`: the items, the recipient, the payment, the deadlines,
 * the status timeline and the parcel's, the review of the buyer — and the seller's actions in a bar
 * fixed to the bottom of a phone's screen.
 */
export default function SellerOrderPage() {
  const { order, shipment, review } = useLoaderData<typeof detailLoader>()
  const t = useSellerT()
  return (
    <div className="flex flex-col gap-4 pb-40 md:pb-0" data-testid="seller-order" data-status={order.status}>
      <div className="flex flex-col gap-2">
        <Link
          to={ordersPath}
          className="inline-flex min-h-11 items-center gap-1 self-start text-sm text-neutral-700 hover:text-neutral-900"
        >
          <ChevronLeft aria-hidden className="size-4" />
          {t('sc.orders.back')}
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h1 className="text-xl font-bold">{t('sc.orders.detail_title', { code: order.code })}</h1>
            <p className="text-sm text-neutral-700">{t('sc.orders.placed', { time: formatDateTime(order.created_at, t.lang) })}</p>
          </div>
          <span data-testid="order-status">
            <StatusBadge tone={orderTone(order.status)}>{t(orderStatusKey(order))}</StatusBadge>
          </span>
        </div>
        {order.status === 'cancelled' && order.cancel_reason && order.cancelled_by && (
          <p className="text-sm text-neutral-800">
            {t('sc.orders.cancelled_by', { actor: t(`sc.orders.by.${order.cancelled_by}`), reason: order.cancel_reason.name })}
          </p>
        )}
      </div>
      <CancelRequestPanel order={order} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <section aria-labelledby="order-items-title" className="rounded-xl p-4 ring-1 ring-neutral-200" data-testid="order-items">
            <h2 id="order-items-title" className="text-sm font-semibold">
              {t('sc.orders.items')}
            </h2>
            <OrderItems items={order.items} />
          </section>
          <ShippingCard order={order} shipment={shipment} />
          <OrderTimeline order={order} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <DeadlinesCard order={order} />
          <RecipientCard order={order} />
          <PaymentCard order={order} />
          <BuyerReviewCard order={order} review={review} />
        </div>
      </div>
      <OrderActionBar order={order} />
    </div>
  )
}
