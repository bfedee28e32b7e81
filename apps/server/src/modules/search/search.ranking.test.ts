import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { products } from '../catalog/catalog.tables.ts'
import {
  acrossWords,
  BAND_CATEGORY,
  BAND_NAME,
  BAND_SHOP,
  correctableWords,
  correctKeyword,
  escapeLike,
  hasAnyTerm,
  inBandScore,
  likeContains,
  likeWordStart,
  likeWordsInOrder,
  nameMatches,
  nameRank,
  planKeyword,
  plainWords,
  relevanceBand,
  typoFallback,
  wordsAcross,
} from './search.ranking.ts'

const dialect = new PgDialect()
const render = (q: Parameters<PgDialect['sqlToQuery']>[0]) => {
  const { sql, params } = dialect.sqlToQuery(q)
  return { sql, params }
}

describe('planKeyword', () => {
  it('normalises how the buyer typed it and folds it', () => {
    expect(planKeyword('  Áo   THUN  ')).toEqual({ typed: 'áo thun', folded: 'ao thun', hasTones: true, mode: 'substring' })
    expect(planKeyword('đường')).toEqual({ typed: 'đường', folded: 'duong', hasTones: true, mode: 'substring' })
    expect(planKeyword('ao thun')).toMatchObject({ hasTones: false, mode: 'substring' })
    // decomposed input (NFD) is the same keyword
    expect(planKeyword('A\u0301o thun')).toMatchObject({ typed: 'áo thun', folded: 'ao thun' })
  })

  it('looks up the whole phrase when no word has a trigram, and similarity for one short word', () => {
    expect(planKeyword('áo')).toMatchObject({ folded: 'ao', mode: 'similar' })
    expect(planKeyword('áo đỏ')).toMatchObject({ folded: 'ao do', mode: 'phrase' })
    expect(planKeyword('áo sơ mi')).toMatchObject({ folded: 'ao so mi', mode: 'phrase' })
    expect(typoFallback(planKeyword('áo sơ mi')!)).toMatchObject({ mode: 'similar' })
  })

  it('tells "no keyword" (undefined) from "cannot match anything" (null)', () => {
    expect(planKeyword(undefined)).toBeUndefined()
    expect(planKeyword('   ')).toBeUndefined()
    expect(planKeyword('!!! ???')).toBeNull()
  })

  it('falls back from substring to similarity once', () => {
    const plan = planKeyword('ao thung')!
    expect(typoFallback(plan)).toEqual({ ...plan, mode: 'similar' })
    expect(typoFallback({ ...plan, mode: 'similar' })).toBeNull()
  })
})

describe('typo correction', () => {
  it('looks up the words that can be vocabulary words, once each, for substring plans only', () => {
    expect(correctableWords(planKeyword('Áo thung ÁO thung trắng')!)).toEqual(['thung', 'trang'])
    // short words stay as typed; a word with punctuation gets looked up (its nearest word has none)
    expect(correctableWords(planKeyword('ao so mi 2024 thun,')!)).toEqual(['2024', 'thun,'])
    expect(correctableWords(planKeyword(`ao ${'x'.repeat(65)}`)!)).toEqual([])
    expect(correctableWords(planKeyword('áo sơ mi')!)).toEqual([])
    expect(correctableWords(typoFallback(planKeyword('ao thung')!)!)).toEqual([])
  })

  it('replaces the words that have a nearer known word and keeps the others as typed', () => {
    const plan = planKeyword('Áo  thung trắng')!
    const corrected = correctKeyword(
      plan,
      new Map([
        ['thung', 'thun'],
        ['trang', 'trang'],
      ]),
    )
    expect(corrected).toEqual({ typed: 'áo thun trắng', folded: 'ao thun trang', hasTones: true, mode: 'substring' })
    expect(correctKeyword(planKeyword('ao thung thung')!, new Map([['thung', 'thun']]))?.typed).toBe('ao thun thun')
  })

  it('answers null when no word changes (all known, or nothing near)', () => {
    const plan = planKeyword('ao thun xyzw')!
    expect(correctKeyword(plan, new Map([['thun', 'thun']]))).toBeNull()
    expect(correctKeyword(plan, new Map())).toBeNull()
  })
})

describe('LIKE patterns', () => {
  it('escape wildcards', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b')
    expect(likeContains('ao thun')).toBe('%ao thun%')
    expect(likeWordStart('ao')).toBe('% ao%')
    expect(likeWordsInOrder('ao  thun !! 100%')).toBe('%ao%thun%100\\%%')
  })
})

