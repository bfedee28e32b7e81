import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, notInArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { ProductSort } from '@xinh/contracts'
import type { Db, DbOrTx } from '#server/platform/db/client.ts'
import { rowsOf } from '#server/platform/db/rows.ts'
import { createShapeNamer } from '#server/platform/db/shapes.ts'
import {
  acrossWords,
  hasAnyTerm,
  inBandScore,
  type KeywordPlan,
  likeWordsInOrder,
  nameMatches,
  nameRank,
  paddedWords,
  relevanceBand,
  wordsAcross,
} from '#server/modules/search/index.ts'
import { shopsView } from '#server/modules/shops/index.ts'
// the view module itself rather than pricing/index.ts: the pricing services list products through
// this module, and the view is all a listing needs
import { type BestPromotion, promotionsView } from '#server/modules/pricing/index.ts'
import {
  categories,
  collectionProducts,
  collections,
  productClassifications,
  products,
  productVariants,
  searchWords,
  sizeCharts,
} from '../catalog.tables.ts'

/**
 * Buyer-side product queries. Every list is ONE query for the page (products joined with their
 * shop through the shops module's published view) plus at most one count, whatever the page
 * size. Visibility (spec §4): accepted, allow_to_sell, shop approved and not paused.
 */

export type ListFilters = {
  keyword?: KeywordPlan
  /** Match the keyword's words across name, category and shop (a fallback step, decision 008). */
  across?: boolean
  /** Also the products of these categories, ranked after the keyword's matches (decision 008). */
  fillCategoryIds?: string[]
  /** Understood from the query (decision 008): any of these words in the name or an option. */
  colorTerms?: string[]
  /** Any of these words in an option ("Size M" has "m"). */
  sizeTerms?: string[]
  /** Any of these words in the name, or in its category's or an ancestor category's name… */
  genderTerms?: string[]
  /** …once these phrases are taken out ("Việt Nam" has no gender). */
  genderNotTerms?: string[]
  categoryId?: string
  shopId?: string
  priceMin?: number
  priceMax?: number
  ratingMin?: number
  hasPromotion?: boolean
  provinceCodes?: string[]
  /** Only these products (bookmarks, collections, banners, shop categories). */
  ids?: string[]
  excludeIds?: string[]
  inStockOnly?: boolean
}

/** The product sorts of the API plus the internal orders some lists use. */
export type ListOrder = ProductSort | 'ids' | 'suggested' | 'discount' | 'similar'

export type Paging = { page: number; limit: number }

const cardFields = {
  id: products.id,
  name: products.name,
  price: products.price,
  salePrice: products.salePrice,
  images: products.images,
  rating: products.rating,
  ratingCount: products.ratingCount,
  sold: products.sold,
  stock: products.stock,
  shopId: shopsView.id,
  shopName: shopsView.name,
  shopProvinceCode: shopsView.provinceCode,
}
export type CardRow = {
  id: string
  name: string
  price: number
  salePrice: number
  images: string[]
  rating: number
  ratingCount: number
  sold: number
  stock: number
  shopId: string
  shopName: string
  shopProvinceCode: string | null
  /** The running promotion giving the lowest price, if any (issue 4). */
  promo: BestPromotion
}

/** The card's running promotion, from the product's id and sale price columns. */
const promoOf = (c: { id: SQLWrapper; salePrice: SQLWrapper }) => promotionsView.bestFor(c.id, c.salePrice)

const isVisible = and(eq(products.status, 'accepted'), eq(products.allowToSell, true)) as SQL
const shopJoin = and(eq(shopsView.id, products.shopId), shopsView.isOpen)

/**
 * The visible categories whose own name satisfies `where`, and every category below them, as an
 * array computed once per statement (an InitPlan), so `category_id = ANY(…)` can use
 * products_category_idx.
 */
function categoryTreeWhere(where: SQL): SQL {
  return sql`ARRAY(WITH RECURSIVE tree(id) AS (
      SELECT ${categories.id} FROM ${categories} WHERE ${categories.isVisible} AND ${where}
      UNION SELECT c.id FROM ${categories} c JOIN tree ON c.parent_id = tree.id
    ) SELECT id FROM tree)`
}

