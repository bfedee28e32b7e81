import {
  COLOR_TERMS,
  GENDER_NOT_TERMS,
  GENDER_TERMS,
  hasUnderstoodFilters,
  type TUnderstood,
  type Understanding,
  understandQuery,
} from '@xinh/contracts'

/**
 * Query understanding on the server (decision 008): the contracts parser (`understandQuery`, shared
 * with the web and the shopping assistant) plus what product search filters on. Owned by the
 * search module; catalog applies the filters to its own tables.
 */

/** What an understood query filters on, as the words products show it with. */
export type UnderstoodFilters = {
  priceMin?: number
  priceMax?: number
  /** Any of these words in the name or an option (any of the colours asked for). */
  colorTerms?: string[]
  /** Any of these words in an option. */
  sizeTerms?: string[]
  /** Any of these words in the name or its category's (or an ancestor's) name… */
  genderTerms?: string[]
  /** …once these phrases are taken out of it ("Việt Nam"). */
  genderNotTerms?: string[]
}

const SIZE_ALIASES: Record<string, string[]> = {
  XXL: ['xxl', '2xl'],
  XXXL: ['xxxl', '3xl'],
  FREESIZE: ['freesize', 'free size'],
}

export function filtersOfUnderstanding(u: TUnderstood): UnderstoodFilters {
  const out: UnderstoodFilters = {}
  if (u.price_min !== null) out.priceMin = u.price_min
  if (u.price_max !== null) out.priceMax = u.price_max
  if (u.colors.length) out.colorTerms = [...new Set(u.colors.flatMap((c) => COLOR_TERMS[c]))]
  if (u.sizes.length) out.sizeTerms = [...new Set(u.sizes.flatMap((s) => SIZE_ALIASES[s] ?? [s.toLowerCase()]))]
  if (u.gender) {
    out.genderTerms = GENDER_TERMS[u.gender]
    out.genderNotTerms = GENDER_NOT_TERMS[u.gender]
  }
  return out
}

/** The understanding of a search box text, undefined without one. */
export function understandSearch(raw: string | undefined | null): (Understanding & { hasFilters: boolean }) | undefined {
  if (!raw?.trim()) return undefined
  const understanding = understandQuery(raw)
  return { ...understanding, hasFilters: hasUnderstoodFilters(understanding.understood) }
}
