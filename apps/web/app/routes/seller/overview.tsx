import { useLoaderData } from 'react-router'
import { DashboardView } from '#web/features/seller/dashboard/dashboard-view.tsx'
import { FunnelCard } from '#web/features/seller/dashboard/funnel-card.tsx'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { loader as overviewLoader } from './overview.server.ts'

export { loader } from './overview.server.ts'
export { SellerRouteError as ErrorBoundary } from './layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.nav.overview' }
export const meta = () => [{ title: 'Kênh người bán – Xinh' }]

/** `/ban-hang/tong-quan` — the dashboard: sales of a period, to-do cards, performance, the sales report. */
export default function SellerOverview() {
  const { data, todo, funnel, reportHref } = useLoaderData<typeof overviewLoader>()
  const t = useSellerT()
  return (
    <>
      <PageHeader title={t('sc.nav.overview')} description={t('sc.dash.description')} />
      <DashboardView data={data} todo={todo} reportHref={reportHref} />
      <FunnelCard funnel={funnel} />
    </>
  )
}
