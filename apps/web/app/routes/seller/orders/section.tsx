import { Outlet } from 'react-router'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'

export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
/** `/ban-hang/quan-ly-don-hang/*`: the list and each order under one breadcrumb. */
export const handle: SellerHandle = { crumb: 'sc.nav.orders' }

export default function OrdersSection() {
  return <Outlet />
}