/**
 * The categories a keyword names ("trang sức", "váy" → Váy đầm, Chân váy): folded like product
 * names, and with the keyword's tone marks when it has any, so "sơn" does not name "Son môi".
 * Null for typo-tolerant plans: a category is never a near miss.
 */
function categoriesNamed(k: KeywordPlan): SQL | null {
  if (k.mode === 'similar') return null
  const tone = k.hasTones ? sql` AND lower(${categories.name}) LIKE ${likeWordsInOrder(k.typed)}` : sql``
  return categoryTreeWhere(sql`${nameMatches(k, categories.name)}${tone}`)
}

/** The keyword matches the product name, its category's name, or the name of its (open) shop. */
function keywordMatch(k: KeywordPlan): SQL {
  const shopIds = shopsView.openShopIdsWhereName((name) => nameMatches(k, name))
  const named = categoriesNamed(k)
  const category = named ? sql` OR ${products.categoryId} = ANY(${named})` : sql``
  // `= ANY(ARRAY(subquery))` lets the planner OR the products' name index with products_shop_idx
  return sql`(${nameMatches(k, products.name, products.nameFolded)} OR ${products.shopId} = ANY(ARRAY(${shopIds}))${category})`
}

/** Every word of the keyword in the product's name, category or shop (`wordsAcross`); false when it may not be tried. */
function acrossMatch(k: KeywordPlan): SQL {
  const words = acrossWords(k)
  if (!words) return sql`false`
  return wordsAcross(words, products.nameFolded, {
    inCategories: (name) => sql`${products.categoryId} = ANY(${categoryTreeWhere(name(categories.name))})`,
    inShops: (name) => sql`${products.shopId} = ANY(ARRAY(${shopsView.openShopIdsWhereName(name)}))`,
  })
}

/** A product option (any classification) has one of the terms as whole words (products.option_names). */
const optionHasAnyTerm = (terms: string[]) => hasAnyTerm(products.optionNames, terms)

const paddedName = paddedWords(sql`lower(${products.name})`)

/**
 * Products of a category and of every category below it. `= ANY(ARRAY(…))` computes the tree
 * once (an InitPlan), so products_category_idx serves the filter.
 */
function inCategoryTree(categoryId: string): SQL {
  return sql`${products.categoryId} = ANY(ARRAY(
    WITH RECURSIVE tree(id) AS (
      SELECT ${categories.id} FROM ${categories} WHERE ${categories.id} = ${categoryId}
      UNION ALL SELECT c.id FROM ${categories} c JOIN tree ON c.parent_id = tree.id
    ) SELECT id FROM tree))`
}

function conditions(f: ListFilters): SQL {
  const c: Array<SQL | undefined> = [isVisible]
  if (f.keyword) {
    const match = f.across ? acrossMatch(f.keyword) : keywordMatch(f.keyword)
    c.push(f.fillCategoryIds?.length ? sql`(${match} OR ${inArray(products.categoryId, f.fillCategoryIds)})` : match)
  }
  if (f.colorTerms?.length) c.push(sql`(${hasAnyTerm(paddedName, f.colorTerms)} OR ${optionHasAnyTerm(f.colorTerms)})`)
  if (f.sizeTerms?.length) c.push(optionHasAnyTerm(f.sizeTerms))
  if (f.genderTerms?.length) {
    const strip = (padded: SQL) => (f.genderNotTerms ?? []).reduce((text, t) => sql`replace(${text}, ${` ${t} `}, ' ')`, padded)
    const inCategory = categoryTreeWhere(hasAnyTerm(strip(paddedWords(sql`lower(${categories.name})`)), f.genderTerms))
    c.push(sql`(${hasAnyTerm(strip(paddedName), f.genderTerms)} OR ${products.categoryId} = ANY(${inCategory}))`)
  }
  if (f.categoryId) c.push(inCategoryTree(f.categoryId))
  if (f.shopId) c.push(eq(products.shopId, f.shopId))
  if (f.priceMin !== undefined) c.push(gte(products.salePrice, f.priceMin))
  if (f.priceMax !== undefined) c.push(lte(products.salePrice, f.priceMax))
  if (f.ratingMin !== undefined) c.push(gte(products.rating, f.ratingMin))
  // a running promotion (issue 4); the ids are computed once (an InitPlan), then the primary key serves
  if (f.hasPromotion) c.push(sql`${products.id} = ANY(ARRAY(${promotionsView.promotedProductIds}))`)
  if (f.provinceCodes?.length) c.push(inArray(shopsView.provinceCode, f.provinceCodes))
  if (f.ids) c.push(f.ids.length ? inArray(products.id, f.ids) : sql`false`)
  if (f.excludeIds?.length) c.push(notInArray(products.id, f.excludeIds))
  if (f.inStockOnly) c.push(gt(products.stock, 0))
  return and(...c) as SQL
}

