import { zodResolver } from '@hookform/resolvers/zod'
import { type TUpdateBodyMeasurement, type TUserProfile, ZUpdateBodyMeasurement } from '@xinh/contracts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useApiErrors } from '#web/features/account/use-api-form.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { type MessageKey, useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { FormError, TextField } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'

export const meta = () => [{ title: 'Số đo cơ thể – Xinh' }]

type Name = keyof TUpdateBodyMeasurement
const REQUIRED: Array<[Name, MessageKey]> = [
  ['height', 'measurements.height'],
  ['weight', 'measurements.weight'],
  ['bustSize', 'measurements.bust'],
  ['waistSize', 'measurements.waist'],
  ['hipSize', 'measurements.hip'],
]
const OPTIONAL: Array<[Name, MessageKey]> = [
  ['upperWaistSize', 'measurements.upper_waist'],
  ['shoulderSize', 'measurements.shoulder'],
  ['buttSize', 'measurements.butt'],
  ['sleeveLength', 'measurements.sleeve'],
  ['topLength', 'measurements.top_length'],
  ['pantsLength', 'measurements.pants_length'],
]

function initialValues(user: TUserProfile): Record<string, string> {
  const m = user.bodyMeasurement
  const s = (v: number | null) => (v === null ? '' : String(v))
  return {
    height: s(m.height),
    weight: s(m.weight),
    bustSize: s(m.bustSize),
    waistSize: s(m.waistSize),
    hipSize: s(m.hipSize),
    upperWaistSize: s(m.upperWaistSize),
    shoulderSize: s(m.shoulderSize),
    buttSize: s(m.buttSize),
    sleeveLength: s(m.sleeveLength),
    topLength: s(m.topLength),
    pantsLength: s(m.pantsLength),
    cup: m.cup ?? '',
    gender: user.gender ? String(user.gender) : '',
  }
}

export default function MeasurementsPage() {
  const { user } = useApp()
  if (!user) return null
  return <MeasurementsForm key={user._id} user={user} />
}

/** spec §5: all five required and > 0; an error clears when its field is edited; Cancel resets. */
function MeasurementsForm({ user }: { user: TUserProfile }) {
  const t = useT()
  const { api, refreshUser: refresh } = useApp()
  const toast = useToast()
  const apiErrors = useApiErrors<TUpdateBodyMeasurement>()
  const [formError, setFormError] = useState<string>()
  const initial = initialValues(user)
  const form = useForm<TUpdateBodyMeasurement>({
    resolver: zodResolver(ZUpdateBodyMeasurement) as never,
    defaultValues: initial as never,
    reValidateMode: 'onChange',
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      await api.put('/community/v1/profile/body-measurements/update', values)
      await refresh()
      toast(t('common.saved'), 'success')
    } catch (error) {
      setFormError(apiErrors(error, form.setError))
    }
  })

  const field = ([name, label]: [Name, MessageKey]) => (
    <TextField
      key={name}
      label={t(label)}
      inputMode="decimal"
      error={errors[name]?.message as string | undefined}
      {...form.register(name, { onChange: () => form.clearErrors(name) })}
    />
  )

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('measurements.title')}>
      <header>
        <h1 className="text-xl font-bold">{t('measurements.title')}</h1>
        <p className="text-sm text-neutral-600">{t('measurements.subtitle')}</p>
      </header>
      <FormError message={formError} />
      <div className="grid gap-3 sm:grid-cols-2">{REQUIRED.map(field)}</div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-neutral-800">{t('profile.gender')}</legend>
        <div className="flex gap-4">
          {(['1', '2', '3'] as const).map((g) => (
            <label key={g} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" value={g} className="size-4 accent-brand-600" {...form.register('gender')} />
              {t(g === '1' ? 'profile.gender_male' : g === '2' ? 'profile.gender_female' : 'profile.gender_other')}
            </label>
          ))}
        </div>
      </fieldset>
      <details className="rounded-xl border border-neutral-200 p-3">
        <summary className="cursor-pointer text-sm font-semibold">{t('measurements.more')}</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {OPTIONAL.map(field)}
          <TextField label={t('measurements.cup')} error={errors.cup?.message} {...form.register('cup')} />
        </div>
      </details>
      <p className="text-xs text-neutral-600">{t('measurements.consent')}</p>
      <div className="flex gap-2">
        <Button type="button" variant="secondary" onClick={() => form.reset(initial as never)}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  )
}
