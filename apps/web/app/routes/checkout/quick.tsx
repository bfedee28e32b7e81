import { useEffect, useRef, useState } from 'react'
import { useLoaderData, useNavigate } from 'react-router'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { ensureCartSession } from '#web/features/cart/cart-actions.ts'
import { CheckoutView, NothingSelected } from '#web/features/checkout/checkout-view.tsx'
import { GuestForm, type GuestFormHandle } from '#web/features/checkout/guest-form.tsx'
import type { Destination, GuestAddress } from '#web/features/checkout/model.ts'
import { problemsFor } from '#web/features/checkout/model.ts'
import { keepOnSamePage, type MetaMatches, titleMeta } from '#web/features/checkout/route-kit.ts'
import { successPath } from '#web/features/checkout/success.tsx'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import type { loader as quickLoader } from './quick.server.ts'

export { loader } from './quick.server.ts'
export const meta = ({ matches }: { matches: MetaMatches }) => titleMeta(matches, 'checkout.quick_title')
export const shouldRevalidate = keepOnSamePage
// a failed load (the API down): the page's error with a retry
export const ErrorBoundary = CatalogError

/** `/thanh-toan-2`: a visitor's quick checkout with a typed name, phone, e-mail and address. */
export default function QuickCheckoutPage() {
  const data = useLoaderData<typeof quickLoader>()
  const t = useT()
  const { user, api, refresh } = useApp()
  const navigate = useNavigate()
  const form = useRef<GuestFormHandle>(null)
  const [contact, setContact] = useState<GuestAddress | null>(null)
  const placed = useRef(false)

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
    if (user && !user.is_guest && !placed.current) navigate('/thanh-toan', { replace: true })
  }, [user, navigate])

  // Quotes price the address as it was when it became complete; only another province or ward
  // (or an address no longer complete) asks again: typing a street changes no price.
  const key = contact ? `${contact.province_code}:${contact.ward_code}` : ''
  const snapshot = useRef<{ key: string; destination: Destination }>({ key: '', destination: null })
  if (snapshot.current.key !== key) snapshot.current = { key, destination: contact ? { guest_address: contact } : null }

  if (!data.quote) return <NothingSelected message={data.messages.selectProducts[t.lang]} />
  return (
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
      onPlaced={(created) => {
        placed.current = true
        // the success page (its own address) tells where the details went and offers an account
        navigate(successPath(created.orders.map((o) => o._id)), { replace: true, state: { placed: true } })
      }}
    />
  )
}
