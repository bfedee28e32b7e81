import { History } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { ProductCard } from '#web/features/catalog/product-card.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import type { Route } from './+types/seen.ts'
import type { loader as seenLoader } from './seen.server.ts'

export { loader } from './seen.server.ts'
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]
export const ErrorBoundary = CatalogError

/** Recently viewed products: the product cards of the catalogue, newest view first. */
export default function SeenPage() {
  const { items, meta, provinces } = useLoaderData<typeof seenLoader>()
  const t = useT()
  const reloading = useReloading()
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t('acct.seen_title')}</h1>
      {reloading ? (
        <ListSkeleton label={t('common.loading')} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={History}
          title={t('acct.seen_empty_title')}
          body={t('acct.seen_empty_body')}
          action={
            <Link
              to="/"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('acct.browse')}
            </Link>
          }
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="seen-products">
          {items.map((p) => (
            <ProductCard key={p._id} p={p} provinces={provinces} />
          ))}
        </ul>
      )}
      <Pagination meta={meta} />
    </div>
  )
}
