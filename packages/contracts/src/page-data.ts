import { z } from 'zod'
import type { TCartAll, ZCartCount } from './cart.ts'
import type { AdminPageData } from './page-data-admin.ts'
import type { SellerPageData } from './page-data-seller.ts'
import type { OnboardingPageData } from './page-data-onboarding.ts'
import type { ReviewsPageData } from './page-data-reviews.ts'
import type { FitPageData } from './page-data-fit.ts'
import type { CommunityPageData } from './page-data-community.ts'
import type { BlogPageData } from './page-data-blog.ts'
import type { AccountPageData } from './page-data-account.ts'
import type { GroupBuyPageData } from './page-data-groupbuy.ts'
// aff (issue 18)
import type { AffiliatePageData } from './page-data-affiliate.ts'
import type { TProductCard, TProductDetail } from './catalog.ts'
import type { TQuote, TQuoteRequest } from './checkout.ts'
import type {
  TBanner,
  TCategoryDetail,
  TCollection,
  TProductSearchPage,
  TReview,
  TReviewSummary,
  TSearchSuggestions,
  TShopProfile,
  TShopSearchItem,
  ZBannersQuery,
  ZCollectionsQuery,
  ZPagedQuery,
  ZProductDetailQuery,
  ZProductCount,
  ZProductSearchQuery,
  ZReviewListQuery,
  ZShopProductsQuery,
  ZShopSearchQuery,
  ZSuggestProductsQuery,
} from './discovery.ts'
import type { TOrder, TOrderCounts, ZOrderListQuery } from './orders.ts'
import type { TPaymentView } from './payments.ts'
import type { TAddress, TUserProfile, ZProvince } from './profile.ts'
import type { TReturnRequest } from './returns.ts'
import type { TShipment } from './shipping.ts'
import type { TPublicPromotion, TVoucher, ZPublicPromotionsQuery, ZSaleVouchersQuery } from './vouchers.ts'
// vote (issue 18)
import type { VotingPageData } from './voting.ts'

/** The category tree of `GET /api/v1/web/categories`. */
export type TCategoryNode = { _id: string; name: string; slug: string; icon?: string | null; children: TCategoryNode[] }
export const ZCategoryNode: z.ZodType<TCategoryNode> = z.lazy(() =>
  z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    icon: z.string().nullable().optional(),
    children: z.array(ZCategoryNode),
  }),
)

/** A shop of `GET /api/v1/web/shops/top`. */
export const ZTopShop = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  avatar: z.string().nullable(),
  rating: z.number(),
  follower_count: z.number(),
  province_code: z.string().nullable(),
})
export type TTopShop = z.infer<typeof ZTopShop>
export const ZTopShopsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(12) })

/** Which social sign-in providers are configured (`GET /community/v1/auth/providers`). */
export const ZProviders = z.object({ google: z.boolean(), facebook: z.boolean(), apple: z.boolean(), zalo: z.boolean() })
export type TProviders = z.infer<typeof ZProviders>

type PageMeta = { page: number; limit: number; total: number }
/** A list read: its items and paging meta (the API's `data` and `meta`). */
export type TPaged<T, M = PageMeta> = { items: T[]; meta: M }
/** Query input of a read: what the API's query string would carry, before its schema coerces it. */
type In<S extends z.ZodType> = z.input<S>

/**
 * What server-side loaders read, in-process: the same module service functions the HTTP API
 * handlers call, with the same actor (the page request's) and the same input schemas, but no
 * HTTP round trip, serialisation or JSON parsing (issue 11; decision 007). The browser keeps
 * using the HTTP API. Each method names the endpoint it mirrors; errors are the API's
 * (status, code, localised message).
 *
 * The server builds one per page request; on a public, shared-cacheable page its actor is
 * anonymous whoever asks, so the HTML is the same for every visitor (personal bits come from
 * client islands).
 */
