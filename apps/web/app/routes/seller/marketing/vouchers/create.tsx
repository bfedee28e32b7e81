import { useSellerT } from '#web/features/seller/i18n/index.ts'
import { VoucherForm } from '#web/features/seller/marketing/voucher-form.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'

export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.marketing.crumb_create' }
export const meta = () => [{ title: 'Kênh người bán – Xinh' }]

/** `/ban-hang/ma-giam-gia/tao`. */
export default function CreateVoucherPage() {
  const t = useSellerT()
  return (
    <>
      <PageHeader title={t('sc.marketing.voucher.create')} description={t('sc.marketing.voucher.form_intro')} />
      <VoucherForm />
    </>
  )
}
