import type { TBankAccountInput, TPaymentInfo } from '@xinh/contracts'
import { Landmark } from 'lucide-react'
import { useEffect, useState } from 'react'
import {
  BankAccountFields,
  type BankErrors,
  type BankValue,
  bankErrorsFrom,
  checkBank,
  EMPTY_BANK,
} from '#web/features/account-areas/bank-account-fields.tsx'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'

/**
 * The return form's refund account (issue 16): asked for a COD order only (an online payment goes
 * back through its gateway), pre-filled from the account's saved payment info.
 */
export function useRefundBank(needed: boolean) {
  const { api } = useApp()
  const [value, setValue] = useState<BankValue>(EMPTY_BANK)
  const [errors, setErrors] = useState<BankErrors>({})
  const [prefilled, setPrefilled] = useState(false)
  useEffect(() => {
    if (!needed) return
    let live = true
    api
      .get<TPaymentInfo>('/community/v1/profile/payment-info')
      .then((info) => {
        const b = info.bank_account
        if (!live || !b) return
        // only while the buyer has not started typing their own
        setValue((v) => (v === EMPTY_BANK ? { bank_code: b.bank_code, account_number: b.account_number, holder_name: b.holder_name } : v))
        setPrefilled(true)
      })
      .catch(() => {
        // no saved info to offer: the buyer types it
      })
    return () => {
      live = false
    }
  }, [needed, api])

  /**
   * The account to send, or its field errors shown. Optional (an empty section sends none and the
   * refund waits for the admin to reach the buyer, as before), but checked once anything is typed.
   */
  function check(): { ok: boolean; body?: TBankAccountInput } {
    if (!needed || (!value.bank_code && !value.account_number.trim() && !value.holder_name.trim())) {
      setErrors({})
      return { ok: true }
    }
    const checked = checkBank(value)
    if (checked.ok) {
      setErrors({})
      return { ok: true, body: checked.body }
    }
    setErrors(checked.errors)
    return { ok: false }
  }

  return {
    needed,
    value,
    errors,
    prefilled,
    onChange: setValue,
    check,
    serverErrors: (fields: Record<string, string> | undefined) => setErrors(bankErrorsFrom(fields, 'refund_bank')),
  }
}

export function RefundBankSection({ refund }: { refund: ReturnType<typeof useRefundBank> }) {
  const t = useT()
  return (
    <fieldset className="flex flex-col gap-2" data-testid="return-refund-bank">
      <legend className="mb-1 flex items-center gap-2 text-sm font-semibold text-neutral-900">
        <Landmark aria-hidden className="size-4 text-brand-600" />
        {t('acct.return_bank_title')}
      </legend>
      <p className="text-xs text-neutral-700">
        {t('acct.return_bank_hint')}{' '}
        {refund.prefilled && <span className="font-medium text-emerald-800">{t('acct.return_bank_saved')}</span>}
      </p>
      <BankAccountFields value={refund.value} onChange={refund.onChange} errors={refund.errors} />
    </fieldset>
  )
}
