import { useLoaderData } from 'react-router'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { SizeChartForm } from '#web/features/seller/size-charts/size-chart-form.tsx'
import type { Route } from './+types/edit.ts'
import type { loader } from './form.server.ts'

export { loader } from './form.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.size_charts.edit_title' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/ban-hang/quan-ly-size-chart/cap-nhat/{id}`: the chart edited; a change goes back to review. */
export default function EditSizeChart() {
  const { chart } = useLoaderData<typeof loader>()
  return <SizeChartForm key={chart?._id} chart={chart} />
}
