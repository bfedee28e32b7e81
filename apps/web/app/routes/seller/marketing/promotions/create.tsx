import type { PromotionType } from '@xinh/contracts'
import { useSearchParams } from 'react-router'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import { PromotionForm } from '#web/features/seller/marketing/promotion-form.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'

export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.marketing.crumb_create' }
export const meta = () => [{ title: 'Kênh người bán – Xinh' }]

/** `/ban-hang/chuong-trinh-cua-toi/tao?type=product|variant` (spec §2). */
export default function CreatePromotionPage() {
  const t = useSellerT()
  const [params] = useSearchParams()
  const type: PromotionType = params.get('type') === 'variant' ? 'variant' : 'product'
  return (
    <>
      <PageHeader title={t(type === 'variant' ? 'sc.marketing.promo.create_variant' : 'sc.marketing.promo.create_product')} />
      <PromotionForm key={type} type={type} />
    </>
  )
}
