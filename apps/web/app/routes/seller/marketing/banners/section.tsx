import { Outlet } from 'react-router'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'

export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.nav.banners' }

/** `/ban-hang/quan-ly-banner/*`: the shop's banners (spec §2). */
export default function BannersSection() {
  return <Outlet />
}
