import { useSellerT } from '#web/features/seller/i18n/index.ts'
import { CategoryForm } from '#web/features/seller/marketing/category-form.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'

export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.marketing.crumb_create' }
export const meta = () => [{ title: 'Kênh người bán – Xinh' }]

/** `/ban-hang/quan-ly-danh-muc/tao`. */
export default function CreateCategoryPage() {
  const t = useSellerT()
  return (
    <>
      <PageHeader title={t('sc.marketing.cat.create')} description={t('sc.marketing.cat.form_intro')} />
      <CategoryForm />
    </>
  )
}
