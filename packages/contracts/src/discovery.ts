import { z } from 'zod'
import { PRODUCT_SORTS, ZProductCard, ZProductListQuery } from './catalog.ts'
import { emptyToUndefined, ZPageMeta } from './common.ts'
import { ZUnderstood } from './search-query.ts'
import { ZShopPolicies } from './seller-shop.ts'

/**
 * Buyer-side discovery contracts (issue 3, docs/api/catalog.md "Buyer (public)"): search,
 * suggestions, shops, collections, banners, reviews, bookmarks, seen products.
 */

// ----- Vietnamese text (text.ts; re-exported here where they always were) -------------------

export { foldVietnamese, normaliseKeyword } from './text.ts'

// ----- inputs ------------------------------------------------------------------------------

const page = z.coerce.number().int().min(1).max(1000).default(1)
const limitOf = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback)
const optionalText = (max: number) => z.preprocess(emptyToUndefined, z.string().trim().max(max).optional())
const optionalId = z.preprocess(emptyToUndefined, z.uuid({ error: 'v.invalid' }).optional())

/**
 * A resource id in a URL path. Any string is accepted here; an id that is not a UUID simply
 * names nothing, so the route answers the resource's 404 (e.g. PRODUCT_INVALID_ID), as the
 * spec's error catalogue has it, rather than a validation error.
 */
export const ZPathId = z.object({ id: z.string().trim().min(1).max(100) })
export const ZProductIdPath = z.object({ productId: z.string().trim().min(1).max(100) })

/** The product list/search query, with a consistent price range. */
export const ZProductSearchQuery = ZProductListQuery.refine(
  (q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max,
  { path: ['price_max'], error: 'v.price_range' },
)
export type TProductSearchQuery = z.infer<typeof ZProductSearchQuery>

export const ZProductDetailQuery = z.object({
  /** Where the buyer came from (spec: `position`, default Home); echoed back for tracking. */
  position: z.preprocess(emptyToUndefined, z.string().trim().max(40).default('Home')),
})
export const ZSimilarQuery = z.object({ limit: limitOf(8, 24) })
export const ZSuggestProductsQuery = z.object({ page, limit: limitOf(8, 60) })
export const ZFlashProductsQuery = z.object({ limit: limitOf(12, 60) })
export const ZSearchSuggestionsQuery = z.object({ keyword: optionalText(100) })
export const ZShopSearchQuery = z.object({ keyword: optionalText(100), page, limit: limitOf(20, 60) })
export const ZShopProductsQuery = z.object({
  shop_category_id: optionalId,
  keyword: optionalText(100),
  sort: z.preprocess(emptyToUndefined, z.enum(PRODUCT_SORTS).default('relevance')),
  page,
  limit: limitOf(20, 60),
})
export type TShopProductsQuery = z.infer<typeof ZShopProductsQuery>
export const ZCollectionsQuery = z.object({ shop_id: optionalId, limit: limitOf(20, 50) })
export const ZPagedQuery = z.object({ page, limit: limitOf(20, 60) })
export const ZBannersQuery = z.object({ placement: optionalText(40) })
/** Filters (additive, docs/api/reviews.md): `rating` 1–5 hearts, `with_images` only reviews with photos. */
export const ZReviewListQuery = z.object({
  page,
  limit: limitOf(10, 50),
  rating: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(5).optional()),
  with_images: z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? undefined : v),
    z.boolean().optional(),
  ),
})
export type TReviewListQuery = z.infer<typeof ZReviewListQuery>

// ----- outputs -----------------------------------------------------------------------------

export const ZProductCount = z.object({ total: z.number() })

/**
 * GET /api/v1/web/products: a page of cards. `corrected_keyword` is set when the keyword as
 * typed found nothing and the results are for its typo correction ("ao thung" → "ao thun").
 * `understood` (with a keyword) is what the query was read as: the keyword product names must
 * contain and the filters taken from it (search-query.ts, decision 008).
 */
