import { MessageSquareHeart } from 'lucide-react'
import { Link, useLoaderData, useLocation } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import { SellerReviewCard } from '#web/features/seller/reviews/review-card.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import type { Route } from './+types/reviews.ts'
import type { loader as reviewsLoader } from './reviews.server.ts'

export { loader } from './reviews.server.ts'
export { SellerRouteError as ErrorBoundary } from './layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.nav.reviews' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

/** `/ban-hang/danh-gia`: the shop's product reviews (all / not replied / replied, hearts, with photos) and the one reply to each. */
export default function SellerReviewsPage() {
  const { tab, rating, photos, reviews, meta } = useLoaderData<typeof reviewsLoader>()
  const t = useSellerT()
  const reloading = useReloading()
  const { pathname, search } = useLocation()
  const href = (change: Record<string, string | null>) => {
    const sp = new URLSearchParams(search)
    sp.delete('page')
    for (const [k, v] of Object.entries(change)) v === null ? sp.delete(k) : sp.set(k, v)
    const s = sp.toString()
    return `${pathname}${s ? `?${s}` : ''}`
  }
  const chip = (active: boolean) =>
    `inline-flex min-h-10 items-center rounded-full px-3 text-sm font-medium ring-1 ${active ? 'bg-brand-50 text-brand-700 ring-brand-600' : 'text-neutral-800 ring-neutral-300 hover:bg-neutral-100'}`
  return (
    <div>
      <PageHeader title={t('sc.nav.reviews')} description={t('sc.rv.description')} />
      <TabLinks
        label={t('sc.rv.tabs')}
        active={tab === 'unreplied' ? 'chua-phan-hoi' : tab === 'replied' ? 'da-phan-hoi' : 'all'}
        tabs={[
          { id: 'all', label: t('sc.rv.tab.all') },
          { id: 'chua-phan-hoi', label: t('sc.rv.tab.unreplied') },
          { id: 'da-phan-hoi', label: t('sc.rv.tab.replied') },
        ]}
      />
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('sc.rv.filters')} data-testid="seller-review-filters">
        <li>
          <Link
            to={href({ photos: photos ? null : '1' })}
            className={chip(photos)}
            aria-current={photos ? 'true' : undefined}
            preventScrollReset
          >
            {t('sc.rv.with_photos')}
          </Link>
        </li>
        {[5, 4, 3, 2, 1].map((n) => (
          <li key={n}>
            <Link
              to={href({ rating: rating === n ? null : String(n) })}
              className={chip(rating === n)}
              aria-current={rating === n ? 'true' : undefined}
              preventScrollReset
            >
              {t('sc.rv.hearts', { n })}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-3" aria-busy={reloading || undefined}>
        {reloading ? (
          <ListSkeleton rows={4} label={t('sc.rv.loading')} />
        ) : reviews.length === 0 ? (
          <EmptyState icon={MessageSquareHeart} title={t('sc.rv.empty_title')} body={t('sc.rv.empty_body')} />
        ) : (
          <ul className="flex flex-col gap-3" data-testid="seller-review-list">
            {reviews.map((r) => (
              <li key={r._id}>
                <SellerReviewCard review={r} />
              </li>
            ))}
          </ul>
        )}
        <Pagination meta={meta} />
      </div>
    </div>
  )
}
