import { SellerCampaignList } from '#web/features/seller/affiliate/campaign-list.tsx'

export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const meta = () => [{ title: 'Tiếp thị liên kết – Kênh người bán Xinh' }]

/** `/ban-hang/tiep-thi-lien-ket?state=&page=`. */
export default function SellerAffiliateCampaigns() {
  return <SellerCampaignList />
}
