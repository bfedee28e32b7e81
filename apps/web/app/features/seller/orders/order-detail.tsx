import { type OrderDeadlineKind, type TOrder, type TShipment, currentDeadline } from '@xinh/contracts'
import { AlertTriangle, Clock, MapPin, Phone, Truck, Wallet } from 'lucide-react'
import type { ReactNode } from 'react'
import { ShipmentTimeline } from '#web/features/shipping/shipment-timeline.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd, type MessageKey } from '#web/lib/i18n/index.ts'
import { type SellerKey, useSellerT } from '../i18n/index.ts'
import { isPast, orderStatusKey } from './format.ts'

function Card({ title, icon, children, testId }: { title: string; icon?: ReactNode; children: ReactNode; testId?: string }) {
  const id = `card-${testId ?? title}`
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl p-4 ring-1 ring-neutral-200" data-testid={testId}>
      <h2 id={id} className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  )
}

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-neutral-700">{label}</dt>
      <dd className={`text-right ${strong ? 'text-base font-bold text-brand-700' : ''}`}>{children}</dd>
    </div>
  )
}

/** The buyer asked to cancel: their reason, and what the seller's two answers mean. */
export function CancelRequestPanel({ order }: { order: TOrder }) {
  const t = useSellerT()
  if (order.status !== 'cancel_pending') return null
  return (
    <section
      className="flex gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
      data-testid="cancel-request"
      aria-labelledby="cancel-request-title"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1 text-sm">
        <h2 id="cancel-request-title" className="font-semibold">
          {t('sc.orders.cancel_request_title')}
        </h2>
        {order.cancel_reason && <p>{t('sc.orders.cancel_request_reason', { reason: order.cancel_reason.name })}</p>}
        <p>{t('sc.orders.cancel_request_hint')}</p>
      </div>
    </section>
  )
}

const DEADLINE_KINDS: OrderDeadlineKind[] = ['pay_by', 'prepare_by', 'ship_by', 'auto_complete_at', 'return_by']

/** The order's dates that matter: the one it works towards now first and marked; passed ones overdue unless done. */
export function DeadlinesCard({ order }: { order: TOrder }) {
  const t = useSellerT()
  const now = currentDeadline(order)
  const shown = DEADLINE_KINDS.filter((k) => order.deadlines[k])
  if (shown.length === 0 || ['cancelled'].includes(order.status)) return null
  return (
    <Card title={t('sc.orders.deadlines')} icon={<Clock aria-hidden className="size-4 text-brand-600" />} testId="order-deadlines">
      <dl className="flex flex-col gap-1.5 text-sm">
        {shown.map((k) => {
          const at = order.deadlines[k] as string
          const current = now?.kind === k
          const late = current && isPast(at) && k !== 'auto_complete_at' && k !== 'return_by'
          return (
            <div
              key={k}
              className={`flex items-baseline justify-between gap-4 ${current ? 'font-semibold' : ''}`}
              data-current={current || undefined}
            >
              <dt className={current ? 'text-neutral-900' : 'text-neutral-700'}>{t(`sc.orders.dl.${k}` as SellerKey)}</dt>
              <dd className={`text-right ${late ? 'text-red-800' : ''}`}>
                <time dateTime={at}>{formatDateTime(at, t.lang)}</time>
                {late && (
                  <span className="ml-1.5 rounded bg-red-50 px-1.5 py-0.5 text-xs ring-1 ring-red-200">{t('sc.orders.overdue')}</span>
                )}
              </dd>
            </div>
          )
        })}
      </dl>
    </Card>
  )
}

/** Who receives the parcel and where (the buyer's e-mail is not the seller's to see). */
export function RecipientCard({ order }: { order: TOrder }) {
  const t = useSellerT()
  const a = order.address
  const line = [a.street, a.ward, a.district, a.city].filter(Boolean).join(', ')
  return (
    <Card title={t('sc.orders.recipient')} icon={<MapPin aria-hidden className="size-4 text-brand-600" />} testId="order-recipient">
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-semibold">{a.name}</p>
        <a
          href={`tel:${a.phone}`}
          className="inline-flex min-h-11 items-center gap-2 self-start text-brand-700 underline"
          aria-label={t('sc.orders.call', { phone: a.phone })}
        >
          <Phone aria-hidden className="size-4" />
          {a.phone}
        </a>
        <p>{line}</p>
        {order.buyer && order.buyer.userName !== a.name && (
          <p className="text-neutral-700">
            {t('sc.orders.buyer')}: {order.buyer.userName}
          </p>
        )}
        {order.note && (
          <p className="mt-1 rounded-lg bg-neutral-50 p-2">
            <span className="font-medium">{t('sc.orders.note')}: </span>
            {order.note}
          </p>
        )}
      </div>
    </Card>
  )
}

