import { useLoaderData } from 'react-router'
import { CategoryDetail } from '#web/features/seller/marketing/category-detail.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { Route } from './+types/detail.ts'
import type { loader as itemLoader } from './item.server.ts'

export { loader } from './item.server.ts'
export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.marketing.crumb_detail' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/ban-hang/quan-ly-danh-muc/chi-tiet/{id}`. */
export default function CategoryDetailPage() {
  const { category } = useLoaderData<typeof itemLoader>()
  return (
    <>
      <PageHeader title={category.name} description={category.title} />
      <CategoryDetail category={category} />
    </>
  )
}
