import type { TPaymentInfo } from '@xinh/contracts'
import { Landmark, Wallet } from 'lucide-react'
import { useState } from 'react'
import { useLoaderData, useRevalidator } from 'react-router'
import {
  BankAccountFields,
  type BankErrors,
  type BankValue,
  bankErrorsFrom,
  checkBank,
  EMPTY_BANK,
} from '#web/features/account-areas/bank-account-fields.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDay } from '#web/lib/dates.ts'
import { type MessageKey, useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { FormError } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import type { Route } from './+types/payment.ts'
import type { loader as paymentLoader } from './payment.server.ts'

export { loader } from './payment.server.ts'
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]
export const ErrorBoundary = CatalogError

const bankValueOf = (info: TPaymentInfo): BankValue =>
  info.bank_account
    ? {
        bank_code: info.bank_account.bank_code,
        account_number: info.bank_account.account_number,
        holder_name: info.bank_account.holder_name,
      }
    : EMPTY_BANK

/** Payment info: the bank account COD refunds go to (saved once, used by the return form) and the methods used before. */
export default function PaymentInfoPage() {
  const { info } = useLoaderData<typeof paymentLoader>()
  const t = useT()
  const { api } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const [value, setValue] = useState<BankValue>(() => bankValueOf(info))
  const [errors, setErrors] = useState<BankErrors>({})
  const [formError, setFormError] = useState<string>()
  const [saving, setSaving] = useState(false)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setFormError(undefined)
    const checked = checkBank(value)
    if (!checked.ok) return setErrors(checked.errors)
    setErrors({})
    setSaving(true)
    try {
      const saved = await api.put<TPaymentInfo>('/community/v1/profile/payment-info', { bank_account: checked.body })
      setValue(bankValueOf(saved))
      toast(t('acct.pay_saved'), 'success')
      await revalidator.revalidate()
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(bankErrorsFrom(error.fields, 'bank_account'))
      setFormError(error instanceof ApiError && error.message ? error.message : t('common.network_error'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-bold">{t('acct.pay_title')}</h1>
        <p className="text-sm text-neutral-700">{t('acct.pay_intro')}</p>
      </header>

      <section aria-labelledby="pay-account" className="flex flex-col gap-3">
        <h2 id="pay-account" className="flex items-center gap-2 font-semibold">
          <Landmark aria-hidden className="size-5 text-brand-600" />
          {t('acct.pay_account')}
        </h2>
        {info.bank_account ? (
          <p className="rounded-xl bg-neutral-50 p-3 text-sm ring-1 ring-neutral-200" data-testid="bank-account">
            <span className="block font-semibold">{info.bank_account.bank_name}</span>
            <span className="block">
              {info.bank_account.account_number} · {info.bank_account.holder_name}
            </span>
            {info.updated_at && (
              <span className="text-xs text-neutral-600">{t('acct.pay_updated', { date: formatDay(info.updated_at, t.lang) })}</span>
            )}
          </p>
        ) : (
          <p className="text-sm text-neutral-700">{t('acct.pay_none')}</p>
        )}
        <form onSubmit={(e) => void save(e)} noValidate className="flex max-w-md flex-col gap-3" data-testid="payment-form">
          <FormError message={formError} />
          <BankAccountFields value={value} onChange={setValue} errors={errors} />
          <Button type="submit" loading={saving} className="self-start">
            {t('common.save')}
          </Button>
        </form>
      </section>

      <section aria-labelledby="pay-methods" className="flex flex-col gap-2">
        <h2 id="pay-methods" className="flex items-center gap-2 font-semibold">
          <Wallet aria-hidden className="size-5 text-brand-600" />
          {t('acct.pay_methods')}
        </h2>
        {info.used_methods.length === 0 ? (
          <p className="text-sm text-neutral-700">{t('acct.pay_methods_empty')}</p>
        ) : (
          <ul className="divide-y divide-neutral-200 rounded-xl ring-1 ring-neutral-200" data-testid="used-methods">
            {info.used_methods.map((m) => (
              <li key={m.method} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="font-medium">{t(`orders.payment.${m.method}` as MessageKey)}</span>
                <span className="text-neutral-700">
                  {t('acct.pay_method_orders', { count: m.orders, date: formatDay(m.last_used_at, t.lang) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