export interface BuyerPageData {
  /** GET /community/v1/auth/providers */
  providers(): Promise<TProviders>
  profile: {
    /** GET /community/v1/profile/me — null when nobody (or nobody valid) is signed in */
    me(): Promise<TUserProfile | null>
    /** GET /api/v1/mobile/addresses */
    addresses(): Promise<TAddress[]>
    /** GET /api/v1/public/provinces */
    provinces(): Promise<Array<z.infer<typeof ZProvince>>>
  }
  catalog: {
    /** GET /api/v1/web/categories */
    categories(): Promise<TCategoryNode[]>
    /** GET /api/v1/web/categories/{id} */
    category(id: string): Promise<TCategoryDetail>
    /** GET /api/v1/web/products */
    products(query: In<typeof ZProductSearchQuery>): Promise<TPaged<TProductCard, TProductSearchPage['meta']>>
    /** GET /api/v1/web/products/count */
    productCount(query: In<typeof ZProductSearchQuery>): Promise<z.infer<typeof ZProductCount>>
    /** GET /api/v1/web/products/{id} */
    product(id: string, query?: In<typeof ZProductDetailQuery>): Promise<TProductDetail>
    /** GET /api/v1/web/products/{id}/similar */
    similar(id: string, limit?: number): Promise<TProductCard[]>
    /** GET /api/v1/web/suggest-products */
    suggested(query: In<typeof ZSuggestProductsQuery>): Promise<TPaged<TProductCard>>
    /** GET /api/v1/web/flash-products */
    flash(limit?: number): Promise<TProductCard[]>
    /** GET /api/v1/web/collections */
    collections(query?: In<typeof ZCollectionsQuery>): Promise<TCollection[]>
    /** GET /api/v1/web/collections/{id} */
    collection(id: string, query?: In<typeof ZPagedQuery>): Promise<TPaged<TProductCard> & { collection: TCollection }>
    /** GET /api/v1/web/feedbacks/{productId} */
    reviews(productId: string, query?: In<typeof ZReviewListQuery>): Promise<TPaged<TReview> & { summary: TReviewSummary }>
  }
  shops: {
    /** GET /api/v1/web/shops/top */
    top(limit?: number): Promise<TTopShop[]>
    /** GET /api/v1/web/shops */
    search(query: In<typeof ZShopSearchQuery>): Promise<TPaged<TShopSearchItem>>
    /** GET /api/v1/web/shops/{id} */
    profile(id: string): Promise<TShopProfile>
    /** GET /api/v1/web/shops/{id}/products */
    products(id: string, query?: In<typeof ZShopProductsQuery>): Promise<TPaged<TProductCard>>
    /** GET /api/v1/web/banners */
    banners(query?: In<typeof ZBannersQuery>): Promise<TBanner[]>
    /** GET /api/v1/web/banners/{id} */
    banner(id: string, query?: In<typeof ZPagedQuery>): Promise<TPaged<TProductCard> & { banner: TBanner }>
  }
  search: {
    /** GET /api/v1/web/search/suggestions */
    suggestions(keyword: string): Promise<TSearchSuggestions>
  }
  pricing: {
    /** GET /api/v1/web/promotions */
    promotions(query?: In<typeof ZPublicPromotionsQuery>): Promise<TPaged<TPublicPromotion>>
    /** GET /api/v1/web/sale/sale-vouchers */
    saleVouchers(query?: In<typeof ZSaleVouchersQuery>): Promise<TPaged<TVoucher>>
  }
  cart: {
    /** GET /api/v1/mobile/carts/all */
    all(): Promise<TCartAll>
    /** GET /api/v1/mobile/carts/count */
    count(): Promise<z.infer<typeof ZCartCount>>
  }
  checkout: {
    /** POST /api/v1/mobile/checkout/quote (reads and writes nothing) */
    quote(body: TQuoteRequest): Promise<TQuote>
  }
  orders: {
    /** GET /api/v1/mobile/orders */
    list(query?: In<typeof ZOrderListQuery>): Promise<TPaged<TOrder> & { counts: TOrderCounts }>
    /** GET /api/v1/mobile/orders/{id} */
    get(id: string): Promise<TOrder>
    /** GET /api/v1/mobile/orders/{id}/shipment */
    shipment(id: string): Promise<TShipment | null>
    /** GET /api/v1/mobile/orders/{id}/return */
    returnRequest(id: string): Promise<TReturnRequest | null>
  }
  payments: {
    /** GET /api/v1/mobile/payments/{id}?key= (the key of the result link lets it be read without the session) */
    get(id: string, key?: string): Promise<TPaymentView>
  }
}

/**
 * Everything loaders may read: the buyer side (above) and one section per back-office area,
 * each declared in its own file (`page-data-seller.ts`, …) so areas grow without touching
 * each other.
 */
export interface PageData extends BuyerPageData {
  seller: SellerPageData
  onboarding: OnboardingPageData
  admin: AdminPageData
  reviews: ReviewsPageData
  fit: FitPageData
  community: CommunityPageData
  blog: BlogPageData
  account: AccountPageData
  // vote (issue 18): the voting campaign pages
  voting: VotingPageData
  // gbuy (issue 18)
  groupBuy: GroupBuyPageData
  // aff (issue 18): the affiliate screens
  affiliate: AffiliatePageData
}

/**
 * What the server tells a page render about caching. Loaders of public pages name the data
 * they read (`product:<id>`, `shop:<id>`, `listing`, `content`) so a change to it evicts the
 * cached HTML; a page that must never be shared calls `private()`.
 */
export interface PageCacheHints {
  /** Whether this render may be stored in the shared page cache (a public page, read anonymously). */
  readonly shared: boolean
  tag(...tags: string[]): void
  private(): void
}
