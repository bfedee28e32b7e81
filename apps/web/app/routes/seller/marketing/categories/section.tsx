import { Outlet } from 'react-router'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'

export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.nav.categories' }

/** `/ban-hang/quan-ly-danh-muc/*`: the shop's own categories (spec §2). */
export default function CategoriesSection() {
  return <Outlet />
}
