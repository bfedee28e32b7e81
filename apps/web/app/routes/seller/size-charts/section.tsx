import { Outlet } from 'react-router'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'

export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.nav.size_charts' }

/** `/ban-hang/quan-ly-size-chart/*`: the size charts' screens share the breadcrumb "Bảng kích thước". */
export default function SizeChartsSection() {
  return <Outlet />
}
