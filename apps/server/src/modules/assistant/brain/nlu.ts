import { type AssistantIntent, COLOR_TERMS, foldVietnamese, type Lang, type TAssistantSearch, understandQuery } from '@xinh/contracts'
import {
  CATEGORIES,
  type Category,
  FILLER,
  GENDER_CUES,
  GREETING_CUES,
  MATERIALS,
  OCCASIONS,
  ORDER_CUES,
  type Phrase,
  RETURN_CUES,
  SEARCH_CUES,
  SIZE_CUES,
  SKIN_TYPES,
  THANKS_CUES,
  TRY_ON_CUES,
  VOUCHER_CUES,
  WEAK_VOUCHER_CUES,
} from './lexicon.ts'

/**
 * The built-in brain's understanding of one shopper message (issue 17): the intent and the slots,
 * in Vietnamese (typed with or without tone marks) and English. Prices, colours, sizes and gender
 * come from the query parser product search uses (`understandQuery`, decision 008), so "dưới 200k"
 * means here exactly what it means in the search box; categories (tone-aware), skin types,
 * occasions and materials come from this module's lexicon. Pure: no I/O.
 */

export type Understood = {
  intent: AssistantIntent
  /** The language the message is written in (falls back to the caller's). */
  lang: Lang
  category: Category | null
  search: TAssistantSearch
  /** Whether the message carries anything a search filters on (price, colour, size, gender, material…). */
  hasFilters: boolean
  /** "show more", "xem thêm": the next page of the last search. */
  wantsMore: boolean
  /** A product of this site named by a pasted link (`/san-pham/{id}`). */
  productId: string | null
  /** Height (cm) and weight (kg) typed in the message ("cao 1m6 nặng 50kg"). */
  body: { height: number | null; weight: number | null }
}

export type DialogueContext = {
  /** The last search the assistant ran in this conversation, for refinements ("còn màu đen không?"). */
  lastSearch?: TAssistantSearch | null
  lastIntent?: AssistantIntent | null
}

// ----- text and phrase matching -------------------------------------------------------------

type Text = { norm: string; folded: string; hasMarks: boolean }

export function textOf(raw: string): Text {
  const norm = ` ${raw
    .normalize('NFC')
    .toLowerCase()
    // URLs are kept whole (a pasted product link), other punctuation separates words
    .replace(/[^\p{L}\p{N}%/:._\-' ]+/gu, ' ')
    .replace(/(?<![\p{N}])[.,:'](?![\p{N}])/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `
  const folded = foldVietnamese(norm)
  return { norm, folded, hasMarks: folded !== norm }
}

/**
 * Where a phrase occurs as whole words: exactly as written (tone marks included), or folded when
 * the shopper typed those words without marks — never where they typed OTHER marks ("dọn" is not
 * "đơn"), and never for `exact` phrases ("son" is not "sơn").
 */
export function findPhrase(t: Text, phrase: Phrase): { start: number; end: number } | null {
  const exact = ` ${phrase.text} `
  const at = t.norm.indexOf(exact)
  if (at >= 0) return { start: at, end: at + exact.length }
  if (phrase.exact) return null
  const folded = ` ${foldVietnamese(phrase.text)} `
  if (folded === exact) return null
  for (let i = t.folded.indexOf(folded); i >= 0; i = t.folded.indexOf(folded, i + 1)) {
    const typed = t.norm.slice(i, i + folded.length)
    // folding keeps one letter per letter for Vietnamese, so the spans line up
    if (typed.length === folded.length && foldVietnamese(typed) === typed) return { start: i, end: i + folded.length }
  }
  return null
}

const has = (t: Text, phrases: Phrase[]) => phrases.some((ph) => findPhrase(t, ph) !== null)

