import { useLoaderData } from 'react-router'
import { CampaignList } from '#web/features/affiliate/campaigns.tsx'
import type { AffiliateHandle } from '#web/features/affiliate/shell.tsx'
import type { loader } from './campaigns.server.ts'
import { KolOnly } from './kol-only.tsx'

export { loader } from './campaigns.server.ts'
export { filtersStayInBrowser as shouldRevalidate } from '#web/features/affiliate/revalidate.ts'
export { AffiliateRouteError as ErrorBoundary } from './layout.tsx'
export const handle: AffiliateHandle = { crumb: 'aff.nav.campaigns' }

/** `/tiep-thi-lien-ket/chien-dich`: campaigns a KOL can join (each links to its public page). */
export default function CampaignsPage() {
  const { seed } = useLoaderData<typeof loader>()
  return (
    <KolOnly>
      <CampaignList seed={seed} />
    </KolOnly>
  )
}
