import { Undo2 } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { QueueList, useAge } from '#web/features/admin/queue/queue-list.tsx'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { Route } from './+types/returns.ts'
import type { loader as listLoader } from './returns.server.ts'

export { loader } from './returns.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.returns' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/**
 * `/admin/tra-hang`: return requests waiting for an admin. No bulk approval: each approval moves
 * money (and above a threshold asks for the second factor), so it is decided on its own page.
 */
export default function ReturnQueuePage() {
  const { status, q, list, waiting, now } = useLoaderData<typeof listLoader>()
  const t = useAdminT()
  const age = useAge()
  return (
    <>
      <PageHeader title={t('ad.nav.returns')} description={t('ad.returns.description')} />
      <QueueList
        items={list.items}
        meta={list.meta}
        idOf={(r) => r._id}
        tabs={[
          { id: 'awaiting_admin', label: t('ad.returns.tab.awaiting_admin'), count: waiting },
          { id: 'all', label: t('ad.returns.tab.all') },
        ]}
        activeTab={status}
        searchLabel={t('ad.returns.search')}
        q={q}
        bulkBase={undefined}
        selectable={false}
        emptyIcon={Undo2}
        emptyTitle={t('ad.returns.empty_title')}
        emptyBody={t('ad.returns.empty_body')}
        renderItem={(r) => (
          <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <Link to={`/admin/tra-hang/${r._id}`} className="font-semibold text-neutral-900 hover:text-brand-700 hover:underline">
                {t('ad.returns.order', { code: r.order_code, shop: r.shop.name })}
              </Link>
              <p className="text-sm text-neutral-700">
                {r.buyer?.userName ?? ''} · {r.reason.name}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold">{t('ad.returns.refund', { amount: formatVnd(r.refund_amount) })}</span>
              <StatusBadge tone={r.status === 'awaiting_admin' ? 'info' : 'neutral'}>{r.status_label}</StatusBadge>
              {r.status === 'awaiting_admin' && (
                <span className="text-neutral-700">{t('ad.q.waiting_since', { age: age(r.updated_at, now) })}</span>
              )}
            </div>
          </div>
        )}
      />
    </>
  )
}
