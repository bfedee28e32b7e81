import type { LoaderFunctionArgs } from 'react-router'
import { notFoundOnMissing, provinceNames, requireId } from '#web/features/catalog/api.server.ts'
import { RESULTS_PER_PAGE, hasFilters, listingParams, readListing } from '#web/features/catalog/listing.server.ts'
import { breadcrumbLd, pageKit } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'

/** `/nganh-hang/{id}`: a category's products with the search filters and sorts, and its breadcrumb. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = requireId(params.id)
  const { info, t, origin, abs, url } = pageKit(request, context)
  const listing = { ...readListing(url), keyword: undefined, category_id: id }
  const [category, products, provinces] = await Promise.all([
    info.data.catalog.category(id).catch(notFoundOnMissing),
    info.data.catalog.products(listingParams(listing, RESULTS_PER_PAGE)),
    provinceNames(info),
  ])
  const trail = category.breadcrumb.length ? category.breadcrumb : [{ _id: category._id, name: category.name }]
  const canonical = `${origin}/nganh-hang/${id}${listing.page > 1 ? `?page=${listing.page}` : ''}`
  const seo: Seo = {
    title: t('catalog.meta_title', { name: category.name }),
    description: t('category.description', { name: category.name, count: products.meta.total }),
    url: canonical,
    image: abs(products.items[0]?.images[0]),
    // A filtered or re-sorted copy of the category is not a page of its own.
    noindex: hasFilters({ ...listing, category_id: undefined }) || listing.sort !== 'relevance',
    preload: products.items[0]?.images[0] ?? null,
  }
  const jsonLd = breadcrumbLd([
    { name: t('header.home'), url: `${origin}/` },
    ...trail.map((c) => ({ name: c.name, url: `${origin}/nganh-hang/${c._id}` })),
  ])
  return {
    meta: seoMeta(seo),
    jsonLd,
    category: { ...category, breadcrumb: trail },
    listing,
    products,
    provinces,
  }
}
