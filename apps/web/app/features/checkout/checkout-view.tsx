import type { Lang } from '@xinh/contracts'
import { CheckCircle2, Loader2, ShoppingCart, Sparkles, Truck, Ticket } from 'lucide-react'
import { type ReactNode, Suspense, lazy, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { goToGateway, payUrlOf } from '#web/features/payments/types.ts'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { voucherParam } from '#web/lib/voucher-param.ts'
import {
  type CreatedOrders,
  type Destination,
  hasApplicable,
  pickVoucher,
  problemsFor,
  type Quote,
  slotCode,
  type VoucherSlot,
} from './model.ts'
import { ProblemText, ShopBlock, VoucherRow } from './shop-block.tsx'
import { OrderSummary, PaymentMethods } from './summary.tsx'
import { type CheckoutState, useCheckout } from './use-checkout.ts'

// The pickers are dialogs the buyer may never open: their code loads on first use.
const VoucherPicker = lazy(() => import('./voucher-picker.tsx'))

export type LocalMessages = Record<Lang, string>

/** Nothing selected in the cart: the spec's message and the way back. */
export function NothingSelected({ message }: { message: string }) {
  const t = useT()
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center" data-testid="checkout-empty">
      <ShoppingCart aria-hidden className="size-12 text-neutral-400" />
      <p role="alert" className="text-base font-medium">
        {message}
      </p>
      <Link to="/gio-hang" className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
        {t('checkout.back_to_cart')}
      </Link>
    </div>
  )
}

/** The voucher picker open now. */
type Picker = { slot: VoucherSlot; shopId?: string; title: string } | null

/**
 * The checkout page below its address part, shared by /thanh-toan and /thanh-toan-2: shop
 * blocks, vouchers, payment, summary, terms and the sticky order button. Every change asks for
 * a new quote; the order repeats the quote on screen.
 */
