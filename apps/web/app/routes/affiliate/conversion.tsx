import { useParams } from 'react-router'
import { ConversionDetail } from '#web/features/affiliate/conversions.tsx'
import { KolOnly } from './kol-only.tsx'

export { AffiliateRouteError as ErrorBoundary } from './layout.tsx'

/** `/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi/{orderId}` (spec §2): why the order counted and how much. */
export default function ConversionPage() {
  const { orderId = '' } = useParams()
  return (
    <KolOnly>
      <ConversionDetail key={orderId} orderId={orderId} />
    </KolOnly>
  )
}
