import type { z } from 'zod'
import type {
  TCountedPage,
  TSellerBanner,
  TSellerBannerDetail,
  TSellerShopCategoryDetail,
  TShopCategoryList,
  ZSellerBannerListQuery,
  ZShopCategoryListQuery,
} from './shop-marketing.ts'
import type { TManagedVoucher, TPromotion, ZVoucherManageQuery } from './vouchers.ts'

type In<S extends z.ZodType> = z.input<S>

/**
 * The seller centre's marketing screens (`/ban-hang/quan-ly-danh-muc`, `quan-ly-banner`,
 * `chuong-trinh-cua-toi`, `ma-giam-gia`): each method mirrors the `/api/v1/seller/*` route it
 * names, with the same checks (401 anonymous, 403 without an approved shop, 404 outside the shop).
 */
export interface SellerMarketingPages {
  /** GET /api/v1/seller/shop-categories */
  categories(query?: In<typeof ZShopCategoryListQuery>): Promise<TShopCategoryList>
  /** GET /api/v1/seller/shop-categories/{id} */
  category(id: string): Promise<TSellerShopCategoryDetail>
  /** GET /api/v1/seller/banners */
  banners(query?: In<typeof ZSellerBannerListQuery>): Promise<TCountedPage<TSellerBanner>>
  /** GET /api/v1/seller/banners/{id} */
  banner(id: string): Promise<TSellerBannerDetail>
  /** GET /api/v1/seller/promotions */
  promotions(query?: In<typeof ZVoucherManageQuery>): Promise<TCountedPage<TPromotion>>
  /** GET /api/v1/seller/promotions/{id} */
  promotion(id: string): Promise<TPromotion>
  /** GET /api/v1/seller/vouchers */
  vouchers(query?: In<typeof ZVoucherManageQuery>): Promise<TCountedPage<TManagedVoucher>>
  /** GET /api/v1/seller/vouchers/{id} */
  voucher(id: string): Promise<TManagedVoucher>
}
