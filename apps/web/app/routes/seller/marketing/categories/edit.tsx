import { useLoaderData } from 'react-router'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import { CategoryForm } from '#web/features/seller/marketing/category-form.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { Route } from './+types/edit.ts'
import type { loader as itemLoader } from './item.server.ts'

export { loader } from './item.server.ts'
export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.marketing.crumb_edit' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/ban-hang/quan-ly-danh-muc/cap-nhat/{id}`. */
export default function EditCategoryPage() {
  const { category } = useLoaderData<typeof itemLoader>()
  const t = useSellerT()
  return (
    <>
      <PageHeader title={t('sc.marketing.cat.edit_title', { name: category.name })} />
      <CategoryForm key={category._id} category={category} />
    </>
  )
}
