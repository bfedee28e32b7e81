import { ORDER_REASONS, SHOP_RULES, type TReturnPolicy, ZReturnPolicyInput } from '@xinh/contracts'
import { useForm } from 'react-hook-form'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { FormError, SelectField } from '#web/ui/field.tsx'
import { useSellerT } from '../i18n/index.ts'
import { useCheck, useSave } from './save.ts'

type Values = { return_days: string; reason_ids: string[] }

/** `/ban-hang/cai-dat/chinh-sach-hoan-tra-hang`: PUT /api/v1/seller/settings/returns. */
export function ReturnPolicyForm({ policy }: { policy: TReturnPolicy }) {
  const t = useSellerT()
  const { api } = useApp()
  const check = useCheck()
  const form = useForm<Values>({ defaultValues: { return_days: String(policy.return_days ?? 7), reason_ids: policy.reason_ids } })
  const { save, formError } = useSave(form.setError)
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (values) => {
    const payload = { return_days: Number(values.return_days), reason_ids: Array.isArray(values.reason_ids) ? values.reason_ids : [] }
    const body = check(ZReturnPolicyInput, payload, form.setError)
    if (body) await save(() => api.put<TReturnPolicy>('/api/v1/seller/settings/returns', payload))
  })
  const days = Array.from({ length: SHOP_RULES.returnDaysMax - SHOP_RULES.returnDaysMin + 1 }, (_, i) => SHOP_RULES.returnDaysMin + i)
  return (
    <form onSubmit={submit} noValidate aria-label={t('sc.set.tab.returns')} className="flex max-w-2xl flex-col gap-5">
      {policy.return_days === null && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('sc.set.ret.not_set')}</p>}
      <FormError message={formError} />
      <div className="flex flex-col gap-1">
        <SelectField
          label={t('sc.set.ret.days')}
          options={days.map((d) => ({ value: String(d), label: t('sc.set.ret.days_value', { days: d }) }))}
          error={errors.return_days?.message}
          {...form.register('return_days')}
        />
        <p className="text-xs text-neutral-600">{t('sc.set.ret.days_hint')}</p>
      </div>
      <fieldset aria-describedby={errors.reason_ids ? 'ret-reasons-error' : 'ret-reasons-hint'}>
        <legend className="mb-1 text-base font-semibold">{t('sc.set.ret.reasons')}</legend>
        <p id="ret-reasons-hint" className="mb-2 text-xs text-neutral-600">
          {t('sc.set.ret.reasons_hint')}
        </p>
        <div className="flex flex-col gap-1">
          {ORDER_REASONS.return.map((r) => (
            <label key={r._id} className="flex min-h-11 items-center gap-3 text-sm">
              <input type="checkbox" value={r._id} className="size-5 accent-brand-600" {...form.register('reason_ids')} />
              {r[t.lang]}
            </label>
          ))}
        </div>
        {errors.reason_ids && (
          <p id="ret-reasons-error" role="alert" className="text-xs font-medium text-red-700">
            {errors.reason_ids.message}
          </p>
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
