import { MailCheck, UserPlus } from 'lucide-react'
import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { useLoaderData, useNavigate } from 'react-router'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { ensureCartSession } from '#web/features/cart/cart-actions.ts'
import { CheckoutView, NothingSelected } from '#web/features/checkout/checkout-view.tsx'
import { GuestForm, type GuestFormHandle } from '#web/features/checkout/guest-form.tsx'
import type { Destination, GuestAddress } from '#web/features/checkout/model.ts'
import { problemsFor } from '#web/features/checkout/model.ts'
import { keepOnSamePage, type MetaMatches, titleMeta } from '#web/features/checkout/route-kit.ts'
import { OrderSuccess } from '#web/features/checkout/success.tsx'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import type { loader as quickLoader } from './quick.server.ts'

export { loader } from './quick.server.ts'
export const meta = ({ matches }: { matches: MetaMatches }) => titleMeta(matches, 'checkout.quick_title')
export const shouldRevalidate = keepOnSamePage
// a failed load (the API down): the page's error with a retry
export const ErrorBoundary = CatalogError

const GuestAccountDialog = lazy(() => import('#web/features/checkout/guest-account.tsx'))

/** `/thanh-toan-2`: a visitor's quick checkout with a typed name, phone, e-mail and address. */
export default function QuickCheckoutPage() {
  const data = useLoaderData<typeof quickLoader>()
  const t = useT()
  const { user, api, refresh } = useApp()
  const navigate = useNavigate()
  const form = useRef<GuestFormHandle>(null)
  const [contact, setContact] = useState<GuestAddress | null>(null)
  const [placedFor, setPlacedFor] = useState<GuestAddress | null>(null)
  const [registered, setRegistered] = useState(false)
  const [modal, setModal] = useState(false)

  // A visitor without any session gets a guest one (the cart's own way): the cart, the checkout and the orders hang on it.
  const asked = useRef(false)
  useEffect(() => {
    if (data.hasGuest || user || asked.current) return
    asked.current = true
    ensureCartSession(api, false)
      .then(() => refresh())
      .catch(() => undefined)
  }, [data.hasGuest, user, api, refresh])

  // Signed in from this page (the header's login): the buyer's own checkout, with the merged cart.
  useEffect(() => {
    if (user && !user.is_guest && !placedFor) navigate('/thanh-toan', { replace: true })
  }, [user, placedFor, navigate])

  // Quotes price the address as it was when it became complete; only another province or ward
  // (or an address no longer complete) asks again: typing a street changes no price.
  const key = contact ? `${contact.province_code}:${contact.ward_code}` : ''
  const snapshot = useRef<{ key: string; destination: Destination }>({ key: '', destination: null })
  if (snapshot.current.key !== key) snapshot.current = { key, destination: contact ? { guest_address: contact } : null }

  if (!data.quote) return <NothingSelected message={data.messages.selectProducts[t.lang]} />
  return (
    <>
      <CheckoutView
        heading={
          <div className="mb-4 flex flex-col gap-1">
            <h1 className="text-xl font-bold">{t('checkout.quick_title')}</h1>
            <p className="text-sm text-neutral-600">{t('checkout.quick_intro')}</p>
          </div>
        }
        initial={data.quote}
        destination={snapshot.current.destination}
        orderDestination={contact ? { guest_address: contact } : null}
        messages={data.messages}
        loginForVouchers
        beforePlace={() => Boolean(form.current?.validate())}
        address={(state) => (
          <GuestForm
            ref={form}
            provinces={data.provinces}
            // a complete address the server still refuses (the ward is not in the province)
            problems={contact ? problemsFor(state.quote).address : []}
            onChange={setContact}
          />
        )}
        onPlaced={() => {
          setPlacedFor(contact)
          setModal(true)
          void refresh()
        }}
        success={(placed, quote) => (
          <OrderSuccess placed={placed} quote={quote} linkOrders={registered}>
            {placedFor && (
              <p className="flex items-start justify-center gap-2 text-center text-sm text-neutral-800" data-testid="guest-emailed">
                <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                {t('checkout.guest_emailed', { email: placedFor.email })}
              </p>
            )}
            {!registered && (
              <Button variant="secondary" onClick={() => setModal(true)} className="self-center">
                <UserPlus aria-hidden className="size-4" />
                {t('checkout.guest_create_account')}
              </Button>
            )}
          </OrderSuccess>
        )}
      />
      {placedFor && (
        <Suspense fallback={null}>
          <GuestAccountDialog
            open={modal}
            onClose={() => setModal(false)}
            name={placedFor.name}
            email={placedFor.email}
            onCreated={() => {
              setRegistered(true)
              // the button that opened the modal goes with the account made: back to the success view
              setTimeout(() => document.querySelector<HTMLElement>('[data-testid="checkout-success"]')?.parentElement?.focus(), 0)
            }}
          />
        </Suspense>
      )}
    </>
  )
}
