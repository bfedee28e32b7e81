import { RETURN_STATUS_LABELS, SELLER_RETURN_TABS } from '@xinh/contracts'
import { Undo2 } from 'lucide-react'
import { useLoaderData } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import { ReturnCard } from '#web/features/seller/orders/return-card.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import type { Route } from './+types/returns.ts'
import type { loader as returnsLoader } from './returns.server.ts'

export { loader } from './returns.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

/**
 * `/ban-hang/tra-hang-hoan-tien` (spec §2 "refund requests"): the shop's return-and-refund
 * requests by state with counts, each with whose move it is and the deadline — the seller answers
 * before theirs, or the request goes to a Xinh admin.
 */
export default function SellerReturnsPage() {
  const { tab, requests, meta, counts } = useLoaderData<typeof returnsLoader>()
  const t = useSellerT()
  const reloading = useReloading()
  const label = (id: (typeof SELLER_RETURN_TABS)[number]) => (id === 'all' ? t('sc.returns.tab.all') : RETURN_STATUS_LABELS[id][t.lang])
  return (
    <div>
      <PageHeader title={t('sc.returns.title')} description={t('sc.returns.description')} />
      <TabLinks
        label={t('sc.returns.tabs')}
        active={tab}
        tabs={SELLER_RETURN_TABS.map((id) => ({ id, label: label(id), count: id === 'all' ? undefined : counts[id] }))}
      />
      <div className="mt-3" aria-busy={reloading || undefined}>
        {reloading ? (
          <ListSkeleton rows={4} label={t('sc.returns.loading')} />
        ) : requests.length === 0 ? (
          tab === 'all' ? (
            <EmptyState icon={Undo2} title={t('sc.returns.empty.all_title')} body={t('sc.returns.empty.all_body')} />
          ) : (
            <EmptyState
              icon={Undo2}
              title={t('sc.returns.empty.tab_title', { tab: label(tab) })}
              body={tab === 'requested' ? t('sc.returns.empty.requested') : t('sc.returns.empty.tab_body')}
            />
          )
        ) : (
          <ul className="flex flex-col gap-3" data-testid="return-list">
            {requests.map((r) => (
              <li key={r._id}>
                <ReturnCard request={r} />
              </li>
            ))}
          </ul>
        )}
        <Pagination meta={meta} />
      </div>
    </div>
  )
}
