import { z } from 'zod'
import { foldVietnamese, normaliseKeyword } from './text.ts'
import {
  AFTER_MAU,
  AROUND_CUES,
  AROUND_SHARE,
  type Amount,
  COLOURS,
  ENGLISH,
  GENDER_WORDS,
  MAX_CUES,
  MAX_SUFFIXES,
  MIN_CUES,
  MIN_SUFFIXES,
  NOISE,
  NUMBER,
  P,
  PRICE_WORD,
  PROTECTED,
  type Phrase,
  type Price,
  RANGE_LINKS,
  RANGE_STARTS,
  SHOE_WORDS,
  SIZE_LINKS,
  SIZE_PREFIXES,
  UNIT,
  UNIT_WORDS,
  isShoeSize,
  numberOf,
  sizeOf,
  vndOf,
} from './search-query-words.ts'

/**
 * Query understanding (issue 12; docs/decisions/008-search-relevance.md): what a shopper's search
 * box text means beyond the words a product name must contain. Price expressions ("dưới 200k",
 * "từ 100 đến 200 nghìn", "1tr5", "tầm 300"), colours ("đỏ", "màu be", "xanh dương"), sizes
 * ("size M", "XL", "cỡ 38") and gender words ("nam", "nữ", "cho nữ") become filters; English
 * shopper words with a Vietnamese catalogue word become that word ("lipstick" → "son"); a few
 * words that describe no product ("giá rẻ", "đẹp") are dropped; the rest is the keyword.
 *
 * One pure function shared by product search, the shopping assistant and the web (which removes
 * one understood filter by re-searching without the words it came from, `keywordWithout`).
 *
 * Vietnamese is typed with or without tone marks, so a word is recognised in two ways: exactly
 * as its toned form ("đỏ"), or folded when the shopper typed it without marks ("do") — but only
 * where the folded form is not also an everyday shopping word: "do" is also "đồ" (đồ bộ), "tim"
 * is "cổ tim" (V-neck), "cam" is "cầm" (ví cầm tay), "trang" is "thời trang", "hong" is "má hồng"
 * (blush). Those are recognised only as typed with their marks, after "màu", or (words that
 * have no marks, like "cam") when the rest of the query is typed with marks. Phrases that merely
 * contain a colour or gender word ("má hồng", "trà xanh", "Việt Nam", "nữ tính") are left alone.
 */

// ----- what can be understood ---------------------------------------------------------------

/** Colour ids: the folded Vietnamese name. `xanh` is either blue or green (Vietnamese does not say). */
export const COLOR_IDS = [
  'den',
  'trang',
  'do',
  'hong',
  'xanh',
  'xanh-duong',
  'xanh-la',
  'vang',
  'cam',
  'tim',
  'nau',
  'xam',
  'be',
  'kem',
  'bac',
] as const
export type ColorId = (typeof COLOR_IDS)[number]

/**
 * The words (lower case, with tone marks) a product name or option shows a colour with; a product
 * has the colour when one of them is a whole word (or run of words) of its name or of one of its
 * classification options ("Xanh navy", "01 Đỏ gạch").
 */
export const COLOR_TERMS: Record<ColorId, string[]> = {
  den: ['đen', 'black'],
  trang: ['trắng', 'white'],
  do: ['đỏ', 'red'],
  hong: ['hồng', 'pink'],
  xanh: ['xanh', 'navy', 'mint', 'blue', 'green'],
  'xanh-duong': ['xanh dương', 'xanh navy', 'navy', 'xanh denim', 'xanh da trời', 'xanh biển', 'blue'],
  'xanh-la': ['xanh lá', 'xanh rêu', 'xanh mint', 'mint', 'xanh lục', 'green'],
  vang: ['vàng', 'yellow', 'gold'],
  cam: ['cam', 'orange'],
  tim: ['tím', 'purple', 'lavender'],
  nau: ['nâu', 'brown'],
  xam: ['xám', 'ghi', 'grey', 'gray'],
  be: ['be', 'beige'],
  kem: ['kem', 'cream'],
  bac: ['bạc', 'silver'],
}

