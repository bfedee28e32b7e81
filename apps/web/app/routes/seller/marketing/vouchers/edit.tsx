import { Link, useLoaderData } from 'react-router'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import { MARKETING } from '#web/features/seller/marketing/common.tsx'
import { VoucherForm } from '#web/features/seller/marketing/voucher-form.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { Route } from './+types/edit.ts'
import type { loader as itemLoader } from './item.server.ts'

export { loader } from './item.server.ts'
export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.marketing.crumb_edit' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/ban-hang/ma-giam-gia/cap-nhat/{id}`: an ended voucher is read-only (spec §4). */
export default function EditVoucherPage() {
  const { voucher } = useLoaderData<typeof itemLoader>()
  const t = useSellerT()
  return (
    <>
      <PageHeader title={t('sc.marketing.voucher.edit_title', { code: voucher.code })} />
      {voucher.status === 'ended' ? (
        <p className="rounded-lg bg-neutral-100 px-3 py-3 text-sm text-neutral-800">
          {t('sc.marketing.not_editable')}{' '}
          <Link to={`${MARKETING.vouchers.path}/chi-tiet/${voucher._id}`} className="font-semibold underline">
            {t('sc.marketing.back_to_detail')}
          </Link>
        </p>
      ) : (
        <VoucherForm key={voucher._id} voucher={voucher} />
      )}
    </>
  )
}
