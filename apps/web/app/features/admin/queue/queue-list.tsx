import { QUEUE_BULK_MAX, type TBulkDecideResult } from '@xinh/contracts'
import { type LucideIcon, Search } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Form, useLocation, useRevalidator } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { ApiError } from '#web/lib/api.ts'
import { Button } from '#web/ui/button.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { DecideDialog } from './decide-dialog.tsx'

/** Items sent per bulk request: small batches so the progress bar moves and a reload loses little. */
const BATCH = Math.min(10, QUEUE_BULK_MAX)

export type QueueTab = { id: string; label: string; count?: number }

/**
 * The queue pattern's list (issue 14): status tabs and a search kept in the URL, a page of items
 * each rendered by the queue, selection with bulk approve / reject (with a reason) sent in
 * batches with a progress bar, the per-item failures reported, then the page reloaded.
 */
export function QueueList<T>({
  items,
  meta,
  idOf,
  renderItem,
  tabs,
  activeTab,
  tabParam = 'status',
  searchLabel,
  q,
  bulkBase,
  bulkApprove = true,
  bulkReject = true,
  selectable,
  emptyIcon,
  emptyTitle,
  emptyBody,
}: {
  items: T[]
  meta: { page: number; limit: number; total: number }
  idOf: (item: T) => string
  renderItem: (item: T) => ReactNode
  tabs: QueueTab[]
  activeTab: string
  tabParam?: string
  searchLabel?: string
  q?: string
  /** `POST <bulkBase>/bulk`; no bulk actions when absent. */
  bulkBase?: string
  bulkApprove?: boolean
  bulkReject?: boolean
  /** Only items still waiting can be selected (the pending tab). */
  selectable: boolean
  emptyIcon: LucideIcon
  emptyTitle: string
  emptyBody: string
}) {
  const t = useAdminT()
  const { api } = useApp()
  const toast = useToast()
  const { revalidate } = useRevalidator()
  const reloading = useReloading()
  const { pathname, search } = useLocation()
  const searchId = useId()
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  const [rejecting, setRejecting] = useState(false)
  const [failures, setFailures] = useState<TBulkDecideResult['results']>([])
  const canBulk = Boolean(bulkBase) && selectable && items.length > 0
  const pageIds = items.map(idOf)
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id))

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  async function bulk(decision: 'approve' | 'reject', reason?: string) {
    const ids = [...selected]
    const results: TBulkDecideResult['results'] = []
    setFailures([])
    setProgress({ done: 0, total: ids.length })
    try {
      for (let i = 0; i < ids.length; i += BATCH) {
        const batch = ids.slice(i, i + BATCH)
        const r = await api.post<TBulkDecideResult>(`${bulkBase}/bulk`, { ids: batch, decision, ...(reason ? { reason } : {}) })
        results.push(...r.results)
        setProgress({ done: Math.min(i + BATCH, ids.length), total: ids.length })
      }
    } catch (error) {
      toast(error instanceof ApiError && error.message ? error.message : t('ad.q.failed'), 'error')
    } finally {
      const ok = results.filter((r) => r.ok).length
      const failed = results.filter((r) => !r.ok)
      setFailures(failed)
      if (results.length) toast(t('ad.q.bulk_done', { ok, failed: failed.length }), failed.length ? 'error' : 'success')
      setProgress(null)
      setSelected(new Set())
      await revalidate()
    }
  }

  const nameOf = (id: string) => {
    const index = pageIds.indexOf(id)
    return index >= 0 ? `#${index + 1}` : id.slice(-6)
  }

  return (
    <div>
      <TabLinks label={t('ad.q.tabs')} tabs={tabs} active={activeTab} param={tabParam} />
      {searchLabel && (
        <Form method="get" action={pathname} role="search" className="mt-3 flex gap-2">
          {[...new URLSearchParams(search)]
            .filter(([k]) => k !== 'q' && k !== 'page')
            .map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
          <label htmlFor={searchId} className="sr-only">
            {searchLabel}
          </label>
          <input
            id={searchId}
            name="q"
            type="search"
            defaultValue={q ?? ''}
            placeholder={searchLabel}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-neutral-300 px-3 text-sm focus:border-brand-600 focus:outline-none"
          />
          <Button type="submit" variant="secondary" aria-label={t('ad.q.search')}>
            <Search aria-hidden className="size-4" />
            <span className="hidden sm:inline">{t('ad.q.search')}</span>
          </Button>
        </Form>
      )}

      {canBulk && (
        <div className="mt-3 flex flex-wrap items-center gap-2 rounded-lg bg-neutral-50 p-2" data-testid="bulk-bar">
          <label className="flex min-h-11 items-center gap-2 px-2 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(pageIds))}
            />
            {t('ad.q.select_page')}
          </label>
          <span className="text-sm text-neutral-700" aria-live="polite">
            {t('ad.q.selected', { count: selected.size })}
          </span>
          <div className="ml-auto flex gap-2">
            {bulkReject && (
              <Button variant="secondary" disabled={selected.size === 0 || progress !== null} onClick={() => setRejecting(true)}>
                {t('ad.q.bulk_reject')}
              </Button>
            )}
            {bulkApprove && (
              <Button disabled={selected.size === 0} loading={progress !== null} onClick={() => bulk('approve')}>
                {t('ad.q.bulk_approve')}
              </Button>
            )}
          </div>
        </div>
      )}
      {progress && (
        <div className="mt-2" role="status">
          <p className="text-sm text-neutral-700">{t('ad.q.progress', { done: progress.done, total: progress.total })}</p>
          <progress
            className="h-2 w-full accent-brand-600"
            max={progress.total}
            value={progress.done}
            aria-label={t('ad.q.progress_label')}
          />
        </div>
      )}
      {failures.length > 0 && (
        <div role="alert" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-semibold">{t('ad.q.bulk_failures')}</p>
          <ul className="mt-1 list-disc pl-5">
            {failures.map((f) => (
              <li key={f._id}>
                {nameOf(f._id)}: {f.error?.message || f.error?.code}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-3" aria-busy={reloading || undefined}>
        {reloading ? (
          <ListSkeleton rows={4} label={t('ad.q.loading')} />
        ) : items.length === 0 ? (
          <EmptyState icon={emptyIcon} title={emptyTitle} body={emptyBody} />
        ) : (
          <ul className="flex flex-col gap-2" data-testid="queue-list">
            {items.map((item) => {
              const id = idOf(item)
              return (
                <li key={id} className="flex items-start gap-2 rounded-xl border border-neutral-200 bg-white p-3">
                  {canBulk && (
                    <input
                      type="checkbox"
                      className="mt-1 size-5 shrink-0 accent-brand-600"
                      checked={selected.has(id)}
                      onChange={() => toggle(id)}
                      aria-label={t('ad.q.select_item')}
                    />
                  )}
                  <div className="min-w-0 flex-1">{renderItem(item)}</div>
                </li>
              )
            })}
          </ul>
        )}
        <Pagination meta={meta} />
      </div>
      <DecideDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('ad.q.bulk_reject')}
        description={t('ad.q.bulk_reject_description', { count: selected.size })}
        confirmLabel={t('ad.q.bulk_reject')}
        onConfirm={(reason) => bulk('reject', reason)}
      />
    </div>
  )
}

/** Age of the oldest item, or how long an item has waited: "3 giờ", "2 ngày". */
export function useAge() {
  const t = useAdminT()
  return (iso: string | null, now = Date.now()) => {
    if (!iso) return '—'
    const hours = Math.max(0, Math.floor((now - Date.parse(iso)) / 3_600_000))
    return hours < 48 ? t('ad.q.age_hours', { n: hours }) : t('ad.q.age_days', { n: Math.floor(hours / 24) })
  }
}
