import { ConversionList } from '#web/features/affiliate/conversions.tsx'
import { KolOnly } from './kol-only.tsx'

export { AffiliateRouteError as ErrorBoundary } from './layout.tsx'

/** `/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi?status=&page=` (spec §2). */
export default function ConversionsPage() {
  return (
    <KolOnly>
      <ConversionList />
    </KolOnly>
  )
}
