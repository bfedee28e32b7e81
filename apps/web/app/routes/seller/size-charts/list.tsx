import { useLoaderData } from 'react-router'
import { SizeChartList } from '#web/features/seller/size-charts/size-chart-list.tsx'
import type { Route } from './+types/list.ts'
import type { loader } from './list.server.ts'

export { loader } from './list.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/ban-hang/quan-ly-size-chart` (spec §2): size charts in their review states. */
export default function SizeCharts() {
  const { charts } = useLoaderData<typeof loader>()
  return <SizeChartList charts={charts} />
}
