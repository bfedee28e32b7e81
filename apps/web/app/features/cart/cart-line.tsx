import type { TCartItem } from '@xinh/contracts'
import { ChevronDown, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'

export type LineActions = {
  onSelect: (item: TCartItem, selected: boolean) => void
  onQuantity: (item: TCartItem, quantity: number) => void
  onDelete: (item: TCartItem) => void
  onChangeVariant: (item: TCartItem) => void
}

const stepper =
  'flex size-9 items-center justify-center text-neutral-800 hover:bg-neutral-100 disabled:text-neutral-300 disabled:hover:bg-transparent'

/**
 * One cart line: select box, picture, name, variant (opens "change variant"), price, quantity
 * stepper (with the "only N left" message when it was lowered) and delete. Invalid lines show
 * their reason greyed out, and keep only delete (and change of variant when theirs is gone).
 */
export function CartLine({ item, notice, busy, ...actions }: { item: TCartItem; notice?: string; busy?: boolean } & LineActions) {
  const t = useT()
  const [draft, setDraft] = useState(String(item.quantity))
  useEffect(() => setDraft(String(item.quantity)), [item.quantity])
  const invalid = Boolean(item.invalid_reason)
  const v = item.product.variant
  const options = v?.options.filter(Boolean).join(', ')
  const max = Math.max(1, Math.min(item.store_quantity, 999))
  const name = item.product.name
  const commit = () => {
    // more than the stock is sent as typed: the server lowers it and says why (QUANTITY_CLAMPED)
    const n = Math.min(999, Math.max(1, Number.parseInt(draft.replace(/\D/g, ''), 10) || 1))
    setDraft(String(Math.min(n, max)))
    if (n !== item.quantity) actions.onQuantity(item, n)
  }
  const canChangeVariant =
    item.product.classifications.length > 0 && item.invalid_reason !== 'delisted' && item.invalid_reason !== 'shop_paused'

  return (
    <li className={`flex gap-3 py-3 ${invalid ? 'text-neutral-500' : ''}`} data-testid="cart-line" aria-busy={busy || undefined}>
      <div className="flex w-6 shrink-0 items-start pt-7">
        {!invalid && (
          <input
            type="checkbox"
            checked={item.is_selected}
            onChange={(e) => actions.onSelect(item, e.target.checked)}
            aria-label={t('cart.select_item', { name })}
            className="size-5 accent-brand-600"
          />
        )}
      </div>
      <Link to={`/san-pham/${item.product._id}`} className="shrink-0" tabIndex={-1} aria-hidden>
        {item.product.image ? (
          <img
            src={item.product.image}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            className={`size-20 rounded-lg bg-neutral-100 object-cover ${invalid ? 'opacity-50 grayscale' : ''}`}
          />
        ) : (
          <span className="block size-20 rounded-lg bg-neutral-100" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Link to={`/san-pham/${item.product._id}`} className="line-clamp-2 text-sm leading-snug hover:text-brand-700">
          {name}
        </Link>
        {canChangeVariant ? (
          <button
            type="button"
            onClick={() => actions.onChangeVariant(item)}
            aria-label={`${options ? t('cart.variant', { options }) : t('cart.change_variant')} – ${t('cart.change_variant_of', { name })}`}
            className="flex min-h-8 max-w-full items-center gap-1 self-start rounded bg-neutral-100 px-2 text-xs text-neutral-700 hover:bg-neutral-200"
            data-testid="change-variant"
          >
            <span className="truncate">{options ? t('cart.variant', { options }) : t('cart.change_variant')}</span>
            <ChevronDown aria-hidden className="size-3.5 shrink-0" />
          </button>
        ) : (
          options && <span className="text-xs text-neutral-600">{t('cart.variant', { options })}</span>
        )}
        {item.invalid_reason && (
          <p className="text-xs font-medium text-red-700" data-testid="invalid-reason">
            {t(`cart.reason_${item.invalid_reason}`)}
          </p>
        )}
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className={`font-bold ${invalid ? '' : 'text-brand-600'}`} data-testid="line-price">
            <span className="sr-only">{t('cart.unit_price')} </span>
            {formatVnd(item.price)}
          </span>
          {item.price_original > item.price && (
            <s className="text-xs text-neutral-500">
              <span className="sr-only">{t('catalog.before_price')} </span>
              {formatVnd(item.price_original)}
            </s>
          )}
          {item.promotion && !invalid && (
            <span className="rounded bg-brand-50 px-1 text-xs font-semibold text-brand-700">
              {t('cart.promotion', { percent: item.promotion.discount_percent })}
            </span>
          )}
        </div>
        <div className="flex items-center justify-between gap-2">
          {invalid ? (
            <span />
          ) : (
            <div className="flex items-center rounded-lg border border-neutral-300 bg-white">
              <button
                type="button"
                className={stepper}
                onClick={() => actions.onQuantity(item, item.quantity - 1)}
                disabled={item.quantity <= 1}
                aria-label={t('cart.decrease', { name })}
              >
                <span aria-hidden className="text-lg leading-none">
                  −
                </span>
              </button>
              <input
                type="text"
                inputMode="numeric"
                value={draft}
                onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 3))}
                onBlur={commit}
                onKeyDown={(e) => e.key === 'Enter' && commit()}
                aria-label={t('cart.quantity_of', { name })}
                className="h-9 w-12 border-x border-neutral-300 text-center text-base"
                data-testid="line-quantity"
              />
              <button
                type="button"
                className={stepper}
                onClick={() => actions.onQuantity(item, item.quantity + 1)}
                disabled={item.quantity >= max}
                aria-label={t('cart.increase', { name })}
              >
                <span aria-hidden className="text-lg leading-none">
                  +
                </span>
              </button>
            </div>
          )}
          <button
            type="button"
            onClick={() => actions.onDelete(item)}
            aria-label={t('cart.delete_item', { name })}
            className="flex min-h-9 items-center gap-1 rounded-lg px-2 text-sm text-neutral-700 hover:bg-neutral-100 hover:text-red-700"
            data-testid="delete-line"
          >
            <Trash2 aria-hidden className="size-4" />
            <span className="hidden sm:inline">{t('cart.delete')}</span>
          </button>
        </div>
        {notice && !invalid && (
          <p className="text-xs font-medium text-amber-800" role="status" data-testid="line-notice">
            {notice}
          </p>
        )}
      </div>
    </li>
  )
}
