import { SELLER_ORDER_TABS, type TOrder } from '@xinh/contracts'
import { ClipboardList, PackageCheck, Printer, SearchX, X } from 'lucide-react'
import { useState } from 'react'
import { Form, Link, useLoaderData } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { type SellerKey, useSellerT } from '#web/features/seller/i18n/index.ts'
import { apiMessage, orderPath, ordersPath } from '#web/features/seller/orders/format.ts'
import { LabelsDialog } from '#web/features/seller/orders/labels-dialog.tsx'
import { OrderCard } from '#web/features/seller/orders/order-card.tsx'
import { useOrderSteps } from '#web/features/seller/orders/use-order-steps.ts'
import { Button } from '#web/ui/button.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { TextField } from '#web/ui/field.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import { useToast } from '#web/ui/toast.tsx'
import type { Route } from './+types/list.ts'
import type { loader as listLoader } from './list.server.ts'

export { loader } from './list.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

const linkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-100'

/**
 * spec §2 `/ban-hang/quan-ly-don-hang`: the shop's orders by spec §4 status (tabs with counts),
 * searched by order code or buyer and by the days placed (all in the URL), paged; quick steps on
 * each order, and for many at once: prepare, print the labels.
 */
export default function SellerOrdersPage() {
  const { tab, raw, errors, orders, meta, counts } = useLoaderData<typeof listLoader>()
  const t = useSellerT()
  const reloading = useReloading()
  const steps = useOrderSteps()
  const toast = useToast()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [labelsFor, setLabelsFor] = useState<string[] | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [bulk, setBulk] = useState<{ done: number; total: number } | null>(null)
  const chosen = orders.filter((o) => selected.has(o._id))
  const searching = Boolean(raw.q || raw.from || raw.to)
  const error = (e: unknown) => toast(apiMessage(e, t('common.network_error')), 'error')

  const select = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const allChosen = orders.length > 0 && chosen.length === orders.length

  async function quick(o: TOrder, step: () => Promise<unknown>) {
    setBusy(o._id)
    try {
      await step()
    } catch (e) {
      error(e)
    } finally {
      setBusy(null)
    }
  }

  /** Confirms and prepares the chosen orders one by one (each books its carrier), with progress. */
  async function prepareChosen() {
    const targets = chosen.filter((o) => o.actions.includes('confirm') || o.actions.includes('prepare'))
    if (targets.length === 0) {
      toast(t('sc.orders.bulk_nothing'), 'info')
      return
    }
    let ok = 0
    setBulk({ done: 0, total: targets.length })
    for (const [i, o] of targets.entries()) {
      try {
        if (o.actions.includes('confirm')) await steps.confirm(o, { quiet: true })
        await steps.prepare({ ...o, status: 'preparing' }, { quiet: true })
        ok++
      } catch (e) {
        toast(t('sc.orders.bulk_failed', { code: o.code, message: apiMessage(e, t('common.network_error')) }), 'error')
      }
      setBulk({ done: i + 1, total: targets.length })
    }
    toast(t('sc.orders.bulk_done', { ok, total: targets.length }), ok === targets.length ? 'success' : 'info')
    setBulk(null)
    await steps.reload()
  }

  function actionsOf(o: TOrder) {
    const can = (a: TOrder['actions'][number]) => o.actions.includes(a)
    return (
      <>
        {can('confirm') && (
          <Button loading={busy === o._id} onClick={() => void quick(o, () => steps.confirm(o))} data-testid="order-confirm">
            {t('sc.orders.confirm')}
          </Button>
        )}
        {can('prepare') && (
          <Button loading={busy === o._id} onClick={() => void quick(o, () => steps.prepare(o))} data-testid="order-prepare">
            <PackageCheck aria-hidden className="size-4" />
            {t('sc.orders.prepare')}
          </Button>
        )}
        {o.status === 'to_ship' && o.tracking_code && !o.self_shipping && (
          <Button variant="secondary" onClick={() => setLabelsFor([o._id])} data-testid="order-print">
            <Printer aria-hidden className="size-4" />
            {t('sc.orders.print_label')}
          </Button>
        )}
        {o.status === 'cancel_pending' && (
          <Link to={orderPath(o._id)} className={linkButton} data-testid="order-cancel-request">
            {t('sc.orders.cancel_request_title')}
          </Link>
        )}
        <Link to={orderPath(o._id)} className={linkButton}>
          {t('sc.orders.view')}
        </Link>
      </>
    )
  }

  const tabLabel = (id: (typeof SELLER_ORDER_TABS)[number]) => t(`sc.orders.tab.${id}` as SellerKey)
  return (
    <div className={chosen.length ? 'pb-36 md:pb-0' : undefined}>
      <PageHeader title={t('sc.orders.title')} description={t('sc.orders.description')} />
      {/* keyed by the filters in the URL, not the whole query: a tab's navigation (it commits in a
          transition, after the URL changed) must not remount the form and drop what the seller typed */}
      <Form
        key={`${raw.q ?? ''}|${raw.from ?? ''}|${raw.to ?? ''}`}
        method="get"
        role="search"
        aria-label={t('sc.orders.filters')}
        className="mb-4 grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
      >
        {tab !== 'all' && <input type="hidden" name="tab" value={tab} />}
        <div className="col-span-2 sm:col-span-1">
          <TextField
            label={t('sc.orders.search')}
            name="q"
            type="search"
            maxLength={100}
            defaultValue={raw.q ?? ''}
            placeholder={t('sc.orders.search_placeholder')}
            error={errors.q}
          />
        </div>
        <TextField label={t('sc.orders.from')} name="from" type="date" defaultValue={raw.from ?? ''} error={errors.from} />
        <TextField label={t('sc.orders.to')} name="to" type="date" defaultValue={raw.to ?? ''} error={errors.to} />
        <div className="col-span-2 flex gap-2 sm:col-span-1 sm:pt-6">
          <Button type="submit" className="flex-1 sm:flex-none">
            {t('sc.orders.apply')}
          </Button>
          {searching && (
            <Link to={tab === 'all' ? ordersPath : `${ordersPath}?tab=${tab}`} className={linkButton}>
              {t('sc.orders.clear')}
            </Link>
          )}
        </div>
      </Form>
      <TabLinks
        label={t('sc.orders.tabs')}
        active={tab}
        tabs={SELLER_ORDER_TABS.map((id) => ({ id, label: tabLabel(id), count: id === 'all' ? undefined : counts[id] }))}
      />
      <div className="mt-3 flex min-h-11 items-center justify-between gap-2">
        {orders.length > 0 ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={allChosen}
              onChange={(e) => setSelected(e.target.checked ? new Set(orders.map((o) => o._id)) : new Set())}
              className="size-5 accent-brand-600"
            />
            {t('sc.orders.select_page')}
          </label>
        ) : (
          <span />
        )}
        <p className="text-sm text-neutral-700" data-testid="orders-total">
          {t('sc.orders.found', { count: meta.total })}
        </p>
      </div>
      <div className="mt-2" aria-busy={reloading || undefined}>
        {reloading ? (
          <ListSkeleton rows={5} label={t('sc.orders.loading')} />
        ) : orders.length === 0 ? (
          searching ? (
            <EmptyState
              icon={SearchX}
              title={t('sc.orders.empty.search_title')}
              body={t('sc.orders.empty.search_body')}
              action={
                <Link to={tab === 'all' ? ordersPath : `${ordersPath}?tab=${tab}`} className={linkButton}>
                  {t('sc.orders.clear')}
                </Link>
              }
            />
          ) : tab === 'all' ? (
            <EmptyState
              icon={ClipboardList}
              title={t('sc.orders.empty.all_title')}
              body={t('sc.orders.empty.all_body')}
              action={
                <Link to="/ban-hang/quan-ly-san-pham" className={linkButton}>
                  {t('sc.orders.empty.products')}
                </Link>
              }
            />
          ) : (
            <EmptyState
              icon={ClipboardList}
              title={t('sc.orders.empty.tab_title', { tab: tabLabel(tab) })}
              body={t(`sc.orders.empty.${tab}` as SellerKey)}
            />
          )
        ) : (
          <ul className="flex flex-col gap-3" data-testid="order-list">
            {orders.map((o) => (
              <li key={o._id}>
                <OrderCard order={o} selected={selected.has(o._id)} onSelect={(on) => select(o._id, on)} actions={actionsOf(o)} />
              </li>
            ))}
          </ul>
        )}
        <Pagination meta={meta} />
      </div>

      {chosen.length > 0 && (
        <section
          aria-label={t('sc.orders.selected', { count: chosen.length })}
          className="fixed inset-x-0 bottom-0 z-30 flex flex-col gap-2 border-t border-neutral-200 bg-white p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] md:sticky md:bottom-4 md:mt-4 md:rounded-xl md:border md:shadow-lg"
          data-testid="bulk-bar"
        >
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-semibold">{t('sc.orders.selected', { count: chosen.length })}</p>
            <button
              type="button"
              onClick={() => setSelected(new Set())}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm text-neutral-700 hover:bg-neutral-100"
            >
              <X aria-hidden className="size-4" />
              {t('sc.orders.clear_selection')}
            </button>
          </div>
          {bulk && (
            <div role="status" className="flex flex-col gap-1 text-sm">
              <span>{t('sc.orders.bulk_progress', { done: bulk.done, total: bulk.total })}</span>
              <progress max={bulk.total} value={bulk.done} className="h-2 w-full accent-brand-600" aria-hidden />
            </div>
          )}
          <div className="grid grid-cols-2 gap-2">
            <Button loading={Boolean(bulk)} onClick={() => void prepareChosen()} data-testid="bulk-prepare">
              <PackageCheck aria-hidden className="size-4" />
              {t('sc.orders.bulk_prepare', { count: chosen.length })}
            </Button>
            <Button
              variant="secondary"
              disabled={Boolean(bulk)}
              onClick={() => setLabelsFor(chosen.map((o) => o._id))}
              data-testid="bulk-print"
            >
              <Printer aria-hidden className="size-4" />
              {t('sc.orders.print_selected', { count: chosen.length })}
            </Button>
          </div>
        </section>
      )}
      <LabelsDialog ids={labelsFor ?? []} open={labelsFor !== null} onClose={() => setLabelsFor(null)} />
    </div>
  )
}
