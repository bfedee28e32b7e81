import type { TOrder } from '@xinh/contracts'
import { CheckCircle2, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { orderPath, ordersPath } from '#web/features/orders/labels.ts'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'

/** What the success view shows of an order. */
export type PlacedOrder = Pick<TOrder, '_id' | 'code' | 'total' | 'status' | 'payment_method' | 'payment_status'> & {
  shop: { name: string }
}

/** The success page of a checkout: its own address, so a reload or the back button keeps it. */
export const successPath = (orderIds: string[]) => `/thanh-toan/thanh-cong?orders=${orderIds.join(',')}`

/** After the order: one line per shop order with its code (linked to the order page when the buyer can open it). */
export function OrderSuccess({
  orders,
  linkOrders,
  children,
}: {
  orders: PlacedOrder[]
  /** The order pages need an account: a visitor sees the codes only. */
  linkOrders: boolean
  children?: ReactNode
}) {
  const t = useT()
  const total = orders.reduce((sum, o) => sum + o.total, 0)
  // an online method whose payment link could not be obtained: the orders wait for the payment
  const unpaid = orders.some((o) => o.status === 'pending' && o.payment_method !== 'COD' && o.payment_status === 'unpaid')
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 py-6" data-testid="checkout-success">
      <div className="flex flex-col items-center gap-2 text-center">
        <CheckCircle2 aria-hidden className="size-14 text-emerald-600" />
        <h1 className="text-2xl font-bold">{t('checkout.success_title')}</h1>
        <p className="text-neutral-700">{t('checkout.success_text', { count: orders.length })}</p>
      </div>
      <ul className="divide-y divide-neutral-100 rounded-2xl bg-white ring-1 ring-neutral-200">
        {orders.map((o) => {
          const body = (
            <>
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold" data-testid="order-code">
                  {t('checkout.success_order', { code: o.code })}
                </span>
                <span className="truncate text-neutral-600">{o.shop.name}</span>
              </span>
              <span className="flex items-center gap-1 font-semibold text-brand-700">
                {formatVnd(o.total)}
                {linkOrders && <ChevronRight aria-hidden className="size-4 text-neutral-500" />}
              </span>
            </>
          )
          return (
            <li key={o._id}>
              {linkOrders ? (
                <Link
                  to={orderPath(o._id)}
                  className="flex items-center justify-between gap-3 px-4 py-3 text-sm hover:bg-neutral-50"
                  data-testid="order-link"
                >
                  {body}
                </Link>
              ) : (
                <div className="flex items-center justify-between gap-3 px-4 py-3 text-sm">{body}</div>
              )}
            </li>
          )
        })}
        <li className="flex items-baseline justify-between gap-3 px-4 py-3 text-sm">
          <span>{t('checkout.summary_total')}</span>
          <span className="text-base font-bold">{formatVnd(total)}</span>
        </li>
      </ul>
      {unpaid ? (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-center text-sm text-amber-900" role="alert" data-testid="payment-error">
          {t('checkout.success_unpaid')} {t('checkout.success_pay_later')}
        </p>
      ) : orders.every((o) => o.payment_method === 'COD') ? (
        <p className="text-center text-sm text-neutral-700">{t('checkout.success_cod')}</p>
      ) : null}
      {children}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        {linkOrders && (
          <Link
            to={ordersPath}
            className="flex min-h-11 items-center justify-center rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold hover:bg-neutral-100"
          >
            {t('checkout.success_orders')}
          </Link>
        )}
        <Link
          to="/"
          className="flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('checkout.continue_shopping')}
        </Link>
      </div>
    </div>
  )
}
