import { Outlet } from 'react-router'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'

export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.nav.products' }

/** `/ban-hang/quan-ly-san-pham/*`: the products' screens share the breadcrumb "Quản lý sản phẩm". */
export default function ProductsSection() {
  return <Outlet />
}
