import { CampaignList } from '#web/features/affiliate/campaigns.tsx'
import type { AffiliateHandle } from '#web/features/affiliate/shell.tsx'
import { KolOnly } from './kol-only.tsx'

export { AffiliateRouteError as ErrorBoundary } from './layout.tsx'
export const handle: AffiliateHandle = { crumb: 'aff.nav.campaigns' }

/** `/tiep-thi-lien-ket/chien-dich`: campaigns a KOL can join (each links to its public page). */
export default function CampaignsPage() {
  return (
    <KolOnly>
      <CampaignList />
    </KolOnly>
  )
}