export const ZProductSearchPage = z.object({
  success: z.literal(true),
  data: z.array(ZProductCard),
  meta: ZPageMeta.extend({ corrected_keyword: z.string().optional(), understood: ZUnderstood.optional() }),
})
export type TProductSearchPage = z.infer<typeof ZProductSearchPage>

export const ZSearchSuggestions = z.object({
  keywords: z.array(z.string()),
  products: z.array(z.object({ _id: z.string(), name: z.string(), image: z.string().nullable() })),
  shops: z.array(z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() })),
})
export type TSearchSuggestions = z.infer<typeof ZSearchSuggestions>

export const ZShopSearchItem = z.object({
  _id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  rating: z.number(),
  follower_count: z.number(),
  product_count: z.number(),
  province_code: z.string().nullable(),
})
export type TShopSearchItem = z.infer<typeof ZShopSearchItem>

/** spec §3 Banner. */
export const ZBanner = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.string(),
  image: z.string(),
  cover: z.string().nullable(),
  link: z.string().nullable(),
  product_ids: z.array(z.string()),
  starts_at: z.string(),
  ends_at: z.string(),
})
export type TBanner = z.infer<typeof ZBanner>

export const ZShopProfile = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  avatar: z.string().nullable(),
  cover: z.string().nullable(),
  rating: z.number(),
  follower_count: z.number(),
  product_count: z.number(),
  province_code: z.string().nullable(),
  is_paused: z.boolean(),
  /** While paused: the return date (when the pause ends); null otherwise. */
  paused_until: z.string().nullable(),
  is_following: z.boolean(),
  categories: z.array(z.object({ _id: z.string(), name: z.string(), title: z.string() })),
  banners: z.array(ZBanner),
  /** Address, return policy, shipping and payment methods (seller centre settings, issue 13). */
  policies: ZShopPolicies,
})
export type TShopProfile = z.infer<typeof ZShopProfile>

const ZCategoryRef = z.object({ _id: z.string(), name: z.string(), slug: z.string() })
export const ZCategoryDetail = ZCategoryRef.extend({
  parent: ZCategoryRef.nullable(),
  children: z.array(ZCategoryRef),
  /** From the root down to this category, inclusive. */
  breadcrumb: z.array(z.object({ _id: z.string(), name: z.string() })),
})
export type TCategoryDetail = z.infer<typeof ZCategoryDetail>

export const ZCollection = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  cover: z.string().nullable(),
  product_count: z.number(),
  shop_id: z.string().nullable(),
})
export type TCollection = z.infer<typeof ZCollection>

export const ZCollectionPage = z.object({
  success: z.literal(true),
  data: z.object({ collection: ZCollection, products: z.array(ZProductCard) }),
  meta: ZPageMeta,
})
export const ZBannerPage = z.object({
  success: z.literal(true),
  data: z.object({ banner: ZBanner, products: z.array(ZProductCard) }),
  meta: ZPageMeta,
})

export const ZReview = z.object({
  _id: z.string(),
  rating: z.number(),
  content: z.string(),
  images: z.array(z.string()),
  variant_label: z.string().nullable(),
  user: z.object({ userName: z.string(), avatar: z.string().nullable() }),
  created_at: z.string(),
  seller_reply: z.string().nullable(),
  // additive (issue 16): one video, helpful votes, edited once
  video: z.string().nullable().optional(),
  helpful_count: z.number().optional(),
  is_edited: z.boolean().optional(),
})
export type TReview = z.infer<typeof ZReview>

export const ZReviewSummary = z.object({
  /** One decimal. */
  average: z.number(),
  count: z.number(),
  by_rating: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
  /** Reviews with photos (additive, issue 16). */
  with_images: z.number().optional(),
})
export type TReviewSummary = z.infer<typeof ZReviewSummary>

/** GET /api/v1/web/feedbacks/{productId}: the page of reviews, its meta and the product's rating summary. */
export const ZReviewPage = z.object({
  success: z.literal(true),
  data: z.array(ZReview),
  meta: ZPageMeta,
  summary: ZReviewSummary,
})

export const ZBookmarkToggle = z.object({ bookmarked: z.boolean() })
export const ZFollowToggle = z.object({ following: z.boolean(), follower_count: z.number() })
