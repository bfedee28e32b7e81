import { Ruler } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { QueueList, useAge } from '#web/features/admin/queue/queue-list.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { Route } from './+types/size-charts.ts'
import type { loader as listLoader } from './size-charts.server.ts'

export { loader } from './size-charts.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.size_charts' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/admin/duyet-size-chart`: sellers' size charts waiting for review; bulk decisions. */
export default function SizeChartQueuePage() {
  const { status, q, list, waiting, now } = useLoaderData<typeof listLoader>()
  const t = useAdminT()
  const age = useAge()
  return (
    <>
      <PageHeader title={t('ad.nav.size_charts')} description={t('ad.sizes.description')} />
      <QueueList
        items={list.items}
        meta={list.meta}
        idOf={(c) => c._id}
        tabs={[
          { id: 'pending', label: t('ad.q.tab.pending'), count: waiting },
          { id: 'accepted', label: t('ad.q.tab.approved') },
          { id: 'rejected', label: t('ad.q.tab.rejected') },
        ]}
        activeTab={status}
        searchLabel={t('ad.sizes.search')}
        q={q}
        bulkBase="/api/v1/admin/size-charts"
        selectable={status === 'pending'}
        emptyIcon={Ruler}
        emptyTitle={t('ad.sizes.empty_title')}
        emptyBody={t('ad.sizes.empty_body')}
        renderItem={(c) => (
          <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <Link to={`/admin/duyet-size-chart/${c._id}`} className="font-semibold text-neutral-900 hover:text-brand-700 hover:underline">
                {c.name}
              </Link>
              <p className="text-sm text-neutral-700">
                {c.shop.name} · {c.rows.length} size
              </p>
            </div>
            {status === 'pending' ? (
              <span className="text-sm text-neutral-700">{t('ad.q.waiting_since', { age: age(c.updated_at, now) })}</span>
            ) : (
              <StatusBadge tone={status === 'accepted' ? 'success' : 'danger'}>{t(`ad.q.status.${status}`)}</StatusBadge>
            )}
          </div>
        )}
      />
    </>
  )
}
