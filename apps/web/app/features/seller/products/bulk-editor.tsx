import { createColumnHelper, flexRender, tableFeatures, useTable } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import {
  BULK_EDIT_LIMITS,
  issueToMessage,
  PRODUCT_FILTERS,
  type TBulkEditProduct,
  type TBulkEditQuery,
  type TBulkVariantResult,
  type TPriceRuleState,
  validationMessage,
  ZBulkVariantItem,
} from '@xinh/contracts'
import { AlertTriangle, CheckCircle2, ImageOff, Search, SquarePen } from 'lucide-react'
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useBlocker, useRevalidator } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useUrlState } from '#web/ui/url-state.ts'
import { formatCount, formatDay } from '../format.ts'
import { useSellerT } from '../i18n/index.ts'
import type { CategoryOption } from '../page.server.ts'

type Field = 'price' | 'sale_price' | 'stock'
type Edit = Record<Field, string>
/** One variant of the grid, with what identifies its product (shown on the product's first row). */
type Row = {
  id: string
  productId: string
  productName: string
  image: string | null
  isFirst: boolean
  label: string
  sku: string | null
  original: Edit
  priceRule: TPriceRuleState
}
type RowResult = { outcome: TBulkVariantResult['results'][number]['outcome']; message: string | null }

const features = tableFeatures({})
const column = createColumnHelper<typeof features, Row>()
const cellInput =
  'min-h-10 w-full min-w-0 rounded-md border border-neutral-300 bg-white px-2 text-sm tabular-nums focus:border-brand-600 aria-[invalid=true]:border-red-600 data-[dirty=true]:bg-amber-50'

function rowsOf(products: TBulkEditProduct[], single: string): Row[] {
  return products.flatMap((p) =>
    p.variants.map((v, i) => ({
      id: v._id,
      productId: p._id,
      productName: p.name,
      image: p.image,
      isFirst: i === 0,
      label: v.options.length ? v.options.join(' · ') : single,
      sku: v.sku,
      original: { price: String(v.price), sale_price: String(v.sale_price), stock: String(v.stock) },
      priceRule: p.price_rule,
    })),
  )
}

const isDirty = (edit: Edit | undefined, row: Row) =>
  Boolean(edit) &&
  (['price', 'sale_price', 'stock'] as const).some((f) => Number(edit?.[f]) !== Number(row.original[f]) || edit?.[f] === '')

