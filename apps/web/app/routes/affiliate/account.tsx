import { useLoaderData } from 'react-router'
import { KolAccount } from '#web/features/affiliate/account.tsx'
import type { AffiliateHandle } from '#web/features/affiliate/shell.tsx'
import type { loader } from './account.server.ts'
import { KolOnly } from './kol-only.tsx'

export { loader } from './account.server.ts'
export { filtersStayInBrowser as shouldRevalidate } from '#web/features/affiliate/revalidate.ts'
export { AffiliateRouteError as ErrorBoundary } from './layout.tsx'
export const handle: AffiliateHandle = { crumb: 'aff.nav.account' }

/** `/tiep-thi-lien-ket/ca-nhan/thong-tin-tai-khoan` (spec §2): payout details and tax info. */
export default function AccountPage() {
  const { seed } = useLoaderData<typeof loader>()
  return (
    <KolOnly>
      <KolAccount seed={seed} />
    </KolOnly>
  )
}
