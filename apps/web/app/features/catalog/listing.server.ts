import { PRODUCT_SORTS, type ProductSort } from '@xinh/contracts'
import { isId, qs } from './api.server.ts'

export type Listing = {
  keyword?: string
  category_id?: string
  price_min?: number
  price_max?: number
  rating_min?: number
  has_promotion?: boolean
  location?: string
  sort: ProductSort
  page: number
}

const int = (v: string | null, max = 500_000_000) => (v && /^\d{1,9}$/.test(v) && Number(v) <= max ? Number(v) : undefined)

/**
 * Filters, sort and page from the page URL (what the GET filter form and the sort links write).
 * Anything malformed is dropped instead of failing the page. `location` may repeat (checkboxes)
 * or be comma-separated (the API form).
 */
export function readListing(url: URL): Listing {
  const sp = url.searchParams
  const keyword = sp.get('keyword')?.trim().slice(0, 100) || undefined
  const category = sp.get('category_id') ?? undefined
  const rating = int(sp.get('rating_min'), 5)
  const locations = sp
    .getAll('location')
    .flatMap((v) => v.split(','))
    .filter((c) => /^\d{2}$/.test(c))
  const sort = sp.get('sort') as ProductSort
  let price_min = int(sp.get('price_min'))
  let price_max = int(sp.get('price_max'))
  if (price_min !== undefined && price_max !== undefined && price_min > price_max) [price_min, price_max] = [price_max, price_min]
  return {
    keyword,
    category_id: isId(category) ? category : undefined,
    price_min,
    price_max,
    rating_min: rating && rating >= 1 ? rating : undefined,
    has_promotion: ['1', 'true', 'on'].includes(sp.get('has_promotion') ?? '') || undefined,
    location: locations.length ? [...new Set(locations)].join(',') : undefined,
    sort: PRODUCT_SORTS.includes(sort) ? sort : 'relevance',
    page: Math.min(int(sp.get('page')) || 1, 1000),
  }
}

/** The listing as the products read's query (`limit` per page; `sort=relevance` is the default and left out). */
export function listingParams(l: Listing, limit: number) {
  const params: Record<string, string | number> = { limit }
  for (const [k, v] of Object.entries({
    ...l,
    sort: l.sort === 'relevance' ? undefined : l.sort,
    has_promotion: l.has_promotion ? 'true' : undefined,
  }))
    if (v !== undefined && v !== null && v !== '') params[k] = v as string | number
  return params
}

/** The same as a query string (links to a listing; `extra` overrides or removes parameters). */
export function listingQuery(l: Listing, limit: number, extra: Record<string, string | undefined> = {}) {
  return qs({ ...listingParams(l, limit), ...extra })
}

/** Whether any filter (not the keyword, sort or page) is set. */
export const hasFilters = (l: Listing) =>
  Boolean(l.category_id || l.price_min !== undefined || l.price_max !== undefined || l.rating_min || l.has_promotion || l.location)

/** Products per page on search and category result pages (see docs/STATUS.md for the choice). */
export const RESULTS_PER_PAGE = 20
