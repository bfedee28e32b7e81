import { Outlet } from 'react-router'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'

export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
/** `/ban-hang/tra-hang-hoan-tien/*`: the list and each request under one breadcrumb. */
export const handle: SellerHandle = { crumb: 'sc.nav.returns' }

export default function ReturnsSection() {
  return <Outlet />
}