/** The columns a list orders by: the products table's, or the same columns of a subquery. */
type OrderColumns = {
  id: SQLWrapper
  popularity: SQLWrapper
  stock: SQLWrapper
  sold: SQLWrapper
  rating: SQLWrapper
  price: SQLWrapper
  salePrice: SQLWrapper
  createdAt: SQLWrapper
}
type KeywordRankColumns = {
  folded: SQLWrapper
  padded: SQLWrapper
  paddedLowered: SQLWrapper
  viaCategory: SQLWrapper
  viaShop: SQLWrapper
  ratingCount: SQLWrapper
}

const productColumns: OrderColumns = products

/**
 * The price a list sorts by: the sale price, read in order from products_visible_price_idx; in a
 * keyword search (its matches, `keyword` columns) the price the card shows, a running promotion's
 * included (a correlated probe per match, which a whole-catalogue listing could not afford).
 */
function priceOf(c: OrderColumns, opts: { keyword?: KeywordRankColumns }): SQL {
  if (!opts.keyword) return sql`${c.salePrice}`
  const id = sql`${sql.identifier('matches')}.${sql.identifier('id')}`
  return sql`least(${c.salePrice}, coalesce(${promotionsView.lowestPriceOf(id, c.salePrice)}, ${c.salePrice}))`
}

function orderOf(
  c: OrderColumns,
  f: ListFilters,
  order: ListOrder,
  opts: { ref?: { price: number }; keyword?: KeywordRankColumns } = {},
): SQL[] {
  const inStockFirst = sql`(${c.stock} > 0) DESC`
  switch (order) {
    case 'relevance':
      // with a keyword: the relevance band first, then sales, rating and freshness inside the band (decision 008)
      return f.keyword && opts.keyword
        ? [
            inStockFirst,
            sql`${relevanceBand(f.keyword, opts.keyword, { category: opts.keyword.viaCategory, shop: opts.keyword.viaShop }, { across: f.across })} DESC`,
            sql`${inBandScore({ sold: c.sold, rating: c.rating, ratingCount: opts.keyword.ratingCount, createdAt: c.createdAt })} DESC`,
            sql`${c.id} ASC`,
          ]
        : // without a keyword: the stored popularity (sales, rating, recency), read in order from
          // products_visible_relevance_idx
          [inStockFirst, sql`${c.popularity} DESC`, sql`${c.id} ASC`]
    case 'newest':
      return [sql`${c.createdAt} DESC`, sql`${c.id} DESC`]
    case 'best_selling':
      return [sql`${c.sold} DESC`, sql`${c.rating} DESC`, sql`${c.id} ASC`]
    case 'price_asc':
      return [sql`${priceOf(c, opts)} ASC`, sql`${c.id} ASC`]
    case 'price_desc':
      // (sale_price, id) read backwards: products_visible_price_idx serves both directions
      return [sql`${priceOf(c, opts)} DESC`, sql`${c.id} DESC`]
    case 'ids':
      // the caller's order (most recent bookmark first, a collection's positions…)
      return [sql`array_position(${`{${(f.ids ?? []).join(',')}}`}::uuid[], ${c.id})`]
    case 'suggested':
      return [sql`${c.sold} DESC`, sql`${c.rating} DESC`, sql`${c.id} ASC`]
    case 'discount':
      // the running promotion's discount first, then the discount off the list price
      return [
        sql`${promotionsView.maxDiscountOf(c.id)} DESC NULLS LAST`,
        sql`(${c.price} - ${c.salePrice})::float8 / ${c.price} DESC`,
        sql`${c.sold} DESC`,
        sql`${c.id} ASC`,
      ]
    case 'similar':
      return [inStockFirst, sql`abs(${c.salePrice} - ${opts.ref?.price ?? 0})`, sql`${c.id} ASC`]
  }
}

