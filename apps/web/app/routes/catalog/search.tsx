import { SearchX } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useLoaderData } from 'react-router'
import { Filters } from '#web/features/catalog/filters.tsx'
import { formatTotal } from '#web/features/catalog/format.ts'
import { Pagination, ProductGrid, ShopList, SortBar } from '#web/features/catalog/islands.tsx'
import { rememberSearch } from '#web/features/catalog/recent.ts'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { UnderstoodChips } from '#web/features/catalog/understood-chips.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { track } from '#web/features/tracking/track.ts'
import { useT } from '#web/lib/i18n/index.ts'
import type { Route } from './+types/search.ts'
import type { loader as searchLoader } from './search.server.ts'

export { loader } from './search.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

export const ErrorBoundary = CatalogError

const NARROW = 'grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4'

export default function SearchPage() {
  const d = useLoaderData<typeof searchLoader>()
  const t = useT()
  const { listing, tab, provinces } = d
  const keyword = listing.keyword ?? ''
  useEffect(() => rememberSearch(keyword), [keyword])
  // trackwire (issue 18): the search and what it found (the tab's total)
  const found = tab === 'shop' ? d.shops.meta.total : d.productTotal
  useEffect(() => {
    if (keyword && d.searching) track('SearchKeyword', { metadata: { keyword: keyword.slice(0, 200), results: found, tab } })
  }, [keyword, found, tab, d.searching])
  const tabHref = (to: 'product' | 'shop') => `/tim-kiem?keyword=${encodeURIComponent(keyword)}${to === 'shop' ? '&tab=shop' : ''}`
  const tabClass = (on: boolean) =>
    `flex min-h-11 items-center gap-1.5 border-b-2 px-4 font-semibold ${on ? 'border-brand-600 text-brand-700' : 'border-transparent text-neutral-700 hover:text-neutral-900'}`

  if (!d.searching)
    return (
      <div className="flex flex-col gap-8">
        <section className="flex flex-col items-center gap-2 py-6 text-center">
          <h1 className="text-2xl font-bold">{t('search.empty_title')}</h1>
          <p className="max-w-lg text-neutral-700">{t('search.empty_body')}</p>
        </section>
        <CategoryChips categories={d.categories} />
        {d.suggested.length > 0 && (
          <section aria-labelledby="search-suggested">
            <h2 id="search-suggested" className="mb-3 text-lg font-bold">
              {t('home.suggested')}
            </h2>
            <ProductGrid items={d.suggested} provinces={provinces} />
          </section>
        )}
      </div>
    )

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-bold sm:text-2xl">{keyword ? t('search.results_for', { keyword }) : t('search.filters')}</h1>
        <p className="text-sm text-neutral-600" data-testid="result-count">
          {t('catalog.count', { count: formatTotal(d.productTotal, t.lang) })}
        </p>
        {tab === 'product' && d.corrected && <CorrectedKeyword {...d.corrected} />}
        {tab === 'product' && <UnderstoodChips chips={d.understood} />}
      </div>
      {keyword && (
        <nav aria-label={t('search.title')} className="border-b border-neutral-200">
          <ul className="flex">
            <li>
              <Link to={tabHref('product')} aria-current={tab === 'product' ? 'page' : undefined} className={tabClass(tab === 'product')}>
                {t('search.tab_products')} <span className="text-sm font-normal">({formatTotal(d.productTotal, t.lang)})</span>
              </Link>
            </li>
            <li>
              <Link to={tabHref('shop')} aria-current={tab === 'shop' ? 'page' : undefined} className={tabClass(tab === 'shop')}>
                {t('search.tab_shops')} <span className="text-sm font-normal">({formatTotal(d.shops.meta.total, t.lang)})</span>
              </Link>
            </li>
          </ul>
        </nav>
      )}

      {tab === 'shop' ? (
        <section aria-label={t('search.tab_shops')}>
          {d.shops.items.length ? (
            <ShopList shops={d.shops.items} provinces={provinces} className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3" />
          ) : (
            <p className="py-10 text-center text-neutral-700">{t('search.shops_empty', { keyword })}</p>
          )}
          <Pagination meta={d.shops.meta} />
        </section>
      ) : (
        <div className="grid gap-4 md:grid-cols-[15rem_minmax(0,1fr)] md:items-start">
          <Filters
            state={listing}
            categories={d.categories}
            provinces={provinces}
            active={Boolean(
              listing.category_id ||
                listing.price_min ||
                listing.price_max ||
                listing.rating_min ||
                listing.has_promotion ||
                listing.location,
            )}
          />
          <div className="flex min-w-0 flex-col gap-4">
            {listing.page === 1 && d.shops.items.length > 0 && (
              <section aria-labelledby="related-shops">
                <h2 id="related-shops" className="mb-2 text-sm font-semibold text-neutral-700">
                  {t('search.related_shops')}
                </h2>
                <ShopList shops={d.shops.items} provinces={provinces} className="grid grid-cols-1 gap-2 lg:grid-cols-3" />
              </section>
            )}
            {d.products.meta.total > 0 && <SortBar sort={listing.sort} />}
            {d.products.items.length ? (
              <section aria-label={t('search.tab_products')}>
                <ProductGrid items={d.products.items} provinces={provinces} position="Search" eager={2} className={NARROW} />
                <Pagination meta={d.products.meta} />
              </section>
            ) : (
              <>
                <NoResults keyword={keyword} suggestions={d.suggestions?.keywords ?? []} />
                <CategoryChips categories={d.categories} />
              </>
            )}
          </div>
        </div>
      )}

      {d.suggested.length > 0 && (
        <section aria-labelledby="search-suggested" className="mt-4">
          <h2 id="search-suggested" className="mb-3 text-lg font-bold">
            {t('home.suggested')}
          </h2>
          <ProductGrid items={d.suggested} provinces={provinces} />
        </section>
      )}
    </div>
  )
}

