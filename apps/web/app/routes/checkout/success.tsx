import { SearchX, UserPlus } from 'lucide-react'
import { Suspense, lazy, useEffect, useState } from 'react'
import { Link, useLoaderData, useLocation } from 'react-router'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { loginPath } from '#web/features/account/login-path.ts'
import { type MetaMatches, titleMeta } from '#web/features/checkout/route-kit.ts'
import { OrderSuccess } from '#web/features/checkout/success.tsx'
import { trackOrderSuccess } from '#web/features/tracking/order-success.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { pixelEvent } from '#web/lib/pixel-event.ts'
import { Button } from '#web/ui/button.tsx'
import type { loader as successLoader } from './success.server.ts'

export { loader } from './success.server.ts'
export const meta = ({ matches }: { matches: MetaMatches }) => titleMeta(matches, 'checkout.success_title')
export const ErrorBoundary = CatalogError

const GuestAccountDialog = lazy(() => import('#web/features/checkout/guest-account.tsx'))
// issue 15: right after an order is the moment push notifications are offered (never on first load)
const PushOffer = lazy(() => import('#web/features/notifications/push-offer.tsx'))

/** What navigating here right after placing the orders carries (not a reload: the offer is not made twice). */
export type SuccessState = { placed?: boolean }

/**
 * `/thanh-toan/thanh-cong?orders={id},…`: the orders a checkout made. A visitor without an account
 * (a guest session) is told where the details went and offered an account (the guest becomes it,
 * orders included); the offer opens by itself right after the order.
 */
export default function CheckoutSuccessPage() {
  const { orders } = useLoaderData<typeof successLoader>()
  const t = useT()
  const { user } = useApp()
  const location = useLocation()
  const guest = Boolean(user?.is_guest)
  const [modal, setModal] = useState(() => guest && Boolean((location.state as SuccessState | null)?.placed))
  // issue 18: the purchase for the ad pixels, once per set of orders in this tab (a reload sends nothing again)
  useEffect(() => {
    if (orders.length === 0) return
    const key = `xinh.px.purchase.${orders.map((o) => o._id).join(',')}`
    if (sessionStorage.getItem(key)) return
    const sent = pixelEvent({
      name: 'purchase',
      value: orders.reduce((sum, o) => sum + o.total, 0),
      order_id: orders.map((o) => o._id).join(','),
      items: orders.flatMap((o) =>
        o.items.map((i) => ({ id: i.product_id ?? i._id, name: i.name, price: i.unit_price, quantity: i.quantity })),
      ),
    })
    if (sent) sessionStorage.setItem(key, '1')
  }, [orders])
  // track (issue 18): the checkout's order success ends the tracking session (once per checkout)
  useEffect(() => {
    const first = orders[0]
    if (!first) return
    const productIds = [...new Set(orders.flatMap((o) => o.items.map((i) => i.product_id).filter((id): id is string => Boolean(id))))]
    const value = orders.reduce((n, o) => n + o.total, 0)
    trackOrderSuccess(first.checkout_id, { metadata: { product_ids: productIds, value, currency: 'VND', orders: orders.length } })
  }, [orders])

  if (orders.length === 0)
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center" data-testid="checkout-success-missing">
        <SearchX aria-hidden className="size-12 text-neutral-400" />
        <h1 className="text-xl font-bold">{t('checkout.success_missing_title')}</h1>
        <p className="text-neutral-700">{t('checkout.success_missing_text')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {!user && (
            <Link
              to={loginPath(location.pathname + location.search)}
              className="flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('header.login')}
            </Link>
          )}
          <Link
            to="/"
            className="flex min-h-11 items-center justify-center rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold hover:bg-neutral-100"
          >
            {t('checkout.continue_shopping')}
          </Link>
        </div>
      </div>
    )

  const contact = orders[0]!.address
  return (
    <>
      <OrderSuccess orders={orders} linkOrders={Boolean(user && !user.is_guest)}>
        {guest && contact.email && (
          <p className="text-center text-sm text-neutral-800" data-testid="guest-emailed">
            {t('checkout.guest_emailed', { email: contact.email })}
          </p>
        )}
        {user && !guest && (
          <Suspense fallback={null}>
            <PushOffer userId={user._id} />
          </Suspense>
        )}
        {guest && (
          <Button variant="secondary" onClick={() => setModal(true)} className="self-center">
            <UserPlus aria-hidden className="size-4" />
            {t('checkout.guest_create_account')}
          </Button>
        )}
      </OrderSuccess>
      {guest && (
        <Suspense fallback={null}>
          <GuestAccountDialog
            open={modal}
            onClose={() => setModal(false)}
            name={contact.name}
            email={contact.email ?? ''}
            onCreated={() => setModal(false)}
          />
        </Suspense>
      )}
    </>
  )
}
