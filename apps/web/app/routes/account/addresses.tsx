import { zodResolver } from '@hookform/resolvers/zod'
import { type TAddress, type TAddressInput, ZAddressInput } from '@xinh/contracts'
import { MapPin, Plus } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useLoaderData } from 'react-router'
import { useApiErrors } from '#web/features/account/use-api-form.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { FormError, SelectField, TextField } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import type { loader as addressesLoader } from './addresses.server.ts'

export { loader } from './addresses.server.ts'
export const meta = () => [{ title: 'Địa chỉ – Xinh' }]

type Province = { code: string; name: string }

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
          <AddressForm provinces={provinces} address={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        )}
      </Dialog>
    </div>
  )
}

function AddressForm({ provinces, address, onDone }: { provinces: Province[]; address?: TAddress; onDone: () => void }) {
  const t = useT()
  const { api, refresh, user } = useApp()
  const toast = useToast()
  const apiErrors = useApiErrors<TAddressInput>()
  const [formError, setFormError] = useState<string>()
  const [wards, setWards] = useState<Array<{ code: string; name: string }>>([])
  const [loadingWards, setLoadingWards] = useState(false)
  const form = useForm<TAddressInput>({
    resolver: zodResolver(ZAddressInput) as never,
    defaultValues: address
      ? {
          name: address.name,
          phone: address.phone,
          province_code: address.province_code,
          ward_code: address.ward_code,
          district: address.district ?? '',
          street: address.street,
          type: address.type,
          expected_delivery_time: (address.expected_delivery_time as TAddressInput['expected_delivery_time']) ?? 'any',
          is_default: address.is_default,
          is_pickup: address.is_pickup,
          is_return: address.is_return,
          postal_code: address.postal_code ?? '',
        }
      : {
          name: user?.userName ?? '',
          phone: user?.phoneNumber ?? '',
          province_code: '',
          ward_code: '',
          street: '',
          type: 'home',
          expected_delivery_time: 'any',
          is_default: false,
          is_pickup: false,
          is_return: false,
        },
  })
  const { errors, isSubmitting } = form.formState
  const provinceCode = form.watch('province_code')

  // Wards depend on the province: load them whenever it changes.
  useEffect(() => {
    if (!provinceCode) {
      setWards([])
      return
    }
    let cancelled = false
    setLoadingWards(true)
    api
      .get<Array<{ code: string; name: string }>>(`/api/v1/public/provinces/${provinceCode}/wards`)
      .then((list) => {
        if (cancelled) return
        setWards(list)
        const current = form.getValues('ward_code')
        if (current && !list.some((w) => w.code === current)) form.setValue('ward_code', '')
      })
      .catch(() => !cancelled && setFormError(t('common.network_error')))
      .finally(() => !cancelled && setLoadingWards(false))
    return () => {
      cancelled = true
    }
  }, [provinceCode, api, form, t])

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      if (address) await api.put(`/api/v1/mobile/addresses/${address._id}`, values)
      else await api.post('/api/v1/mobile/addresses', values)
      await refresh()
      toast(t('addresses.saved'), 'success')
      onDone()
    } catch (error) {
      setFormError(apiErrors(error, form.setError))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={address ? t('addresses.edit') : t('addresses.add')}>
      <FormError message={formError} />
      <TextField label={t('addresses.name')} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label={t('addresses.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <SelectField
        label={t('addresses.province')}
        placeholder={t('addresses.choose')}
        options={provinces.map((p) => ({ value: p.code, label: p.name }))}
        error={errors.province_code?.message}
        {...form.register('province_code')}
      />
      <SelectField
        label={t('addresses.ward')}
        placeholder={loadingWards ? t('common.loading') : t('addresses.choose')}
        options={wards.map((w) => ({ value: w.code, label: w.name }))}
        disabled={!provinceCode || loadingWards}
        error={errors.ward_code?.message}
        {...form.register('ward_code')}
      />
      <TextField label={t('addresses.street')} autoComplete="street-address" error={errors.street?.message} {...form.register('street')} />
      <TextField label={t('addresses.district_legacy')} error={errors.district?.message} {...form.register('district')} />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-neutral-800">{t('addresses.type')}</legend>
        <div className="flex gap-4">
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" value="home" className="size-4 accent-brand-600" {...form.register('type')} />
            {t('addresses.type_home')}
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" value="company" className="size-4 accent-brand-600" {...form.register('type')} />
            {t('addresses.type_company')}
          </label>
        </div>
      </fieldset>
      <SelectField
        label={t('addresses.delivery_time')}
        options={[
          { value: 'any', label: t('addresses.delivery_any') },
          { value: 'office_hours', label: t('addresses.delivery_office') },
          { value: 'weekend', label: t('addresses.delivery_weekend') },
        ]}
        {...form.register('expected_delivery_time')}
      />
      <TextField
        label={t('addresses.postal_code')}
        inputMode="numeric"
        error={errors.postal_code?.message}
        {...form.register('postal_code')}
      />
      <div className="flex flex-col gap-1">
        {(['is_default', 'is_pickup', 'is_return'] as const).map((name) => (
          <label key={name} className="flex min-h-10 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-brand-600" {...form.register(name)} />
            {t(`addresses.${name}`)}
          </label>
        ))}
      </div>
      <div className="flex gap-2">
        <Button type="button" variant="secondary" className="flex-1" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting} className="flex-1">
          {t('common.save')}
        </Button>
      </div>
    </form>
  )
}