/**
 * One page of cards. Without a keyword the total is left to `countCards`, so an index-ordered
 * list (newest) can stop at the page. With a keyword every match is ranked anyway, so the total
 * comes with the page: the matches are collected in a subquery (the window function keeps
 * PostgreSQL from flattening it) that folds each name once, and the ranking reads that column
 * instead of folding the name again for every expression.
 */
export function cardsQuery(db: DbOrTx, f: ListFilters, order: ListOrder, paging: Paging, ref?: { price: number }) {
  return byShape(cardsSelection(db, f, order, paging, ref))
}

/** `cardsQuery`'s statement, not run (EXPLAIN in plan.int.test.ts). */
export function cardsSelection(db: DbOrTx, f: ListFilters, order: ListOrder, paging: Paging, ref?: { price: number }) {
  const keyword = f.keyword
  return keyword ? matchesSelect(db, { ...f, keyword }, order, paging, ref) : cardsSelect(db, f, order, paging, ref)
}

/**
 * Lists and counts run as named statements (platform/db/shapes.ts): a process sees a few dozen
 * shapes (category, shop, home blocks, similar products, searches by word count), so the first
 * 128 cover them.
 */
const byShape = createShapeNamer('cards', 128)

function cardsSelect(db: DbOrTx, f: ListFilters, order: ListOrder, paging: Paging, ref?: { price: number }) {
  return db
    .select({ ...cardFields, promo: promoOf(products), total: sql<number | null>`NULL::int` })
    .from(products)
    .innerJoin(shopsView.table, shopJoin)
    .where(conditions(f))
    .orderBy(...orderOf(productColumns, f, order, { ref }))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit)
}