/** What the buyer pays and how. */
export function PaymentCard({ order }: { order: TOrder }) {
  const t = useSellerT()
  return (
    <Card title={t('sc.orders.payment')} icon={<Wallet aria-hidden className="size-4 text-brand-600" />} testId="order-payment">
      <dl className="flex flex-col gap-1 text-sm">
        <Row label={t('sc.orders.payment_method')}>{t(`orders.payment.${order.payment_method}` as MessageKey)}</Row>
        <Row label={t('sc.orders.payment_status')}>{t(`orders.payment_status.${order.payment_status}` as MessageKey)}</Row>
        <Row label={t('sc.orders.subtotal')}>{formatVnd(order.subtotal)}</Row>
        {order.promotion_discount > 0 && <Row label={t('sc.orders.promotion_discount')}>−{formatVnd(order.promotion_discount)}</Row>}
        {order.shop_voucher_discount > 0 && <Row label={t('sc.orders.shop_voucher')}>−{formatVnd(order.shop_voucher_discount)}</Row>}
        {order.platform_voucher_discount > 0 && (
          <Row label={t('sc.orders.platform_voucher')}>−{formatVnd(order.platform_voucher_discount)}</Row>
        )}
        <Row label={t('sc.orders.shipping_fee')}>{formatVnd(order.shipping_fee)}</Row>
        {order.shipping_discount > 0 && <Row label={t('sc.orders.shipping_discount')}>−{formatVnd(order.shipping_discount)}</Row>}
        <Row label={t('sc.orders.buyer_pays')} strong>
          <span data-testid="order-total">{formatVnd(order.total)}</span>
        </Row>
      </dl>
    </Card>
  )
}

/** How it travels: the method, the carrier and its label (or the seller's own tracking code), and the carrier's timeline. */
export function ShippingCard({ order, shipment }: { order: TOrder; shipment: TShipment | null }) {
  const t = useSellerT()
  const waitingForLabel = order.status === 'to_ship' && !order.self_shipping && !order.tracking_code
  return (
    <Card title={t('sc.orders.shipping')} icon={<Truck aria-hidden className="size-4 text-brand-600" />} testId="order-shipping">
      <dl className="flex flex-col gap-1 text-sm">
        <Row label={t('sc.orders.shipping_method')}>
          {t(`orders.method.${order.shipping_method}` as MessageKey)}
          {order.is_express && ` · ${t('orders.method.EXPRESS')}`}
        </Row>
        {order.tracking_code && (
          <Row label={t('sc.orders.tracking_code')}>
            <span className="font-mono" data-testid="order-tracking-code">
              {order.tracking_code}
            </span>
          </Row>
        )}
      </dl>
      {order.self_shipping && <p className="text-sm text-neutral-700">{t('sc.orders.self_shipping_note')}</p>}
      {waitingForLabel && <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-950">{t('sc.orders.no_parcel')}</p>}
      {shipment && <ShipmentTimeline shipment={shipment} />}
    </Card>
  )
}

/** Every status the order went through, newest first, with who moved it and why. */
export function OrderTimeline({ order }: { order: TOrder }) {
  const t = useSellerT()
  const entries = [...order.timeline].reverse()
  return (
    <Card title={t('sc.orders.timeline')} testId="order-timeline">
      <ol className="flex flex-col">
        {entries.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two steps may share the same instant and status; the list never reorders
          <li key={`${e.at}-${e.status}-${i}`} className="relative flex gap-3 pb-4 pl-5 last:pb-0" data-testid="order-event">
            <span aria-hidden className={`absolute top-1.5 left-0 size-2.5 rounded-full ${i === 0 ? 'bg-brand-600' : 'bg-neutral-300'}`} />
            {i < entries.length - 1 && <span aria-hidden className="absolute top-4 bottom-0 left-[4.5px] w-px bg-neutral-200" />}
            <div className="flex flex-col text-sm">
              <span className={i === 0 ? 'font-semibold' : 'font-medium'}>
                {t(orderStatusKey({ status: e.status, payment_status: order.payment_method === 'COD' ? 'cash' : 'unpaid' }))}
              </span>
              <span className="text-neutral-700">
                {t(`sc.orders.by.${e.actor_role}` as SellerKey)} · <time dateTime={e.at}>{formatDateTime(e.at, t.lang)}</time>
              </span>
              {e.reason && <span className="text-neutral-800">{e.reason}</span>}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  )
}
