import { ClipboardCheck } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { QueueList, useAge } from '#web/features/admin/queue/queue-list.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { Route } from './+types/applications.ts'
import type { loader as listLoader } from './applications.server.ts'

export { loader } from './applications.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.shop_applications' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/admin/dang-ky-ban-hang`: seller applications (spec §6), with their 48-working-hour deadline. */
export default function ShopApplicationsPage() {
  const { status, q, list, waiting, now } = useLoaderData<typeof listLoader>()
  const t = useAdminT()
  const age = useAge()
  return (
    <>
      <PageHeader title={t('ad.nav.shop_applications')} description={t('ad.apps.description')} />
      <QueueList
        items={list.items}
        meta={list.meta}
        idOf={(a) => a._id}
        tabs={[
          { id: 'waiting_approval', label: t('ad.q.tab.pending'), count: waiting },
          { id: 'approved', label: t('ad.q.tab.approved') },
          { id: 'rejected', label: t('ad.q.tab.rejected') },
        ]}
        activeTab={status}
        searchLabel={t('ad.apps.search')}
        q={q}
        bulkBase="/api/v1/admin/seller-applications"
        selectable={status === 'waiting_approval'}
        emptyIcon={ClipboardCheck}
        emptyTitle={t('ad.apps.empty_title')}
        emptyBody={t('ad.apps.empty_body')}
        renderItem={(a) => {
          const late = a.status === 'waiting_approval' && a.review_deadline && Date.parse(a.review_deadline) < now
          return (
            <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <Link
                  to={`/admin/dang-ky-ban-hang/${a._id}`}
                  className="font-semibold text-neutral-900 hover:text-brand-700 hover:underline"
                >
                  {a.store_name ?? '—'}
                </Link>
                <p className="text-sm text-neutral-700">
                  {a.owner_name ?? a.user.userName} · {a.user.email ?? ''}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                {a.status === 'waiting_approval' ? (
                  <>
                    <span className="text-neutral-700">{t('ad.q.waiting_since', { age: age(a.submitted_at, now) })}</span>
                    {a.review_deadline && (
                      <StatusBadge tone={late ? 'danger' : 'info'}>
                        {late ? t('ad.q.overdue') : t('ad.q.deadline', { date: formatDateTime(a.review_deadline, t.lang) })}
                      </StatusBadge>
                    )}
                  </>
                ) : (
                  <StatusBadge tone={a.status === 'approved' ? 'success' : 'danger'}>
                    {t(a.status === 'approved' ? 'ad.q.status.approved' : 'ad.q.status.rejected')}
                  </StatusBadge>
                )}
              </div>
            </div>
          )
        }}
      />
    </>
  )
}
