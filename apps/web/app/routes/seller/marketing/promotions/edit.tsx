import type { PromotionType } from '@xinh/contracts'
import { Link, useLoaderData, useSearchParams } from 'react-router'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import { MARKETING } from '#web/features/seller/marketing/common.tsx'
import { PromotionForm } from '#web/features/seller/marketing/promotion-form.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { Route } from './+types/edit.ts'
import type { loader as itemLoader } from './item.server.ts'

export { loader } from './item.server.ts'
export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.marketing.crumb_edit' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/ban-hang/chuong-trinh-cua-toi/cap-nhat/{id}?type=`: an ended promotion is read-only (spec §4). */
export default function EditPromotionPage() {
  const { promotion } = useLoaderData<typeof itemLoader>()
  const t = useSellerT()
  const [params] = useSearchParams()
  // a promotion with items keeps its own type; an empty one takes the URL's
  const type: PromotionType = promotion.items.length ? promotion.type : params.get('type') === 'variant' ? 'variant' : 'product'
  return (
    <>
      <PageHeader title={t('sc.marketing.promo.edit_title', { name: promotion.name })} />
      {promotion.status === 'ended' ? (
        <p className="rounded-lg bg-neutral-100 px-3 py-3 text-sm text-neutral-800">
          {t('sc.marketing.not_editable')}{' '}
          <Link to={`${MARKETING.promotions.path}/chi-tiet/${promotion._id}?type=${promotion.type}`} className="font-semibold underline">
            {t('sc.marketing.back_to_detail')}
          </Link>
        </p>
      ) : (
        <PromotionForm key={promotion._id} promotion={promotion} type={type} />
      )}
    </>
  )
}
