import { SellerCampaignForm } from '#web/features/seller/affiliate/campaign-form.tsx'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'

export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.aff.crumb_create' }
export const meta = () => [{ title: 'Tạo chiến dịch – Kênh người bán Xinh' }]

/** `/ban-hang/tiep-thi-lien-ket/tao`. */
export default function CreateAffiliateCampaign() {
  const t = useSellerT()
  return (
    <>
      <PageHeader title={t('sc.aff.create_title')} description={t('sc.aff.rate_hint')} />
      <SellerCampaignForm />
    </>
  )
}
