import { KolApplication } from '#web/features/affiliate/apply.tsx'
import { AffiliateDashboard } from '#web/features/affiliate/dashboard.tsx'
import { useIsKol } from './kol-only.tsx'

export { AffiliateRouteError as ErrorBoundary } from './layout.tsx'

/** `/tiep-thi-lien-ket`: a KOL's dashboard; for anyone else, the KOL application. */
export default function AffiliateOverview() {
  return useIsKol() ? <AffiliateDashboard /> : <KolApplication />
}