export const SEARCH_GENDERS = ['male', 'female'] as const
export type SearchGender = (typeof SEARCH_GENDERS)[number]

/**
 * Words that tie a product (its name, or its category's or parent category's name) to a gender.
 * "unisex" and "nam nữ" count for both.
 */
export const GENDER_TERMS: Record<SearchGender, string[]> = {
  male: ['nam', 'men', 'unisex', 'nam nữ'],
  female: ['nữ', 'women', 'unisex', 'nam nữ'],
}

/**
 * Phrases of a name whose gender word is no gender ("Việt Nam"): taken out before the name's
 * words are compared with GENDER_TERMS.
 */
export const GENDER_NOT_TERMS: Record<SearchGender, string[]> = {
  male: ['việt nam', 'miền nam', 'phương nam', 'hà nam', 'quảng nam', 'nam định', 'nam bộ', 'nam châm'],
  female: ['nữ hoàng'],
}

/** What the API answers it understood (`meta.understood` of GET /api/v1/web/products). */
export const ZUnderstood = z.object({
  /** The words product names must contain: the query without what became filters. */
  keyword: z.string(),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  colors: z.array(z.enum(COLOR_IDS)),
  /** Upper case letter sizes (S, M, XL, XXL, FREESIZE) or numbers (38, 27). */
  sizes: z.array(z.string()),
  gender: z.enum(SEARCH_GENDERS).nullable(),
})
export type TUnderstood = z.infer<typeof ZUnderstood>

/** What a word of the query became. */
export type QueryPart = 'price' | 'color' | 'size' | 'gender' | 'noise'
/** A filter the web can remove (`keywordWithout`). */
export type FilterPart = Exclude<QueryPart, 'noise'>

export type QueryToken = {
  /** As typed (normalised: NFC, lower case). */
  text: string
  part?: QueryPart
  /** For colour and size words: the value they gave. */
  value?: string
  /** For words the keyword says differently ("lipstick" → "son"). */
  replacement?: string
}

export type Understanding = {
  understood: TUnderstood
  tokens: QueryToken[]
  /** Whether anything was understood or rewritten (else `understood.keyword` is the query as typed). */
  changed: boolean
}

export { AROUND_SHARE } from './search-query-words.ts'

// ----- the scanner --------------------------------------------------------------------------