function Filters({ query, categories }: { query: TBulkEditQuery; categories: CategoryOption[] }) {
  const t = useSellerT()
  const [, set] = useUrlState()
  const [keyword, setKeyword] = useState(query.keyword ?? '')
  useEffect(() => setKeyword(query.keyword ?? ''), [query.keyword])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    set({ keyword: keyword.trim() })
  }
  const control = 'min-h-11 rounded-lg border border-neutral-300 bg-white px-3 text-sm'
  return (
    <div className="flex flex-col gap-2 md:flex-row md:items-end">
      <form onSubmit={submit} className="flex flex-1 gap-2">
        <label htmlFor="be-keyword" className="sr-only">
          {t('sc.products.search_label')}
        </label>
        <input
          id="be-keyword"
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={t('sc.products.search_placeholder')}
          className={`${control} min-w-0 flex-1`}
        />
        <Button type="submit" variant="secondary" aria-label={t('sc.products.search')}>
          <Search aria-hidden className="size-4" />
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-2">
        <label className="flex flex-col gap-1 text-xs font-medium text-neutral-700">
          {t('sc.products.bulk.status')}
          <select
            className={control}
            value={query.filter}
            onChange={(e) => set({ filter: e.target.value === 'all' ? null : e.target.value })}
          >
            {PRODUCT_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`sc.products.tab.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-neutral-700">
          {t('sc.products.category')}
          <select className={control} value={query.category_id ?? ''} onChange={(e) => set({ category_id: e.target.value })}>
            <option value="">{t('sc.products.category_all')}</option>
            {categories.map((c) => (
              <option key={c._id} value={c._id}>
                {c.parent ? `${c.parent} › ${c.name}` : c.name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  )
}

/**
 * `chinh-sua-hang-loat`: price, sale price and stock of many variants in a grid (rows drawn as
 * they scroll into view), each edited row checked with the API's own schema, all saved in one
 * request. Rows the price rule refuses keep their edit and say why; the others are saved.
 */
export function BulkEditor({
  products,
  meta,
  query,
  categories,
}: {
  products: TBulkEditProduct[]
  meta: { page: number; limit: number; total: number }
  query: TBulkEditQuery
  categories: CategoryOption[]
}) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const reloading = useReloading()
  const rows = useMemo(() => rowsOf(products, t('sc.products.variants.single')), [products, t])
  const [edits, setEdits] = useState<Map<string, Edit>>(new Map())
  const [results, setResults] = useState<Map<string, RowResult>>(new Map())
  const [saving, setSaving] = useState(false)
  const [all, setAll] = useState<Edit>({ price: '', sale_price: '', stock: '' })
  const byId = useMemo(() => new Map(rows.map((r) => [r.id, r])), [rows])

  const dirty = rows.filter((r) => isDirty(edits.get(r.id), r))
  /** Field errors of each edited row, with the API's messages. */
  const rowErrors = useMemo(() => {
    const out = new Map<string, Partial<Record<Field, string>>>()
    for (const row of rows) {
      const edit = edits.get(row.id)
      if (!edit || !isDirty(edit, row)) continue
      const parsed = ZBulkVariantItem.safeParse({ variant_id: row.id, ...edit })
      if (parsed.success) continue
      const fields: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field
        const { key, params } = issueToMessage(issue as never)
        fields[field] ??= validationMessage(key, t.lang, params)
      }
      out.set(row.id, fields)
    }
    return out
  }, [rows, edits, t.lang])
  // unsaved edits are not lost to a click on another page, filter or screen
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.length > 0 && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )

  const setCell = (id: string, field: Field, value: string) => {
    setEdits((prev) => {
      const next = new Map(prev)
      const row = byId.get(id) as Row
      next.set(id, { ...(prev.get(id) ?? row.original), [field]: value })
      return next
    })
  }
  const applyAll = () => {
    setEdits((prev) => {
      const next = new Map(prev)
      for (const row of rows) {
        const current = prev.get(row.id) ?? row.original
        next.set(row.id, {
          price: all.price || current.price,
          sale_price: all.sale_price || current.sale_price,
          stock: all.stock || current.stock,
        })
      }
      return next
    })
  }
  const save = async () => {
    if (dirty.length === 0 || rowErrors.size > 0) return
    setSaving(true)
    try {
      const items = dirty.map((r) => ({ variant_id: r.id, ...(edits.get(r.id) as Edit) }))
      const result = await api.patch<TBulkVariantResult>('/api/v1/seller/products/variants', { items })
      setResults(new Map(result.results.map((r) => [r.variant_id, { outcome: r.outcome, message: r.message }])))
      setEdits((prev) => {
        const next = new Map(prev)
        for (const r of result.results) if (r.outcome !== 'refused') next.delete(r.variant_id)
        return next
      })
      toast(
        result.refused > 0
          ? t('sc.products.bulk.saved_some', { saved: result.saved, refused: result.refused })
          : t('sc.products.bulk.saved_all', { saved: result.saved }),
        result.refused > 0 ? 'info' : 'success',
      )
      await revalidator.revalidate()
    } catch (error) {
      toast(error instanceof ApiError && error.message ? error.message : t('common.network_error'), 'error')
    } finally {
      setSaving(false)
    }
  }

  const editable = (field: Field, caption: string) =>
    column.display({
      id: field,
      header: () => caption,
      cell: ({ row }) => {
        const r = row.original
        const edit = edits.get(r.id)
        const value = edit?.[field] ?? r.original[field]
        const error = rowErrors.get(r.id)?.[field]
        const changed = Number(value) !== Number(r.original[field]) || value === ''
        return (
          <div>
            <input
              value={value}
              inputMode="numeric"
              onChange={(e) => setCell(r.id, field, e.target.value)}
              aria-label={`${caption} – ${r.productName} – ${r.label}`}
              aria-invalid={Boolean(error)}
              data-dirty={changed}
              className={cellInput}
            />
            {error && (
              <p role="alert" className="mt-0.5 text-[11px] leading-tight font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        )
      },
    })
  const columns = [
    column.display({
      id: 'product',
      header: () => t('sc.products.col.product'),
      cell: ({ row }) => {
        const r = row.original
        if (!r.isFirst) return <span className="sr-only">{r.productName}</span>
        const rule = r.priceRule
        return (
          <div className="flex min-w-0 gap-2">
            {r.image ? (
              <img src={r.image} alt="" width={40} height={40} className="size-10 shrink-0 rounded-md object-cover" />
            ) : (
              <ImageOff aria-hidden className="size-10 shrink-0 rounded-md bg-neutral-100 p-2 text-neutral-500" />
            )}
            <div className="min-w-0">
              <p className="line-clamp-2 text-sm font-medium">{r.productName}</p>
              {rule.blocked && (
                <p className="text-[11px] leading-tight text-amber-800">
                  {rule.blocked === 'PRICE_CHANGE_TOO_MANY'
                    ? t('sc.products.price_rule.too_many')
                    : t('sc.products.price_rule.too_soon', { date: formatDay(rule.next_change_at as string, t.lang) })}
                </p>
              )}
            </div>
          </div>
        )
      },
    }),
    column.display({
      id: 'variant',
      header: () => t('sc.products.variants.variant'),
      cell: ({ row }) => (
        <div className="text-sm">
          <p>{row.original.label}</p>
          {row.original.sku && <p className="font-mono text-xs text-neutral-600">{row.original.sku}</p>}
        </div>
      ),
    }),
    editable('price', t('sc.products.variants.price')),
    editable('sale_price', t('sc.products.variants.sale_price')),
    editable('stock', t('sc.products.variants.stock')),
    column.display({
      id: 'result',
      header: () => t('sc.products.bulk.result'),
      cell: ({ row }) => {
        const result = results.get(row.original.id)
        if (!result) return null
        if (result.outcome === 'refused')
          return (
            <p className="flex items-start gap-1 text-xs font-medium text-red-800" data-testid="row-refused">
              <AlertTriangle aria-hidden className="size-4 shrink-0" />
              {result.message}
            </p>
          )
        return (
          <p className="flex items-center gap-1 text-xs text-emerald-800">
            <CheckCircle2 aria-hidden className="size-4" />
            {t(result.outcome === 'saved' ? 'sc.products.bulk.row_saved' : 'sc.products.bulk.row_unchanged')}
          </p>
        )
      },
    }),
  ]
  const table = useTable({ features, columns, data: rows, getRowId: (r) => r.id })
  const scroller = useRef<HTMLDivElement>(null)
  const tableRows = table.getRowModel().rows
  const virtual = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 64,
    overscan: 10,
  })
  const items = virtual.getVirtualItems()
  const padTop = items[0]?.start ?? 0
  const padBottom = virtual.getTotalSize() - (items.at(-1)?.end ?? 0)
  const widths = ['w-[30%]', 'w-[16%]', 'w-[14%]', 'w-[14%]', 'w-[11%]', 'w-[15%]']

  return (
    <>
      <PageHeader title={t('sc.products.bulk.title')} description={t('sc.products.bulk.description')} />
      <div className="flex flex-col gap-3">
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 ring-1 ring-sky-200">{t('sc.products.bulk.policy')}</p>
        <Filters query={query} categories={categories} />
        <fieldset className="grid grid-cols-2 items-end gap-2 rounded-xl bg-brand-50/60 p-3 sm:grid-cols-4" data-testid="bulk-apply-all">
          <legend className="sr-only">{t('sc.products.bulk.apply_legend')}</legend>
          {(['price', 'sale_price', 'stock'] as const).map((f) => (
            <label key={f} className="flex flex-col gap-1 text-xs font-medium text-neutral-700">
              {t(
                f === 'price'
                  ? 'sc.products.variants.price'
                  : f === 'sale_price'
                    ? 'sc.products.variants.sale_price'
                    : 'sc.products.variants.stock',
              )}
              <input
                className="min-h-11 rounded-lg border border-neutral-300 bg-white px-3 text-sm"
                inputMode="numeric"
                value={all[f]}
                onChange={(e) => setAll((a) => ({ ...a, [f]: e.target.value }))}
              />
            </label>
          ))}
          <Button type="button" variant="secondary" onClick={applyAll} disabled={rows.length === 0} className="col-span-2 sm:col-span-1">
            {t('sc.products.bulk.apply_all', { count: rows.length })}
          </Button>
        </fieldset>
        {reloading ? (
          <ListSkeleton rows={8} label={t('sc.products.loading')} />
        ) : rows.length === 0 ? (
          <EmptyState icon={SquarePen} title={t('sc.products.bulk.empty')} body={t('sc.products.bulk.empty_body')} />
        ) : (
          <div ref={scroller} className="max-h-[65vh] overflow-auto rounded-xl ring-1 ring-neutral-200" data-testid="bulk-grid">
            <table className="w-full min-w-[760px] table-fixed text-sm">
              <caption className="sr-only">{t('sc.products.bulk.grid', { count: rows.length })}</caption>
              <thead className="sticky top-0 z-10 bg-neutral-50">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header, i) => (
                      <th key={header.id} scope="col" className={`${widths[i]} px-2 py-2 text-left text-xs font-semibold text-neutral-700`}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                      </th>
                    ))}
                  </tr>
                ))}
              </thead>
              <tbody>
                {padTop > 0 && (
                  <tr aria-hidden>
                    <td colSpan={columns.length} style={{ height: padTop }} />
                  </tr>
                )}
                {items.map((item) => {
                  const row = tableRows[item.index]
                  if (!row) return null
                  const refused = results.get(row.original.id)?.outcome === 'refused'
                  return (
                    <tr
                      key={row.id}
                      ref={virtual.measureElement}
                      data-index={item.index}
                      className={`align-top ${row.original.isFirst ? 'border-t border-neutral-200' : ''} ${refused ? 'bg-red-50/60' : ''}`}
                      data-testid="bulk-row"
                    >
                      {row.getAllCells().map((cell) => (
                        <td key={cell.id} className="px-2 py-2">
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      ))}
                    </tr>
                  )
                })}
                {padBottom > 0 && (
                  <tr aria-hidden>
                    <td colSpan={columns.length} style={{ height: padBottom }} />
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        )}
        <Pagination meta={meta} />
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 mt-4 flex flex-wrap items-center gap-2 border-t border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <p className="w-full text-sm sm:mr-auto sm:w-auto" aria-live="polite">
          {t('sc.products.bulk.changes', { count: formatCount(dirty.length, t.lang) })}
          {rowErrors.size > 0 && (
            <span className="ml-2 font-medium text-red-700">{t('sc.products.bulk.fix_rows', { count: rowErrors.size })}</span>
          )}
          {dirty.length > BULK_EDIT_LIMITS.maxItems && (
            <span className="ml-2 font-medium text-red-700">
              {validationMessage('v.max_items', t.lang, { max: BULK_EDIT_LIMITS.maxItems })}
            </span>
          )}
        </p>
        <Button
          variant="secondary"
          className="flex-1 sm:flex-none"
          disabled={dirty.length === 0 || saving}
          onClick={() => setEdits(new Map())}
        >
          {t('sc.products.bulk.discard')}
        </Button>
        <Button
          onClick={save}
          loading={saving}
          disabled={dirty.length === 0 || rowErrors.size > 0 || dirty.length > BULK_EDIT_LIMITS.maxItems}
        >
          {t('sc.products.bulk.save', { count: dirty.length })}
        </Button>
      </div>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onClose={() => blocker.state === 'blocked' && blocker.reset()}
        title={t('sc.products.bulk.leave_title')}
        body={t('sc.products.bulk.leave_body', { count: dirty.length })}
        confirmLabel={t('sc.products.bulk.leave')}
        cancelLabel={t('sc.products.bulk.stay')}
        tone="danger"
        onConfirm={async () => {
          if (blocker.state === 'blocked') blocker.proceed()
        }}
      />
    </>
  )
}
