import { foldVietnamese, type TFavouriteProduct, type TProductCard, type TSearchSuggestions, zId } from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { MIN_VISITORS, suggestibleKeyword, visitorHash } from './search.hygiene.ts'
import * as repo from './search.repo.ts'
import { type KeywordPlan, planKeyword } from './search.ranking.ts'

type Paging = { page: number; limit: number }

/**
 * The product and shop reads search lists and suggests through. app.ts passes catalog's read
 * service and shops' public service: search sits below both (they apply its keyword rules to
 * their own tables, search.ranking.ts), so it names the functions it calls instead of importing them.
 */
export type SearchCatalog = {
  isVisibleProduct: (productId: string) => Promise<boolean>
  listProducts: (
    q: { ids: string[]; keepIdsOrder: boolean } & Paging,
  ) => Promise<{ items: TProductCard[]; meta: Paging & { total: number; corrected_keyword?: string } }>
  suggestProductNames: (plan: KeywordPlan, limit: number) => Promise<TSearchSuggestions['products']>
}
export type SearchShops = { suggestShops: (plan: KeywordPlan, limit: number) => Promise<TSearchSuggestions['shops']> }
export type SearchDeps = {
  db: Db
  catalog: SearchCatalog
  shops: SearchShops
  log: FastifyBaseLogger
  /** Words no suggestion may contain (the product sensitive-word check, wired in app.ts). */
  isBlocked?: (text: string) => boolean
}

/** spec: the user's recent keywords, at most 10. */
export const HISTORY_SIZE = 10
/** Seen products kept (and listed) per user. */
export const SEEN_SIZE = 100
/** The most bookmarks a list pages through (most recent first). */
export const BOOKMARKS_LISTED = 1000
const SUGGESTED_KEYWORDS = 8
const SUGGESTED_PRODUCTS = 5
/** How long keyword searches are tallied in memory before being written (createSearchService). */
const KEYWORD_FLUSH_MS = 1_000
/** Distinct visitors remembered per keyword between two writes: more than the rule needs. */
const MAX_TALLIED_VISITORS = 100
const SUGGESTED_SHOPS = 3