const PUNCT_EDGES = /^[.,;:!?()"“”'‘’[\]]+|[.,;:!?()"“”'‘’[\]]+$/g

type Word = { typed: string; folded: string; bare: boolean }

class Scanner {
  readonly words: Word[]
  readonly parts: Array<QueryToken | undefined>
  readonly protectedAt: boolean[]
  readonly hasTones: boolean

  constructor(readonly tokens: string[]) {
    this.words = tokens.map((t) => {
      const typed = t.replace(PUNCT_EDGES, '') || t
      const folded = foldVietnamese(typed)
      return { typed, folded, bare: typed === folded }
    })
    this.parts = tokens.map(() => undefined)
    this.hasTones = this.words.some((w) => !w.bare)
    this.protectedAt = tokens.map(() => false)
    for (let i = 0; i < this.words.length; i++)
      for (const p of PROTECTED)
        if (p.every((w, k) => this.words[i + k]?.folded === w)) for (let k = 0; k < p.length; k++) this.protectedAt[i + k] = true
  }

  free(i: number) {
    return i < this.words.length && this.parts[i] === undefined
  }

  /** Whether the phrase's words are at i (free, and unprotected when asked); its length or 0. */
  phraseAt(i: number, p: Phrase, opts: { unprotected?: boolean } = {}): number {
    for (let k = 0; k < p.words.length; k++) {
      const w = this.words[i + k]
      const want = p.words[k] as string
      if (!w || !this.free(i + k) || (opts.unprotected && this.protectedAt[i + k])) return 0
      const ok = w.typed === want || (p.folded && w.bare && w.folded === foldVietnamese(want))
      if (!ok) return 0
    }
    return p.words.length
  }

  firstAt<T extends Phrase>(i: number, list: T[], opts: { unprotected?: boolean } = {}): [T, number] | null {
    for (const p of list) {
      const n = this.phraseAt(i, p, opts)
      if (n) return [p, n]
    }
    return null
  }

  mark(from: number, to: number, part: QueryPart, value?: string) {
    for (let k = from; k < to; k++) this.parts[k] = { text: this.tokens[k] as string, part, value }
  }

  /** An amount at i: "200k", "1tr5", "150.000đ", "200 nghìn", "1 triệu 2", "1 triệu rưỡi". */
  amountAt(i: number): { amount: Amount; end: number } | null {
    const w = this.words[i]
    // "vàng 18k" is gold, not 18.000 ₫
    if (!w || !this.free(i) || this.protectedAt[i]) return null
    const m = NUMBER.exec(w.folded)
    if (!m) return null
    // glued "cu" is "củ" (a million) only right after digits; "dong" only as "đồng"
    const amount: Amount = { value: numberOf(m[1] as string), unit: m[2] ?? null, tail: m[3] ?? null }
    if (amount.tail && !(amount.unit && UNIT[amount.unit] === 1_000_000)) return null
    if (!Number.isFinite(amount.value)) return null
    let end = i + 1
    if (!amount.unit) {
      const unit = this.firstAt(
        end,
        UNIT_WORDS.map(([p]) => p),
      )
      if (unit) {
        amount.unit = (UNIT_WORDS.find(([p]) => p === unit[0]) as [Phrase, string])[1]
        end += unit[1]
      }
    }
    if (amount.unit && UNIT[amount.unit] === 1_000_000 && !amount.tail && this.free(end)) {
      const next = this.words[end] as Word | undefined
      if (next && /^\d{1,3}$/.test(next.folded) && !this.isUnitAt(end + 1)) {
        amount.tail = next.folded
        end++
      } else if (next && next.folded === 'ruoi') {
        amount.value += 0.5
        end++
      }
    }
    return { amount, end }
  }

  isUnitAt(i: number) {
    return Boolean(
      this.firstAt(
        i,
        UNIT_WORDS.map(([p]) => p),
      ),
    )
  }

  /** "100-200k", "100k-1tr", "100~200": two amounts in one word. */
  rangeWordAt(i: number): { a: Amount; b: Amount; end: number } | null {
    const w = this.words[i]
    if (!w || !this.free(i)) return null
    const m = /^([^-~–]+)[-~–]([^-~–]+)$/.exec(w.folded)
    if (!m) return null
    const a = NUMBER.exec(m[1] as string)
    const b = NUMBER.exec(m[2] as string)
    if (!a || !b) return null
    const amount = (x: RegExpExecArray): Amount => ({ value: numberOf(x[1] as string), unit: x[2] ?? null, tail: x[3] ?? null })
    const second = amount(b)
    let end = i + 1
    if (!second.unit) {
      const unit = this.firstAt(
        end,
        UNIT_WORDS.map(([p]) => p),
      )
      if (unit) {
        second.unit = (UNIT_WORDS.find(([p]) => p === unit[0]) as [Phrase, string])[1]
        end += unit[1]
      }
    }
    return { a: amount(a), b: second, end }
  }
}

/** A range's bounds: the first amount borrows the second's unit when it has none ("100-200k"). */
function rangeOf(a: Amount, b: Amount): Price | null {
  const hi = vndOf(b)
  if (hi === null) return null
  let lo = a.unit ? vndOf(a) : vndOf(a, b.unit)
  // "500-1tr": 500 million is above a million, so the 500 are thousands
  if (lo !== null && !a.unit && lo > hi) lo = vndOf(a, null)
  if (lo === null) return null
  return lo <= hi ? { min: lo, max: hi } : { min: hi, max: lo }
}

const around = (v: number): Price => ({
  min: Math.round((v * (1 - AROUND_SHARE)) / 1_000) * 1_000,
  max: Math.round((v * (1 + AROUND_SHARE)) / 1_000) * 1_000,
})

/** A price expression starting at i (after an optional "giá"): its bounds and where it ends. */
function priceAt(s: Scanner, i: number): { price: Price; end: number } | null {
  let at = i
  const giaLen = s.phraseAt(at, PRICE_WORD)
  if (giaLen) at += giaLen

  // a range: [từ|khoảng|between] A (đến|-|…) B, or one word "100-200k"
  const start = s.firstAt(at, RANGE_STARTS)
  for (const from of start ? [at + start[1], at] : [at]) {
    const word = s.rangeWordAt(from)
    if (word) {
      const price = rangeOf(word.a, word.b)
      if (price) return { price, end: word.end }
    }
    const a = s.amountAt(from)
    if (!a) continue
    const link = s.firstAt(a.end, RANGE_LINKS)
    if (link) {
      const b = s.amountAt(a.end + link[1])
      if (b) {
        const price = rangeOf(a.amount, b.amount)
        if (price) return { price, end: b.end }
      }
    }
  }
  // cue + amount
  const cues: Array<[Phrase[], (v: number) => Price]> = [
    [MAX_CUES, (v) => ({ min: null, max: v })],
    [MIN_CUES, (v) => ({ min: v, max: null })],
    [AROUND_CUES, around],
  ]
  for (const [list, make] of cues) {
    const cue = s.firstAt(at, list)
    if (!cue) continue
    const a = s.amountAt(at + cue[1])
    const v = a && vndOf(a.amount)
    if (a && v !== null && v !== undefined) {
      // "từ 500k trở lên": a suffix may follow
      const suffix = s.firstAt(a.end, [...MAX_SUFFIXES, ...MIN_SUFFIXES])
      return { price: make(v), end: a.end + (suffix ? suffix[1] : 0) }
    }
  }
  // amount + suffix ("200k trở xuống"), or an amount with a unit ("váy 200k": around it)
  const a = s.amountAt(at)
  if (!a) return null
  const v = vndOf(a.amount)
  if (v === null) return null
  const down = s.firstAt(a.end, MAX_SUFFIXES)
  if (down) return { price: { min: null, max: v }, end: a.end + down[1] }
  const up = s.firstAt(a.end, MIN_SUFFIXES)
  if (up) return { price: { min: v, max: null }, end: a.end + up[1] }
  // a bare number ("áo 2 dây", "spf 50") is no price; "giá 300" is
  if (!a.amount.unit && !giaLen) return null
  return { price: around(v), end: a.end }
}

/** "<200k" → "<", "200k"; "500k+" → "500k", "+": cues glued to a number. */
function splitGlued(token: string): string[] {
  const before = /^(<=|>=|[<>≤≥~])(\d.*)$/.exec(token)
  if (before) return [before[1] as string, before[2] as string]
  const after = /^(\d.*[^+])\+$/.exec(token)
  return after ? [after[1] as string, '+'] : [token]
}

// ----- understanding ------------------------------------------------------------------------

/** Reads a search box text (see the top of this file). */
export function understandQuery(raw: string): Understanding {
  const tokens = normaliseKeyword(raw).split(' ').filter(Boolean).flatMap(splitGlued)
  const s = new Scanner(tokens)
  const n = tokens.length
  const sizes: string[] = []
  const colors: ColorId[] = []
  let price: Price = { min: null, max: null }
  const genders = new Set<SearchGender | 'both'>()

  // sizes first: "cỡ 38" is a size, "cỡ 300k" a price
  for (let i = 0; i < n; i++) {
    const prefix = s.firstAt(i, SIZE_PREFIXES)
    const start = prefix ? i + prefix[1] : i
    const found: string[] = []
    let end = start
    for (let k = start; k < n && s.free(k); k++) {
      const word = s.words[k] as Word
      if (found.length && SIZE_LINKS.has(word.folded)) continue
      const parts = word.folded.split(/[/,-]/).filter(Boolean)
      const afterShoe = !prefix && k > 0 && SHOE_WORDS.has((s.words[k - 1] as Word).folded) && isShoeSize(word.folded)
      const values = parts.map((p) => sizeOf(p, Boolean(prefix) || parts.length > 1 || afterShoe))
      if (!values.length || values.some((v) => v === null)) break
      found.push(...(values as string[]))
      end = k + 1
      if (!prefix) break
    }
    // "cỡ"/"số" typed without marks ("co", "so") only count before a size; so does a letter alone
    if (!found.length) continue
    s.mark(i, end, 'size', found.join(','))
    for (const v of found) if (!sizes.includes(v)) sizes.push(v)
    i = end - 1
  }

  for (let i = 0; i < n; i++) {
    const found = priceAt(s, i)
    if (!found) continue
    s.mark(i, found.end, 'price')
    const merged: Price = {
      min: found.price.min === null ? price.min : price.min === null ? found.price.min : Math.max(price.min, found.price.min),
      max: found.price.max === null ? price.max : price.max === null ? found.price.max : Math.min(price.max, found.price.max),
    }
    // "dưới 100k trên 300k": contradictory bounds read as a range
    price = merged.min !== null && merged.max !== null && merged.min > merged.max ? { min: merged.max, max: merged.min } : merged
    i = found.end - 1
  }

  for (let i = 0; i < n; i++) {
    const mau = s.phraseAt(i, P('màu'), { unprotected: true })
    const hit = mau ? s.firstAt(i + mau, AFTER_MAU) : s.firstAt(i, COLOURS, { unprotected: true })
    if (!hit) continue
    const [c, len] = hit
    if (!mau && c.needsTones && !s.hasTones) continue
    const end = i + mau + len
    s.mark(i, end, 'color', c.id)
    if (!colors.includes(c.id)) colors.push(c.id)
    i = end - 1
  }

  for (let i = 0; i < n; i++) {
    const hit = s.firstAt(i, GENDER_WORDS, { unprotected: true })
    if (!hit) continue
    s.mark(i, i + hit[1], 'gender', hit[0].gender)
    genders.add(hit[0].gender)
    i += hit[1] - 1
  }
  const gender: SearchGender | null =
    genders.has('both') || (genders.has('male') && genders.has('female')) ? null : (([...genders][0] as SearchGender | undefined) ?? null)

  let rewritten = false
  for (let i = 0; i < n; i++) {
    const hit = s.firstAt(
      i,
      ENGLISH.map(([p]) => p),
    )
    if (!hit) continue
    const vi = (ENGLISH.find(([p]) => p === hit[0]) as [Phrase, string])[1]
    s.parts[i] = { text: tokens[i] as string, replacement: vi }
    for (let k = i + 1; k < i + hit[1]; k++) s.parts[k] = { text: tokens[k] as string, replacement: '' }
    rewritten = true
    i += hit[1] - 1
  }

  // noise only goes when something else is left to search for
  const noise: Array<[number, number]> = []
  for (let i = 0; i < n; i++) {
    const hit = s.firstAt(i, NOISE)
    if (hit) {
      noise.push([i, i + hit[1]])
      i += hit[1] - 1
    }
  }
  const understoodAny = s.parts.some((p) => p?.part)
  const leftWords = s.parts.filter((p, k) => p === undefined && !noise.some(([a, b]) => k >= a && k < b)).length
  if (noise.length && (leftWords > 0 || understoodAny || rewritten)) for (const [a, b] of noise) s.mark(a, b, 'noise')

  const out: QueryToken[] = tokens.map((text, k) => s.parts[k] ?? { text })
  const keyword = out
    .filter((t) => !t.part)
    .map((t) => t.replacement ?? t.text)
    .filter(Boolean)
    .join(' ')
  return {
    understood: { keyword, price_min: price.min, price_max: price.max, colors, sizes, gender },
    tokens: out,
    changed: out.some((t) => t.part || t.replacement !== undefined),
  }
}

/**
 * The query as typed without the words one understood filter came from (all of that kind, or
 * only those that gave `value`): what the web searches when a shopper removes that filter.
 */
export function keywordWithout(raw: string, part: FilterPart, value?: string): string {
  return understandQuery(raw)
    .tokens.filter((t) => !(t.part === part && (value === undefined || t.value === value || t.value?.split(',').includes(value))))
    .map((t) => t.text)
    .join(' ')
}

/** Whether anything beyond the keyword was understood (a filter the API applied). */
export const hasUnderstoodFilters = (u: TUnderstood) =>
  u.price_min !== null || u.price_max !== null || u.colors.length > 0 || u.sizes.length > 0 || u.gender !== null
