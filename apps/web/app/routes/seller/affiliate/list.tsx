import { useLoaderData } from 'react-router'
import { SellerCampaignList } from '#web/features/seller/affiliate/campaign-list.tsx'
import type { loader } from './list.server.ts'

export { loader } from './list.server.ts'
export { filtersStayInBrowser as shouldRevalidate } from '#web/features/affiliate/revalidate.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const meta = () => [{ title: 'Tiếp thị liên kết – Kênh người bán Xinh' }]

/** `/ban-hang/tiep-thi-lien-ket?state=&page=`. */
export default function SellerAffiliateCampaigns() {
  const { seed } = useLoaderData<typeof loader>()
  return <SellerCampaignList seed={seed} />
}
