import { SHIPPING_METHODS, type TShippingSettings, ZShippingSettingsInput } from '@xinh/contracts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { FormError, TextField } from '#web/ui/field.tsx'
import { useSellerT } from '../i18n/index.ts'
import { AddressFields } from './address-fields.tsx'
import { useCheck, useSave } from './save.ts'

type Values = {
  methods: string[]
  self_shipping: boolean
  pickup_address: { name: string; phone: string; province_code: string; ward_code: string; street: string }
}

/** `/ban-hang/cai-dat/van-chuyen`: PUT /api/v1/seller/settings/shipping. */
export function ShippingForm({
  settings,
  provinces,
  shopName,
}: {
  settings: TShippingSettings
  provinces: Array<{ code: string; name: string }>
  shopName: string
}) {
  const t = useSellerT()
  const { api } = useApp()
  const check = useCheck()
  const [hasPickup, setHasPickup] = useState(Boolean(settings.pickup_address))
  const p = settings.pickup_address
  const form = useForm<Values>({
    defaultValues: {
      methods: settings.methods,
      self_shipping: settings.self_shipping,
      pickup_address: {
        name: p?.name ?? shopName.slice(0, 40),
        phone: p?.phone ?? '',
        province_code: p?.province_code ?? '',
        ward_code: p?.ward_code ?? '',
        street: p?.street ?? '',
      },
    },
  })
  const { save, formError } = useSave(form.setError)
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (values) => {
    const payload = { ...values, pickup_address: hasPickup ? values.pickup_address : null }
    const body = check(ZShippingSettingsInput, payload, form.setError)
    if (body) await save(() => api.put<TShippingSettings>('/api/v1/seller/settings/shipping', payload))
  })
  return (
    <form onSubmit={submit} noValidate aria-label={t('sc.set.tab.shipping')} className="flex max-w-2xl flex-col gap-5">
      <FormError message={formError} />
      <fieldset aria-describedby={errors.methods ? 'ship-methods-error' : undefined}>
        <legend className="mb-2 text-base font-semibold">{t('sc.set.ship.methods')}</legend>
        <div className="flex flex-col gap-1">
          {SHIPPING_METHODS.map((m) => (
            <label key={m} className="flex min-h-11 items-center gap-3 text-sm">
              <input type="checkbox" value={m} className="size-5 accent-brand-600" {...form.register('methods')} />
              {t(`sc.set.ship.${m}`)}
            </label>
          ))}
        </div>
        {errors.methods && (
          <p id="ship-methods-error" role="alert" className="text-xs font-medium text-red-700">
            {errors.methods.message}
          </p>
        )}
      </fieldset>
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-0.5 size-5 accent-brand-600" {...form.register('self_shipping')} />
        <span>
          <span className="block font-medium">{t('sc.set.ship.self')}</span>
          <span className="block text-xs text-neutral-700">{t('sc.set.ship.self_hint')}</span>
        </span>
      </label>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-base font-semibold">{t('sc.set.ship.pickup')}</legend>
        {hasPickup ? (
          <>
            <TextField
              label={t('sc.set.ship.pickup_name')}
              error={errors.pickup_address?.name?.message}
              {...form.register('pickup_address.name')}
            />
            <TextField
              label={t('sc.set.ship.pickup_phone')}
              type="tel"
              inputMode="tel"
              error={errors.pickup_address?.phone?.message}
              {...form.register('pickup_address.phone')}
            />
            <AddressFields form={form} name="pickup_address" provinces={provinces} />
            <div>
              <Button type="button" variant="ghost" onClick={() => setHasPickup(false)}>
                {t('sc.set.ship.pickup_remove')}
              </Button>
            </div>
          </>
        ) : (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-neutral-700">{t('sc.set.ship.pickup_none')}</p>
            <Button type="button" variant="secondary" onClick={() => setHasPickup(true)}>
              {t('sc.set.ship.pickup_add')}
            </Button>
          </div>
        )}
      </fieldset>
      <div>
        <Button type="submit" loading={isSubmitting}>
          {t('sc.set.save')}
        </Button>
      </div>
    </form>
  )
}
