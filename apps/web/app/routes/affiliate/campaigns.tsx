import { CampaignList } from '#web/features/affiliate/campaigns.tsx'
import type { AffiliateHandle } from '#web/features/affiliate/shell.tsx'

export { AffiliateRouteError as ErrorBoundary } from './layout.tsx'
export const handle: AffiliateHandle = { crumb: 'aff.nav.campaigns' }

/** `/tiep-thi-lien-ket/chien-dich`: campaigns to join (a non-KOL sees them too, with the way to apply on each). */
export default function CampaignsPage() {
  return <CampaignList />
}