/** The longest phrase of a list that occurs (more words first, then more letters). */
function longest<T>(t: Text, entries: Array<[T, Phrase[]]>): { value: T; phrase: Phrase; start: number; end: number } | null {
  let best: { value: T; phrase: Phrase; start: number; end: number } | null = null
  for (const [value, phrases] of entries)
    for (const phrase of phrases) {
      const hit = findPhrase(t, phrase)
      if (!hit) continue
      if (!best || phrase.text.length > best.phrase.text.length) best = { value, phrase, ...hit }
    }
  return best
}

function allOf<T>(t: Text, entries: Array<[T, Phrase[]]>): T[] {
  return entries.filter(([, phrases]) => has(t, phrases)).map(([value]) => value)
}

// ----- language -----------------------------------------------------------------------------

const VI_PLAIN = new Set(
  'toi minh ban cho ao quan vay dam don hang gia duoi tren tim mua can muon shop oi khong ko co nao gi size mau nu nam tui giay son dep re cam on chao xin the nay day kia nhe a voi duoc roi chua bao gio khi nghin trieu tram'.split(
    ' ',
  ),
)
const EN_WORDS = new Set(
  'i my me you your the a an is are do does where what which how can could please want need looking for show find under over below above between and or with size order orders return refund voucher vouchers discount code thanks thank hello hi dress shoes bag lipstick cheap buy some any have it this that price white black red pink blue green dresses shirt t-shirt tshirt jeans skirt jacket virtual try on good morning bye joke tell'.split(
    ' ',
  ),
)

export function languageOf(raw: string, fallback: Lang): Lang {
  if (/[\u3131-\u318e\uac00-\ud7a3]/.test(raw)) return 'ko'
  const t = textOf(raw)
  if (t.hasMarks) return 'vi'
  const words = t.norm.trim().split(' ').filter(Boolean)
  let vi = 0
  let en = 0
  for (const w of words) {
    if (VI_PLAIN.has(w)) vi++
    if (EN_WORDS.has(w)) en++
  }
  if (en > vi) return 'en'
  if (vi > en) return 'vi'
  return fallback
}

// ----- slots --------------------------------------------------------------------------------

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i

/** The product id of a pasted product link of this site (`…/san-pham/{id}` or `/product/{id}`), if any. */
export function productIdOfLink(raw: string): string | null {
  const m = raw.match(new RegExp(`/(?:san-pham|product)/(${UUID.source})`, 'i'))
  return m ? m[1]!.toLowerCase() : null
}

/** "cao 1m6", "1m60", "160cm", "cao 160"; "nặng 50kg", "50 kg", "nặng 50". */
export function bodyOf(t: Text): { height: number | null; weight: number | null } {
  const s = t.folded
  let height: number | null = null
  const m1 = s.match(/\b1m\s?(\d{1,2})\b/)
  if (m1) height = 100 + Number(m1[1]!.length === 1 ? `${m1[1]}0` : m1[1])
  const m2 = s.match(/\b(1[3-9]\d)\s?cm\b/) ?? s.match(/\bcao\s(1[3-9]\d)\b/) ?? s.match(/\b(1[3-9]\d)\s?(?:cm)?\s?tall\b/)
  if (!height && m2) height = Number(m2[1])
  let weight: number | null = null
  const w = s.match(/\b(\d{2,3})\s?kg\b/) ?? s.match(/\bnang\s(\d{2,3})\b/) ?? s.match(/\b(\d{2,3})\s?kilos?\b/)
  if (w && Number(w[1]) >= 25 && Number(w[1]) <= 200) weight = Number(w[1])
  return { height, weight }
}

/** English number words the shared price parser does not read ("under 1 million"). */
function priceWordsToVietnamese(raw: string) {
  return raw
    .replace(/(\d)\s*(?:millions?|mil|m(?=\s|$))\b/gi, '$1 triệu')
    .replace(/(\d)\s*thousands?\b/gi, '$1 nghìn')
    .replace(/\bvnd\b/gi, 'đ')
}

