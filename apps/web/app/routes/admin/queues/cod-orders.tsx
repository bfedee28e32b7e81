import { Truck } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { QueueList, useAge } from '#web/features/admin/queue/queue-list.tsx'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { Route } from './+types/cod-orders.ts'
import type { loader as listLoader } from './cod-orders.server.ts'

export { loader } from './cod-orders.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.cod_orders' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/admin/don-cod`: COD orders over 10,000,000 ₫ held for review; approve passes them to the shop. */
export default function CodQueuePage() {
  const { list, now } = useLoaderData<typeof listLoader>()
  const t = useAdminT()
  const age = useAge()
  return (
    <>
      <PageHeader title={t('ad.nav.cod_orders')} description={t('ad.cod.description')} />
      <QueueList
        items={list.items}
        meta={list.meta}
        idOf={(o) => o._id}
        tabs={[{ id: 'waiting', label: t('ad.q.tab.pending'), count: list.meta.total }]}
        activeTab="waiting"
        bulkBase="/api/v1/admin/orders"
        selectable
        emptyIcon={Truck}
        emptyTitle={t('ad.cod.empty_title')}
        emptyBody={t('ad.cod.empty_body')}
        renderItem={(o) => (
          <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <Link to={`/admin/don-cod/${o._id}`} className="font-semibold text-neutral-900 hover:text-brand-700 hover:underline">
                {o.code} · {o.shop.name}
              </Link>
              <p className="text-sm text-neutral-700">
                {t('ad.cod.buyer', { name: o.buyer?.userName ?? o.address.name })} · {o.address.phone}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold">{t('ad.cod.total', { total: formatVnd(o.total) })}</span>
              <span className="text-neutral-700">{t('ad.q.waiting_since', { age: age(o.created_at, now) })}</span>
            </div>
          </div>
        )}
      />
    </>
  )
}
