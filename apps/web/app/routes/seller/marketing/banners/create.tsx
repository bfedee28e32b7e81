import { useSellerT } from '#web/features/seller/i18n/index.ts'
import { BannerForm } from '#web/features/seller/marketing/banner-form.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'

export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.marketing.crumb_create' }
export const meta = () => [{ title: 'Kênh người bán – Xinh' }]

/** `/ban-hang/quan-ly-banner/tao`. */
export default function CreateBannerPage() {
  const t = useSellerT()
  return (
    <>
      <PageHeader title={t('sc.marketing.banner.create')} description={t('sc.marketing.banner.form_intro')} />
      <BannerForm />
    </>
  )
}
