import type { TVariant } from '@xinh/contracts'
import { ImageOff, Loader2, Plus, Search, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { useSellerT } from '../i18n/index.ts'
import { useActionFailure } from './common.tsx'

/** A product as the pickers, forms and detail pages of the marketing screens show it. */
export type PickedProduct = {
  _id: string
  name: string
  image: string | null
  sale_price: number
  stock: number
  status?: string
  /** With `source: 'sellable'` (promotions by variant): the product's variants. */
  variants?: TVariant[]
}

type ListItem = {
  _id: string
  name: string
  images?: string[]
  image?: string | null
  sale_price: number
  stock: number
  status?: string
  variants?: TVariant[]
}

/**
 * `any`: every product of the shop, whatever its state (categories and banners group drafts too);
 * `sellable`: accepted products in stock with their variants, as vouchers and promotions take them.
 */
const SOURCES = {
  any: (q: URLSearchParams) => `/api/v1/seller/products?filter=all&${q}`,
  sellable: (q: URLSearchParams) => `/api/v1/seller/products/filter?${q}`,
}
const PAGE = 20

export function ProductThumb({ src, size = 40 }: { src: string | null | undefined; size?: number }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-md bg-neutral-100 object-cover"
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      aria-hidden
      className="flex shrink-0 items-center justify-center rounded-md bg-neutral-100 text-neutral-500"
      style={{ width: size, height: size }}
    >
      <ImageOff className="size-4" />
    </span>
  )
}

/**
 * Picks products of the shop: a search over the shop's own products (the seller product APIs),
 * checkboxes, "load more". The chosen list comes back in the order it was picked.
 */
