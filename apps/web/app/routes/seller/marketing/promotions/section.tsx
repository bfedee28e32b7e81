import { Outlet } from 'react-router'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'

export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.nav.promotions' }

/** `/ban-hang/chuong-trinh-cua-toi/*`: the shop's promotions (spec §2). */
export default function PromotionsSection() {
  return <Outlet />
}