describe('SQL', () => {
  it('matches on the folded index expression: words in order, the phrase, or similar words', () => {
    expect(render(nameMatches(planKeyword('Áo thun  trắng')!, products.name))).toEqual({
      sql: 'f_unaccent(lower("products"."name")) LIKE $1',
      params: ['%ao%thun%trang%'],
    })
    expect(render(nameMatches(planKeyword('áo đỏ áo')!, products.name))).toEqual({
      sql: 'f_unaccent(lower("products"."name")) LIKE $1',
      params: ['%ao do ao%'],
    })
    // typo mode: words with a trigram go through similarity (the index), short ones must appear
    expect(render(nameMatches(typoFallback(planKeyword('ao thung')!)!, products.name))).toEqual({
      sql: '(f_unaccent(lower("products"."name")) %> $1 AND f_unaccent(lower("products"."name")) LIKE $2)',
      params: ['thung', '%ao%'],
    })
    // all-short keywords in typo mode keep similarity on every word
    expect(render(nameMatches(typoFallback(planKeyword('áo đỏ')!)!, products.name))).toEqual({
      sql: '(f_unaccent(lower("products"."name")) %> $1 AND f_unaccent(lower("products"."name")) %> $2)',
      params: ['ao', 'do'],
    })
  })

  it('ranks exact tones only when the keyword has tones', () => {
    const columns = { folded: sql`folded`, lowered: sql`lowered` }
    const toned = render(nameRank(planKeyword('đường phố')!, columns))
    expect(toned.sql).toContain('lowered LIKE $2 THEN 4')
    expect(toned.params).toEqual(['%duong%pho%', '%đường%phố%', '% duong pho%', '%duong pho%'])
    const plain = render(nameRank(planKeyword('duong')!, columns))
    expect(plain.sql).not.toContain('THEN 4')
    const similar = render(nameRank(planKeyword('áo')!, columns))
    expect(similar.sql).toContain('(folded LIKE $4)::int')
    expect(similar.params.at(-2)).toBe('%ao%')
  })
})

describe('relevance bands (decision 008)', () => {
  const row = { folded: sql`folded`, padded: sql`padded`, paddedLowered: sql`lowered` }
  const via = { category: sql`via_category`, shop: sql`via_shop` }

  it('scores how the keyword covers the name: tones, position, share', () => {
    const band = render(relevanceBand(planKeyword('Áo  thun trắng')!, row, via))
    // own name: every word in order, else found through the category, else through the shop
    expect(band.sql).toMatch(/^CASE WHEN folded LIKE \$1 THEN \$2 \+ /)
    expect(band.params.slice(0, 2)).toEqual(['%ao%thun%trang%', BAND_NAME + 64])
    // tones as typed, each word at a word's start; the phrase at the start, as whole words, at a word's start
    expect(band.params).toContain('% áo% thun% trắng%')
    expect(band.params).toEqual(expect.arrayContaining([' ao thun trang %', '% ao thun trang %', '% ao thun trang%']))
    expect(band.sql).toContain('3 * length(folded) <=')
    expect(band.params).toEqual(expect.arrayContaining([BAND_CATEGORY, BAND_SHOP]))
  })

  it('ranks rows found across fields by the words their own name has', () => {
    const band = render(relevanceBand(planKeyword('váy maxi')!, row, via, { across: true }))
    expect(band.sql).toMatch(/^\(8 \* \(\(padded LIKE \$1\)::int \+ \(padded LIKE \$2\)::int\)/)
    expect(band.params.slice(0, 2)).toEqual(['% vay%', '% maxi%'])
  })

  it('orders a band by sales, a rating pulled to a prior, a fading new-product boost and age', () => {
    const score = render(inBandScore({ sold: sql`sold`, rating: sql`rating`, ratingCount: sql`n`, createdAt: sql`created_at` }))
    expect(score.sql).toContain('ln(1 + greatest(sold, 0))')
    expect(score.sql).toContain('power(0.5,')
    expect(score.params).toEqual(expect.arrayContaining([12, 3, 6, 7 * 86_400, 90 * 86_400]))
  })
})

describe('words across name, category and shop', () => {
  it('takes keywords of two or more words, one with a trigram, leaving generic words out', () => {
    expect(acrossWords(planKeyword('váy maxi')!)).toEqual(['vay', 'maxi'])
    expect(acrossWords(planKeyword('đồ trang điểm mắt')!)).toEqual(['trang', 'diem', 'mat'])
    expect(acrossWords(planKeyword('serum')!)).toBeNull()
    expect(acrossWords(planKeyword('áo đỏ')!)).toBeNull()
    expect(acrossWords(planKeyword('đồ nam')!)).toBeNull()
  })

  it('needs every word in the name, or starting a word of the category or shop names', () => {
    const inCategories = (name: (n: SQLWrapper) => SQL) => sql`cat(${name(sql`c`)})`
    const inShops = (name: (n: SQLWrapper) => SQL) => sql`shop(${name(sql`s`)})`
    const q = render(wordsAcross(['vay', 'xl'], sql`folded`, { inCategories, inShops }))
    expect(q.sql).toContain('(folded LIKE $1 OR cat(')
    // a short word must be a whole word of the name
    expect(q.params).toEqual(expect.arrayContaining(['%vay%', '% vay%', '% xl %', '% xl%']))
  })
})

describe('whole-word terms', () => {
  it('pads and compares whole words, punctuation as spaces', () => {
    expect(plainWords('Xanh-navy, (size  M)')).toBe('Xanh navy size M')
    const q = render(hasAnyTerm(sql`padded`, ['đỏ', 'xanh navy', 'đỏ', '']))
    expect(q).toEqual({ sql: '(padded LIKE $1 OR padded LIKE $2)', params: ['% đỏ %', '% xanh navy %'] })
    expect(render(hasAnyTerm(sql`padded`, [])).sql).toBe('false')
  })
})
