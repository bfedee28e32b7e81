import { useEffect } from 'react'
import { Link, useLoaderData } from 'react-router'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { Filters } from '#web/features/catalog/filters.tsx'
import { formatTotal } from '#web/features/catalog/format.ts'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { Pagination, ProductGrid, SortBar } from '#web/features/catalog/islands.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { track } from '#web/features/tracking/track.ts'
import { useT } from '#web/lib/i18n/index.ts'
import type { loader as categoryLoader } from './category.server.ts'
import type { Route } from './+types/category.ts'

export { loader } from './category.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

export const ErrorBoundary = CatalogError

export default function CategoryPage() {
  const { category, listing, products, provinces, jsonLd } = useLoaderData<typeof categoryLoader>()
  const t = useT()
  const trail = category.breadcrumb.map((c, i) => ({
    name: c.name,
    to: i < category.breadcrumb.length - 1 ? `/nganh-hang/${c._id}` : undefined,
  }))
  const siblings = category.children.length ? category.children : []
  // trackwire (issue 18): a category's page
  useEffect(() => track('ViewCategory', { object_id: category._id, metadata: { name: category.name } }), [category._id, category.name])
  const active = Boolean(listing.price_min || listing.price_max || listing.rating_min || listing.has_promotion || listing.location)
  return (
    <div className="flex flex-col gap-4">
      <JsonLd data={jsonLd} />
      <div>
        <Breadcrumb items={trail} />
        <h1 className="text-2xl font-bold">{category.name}</h1>
        <p className="text-sm text-neutral-600">{t('catalog.count', { count: formatTotal(products.meta.total, t.lang) })}</p>
      </div>
      {siblings.length > 0 && (
        <nav aria-label={t('category.subcategories')}>
          <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
            {siblings.map((c) => (
              <li key={c._id} className="shrink-0">
                <Link
                  to={`/nganh-hang/${c._id}`}
                  className="flex min-h-10 items-center rounded-full bg-white px-4 text-sm ring-1 ring-neutral-200 hover:ring-brand-600"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="grid gap-4 md:grid-cols-[15rem_minmax(0,1fr)] md:items-start">
        <Filters state={listing} provinces={provinces} active={active} />
        <div className="flex min-w-0 flex-col gap-4">
          <SortBar sort={listing.sort} />
          {products.items.length ? (
            <>
              <ProductGrid
                items={products.items}
                provinces={provinces}
                position="Category"
                eager={2}
                className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4"
              />
              <Pagination meta={products.meta} />
            </>
          ) : (
            <p className="rounded-2xl bg-white py-12 text-center text-neutral-700 ring-1 ring-neutral-200">{t('catalog.empty')}</p>
          )}
        </div>
      </div>
    </div>
  )
}
