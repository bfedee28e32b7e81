import { type SellerMarketingPages, ZSellerBannerListQuery, ZShopCategoryListQuery, ZVoucherManageQuery } from '@xinh/contracts'
import type { PromotionsService, VouchersService } from '../modules/pricing/index.ts'
import type { ShopMarketing } from '../modules/shops/index.ts'
import type { PageRequest } from '../platform/web.ts'
import { id, parse } from './parse.ts'

/** What the seller centre's marketing screens read (composed in app.ts). */
export type SellerMarketingPageServices = { shopMarketing: ShopMarketing; promotions: PromotionsService; vouchers: VouchersService }

/**
 * `/ban-hang/quan-ly-danh-muc`, `quan-ly-banner`, `chuong-trinh-cua-toi`, `ma-giam-gia`: each
 * read is the service call of the `/api/v1/seller/*` route it mirrors, with the route's schema
 * and the page request's actor (the services check the caller's shop themselves).
 */
export function createSellerMarketingPageData(s: SellerMarketingPageServices) {
  return (req: PageRequest): SellerMarketingPages => {
    const { actor } = req
    return {
      categories: (query) => s.shopMarketing.categories.list({ actor, query: parse(ZShopCategoryListQuery, query) }),
      category: (value) => s.shopMarketing.categories.get({ actor, id: id(value) }),
      banners: (query) => s.shopMarketing.banners.list({ actor, query: parse(ZSellerBannerListQuery, query) }),
      banner: (value) => s.shopMarketing.banners.get({ actor, id: id(value) }),
      promotions: (query) => s.promotions.list({ actor, query: parse(ZVoucherManageQuery, query) }),
      promotion: (value) => s.promotions.get({ actor, id: id(value) }),
      vouchers: (query) => s.vouchers.seller.list({ actor, query: parse(ZVoucherManageQuery, query) }),
      voucher: (value) => s.vouchers.seller.get({ actor, id: id(value) }),
    }
  }
}
