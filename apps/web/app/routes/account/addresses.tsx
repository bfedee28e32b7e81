import type { TAddress } from '@xinh/contracts'
import { MapPin, Plus } from 'lucide-react'
import { useState } from 'react'
import { useLoaderData } from 'react-router'
import { AddressForm } from '#web/features/account/address-form.tsx'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { useToast } from '#web/ui/toast.tsx'
import type { loader as addressesLoader } from './addresses.server.ts'

export { loader } from './addresses.server.ts'
export const meta = () => [{ title: 'Địa chỉ – Xinh' }]

export default function AddressesPage() {
  const { addresses, provinces } = useLoaderData<typeof addressesLoader>()
  const t = useT()
  const { api, refresh } = useApp()
  const toast = useToast()
  const [editing, setEditing] = useState<TAddress | 'new' | null>(null)
  const [busyId, setBusyId] = useState<string>()

  async function act(id: string, run: () => Promise<unknown>, message: string) {
    setBusyId(id)
    try {
      await run()
      await refresh()
      toast(message, 'success')
    } catch (error) {
      toast(error instanceof Error && error.message ? error.message : t('common.network_error'), 'error')
    } finally {
      setBusyId(undefined)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold">{t('addresses.title')}</h1>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {t('addresses.add')}
        </Button>
      </header>
      {addresses.length === 0 ? (
        <p className="rounded-xl bg-neutral-50 p-6 text-center text-sm text-neutral-700">{t('addresses.empty')}</p>
      ) : (
        <ul className="divide-y divide-neutral-200" data-testid="address-list">
          {addresses.map((a) => (
            <li key={a._id} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="flex gap-3">
                <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <div className="text-sm">
                  <p className="font-semibold">
                    {a.name} <span className="font-normal text-neutral-600">| {a.phone}</span>
                  </p>
                  <p className="text-neutral-800">{a.full_address}</p>
                  <p className="mt-1 flex flex-wrap gap-1">
                    {a.is_default && (
                      <span className="rounded border border-brand-600 px-1.5 text-xs text-brand-700">{t('addresses.default')}</span>
                    )}
                    <span className="rounded border border-neutral-300 px-1.5 text-xs text-neutral-700">
                      {a.type === 'home' ? t('addresses.type_home') : t('addresses.type_company')}
                    </span>
                    {a.is_pickup && (
                      <span className="rounded border border-neutral-300 px-1.5 text-xs text-neutral-700">{t('addresses.is_pickup')}</span>
                    )}
                    {a.is_return && (
                      <span className="rounded border border-neutral-300 px-1.5 text-xs text-neutral-700">{t('addresses.is_return')}</span>
                    )}
                  </p>
                </div>
              </div>
              <div className="flex shrink-0 gap-1 pl-8 sm:pl-0">
                <Button variant="ghost" onClick={() => setEditing(a)}>
                  {t('common.edit')}
                </Button>
                {!a.is_default && (
                  <>
                    <Button
                      variant="ghost"
                      loading={busyId === a._id}
                      onClick={() => void act(a._id, () => api.post(`/api/v1/mobile/addresses/${a._id}/default`), t('addresses.saved'))}
                    >
                      {t('addresses.set_default')}
                    </Button>
                    <Button
                      variant="ghost"
                      onClick={() => {
                        if (window.confirm(t('addresses.delete_confirm')))
                          void act(a._id, () => api.delete(`/api/v1/mobile/addresses/${a._id}`), t('addresses.deleted'))
                      }}
                    >
                      {t('common.delete')}
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? t('addresses.add') : t('addresses.edit')}
      >
        {editing !== null && (
          <AddressForm
            provinces={provinces}
            address={editing === 'new' ? undefined : editing}
            onSaved={refresh}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </div>
  )
}
