import { zodResolver } from '@hookform/resolvers/zod'
import { type TUpdateBodyMeasurement, type TUserProfile, ZUpdateBodyMeasurement } from '@xinh/contracts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { FormError, TextField } from '#web/ui/field.tsx'
import { type AssistantKey, useAssistantT } from './i18n.tsx'

type Name = 'height' | 'weight' | 'bustSize' | 'waistSize' | 'hipSize'
const FIELDS: Array<[Name, AssistantKey]> = [
  ['height', 'asst.form_height'],
  ['weight', 'asst.form_weight'],
  ['bustSize', 'asst.form_bust'],
  ['waistSize', 'asst.form_waist'],
  ['hipSize', 'asst.form_hip'],
]

const initialOf = (user: TUserProfile | null) => {
  const m = user?.bodyMeasurement
  const s = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v))
  return {
    height: s(m?.height),
    weight: s(m?.weight),
    bustSize: s(m?.bustSize),
    waistSize: s(m?.waistSize),
    hipSize: s(m?.hipSize),
    gender: user?.gender ? String(user.gender) : '',
  }
}

/**
 * spec §2/§5 body-measurement modal: not closable by Escape or the backdrop, only Cancel (which
 * resets the form to its initial data) or Save. The five measures are required and above zero
 * (the contracts' schema, its Vietnamese messages in vi); an error clears when its field is edited.
 */
export function MeasurementModal({ open, onCancel, onSaved }: { open: boolean; onCancel: () => void; onSaved: () => void }) {
  const t = useAssistantT()
  const { api, user, refresh } = useApp()
  const [formError, setFormError] = useState<string>()
  const initial = initialOf(user)
  const form = useForm<TUpdateBodyMeasurement>({
    resolver: zodResolver(ZUpdateBodyMeasurement) as never,
    defaultValues: initial as never,
    reValidateMode: 'onSubmit',
  })
  const { errors, isSubmitting } = form.formState
  const cancel = () => {
    form.reset(initial as never)
    setFormError(undefined)
    onCancel()
  }
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      await api.put('/community/v1/profile/body-measurements/update', values)
      await refresh()
      onSaved()
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        for (const [k, v] of Object.entries(error.fields)) form.setError(k as Name, { message: v })
      setFormError(error instanceof ApiError && error.message ? error.message : t('asst.error_generic'))
    }
  })
  return (
    <Dialog
      open={open}
      onOpenChange={() => undefined}
      dismissible={false}
      title={t('asst.form_title')}
      description={t('asst.form_subtitle')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="assistant-measurement-form">
        <FormError message={formError} />
        <div className="grid grid-cols-2 gap-3">
          {FIELDS.map(([name, label]) => (
            <TextField
              key={name}
              label={t(label)}
              inputMode="decimal"
              error={errors[name]?.message as string | undefined}
              {...form.register(name, { onChange: () => form.clearErrors(name) })}
            />
          ))}
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-neutral-800">{t('asst.measure_gender')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['1', '2', '3'] as const).map((g) => (
              <label key={g} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" value={g} className="size-4 accent-brand-600" {...form.register('gender')} />
                {t(g === '1' ? 'asst.gender_male' : g === '2' ? 'asst.gender_female' : 'asst.gender_other')}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={cancel} data-testid="assistant-measurement-cancel">
            {t('asst.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="assistant-measurement-save">
            {t('asst.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
