import type { TAddress } from '@xinh/contracts'
import { MapPin, Plus } from 'lucide-react'
import { Suspense, lazy, useState } from 'react'
import type { Province } from '#web/features/account/address-form.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import type { Problem } from './model.ts'
import { ProblemText } from './shop-block.tsx'

const AddressDialog = lazy(() => import('./address-dialog.tsx'))

/** The delivery address of a signed-in buyer: the chosen saved address, a picker, and "add new". */
export function AddressBlock({
  addresses,
  selectedId,
  provinces,
  problems,
  onSelect,
  onAdded,
}: {
  addresses: TAddress[]
  selectedId: string | null
  provinces: Province[]
  problems: Problem[]
  onSelect: (id: string) => void
  onAdded: (address: TAddress) => void
}) {
  const t = useT()
  // the dialog open, and how it starts: on the list of saved addresses or on the form
  const [dialog, setDialog] = useState<'pick' | 'add' | null>(null)
  const selected = addresses.find((a) => a._id === selectedId) ?? null
  return (
    <section
      aria-labelledby="checkout-address"
      className="rounded-2xl bg-white p-4 ring-1 ring-neutral-200"
      data-testid="checkout-address"
      tabIndex={-1}
    >
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 id="checkout-address" className="flex items-center gap-2 font-semibold">
          <MapPin aria-hidden className="size-4 text-brand-600" />
          {t('checkout.address_heading')}
        </h2>
        {selected && (
          <button
            type="button"
            onClick={() => setDialog('pick')}
            aria-haspopup="dialog"
            className="min-h-10 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            data-testid="change-address"
          >
            {t('checkout.address_change')}
          </button>
        )}
      </div>
      {selected ? (
        <div className="text-sm" data-testid="selected-address">
          <p className="font-semibold">
            {selected.name} <span className="font-normal text-neutral-600">| {selected.phone}</span>
          </p>
          <p className="text-neutral-800">{selected.full_address}</p>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-neutral-700">{t('checkout.address_none')}</p>
          <button
            type="button"
            onClick={() => setDialog(addresses.length ? 'pick' : 'add')}
            aria-haspopup="dialog"
            className="flex min-h-11 items-center gap-2 rounded-lg border border-dashed border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            data-testid="add-address"
          >
            <Plus aria-hidden className="size-4" />
            {addresses.length ? t('checkout.address_pick_title') : t('checkout.address_add')}
          </button>
        </div>
      )}
      <ProblemText problems={selected ? problems : []} className="mt-2" />
      {dialog && (
        <Suspense fallback={null}>
          <AddressDialog
            onClose={() => setDialog(null)}
            addresses={addresses}
            selectedId={selectedId}
            provinces={provinces}
            startWithForm={dialog === 'add'}
            onSelect={onSelect}
            onAdded={onAdded}
          />
        </Suspense>
      )}
    </section>
  )
}
