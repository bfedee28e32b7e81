import {
  PRODUCT_FILTERS,
  SELLER_PRODUCT_SORTS,
  SELLER_STOCK_FILTERS,
  type TSellerProductCounts,
  type TSellerProductListItem,
  type TSellerProductListQuery,
} from '@xinh/contracts'
import { Copy, FileSpreadsheet, ImageOff, Package, Pencil, Plus, Search, SquarePen, Trash2 } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useUrlState } from '#web/ui/url-state.ts'
import { formatCount } from '../format.ts'
import { useSellerT } from '../i18n/index.ts'
import type { CategoryOption } from '../page.server.ts'
import { PRODUCTS_PATH } from './paths.ts'
import { ProductStatus } from './status.tsx'

type Props = {
  items: TSellerProductListItem[]
  meta: { page: number; limit: number; total: number }
  counts: TSellerProductCounts
  query: TSellerProductListQuery
  categories: CategoryOption[]
}

const control = 'min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 focus:border-brand-600'

/** Calls the API, shows the outcome as a toast and reloads the page's data. */
function useAction() {
  const { api } = useApp()
  const toast = useToast()
  const t = useSellerT()
  const revalidator = useRevalidator()
  return async <T,>(call: (api: ReturnType<typeof useApp>['api']) => Promise<T>, success: (result: T) => string) => {
    try {
      const result = await call(api)
      toast(success(result), 'success')
      await revalidator.revalidate()
      return result
    } catch (error) {
      toast(error instanceof ApiError && error.message ? error.message : t('common.network_error'), 'error')
      return undefined
    }
  }
}

