import { Plus } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import { BannerList, createLinkClass } from '#web/features/seller/marketing/banner-views.tsx'
import { KeywordSearch, ListRegion, MARKETING, StatusTabs } from '#web/features/seller/marketing/common.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { Route } from './+types/list.ts'
import type { loader as listLoader } from './list.server.ts'

export { loader } from './list.server.ts'
export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/ban-hang/quan-ly-banner`: banners by state (spec §4), newest first. */
export default function BannersPage() {
  const { page, filters } = useLoaderData<typeof listLoader>()
  const t = useSellerT()
  return (
    <>
      <PageHeader
        title={t('sc.nav.banners')}
        description={t('sc.marketing.banner.intro')}
        actions={
          <Link to={`${MARKETING.banners.path}/tao`} className={createLinkClass}>
            <Plus aria-hidden className="size-4" />
            {t('sc.marketing.banner.create')}
          </Link>
        }
      />
      <div className="flex flex-col gap-3">
        <StatusTabs counts={page.counts} active={filters.status} />
        <KeywordSearch placeholder={t('sc.marketing.banner.search')} />
        <ListRegion>
          <BannerList page={page} filtered={Boolean(filters.status || filters.keyword)} />
        </ListRegion>
      </div>
    </>
  )
}
