import type { PaymentMethod } from '@xinh/contracts'
import { CreditCard } from 'lucide-react'
import { useId, useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { type MessageKey, useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { FormError } from '#web/ui/field.tsx'
import { goToGateway, isOnline, ONLINE_METHODS, type OnlineMethod, type PaymentStart } from './types.ts'

/**
 * Pay (again) for an unpaid online order: the buyer may switch to another online method, then
 * goes to the gateway. One payment covers every still-unpaid order of the same checkout.
 * Errors (order no longer payable, method not accepted by the shop, gateway down) stay on the form.
 */
export function PayForm({
  orderId,
  method,
  submitLabel,
  testId = 'pay-form',
}: {
  orderId: string
  /** The method the order was placed with: chosen first. */
  method: PaymentMethod
  submitLabel?: string
  testId?: string
}) {
  const t = useT()
  const { api } = useApp()
  const id = useId()
  const [choice, setChoice] = useState<OnlineMethod>(isOnline(method) ? method : 'VNPAY')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      const started = await api.post<PaymentStart>(`/api/v1/mobile/orders/${orderId}/pay`, { payment_method: choice })
      goToGateway(started.pay_url)
      // the page is leaving: the button stays busy until it has
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('common.network_error'))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" data-testid={testId} noValidate>
      <fieldset>
        <legend id={`${id}-legend`} className="mb-2 text-sm font-semibold text-neutral-900">
          {t('payment.method_legend')}
        </legend>
        <div className="flex flex-col gap-2">
          {ONLINE_METHODS.map((m) => (
            <label
              key={m}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-neutral-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/50"
            >
              <input
                type="radio"
                name={`${id}-method`}
                value={m}
                checked={choice === m}
                onChange={() => setChoice(m)}
                className="size-4 accent-brand-600"
              />
              <span className="font-medium">{t(`checkout.payment_${m}` as MessageKey)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormError message={error} />
      <Button type="submit" loading={busy} data-testid={`${testId}-submit`}>
        <CreditCard aria-hidden className="size-4" />
        {busy ? t('payment.redirecting') : (submitLabel ?? t('payment.pay_now'))}
      </Button>
    </form>
  )
}
