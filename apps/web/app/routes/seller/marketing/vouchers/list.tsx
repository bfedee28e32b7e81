import { Plus } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import { KeywordSearch, ListRegion, MARKETING, StatusTabs } from '#web/features/seller/marketing/common.tsx'
import { createLinkClass, VoucherList } from '#web/features/seller/marketing/voucher-views.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { Route } from './+types/list.ts'
import type { loader as listLoader } from './list.server.ts'

export { loader } from './list.server.ts'
export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** `/ban-hang/ma-giam-gia`: the shop's vouchers by state (spec §4) with their use. */
export default function VouchersPage() {
  const { page, filters } = useLoaderData<typeof listLoader>()
  const t = useSellerT()
  return (
    <>
      <PageHeader
        title={t('sc.nav.vouchers')}
        description={t('sc.marketing.voucher.intro')}
        actions={
          <Link to={`${MARKETING.vouchers.path}/tao`} className={createLinkClass}>
            <Plus aria-hidden className="size-4" />
            {t('sc.marketing.voucher.create')}
          </Link>
        }
      />
      <div className="flex flex-col gap-3">
        <StatusTabs counts={page.counts} active={filters.status} />
        <KeywordSearch placeholder={t('sc.marketing.voucher.search')} />
        <ListRegion>
          <VoucherList page={page} filtered={Boolean(filters.status || filters.keyword)} />
        </ListRegion>
      </div>
    </>
  )
}
