import type { PaymentMethod } from '@xinh/contracts'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { type Quote, summaryLines } from './model.ts'

/**
 * Payment methods as the quote offers them: an online method is unavailable when a shop of the
 * checkout does not accept it (or its gateway is switched off); it stays listed, marked so.
 */
export function PaymentMethods({
  quote,
  value,
  onChange,
}: {
  quote: Quote
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
}) {
  const t = useT()
  return (
    <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-neutral-200" data-testid="payment-methods">
      <legend className="float-left mb-3 w-full font-semibold">{t('checkout.payment_legend')}</legend>
      <div className="clear-both flex flex-col gap-2">
        {quote.payment_methods.map((m) => (
          <label
            key={m.id}
            className={`flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 text-sm ${
              m.available
                ? 'cursor-pointer border-neutral-200 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/50'
                : 'cursor-not-allowed border-dashed border-neutral-200 text-neutral-500'
            }`}
          >
            <input
              type="radio"
              name="payment_method"
              value={m.id}
              checked={value === m.id}
              disabled={!m.available}
              onChange={() => onChange(m.id)}
              className="size-4 accent-brand-600"
            />
            <span className="flex-1 font-medium">{t(`checkout.payment_${m.id}`)}</span>
            {!m.available && (
              <span className="rounded bg-neutral-100 px-1.5 text-xs text-neutral-700">{t('checkout.payment_unavailable')}</span>
            )}
          </label>
        ))}
      </div>
      {value !== 'COD' && (
        <p className="mt-2 text-xs text-neutral-700" data-testid="payment-online-hint">
          {t('checkout.payment_online_hint', { method: t(`checkout.payment_${value}`) })}
        </p>
      )}
    </fieldset>
  )
}

function Row({
  label,
  amount,
  minus = false,
  testId,
  unknown,
}: {
  label: string
  amount: number
  minus?: boolean
  testId?: string
  /** Shown instead of the amount while it cannot be known yet. */
  unknown?: string
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-neutral-700">{label}</dt>
      <dd className={unknown ? 'text-right text-neutral-600' : minus ? 'text-brand-700' : ''} data-testid={testId}>
        {unknown ?? (minus ? `-${formatVnd(amount)}` : formatVnd(amount))}
      </dd>
    </div>
  )
}

/** The money, line by line: these add up to the total charged. */
export function OrderSummary({ quote, busy }: { quote: Quote; busy: boolean }) {
  const t = useT()
  const s = summaryLines(quote)
  return (
    <section
      aria-labelledby="checkout-summary"
      aria-busy={busy}
      className="rounded-2xl bg-white p-4 ring-1 ring-neutral-200"
      data-testid="order-summary"
    >
      <h2 id="checkout-summary" className="mb-3 font-semibold">
        {t('checkout.summary_heading')}
      </h2>
      <dl className={`flex flex-col gap-2 text-sm transition-opacity ${busy ? 'opacity-60' : ''}`}>
        <Row label={t('checkout.summary_merchandise')} amount={s.merchandise} />
        {s.promotion > 0 && <Row label={t('checkout.summary_promotion')} amount={s.promotion} minus />}
        {s.shopVouchers > 0 && <Row label={t('checkout.summary_shop_vouchers')} amount={s.shopVouchers} minus />}
        {s.platformVoucher > 0 && <Row label={t('checkout.summary_platform_voucher')} amount={s.platformVoucher} minus />}
        {/* no address yet: no carrier can price the parcel, so no fee is known (not "0 ₫") */}
        <Row
          label={t('checkout.summary_shipping')}
          amount={s.shipping}
          unknown={quote.address ? undefined : t('checkout.shipping_unknown')}
          testId="summary-shipping"
        />
        {s.shippingDiscount > 0 && <Row label={t('checkout.summary_shipping_discount')} amount={s.shippingDiscount} minus />}
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-neutral-100 pt-3">
          <dt className="font-semibold">{t('checkout.summary_total')}</dt>
          <dd className="text-lg font-bold text-brand-700" data-testid="summary-total">
            {formatVnd(s.total)}
          </dd>
        </div>
      </dl>
      {!quote.address && (
        <p className="mt-1 text-right text-xs text-neutral-600" data-testid="summary-no-shipping">
          {t('checkout.total_without_shipping')}
        </p>
      )}
      {s.saved > 0 && (
        <p className="mt-1 text-right text-xs text-brand-700">{t('checkout.summary_saved', { amount: formatVnd(s.saved) })}</p>
      )}
      {s.cashback > 0 && (
        <p className="mt-1 text-right text-xs text-neutral-700">{t('checkout.summary_cashback', { amount: formatVnd(s.cashback) })}</p>
      )}
    </section>
  )
}
