import { Package } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { IssueBadges } from '#web/features/admin/queue/check.tsx'
import { QueueList, useAge } from '#web/features/admin/queue/queue-list.tsx'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { Route } from './+types/products.ts'
import type { loader as listLoader } from './products.server.ts'

export { loader } from './products.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.products' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/admin/duyet-san-pham`: products waiting for review with their system check; bulk approve. */
export default function ProductQueuePage() {
  const { status, q, list, stat, now } = useLoaderData<typeof listLoader>()
  const t = useAdminT()
  const age = useAge()
  return (
    <>
      <PageHeader title={t('ad.nav.products')} description={t('ad.products.description')} />
      <QueueList
        items={list.items}
        meta={list.meta}
        idOf={(p) => p._id}
        tabs={[
          { id: 'pending', label: t('ad.q.tab.pending'), count: stat.count },
          { id: 'accepted', label: t('ad.q.tab.approved') },
          { id: 'rejected', label: t('ad.q.tab.rejected') },
        ]}
        activeTab={status}
        searchLabel={t('ad.products.search')}
        q={q}
        bulkBase="/api/v1/admin/products"
        selectable={status === 'pending'}
        emptyIcon={Package}
        emptyTitle={t('ad.products.empty_title')}
        emptyBody={t('ad.products.empty_body')}
        renderItem={(p) => (
          <div className="flex gap-3">
            {p.images[0] ? (
              <img src={p.images[0]} alt="" className="size-16 shrink-0 rounded-lg object-cover ring-1 ring-neutral-200" loading="lazy" />
            ) : (
              <div className="size-16 shrink-0 rounded-lg bg-neutral-100" />
            )}
            <div className="min-w-0 flex-1">
              <Link
                to={`/admin/duyet-san-pham/${p._id}`}
                className="line-clamp-2 font-semibold text-neutral-900 hover:text-brand-700 hover:underline"
              >
                {p.name}
              </Link>
              <p className="text-sm text-neutral-700">
                {p.shop.name} · {p.category?.name ?? '—'} · {formatVnd(p.sale_price)}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
                {status === 'pending' ? (
                  <span className="text-neutral-700">{t('ad.q.waiting_since', { age: age(p.submitted_at, now) })}</span>
                ) : (
                  <StatusBadge tone={status === 'accepted' ? 'success' : 'danger'}>{t(`ad.q.status.${status}`)}</StatusBadge>
                )}
                <IssueBadges issues={p.check_issues} />
              </div>
            </div>
          </div>
        )}
      />
    </>
  )
}