function Filters({ query, categories }: { query: TSellerProductListQuery; categories: CategoryOption[] }) {
  const t = useSellerT()
  const [, set] = useUrlState()
  const [keyword, setKeyword] = useState(query.keyword ?? '')
  useEffect(() => setKeyword(query.keyword ?? ''), [query.keyword])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    set({ keyword: keyword.trim() })
  }
  const roots = categories.filter((c) => c.parent === null)
  return (
    <div className="flex flex-col gap-2">
      <form onSubmit={submit} className="flex min-w-0 gap-2">
        <label className="sr-only" htmlFor="sp-keyword">
          {t('sc.products.search_label')}
        </label>
        <input
          id="sp-keyword"
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={t('sc.products.search_placeholder')}
          className={`${control} flex-1`}
        />
        <Button type="submit" variant="secondary" aria-label={t('sc.products.search')}>
          <Search aria-hidden className="size-4" />
          <span className="hidden sm:inline">{t('sc.products.search')}</span>
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <label className="flex flex-col gap-1 text-xs font-medium text-neutral-700">
          {t('sc.products.category')}
          <select className={control} value={query.category_id ?? ''} onChange={(e) => set({ category_id: e.target.value })}>
            <option value="">{t('sc.products.category_all')}</option>
            {roots.map((root) => (
              <optgroup key={root._id} label={root.name}>
                <option value={root._id}>{t('sc.products.category_everything_in', { name: root.name })}</option>
                {categories
                  .filter((c) => c.parent === root.name)
                  .map((c) => (
                    <option key={c._id} value={c._id}>
                      {c.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-neutral-700">
          {t('sc.products.stock')}
          <select className={control} value={query.stock ?? ''} onChange={(e) => set({ stock: e.target.value })}>
            <option value="">{t('sc.products.stock_all')}</option>
            {SELLER_STOCK_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`sc.products.stock.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-neutral-700">
          {t('sc.products.sort')}
          <select
            className={control}
            value={query.sort}
            onChange={(e) => set({ sort: e.target.value === 'newest' ? null : e.target.value })}
          >
            {SELLER_PRODUCT_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sc.products.sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-neutral-700">
          {t('sc.products.per_page')}
          <select className={control} value={query.limit} onChange={(e) => set({ limit: e.target.value === '20' ? null : e.target.value })}>
            {[20, 50, 100].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  )
}

/** The seller's "active" toggle (allow_to_sell): on a listed or hidden product it lists or hides it at once. */
function ActiveSwitch({ product }: { product: TSellerProductListItem }) {
  const t = useSellerT()
  const act = useAction()
  const [busy, setBusy] = useState(false)
  const canToggle = product.status === 'accepted' || product.status === 'delisted'
  const on = product.allow_to_sell && product.status === 'accepted'
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={t('sc.products.visible_named', { name: product.name })}
        disabled={!canToggle || busy}
        title={canToggle ? undefined : t('sc.products.visible_hint')}
        onClick={async () => {
          setBusy(true)
          await act(
            (api) => api.patch(`/api/v1/seller/products/${product._id}/active`, { allow_to_sell: !on }),
            () => t(on ? 'sc.products.visible_off' : 'sc.products.visible_on'),
          )
          setBusy(false)
        }}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${on ? 'bg-brand-600' : 'bg-neutral-300'}`}
      >
        <span
          aria-hidden
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
      <span className="text-xs text-neutral-700 md:sr-only">{t('sc.products.col.visible')}</span>
    </div>
  )
}

function ProductRow({
  product,
  selected,
  onSelect,
  onDelete,
}: {
  product: TSellerProductListItem
  selected: boolean
  onSelect: (on: boolean) => void
  onDelete: () => void
}) {
  const t = useSellerT()
  const act = useAction()
  const navigate = useNavigate()
  const edit = `${PRODUCTS_PATH}/cap-nhat/${product._id}`
  const image = product.images[0]
  return (
    <li
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 border-b border-neutral-200 py-3 md:grid-cols-[auto_minmax(0,3fr)_1fr_1fr_1fr_auto_auto] md:items-center"
      data-testid="seller-product-row"
    >
      <input
        type="checkbox"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={t('sc.products.select', { name: product.name })}
        className="mt-1 size-5 accent-brand-600 md:mt-0"
      />
      <div className="flex min-w-0 gap-3">
        {image ? (
          <img src={image} alt="" width={56} height={56} className="size-14 shrink-0 rounded-lg object-cover ring-1 ring-neutral-200" />
        ) : (
          <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-neutral-100" title={t('sc.products.no_image')}>
            <ImageOff aria-hidden className="size-5 text-neutral-500" />
          </span>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <Link to={edit} className="line-clamp-2 text-sm font-semibold text-neutral-900 hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            <ProductStatus status={product.display_status} />
          </div>
          {product.status === 'rejected' && product.rejection_reason && (
            <p className="rounded-md bg-red-50 px-2 py-1 text-xs text-red-900" data-testid="rejection-reason">
              {t('sc.products.rejected_reason', { reason: product.rejection_reason })}
            </p>
          )}
        </div>
      </div>
      <div className="col-start-2 flex flex-wrap gap-x-4 gap-y-1 text-sm md:col-start-auto md:contents">
        <p className="md:text-right">
          <span className="font-semibold">{formatVnd(product.sale_price)}</span>
          {product.price > product.sale_price && <s className="ml-1 block text-xs text-neutral-600">{formatVnd(product.price)}</s>}
        </p>
        <p className="md:text-right">
          <span className="md:sr-only">{t('sc.products.stock_label')} </span>
          <span className={product.stock === 0 ? 'font-semibold text-amber-800' : undefined}>{formatCount(product.stock, t.lang)}</span>
        </p>
        <p className="md:text-right">
          <span className="md:sr-only">{t('sc.products.sold_label')} </span>
          {formatCount(product.sold, t.lang)}
        </p>
      </div>
      <div className="col-start-2 md:col-start-auto">
        <ActiveSwitch product={product} />
      </div>
      <div className="col-start-2 flex gap-1 md:col-start-auto">
        <Link
          to={edit}
          aria-label={t('sc.products.edit_named', { name: product.name })}
          className="inline-flex size-11 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100"
        >
          <Pencil aria-hidden className="size-4" />
        </Link>
        <button
          type="button"
          aria-label={t('sc.products.clone_named', { name: product.name })}
          className="inline-flex size-11 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100"
          onClick={async () => {
            const copy = await act(
              (api) => api.post<{ _id: string }>(`/api/v1/seller/products/${product._id}/clone`),
              () => t('sc.products.cloned'),
            )
            if (copy) navigate(`${PRODUCTS_PATH}/cap-nhat/${copy._id}`)
          }}
        >
          <Copy aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          aria-label={t('sc.products.delete_named', { name: product.name })}
          className="inline-flex size-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
          onClick={onDelete}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>
    </li>
  )
}

type Confirm = { kind: 'delete-one'; product: TSellerProductListItem } | { kind: 'bulk-delete' | 'bulk-hide' } | null

/** The product list screen: tabs with counts, search and filters in the URL, selection with bulk actions, paging. */
export function ProductList({ items, meta, counts, query, categories }: Props) {
  const t = useSellerT()
  const act = useAction()
  const reloading = useReloading()
  const [, set] = useUrlState()
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [confirm, setConfirm] = useState<Confirm>(null)
  const ids = items.map((p) => p._id).join(',')
  // a new page of products starts with nothing selected
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids on the page are what matters
  useEffect(() => setSelected(new Set()), [ids])
  const tabs = PRODUCT_FILTERS.map((f) => ({ id: f, label: t(`sc.products.tab.${f}`), count: counts[f] }))
  const isFiltered = Boolean(query.keyword || query.category_id || query.stock)
  const allOnPage = items.length > 0 && items.every((p) => selected.has(p._id))
  const chosen = [...selected]

  const bulk = async (action: 'bulk-hide' | 'bulk-show' | 'bulk-delete') => {
    const message = {
      'bulk-hide': 'sc.products.hidden_n',
      'bulk-show': 'sc.products.shown_n',
      'bulk-delete': 'sc.products.deleted_n',
    } as const
    const done = await act(
      (api) => api.post<{ count: number }>(`/api/v1/seller/products/${action}`, { ids: chosen }),
      (r) => t(message[action], { count: r.count }),
    )
    if (done) setSelected(new Set())
  }

  return (
    <>
      <PageHeader
        title={t('sc.nav.products')}
        description={t('sc.products.description')}
        actions={
          <>
            <Link
              to={`${PRODUCTS_PATH}/tao`}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            >
              <Plus aria-hidden className="size-4" />
              {t('sc.products.add')}
            </Link>
            <Link
              to={`${PRODUCTS_PATH}/tai-xuong-danh-sach`}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold hover:bg-neutral-100"
            >
              <FileSpreadsheet aria-hidden className="size-4" />
              {t('sc.products.excel')}
            </Link>
            <Link
              to={`${PRODUCTS_PATH}/chinh-sua-hang-loat`}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold hover:bg-neutral-100"
            >
              <SquarePen aria-hidden className="size-4" />
              {t('sc.products.bulk_edit')}
            </Link>
          </>
        }
      />
      <div className="flex flex-col gap-3">
        <TabLinks tabs={tabs} active={query.filter} param="filter" label={t('sc.products.tabs')} />
        <Filters query={query} categories={categories} />
        <p className="text-sm text-neutral-700" aria-live="polite">
          {t('sc.products.found_n', { count: formatCount(meta.total, t.lang) })}
        </p>
        {reloading ? (
          <ListSkeleton rows={Math.min(items.length || 6, 10)} label={t('sc.products.loading')} />
        ) : items.length === 0 ? (
          isFiltered ? (
            <EmptyState
              icon={Search}
              title={t('sc.products.empty.filtered')}
              body={t('sc.products.empty.filtered_body')}
              action={
                <Button variant="secondary" onClick={() => set({ keyword: null, category_id: null, stock: null })}>
                  {t('sc.products.clear_filters')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Package}
              title={t(`sc.products.empty.${query.filter}`)}
              body={t(`sc.products.empty.${query.filter}_body`)}
              action={
                query.filter === 'all' || query.filter === 'draft' ? (
                  <Link
                    to={`${PRODUCTS_PATH}/tao`}
                    className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
                  >
                    <Plus aria-hidden className="size-4" />
                    {t('sc.products.add')}
                  </Link>
                ) : undefined
              }
            />
          )
        ) : (
          <div>
            <div className="grid grid-cols-[auto_1fr] items-center gap-3 border-b border-neutral-300 pb-2 text-xs font-semibold text-neutral-700 md:grid-cols-[auto_minmax(0,3fr)_1fr_1fr_1fr_auto_auto]">
              <input
                type="checkbox"
                checked={allOnPage}
                onChange={(e) => setSelected(e.target.checked ? new Set(items.map((p) => p._id)) : new Set())}
                aria-label={t('sc.products.select_page')}
                className="size-5 accent-brand-600"
              />
              <span>{t('sc.products.col.product')}</span>
              <span aria-hidden className="hidden text-right md:block">
                {t('sc.products.col.price')}
              </span>
              <span aria-hidden className="hidden text-right md:block">
                {t('sc.products.col.stock')}
              </span>
              <span aria-hidden className="hidden text-right md:block">
                {t('sc.products.col.sold')}
              </span>
              <span aria-hidden className="hidden md:block">
                {t('sc.products.col.visible')}
              </span>
              <span aria-hidden className="hidden w-33 md:block">
                {t('sc.products.col.actions')}
              </span>
            </div>
            <ul aria-label={t('sc.nav.products')} data-testid="seller-product-list">
              {items.map((product) => (
                <ProductRow
                  key={product._id}
                  product={product}
                  selected={selected.has(product._id)}
                  onSelect={(on) =>
                    setSelected((prev) => {
                      const next = new Set(prev)
                      if (on) next.add(product._id)
                      else next.delete(product._id)
                      return next
                    })
                  }
                  onDelete={() => setConfirm({ kind: 'delete-one', product })}
                />
              ))}
            </ul>
            <Pagination meta={meta} />
          </div>
        )}
      </div>
      {chosen.length > 0 && (
        <section
          aria-label={t('sc.products.bulk_actions')}
          className="sticky bottom-2 z-10 mt-4 flex flex-wrap items-center gap-2 rounded-xl bg-neutral-900 p-3 text-white shadow-lg"
        >
          <p className="mr-auto text-sm font-semibold" aria-live="polite">
            {t('sc.products.selected_n', { count: chosen.length })}
          </p>
          <Button variant="secondary" onClick={() => setConfirm({ kind: 'bulk-hide' })}>
            {t('sc.products.bulk_hide')}
          </Button>
          <Button variant="secondary" onClick={() => bulk('bulk-show')}>
            {t('sc.products.bulk_show')}
          </Button>
          <Button variant="danger" onClick={() => setConfirm({ kind: 'bulk-delete' })}>
            {t('sc.products.bulk_delete')}
          </Button>
          <Button variant="ghost" className="text-white hover:bg-white/10" onClick={() => setSelected(new Set())}>
            {t('sc.products.clear_selection')}
          </Button>
        </section>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={
          confirm?.kind === 'delete-one'
            ? t('sc.products.delete_title')
            : confirm?.kind === 'bulk-hide'
              ? t('sc.products.bulk_hide_title', { count: chosen.length })
              : t('sc.products.bulk_delete_title', { count: chosen.length })
        }
        body={
          confirm?.kind === 'delete-one'
            ? t('sc.products.delete_body', { name: confirm.product.name })
            : confirm?.kind === 'bulk-hide'
              ? t('sc.products.bulk_hide_body')
              : t('sc.products.bulk_delete_body')
        }
        tone={confirm?.kind === 'bulk-hide' ? 'primary' : 'danger'}
        confirmLabel={confirm?.kind === 'bulk-hide' ? t('sc.products.bulk_hide') : t('sc.products.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={async () => {
          if (confirm?.kind === 'delete-one') {
            const product = confirm.product
            await act(
              (api) => api.delete(`/api/v1/seller/products/${product._id}`),
              () => t('sc.products.deleted_n', { count: 1 }),
            )
          } else if (confirm?.kind === 'bulk-hide') await bulk('bulk-hide')
          else if (confirm?.kind === 'bulk-delete') await bulk('bulk-delete')
        }}
      />
    </>
  )
}