export function CheckoutView({
  heading,
  initial,
  destination,
  orderDestination,
  messages,
  address,
  beforePlace,
  onPlaced,
  loginForVouchers = false,
}: {
  heading: ReactNode
  initial: Quote
  destination: Destination
  orderDestination?: Destination
  messages: { acceptTerms: LocalMessages; addressMissing: LocalMessages }
  /** The address part, given the live checkout state (its problems, the quote's address). */
  address: (state: CheckoutState) => ReactNode
  /** Checks the page's own fields (a visitor's form) before ordering; false stops the order. */
  beforePlace?: () => boolean | Promise<boolean>
  /** After the order, unless the buyer is leaving for the payment gateway: the page goes on to its success page. */
  onPlaced: (placed: CreatedOrders) => void
  /** A visitor: saved vouchers need an account, say so next to the vouchers. */
  loginForVouchers?: boolean
}) {
  const t = useT()
  const toast = useToast()
  const state = useCheckout({ initial, destination, orderDestination })
  const { quote, choices, update } = state
  usePreselectedVoucher(initial, update)
  const [terms, setTerms] = useState(false)
  const [termsError, setTermsError] = useState(false)
  const [blocked, setBlocked] = useState<string[]>([])
  const [picker, setPicker] = useState<Picker>(null)
  const termsRef = useRef<HTMLInputElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)

  // the chosen method is no longer offered (a shop that does not take it, a total outside the
  // gateway's range): fall back to the first one that is, before the buyer orders
  const offered = quote?.payment_methods.find((m) => m.id === choices.payment)?.available ?? true
  const fallback = quote?.payment_methods.find((m) => m.available)?.id
  useEffect(() => {
    if (!offered && fallback) update((c) => ({ ...c, payment: fallback }))
  }, [offered, fallback, update])

  const payUrl = state.placed ? payUrlOf(state.placed) : null
  if (payUrl)
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center" role="status" data-testid="checkout-redirecting">
        <Loader2 aria-hidden className="size-10 animate-spin text-brand-600" />
        <p className="font-semibold">{t('payment.redirecting')}</p>
        <a href={payUrl} className="text-sm font-medium text-brand-700 underline">
          {t('payment.redirect_link')}
        </a>
      </div>
    )
  // placed: the page is on its way to the success page (its own address)
  if (state.placed)
    return (
      <div className="mx-auto flex max-w-md justify-center py-12" role="status">
        <Loader2 aria-hidden className="size-10 animate-spin text-brand-600" />
        <span className="sr-only">{t('checkout.success_title')}</span>
      </div>
    )
  if (!quote) return null

  const problems = problemsFor(quote)
  const hasAddress = Boolean(quote.address)
  const anySelected = Boolean(
    quote.selection.platform_voucher_code || quote.selection.freeship_voucher_code || Object.values(quote.selection.shops).some(Boolean),
  )

  function pick(slot: VoucherSlot, code: string | null, shopId?: string) {
    if (!quote || slotCode(quote, choices, slot, shopId) === code) return
    update((c) => pickVoucher(c, quote, slot, code, shopId))
  }

  async function submit() {
    if (!quote || state.placing || state.quoting) return
    setBlocked([])
    setTermsError(false)
    if (beforePlace && !(await beforePlace())) return
    if (!(orderDestination ?? destination) || !quote.address) {
      setBlocked([problems.address[0]?.message ?? messages.addressMissing[t.lang]])
      requestAnimationFrame(() => alertRef.current?.focus())
      return
    }
    if (!terms) {
      setTermsError(true)
      termsRef.current?.focus()
      return
    }
    if (problems.all.length > 0) {
      setBlocked(problems.all.map((p) => p.message))
      requestAnimationFrame(() => alertRef.current?.focus())
      return
    }
    const created = await state.place(true)
    if (!created) return
    // an online method: the orders exist and wait for the payment, made on the gateway's page
    const gateway = payUrlOf(created)
    if (gateway) return goToGateway(gateway)
    // the gateway gave no payment link: the orders stay unpaid, the buyer can pay again from the order
    if (created.payment_error) toast(created.payment_error.message, 'error', { durationMs: 8000 })
    onPlaced(created)
  }

  const busy = state.quoting
  const pickerCurrent = picker && slotCode(quote, choices, picker.slot, picker.shopId)

  return (
    <>
      {heading}
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-4">
          {address(state)}
          {quote.shops.map((shop) => (
            <ShopBlock
              key={shop.shop_id}
              shop={shop}
              quote={quote}
              choices={choices}
              hasAddress={hasAddress}
              problems={problems}
              onShipping={(method) => update((c) => ({ ...c, shipping: { ...c.shipping, [shop.shop_id]: method } }))}
              onNote={(note) => update((c) => ({ ...c, notes: { ...c.notes, [shop.shop_id]: note } }))}
              onPickVoucher={() =>
                setPicker({ slot: 'shop', shopId: shop.shop_id, title: t('checkout.shop_voucher_title', { shop: shop.shop.name }) })
              }
            />
          ))}
        </div>

        <div className="flex flex-col gap-4 lg:sticky lg:top-4">
          <section
            aria-labelledby="checkout-vouchers"
            className="rounded-2xl bg-white p-4 ring-1 ring-neutral-200"
            data-testid="checkout-vouchers"
          >
            <h2 id="checkout-vouchers" className="mb-2 font-semibold">
              {t('checkout.vouchers_heading')}
            </h2>
            <VoucherRow
              icon={<Ticket aria-hidden className="size-4 text-brand-600" />}
              label={t('checkout.platform_voucher')}
              applied={quote.platform_voucher}
              hasOffers={hasApplicable(quote, 'platform')}
              onOpen={() => setPicker({ slot: 'platform', title: t('checkout.platform_voucher') })}
              testId="platform-voucher-button"
            />
            <ProblemText problems={problems.ofVoucher(slotCode(quote, choices, 'platform'))} />
            <VoucherRow
              icon={<Truck aria-hidden className="size-4 text-brand-600" />}
              label={t('checkout.freeship_voucher')}
              applied={quote.freeship_voucher ? { code: quote.freeship_voucher.code, discount: quote.shipping_discount } : null}
              hasOffers={hasApplicable(quote, 'freeship')}
              onOpen={() => setPicker({ slot: 'freeship', title: t('checkout.freeship_voucher') })}
              testId="freeship-voucher-button"
            />
            <ProblemText problems={problems.ofVoucher(slotCode(quote, choices, 'freeship'))} />
            {choices.autoVouchers ? (
              anySelected && (
                <p className="mt-2 flex items-start gap-1.5 text-sm text-emerald-800" data-testid="best-combination">
                  <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
                  {t('checkout.voucher_best')}
                </p>
              )
            ) : (
              <button
                type="button"
                onClick={() => update((c) => ({ ...c, autoVouchers: true }))}
                className="mt-2 flex min-h-10 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
              >
                <Sparkles aria-hidden className="size-4" />
                {t('checkout.voucher_use_best')}
              </button>
            )}
            {loginForVouchers && <p className="mt-2 text-xs text-neutral-600">{t('checkout.voucher_login_hint')}</p>}
          </section>

          <PaymentMethods quote={quote} value={choices.payment} onChange={(payment) => update((c) => ({ ...c, payment }))} />

          <OrderSummary quote={quote} busy={busy} />

          <div className="flex flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
            <label className="flex items-start gap-2 text-sm">
              <input
                ref={termsRef}
                type="checkbox"
                checked={terms}
                onChange={(e) => {
                  setTerms(e.target.checked)
                  if (e.target.checked) setTermsError(false)
                }}
                aria-invalid={termsError}
                aria-describedby={termsError ? 'checkout-terms-error' : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
                data-testid="accept-terms"
              />
              <span>
                {t('checkout.terms_before')}{' '}
                <Link to="/chinh-sach/quy-che-hoat-dong" target="_blank" className="font-medium text-brand-700 underline">
                  {t('checkout.terms_link')}
                </Link>
                {t('checkout.terms_after')}
              </span>
            </label>
            {termsError && (
              <p id="checkout-terms-error" role="alert" className="text-sm font-medium text-red-700">
                {messages.acceptTerms[t.lang]}
              </p>
            )}
          </div>

          {(blocked.length > 0 || state.placeError || state.quoteError || problems.general.length > 0) && (
            <div
              ref={alertRef}
              tabIndex={-1}
              role="alert"
              className="flex flex-col gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 outline-none"
              data-testid="checkout-error"
            >
              {[...new Set([...blocked, ...(state.placeError ? [state.placeError] : []), ...problems.general.map((p) => p.message)])].map(
                (m) => (
                  <p key={m}>{m}</p>
                ),
              )}
              {state.quoteError && (
                <p className="flex flex-wrap items-center gap-2">
                  {state.quoteError}
                  <button type="button" onClick={state.retryQuote} className="font-semibold underline">
                    {t('checkout.retry')}
                  </button>
                </p>
              )}
            </div>
          )}

          <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-neutral-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-2px_12px_rgba(0,0,0,0.08)] lg:static lg:rounded-2xl lg:border-0 lg:shadow-none lg:ring-1 lg:ring-neutral-200">
            <div className="flex min-w-0 flex-col" aria-live="polite">
              <span className="text-xs text-neutral-600">{t('checkout.summary_total')}</span>
              <span className="flex items-center gap-1.5 text-lg font-bold text-brand-700" data-testid="bar-total">
                {formatVnd(quote.total)}
                {busy && (
                  <>
                    <Loader2 aria-hidden className="size-4 animate-spin text-neutral-500" />
                    <span className="sr-only">{t('checkout.updating')}</span>
                  </>
                )}
              </span>
            </div>
            <Button
              onClick={() => void submit()}
              loading={state.placing}
              disabled={busy}
              className="min-w-36 text-base"
              data-testid="place-order"
            >
              {state.placing ? t('checkout.placing') : t('checkout.place_order')}
            </Button>
          </div>
        </div>

        {picker && (
          <Suspense fallback={null}>
            <VoucherPicker
              onClose={() => setPicker(null)}
              quote={quote}
              slot={picker.slot}
              shopId={picker.shopId}
              current={pickerCurrent ?? null}
              problems={problems.ofVoucher(pickerCurrent)}
              title={picker.title}
              onPick={(code) => pick(picker.slot, code, picker.shopId)}
              quoting={state.quoting}
            />
          </Suspense>
        )}
      </div>
    </>
  )
}

/**
 * "Use now" from the wallet (issue 16) arrives as `?voucher=CODE`: once, after hydration, the
 * picker takes that saved voucher in its slot when it applies to these items; otherwise the
 * buyer hears why and the best combination stands.
 */
function usePreselectedVoucher(initial: Quote, update: CheckoutState['update']) {
  const t = useT()
  const toast = useToast()
  const { search } = useLocation()
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    const code = voucherParam(search)
    const verdict = code ? initial.vouchers.find((v) => v.code.toUpperCase() === code) : undefined
    if (!code || !verdict) return
    if (!verdict.applicable) {
      if (verdict.reason) toast(verdict.reason, 'error')
      return
    }
    if (!verdict.selected) update((c) => pickVoucher(c, initial, verdict.slot, verdict.code, verdict.shop_id))
    toast(t('acct.v_checkout_applied', { code: verdict.code }), 'success')
  }, [initial, search, t, toast, update])
}
