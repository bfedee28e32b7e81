import { Heart, ShoppingCart, Store } from 'lucide-react'
import { Suspense, lazy, useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { useToast } from '#web/ui/toast.tsx'
import { track } from '#web/features/tracking/track.ts'
import { formatVnd } from './format.ts'
import { Gallery } from './gallery.tsx'
import type { ProductDetail } from './types.ts'

const loadSizeChart = () => import('./size-chart-dialog.tsx')
const SizeChartDialog = lazy(() => loadSizeChart().then((m) => ({ default: m.SizeChartDialog })))
// adding to the cart loads on first use (hover or focus of the buttons starts it), off the page's budget
const loadCart = () => import('#web/features/cart/cart-actions.ts')

/** The add-to-cart outcome toasts replace each other. */
const TOAST_KEY = 'product-buy'

const unique = (list: Array<string | null | undefined>) => [...new Set(list.filter((s): s is string => Boolean(s)))]

/**
 * The top of the product page: gallery, price, options, quantity and the cart buttons. Picking
 * options narrows the variants: the price, stock and pictures follow, and an option that has no
 * stock with the other choices is disabled. Add to cart and buy now need a variant (spec §5).
 */
export function ProductBuy({
  product: p,
  selectMessage,
  children,
}: {
  product: ProductDetail
  /** The localised "Please select classification" (spec §8). */
  selectMessage: string
  children?: React.ReactNode
}) {
  const t = useT()
  const { user, api, openAuth, cartCount, setCartCount } = useApp()
  const toast = useToast()
  const navigate = useNavigate()
  const [busy, setBusy] = useState<'add' | 'buy' | null>(null)
  const [hint, setHint] = useState<string | null>(null)
  const classes = p.classifications
  const [sel, setSel] = useState<Array<string | undefined>>(() =>
    classes.map((c, k) => (c.options.length === 1 ? c.options[0]?.name : p.variants.length === 1 ? p.variants[0]?.options[k] : undefined)),
  )
  const [qty, setQty] = useState(1)
  // track (issue 18): a product view (spec §5: id and name), once per product shown
  useEffect(
    () => track('ViewProduct', { object_id: p._id, metadata: { name: p.name, price: p.sale_price } }),
    [p._id, p.name, p.sale_price],
  )
  const [sizeOpen, setSizeOpen] = useState(false)
  const [bookmarked, setBookmarked] = useState(p.is_bookmarked)

  const fits = (v: { options: string[] }, skip = -1) => sel.every((o, k) => k === skip || !o || v.options[k] === o)
  const complete = sel.every(Boolean)
  const variant = classes.length === 0 ? p.variants[0] : complete ? p.variants.find((v) => fits(v)) : undefined
  const pool = variant ? [variant] : p.variants.filter((v) => fits(v))
  const sale = pool.map((v) => v.sale_price)
  // struck through from the price before a running promotion, else from the list price
  const before = pool.map((v) => v.before_sale_price)
  const lo = sale.length ? Math.min(...sale) : p.sale_price
  const hi = sale.length ? Math.max(...sale) : p.sale_price
  const beforeLo = before.length ? Math.min(...before) : p.before_sale_price
  const beforeHi = before.length ? Math.max(...before) : p.before_sale_price
  const stock = variant ? variant.stock : pool.reduce((n, v) => n + v.stock, 0)
  const discount = beforeLo > lo ? Math.round(((beforeLo - lo) / beforeLo) * 100) : 0
  const range = (a: number, b: number) => (a === b ? formatVnd(a) : `${formatVnd(a)} – ${formatVnd(b)}`)
  const optionImages = classes.map((c, k) => c.options.find((o) => o.name === sel[k])?.image)
  const images = unique([...(variant?.images ?? []), ...optionImages, ...p.images])
  const max = Math.max(1, stock)

  const pick = (k: number, name: string) => {
    // a second tap on the chosen option clears it, unless it is the classification's only option
    // (nothing else could be chosen, and the next "add to cart" would fail)
    const canClear = (classes[k]?.options.length ?? 0) > 1
    setSel((s) => s.map((o, j) => (j === k ? (o === name && canClear ? undefined : name) : o)))
    setQty(1)
    setHint(null)
  }

  /** Add to cart, or buy now (add, select only that line, go to the checkout). */
  async function toCart(mode: 'add' | 'buy') {
    if (!variant) {
      setHint(selectMessage)
      toast(selectMessage, 'error', { key: TOAST_KEY })
      return
    }
    setBusy(mode)
    try {
      const cart = await loadCart()
      const body = { product_id: p._id, variant_id: variant._id, quantity: qty }
      // track (issue 18): the funnel's add-to-cart, with what spec §5 asks of it
      const added = { object_id: p._id, metadata: { quantity: qty, price: variant.sale_price, variant_id: variant._id } }
      if (mode === 'buy') {
        await cart.buyNow(api, Boolean(user), body)
        track('AddToCart', added)
        track('BuyNow', added)
        // an account checks out on /thanh-toan; a guest session on the quick checkout
        await navigate(user && !user.is_guest ? '/thanh-toan' : '/thanh-toan-2')
        return
      }
      const item = await cart.addToCart(api, Boolean(user), body)
      track('AddToCart', added)
      // replaces an earlier "choose a classification" toast: the two must not stand side by side
      toast(item.notice ? item.notice.message : t('cart.added'), item.notice ? 'info' : 'success', { key: TOAST_KEY })
      setCartCount(await cart.cartCount(api).catch(() => cartCount + 1))
    } catch (error) {
      toast(error instanceof ApiError && error.message ? error.message : t('common.network_error'), 'error', { key: TOAST_KEY })
    } finally {
      setBusy(null)
    }
  }

  async function toggleBookmark() {
    if (!user || user.is_guest) return openAuth('login')
    try {
      const res = await api.post<{ bookmarked: boolean }>(`/api/v1/mobile/products/${p._id}/bookmark`)
      setBookmarked(res.bookmarked)
      toast(t(res.bookmarked ? 'product.bookmarked' : 'product.unbookmarked'), 'success')
    } catch (error) {
      toast(error instanceof ApiError && error.message ? error.message : t('common.network_error'), 'error')
    }
  }

  const stepper = 'flex size-10 items-center justify-center text-neutral-800 hover:bg-neutral-100 disabled:text-neutral-300'
  return (
    <div className="grid gap-5 md:grid-cols-2 md:gap-8">
      <Gallery images={images.length ? images : p.images} name={p.name} />
      <div className="flex min-w-0 flex-col gap-4">
        {children}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-neutral-100 px-4 py-3">
          <span className="text-2xl font-bold text-brand-600 sm:text-3xl" data-testid="buy-price" aria-live="polite">
            {range(lo, hi)}
          </span>
          {beforeLo > lo && (
            <s className="text-neutral-600">
              <span className="sr-only">{t('catalog.before_price')} </span>
              {range(beforeLo, beforeHi)}
            </s>
          )}
          {discount > 0 && (
            <span className="rounded bg-brand-600 px-1.5 py-0.5 text-xs font-bold text-white">
              {t('catalog.discount', { percent: discount })}
            </span>
          )}
        </div>

        <div className="flex flex-col gap-4" data-testid="variant-picker">
          {classes.map((c, k) => (
            <fieldset key={c.name} className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold text-neutral-800">
                {c.name}
                {sel[k] && <span className="font-normal text-neutral-600">: {sel[k]}</span>}
              </legend>
              <div className="flex flex-wrap gap-2">
                {c.options.map((o) => {
                  const available = p.variants.some((v) => v.stock > 0 && v.options[k] === o.name && fits(v, k))
                  const checked = sel[k] === o.name
                  return (
                    <label
                      key={o.name}
                      className={`relative flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${checked ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-neutral-300 bg-white hover:border-brand-600'} ${available ? '' : 'cursor-not-allowed border-dashed text-neutral-400 line-through hover:border-neutral-300'}`}
                    >
                      <input
                        type="radio"
                        className="sr-only"
                        name={`option-${k}`}
                        value={o.name}
                        checked={checked}
                        disabled={!available && !checked}
                        onChange={() => pick(k, o.name)}
                        // Clicking the chosen option again clears it (a way out of a sold-out combination).
                        onClick={() => checked && pick(k, o.name)}
                      />
                      {o.image && (
                        <img src={o.image} alt="" width={24} height={24} loading="lazy" className="size-6 rounded object-cover" />
                      )}
                      {o.name}
                      {!available && <span className="sr-only">({t('product.option_sold_out')})</span>}
                    </label>
                  )
                })}
              </div>
            </fieldset>
          ))}
        </div>

        {p.size_chart && (
          <button
            type="button"
            onClick={() => setSizeOpen(true)}
            onPointerEnter={loadSizeChart}
            onFocus={loadSizeChart}
            className="flex min-h-10 items-center gap-1.5 self-start text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('product.size_chart')}
          </button>
        )}

        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="text-sm font-semibold text-neutral-800">{t('product.quantity')}</span>
          <div className="flex items-center rounded-lg border border-neutral-300 bg-white">
            <button
              type="button"
              className={stepper}
              onClick={() => setQty(Math.max(1, qty - 1))}
              disabled={qty <= 1}
              aria-label={t('product.decrease')}
            >
              <span aria-hidden className="text-xl leading-none">
                −
              </span>
            </button>
            <input
              type="text"
              inputMode="numeric"
              value={qty}
              onChange={(e) => setQty(Math.min(max, Math.max(1, Number(e.target.value.replace(/\D/g, '')) || 1)))}
              aria-label={t('product.quantity')}
              className="h-10 w-14 border-x border-neutral-300 text-center text-base"
              data-testid="quantity"
            />
            <button
              type="button"
              className={stepper}
              onClick={() => setQty(Math.min(max, qty + 1))}
              disabled={qty >= max}
              aria-label={t('product.increase')}
            >
              <span aria-hidden className="text-xl leading-none">
                +
              </span>
            </button>
          </div>
          <span className="text-sm text-neutral-600" data-testid="buy-stock" aria-live="polite">
            {stock > 0 ? t('product.stock', { count: stock }) : t('catalog.sold_out')}
          </span>
        </div>
        {!complete && classes.length > 0 && <p className="text-sm text-neutral-600">{t('product.choose_options')}</p>}

        <div className="flex flex-col gap-2">
          <div className="flex gap-2">
            {/* on a phone these two live in the sticky bar at the bottom of the screen (below) */}
            <button
              type="button"
              onClick={() => toCart('add')}
              onPointerEnter={loadCart}
              onFocus={loadCart}
              disabled={busy !== null || p.is_sold_out}
              aria-busy={busy === 'add' || undefined}
              data-testid="add-to-cart"
              className="hidden min-h-12 flex-1 items-center justify-center gap-2 rounded-lg border border-brand-600 bg-brand-50 px-3 font-semibold text-brand-700 disabled:cursor-not-allowed disabled:opacity-60 md:flex"
            >
              {t('product.add_to_cart')}
            </button>
            <button
              type="button"
              onClick={() => toCart('buy')}
              onPointerEnter={loadCart}
              onFocus={loadCart}
              disabled={busy !== null || p.is_sold_out}
              aria-busy={busy === 'buy' || undefined}
              data-testid="buy-now"
              className="hidden min-h-12 flex-1 items-center justify-center rounded-lg bg-brand-600 px-3 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60 md:flex"
            >
              {t('product.buy_now')}
            </button>
            <button
              type="button"
              onClick={toggleBookmark}
              aria-pressed={bookmarked}
              aria-label={t('product.bookmark')}
              className="flex size-12 shrink-0 items-center justify-center rounded-lg ring-1 ring-neutral-300 hover:bg-neutral-100"
              data-testid="bookmark"
            >
              <Heart aria-hidden className={`size-5 ${bookmarked ? 'fill-brand-600 text-brand-600' : 'text-neutral-700'}`} />
            </button>
          </div>
          {hint && (
            <p role="alert" className="text-sm font-medium text-red-700" data-testid="buy-hint">
              {hint}
            </p>
          )}
        </div>
      </div>
      {/* The phone's sticky bar: the shop (chat comes with the messaging issue), add to cart, buy now. */}
      <div
        className="fixed inset-x-0 bottom-0 z-30 flex border-t border-neutral-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_12px_rgba(0,0,0,0.08)] md:hidden"
        data-testid="product-bar"
      >
        <Link
          to={`/nguoi-ban/${p.shop._id}`}
          className="flex min-h-14 w-20 shrink-0 flex-col items-center justify-center gap-0.5 text-xs text-neutral-700"
        >
          <Store aria-hidden className="size-5" />
          {t('product.bar_shop')}
        </Link>
        <button
          type="button"
          onClick={() => toCart('add')}
          onPointerDown={loadCart}
          disabled={busy !== null || p.is_sold_out}
          aria-busy={busy === 'add' || undefined}
          data-testid="bar-add-to-cart"
          className="flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 border-l border-neutral-200 bg-brand-50 px-2 text-xs font-semibold text-brand-700 disabled:opacity-60"
        >
          <ShoppingCart aria-hidden className="size-5" />
          {t('product.add_to_cart')}
        </button>
        <button
          type="button"
          onClick={() => toCart('buy')}
          onPointerDown={loadCart}
          disabled={busy !== null || p.is_sold_out}
          aria-busy={busy === 'buy' || undefined}
          data-testid="bar-buy-now"
          className="flex min-h-14 flex-1 items-center justify-center bg-brand-600 px-2 font-semibold text-white disabled:opacity-60"
        >
          {t('product.buy_now')}
        </button>
      </div>
      {sizeOpen && p.size_chart && (
        <Suspense fallback={null}>
          <SizeChartDialog chart={p.size_chart} open={sizeOpen} onOpenChange={setSizeOpen} />
        </Suspense>
      )}
    </div>
  )
}