function matchesSelect(db: DbOrTx, f: ListFilters & { keyword: KeywordPlan }, order: ListOrder, paging: Paging, ref?: { price: number }) {
  const offset = (paging.page - 1) * paging.limit
  const matches = db
    .select({
      ...cardFields,
      createdAt: products.createdAt,
      popularity: products.popularity,
      shopId: sql<string>`${shopsView.id}`.as('shop_id'),
      shopName: sql<string>`${shopsView.name}`.as('shop_name'),
      shopProvinceCode: sql<string | null>`${shopsView.provinceCode}`.as('shop_province_code'),
      folded: sql<string>`${products.nameFolded}`.as('folded'),
      padded: sql<string>`${paddedWords(products.nameFolded)}`.as('padded'),
      // for the tone check only, which looks at word starts: no need to pad the end or strip punctuation
      paddedLowered: sql<string>`(' ' || lower(${products.name}))`.as('padded_lowered'),
      viaCategory: sql<boolean>`${viaCategory(f.keyword)}`.as('via_category'),
      viaShop: sql<boolean>`${viaShop(f)}`.as('via_shop'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(products)
    .innerJoin(shopsView.table, shopJoin)
    .where(conditions(f))
    .as('matches')
  const m = matches
  return db
    .select({
      id: m.id,
      name: m.name,
      price: m.price,
      salePrice: m.salePrice,
      images: m.images,
      rating: m.rating,
      ratingCount: m.ratingCount,
      sold: m.sold,
      stock: m.stock,
      shopId: m.shopId,
      shopName: m.shopName,
      shopProvinceCode: m.shopProvinceCode,
      // computed for the page's rows only, not for every match; drizzle leaves the subquery's own
      // columns unqualified here, which the correlated subquery must not read as its own
      promo: promoOf({ id: sql`${sql.identifier('matches')}.${sql.identifier('id')}`, salePrice: m.salePrice }),
      total: m.total,
    })
    .from(m)
    .orderBy(
      ...orderOf(m, f, order, {
        ref,
        keyword: {
          folded: m.folded,
          padded: m.padded,
          paddedLowered: m.paddedLowered,
          viaCategory: m.viaCategory,
          viaShop: m.viaShop,
          ratingCount: m.ratingCount,
        },
      }),
    )
    .limit(paging.limit)
    .offset(offset)
}

/**
 * Whether a row was found through its shop's name (for the relevance band): only asked when a
 * search is filled up, where a row can be neither (otherwise every other row is a shop match).
 */
function viaShop(f: ListFilters): SQL {
  if (!f.keyword || f.across || f.keyword.mode === 'similar' || !f.fillCategoryIds?.length) return sql`true`
  const k = f.keyword
  return sql`${products.shopId} = ANY(ARRAY(${shopsView.openShopIdsWhereName((name) => nameMatches(k, name))}))`
}

/** Whether a row was found through its category's name (for the relevance band). */
function viaCategory(k: KeywordPlan): SQL {
  const named = categoriesNamed(k)
  return named ? sql`${products.categoryId} = ANY(${named})` : sql`false`
}

/** The categories most of a (small) search's matches are in, for filling it up. */
export async function categoriesOfMatches(db: DbOrTx, f: ListFilters, max: number): Promise<string[]> {
  const rows = await db
    .select({ id: products.categoryId })
    .from(products)
    .innerJoin(shopsView.table, shopJoin)
    .where(and(conditions(f), sql`${products.categoryId} IS NOT NULL`))
    .groupBy(products.categoryId)
    .orderBy(sql`count(*) DESC`, products.categoryId)
    .limit(max)
  return rows.flatMap((r) => (r.id ? [r.id] : []))
}

/**
 * Counting is bounded: beyond COUNT_CAP matches the total reads COUNT_CAP (the UI shows "10.000+"),
 * so a list over the whole catalogue never counts every product.
 */
export const COUNT_CAP = 10_000

export async function countCards(db: DbOrTx, f: ListFilters): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(products)
    .innerJoin(shopsView.table, shopJoin)
    .where(conditions(f))
    .limit(COUNT_CAP)
    .as('matching')
  const [row] = await byShape(db.select({ n: sql<number>`count(*)::int` }).from(matching))
  return row?.n ?? 0
}

/**
 * Typo correction: each word's nearest word of the product-name vocabulary (search_words), the
 * word itself when it is known, else the most trigram-similar known word (pg_trgm `%`, i.e.
 * similarity ≥ pg_trgm.similarity_threshold, 0.3; ties by word); no entry when no word is near.
 * One statement for every word.
 */
export async function nearestWords(db: DbOrTx, words: string[]): Promise<Map<string, string>> {
  if (!words.length) return new Map()
  const result = await db.execute<{ word: string; nearest: string | null }>(nearestWordsQuery(words))
  // node-postgres and PGlite both answer { rows }
  const rows = rowsOf<{ word: string; nearest: string | null }>(result)
  return new Map(rows.flatMap((r) => (r.nearest === null ? [] : [[r.word, r.nearest] as const])))
}

/**
 * The statement of nearestWords (for a non-empty list): one row per word. Each word is a bound
 * value rather than a column of an unnest(), so the planner sees its trigrams and answers `%`
 * through the GIN trigram index (a correlated lookup reads the whole vocabulary instead).
 */
export function nearestWordsQuery(words: string[]): SQL {
  const rows = words.map(
    (w) => sql`SELECT ${w}::text AS word, coalesce(
      (SELECT s.word FROM ${searchWords} s WHERE s.word = ${w}),
      (SELECT s.word FROM ${searchWords} s WHERE s.word % ${w} ORDER BY similarity(s.word, ${w}) DESC, s.word LIMIT 1)
    ) AS nearest`,
  )
  return sql.join(rows, sql` UNION ALL `)
}

/** Visible products per shop, for shop cards (one grouped query for any number of shops). */
export async function countVisibleByShop(db: DbOrTx, shopIds: string[]) {
  if (!shopIds.length) return new Map<string, number>()
  const rows = await db
    .select({ shopId: products.shopId, n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(isVisible, inArray(products.shopId, shopIds)))
    .groupBy(products.shopId)
  return new Map(rows.map((r) => [r.shopId, r.n]))
}

/** A few best-matching names for autocomplete: ranks at most `pool` matches, so it stays fast. */
export function suggestNames(db: DbOrTx, k: KeywordPlan, limit: number, pool = 200) {
  const c = db
    .select({
      id: products.id,
      name: products.name,
      images: products.images,
      stock: products.stock,
      sold: products.sold,
      folded: sql<string>`${products.nameFolded}`.as('folded'),
      lowered: sql<string>`lower(${products.name})`.as('lowered'),
    })
    .from(products)
    .innerJoin(shopsView.table, shopJoin)
    .where(and(isVisible, nameMatches(k, products.name, products.nameFolded)))
    .limit(pool)
    .as('candidates')
  return db
    .select({ id: c.id, name: c.name, images: c.images })
    .from(c)
    .orderBy(sql`(${c.stock} > 0) DESC`, sql`${nameRank(k, c)} DESC`, desc(c.sold), asc(c.id))
    .limit(limit)
}

export type DetailVariant = {
  id: string
  options: string[]
  sku: string | null
  price: number
  salePrice: number
  stock: number
  images: string[]
}
export type DetailSizeChart = Pick<typeof sizeCharts.$inferSelect, 'id' | 'name' | 'type' | 'attributes' | 'rows' | 'status'>

/**
 * A product page's data in ONE statement: the visible product with its shop (and the shop's
 * visible product count) and category, its active variants, classifications, running promotion items and
 * accepted size chart as JSON columns. Prepared once per database handle: the product page is the
 * busiest read, and building its SQL (Drizzle) and sending four statements cost more CPU than
 * the database's work (issue 11, bench/README.md).
 */
function prepareProductDetail(db: Db) {
  const v = sql.raw('v')
  const c = sql.raw('c')
  const sc = sql.raw('sc')
  return db
    .select({
      product: products,
      shop: {
        id: shopsView.id,
        name: shopsView.name,
        provinceCode: shopsView.provinceCode,
        avatarUrl: shopsView.avatarUrl,
        rating: shopsView.rating,
        followerCount: shopsView.followerCount,
      },
      shopProductCount: sql<number>`(SELECT count(*)::int FROM ${products} p2
        WHERE p2.shop_id = ${products.shopId} AND p2.status = 'accepted' AND p2.allow_to_sell)`,
      category: { id: categories.id, name: categories.name },
      variants: sql<DetailVariant[]>`(SELECT coalesce(json_agg(json_build_object('id', ${v}.id, 'options', ${v}.options,
          'sku', ${v}.sku, 'price', ${v}.price, 'salePrice', ${v}.sale_price, 'stock', ${v}.stock, 'images', ${v}.images)
          ORDER BY ${v}.created_at, ${v}.id), '[]'::json)
        FROM ${productVariants} ${v} WHERE ${v}.product_id = ${products.id} AND ${v}.is_active)`,
      classifications: sql<Array<Pick<typeof productClassifications.$inferSelect, 'name' | 'options'>>>`(SELECT
          coalesce(json_agg(json_build_object('name', ${c}.name, 'options', ${c}.options) ORDER BY ${c}.position), '[]'::json)
        FROM ${productClassifications} ${c} WHERE ${c}.product_id = ${products.id})`,
      promotionItems: promotionsView.runningItemsJsonOf(products.id),
      sizeChart: sql<DetailSizeChart | null>`(SELECT json_build_object('id', ${sc}.id, 'name', ${sc}.name, 'type', ${sc}.type,
          'attributes', ${sc}.attributes, 'rows', ${sc}.rows, 'status', ${sc}.status)
        FROM ${sizeCharts} ${sc} WHERE ${sc}.id = ${products.sizeChartId} AND ${sc}.status = 'accepted')`,
    })
    .from(products)
    .innerJoin(shopsView.table, shopJoin)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, sql.placeholder('id')), isVisible))
    .limit(1)
    .prepare('catalog_product_detail')
}
const productDetailStatements = new WeakMap<Db, ReturnType<typeof prepareProductDetail>>()

