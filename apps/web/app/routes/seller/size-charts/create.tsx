import { useLoaderData } from 'react-router'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { SizeChartForm } from '#web/features/seller/size-charts/size-chart-form.tsx'
import type { Route } from './+types/create.ts'
import type { loader } from './form.server.ts'

export { loader } from './form.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.size_charts.create_title' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/ban-hang/quan-ly-size-chart/tao?type=`: a new size chart from the type's template. */
export default function CreateSizeChart() {
  const { type } = useLoaderData<typeof loader>()
  return <SizeChartForm key={type ?? 'top'} type={type} />
}
