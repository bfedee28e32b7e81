import { foldVietnamese, normaliseKeyword } from '@xinh/contracts'
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/**
 * How a keyword matches and ranks names (issue 3 search; INTEGRATIONS.md "Vietnamese text").
 * The search module owns these rules; the modules that own the tables (catalog: products,
 * shops: shops) apply them to their own columns. Everything here is pure and unit-tested.
 *
 * Matching is on the folded name `f_unaccent(lower(name))` (diacritics removed, đ→d), which the
 * GIN trigram indexes cover, so "ao thun" finds "Áo thun". Two modes:
 * - `substring`: the folded words appear in the folded name in the buyer's order, anything in
 *   between (`LIKE '%ao%thun%trang%'`, one trigram-indexed condition, cheap to recheck). Tried
 *   first whenever a word has a trigram to look up (three letters or digits).
 * - `similar`: every folded word is trigram-similar to a word of the name (`name %> word` for
 *   each, pg_trgm's default threshold 0.6; the GIN index ANDs them). Used for keywords too short
 *   for a substring lookup and as the typo fallback when the substring finds nothing ("ao thung",
 *   "thun ao" → "Áo thun"). Requiring every word keeps unrelated names out.
 * Typo correction comes first, though: when the substring finds nothing, each word the product
 * names do not contain is replaced by its nearest word of their vocabulary (`search_words`,
 * `correctableWords` / `correctKeyword`) and the substring is tried again with the corrected
 * keyword ("ao thung" → "ao thun"); `similar` is the last resort.
 * Ranking: an exact-tone match (the buyer's words with their diacritics, e.g. "đường") beats a
 * folded-only one ("dương"); then the words as one phrase at the start of a word, then anywhere.
 */
export type KeywordPlan = {
  /** NFC, lower case, single spaces: how the buyer typed it (history, exact-tone matching). */
  typed: string
  /** The folding key of `typed`. */
  folded: string
  /** Whether `typed` carries diacritics, i.e. an exact-tone match means more than a folded one. */
  hasTones: boolean
  mode: 'substring' | 'phrase' | 'similar'
}

/** The most words of a keyword that take part in matching. */
export const MAX_WORDS = 6

/** A keyword with at least one run of three letters or digits has a trigram to look up. */
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u

/**
 * The plan for a raw keyword: undefined when there is none (no keyword filter); null when it
 * cannot match anything (only punctuation), so callers can answer "no results" without a query.
 */
export function planKeyword(raw: string | undefined | null): KeywordPlan | null | undefined {
  if (raw === undefined || raw === null) return undefined
  const typed = normaliseKeyword(raw)
  if (!typed) return undefined
  if (!HAS_WORD_CHAR.test(typed)) return null
  const folded = foldVietnamese(typed)
  // "áo sơ mi" folds to short words only: no single word has a trigram, but the phrase does
  // (pg_trgm pads words at spaces), so the whole phrase is looked up through the index.
  const mode = HAS_TRIGRAM.test(folded) ? 'substring' : wordsOf(folded).length > 1 ? 'phrase' : 'similar'
  return { typed, folded, hasTones: folded !== typed, mode }
}

/**
 * The last-resort typo-tolerant retry of a plan that found nothing, also after a corrected
 * keyword found nothing (null: nothing to retry).
 */
export function typoFallback(plan: KeywordPlan): KeywordPlan | null {
  return plan.mode === 'similar' ? null : { ...plan, mode: 'similar' }
}

/** The longest word the vocabulary keeps (migration 0010). */
const MAX_VOCABULARY_WORD = 64

/**
 * The words of a keyword that typo correction looks up in the product names' vocabulary
 * (`search_words`, migration 0010: the runs of 3 to 64 letters a-z or digits of the folded names),
 * distinct, in order: the words of a substring plan with a trigram and at most 64 characters. A
 * word with punctuation is not a vocabulary word, so it gets its nearest one ("thun," → "thun").
 * Shorter words ("ao") stay as typed; a phrase or similar plan has no word to correct.
 */
export function correctableWords(plan: KeywordPlan): string[] {
  if (plan.mode !== 'substring') return []
  return [...new Set(wordsOf(plan.folded).filter((w) => HAS_TRIGRAM.test(w) && w.length <= MAX_VOCABULARY_WORD))]
}

/**
 * The keyword with its words replaced by their nearest vocabulary words (`nearest`: folded word →
 * the known word, which is the word itself when the names contain it; no entry when no word is
 * near). Uncorrected words keep how they were typed, tones included ("áo thung" → "áo thun").
 * Null when no word changes, i.e. a corrected search would find nothing new.
 */
