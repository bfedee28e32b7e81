import type {
  ColorId,
  SearchGender,
  TBanner,
  TCategoryDetail,
  TCollection,
  TProductCard,
  TProductDetail,
  TReview,
  TReviewSummary,
  TSearchSuggestions,
  TShopProfile,
  TShopSearchItem,
  TSizeChart,
} from '@xinh/contracts'

// Shapes of the buyer catalog API (docs/api/catalog.md), from the shared contracts (types only).
export type {
  TProductCard as ProductCard,
  TProductDetail as ProductDetail,
  TSizeChart as SizeChart,
  TBanner as Banner,
  TCategoryDetail as CategoryDetail,
  TCollection as Collection,
  TReview as Review,
  TReviewSummary as ReviewSummary,
  TSearchSuggestions as Suggestions,
  TShopProfile as ShopProfile,
}

export type PageMeta = { page: number; limit: number; total: number }
export type Paged<T> = { items: T[]; meta: PageMeta }

/** The category tree of GET /api/v1/web/categories. */
export type CategoryNode = { _id: string; name: string; slug: string; children: CategoryNode[] }

/** A shop in lists: shop search items and top sellers (which have no product count). */
export type ShopCard = Omit<TShopSearchItem, 'product_count'> & { product_count?: number }

/** Province code → short display name ("TP. Hồ Chí Minh", "Đà Nẵng"). */
export type Provinces = Record<string, string>

/** Where a product was opened from (the detail API's `position`; Home is the default). */
export type Position = 'Home' | 'Search' | 'Category' | 'Shop' | 'Collection' | 'Banner' | 'Similar'

/** A filter the search understood from the keyword, and the search without it (understood.server.ts). */
export type UnderstoodChip = { href: string } & (
  | { kind: 'price'; min: number | null; max: number | null }
  | { kind: 'color'; color: ColorId }
  | { kind: 'size'; size: string }
  | { kind: 'gender'; gender: SearchGender }
)
