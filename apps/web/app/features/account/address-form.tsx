import { zodResolver } from '@hookform/resolvers/zod'
import { type TAddress, type TAddressInput, ZAddressInput } from '@xinh/contracts'
import { useMemo, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { searchPlaces, sortProvinces, sortWards } from '#web/features/account/places.ts'
import { useApiErrors } from '#web/features/account/use-api-form.ts'
import { useWards } from '#web/features/account/use-wards.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { ComboboxField } from '#web/ui/combobox.tsx'
import { FormError, SelectField, TextField } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'

export type Province = { code: string; name: string }

/**
 * Adds or edits a saved address (POST/PUT /api/v1/mobile/addresses) with the two-tier
 * province → ward picker. Used by the address book and by checkout's "add a new address".
 */
export function AddressForm({
  provinces,
  address,
  onDone,
  onSaved,
  defaultIsDefault = false,
}: {
  provinces: Province[]
  address?: TAddress
  onDone: () => void
  /** Runs after a successful save, before `onDone`, with the saved address. */
  onSaved?: (saved: TAddress) => unknown
  defaultIsDefault?: boolean
}) {
  const t = useT()
  const { api, user } = useApp()
  const toast = useToast()
  const apiErrors = useApiErrors<TAddressInput>()
  const [formError, setFormError] = useState<string>()
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
          is_default: defaultIsDefault,
          is_pickup: false,
          is_return: false,
        },
  })
  const { errors, isSubmitting } = form.formState
  const provinceCode = form.watch('province_code')
  // Wards depend on the province: a ward of another province is cleared when the list changes.
  const {
    wards,
    loading: loadingWards,
    failed,
  } = useWards(provinceCode, (list) => {
    const current = form.getValues('ward_code')
    if (current && !list.some((w) => w.code === current)) form.setValue('ward_code', '')
  })

  const provinceOptions = useMemo(() => sortProvinces(provinces).map((p) => ({ value: p.code, label: p.name })), [provinces])
  const wardOptions = useMemo(() => sortWards(wards).map((w) => ({ value: w.code, label: w.name })), [wards])
  // pickup and return addresses are a seller's (spec: the shop's warehouse): a buyer never sees the flags
  const isSeller = Boolean(user?.roles.includes('seller') || user?.shop)

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      const saved = address
        ? await api.put<TAddress>(`/api/v1/mobile/addresses/${address._id}`, values)
        : await api.post<TAddress>('/api/v1/mobile/addresses', values)
      await onSaved?.(saved)
      toast(t('addresses.saved'), 'success')
      onDone()
    } catch (error) {
      setFormError(apiErrors(error, form.setError))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={address ? t('addresses.edit') : t('addresses.add')}>
      <FormError message={formError ?? (failed ? t('common.network_error') : undefined)} />
      <TextField label={t('addresses.name')} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label={t('addresses.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <Controller
        control={form.control}
        name="province_code"
        render={({ field }) => (
          <ComboboxField
            label={t('addresses.province')}
            placeholder={t('addresses.type_to_search')}
            options={provinceOptions}
            search={searchPlaces}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            autoComplete="address-level1"
            error={errors.province_code?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="ward_code"
        render={({ field }) => (
          <ComboboxField
            label={t('addresses.ward')}
            placeholder={loadingWards ? t('common.loading') : t('addresses.ward_search')}
            options={wardOptions}
            search={searchPlaces}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            disabled={!provinceCode || loadingWards}
            autoComplete="address-level2"
            error={errors.ward_code?.message}
          />
        )}
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
        {(isSeller ? (['is_default', 'is_pickup', 'is_return'] as const) : (['is_default'] as const)).map((name) => (
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
