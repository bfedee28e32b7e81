import {
  type ProductSort,
  type TBuyerVariant,
  type TCategoryDetail,
  type TCollection,
  type TProductCard,
  type TProductDetail,
  type TProductSearchQuery,
  promotionUnitPrice,
  type TSizeChart,
  type TUnderstood,
  zId,
} from '@xinh/contracts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import {
  acrossWords,
  correctableWords,
  correctKeyword,
  filtersOfUnderstanding,
  type KeywordPlan,
  planKeyword,
  typoFallback,
  understandSearch,
} from '#server/modules/search/index.ts'
import * as repo from './read.repo.ts'

/**
 * What the buyer's own state adds to catalog reads. It lives in other modules (bookmarks and
 * seen products in search, follows in shops), which themselves list products through this
 * service, so the composition root connects them after creating both (app.ts).
 */
export type BuyerState = {
  isBookmarked(userId: string, productId: string): Promise<boolean>
  isFollowingShop(userId: string, shopId: string): Promise<boolean>
  /** Fire and forget: must neither slow nor fail the request. */
  recordSeen(userId: string, productId: string): void
  /**
   * Fire and forget: every first-page listing request with a keyword (SearchKeyword), with
   * whether it found anything and who searched (an opaque visitor key, for autocomplete hygiene).
   */
  recordSearch(search: { keyword: KeywordPlan; userId?: string; visitor?: string; found: boolean }): void
}

const noBuyerState: BuyerState = {
  isBookmarked: async () => false,
  isFollowingShop: async () => false,
  recordSeen: () => {},
  recordSearch: () => {},
}

export type Paging = { page: number; limit: number }
export type Page<T> = {
  items: T[]
  meta: { page: number; limit: number; total: number; corrected_keyword?: string; understood?: TUnderstood }
}

/** Filters of a product list; `ids` restricts it to some products (and may order it). */
export type ProductListInput = Partial<Omit<TProductSearchQuery, 'sort' | 'page' | 'limit'>> &
  Paging & { sort?: ProductSort; ids?: string[]; keepIdsOrder?: boolean }

/** Path ids are any string (see ZPathId); one that is not a UUID names nothing. */
export const isUuid = (id: string) => zId.safeParse(id).success

/**
 * A relevance search with fewer matches than this is filled up with the other products of the
 * (at most FILL_CATEGORIES) categories its matches are in, ranked after them (decision 008): a
 * constant, not the page size, so every page of one search agrees on the total.
 */
export const FILL_BELOW = 20
const FILL_CATEGORIES = 3

/** The most ids a list restricted to ids takes (bookmarks, seen products, collections). */
export const MAX_LISTED_IDS = 1000

/**
 * The card's prices: with a running promotion that gives the lowest price, the promotion price
 * (the calculator's own rounding) struck through from the sale price before it; otherwise the
 * sale price struck through from the list price.
 */
function cardPrices(r: Pick<repo.CardRow, 'price' | 'salePrice' | 'promo'>) {
  if (r.promo) {
    const [promotionId, discount, base] = r.promo
    const promoted = promotionUnitPrice(base, discount)
    if (promoted <= r.salePrice)
      return {
        sale_price: promoted,
        before_sale_price: base,
        discount_percent: discount,
        promotion: { _id: promotionId, discount_percent: discount },
      }
  }
  return {
    sale_price: r.salePrice,
    before_sale_price: r.price,
    discount_percent: r.price > r.salePrice ? Math.round(((r.price - r.salePrice) * 100) / r.price) : 0,
    promotion: null,
  }
}

/** A query taken as typed: nothing understood. */
const asTyped = (plan: KeywordPlan): TUnderstood => ({
  keyword: plan.typed,
  price_min: null,
  price_max: null,
  colors: [],
  sizes: [],
  gender: null,
})

export function toCard(r: repo.CardRow): TProductCard {
  return {
    _id: r.id,
    name: r.name,
    ...cardPrices(r),
    images: r.images,
    rating: r.rating,
    rating_count: r.ratingCount,
    sold: r.sold,
    is_sold_out: r.stock <= 0,
    shop: { _id: r.shopId, name: r.shopName, province_code: r.shopProvinceCode },
  }
}

/**
 * Variants as buyers see them: a variant's own running promotion item, else the product's
 * (overlapping promotions are refused, so at most one of each applies), priced with the
 * calculator's rounding; `before_sale_price` is what the price is struck through from.
 */