const MORE_CUES: Phrase[] = [
  'xem thêm',
  'thêm mẫu',
  'mẫu khác',
  'còn nữa không',
  'còn mẫu nào',
  'còn gì nữa',
  'more',
  'show more',
  'next page',
  'trang sau',
].map((text) => ({ text }))

/** The shopper's words that name what they look for, without cues, fillers and filters. */
function residualKeyword(t: Text, raw: string, removed: Array<{ start: number; end: number }>): string {
  // blank out the spans of slots and cues, then let the price/colour/size/gender parser take its part
  let kept = t.norm
  for (const r of removed) kept = kept.slice(0, r.start) + ' '.repeat(r.end - r.start) + kept.slice(r.end)
  const understood = understandQuery(priceWordsToVietnamese(kept.replace(/\s+/g, ' ').trim())).understood
  void raw
  const words = understood.keyword
    .split(' ')
    .filter((w) => w && !FILLER.has(w) && !FILLER.has(foldVietnamese(w)) && !/^https?:/.test(w) && !w.includes('/'))
  // two-word fillers ("sản phẩm", "gợi ý") once the words are joined again
  let keyword = ` ${words.join(' ')} `
  for (const f of FILLER) if (f.includes(' ')) keyword = keyword.replaceAll(` ${f} `, ' ')
  return keyword.trim().split(' ').filter(Boolean).slice(0, 6).join(' ')
}

function spansOf(t: Text, phrases: Phrase[]) {
  return phrases.map((ph) => findPhrase(t, ph)).filter((s): s is { start: number; end: number } => s !== null)
}

// ----- the understanding --------------------------------------------------------------------

export function understandMessage(raw: string, fallbackLang: Lang, context: DialogueContext = {}): Understood {
  const t = textOf(raw)
  const lang = languageOf(raw, fallbackLang)
  const parsed = understandQuery(priceWordsToVietnamese(t.norm.trim())).understood

  const cat = longest(
    t,
    CATEGORIES.map((c) => [c, c.phrases] as [Category, Phrase[]]),
  )
  const category = cat?.value ?? null
  const skin = allOf(t, SKIN_TYPES)
  const occasions = allOf(t, OCCASIONS)
  const materials = allOf(t, MATERIALS)
  const genderCue = longest(t, GENDER_CUES)
  const gender = parsed.gender ?? genderCue?.value ?? null

  const intentCues = [
    ORDER_CUES,
    RETURN_CUES,
    VOUCHER_CUES,
    WEAK_VOUCHER_CUES,
    TRY_ON_CUES,
    SIZE_CUES,
    GREETING_CUES,
    THANKS_CUES,
    MORE_CUES,
  ]
  const removed = [
    ...intentCues.flatMap((cues) => spansOf(t, cues)),
    ...[...SKIN_TYPES, ...OCCASIONS, ...GENDER_CUES].flatMap(([, phrases]) => spansOf(t, phrases)),
    ...MATERIALS.flatMap(([, phrases]) => spansOf(t, phrases)),
  ]
  // a category word inside a removed cue ("thử áo") still names the category
  let keyword = residualKeyword(t, raw, removed)
  // the shopper's name for the category becomes the catalogue's ("son môi" → "son": names say "Son kem lì")
  if (cat && keyword) {
    const typed = t.norm.slice(cat.start, cat.end).trim()
    const padded = ` ${keyword} `
    const generic = foldVietnamese(cat.phrase.text).startsWith(foldVietnamese(cat.value.keyword))
    for (const form of generic ? [typed, cat.phrase.text] : [])
      if (padded.includes(` ${form} `)) {
        keyword = padded.replace(` ${form} `, ` ${cat.value.keyword} `).trim()
        break
      }
  }
  if (!keyword && category) keyword = category.keyword
  keyword = [...new Set(keyword.split(' '))].join(' ')

  const search: TAssistantSearch = {
    keyword,
    category: category?.id ?? null,
    price_min: parsed.price_min,
    price_max: parsed.price_max,
    colors: parsed.colors.slice(0, 5),
    sizes: parsed.sizes.slice(0, 5),
    gender,
    skin_types: skin.slice(0, 3),
    occasions: occasions.slice(0, 3),
    materials: materials.slice(0, 3),
  }
  const hasFilters =
    search.price_min !== null ||
    search.price_max !== null ||
    search.colors.length > 0 ||
    search.sizes.length > 0 ||
    search.gender !== null ||
    search.materials.length > 0 ||
    search.skin_types.length > 0 ||
    search.occasions.length > 0
  const wantsMore = has(t, MORE_CUES)
  const body = bodyOf(t)
  const productId = productIdOfLink(raw)

  const base = { lang, category, search, hasFilters, wantsMore, productId, body }
  const is = (intent: AssistantIntent): Understood => ({ ...base, intent })

  const voucherWeak = has(t, WEAK_VOUCHER_CUES) && !category && !keyword
  // the order of these checks settles messages with several cues ("đơn hàng bị lỗi muốn trả" is a return)
  if (has(t, RETURN_CUES)) return is('return_help')
  if (has(t, ORDER_CUES)) return is('order_status')
  if (has(t, TRY_ON_CUES)) return is('try_on')
  if (has(t, SIZE_CUES) || ((body.height || body.weight) && (category?.apparel || productId))) return is('size_advice')
  if (has(t, VOUCHER_CUES)) return is('vouchers')
  if (category || (keyword && (has(t, SEARCH_CUES) || hasFilters))) return is('search')
  if (productId) return is('size_advice')
  if (voucherWeak) return is('vouchers')
  // a refinement of the last search: "còn màu đen không?", "dưới 300k thôi", "xem thêm"
  if (context.lastSearch && (hasFilters || wantsMore)) return is('search')
  // a budget or a colour without a product: a search that asks what for
  if (
    search.price_min !== null ||
    search.price_max !== null ||
    (has(t, SEARCH_CUES) && /(^| )(tìm|mua|find|buy|shop for)( |$)/u.test(t.norm))
  )
    return is('search')
  if (has(t, THANKS_CUES)) return is('thanks')
  if (has(t, GREETING_CUES)) return is('greeting')
  return is('out_of_scope')
}