export function createSearchService({ db, catalog, shops, log, isBlocked = () => false }: SearchDeps) {
  const pending = new Set<Promise<void>>()

  /**
   * Runs a write after the current request has its answer: it neither delays the response nor
   * fails it (errors are logged). `settle()` waits for the writes still running (tests, shutdown).
   */
  function inBackground(name: string, task: () => Promise<unknown>) {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => {},
        (err) => log.warn({ err }, `${name} failed`),
      )
      .finally(() => pending.delete(run))
    pending.add(run)
  }

  let lastStamp = 0

  async function settle() {
    flushKeywords()
    while (pending.size) await Promise.all([...pending])
  }

  /**
   * SearchKeyword: a keyword search that found products and passes the hygiene rules counts
   * towards popular suggestions, with its visitor (decision 008); a signed-in buyer's search also
   * goes to their own history.
   */
  function recordSearch({ keyword, userId, visitor, found }: { keyword: KeywordPlan; userId?: string; visitor?: string; found: boolean }) {
    // stamped now, in request order (strictly increasing, so two searches in one millisecond keep
    // their order): the background writes may run concurrently and finish in any order
    lastStamp = Math.max(Date.now(), lastStamp + 1)
    const at = new Date(lastStamp)
    const display = found ? suggestibleKeyword(keyword.typed, isBlocked) : null
    if (display) tallyKeyword(foldVietnamese(display), display, visitorHash(visitor ?? 'anonymous'))
    if (!userId) return
    inBackground('recording a search', async () => {
      await repo.upsertHistory(db, userId, keyword.typed, at)
      await repo.pruneHistory(db, userId, HISTORY_SIZE)
    })
  }

  /**
   * Keyword searches not yet written, per folded keyword. A popular search page is served from the
   * page cache thousands of times a second, each one counted (issue 11): two statements per
   * search on one hot row made the database the bottleneck of a stored page. They are written
   * together every KEYWORD_FLUSH_MS instead, one keyword at a time.
   */
  const tally = new Map<string, { display: string; count: number; visitors: Set<string> }>()
  let flushTimer: ReturnType<typeof setTimeout> | undefined

  function tallyKeyword(keyword: string, display: string, visitor: string) {
    const entry = tally.get(keyword) ?? { display, count: 0, visitors: new Set<string>() }
    // the latest form, as the row itself keeps it (search.repo.ts: a form with diacritics wins)
    if (display !== keyword || entry.display === keyword) entry.display = display
    entry.count++
    if (entry.visitors.size < MAX_TALLIED_VISITORS) entry.visitors.add(visitor)
    tally.set(keyword, entry)
    flushTimer ??= setTimeout(flushKeywords, KEYWORD_FLUSH_MS)
  }

  function flushKeywords() {
    clearTimeout(flushTimer)
    flushTimer = undefined
    const batch = [...tally]
    tally.clear()
    if (batch.length === 0) return
    inBackground('recording searches', async () => {
      for (const [keyword, { display, count, visitors }] of batch)
        await repo.recordKeywordSearch(db, { keyword, display, count, visitors: [...visitors], minVisitors: MIN_VISITORS })
    })
  }

  function recordSeen(userId: string, productId: string) {
    inBackground('recording a seen product', async () => {
      await repo.upsertSeen(db, userId, productId)
      await repo.pruneSeen(db, userId, SEEN_SIZE)
    })
  }

  /** Toggles a bookmark. A bookmark on a product that is no longer visible can still be removed. */
  async function toggleBookmark(userId: string, productId: string): Promise<{ bookmarked: boolean }> {
    if (!zId.safeParse(productId).success) throw new AppError('PRODUCT_INVALID_ID')
    if (await repo.deleteBookmark(db, userId, productId)) return { bookmarked: false }
    if (!(await catalog.isVisibleProduct(productId))) throw new AppError('PRODUCT_INVALID_ID')
    // the price it is saved at (promotions included): the favourites list marks a later drop
    const card = (await catalog.listProducts({ ids: [productId], keepIdsOrder: true, page: 1, limit: 1 })).items[0]
    await repo.insertBookmark(db, userId, productId, card?.sale_price ?? null)
    return { bookmarked: true }
  }

  /** Favourites (issue 16): the bookmarked products, each with its saved price and how much cheaper it is now. */
  async function listFavourites(
    userId: string,
    paging: { page: number; limit: number },
  ): Promise<{ items: TFavouriteProduct[]; meta: Paging & { total: number } }> {
    const rows = await repo.listBookmarkRows(db, userId, BOOKMARKS_LISTED)
    const { items, meta } = await catalog.listProducts({ ids: rows.map((r) => r.id), keepIdsOrder: true, ...paging })
    const byId = new Map(rows.map((r) => [r.id, r]))
    return {
      items: items.map((card) => {
        const row = byId.get(card._id)
        const saved = row?.savedPrice ?? null
        return {
          ...card,
          bookmarked_at: (row?.createdAt ?? new Date(0)).toISOString(),
          saved_price: saved,
          price_drop: saved !== null && card.sale_price < saved ? saved - card.sale_price : 0,
        }
      }),
      meta: { page: meta.page, limit: meta.limit, total: meta.total },
    }
  }

  async function listBookmarks(userId: string, paging: { page: number; limit: number }) {
    const ids = await repo.listBookmarkIds(db, userId, BOOKMARKS_LISTED)
    return catalog.listProducts({ ids, keepIdsOrder: true, ...paging })
  }

  async function listSeen(userId: string, paging: { page: number; limit: number }) {
    const ids = await repo.listSeenIds(db, userId, SEEN_SIZE)
    return catalog.listProducts({ ids, keepIdsOrder: true, ...paging })
  }

  /**
   * Autocomplete: the buyer's own matching history first, then popular keywords with the same
   * folded prefix, then up to 5 product names and 3 shops. Without a keyword: history and the
   * most popular keywords.
   */
  async function suggestions({ keyword, userId }: { keyword?: string; userId?: string }): Promise<TSearchSuggestions> {
    const plan = planKeyword(keyword)
    if (plan === null) return { keywords: [], products: [], shops: [] }
    const prefix = plan?.folded ?? ''
    const [history, popular, products, shopList] = await Promise.all([
      userId ? repo.listHistory(db, userId, HISTORY_SIZE) : [],
      // a few more than shown: rows recorded before the hygiene rules may still be filtered out here
      repo.popularKeywords(db, prefix, SUGGESTED_KEYWORDS * 2, MIN_VISITORS),
      plan ? catalog.suggestProductNames(plan, SUGGESTED_PRODUCTS) : [],
      plan ? shops.suggestShops(plan, SUGGESTED_SHOPS) : [],
    ])
    const seen = new Set<string>()
    const keywords: string[] = []
    const add = (display: string, folded = foldVietnamese(display)) => {
      if (seen.has(folded) || keywords.length >= SUGGESTED_KEYWORDS) return
      seen.add(folded)
      keywords.push(display)
    }
    for (const h of history) if (!plan || ` ${foldVietnamese(h)}`.includes(` ${prefix}`)) add(h)
    for (const p of popular) if (suggestibleKeyword(p.display, isBlocked)) add(p.display, p.keyword)
    return { keywords, products, shops: shopList }
  }

  return {
    recordSearch,
    recordSeen,
    settle,
    isBookmarked: (userId: string, productId: string) => repo.isBookmarked(db, userId, productId),
    toggleBookmark,
    listBookmarks,
    listFavourites,
    listSeen,
    history: (userId: string) => repo.listHistory(db, userId, HISTORY_SIZE),
    clearHistory: (userId: string) => repo.clearHistory(db, userId),
    suggestions,
  }
}
export type SearchService = ReturnType<typeof createSearchService>
