import { PAYMENT_METHODS, SELLER_BUSINESS_TYPES, type TSellerAccount, ZSellerAccountInput, ZShopPaymentSettings } from '@xinh/contracts'
import { useForm } from 'react-hook-form'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { FormError, SelectField, TextField } from '#web/ui/field.tsx'
import { useSellerT } from '../i18n/index.ts'
import { useCheck, useSave } from './save.ts'

/** The payment methods buyers may use with this shop: PUT /api/v1/seller/settings/payments (at least one). */
export function PaymentMethodsForm({ methods }: { methods: string[] }) {
  const t = useSellerT()
  const { api } = useApp()
  const check = useCheck()
  const form = useForm<{ methods: string[] }>({ defaultValues: { methods } })
  const { save, formError } = useSave(form.setError)
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (values) => {
    const picked = Array.isArray(values.methods) ? values.methods : []
    const body = check(ZShopPaymentSettings, { methods: picked }, form.setError)
    if (body) await save(() => api.put('/api/v1/seller/settings/payments', body), t('sc.set.pay.methods_saved'))
  })
  return (
    <form onSubmit={submit} noValidate aria-label={t('sc.set.pay.methods')} className="flex flex-col gap-3">
      <FormError message={formError} />
      <fieldset aria-describedby={errors.methods ? 'pay-methods-error' : undefined}>
        <legend className="mb-2 text-base font-semibold">{t('sc.set.pay.methods')}</legend>
        <div className="flex flex-col gap-1">
          {PAYMENT_METHODS.map((m) => (
            <label key={m} className="flex min-h-11 items-center gap-3 text-sm">
              <input type="checkbox" value={m} className="size-5 accent-brand-600" {...form.register('methods')} />
              {t(`sc.set.pay.${m}`)}
            </label>
          ))}
        </div>
        {errors.methods && (
          <p id="pay-methods-error" role="alert" className="text-xs font-medium text-red-700">
            {errors.methods.message}
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

type AccountValues = { business_type: string; bank_name: string; bank_account_number: string; bank_account_name: string }

/** Where payouts go, and the business type that decides tax withholding: PUT /api/v1/seller/finance/account. */
export function BankAccountForm({ account }: { account: TSellerAccount }) {
  const t = useSellerT()
  const { api } = useApp()
  const check = useCheck()
  const form = useForm<AccountValues>({
    defaultValues: {
      business_type: account.business_type,
      bank_name: account.bank_name ?? '',
      bank_account_number: account.bank_account_number ?? '',
      bank_account_name: account.bank_account_name ?? '',
    },
  })
  const { save, formError } = useSave(form.setError)
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (values) => {
    const body = check(ZSellerAccountInput, values, form.setError)
    if (body) await save(() => api.put<TSellerAccount>('/api/v1/seller/finance/account', values), t('sc.set.bank.saved'))
  })
  return (
    <form onSubmit={submit} noValidate aria-label={t('sc.set.bank.title')} className="flex flex-col gap-3">
      <h2 className="text-base font-semibold">{t('sc.set.bank.title')}</h2>
      <p className="text-sm text-neutral-700">{t('sc.set.bank.hint')}</p>
      <FormError message={formError} />
      <SelectField
        label={t('sc.set.bank.business_type')}
        options={SELLER_BUSINESS_TYPES.map((b) => ({ value: b, label: t(`sc.set.bank.${b}`) }))}
        error={errors.business_type?.message}
        {...form.register('business_type')}
      />
      <p className="text-xs text-neutral-700">{t('sc.set.bank.tax_note')}</p>
      <TextField label={t('sc.set.bank.name')} error={errors.bank_name?.message} {...form.register('bank_name')} />
      <TextField
        label={t('sc.set.bank.number')}
        inputMode="numeric"
        autoComplete="off"
        error={errors.bank_account_number?.message}
        {...form.register('bank_account_number')}
      />
      <TextField
        label={t('sc.set.bank.holder')}
        autoComplete="off"
        error={errors.bank_account_name?.message}
        {...form.register('bank_account_name')}
      />
      <div>
        <Button type="submit" loading={isSubmitting}>
          {t('sc.set.bank.save')}
        </Button>
      </div>
    </form>
  )
}
