import { useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { type AdminKey, useAdminT } from '#web/features/admin/i18n/index.ts'
import { DecisionBar } from '#web/features/admin/queue/decision-bar.tsx'
import { BackLink, DecidedLine, DetailSection } from '#web/features/admin/queue/detail.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { Route } from './+types/size-chart.ts'
import type { loader as detailLoader } from './size-chart.server.ts'

export { loader } from './size-chart.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.size_charts' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** One size chart as buyers would read it, and the decision. */
export default function SizeChartReviewPage() {
  const { chart: c } = useLoaderData<typeof detailLoader>()
  const t = useAdminT()
  const pending = c.status === 'pending'
  const columns = c.attributes
  return (
    <>
      <BackLink to="/admin/duyet-size-chart" />
      <PageHeader
        title={c.name}
        description={`${c.shop.name} · ${c.type}`}
        actions={
          <StatusBadge tone={pending ? 'info' : c.status === 'rejected' ? 'danger' : 'success'}>
            {t(`ad.q.status.${c.status}` as AdminKey)}
          </StatusBadge>
        }
      />
      <DecidedLine decided={c.decided} reason={c.rejection_reason} />
      <DetailSection title={c.name}>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Size
                </th>
                {columns.map((col) => (
                  <th key={col._id} scope="col" className="py-1 pr-3 font-medium">
                    {col.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {c.rows.map((row) => (
                <tr key={row.size_name} className="border-t border-neutral-200">
                  <th scope="row" className="py-1 pr-3 font-semibold">
                    {row.size_name}
                  </th>
                  {columns.map((col) => (
                    <td key={col._id} className="py-1 pr-3">
                      {row.size_values.find((v) => v.attribute_id === col._id)?.values ?? '—'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DetailSection>
      <DecisionBar base={`/api/v1/admin/size-charts/${c._id}`} approvePath="accept" canApprove={pending} canReject={pending} />
    </>
  )
}
