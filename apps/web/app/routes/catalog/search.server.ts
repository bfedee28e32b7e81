import type { TProductSearchPage } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { provinceNames, qs } from '#web/features/catalog/api.server.ts'
import { RESULTS_PER_PAGE, hasFilters, listingParams, listingQuery, readListing } from '#web/features/catalog/listing.server.ts'
import { pageKit } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'
import { understoodChips } from '#web/features/catalog/understood.server.ts'
import type { CategoryNode, Paged, ProductCard, ShopCard, Suggestions } from '#web/features/catalog/types.ts'

const emptyPage = <T>(): Paged<T> => ({ items: [], meta: { page: 1, limit: RESULTS_PER_PAGE, total: 0 } })

/**
 * `/tim-kiem?keyword=…`: results rendered on the server, with the filters, sort, tab and page
 * all in the URL. No keyword and no filter → the empty state (categories, suggestions).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, t, origin, url } = pageKit(request, context)
  const { data } = info
  const listing = readListing(url)
  const tab: 'product' | 'shop' = url.searchParams.get('tab') === 'shop' && listing.keyword ? 'shop' : 'product'
  const searching = Boolean(listing.keyword || hasFilters(listing))
  const query = listingParams(listing, RESULTS_PER_PAGE)

  const [categories, provinces] = await Promise.all([data.catalog.categories().catch(() => [] as CategoryNode[]), provinceNames(info)])
  let products = emptyPage<ProductCard>()
  let shops = emptyPage<ShopCard>()
  let productTotal = 0
  let suggestions: Suggestions | null = null
  let suggested: ProductCard[] = []

  if (searching && tab === 'product') {
    ;[products, shops] = await Promise.all([
      data.catalog.products(query),
      listing.keyword
        ? data.shops.search({ keyword: listing.keyword, limit: 3 }).catch(() => emptyPage<ShopCard>())
        : emptyPage<ShopCard>(),
    ])
    productTotal = products.meta.total
  } else if (searching) {
    ;[shops, productTotal] = await Promise.all([
      data.shops.search({ keyword: listing.keyword, page: listing.page, limit: RESULTS_PER_PAGE }),
      data.catalog
        .productCount(listingParams({ ...listing, page: 1 }, RESULTS_PER_PAGE))
        .then((r) => r.total)
        .catch(() => 0),
    ])
  }
  // Results for a typo-corrected keyword ("ao thung" → "ao thun"): say so, with a link to it (same filters)
  const correctedKeyword = (products.meta as TProductSearchPage['meta']).corrected_keyword
  const corrected = correctedKeyword
    ? {
        keyword: correctedKeyword,
        href: `/tim-kiem${listingQuery({ ...listing, keyword: correctedKeyword }, RESULTS_PER_PAGE, { limit: undefined, page: undefined })}`,
      }
    : null
  // What the keyword was read as (prices, colours, sizes, gender): removable chips
  const understood = tab === 'product' ? understoodChips(listing, (products.meta as TProductSearchPage['meta']).understood) : []
  // Nothing found (or nothing asked): other keywords that exist, and products to browse instead.
  if (!searching || (tab === 'product' && products.meta.total === 0)) {
    ;[suggestions, suggested] = await Promise.all([
      listing.keyword ? data.search.suggestions(listing.keyword).catch(() => null) : Promise.resolve(null),
      data.catalog
        .suggested({ page: 1, limit: 10 })
        .then((r) => r.items)
        .catch(() => [] as ProductCard[]),
    ])
  }

  const seo: Seo = {
    title: listing.keyword
      ? t('catalog.meta_title', { name: t('search.meta_title', { keyword: listing.keyword }) })
      : t('catalog.meta_title', { name: t('search.title') }),
    description: t('search.description'),
    url: `${origin}/tim-kiem${qs({ keyword: listing.keyword })}`,
    // Result pages change all the time and are endless: followed, not indexed.
    noindex: true,
    preload: products.items[0]?.images[0] ?? null,
  }
  return {
    meta: seoMeta(seo),
    listing,
    tab,
    searching,
    categories,
    provinces,
    products,
    shops,
    productTotal,
    corrected,
    understood,
    suggestions,
    suggested,
  }
}
