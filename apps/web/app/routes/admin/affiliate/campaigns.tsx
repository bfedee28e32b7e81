import { useLoaderData } from 'react-router'
import { PlatformCampaigns } from '#web/features/admin/affiliate/campaigns.tsx'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import type { loader } from './campaigns.server.ts'

export { loader } from './campaigns.server.ts'
export { filtersStayInBrowser as shouldRevalidate } from '#web/features/affiliate/revalidate.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.aff_campaigns' }
export const meta = () => [{ title: 'Tiếp thị liên kết – Quản trị Xinh' }]

/** Issue 18 (affweb): an affiliate admin's screen (roles admin and affiliate_admin; the API checks again). */
export default function Page() {
  const { seed, settings } = useLoaderData<typeof loader>()
  return <PlatformCampaigns seed={seed} settings={settings} />
}