/** "Showing results for “áo thun”" when the keyword as typed found nothing, linking to the corrected search. */
function CorrectedKeyword({ keyword, href }: { keyword: string; href: string }) {
  const t = useT()
  const [before, after] = t('search.corrected', { keyword: '\u0000' }).split('\u0000')
  return (
    <p className="text-sm text-neutral-700" data-testid="corrected-keyword">
      {before}
      <Link to={href} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600">
        {keyword}
      </Link>
      {after}
    </p>
  )
}

function NoResults({ keyword, suggestions }: { keyword: string; suggestions: string[] }) {
  const t = useT()
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-2xl bg-white px-4 py-10 text-center ring-1 ring-neutral-200"
      data-testid="no-results"
    >
      <SearchX aria-hidden className="size-12 text-neutral-400" />
      <h2 className="text-lg font-semibold">{keyword ? t('search.no_results', { keyword }) : t('catalog.empty')}</h2>
      <p className="max-w-md text-sm text-neutral-700">{t('search.no_results_tips')}</p>
      {suggestions.length > 0 && (
        <div className="flex flex-col items-center gap-2">
          <h3 className="text-sm font-semibold">{t('search.suggestions')}</h3>
          <ul className="flex flex-wrap justify-center gap-2">
            {suggestions.slice(0, 8).map((k) => (
              <li key={k}>
                <Link
                  to={`/tim-kiem?keyword=${encodeURIComponent(k)}`}
                  className="flex min-h-10 items-center rounded-full bg-neutral-100 px-3.5 text-sm hover:bg-brand-50"
                >
                  {k}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

function CategoryChips({
  categories,
}: {
  categories: Array<{ _id: string; name: string; children: Array<{ _id: string; name: string }> }>
}) {
  const t = useT()
  if (!categories.length) return null
  return (
    <section aria-labelledby="search-categories">
      <h2 id="search-categories" className="mb-3 text-lg font-bold">
        {t('search.try_categories')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {categories
          .flatMap((c) => [c, ...c.children])
          .map((c) => (
            <li key={c._id}>
              <Link
                to={`/nganh-hang/${c._id}`}
                className="flex min-h-10 items-center rounded-full bg-white px-4 text-sm ring-1 ring-neutral-200 hover:ring-brand-600"
              >
                {c.name}
              </Link>
            </li>
          ))}
      </ul>
    </section>
  )
}
