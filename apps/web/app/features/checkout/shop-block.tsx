import { ChevronRight, Store, Ticket, Zap } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { Link } from 'react-router'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { type Choices, hasApplicable, type Problem, type Quote, type QuoteItem, type QuoteShop, slotCode } from './model.ts'

export function ProblemText({ problems, className = '' }: { problems: Problem[]; className?: string }) {
  if (problems.length === 0) return null
  return (
    <ul className={`flex flex-col gap-1 text-sm font-medium text-red-700 ${className}`} role="alert">
      {problems.map((p) => (
        <li key={`${p.code}:${p.line_id ?? ''}:${p.voucher_code ?? ''}:${p.shop_id ?? ''}`}>{p.message}</li>
      ))}
    </ul>
  )
}

function Item({ item, problems }: { item: QuoteItem; problems: Problem[] }) {
  const t = useT()
  const before = Math.max(item.price, item.sale_price)
  const discounted = before > item.unit_price
  return (
    <li className="flex gap-3 py-3" data-testid="checkout-item">
      {/* the picture repeats the name's link: one tab stop and one name for assistive technology */}
      <Link to={`/san-pham/${item.product_id}`} className="shrink-0" tabIndex={-1} aria-hidden>
        {item.image ? (
          <img
            src={item.image}
            alt=""
            width={72}
            height={72}
            loading="lazy"
            decoding="async"
            className="size-18 rounded-lg bg-neutral-100 object-cover"
          />
        ) : (
          <span className="block size-18 rounded-lg bg-neutral-100" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <Link to={`/san-pham/${item.product_id}`} className="line-clamp-2 font-medium hover:text-brand-700">
          {item.name}
        </Link>
        {item.options.length > 0 && <p className="text-neutral-600">{t('checkout.item_options', { options: item.options.join(', ') })}</p>}
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold text-brand-700" data-testid="unit-price">
              {formatVnd(item.unit_price)}
            </span>
            {discounted && (
              <>
                <s className="text-xs text-neutral-500">
                  <span className="sr-only">{t('checkout.price_before')} </span>
                  {formatVnd(before)}
                </s>
                {item.promotion && (
                  <span className="rounded bg-brand-50 px-1 text-xs font-semibold text-brand-700">
                    {t('checkout.promotion_badge', { percent: item.promotion.discount_percent })}
                  </span>
                )}
              </>
            )}
            <span className="text-neutral-600">{t('checkout.item_quantity', { count: item.quantity })}</span>
          </p>
          <p className="font-semibold">{formatVnd(item.line_total)}</p>
        </div>
        <ProblemText problems={problems} />
      </div>
    </li>
  )
}

/** A voucher slot's button: the voucher applied and its saving, or an invitation to choose or enter one. */
export function VoucherRow({
  icon,
  label,
  applied,
  hasOffers,
  onOpen,
  testId,
}: {
  icon: ReactNode
  label: string
  applied: { code: string; discount: number } | null
  hasOffers: boolean
  onOpen: () => void
  testId: string
}) {
  const t = useT()
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg text-left text-sm hover:bg-neutral-50"
      data-testid={testId}
    >
      <span className="flex items-center gap-2 font-medium">
        {icon}
        {label}
      </span>
      <span className="flex items-center gap-1 text-neutral-700">
        {applied ? (
          <span className="font-medium text-brand-700">
            {t('checkout.voucher_applied', { code: applied.code, amount: formatVnd(applied.discount) })}
          </span>
        ) : hasOffers ? (
          t('checkout.voucher_choose')
        ) : (
          t('checkout.voucher_enter')
        )}
        <ChevronRight aria-hidden className="size-4" />
      </span>
    </button>
  )
}

function etaText(t: ReturnType<typeof useT>, eta: number[]) {
  const [min = 0, max = min] = eta
  if (max <= 1) return t('checkout.eta_fast')
  return min === max ? t('checkout.eta_days', { days: max }) : t('checkout.eta_range', { min: Math.max(min, 1), max })
}

/** One shop's order: its items, the shipping method, its voucher and the note to the seller. */
export function ShopBlock({
  shop,
  quote,
  choices,
  hasAddress,
  problems,
  onShipping,
  onNote,
  onPickVoucher,
}: {
  shop: QuoteShop
  quote: Quote
  choices: Choices
  hasAddress: boolean
  problems: { ofLine: (id: string) => Problem[]; ofShop: (id: string) => Problem[]; ofVoucher: (code?: string | null) => Problem[] }
  onShipping: (method: QuoteShop['shipping_options'][number]['method']) => void
  onNote: (note: string) => void
  onPickVoucher: () => void
}) {
  const t = useT()
  const id = useId()
  const count = shop.items.reduce((n, i) => n + i.quantity, 0)
  // the code asked for (an unknown code is never in the quote's selection, but its problem is)
  const shopVoucherCode = slotCode(quote, choices, 'shop', shop.shop_id)
  return (
    <section aria-labelledby={`${id}-shop`} className="rounded-2xl bg-white p-4 ring-1 ring-neutral-200" data-testid="checkout-shop">
      <h2 id={`${id}-shop`} className="flex items-center gap-2 font-semibold">
        <Store aria-hidden className="size-4 text-brand-600" />
        <Link to={`/nguoi-ban/${shop.shop_id}`} className="hover:text-brand-700">
          {shop.shop.name}
        </Link>
      </h2>
      <ul className="divide-y divide-neutral-100">
        {shop.items.map((item) => (
          <Item key={item.variant_id} item={item} problems={problems.ofLine(item.variant_id)} />
        ))}
      </ul>

      <div className="flex flex-col gap-4 border-t border-neutral-100 pt-3">
        <VoucherRow
          icon={<Ticket aria-hidden className="size-4 text-brand-600" />}
          label={t('checkout.shop_voucher')}
          applied={shop.shop_voucher ? { code: shop.shop_voucher.code, discount: shop.shop_voucher_discount } : null}
          hasOffers={hasApplicable(quote, 'shop', shop.shop_id)}
          onOpen={onPickVoucher}
          testId="shop-voucher-button"
        />
        <ProblemText problems={problems.ofVoucher(shopVoucherCode)} />

        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('checkout.shipping_legend')}</legend>
          {!hasAddress ? (
            <p className="text-sm text-neutral-600">{t('checkout.shipping_need_address')}</p>
          ) : shop.shipping_options.length === 0 ? (
            <p className="text-sm font-medium text-red-700">{t('checkout.shipping_unavailable')}</p>
          ) : (
            <div className="flex flex-col gap-2">
              {shop.shipping_options.map((o) => (
                <label
                  key={o.method}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-neutral-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/50"
                >
                  <input
                    type="radio"
                    name={`${id}-shipping`}
                    value={o.method}
                    // the buyer's pick shows at once; the quote that prices it follows
                    checked={(choices.shipping[shop.shop_id] ?? shop.shipping_method) === o.method}
                    onChange={() => onShipping(o.method)}
                    className="size-4 accent-brand-600"
                  />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="flex flex-wrap items-center gap-2 font-medium">
                      {t(`checkout.shipping_${o.method}`)}
                      {o.is_express && (
                        <span className="inline-flex items-center gap-0.5 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
                          <Zap aria-hidden className="size-3" />
                          {t('checkout.express')}
                        </span>
                      )}
                    </span>
                    <span className="text-neutral-600">{etaText(t, o.eta_days)}</span>
                  </span>
                  <span className="font-semibold">{formatVnd(o.fee)}</span>
                </label>
              ))}
            </div>
          )}
        </fieldset>

        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-note`} className="text-sm font-medium">
            {t('checkout.note_label')}
          </label>
          <input
            id={`${id}-note`}
            type="text"
            maxLength={200}
            value={choices.notes[shop.shop_id] ?? ''}
            onChange={(e) => onNote(e.target.value)}
            placeholder={t('checkout.note_placeholder')}
            className="min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base placeholder:text-neutral-500 focus:border-brand-600"
          />
        </div>
        <ProblemText problems={problems.ofShop(shop.shop_id)} />
        <p className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-neutral-700">{t('checkout.shop_total', { count })}</span>
          <span className="text-base font-semibold text-brand-700" data-testid="shop-total">
            {formatVnd(shop.total)}
          </span>
        </p>
      </div>
    </section>
  )
}
