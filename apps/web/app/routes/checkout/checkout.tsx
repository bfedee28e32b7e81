import type { TAddress } from '@xinh/contracts'
import { useEffect, useMemo, useState } from 'react'
import { useLoaderData, useNavigate } from 'react-router'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { AddressBlock } from '#web/features/checkout/address-block.tsx'
import { CheckoutView, NothingSelected } from '#web/features/checkout/checkout-view.tsx'
import { problemsFor } from '#web/features/checkout/model.ts'
import { keepOnSamePage, type MetaMatches, titleMeta } from '#web/features/checkout/route-kit.ts'
import { successPath } from '#web/features/checkout/success.tsx'
import { orderPath } from '#web/features/orders/labels.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import type { loader as checkoutLoader } from './checkout.server.ts'

export { loader } from './checkout.server.ts'
export const meta = ({ matches }: { matches: MetaMatches }) => titleMeta(matches, 'checkout.title')
export const shouldRevalidate = keepOnSamePage
// a failed load (the API down): the page's error with a retry
export const ErrorBoundary = CatalogError

/** `/thanh-toan`: checkout of the selected cart items for a signed-in buyer. */
export default function CheckoutPage() {
  const data = useLoaderData<typeof checkoutLoader>()
  const t = useT()
  const { user } = useApp()
  const navigate = useNavigate()
  const [addresses, setAddresses] = useState<TAddress[]>(data.addresses)
  const [addressId, setAddressId] = useState<string | null>(
    data.quote?.address?._id ?? data.addresses.find((a) => a.is_default)?._id ?? data.addresses[0]?._id ?? null,
  )
  const destination = useMemo(() => (addressId ? { address_id: addressId } : null), [addressId])

  // logged out on this page (another tab, the header): the buyer's checkout is gone
  useEffect(() => {
    if (!user) navigate('/', { replace: true })
  }, [user, navigate])

  if (!data.quote) return <NothingSelected message={data.messages.selectProducts[t.lang]} />
  return (
    <CheckoutView
      heading={<h1 className="mb-4 text-xl font-bold">{t('checkout.title')}</h1>}
      initial={data.quote}
      destination={destination}
      messages={data.messages}
      address={(state) => (
        <AddressBlock
          addresses={addresses}
          selectedId={addressId}
          provinces={data.provinces}
          problems={problemsFor(state.quote).address}
          onSelect={setAddressId}
          onAdded={(added) => {
            setAddresses((list) => [
              ...list.filter((a) => a._id !== added._id).map((a) => (added.is_default ? { ...a, is_default: false } : a)),
              added,
            ])
            setAddressId(added._id)
          }}
        />
      )}
      onPlaced={(placed) => {
        // no payment link from the gateway (the toast said why): the order page, where the buyer pays again
        const first = placed.orders[0]
        if (placed.payment_error && first) navigate(orderPath(first._id))
        // the success page has its own address (a reload or the back button keeps it); the checkout
        // it replaces in the history would only say "nothing selected" now
        else navigate(successPath(placed.orders.map((o) => o._id)), { replace: true, state: { placed: true } })
      }}
    />
  )
}
