import { useEffect } from 'react'
import type { FieldErrors, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { useWards } from '#web/features/account/use-wards.ts'
import { SelectField, TextField } from '#web/ui/field.tsx'
import { useSellerT } from '../i18n/index.ts'

type Address = { province_code: string; ward_code: string; street: string }

/**
 * Province → ward → street (the two-tier address list), for a form whose values hold an address
 * object at `name` (the shop's address, the pickup address).
 */
export function AddressFields<V extends FieldValues>({
  form,
  name,
  provinces,
}: {
  form: UseFormReturn<V>
  name: string
  provinces: Array<{ code: string; name: string }>
}) {
  const t = useSellerT()
  const path = (k: keyof Address) => `${name}.${k}` as Path<V>
  const provinceCode = form.watch(path('province_code')) as string | undefined
  const { wards, loading } = useWards(provinceCode || undefined, (list) => {
    const current = form.getValues(path('ward_code')) as string
    if (current && !list.some((w) => w.code === current)) form.setValue(path('ward_code'), '' as PathValue<V, Path<V>>)
  })
  // the ward's options arrive after the form: show the saved ward once they are there
  const wardPath = path('ward_code')
  useEffect(() => {
    const current = form.getValues(wardPath) as string
    if (current && wards.some((w) => w.code === current)) form.setValue(wardPath, current as PathValue<V, Path<V>>)
  }, [wards, form, wardPath])
  const errors = name.split('.').reduce<unknown>((e, k) => (e as Record<string, unknown> | undefined)?.[k], form.formState.errors) as
    | FieldErrors<Address>
    | undefined
  return (
    <>
      <SelectField
        label={t('sc.set.info.province')}
        placeholder={t('sc.set.choose')}
        options={provinces.map((p) => ({ value: p.code, label: p.name }))}
        error={errors?.province_code?.message}
        {...form.register(path('province_code'))}
      />
      <SelectField
        label={t('sc.set.info.ward')}
        placeholder={loading ? t('sc.state.loading') : t('sc.set.choose')}
        options={wards.map((w) => ({ value: w.code, label: w.name }))}
        disabled={!provinceCode || loading}
        error={errors?.ward_code?.message}
        {...form.register(path('ward_code'))}
      />
      <TextField
        label={t('sc.set.info.street')}
        autoComplete="street-address"
        error={errors?.street?.message}
        {...form.register(path('street'))}
      />
    </>
  )
}
