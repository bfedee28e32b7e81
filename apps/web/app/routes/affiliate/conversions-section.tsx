import { Outlet } from 'react-router'
import type { AffiliateHandle } from '#web/features/affiliate/shell.tsx'

export { AffiliateRouteError as ErrorBoundary } from './layout.tsx'
export const handle: AffiliateHandle = { crumb: 'aff.nav.conversions' }

/** `/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi/*`: the list and an order's explanation under one breadcrumb. */
export default function ConversionsSection() {
  return <Outlet />
}
