import { useLoaderData } from 'react-router'
import { ConversionList } from '#web/features/affiliate/conversions.tsx'
import type { loader } from './conversions.server.ts'
import { KolOnly } from './kol-only.tsx'

export { loader } from './conversions.server.ts'
export { filtersStayInBrowser as shouldRevalidate } from '#web/features/affiliate/revalidate.ts'
export { AffiliateRouteError as ErrorBoundary } from './layout.tsx'

/** `/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi?status=&page=` (spec §2). */
export default function ConversionsPage() {
  const { seed } = useLoaderData<typeof loader>()
  return (
    <KolOnly>
      <ConversionList seed={seed} />
    </KolOnly>
  )
}