/** The catalogue query of a search: its words plus the filters the catalogue's own parser reads. */
export function catalogueKeyword(search: TAssistantSearch): string {
  const parts = [search.keyword]
  for (const c of search.colors) parts.push(COLOR_TERMS[c][0]!)
  for (const s of search.sizes) parts.push(`size ${s}`)
  if (search.gender) parts.push(search.gender === 'male' ? 'nam' : 'nữ')
  return parts.filter(Boolean).join(' ').slice(0, 100)
}

/**
 * A follow-up message refines the last search ("còn màu đen không?", "dưới 300k thôi"): the new
 * message's filters override, the rest stays. Naming another product starts a new search (only
 * who it is for carries over).
 */
export function refine(last: TAssistantSearch, next: TAssistantSearch): TAssistantSearch {
  if (next.category) return { ...next, gender: next.gender ?? last.gender }
  const priceGiven = next.price_min !== null || next.price_max !== null
  return {
    keyword: last.keyword,
    category: last.category,
    price_min: priceGiven ? next.price_min : last.price_min,
    price_max: priceGiven ? next.price_max : last.price_max,
    colors: next.colors.length ? next.colors : last.colors,
    sizes: next.sizes.length ? next.sizes : last.sizes,
    gender: next.gender ?? last.gender,
    skin_types: next.skin_types.length ? next.skin_types : last.skin_types,
    occasions: next.occasions.length ? next.occasions : last.occasions,
    materials: next.materials.length ? next.materials : last.materials,
  }
}

export const categoryById = (id: string | null | undefined) => (id ? (CATEGORIES.find((c) => c.id === id) ?? null) : null)
