import type { TCartAll, TCartItem, TCartShop } from '@xinh/contracts'
import { ShoppingBag, Store, TicketPercent } from 'lucide-react'
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { ShopAvatar } from '#web/ui/shop-avatar.tsx'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { useToast } from '#web/ui/toast.tsx'
import { voucherParam } from '#web/lib/voucher-param.ts'
import { CartLine, type LineActions } from './cart-line.tsx'
import { cartTotals, selectableIds } from './totals.ts'

const VariantDialog = lazy(() => import('./variant-dialog.tsx'))

export type Cart = TCartAll['data']
/** The spec §8 messages the page shows, localised by its loader. */
export type CartMessages = { itemDeleted: string; selectProducts: string }

const lineCount = (c: Cart) => [...c.valid, ...c.invalid].reduce((n, s) => n + s.items.length, 0)
const mapItems = (c: Cart, f: (i: TCartItem) => TCartItem): Cart => {
  const map = (shops: TCartShop[]) => shops.map((s) => ({ ...s, items: s.items.map(f) }))
  return { valid: map(c.valid), invalid: map(c.invalid) }
}
/** Debounce of quantity changes: a few quick taps on + send one request. */
const QUANTITY_DELAY_MS = 350

/**
 * The cart page (spec §2 /gio-hang): lines grouped by shop with select boxes (line, shop, all),
 * quantity steppers, change of variant, delete with the "Item deleted" toast, the lines that can
 * no longer be bought (greyed, with their reason), and a sticky bar with the live total of the
 * selected lines (the shared price calculator) and "Check out (n)".
 */
