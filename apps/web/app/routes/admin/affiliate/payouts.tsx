import { useLoaderData } from 'react-router'
import { AffiliatePayouts } from '#web/features/admin/affiliate/payouts.tsx'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import type { loader } from './payouts.server.ts'

export { loader } from './payouts.server.ts'
export { filtersStayInBrowser as shouldRevalidate } from '#web/features/affiliate/revalidate.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.aff_payouts' }
export const meta = () => [{ title: 'Tiếp thị liên kết – Quản trị Xinh' }]

/** Issue 18 (affweb): an affiliate admin's screen (roles admin and affiliate_admin; the API checks again). */
export default function Page() {
  const { seed } = useLoaderData<typeof loader>()
  return <AffiliatePayouts seed={seed} />
}