/** See `prepareProductDetail`. */
export async function findProductDetail(db: Db, id: string) {
  let statement = productDetailStatements.get(db)
  if (!statement) {
    statement = prepareProductDetail(db)
    productDetailStatements.set(db, statement)
  }
  const rows = await statement.execute({ id })
  return rows[0]
}

/** Just whether a product is visible to buyers, and its shop, category and price. */
export async function findVisibleRef(db: DbOrTx, id: string) {
  const rows = await db
    .select({
      id: products.id,
      shopId: products.shopId,
      categoryId: products.categoryId,
      salePrice: products.salePrice,
      sizeChartId: products.sizeChartId,
    })
    .from(products)
    .innerJoin(shopsView.table, shopJoin)
    .where(and(eq(products.id, id), isVisible))
    .limit(1)
  return rows[0]
}

/** The running promotion items of a product (variant_id null: every variant). */
export async function runningPromotionItems(db: DbOrTx, productId: string) {
  const result = await db.execute(promotionsView.runningItemsOf(productId))
  // node-postgres and PGlite both answer { rows }
  return rowsOf<{ promotion_id: string; variant_id: string | null; discount_percent: number }>(result)
}

export async function listVariants(db: DbOrTx, productId: string) {
  return db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.createdAt), asc(productVariants.id))
}