export function CartView({ initial, messages }: { initial: Cart; messages: CartMessages }) {
  const t = useT()
  const { api, user, setCartCount } = useApp()
  const toast = useToast()
  const navigate = useNavigate()
  const voucher = voucherParam(useLocation().search)
  const [cart, setCart] = useState(initial)
  const [notices, setNotices] = useState<Record<string, string>>(() =>
    Object.fromEntries(initial.valid.flatMap((s) => s.items.flatMap((i) => (i.notice ? [[i._id, i.notice.message]] : [])))),
  )
  const [busy, setBusy] = useState<Record<string, boolean>>({})
  const [changing, setChanging] = useState<TCartItem | null>(null)
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; run: () => Promise<void> }>())

  useEffect(() => setCart(initial), [initial])
  useEffect(() => setCartCount(lineCount(cart)), [cart, setCartCount])

  const fail = useCallback(
    (error: unknown) => toast(error instanceof ApiError && error.message ? error.message : t('common.network_error'), 'error'),
    [toast, t],
  )
  const reload = useCallback(async () => {
    const next = (await api.get<TCartAll>('/api/v1/mobile/carts/all')).data
    setCart(next)
    return next
  }, [api])
  /** Runs a change; when it fails, says why and shows the cart as the server has it. */
  const attempt = useCallback(
    async (run: () => Promise<unknown>) => {
      try {
        await run()
      } catch (error) {
        fail(error)
        await reload().catch(() => undefined)
      }
    },
    [fail, reload],
  )

  const totals = useMemo(() => cartTotals(cart.valid, { loggedIn: Boolean(user && !user.is_guest) }), [cart.valid, user])
  const allIds = useMemo(() => cart.valid.flatMap(selectableIds), [cart.valid])
  const allSelected = allIds.length > 0 && cart.valid.every((s) => s.items.every((i) => i.invalid_reason || i.is_selected))

  function select(ids: string[], selected: boolean) {
    if (ids.length === 0) return
    const set = new Set(ids)
    setCart((c) => mapItems(c, (i) => (set.has(i._id) ? { ...i, is_selected: selected } : i)))
    void attempt(() => api.patch('/api/v1/mobile/carts/select', { ids, is_selected: selected }))
  }

  function changeQuantity(item: TCartItem, quantity: number) {
    const q = Math.max(1, Math.min(quantity, 999))
    const shown = Math.min(q, Math.max(1, item.store_quantity))
    setCart((c) => mapItems(c, (i) => (i._id === item._id ? { ...i, quantity: shown } : i)))
    setNotices(({ [item._id]: _, ...rest }) => rest)
    const pending = timers.current.get(item._id)
    if (pending) clearTimeout(pending.timer)
    const run = async () => {
      timers.current.delete(item._id)
      setBusy((b) => ({ ...b, [item._id]: true }))
      await attempt(async () => {
        const updated = await api.put<TCartItem>(`/api/v1/mobile/carts/${item._id}/quantities`, { quantity: q })
        setCart((c) => mapItems(c, (i) => (i._id === updated._id ? { ...updated, is_selected: i.is_selected } : i)))
        if (updated.notice) setNotices((n) => ({ ...n, [updated._id]: updated.notice!.message }))
      })
      setBusy(({ [item._id]: _, ...rest }) => rest)
    }
    timers.current.set(item._id, { timer: setTimeout(run, QUANTITY_DELAY_MS), run })
  }

  /** Sends the quantity changes still waiting (before leaving for the checkout). */
  async function flushQuantities() {
    const pending = [...timers.current.values()]
    for (const p of pending) clearTimeout(p.timer)
    await Promise.all(pending.map((p) => p.run()))
  }

  function remove(item: TCartItem) {
    void attempt(async () => {
      await api.delete(`/api/v1/mobile/carts/${item._id}`)
      setCart((c) => {
        const drop = (shops: TCartShop[]) =>
          shops.map((s) => ({ ...s, items: s.items.filter((i) => i._id !== item._id) })).filter((s) => s.items.length > 0)
        return { valid: drop(c.valid), invalid: drop(c.invalid) }
      })
      toast(messages.itemDeleted, 'success')
    })
  }

  function removeInvalid() {
    const ids = cart.invalid.flatMap((s) => s.items.map((i) => i._id))
    void attempt(async () => {
      const { deleted } = await api.post<{ deleted: number }>('/api/v1/mobile/carts/delete-many', { ids })
      setCart((c) => ({ ...c, invalid: [] }))
      toast(t('cart.deleted_many', { count: deleted }), 'success')
    })
  }

  async function pickVariant(item: TCartItem, variantId: string) {
    try {
      const updated = await api.patch<TCartItem>(`/api/v1/mobile/carts/${item._id}/change-variants`, { variant_id: variantId })
      await reload()
      if (updated.notice) setNotices((n) => ({ ...n, [updated._id]: updated.notice!.message }))
    } catch (error) {
      fail(error)
      throw error
    }
  }

  async function checkout() {
    if (totals.lines === 0) return toast(messages.selectProducts, 'error')
    await flushQuantities()
    // an account checks out on /thanh-toan; a guest session (or none) on the quick checkout
    // a voucher "Use now" brought along from the wallet goes on to the checkout's voucher picker
    await navigate(user && !user.is_guest ? `/thanh-toan${voucher ? `?voucher=${encodeURIComponent(voucher)}` : ''}` : '/thanh-toan-2')
  }

  const actions: LineActions = {
    onSelect: (item, selected) => select([item._id], selected),
    onQuantity: changeQuantity,
    onDelete: remove,
    onChangeVariant: setChanging,
  }

  if (lineCount(cart) === 0) return <EmptyCart />

  const invalidCount = cart.invalid.reduce((n, s) => n + s.items.length, 0)
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">
        {t('cart.title')} <span className="font-normal text-neutral-600">({lineCount(cart)})</span>
      </h1>
      {voucher && (
        <p className="flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="cart-voucher-notice">
          <TicketPercent aria-hidden className="size-4 shrink-0" />
          {t('acct.v_cart_notice', { code: voucher })}
        </p>
      )}

      {cart.valid.map((group) => {
        const ids = selectableIds(group)
        const shopSelected = ids.length > 0 && group.items.every((i) => i.invalid_reason || i.is_selected)
        return (
          <section
            key={group.shop._id}
            aria-label={group.shop.name}
            className="rounded-2xl bg-white px-3 ring-1 ring-neutral-200 sm:px-4"
            data-testid="cart-shop"
          >
            <header className="flex flex-wrap items-center gap-3 border-b border-neutral-100 py-3">
              <input
                type="checkbox"
                checked={shopSelected}
                onChange={(e) => select(ids, e.target.checked)}
                aria-label={t('cart.select_shop', { shop: group.shop.name })}
                className="size-5 accent-brand-600"
              />
              <Link to={`/nguoi-ban/${group.shop._id}`} className="flex min-w-0 items-center gap-2 font-semibold hover:text-brand-700">
                <ShopAvatar shop={group.shop} size={28} />
                <span className="truncate">{group.shop.name}</span>
              </Link>
              <Link
                to="/khuyen-mai"
                className="ml-auto flex min-h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                <TicketPercent aria-hidden className="size-4" />
                {t('cart.shop_voucher')}
              </Link>
            </header>
            <ul className="divide-y divide-neutral-100">
              {group.items.map((item) => (
                <CartLine key={item._id} item={item} notice={notices[item._id]} busy={busy[item._id]} {...actions} />
              ))}
            </ul>
          </section>
        )
      })}

      {invalidCount > 0 && (
        <section
          aria-labelledby="cart-invalid"
          className="rounded-2xl bg-neutral-50 px-3 ring-1 ring-neutral-200 sm:px-4"
          data-testid="cart-invalid"
        >
          <header className="flex flex-wrap items-center justify-between gap-2 border-b border-neutral-200 py-3">
            <h2 id="cart-invalid" className="font-semibold text-neutral-700">
              {t('cart.invalid_title', { count: invalidCount })}
            </h2>
            <button
              type="button"
              onClick={removeInvalid}
              className="min-h-9 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('cart.delete_invalid')}
            </button>
          </header>
          {cart.invalid.map((group) => (
            <div key={group.shop._id} className="py-2">
              <p className="flex items-center gap-2 pt-1 text-sm font-medium text-neutral-600">
                <Store aria-hidden className="size-4" />
                {group.shop.name}
                {group.shop.is_paused && <span className="rounded bg-neutral-200 px-1.5 text-xs">{t('cart.shop_paused')}</span>}
              </p>
              <ul className="divide-y divide-neutral-200">
                {group.items.map((item) => (
                  <CartLine key={item._id} item={item} {...actions} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}

      <p className="text-xs text-neutral-600 sm:hidden">{t('cart.shipping_later')}</p>
      {/* One row on a phone (select all, total, the button), so the list keeps the screen */}
      <div
        className="sticky bottom-0 z-30 -mx-3 flex items-center gap-2 border-t border-neutral-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_12px_rgba(0,0,0,0.06)] sm:mx-0 sm:flex-wrap sm:gap-3 sm:rounded-2xl sm:border sm:px-4 sm:pt-3 sm:pb-3"
        data-testid="checkout-bar"
      >
        <label className="flex min-h-10 shrink-0 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={allIds.length === 0}
            onChange={(e) => select(allIds, e.target.checked)}
            className="size-5 accent-brand-600"
          />
          <span className="max-sm:sr-only">{t('cart.select_all', { count: allIds.length })}</span>
          <span aria-hidden className="sm:hidden">
            {t('cart.all_short')}
          </span>
        </label>
        <div className="ml-auto flex min-w-0 flex-col items-end text-right" aria-live="polite">
          <p className="text-sm text-neutral-700">
            <span className="max-sm:sr-only">{t('cart.total', { count: totals.lines })} </span>
            <strong className="text-base text-brand-600 sm:text-lg" data-testid="cart-total">
              {formatVnd(totals.priced.total)}
            </strong>
          </p>
          {totals.saved > 0 && <p className="text-xs text-neutral-600">{t('cart.saved', { amount: formatVnd(totals.saved) })}</p>}
        </div>
        <button
          type="button"
          onClick={checkout}
          className="min-h-11 shrink-0 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 sm:px-6"
          data-testid="checkout"
        >
          {t('cart.checkout', { count: totals.lines })}
        </button>
        <p className="hidden w-full text-xs text-neutral-600 sm:block sm:text-right">{t('cart.shipping_later')}</p>
      </div>

      {changing && (
        <Suspense fallback={null}>
          <VariantDialog
            productId={changing.product._id}
            name={changing.product.name}
            current={changing.product.variant?.options ?? changing.product.classifications.map(() => '')}
            onPick={(variantId) => pickVariant(changing, variantId)}
            onClose={() => setChanging(null)}
          />
        </Suspense>
      )}
    </div>
  )
}

export function EmptyCart() {
  const t = useT()
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center" data-testid="cart-empty">
      <ShoppingBag aria-hidden className="size-14 text-neutral-300" />
      <h1 className="text-xl font-bold">{t('cart.empty_title')}</h1>
      <p className="text-neutral-700">{t('cart.empty_body')}</p>
      <Link to="/" className="mt-2 flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
        {t('cart.go_shopping')}
      </Link>
    </div>
  )
}
