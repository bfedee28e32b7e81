import { CheckCircle2, ChevronRight, Loader2, SearchX, XCircle } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { Link, useLoaderData, useLocation } from 'react-router'
import { loginPath } from '#web/features/account/login-path.ts'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { type MetaMatches, titleMeta } from '#web/features/checkout/route-kit.ts'
import { formatDateTime, orderPath, ordersPath } from '#web/features/orders/labels.ts'
import { PayForm } from '#web/features/payments/pay-form.tsx'
import type { PaymentAttempt } from '#web/features/payments/types.ts'
import { usePaymentStatus } from '#web/features/payments/use-payment-status.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatVnd, type MessageKey, useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import type { loader as resultLoader } from './payment-result.server.ts'

export { loader } from './payment-result.server.ts'
export const meta = ({ matches }: { matches: MetaMatches }) => titleMeta(matches, 'payment.result_title')
export const ErrorBoundary = CatalogError

const linkClass = 'flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold'
const secondaryLink = `${linkClass} border border-neutral-300 bg-white hover:bg-neutral-100`
const primaryLink = `${linkClass} bg-brand-600 text-white hover:bg-brand-700`

/** `/thanh-toan/ket-qua?payment={id}`: the payment's outcome after the gateway, paid or not, and paying again. */
export default function PaymentResultPage() {
  const { payment, error, linkOrders, owned, key, unverified } = useLoaderData<typeof resultLoader>()
  const t = useT()
  const { refresh } = useApp()
  if (payment) return <Result initial={payment} linkOrders={linkOrders} owned={owned} resultKey={key} />
  return (
    <Panel icon={<SearchX aria-hidden className="size-14 text-neutral-500" />} title={t('payment.not_found_title')} testId="payment-result">
      <p className="text-center text-neutral-700" role={error ? 'alert' : undefined}>
        {error ?? (unverified ? t('payment.unverified_text') : t('payment.not_found_text'))}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        {error && (
          <Button variant="secondary" onClick={() => void refresh()}>
            {t('checkout.retry')}
          </Button>
        )}
        <Link to={linkOrders ? ordersPath : '/'} className={primaryLink}>
          {linkOrders ? t('checkout.success_orders') : t('checkout.continue_shopping')}
        </Link>
      </div>
    </Panel>
  )
}

function Panel({ icon, title, children, testId }: { icon: ReactNode; title: string; children: ReactNode; testId: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // the outcome replaces the waiting view: move the reader's focus to it
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the title
  useEffect(() => heading.current?.focus(), [title])
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 py-6" data-testid={testId}>
      <div className="flex flex-col items-center gap-2 text-center">
        {icon}
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
          {title}
        </h1>
      </div>
      {children}
    </div>
  )
}

/** Not the buyer's session (their link's key read it): logging in here shows their orders and paying again. */
function LoginForMore() {
  const t = useT()
  const location = useLocation()
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-2xl bg-white p-4 text-center text-sm ring-1 ring-neutral-200"
      data-testid="payment-login"
    >
      <p className="text-neutral-700">{t('payment.login_for_orders')}</p>
      <Link to={loginPath(location.pathname + location.search)} className={primaryLink}>
        {t('header.login')}
      </Link>
    </div>
  )
}

