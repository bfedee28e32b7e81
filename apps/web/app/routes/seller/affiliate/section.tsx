import { Outlet } from 'react-router'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'

export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.nav.affiliate' }

/** `/ban-hang/tiep-thi-lien-ket/*`: the shop's affiliate campaigns (issue 18). */
export default function AffiliateSection() {
  return <Outlet />
}