export function correctKeyword(plan: KeywordPlan, nearest: ReadonlyMap<string, string>): KeywordPlan | null {
  const folded = plan.folded.split(' ')
  // folding removes marks and never spaces, so typed and folded words line up one to one
  const typed = plan.typed.split(' ')
  const base = typed.length === folded.length ? typed : folded
  let changed = false
  const words = base.map((w, i) => {
    const known = nearest.get(folded[i] ?? '')
    if (known === undefined || known === folded[i]) return w
    changed = true
    return known
  })
  return changed ? (planKeyword(words.join(' ')) ?? null) : null
}

/** Escapes LIKE's wildcards so a keyword is matched literally (backslash is the default escape). */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`)
}

export const likeContains = (s: string) => `%${escapeLike(s)}%`
/** Matches where a word starts with `s` once the name is prefixed with a space. */
export const likeWordStart = (s: string) => `% ${escapeLike(s)}%`

/** The words that take part in matching: those with a letter or digit, at most MAX_WORDS. */
export const wordsOf = (s: string) =>
  s
    .split(' ')
    .filter((w) => HAS_WORD_CHAR.test(w))
    .slice(0, MAX_WORDS)
/** `%w1%w2%…%`: the words in order, anything in between. */
export const likeWordsInOrder = (s: string) => `%${wordsOf(s).map(escapeLike).join('%')}%`

/** The folded form of a name column: the expression the GIN trigram indexes are built on. */
export const foldedOf = (name: SQLWrapper) => sql`f_unaccent(lower(${name}))`

/**
 * Whether a name matches the keyword: index-backed conditions on the folded name. A table that
 * stores its folded name (products.name_folded) passes that column as `folded`.
 */
export function nameMatches(plan: KeywordPlan, name: SQLWrapper, folded: SQLWrapper = foldedOf(name)): SQL {
  if (plan.mode === 'substring') return sql`${folded} LIKE ${likeWordsInOrder(plan.folded)}`
  if (plan.mode === 'phrase') return sql`${folded} LIKE ${likeContains(wordsOf(plan.folded).join(' '))}`
  // Typo mode: words with a trigram must each be similar to a word of the name (the index ANDs
  // them); a word too short to be similar to anything meaningful ("ao") must appear as typed,
  // checked only on the rows the index found. All-short keywords fall back to similarity.
  const words = [...new Set(wordsOf(plan.folded))]
  const long = words.filter((w) => HAS_TRIGRAM.test(w))
  // with two long words to go by, a short word may be the typo ("son kem ly" for "lì"): it only ranks
  const short = long.length === 1 ? words.filter((w) => !HAS_TRIGRAM.test(w)) : []
  const each = [
    ...(long.length ? long : words).map((w) => sql`${folded} %> ${w}`),
    ...short.map((w) => sql`${folded} LIKE ${likeContains(w)}`),
  ]
  return sql`(${sql.join(each, sql` AND `)})`
}

// ----- words across name, category and shop (issue 12, decision 008) ------------------------------

/** Words that say nothing a name, category or shop would ("đồ trang điểm" is "trang điểm"). */
const GENERIC_WORDS = new Set(['do', 'hang', 'loai', 'mau', 'cho'])

/**
 * The words of a keyword that an "across" match looks for, when it may be tried: at least two
 * words once generic ones are left out, one of them long enough for the trigram index. Null
 * otherwise.
 */
export function acrossWords(plan: KeywordPlan): string[] | null {
  const words = [...new Set(wordsOf(plainWords(plan.folded)))].filter((w) => !GENERIC_WORDS.has(w))
  return words.length >= 2 && words.some((w) => HAS_TRIGRAM.test(w)) ? words : null
}

/**
 * A typo-free keyword whose words are not all in one name may still describe a product by its
 * name, its category's and its shop's together: "váy maxi" is a maxi in Váy đầm, "Mộc Beauty son"
 * a lipstick of the shop Mộc Beauty. Each word must be a word of the name (long words anywhere,
 * short ones whole), or start a word of the category's (or an ancestor's) or the shop's name.
 * `inCategories` and `inShops` turn a condition on a name into the product's condition.
 */
export function wordsAcross(
  words: string[],
  folded: SQLWrapper,
  via: { inCategories: (name: (n: SQLWrapper) => SQL) => SQL; inShops: (name: (n: SQLWrapper) => SQL) => SQL },
): SQL {
  const each = words.map((w) => {
    const own = HAS_TRIGRAM.test(w) ? sql`${folded} LIKE ${likeContains(w)}` : sql`${paddedWords(folded)} LIKE ${`% ${escapeLike(w)} %`}`
    const starts = (name: SQLWrapper) => sql`${paddedWords(foldedOf(name))} LIKE ${`% ${escapeLike(w)}%`}`
    return sql`(${own} OR ${via.inCategories(starts)} OR ${via.inShops(starts)})`
  })
  return sql`(${sql.join(each, sql` AND `)})`
}

// ----- relevance bands (issue 12, decision 008) -----------------------------------------------

/**
 * A text padded with one space each side, so `LIKE '% ao thun %'` finds whole words wherever
 * they are. Punctuation stays: a word next to a comma or a bracket ("thun," "(cotton)") only
 * counts as the start of a word. Taking punctuation out per row was the most expensive part of
 * ranking (translate() ~30 µs a name, five replace() calls ~8 µs: measured on 50k products),
 * for the few names that have it. `plainWords` takes it out of the query's words.
 */
export const paddedWords = (text: SQLWrapper) => sql`(' ' || ${text} || ' ')`
const WORD_PUNCT_RE = /[,.;:!?()[\]{}/|+\-_&*#"'~<>]/g
/** The words of a text with punctuation as spaces, single-spaced. */
export const plainWords = (s: string) => s.replace(WORD_PUNCT_RE, ' ').replace(/\s+/g, ' ').trim()

/** Whether a padded text (`paddedWords`) has any of the terms as whole words. */
export function hasAnyTerm(padded: SQLWrapper, terms: readonly string[]): SQL {
  const patterns = [...new Set(terms.map((t) => plainWords(t)).filter(Boolean))].map((t) => `% ${escapeLike(t)} %`)
  if (!patterns.length) return sql`false`
  return sql`(${sql.join(
    patterns.map((p) => sql`${padded} LIKE ${p}`),
    sql` OR `,
  )})`
}

/** The columns a ranking reads, computed once per candidate row. */
export type RankColumns = {
  /** The folded name (`f_unaccent(lower(name))`). */
  folded: SQLWrapper
  /** `paddedWords(folded)`. */
  padded: SQLWrapper
  /** `paddedWords(lower(name))`: the name with its tone marks. */
  paddedLowered: SQLWrapper
}

/**
 * How a row was found, when not by its own name: products found only through their category's
 * name rank after every name match, and those found only through their shop's name last.
 */
export const BAND_CATEGORY = 500
export const BAND_SHOP = 400
/** The lowest band of a name match. */
export const BAND_NAME = 1000

/**
 * The relevance band of a row (higher is better; decision 008): how well the keyword covers the
 * name, never how popular the product is.
 *
 * A name match scores `BAND_NAME` plus, from the most to the least weighty:
 * - 64 when it has every word of the keyword (always, except for typo-tolerant matches);
 * - 16 when it has them as typed, tone marks included, each at the start of a word, in order
 *   ("son" → "Son kem lì" over "Sơn móng tay"; "sơn" the other way round);
 * - 4 × where the keyword stands as a phrase: 3 at the start of the name as whole words, 2 as
 *   whole words elsewhere, 1 as the start of a word ("ao th"), 0 when its words are apart;
 * - the share of the name the keyword covers (in characters): 2 from 75 %, 1 from 45 %.
 * A row found only through its category is `BAND_CATEGORY`, only through its shop `BAND_SHOP`
 * (`via` tells them apart); any other row (found by its words across fields, `across`, or filling
 * up a small search) ranks below them by how many of the words its own name has.
 */
export function relevanceBand(
  plan: KeywordPlan,
  row: RankColumns,
  via: { category: SQLWrapper; shop: SQLWrapper },
  opts: { across?: boolean } = {},
): SQL {
  const words = wordsOf(plainWords(plan.folded))
  const phrase = words.join(' ')
  const typedWords = wordsOf(plainWords(plan.typed))
  const tone = sql`CASE WHEN ${row.paddedLowered} LIKE ${`%${typedWords.map((w) => ` ${escapeLike(w)}`).join('%')}%`} THEN 16 ELSE 0 END`
  const position = sql`CASE WHEN ${row.padded} LIKE ${` ${escapeLike(phrase)} %`} THEN 12
    WHEN ${row.padded} LIKE ${`% ${escapeLike(phrase)} %`} THEN 8
    WHEN ${row.padded} LIKE ${`% ${escapeLike(phrase)}%`} THEN 4 ELSE 0 END`
  // integer arithmetic (numeric multiplication costs per row): 75 % and 45 %
  const share = sql`CASE WHEN 3 * length(${row.folded}) <= ${4 * phrase.length} THEN 2
    WHEN 9 * length(${row.folded}) <= ${20 * phrase.length} THEN 1 ELSE 0 END`
  const coverage = sql`${tone} + ${position} + ${share}`
  // rows found by words across fields, or filling up a small search: those with more of the
  // words in their own name first, below every match of the keyword (at most 6 × 8 + 30)
  const inName = sql.join(
    [...new Set(words)].map((w) => sql`(${row.padded} LIKE ${`% ${escapeLike(w)}%`})::int`),
    sql` + `,
  )
  const partial = sql`(8 * (${inName}) + ${coverage})`
  if (opts.across) return partial
  if (plan.mode === 'similar') {
    const all = sql.join(
      [...new Set(words)].map((w) => sql`${row.folded} LIKE ${likeContains(w)}`),
      sql` AND `,
    )
    return sql`(${BAND_NAME} + CASE WHEN ${all} THEN 64 ELSE 0 END + ${coverage})`
  }
  const own = plan.mode === 'phrase' ? likeContains(wordsOf(plan.folded).join(' ')) : likeWordsInOrder(plan.folded)
  return sql`CASE WHEN ${row.folded} LIKE ${own} THEN ${BAND_NAME + 64} + ${coverage}
    WHEN ${via.category} THEN ${BAND_CATEGORY} WHEN ${via.shop} THEN ${BAND_SHOP} ELSE ${partial} END`
}

/** What a brand-new product gets on top of its sales and rating (decision 008), halving every week. */
export const NEW_BOOST = 6
export const NEW_BOOST_HALF_LIFE_DAYS = 7
/** A product without reviews counts as rated this, with the weight of this many reviews. */
export const PRIOR_RATING = 4
export const PRIOR_REVIEWS = 3

/**
 * The order inside a band: sales on a log scale, the rating (pulled towards PRIOR_RATING while it
 * rests on few reviews, so a new product is not "unrated"), a boost for new products that halves
 * every NEW_BOOST_HALF_LIFE_DAYS, and a slow fade with age (one point per 90 days).
 */
export function inBandScore(
  row: { sold: SQLWrapper; rating: SQLWrapper; ratingCount: SQLWrapper; createdAt: SQLWrapper },
  now: Date = new Date(),
): SQL {
  // seconds since creation: date_part() is one built-in call per row (extract() is numeric); the
  // query's "now" is a bound value
  const ageSeconds = sql`greatest(0, ${now.getTime() / 1000}::float8 - date_part('epoch', ${row.createdAt}))`
  return sql`(ln(1 + greatest(${row.sold}, 0))
    + 0.6 * (${row.rating} * ${row.ratingCount} + ${PRIOR_RATING * PRIOR_REVIEWS}) / (${row.ratingCount} + ${PRIOR_REVIEWS})
    + ${NEW_BOOST} * power(0.5, ${ageSeconds} / ${NEW_BOOST_HALF_LIFE_DAYS * 86_400})
    - ${ageSeconds} / ${90 * 86_400})`
}

/**
 * How well a name matches, higher is better, given its folded and lower-cased forms (columns
 * computed once per row, or the expressions): +4 when it has the words exactly as typed with
 * their tones (only when the keyword has tones); +3 when the folded keyword starts a word of it,
 * else +1 when it contains the folded keyword as one phrase; in similar mode, plus the share
 * (0–1) of the words it contains as typed, so the closest typo matches come first. A
 * substring-mode row that does not match by its own name (found through its shop's) ranks -1.
 * Shop search and autocomplete use it; product search ranks in bands (`relevanceBand`).
 */
export function nameRank(plan: KeywordPlan, name: { folded: SQLWrapper; lowered: SQLWrapper }): SQL {
  const tone = plan.hasTones ? sql`CASE WHEN ${name.lowered} LIKE ${likeWordsInOrder(plan.typed)} THEN 4 ELSE 0 END` : sql`0`
  const phrase = sql`CASE WHEN (' ' || ${name.folded}) LIKE ${likeWordStart(plan.folded)} THEN 3
    WHEN ${name.folded} LIKE ${likeContains(plan.folded)} THEN 1 ELSE 0 END`
  if (plan.mode === 'similar') {
    // how many words appear as typed (folded); cheaper than a second word_similarity per row
    const words = [...new Set(wordsOf(plan.folded))]
    const exactWords = sql.join(
      words.map((w) => sql`(${name.folded} LIKE ${likeContains(w)})::int`),
      sql` + `,
    )
    return sql`(${tone} + ${phrase} + (${exactWords})::float8 / ${words.length})`
  }
  const own = plan.mode === 'phrase' ? likeContains(wordsOf(plan.folded).join(' ')) : likeWordsInOrder(plan.folded)
  return sql`CASE WHEN ${name.folded} LIKE ${own} THEN ${tone} + ${phrase} ELSE -1 END`
}
