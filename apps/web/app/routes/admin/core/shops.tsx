import { ADMIN_SHOP_STATES, type TScheduledDeletion } from '@xinh/contracts'
import { CalendarClock, ChevronRight, Store } from 'lucide-react'
import { useState } from 'react'
import { Link, useLoaderData, useRevalidator } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { AdminFilterBar } from '#web/features/admin/core/filter-bar.tsx'
import { SHOP_STATE_TONE, shopStateKey } from '#web/features/admin/core/labels.ts'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { ReasonDialog } from '#web/features/admin/reason-dialog.tsx'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { Button } from '#web/ui/button.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { SelectField, TextField } from '#web/ui/field.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import { useToast } from '#web/ui/toast.tsx'
import type { Route } from './+types/shops.ts'
import type { loader as shopsLoader } from './shops.server.ts'

export { loader } from './shops.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.shops' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

/** The seller accounts waiting for their deletion (15–20 working days), each cancellable with a reason. */
function Deletions({ deletions }: { deletions: TScheduledDeletion[] }) {
  const t = useAdminT()
  const { api } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const [cancelling, setCancelling] = useState<TScheduledDeletion | null>(null)
  return (
    <section aria-labelledby="deletions-title" className="rounded-xl bg-white p-4 ring-1 ring-neutral-200" data-testid="deletions">
      <h2 id="deletions-title" className="flex items-center gap-2 font-semibold">
        <CalendarClock aria-hidden className="size-5 text-brand-600" />
        {t('ad.del.title')}
      </h2>
      <p className="mb-3 text-sm text-neutral-700">{t('ad.del.description')}</p>
      {deletions.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('ad.del.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-100">
          {deletions.map((d) => (
            <li key={d.user._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium">
                  <Link to={`/admin/nguoi-dung/${d.user._id}`} className="text-brand-700 underline">
                    {d.user.user_name}
                  </Link>
                  {d.shop && <span className="text-neutral-700"> · {d.shop.name}</span>}
                </p>
                <p className="text-xs text-neutral-600">
                  {t('ad.del.line', {
                    requested: formatDateTime(d.requested_at, t.lang),
                    scheduled: formatDateTime(d.scheduled_at, t.lang),
                    due: formatDateTime(d.due_by, t.lang),
                  })}
                </p>
              </div>
              <Button variant="secondary" onClick={() => setCancelling(d)}>
                {t('ad.del.cancel')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {cancelling && (
        <ReasonDialog
          open
          onClose={() => setCancelling(null)}
          title={t('ad.del.cancel')}
          body={t('ad.del.cancel_body', { name: cancelling.user.user_name })}
          confirmLabel={t('ad.del.cancel')}
          onConfirm={async (reason) => {
            await api.post(`/api/v1/admin/deletions/${cancelling.user._id}/cancel`, { reason })
            toast(t('ad.del.cancelled_toast'), 'success')
            void revalidator.revalidate()
          }}
          testId="decision-confirm"
        />
      )}
    </section>
  )
}

/** `/admin/cua-hang` (issue 14): find shops by name, owner or id, filter by state; scheduled seller deletions. */
export default function ShopsPage() {
  const { shops, meta, deletions, filters, errors } = useLoaderData<typeof shopsLoader>()
  const t = useAdminT()
  const reloading = useReloading()
  const filtered = Boolean(filters.q || filters.state)
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('ad.shops.title')} description={t('ad.shops.description')} />
      <Deletions deletions={deletions} />
      <AdminFilterBar label={t('ad.shops.search')} clearTo="/admin/cua-hang" filtered={filtered} columns="sm:grid-cols-[2fr_1fr]">
        <TextField
          type="search"
          name="q"
          label={t('ad.shops.search')}
          placeholder={t('ad.shops.search_placeholder')}
          defaultValue={filters.q ?? ''}
          error={errors.q}
        />
        <SelectField
          name="state"
          label={t('ad.users.state')}
          defaultValue={filters.state ?? ''}
          error={errors.state}
          placeholder={t('ad.core.all')}
          options={ADMIN_SHOP_STATES.map((s) => ({ value: s, label: t(shopStateKey(s)) }))}
        />
      </AdminFilterBar>
      <div aria-busy={reloading || undefined}>
        {reloading ? (
          <ListSkeleton rows={5} label={t('ad.shops.loading')} />
        ) : shops.length === 0 ? (
          <EmptyState icon={Store} title={t('ad.shops.empty_title')} body={t('ad.shops.empty_body')} />
        ) : (
          <ul className="divide-y divide-neutral-100 overflow-hidden rounded-xl bg-white ring-1 ring-neutral-200" data-testid="shop-list">
            {shops.map((s) => (
              <li key={s._id}>
                <Link to={`/admin/cua-hang/${s._id}`} className="flex items-center gap-3 p-4 hover:bg-neutral-50">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold">
                      <span className="truncate">{s.name}</span>
                      <StatusBadge tone={SHOP_STATE_TONE[s.state]}>{t(shopStateKey(s.state))}</StatusBadge>
                    </p>
                    <p className="truncate text-sm text-neutral-700">
                      {t('ad.shops.owner', { name: s.owner.user_name })}
                      {s.owner.email ? ` · ${s.owner.email}` : ''}
                    </p>
                  </div>
                  <ChevronRight aria-hidden className="size-5 shrink-0 text-neutral-500" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Pagination meta={meta} />
      </div>
    </div>
  )
}
