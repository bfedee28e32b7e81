import type { SellerPageData } from '@xinh/contracts'
import type { SellerCatalogService } from '../modules/catalog/index.ts'
import type { DashboardService } from '../modules/dashboard/index.ts'
import type { LedgerService } from '../modules/ledger/index.ts'
import type { TrackingService } from '../modules/tracking/index.ts'
import type { SellerAccess, ShopsService } from '../modules/shops/index.ts'
import { AppError } from '../platform/errors.ts'
import type { PageRequest } from '../platform/web.ts'
import { createSellerOrdersPageData, type SellerOrdersServices } from './seller-orders.ts'
import { sellerDashboardPages } from './seller-dashboard.ts'
import { sellerFinancePages } from './seller-finance.ts'
import { createSellerProductsPages } from './seller-products.ts'
import { type SellerSettingsServices, sellerSettingsPages } from './seller-settings.ts'
import { createSellerMarketingPageData, type SellerMarketingPageServices } from './seller-marketing.ts'

/** What the seller centre's reads need (composed in app.ts). */
export type SellerPageServices = {
  shops: ShopsService
  requireSellerShop: SellerAccess
  sellerCatalog: SellerCatalogService
  dashboard: DashboardService
  ledger: LedgerService
  /** track (issue 18): the dashboard's funnel card */
  tracking: TrackingService
} & SellerOrdersServices &
  SellerSettingsServices &
  SellerMarketingPageServices

/**
 * The seller centre's reads (contracts `SellerPageData`): the owner of an approved shop only,
 * checked per call with the same `sellerAccess` the `/api/v1/seller/*` routes use. Never
 * cached: a render that calls these is private.
 */
export function createSellerPageData(s: SellerPageServices) {
  const orders = createSellerOrdersPageData(s)
  const marketing = createSellerMarketingPageData(s)
  return (req: PageRequest): SellerPageData => {
    const seller = () => s.requireSellerShop(req.actor)
    return {
      shop: async () => {
        const { userId } = await seller()
        const shop = await s.shops.getOwnShop(userId)
        if (!shop) throw new AppError('FORBIDDEN')
        return { _id: shop._id, name: shop.name, avatar: shop.avatar, is_paused: shop.is_paused, paused_until: shop.paused_until }
      },
      products: createSellerProductsPages(s.sellerCatalog, req),
      orders: orders(req),
      dashboard: sellerDashboardPages(s, req),
      finance: sellerFinancePages(s, req),
      settings: sellerSettingsPages(s, req),
      marketing: marketing(req),
    }
  }
}
