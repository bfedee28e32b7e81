import type { TManagedVoucher } from '@xinh/contracts'
import { Pencil, Plus, Tag } from 'lucide-react'
import { useState } from 'react'
import { Link, useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminWrite } from '#web/features/admin/content/use-save.ts'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import type { loader } from './vouchers.server.ts'

export { loader } from './vouchers.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.vouchers' }
export const meta = () => [{ title: 'Voucher hệ thống – Quản trị Xinh' }]

/** `/admin/voucher` (issue 14): the platform's vouchers by state, with end now and edit. */
export default function AdminVouchers() {
  const { tab, vouchers, meta, counts } = useLoaderData<typeof loader>()
  const t = useAdminT()
  const reloading = useReloading()
  const [ending, setEnding] = useState<TManagedVoucher | null>(null)
  const { run } = useAdminWrite()
  const all = counts.upcoming + counts.running + counts.ended
  return (
    <>
      <PageHeader
        title={t('ad.vou.title')}
        actions={
          <Link
            to="/admin/voucher/moi"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <Plus aria-hidden className="size-4" />
            {t('ad.vou.new')}
          </Link>
        }
      />
      <TabLinks
        label={t('ad.vou.tabs')}
        active={tab}
        tabs={[
          { id: 'all', label: t('ad.vou.tab.all'), count: all },
          { id: 'running', label: t('ad.vou.tab.running'), count: counts.running },
          { id: 'upcoming', label: t('ad.vou.tab.upcoming'), count: counts.upcoming },
          { id: 'ended', label: t('ad.vou.tab.ended'), count: counts.ended },
        ]}
      />
      <div className="mt-4">
        {reloading ? (
          <ListSkeleton label={t('ad.content.loading')} />
        ) : vouchers.length === 0 ? (
          <EmptyState icon={Tag} title={t('ad.vou.empty')} body={t('ad.vou.empty_body')} />
        ) : (
          <ul className="flex flex-col gap-2">
            {vouchers.map((v) => (
              <li key={v._id} className="flex flex-wrap items-center gap-3 rounded-xl border border-neutral-200 bg-white p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    <span className="font-mono">{v.code}</span> · {v.name}
                  </p>
                  <p className="text-sm text-neutral-700">
                    {t(`ad.vou.kind.${v.kind === 'cashback' ? 'cashback' : 'platform'}`)} · {t(`ad.vou.target.${v.target}`)} ·{' '}
                    {v.type === 'percent' ? `${v.value}%` : formatVnd(v.value)}
                  </p>
                  <p className="text-xs text-neutral-600">
                    {t('ad.vou.period', { start: formatDateTime(v.start_time, t.lang), end: formatDateTime(v.end_time, t.lang) })} ·{' '}
                    {t('ad.vou.used', { used: v.used, quantity: v.quantity })}
                  </p>
                </div>
                <StatusBadge tone={v.status === 'running' ? 'success' : v.status === 'upcoming' ? 'info' : 'neutral'}>
                  {t(`ad.vou.tab.${v.status}`)}
                </StatusBadge>
                <div className="flex gap-1">
                  {v.status !== 'ended' && (
                    <>
                      <Link
                        to={`/admin/voucher/${v._id}`}
                        aria-label={`${t('ad.content.edit')} ${v.code}`}
                        className="flex min-h-11 min-w-11 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100"
                      >
                        <Pencil aria-hidden className="size-4" />
                      </Link>
                      <button
                        type="button"
                        onClick={() => setEnding(v)}
                        className="min-h-11 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
                        aria-label={`${t('ad.vou.end')} ${v.code}`}
                      >
                        {t('ad.vou.end')}
                      </button>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4">
          <Pagination meta={meta} />
        </div>
      </div>
      {ending && (
        <ConfirmDialog
          open
          onClose={() => setEnding(null)}
          title={t('ad.vou.end_confirm', { code: ending.code })}
          body={t('ad.vou.end_body')}
          confirmLabel={t('ad.vou.end')}
          cancelLabel={t('ad.content.cancel')}
          tone="danger"
          onConfirm={async () => {
            await run((api) => api.post(`/api/v1/admin/vouchers/${ending._id}/end`), { success: t('ad.vou.ended') })
            setEnding(null)
          }}
        />
      )}
    </>
  )
}
