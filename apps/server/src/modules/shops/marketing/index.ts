import type { Db } from '#server/platform/db/client.ts'
import type { App } from '#server/platform/server.ts'
import type { Storage } from '#server/platform/storage.ts'
import type { SellerAccess } from '../seller-access.ts'
import { createBannersService } from './banners.service.ts'
import { sellerBannerRoutes } from './banners.routes.ts'
import { createShopCategoriesService } from './categories.service.ts'
import { shopCategoryRoutes } from './categories.routes.ts'

/** The seller centre's shop categories and banners (docs/api/seller-marketing.md). */
export function createShopMarketing(deps: { db: Db; requireSellerShop: SellerAccess; storage: Pick<Storage, 'putPublic' | 'publicUrl'> }) {
  return {
    categories: createShopCategoriesService(deps),
    banners: createBannersService(deps),
  }
}
export type ShopMarketing = ReturnType<typeof createShopMarketing>

export async function shopMarketingRoutes(app: App, { marketing }: { marketing: ShopMarketing }) {
  await shopCategoryRoutes(app, { service: marketing.categories })
  await sellerBannerRoutes(app, { service: marketing.banners })
}