function variantsWithPromotions(
  variants: repo.DetailVariant[],
  items: Awaited<ReturnType<typeof repo.runningPromotionItems>>,
): TBuyerVariant[] {
  const whole = items.find((i) => i.variant_id === null)
  return variants.map((v) => {
    const item = items.find((i) => i.variant_id === v.id) ?? whole
    const discount = item ? Number(item.discount_percent) : 0
    return {
      _id: v.id,
      options: v.options,
      sku: v.sku,
      price: v.price,
      sale_price: item ? promotionUnitPrice(v.salePrice, discount) : v.salePrice,
      before_sale_price: item ? v.salePrice : v.price,
      stock: v.stock,
      images: v.images,
      promotion: item ? { _id: item.promotion_id, discount_percent: discount } : null,
    }
  })
}

function toSizeChart(c: repo.DetailSizeChart): TSizeChart {
  return { _id: c.id, name: c.name, type: c.type, attributes: c.attributes, rows: c.rows, status: c.status }
}

/** Keywords whose last outcome is remembered for searches served from the cache. */
const OUTCOMES_KEPT = 2000

export function createCatalogReadService({ db }: { db: Db }) {
  let buyer = noBuyerState

  /** Connects the buyer's bookmarks, follows, seen products and search recording (app.ts). */
  function connectBuyerState(state: BuyerState) {
    buyer = state
  }

  /**
   * One page and its total: the page query, plus a count only when the page cannot tell
   * (the total of a keyword search comes with the page). Never more than two queries.
   */
  async function runList(f: repo.ListFilters, order: repo.ListOrder, paging: Paging, ref?: { price: number }) {
    const rows = await repo.cardsQuery(db, f, order, paging, ref)
    const offset = (paging.page - 1) * paging.limit
    const first = rows[0]
    let total: number
    if (first && first.total !== null) total = first.total
    else if (rows.length > 0 && rows.length < paging.limit) total = offset + rows.length
    else if (rows.length === 0 && offset === 0) total = 0
    else total = await repo.countCards(db, f)
    return { rows, total }
  }

  function filtersOf(q: ProductListInput, keyword: KeywordPlan | undefined, understood?: TUnderstood): repo.ListFilters {
    const u = understood ? filtersOfUnderstanding(understood) : {}
    // an understood price narrows the price filter the request has, never widens it
    const tighter = (a: number | undefined, b: number | undefined, pick: (...v: number[]) => number) =>
      a === undefined ? b : b === undefined ? a : pick(a, b)
    return {
      keyword,
      colorTerms: u.colorTerms,
      sizeTerms: u.sizeTerms,
      genderTerms: u.genderTerms,
      genderNotTerms: u.genderNotTerms,
      categoryId: q.category_id,
      shopId: q.shop_id,
      priceMin: tighter(q.price_min, u.priceMin, Math.max),
      priceMax: tighter(q.price_max, u.priceMax, Math.min),
      ratingMin: q.rating_min,
      hasPromotion: q.has_promotion,
      provinceCodes: q.location?.split(','),
      ids: q.ids?.slice(0, MAX_LISTED_IDS),
    }
  }

  /** The keyword with its unknown words corrected to the product names' nearest words, if any changes. */
  async function correctedPlan(plan: KeywordPlan): Promise<KeywordPlan | null> {
    const words = correctableWords(plan)
    return words.length ? correctKeyword(plan, await repo.nearestWords(db, words)) : null
  }

  /**
   * A keyword search (decision 008): the query is understood first (prices, colours, sizes,
   * gender become filters; the rest is the keyword) and searched as a folded substring. When that
   * finds nothing: the keyword corrected to the product names' vocabulary ("ao thung" → "ao thun",
   * reported as `corrected`, decision 004); then, if anything was understood, the query as typed
   * without understanding (a name may really say "Hồng Kông"); then the words across name,
   * category and shop ("váy maxi"); last, trigram word similarity on the understood keyword.
   * A relevance search that finds only a few products (FILL_BELOW) is filled up with the other
   * products of their categories, ranked after them. `run` answers one set of filters' results
   * and `count` how many. Null when the query cannot match anything (only punctuation).
   */
  async function searchProducts<R>(q: ProductListInput, run: (f: repo.ListFilters) => Promise<R>, count: (r: R) => number) {
    const raw = planKeyword(q.keyword)
    if (raw === null) return null
    const understanding = raw ? understandSearch(q.keyword) : undefined
    if (!raw || !understanding) return { result: await run(filtersOf(q, undefined)), raw, understood: undefined, corrected: null }
    const { understood, changed, hasFilters, tokens } = understanding
    const planned = planKeyword(understood.keyword)
    // what is left after the filters is only punctuation: the filters alone, or nothing to search
    if (planned === null && !hasFilters) return null
    const plan = planned ?? undefined
    const filters = filtersOf(q, plan, understood)
    // a corrected query keeps the words the filters came from, so a link to it searches the same
    const filterWords = tokens.filter((t) => t.part && t.part !== 'noise').map((t) => t.text)
    const asCorrected = (c: KeywordPlan) => ({
      understood: { ...understood, keyword: c.typed },
      corrected: planKeyword([c.typed, ...filterWords].join(' ')) ?? c,
    })
    const fills = (q.sort ?? 'relevance') === 'relevance' && !q.ids
    const done = async (result: R, used: repo.ListFilters, opts: { understood?: TUnderstood; corrected?: KeywordPlan | null } = {}) => {
      const n = count(result)
      const categoryIds = fills && n > 0 && n < FILL_BELOW && used.keyword ? await repo.categoriesOfMatches(db, used, FILL_CATEGORIES) : []
      return {
        result: categoryIds.length ? await run({ ...used, fillCategoryIds: categoryIds }) : result,
        raw,
        understood: opts.understood ?? understood,
        corrected: opts.corrected ?? null,
      }
    }
    const first = await run(filters)
    if (count(first)) return done(first, filters)
    const corrected = plan ? await correctedPlan(plan) : null
    if (corrected) {
      const used = { ...filters, keyword: corrected }
      const result = await run(used)
      if (count(result)) return done(result, used, asCorrected(corrected))
    }
    if (changed) {
      const used = filtersOf(q, raw)
      const result = await run(used)
      if (count(result)) return done(result, used, { understood: asTyped(raw) })
    }
    // the words across name, category and shop ("váy maxi", "Mộc Beauty son"); then corrected,
    // since a shop's or category's word is no word of the product names' vocabulary ("Đà Lạt")
    for (const k of [plan, corrected]) {
      if (!k || !acrossWords(k)) continue
      const used = { ...filters, keyword: k, across: true }
      const result = await run(used)
      if (count(result)) return done(result, used, k === corrected ? asCorrected(k) : {})
    }
    const retry = plan ? typoFallback(plan) : null
    return { result: retry ? await run({ ...filters, keyword: retry }) : first, raw, understood, corrected: null }
  }

  // Whether each recent keyword found products, so a search answered from the shared page cache
  // (which runs no query) is recorded like the one that filled it. Bounded: oldest first out.
  const outcomes = new Map<string, boolean>()
  const rememberOutcome = (typed: string, found: boolean) => {
    outcomes.delete(typed)
    outcomes.set(typed, found)
    if (outcomes.size > OUTCOMES_KEPT) outcomes.delete(outcomes.keys().next().value as string)
  }

  /**
   * Records a search served from a cached copy (page or API): same rules as listProducts, with
   * the outcome its stored copy had. Unknown outcome (another process filled the cache): skipped.
   */
  function recordCachedSearch(q: { keyword?: unknown; page?: unknown }, opts: { viewerId?: string; visitor?: string }) {
    if (typeof q.keyword !== 'string' || (q.page !== undefined && Number(q.page) !== 1)) return
    const raw = planKeyword(q.keyword)
    const found = raw ? outcomes.get(raw.typed) : undefined
    if (!raw || found === undefined) return
    buyer.recordSearch({ keyword: raw, userId: opts.viewerId, visitor: opts.visitor ?? opts.viewerId, found })
  }

  /**
   * The product list and search (GET /api/v1/web/products). With a keyword, the meta says what
   * was understood and, when the results are for a typo-corrected query, which one.
   */
  async function listProducts(q: ProductListInput, opts: { viewerId?: string; visitor?: string } = {}): Promise<Page<TProductCard>> {
    const paging = { page: q.page, limit: q.limit }
    const meta = (total: number) => ({ page: q.page, limit: q.limit, total })
    const order: repo.ListOrder = q.keepIdsOrder && (q.sort ?? 'relevance') === 'relevance' ? 'ids' : (q.sort ?? 'relevance')
    const search = await searchProducts(
      q,
      (f) => runList(f, order, paging),
      (r) => r.total,
    )
    if (!search) return { items: [], meta: meta(0) }
    const { result, raw, understood, corrected } = search
    // one search, one record: the next pages of the same search (infinite scroll) are not new searches
    if (raw && q.page === 1) {
      const found = result.total > 0
      rememberOutcome(raw.typed, found)
      buyer.recordSearch({ keyword: raw, userId: opts.viewerId, visitor: opts.visitor ?? opts.viewerId, found })
    }
    return {
      items: result.rows.map(toCard),
      meta: {
        ...meta(result.total),
        ...(corrected ? { corrected_keyword: corrected.typed } : {}),
        ...(understood ? { understood } : {}),
      },
    }
  }

  /** How many products a list with these filters has (the same matching as listProducts). */
  async function countProducts(q: ProductListInput): Promise<{ total: number }> {
    const search = await searchProducts(
      q,
      (f) => repo.countCards(db, f),
      (n) => n,
    )
    return { total: search?.result ?? 0 }
  }

  async function getProductDetail(opts: { id: string; position: string; viewerId?: string }): Promise<TProductDetail> {
    const { id, viewerId } = opts
    const found = isUuid(id) ? await repo.findProductDetail(db, id) : undefined
    if (!found) throw new AppError('PRODUCT_INVALID_ID')
    const { product: p, shop, variants, promotionItems, classifications, sizeChart: chart } = found
    const [isBookmarked, isFollowingShop] = viewerId
      ? await Promise.all([buyer.isBookmarked(viewerId, p.id), buyer.isFollowingShop(viewerId, p.shopId)])
      : [false, false]
    if (viewerId) buyer.recordSeen(viewerId, p.id)
    const buyerVariants = variantsWithPromotions(variants, promotionItems)
    // the card's promotion: the one of the variant with the lowest price, as the lists pick it
    const lowest = buyerVariants.reduce<(typeof buyerVariants)[number] | undefined>(
      (a, v) => (v.promotion && (!a || v.sale_price < a.sale_price) ? v : a),
      undefined,
    )
    const promo = lowest?.promotion ? ([lowest.promotion._id, lowest.promotion.discount_percent, lowest.before_sale_price] as const) : null
    const card = toCard({ ...p, shopName: shop.name, shopProvinceCode: shop.provinceCode, promo: promo ? [...promo] : null })
    return {
      ...card,
      description: p.description,
      description_images: p.descriptionImages,
      video: p.video,
      category: found.category ? { _id: found.category.id, name: found.category.name } : null,
      price: p.price,
      stock: p.stock,
      weight: p.weight,
      pack_length: p.packLength,
      pack_width: p.packWidth,
      pack_height: p.packHeight,
      prep_days: p.prepDays,
      return_days: p.returnDays,
      return_conditions: p.returnConditions,
      is_preorder: p.isPreorder,
      is_authentic: p.isAuthentic,
      is_guaranteed: p.isGuaranteed,
      size_details: p.sizeDetails ?? null,
      classifications: classifications.map((c) => ({
        name: c.name,
        options: c.options.map((o) => ({ name: o.name, image: o.image ?? null })),
      })),
      variants: buyerVariants,
      size_chart: chart ? toSizeChart(chart) : null,
      shop: {
        _id: shop.id,
        name: shop.name,
        province_code: shop.provinceCode,
        avatar: shop.avatarUrl,
        rating: shop.rating,
        follower_count: shop.followerCount,
        product_count: found.shopProductCount,
      },
      is_bookmarked: isBookmarked,
      is_following_shop: isFollowingShop,
      position: opts.position,
      status: p.status,
    }
  }

  async function requireVisible(id: string) {
    const ref = isUuid(id) ? await repo.findVisibleRef(db, id) : undefined
    if (!ref) throw new AppError('PRODUCT_INVALID_ID')
    return ref
  }

  /** Same category first (nearest price first), then other products by nearest price. */
  async function similarProducts(id: string, limit: number): Promise<TProductCard[]> {
    const ref = await requireVisible(id)
    const price = { price: ref.salePrice }
    const page = { page: 1, limit }
    const same = ref.categoryId
      ? (await repo.cardsQuery(db, { categoryId: ref.categoryId, excludeIds: [id] }, 'similar', page, price)).map(toCard)
      : []
    if (same.length >= limit) return same
    // the first query returned every match in the category, so excluding it leaves the others
    const others = await repo.cardsQuery(
      db,
      { excludeIds: [id, ...same.map((c) => c._id)] },
      'similar',
      { page: 1, limit: limit - same.length },
      price,
    )
    return [...same, ...others.map(toCard)]
  }

  async function sizeChartOf(id: string): Promise<TSizeChart | null> {
    const ref = await requireVisible(id)
    const chart = ref.sizeChartId ? await repo.findAcceptedSizeChart(db, ref.sizeChartId) : undefined
    return chart ? toSizeChart(chart) : null
  }

  /** Home "suggested for you": best sellers, then best rated, in stock only. */
  async function suggestProducts(paging: Paging): Promise<Page<TProductCard>> {
    const { rows, total } = await runList({ inStockOnly: true }, 'suggested', paging)
    return { items: rows.map(toCard), meta: { ...paging, total } }
  }

  /** Products on a running promotion, the biggest discounts first (home "flash" deals). */
  async function flashProducts(limit: number): Promise<TProductCard[]> {
    const rows = await repo.cardsQuery(db, { hasPromotion: true, inStockOnly: true }, 'discount', { page: 1, limit })
    return rows.map(toCard)
  }

  /** A visible category (its ancestors visible too) with its parent, children and breadcrumb. */
  async function categoryDetail(id: string): Promise<TCategoryDetail> {
    const all = isUuid(id) ? await repo.listAllCategories(db) : []
    const byId = new Map(all.map((c) => [c.id, c]))
    const category = byId.get(id)
    if (!category) throw new AppError('CATEGORY_NOT_FOUND')
    const trail: typeof all = []
    for (
      let c: (typeof all)[number] | undefined = category;
      c && trail.length <= all.length;
      c = c.parentId ? byId.get(c.parentId) : undefined
    )
      trail.unshift(c)
    if (trail.some((c) => !c.isVisible)) throw new AppError('CATEGORY_NOT_FOUND')
    const ref = (c: (typeof all)[number]) => ({ _id: c.id, name: c.name, slug: c.slug })
    const parent = category.parentId ? byId.get(category.parentId) : undefined
    return {
      ...ref(category),
      parent: parent ? ref(parent) : null,
      children: all.filter((c) => c.parentId === id && c.isVisible).map(ref),
      breadcrumb: trail.map((c) => ({ _id: c.id, name: c.name })),
    }
  }

  const toCollection = (c: NonNullable<Awaited<ReturnType<typeof repo.findCollection>>>): TCollection => ({
    _id: c.id,
    name: c.name,
    description: c.description,
    cover: c.cover,
    product_count: c.productCount,
    shop_id: c.shopId,
  })

  async function listCollections(opts: { shopId?: string; limit: number }): Promise<TCollection[]> {
    return (await repo.listCollections(db, opts)).map(toCollection)
  }

  async function collectionPage(id: string, paging: Paging) {
    const found = isUuid(id) ? await repo.findCollection(db, id) : undefined
    if (!found) throw new AppError('COLLECTION_NOT_FOUND')
    const ids = await repo.listCollectionProductIds(db, id, MAX_LISTED_IDS)
    const { items, meta } = await listProducts({ ids, keepIdsOrder: true, ...paging })
    return { data: { collection: toCollection(found), products: items }, meta }
  }

  /** Whether buyers can see this product (bookmarking needs it). */
  async function isVisibleProduct(id: string): Promise<boolean> {
    return isUuid(id) ? Boolean(await repo.findVisibleRef(db, id)) : false
  }

  /** Autocomplete: a few product names for a keyword (typo-tolerant when nothing matches). */
  async function suggestProductNames(plan: KeywordPlan, limit: number) {
    let rows = await repo.suggestNames(db, plan, limit)
    const retry = rows.length === 0 ? typoFallback(plan) : null
    if (retry) rows = await repo.suggestNames(db, retry, limit)
    return rows.map((r) => ({ _id: r.id, name: r.name, image: r.images[0] ?? null }))
  }

  /**
   * A product's variants as buyers see them (running promotions applied), without the rest of its
   * detail: two small queries instead of the detail's one wide one (the shopping assistant's cards, issue 17).
   */
  async function buyerVariants(productId: string): Promise<TBuyerVariant[]> {
    if (!isUuid(productId)) return []
    const [variants, items] = await Promise.all([repo.listVariants(db, productId), repo.runningPromotionItems(db, productId)])
    return variantsWithPromotions(variants, items)
  }

  return {
    connectBuyerState,
    listProducts,
    buyerVariants,
    recordCachedSearch,
    countProducts,
    getProductDetail,
    similarProducts,
    sizeChartOf,
    suggestProducts,
    flashProducts,
    categoryDetail,
    listCollections,
    collectionPage,
    isVisibleProduct,
    suggestProductNames,
    countVisibleByShop: (shopIds: string[]) => repo.countVisibleByShop(db, shopIds),
  }
}
export type CatalogReadService = ReturnType<typeof createCatalogReadService>
