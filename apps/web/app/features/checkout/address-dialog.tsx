import type { TAddress } from '@xinh/contracts'
import { Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { AddressForm, type Province } from '#web/features/account/address-form.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'

/**
 * Choosing the delivery address among the saved ones, or adding one (the address book's form,
 * posting to the address API; the new address is then the delivery address). Loaded when first opened.
 */
export default function AddressDialog({
  onClose,
  addresses,
  selectedId,
  provinces,
  startWithForm,
  onSelect,
  onAdded,
}: {
  onClose: () => void
  addresses: TAddress[]
  selectedId: string | null
  provinces: Province[]
  startWithForm: boolean
  onSelect: (id: string) => void
  onAdded: (address: TAddress) => void
}) {
  const t = useT()
  const id = useId()
  const [adding, setAdding] = useState(startWithForm || addresses.length === 0)
  const [chosen, setChosen] = useState(selectedId ?? addresses[0]?._id ?? '')

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={adding ? t('addresses.add') : t('checkout.address_pick_title')}>
      {adding ? (
        <AddressForm provinces={provinces} defaultIsDefault={addresses.length === 0} onSaved={(saved) => onAdded(saved)} onDone={onClose} />
      ) : (
        <div className="flex flex-col gap-3">
          <fieldset>
            <legend className="sr-only">{t('checkout.address_pick_title')}</legend>
            <div className="flex max-h-[55dvh] flex-col gap-2 overflow-y-auto" data-testid="address-options">
              {addresses.map((a) => (
                <label
                  key={a._id}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-neutral-200 px-3 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/50"
                >
                  <input
                    type="radio"
                    name={`${id}-address`}
                    value={a._id}
                    checked={chosen === a._id}
                    onChange={() => setChosen(a._id)}
                    className="mt-1 size-4 accent-brand-600"
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="font-semibold">
                      {a.name} <span className="font-normal text-neutral-600">| {a.phone}</span>
                    </span>
                    <span className="text-neutral-800">{a.full_address}</span>
                    {a.is_default && (
                      <span className="mt-1 w-fit rounded border border-brand-600 px-1.5 text-xs text-brand-700">
                        {t('addresses.default')}
                      </span>
                    )}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden className="size-4" />
            {t('addresses.add')}
          </Button>
          <Button
            disabled={!chosen}
            onClick={() => {
              onSelect(chosen)
              onClose()
            }}
          >
            {t('checkout.address_use')}
          </Button>
        </div>
      )}
    </Dialog>
  )
}