function Result({
  initial,
  linkOrders,
  owned,
  resultKey,
}: {
  initial: PaymentAttempt
  linkOrders: boolean
  /** Read with the buyer's own session (paying again needs it). */
  owned: boolean
  resultKey: string | null
}) {
  const t = useT()
  const { payment, timedOut, recheck } = usePaymentStatus(initial, resultKey)
  const firstOrder = payment.order_ids[0]
  const facts = (
    <dl className="flex flex-col gap-1 rounded-2xl bg-white p-4 text-sm ring-1 ring-neutral-200">
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-neutral-700">{t('orders.payment_method')}</dt>
        <dd>{t(`orders.payment.${payment.method}` as MessageKey)}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-neutral-700">{t('payment.amount')}</dt>
        <dd className="text-base font-bold text-brand-700" data-testid="payment-amount">
          {formatVnd(payment.amount)}
        </dd>
      </div>
      {payment.paid_at && (
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-neutral-700">{t('payment.paid_at')}</dt>
          <dd>
            <time dateTime={payment.paid_at}>{formatDateTime(payment.paid_at, t.lang)}</time>
          </dd>
        </div>
      )}
    </dl>
  )

  if (payment.status === 'pending')
    return (
      <Panel
        icon={<Loader2 aria-hidden className={`size-14 text-brand-600 ${timedOut ? '' : 'animate-spin'}`} />}
        title={timedOut ? t('payment.pending_slow_title') : t('payment.pending_title')}
        testId="payment-result"
      >
        <div role="status" aria-live="polite" data-testid="payment-status" data-status="pending" className="flex flex-col gap-3">
          <p className="text-center text-neutral-700">{timedOut ? t('payment.pending_slow_text') : t('payment.pending_text')}</p>
          {!timedOut && (
            <div className="h-1.5 overflow-hidden rounded-full bg-neutral-100" aria-hidden>
              <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-600" />
            </div>
          )}
        </div>
        {facts}
        {!owned && <LoginForMore />}
        {timedOut && (
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            <Button onClick={recheck}>{t('payment.check_again')}</Button>
            {linkOrders && firstOrder && (
              <Link to={orderPath(firstOrder)} className={secondaryLink}>
                {t('payment.view_order')}
              </Link>
            )}
          </div>
        )}
      </Panel>
    )

  if (payment.status === 'paid')
    return (
      <Panel
        icon={<CheckCircle2 aria-hidden className="size-14 text-emerald-600" />}
        title={t('payment.paid_title')}
        testId="payment-result"
      >
        <p className="text-center text-neutral-700" role="status" data-testid="payment-status" data-status="paid">
          {t('payment.paid_text', { count: payment.order_ids.length })}
        </p>
        {facts}
        {!owned && <LoginForMore />}
        {linkOrders && (
          <ul className="divide-y divide-neutral-100 rounded-2xl bg-white ring-1 ring-neutral-200">
            {payment.order_ids.map((id, i) => (
              <li key={id}>
                <Link
                  to={orderPath(id)}
                  className="flex min-h-11 items-center justify-between gap-3 px-4 py-3 text-sm font-semibold hover:bg-neutral-50"
                  data-testid="payment-order-link"
                >
                  {payment.order_ids.length > 1 ? t('payment.order_n', { n: i + 1 }) : t('payment.view_order')}
                  <ChevronRight aria-hidden className="size-4 text-neutral-500" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          {linkOrders && (
            <Link to={ordersPath} className={secondaryLink}>
              {t('checkout.success_orders')}
            </Link>
          )}
          <Link to="/" className={primaryLink}>
            {t('checkout.continue_shopping')}
          </Link>
        </div>
      </Panel>
    )

  return (
    <Panel
      icon={<XCircle aria-hidden className="size-14 text-red-700" />}
      title={t(`payment.${payment.status}_title` as MessageKey)}
      testId="payment-result"
    >
      <p className="text-center text-neutral-700" role="alert" data-testid="payment-status" data-status={payment.status}>
        {t(`payment.${payment.status}_text` as MessageKey)}
      </p>
      {facts}
      {!owned && <LoginForMore />}
      {owned && firstOrder && (
        <section aria-labelledby="pay-again" className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
          <h2 id="pay-again" className="font-semibold">
            {t('payment.pay_again')}
          </h2>
          <PayForm orderId={firstOrder} method={payment.method} submitLabel={t('payment.pay_again')} testId="pay-again" />
        </section>
      )}
      {linkOrders && firstOrder && (
        <Link to={orderPath(firstOrder)} className={secondaryLink}>
          {t('payment.view_order')}
        </Link>
      )}
    </Panel>
  )
}
