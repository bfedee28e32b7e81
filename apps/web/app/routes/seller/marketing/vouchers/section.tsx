import { Outlet } from 'react-router'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'

export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.nav.vouchers' }

/** `/ban-hang/ma-giam-gia/*`: the shop's vouchers (spec §2). */
export default function VouchersSection() {
  return <Outlet />
}
