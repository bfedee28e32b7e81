import { useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { type AdminKey, useAdminT } from '#web/features/admin/i18n/index.ts'
import { DecisionBar } from '#web/features/admin/queue/decision-bar.tsx'
import { BackLink, DetailSection, HistoryList } from '#web/features/admin/queue/detail.tsx'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { Route } from './+types/cod-order.ts'
import type { loader as detailLoader } from './cod-order.server.ts'

export { loader } from './cod-order.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.cod_orders' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** One held COD order: approve passes it to the shop, reject cancels it with the reason. */
export default function CodOrderPage() {
  const { order: o } = useLoaderData<typeof detailLoader>()
  const t = useAdminT()
  const held = o.status === 'waiting_approval'
  return (
    <>
      <BackLink to="/admin/don-cod" />
      <PageHeader title={`${o.code} · ${o.shop.name}`} description={t('ad.cod.total', { total: formatVnd(o.total) })} />
      <div className="grid gap-4 lg:grid-cols-2">
        <DetailSection title={t('ad.returns.items')}>
          <ul className="flex flex-col gap-2 text-sm">
            {o.items.map((i) => (
              <li key={i._id} className="flex items-center gap-2">
                {i.image && <img src={i.image} alt="" className="size-12 rounded object-cover" />}
                <span className="min-w-0 flex-1">
                  {i.name} {i.options.length ? `(${i.options.join(' / ')})` : ''} × {i.quantity}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            {t('ad.cod.buyer', { name: o.buyer?.userName ?? o.address.name })} · {o.address.phone}
          </p>
          <p className="text-sm text-neutral-700">{[o.address.street, o.address.ward, o.address.city].filter(Boolean).join(', ')}</p>
        </DetailSection>
        <DetailSection title={t('ad.q.history')}>
          <HistoryList
            entries={o.timeline.map((e) => ({ label: t(`orders.status.${e.status}` as AdminKey), reason: e.reason, at: e.at }))}
          />
        </DetailSection>
      </div>
      <DecisionBar base={`/api/v1/admin/orders/${o._id}`} canApprove={held} canReject={held} rejectLabel={t('ad.cod.reject')} />
    </>
  )
}
