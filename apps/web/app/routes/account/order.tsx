import type { TOrder } from '@xinh/contracts'
import { ChevronLeft, MapPin, ReceiptText, Store, Truck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLoaderData } from 'react-router'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { formatDateTime, ordersPath, statusKey } from '#web/features/orders/labels.ts'
import { OrderActions } from '#web/features/orders/order-actions.tsx'
import { OrderItems } from '#web/features/orders/order-items.tsx'
import { GroupBuyWait } from '#web/features/orders/group-buy-wait.tsx'
import { StatusBadge } from '#web/features/orders/status-badge.tsx'
import { ReturnPanel } from '#web/features/returns/return-panel.tsx'
import { OrderReviews } from '#web/features/reviews/order-reviews.tsx'
import { ShipmentTimeline } from '#web/features/shipping/shipment-timeline.tsx'
import { formatVnd, type MessageKey, useT } from '#web/lib/i18n/index.ts'
import type { Route } from './+types/order.ts'
import type { loader as orderLoader } from './order.server.ts'

export { loader } from './order.server.ts'

export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

export const ErrorBoundary = CatalogError

function Section({ title, icon, children, testId }: { title: string; icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="flex flex-col gap-2 rounded-xl p-4 ring-1 ring-neutral-200" data-testid={testId}>
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * spec §2 `/trang-ca-nhan/don-hang/{id}`: status and timeline, items, amounts, address, shipping
 * and the carrier's journey, the return-and-refund request, actions.
 */
export default function OrderPage() {
  const { order, shipment, returnRequest, reviewItems } = useLoaderData<typeof orderLoader>()
  const t = useT()
  const when = (iso: string) => formatDateTime(iso, t.lang)
  return (
    <div className="flex flex-col gap-4" data-testid="order-detail">
      <Link
        to={ordersPath}
        className="inline-flex min-h-11 w-fit items-center gap-1 text-sm font-medium text-neutral-700 hover:text-brand-700"
      >
        <ChevronLeft aria-hidden className="size-4" />
        {t('orders.back')}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold">{t('orders.detail_title')}</h1>
          <p className="text-sm text-neutral-700">{t('orders.code', { code: order.code })}</p>
          <p className="text-sm text-neutral-600">{t('orders.placed_at', { time: when(order.created_at) })}</p>
        </div>
        <StatusBadge order={order} />
      </header>

      <StatusNotes order={order} />
      <GroupBuyWait order={order} note />
      <OrderActions order={order} className="sm:justify-start" />
      {returnRequest && <ReturnPanel request={returnRequest} />}
      {(order.status === 'delivered' || order.status === 'completed' || order.status === 'return_refund') && (
        <OrderReviews
          items={reviewItems}
          order={order.actions.includes('request_return') ? order : null}
          canWrite={order.status === 'delivered' || order.status === 'completed'}
        />
      )}

      <div className="grid gap-4 md:grid-cols-2">
        <Section title={t('orders.address')} icon={<MapPin aria-hidden className="size-4 text-brand-600" />} testId="order-address">
          <address className="text-sm not-italic">
            <span className="font-semibold">{order.address.name}</span>
            <span className="text-neutral-600"> | {order.address.phone}</span>
            <br />
            {[order.address.street, order.address.ward, order.address.district, order.address.city].filter(Boolean).join(', ')}
          </address>
        </Section>
        <Section title={t('orders.shipping')} icon={<Truck aria-hidden className="size-4 text-brand-600" />} testId="order-shipping">
          <dl className="flex flex-col gap-1 text-sm">
            <Row label={t('orders.shipping_method')}>{t(`orders.method.${order.shipping_method}` as MessageKey)}</Row>
            <Row label={t('orders.carrier')}>
              {order.self_shipping
                ? t('orders.self_shipping')
                : order.carrier
                  ? t(`orders.method.${order.carrier}` as MessageKey)
                  : t('orders.not_handed_over')}
            </Row>
            {order.tracking_code && (
              <Row label={t('orders.tracking_code')} testId="order-tracking-code">
                <span className="font-mono">{order.tracking_code}</span>
              </Row>
            )}
            <Row label={t('orders.shipping_status')}>
              {/* the carrier's sub-status in words (the order keeps only its code); else where the order is */}
              {shipment?.sub_status_label ?? t(statusKey(order.status, order.payment_method, order.payment_status, order.group_buy))}
            </Row>
          </dl>
        </Section>
      </div>

      {shipment && <ShipmentTimeline shipment={shipment} />}

      <Section
        title={`${t('orders.shop')}: ${order.shop.name}`}
        icon={<Store aria-hidden className="size-4 text-brand-600" />}
        testId="order-items"
      >
        <OrderItems items={order.items} />
        {/* acct (issue 16): spec §2 /shop-feedback/{id}, a word to this shop */}
        <Link
          to={`/shop-feedback/${order.shop._id}`}
          className="inline-flex min-h-11 w-fit items-center text-sm font-medium text-brand-700 hover:underline"
          data-testid="order-shop-feedback"
        >
          {t('acct.sf_link')}
        </Link>
        {order.note && (
          <p className="text-sm">
            <span className="text-neutral-600">{t('orders.note')}: </span>
            {order.note}
          </p>
        )}
      </Section>

      <Section title={t('orders.amounts')} icon={<ReceiptText aria-hidden className="size-4 text-brand-600" />} testId="order-amounts">
        <Amounts order={order} />
      </Section>

      <section className="flex flex-col gap-2 rounded-xl p-4 ring-1 ring-neutral-200" aria-labelledby="order-timeline">
        <h2 id="order-timeline" className="text-sm font-semibold">
          {t('orders.timeline')}
        </h2>
        <ol className="flex flex-col" data-testid="order-timeline">
          {[...order.timeline].reverse().map((entry, i) => (
            <li key={`${entry.at}-${entry.from}-${entry.status}`} className="relative flex gap-3 pb-4 pl-5 last:pb-0">
              <span
                aria-hidden
                className={`absolute top-1.5 left-0 size-2.5 rounded-full ${i === 0 ? 'bg-brand-600' : 'bg-neutral-300'}`}
              />
              {i < order.timeline.length - 1 && <span aria-hidden className="absolute top-4 bottom-0 left-[4.5px] w-px bg-neutral-200" />}
              <div className="flex flex-col text-sm">
                <span className={i === 0 ? 'font-semibold text-brand-700' : 'font-medium'}>
                  {t(statusKey(entry.status, order.payment_method))}
                </span>
                <span className="text-neutral-600">
                  <time dateTime={entry.at}>{when(entry.at)}</time> · {t(`orders.by.${entry.actor_role}` as MessageKey)}
                </span>
                {entry.reason && <span className="text-neutral-700">{t('orders.cancel_reason', { reason: entry.reason })}</span>}
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}

/** Why the order is where it is: cancel reason and who cancelled, a pending request, a time to pay. */
function StatusNotes({ order }: { order: TOrder }) {
  const t = useT()
  const notes: string[] = []
  if (order.status === 'cancelled' && order.cancel_reason) notes.push(t('orders.cancel_reason', { reason: order.cancel_reason.name }))
  if (order.status === 'cancelled' && order.cancelled_by)
    notes.push(t('orders.cancelled_by', { who: t(`orders.by.${order.cancelled_by}` as MessageKey) }))
  if (order.status === 'cancel_pending') {
    notes.push(t('orders.cancel_pending_note'))
    if (order.cancel_reason) notes.push(t('orders.cancel_reason', { reason: order.cancel_reason.name }))
  }
  if (order.status === 'pending' && order.payment_status === 'unpaid' && order.pay_before)
    notes.push(t('orders.pay_before', { time: formatDateTime(order.pay_before, t.lang) }))
  if (notes.length === 0) return null
  return (
    <div className="rounded-xl bg-neutral-50 p-3 text-sm text-neutral-800" data-testid="order-notes">
      {notes.map((n) => (
        <p key={n}>{n}</p>
      ))}
    </div>
  )
}

/** A label and its value on one line (the value right-aligned), wrapping cleanly on a phone. */
function Row({ label, children, strong, testId }: { label: string; children: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-neutral-100 pt-2' : ''}`}>
      <dt className={strong ? 'font-semibold' : 'text-neutral-700'}>{label}</dt>
      <dd className={`text-right ${strong ? 'text-base font-bold text-brand-700' : ''}`} data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

function Amounts({ order }: { order: TOrder }) {
  const t = useT()
  const minus = (n: number) => `-${formatVnd(n)}`
  return (
    <>
      <dl className="flex flex-col gap-1 text-sm">
        <Row label={t('orders.subtotal')}>{formatVnd(order.subtotal)}</Row>
        {order.shop_voucher_discount > 0 && <Row label={t('orders.shop_voucher')}>{minus(order.shop_voucher_discount)}</Row>}
        {order.platform_voucher_discount > 0 && <Row label={t('orders.platform_voucher')}>{minus(order.platform_voucher_discount)}</Row>}
        <Row label={t('orders.shipping_fee')}>{formatVnd(order.shipping_fee)}</Row>
        {order.shipping_discount > 0 && <Row label={t('orders.shipping_discount')}>{minus(order.shipping_discount)}</Row>}
        <Row label={t('orders.total')} strong testId="order-total">
          {formatVnd(order.total)}
        </Row>
      </dl>
      {order.promotion_discount > 0 && (
        <p className="text-sm text-emerald-800">{t('orders.promotion_saved', { amount: formatVnd(order.promotion_discount) })}</p>
      )}
      <dl className="mt-1 flex flex-col gap-1 border-t border-neutral-100 pt-2 text-sm">
        <dt className="text-neutral-700">{t('orders.payment_method')}</dt>
        <dd>
          {t(`orders.payment.${order.payment_method}` as MessageKey)} · {t(`orders.payment_status.${order.payment_status}` as MessageKey)}
        </dd>
      </dl>
    </>
  )
}
