import { keywordWithout, type TUnderstood } from '@xinh/contracts'
import { type Listing, listingQuery, RESULTS_PER_PAGE } from './listing.server.ts'
import type { UnderstoodChip } from './types.ts'

/**
 * The filters the search understood from the keyword (price, colours, sizes, gender; API
 * `meta.understood`, decision 008), each with the search without it: the same URL with the words
 * it came from taken out of the keyword (other filters, sort and tab kept, back to page 1).
 */
export function understoodChips(listing: Listing, understood: TUnderstood | undefined): UnderstoodChip[] {
  const keyword = listing.keyword
  if (!keyword || !understood) return []
  const without = (part: 'price' | 'color' | 'size' | 'gender', value?: string) =>
    `/tim-kiem${listingQuery({ ...listing, keyword: keywordWithout(keyword, part, value) || undefined, page: 1 }, RESULTS_PER_PAGE, {
      limit: undefined,
      page: undefined,
    })}`
  const chips: UnderstoodChip[] = []
  if (understood.price_min !== null || understood.price_max !== null)
    chips.push({ kind: 'price', min: understood.price_min, max: understood.price_max, href: without('price') })
  for (const color of understood.colors) chips.push({ kind: 'color', color, href: without('color', color) })
  for (const size of understood.sizes) chips.push({ kind: 'size', size, href: without('size', size) })
  if (understood.gender) chips.push({ kind: 'gender', gender: understood.gender, href: without('gender') })
  return chips
}
