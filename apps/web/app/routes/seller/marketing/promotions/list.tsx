import { Plus } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import { KeywordSearch, ListRegion, MARKETING, StatusTabs } from '#web/features/seller/marketing/common.tsx'
import { createLinkClass, PromotionList, secondaryLinkClass } from '#web/features/seller/marketing/promotion-views.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { Route } from './+types/list.ts'
import type { loader as listLoader } from './list.server.ts'

export { loader } from './list.server.ts'
export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/ban-hang/chuong-trinh-cua-toi`: promotions by state (spec §4) with their results. */
export default function PromotionsPage() {
  const { page, filters } = useLoaderData<typeof listLoader>()
  const t = useSellerT()
  const { path } = MARKETING.promotions
  return (
    <>
      <PageHeader
        title={t('sc.nav.promotions')}
        description={t('sc.marketing.promo.intro')}
        actions={
          <>
            <Link to={`${path}/tao?type=product`} className={createLinkClass}>
              <Plus aria-hidden className="size-4" />
              {t('sc.marketing.promo.create_product')}
            </Link>
            <Link to={`${path}/tao?type=variant`} className={secondaryLinkClass}>
              <Plus aria-hidden className="size-4" />
              {t('sc.marketing.promo.create_variant')}
            </Link>
          </>
        }
      />
      <div className="flex flex-col gap-3">
        <StatusTabs counts={page.counts} active={filters.status} />
        <KeywordSearch placeholder={t('sc.marketing.promo.search')} />
        <ListRegion>
          <PromotionList page={page} filtered={Boolean(filters.status || filters.keyword)} />
        </ListRegion>
      </div>
    </>
  )
}
