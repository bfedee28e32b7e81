import { useLoaderData, useParams } from 'react-router'
import { ConversionDetail } from '#web/features/affiliate/conversions.tsx'
import type { loader } from './conversion.server.ts'
import { KolOnly } from './kol-only.tsx'

export { loader } from './conversion.server.ts'
export { filtersStayInBrowser as shouldRevalidate } from '#web/features/affiliate/revalidate.ts'
export { AffiliateRouteError as ErrorBoundary } from './layout.tsx'

/** `/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi/{orderId}` (spec §2): why the order counted and how much. */
export default function ConversionPage() {
  const { orderId = '' } = useParams()
  const { seed } = useLoaderData<typeof loader>()
  return (
    <KolOnly>
      <ConversionDetail key={orderId} orderId={orderId} seed={seed} />
    </KolOnly>
  )
}
