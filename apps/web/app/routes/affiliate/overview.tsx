import { useLoaderData } from 'react-router'
import { KolApplication } from '#web/features/affiliate/apply.tsx'
import { AffiliateDashboard } from '#web/features/affiliate/dashboard.tsx'
import { useIsKol } from './kol-only.tsx'
import type { loader } from './overview.server.ts'

export { loader } from './overview.server.ts'
export { filtersStayInBrowser as shouldRevalidate } from '#web/features/affiliate/revalidate.ts'
export { AffiliateRouteError as ErrorBoundary } from './layout.tsx'

/** `/tiep-thi-lien-ket`: a KOL's dashboard; for anyone else, the KOL application (both painted on the server). */
export default function AffiliateOverview() {
  const { dashboard, me } = useLoaderData<typeof loader>()
  return useIsKol() ? <AffiliateDashboard seed={dashboard} /> : <KolApplication seed={me} />
}