export function ProductPickerDialog({
  open,
  onOpenChange,
  source,
  selected,
  onDone,
  max,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  source: keyof typeof SOURCES
  selected: PickedProduct[]
  onDone: (products: PickedProduct[]) => void
  max: number
}) {
  const t = useSellerT()
  const { api } = useApp()
  const failure = useActionFailure()
  const searchId = useId()
  const [keyword, setKeyword] = useState('')
  const [items, setItems] = useState<PickedProduct[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string>()
  const [chosen, setChosen] = useState<PickedProduct[]>(selected)
  const request = useRef(0)

  // opening starts from the form's current choice
  useEffect(() => {
    if (open) setChosen(selected)
  }, [open, selected])

  useEffect(() => {
    if (!open) return
    const seq = ++request.current
    // loading shows from the keystroke, not only once the debounce fires: the list is about to change
    setLoading(true)
    setError(undefined)
    const timer = setTimeout(
      async () => {
        try {
          const q = new URLSearchParams({ page: String(page), limit: String(PAGE) })
          if (keyword.trim()) q.set('keyword', keyword.trim())
          const res = await api.request<ListItem[]>('GET', SOURCES[source](q))
          if (seq !== request.current) return
          const mapped = res.data.map(
            (p): PickedProduct => ({
              _id: p._id,
              name: p.name,
              image: p.image ?? p.images?.[0] ?? null,
              sale_price: p.sale_price,
              stock: p.stock,
              status: p.status,
              variants: p.variants,
            }),
          )
          setItems((prev) => (page === 1 ? mapped : [...prev, ...mapped]))
          setTotal(res.meta?.total ?? mapped.length)
        } catch (err) {
          if (seq === request.current) setError(failure(err))
        } finally {
          if (seq === request.current) setLoading(false)
        }
      },
      page === 1 ? 250 : 0,
    )
    return () => clearTimeout(timer)
  }, [open, keyword, page, source, api, failure])

  const isChosen = (id: string) => chosen.some((p) => p._id === id)
  const toggle = (p: PickedProduct) =>
    setChosen((list) =>
      list.some((x) => x._id === p._id) ? list.filter((x) => x._id !== p._id) : list.length >= max ? list : [...list, p],
    )

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('sc.marketing.picker_title')} size="lg">
      <div className="flex flex-col gap-3">
        <label htmlFor={searchId} className="sr-only">
          {t('sc.marketing.picker_search')}
        </label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500" />
          <input
            id={searchId}
            type="search"
            value={keyword}
            onChange={(e) => {
              setKeyword(e.currentTarget.value)
              setPage(1)
            }}
            placeholder={t('sc.marketing.picker_search')}
            className="min-h-11 w-full rounded-lg border border-neutral-300 pr-3 pl-9 text-base"
          />
        </div>
        <p className="text-sm text-neutral-700" aria-live="polite">
          {t('sc.marketing.picker_selected', { count: chosen.length, max })}
        </p>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <ul className="flex max-h-[50dvh] flex-col divide-y divide-neutral-100 overflow-y-auto rounded-xl ring-1 ring-neutral-200">
          {items.map((p) => (
            <li key={p._id}>
              <label className="flex min-h-14 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-neutral-50">
                <input
                  type="checkbox"
                  checked={isChosen(p._id)}
                  onChange={() => toggle(p)}
                  disabled={!isChosen(p._id) && chosen.length >= max}
                  className="size-5 accent-brand-600"
                />
                <ProductThumb src={p.image} />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 text-sm text-neutral-900">{p.name}</span>
                  <span className="text-xs text-neutral-700">
                    {formatVnd(p.sale_price)} · {t('sc.marketing.stock', { count: p.stock })}
                    {p.status && p.status !== 'accepted' ? ` · ${t(`sc.marketing.product_state.${p.status as 'draft'}`)}` : ''}
                  </span>
                </span>
              </label>
            </li>
          ))}
          {!loading && !error && items.length === 0 && (
            <li className="px-3 py-8 text-center text-sm text-neutral-700">{t('sc.marketing.picker_empty')}</li>
          )}
          {loading && (
            <li className="flex items-center justify-center gap-2 px-3 py-4 text-sm text-neutral-700" role="status">
              <Loader2 aria-hidden className="size-4 animate-spin" />
              {t('sc.marketing.loading')}
            </li>
          )}
        </ul>
        {!loading && items.length < total && (
          <Button variant="secondary" onClick={() => setPage((n) => n + 1)}>
            {t('sc.marketing.picker_more')}
          </Button>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => {
              onDone(chosen)
              onOpenChange(false)
            }}
          >
            {t('sc.marketing.picker_done', { count: chosen.length })}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}

/** The chosen products of a form, each removable, with the button that opens the picker. */
export function PickedProducts({
  products,
  onChange,
  source,
  max,
  error,
  label,
}: {
  products: PickedProduct[]
  onChange: (products: PickedProduct[]) => void
  source: keyof typeof SOURCES
  max: number
  error?: string
  label: string
}) {
  const t = useSellerT()
  const [open, setOpen] = useState(false)
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium text-neutral-800">{label}</span>
        <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
          <Plus aria-hidden className="size-4" />
          {t('sc.marketing.pick_products')}
        </Button>
      </div>
      {products.length ? (
        <ul className="flex flex-col divide-y divide-neutral-100 rounded-xl ring-1 ring-neutral-200">
          {products.map((p) => (
            <li key={p._id} className="flex items-center gap-3 px-3 py-2">
              <ProductThumb src={p.image} />
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 text-sm">{p.name}</span>
                <span className="text-xs text-neutral-700">{formatVnd(p.sale_price)}</span>
              </span>
              <button
                type="button"
                onClick={() => onChange(products.filter((x) => x._id !== p._id))}
                aria-label={t('sc.marketing.remove_product', { name: p.name })}
                className="inline-flex size-11 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100"
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-neutral-300 px-3 py-4 text-sm text-neutral-700">
          {t('sc.marketing.no_products')}
        </p>
      )}
      {error && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      <ProductPickerDialog open={open} onOpenChange={setOpen} source={source} selected={products} onDone={onChange} max={max} />
    </div>
  )
}
