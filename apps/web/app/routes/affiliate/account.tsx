import { KolAccount } from '#web/features/affiliate/account.tsx'
import type { AffiliateHandle } from '#web/features/affiliate/shell.tsx'
import { KolOnly } from './kol-only.tsx'

export { AffiliateRouteError as ErrorBoundary } from './layout.tsx'
export const handle: AffiliateHandle = { crumb: 'aff.nav.account' }

/** `/tiep-thi-lien-ket/ca-nhan/thong-tin-tai-khoan` (spec §2): payout details and tax info. */
export default function AccountPage() {
  return (
    <KolOnly>
      <KolAccount />
    </KolOnly>
  )
}