/** A size chart buyers may see: only once moderation accepted it. */
export async function findAcceptedSizeChart(db: DbOrTx, id: string) {
  const rows = await db
    .select()
    .from(sizeCharts)
    .where(and(eq(sizeCharts.id, id), eq(sizeCharts.status, 'accepted')))
    .limit(1)
  return rows[0]
}

export async function listAllCategories(db: DbOrTx) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      slug: categories.slug,
      isVisible: categories.isVisible,
      position: categories.position,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name))
}

const openCollection = and(
  eq(collections.isVisible, true),
  // a platform collection may be scheduled by an admin (null: from now / for ever)
  sql`(${collections.startsAt} IS NULL OR ${collections.startsAt} <= now())`,
  sql`(${collections.endsAt} IS NULL OR ${collections.endsAt} > now())`,
  or(isNull(collections.shopId), sql`${collections.shopId} = ANY(ARRAY(${shopsView.openShopIds}))`),
) as SQL

// drizzle leaves columns unqualified in single-table queries: the correlated subquery names its outer table itself
const collectionFields = {
  id: collections.id,
  name: collections.name,
  description: collections.description,
  cover: collections.cover,
  shopId: collections.shopId,
  productCount: sql<number>`(SELECT count(*)::int FROM ${collectionProducts} cp
    JOIN ${products} p ON p.id = cp.product_id
    WHERE cp.collection_id = ${collections}.id AND p.status = 'accepted' AND p.allow_to_sell
      AND p.shop_id = ANY(ARRAY(${shopsView.openShopIds})))`,
}

/** Visible collections: one shop's, or (no shop given) the platform's first, then open shops'. */
export async function listCollections(db: DbOrTx, opts: { shopId?: string; limit: number }) {
  return db
    .select(collectionFields)
    .from(collections)
    .where(and(openCollection, opts.shopId ? eq(collections.shopId, opts.shopId) : undefined))
    .orderBy(sql`(${collections.shopId} IS NULL) DESC`, asc(collections.position), desc(collections.createdAt), asc(collections.id))
    .limit(opts.limit)
}

export async function findCollection(db: DbOrTx, id: string) {
  const rows = await db
    .select(collectionFields)
    .from(collections)
    .where(and(eq(collections.id, id), openCollection))
    .limit(1)
  return rows[0]
}

/** A collection's product ids in its order (visibility is applied when the cards are listed). */
export async function listCollectionProductIds(db: DbOrTx, collectionId: string, max: number) {
  const rows = await db
    .select({ id: collectionProducts.productId })
    .from(collectionProducts)
    .where(eq(collectionProducts.collectionId, collectionId))
    .orderBy(asc(collectionProducts.position), asc(collectionProducts.productId))
    .limit(max)
  return rows.map((r) => r.id)
}
