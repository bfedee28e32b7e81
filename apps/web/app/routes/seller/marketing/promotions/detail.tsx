import { useLoaderData } from 'react-router'
import { PromotionDetail } from '#web/features/seller/marketing/promotion-views.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { Route } from './+types/detail.ts'
import type { loader as itemLoader } from './item.server.ts'

export { loader } from './item.server.ts'
export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.marketing.crumb_detail' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/ban-hang/chuong-trinh-cua-toi/chi-tiet/{id}?type=`. */
export default function PromotionDetailPage() {
  const { promotion } = useLoaderData<typeof itemLoader>()
  return (
    <>
      <PageHeader title={promotion.name} description={promotion.description ?? undefined} />
      <PromotionDetail promotion={promotion} />
    </>
  )
}
