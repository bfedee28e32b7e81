export { createShopsService, type ShopsService } from './shops.service.ts'
export { shopsRoutes } from './shops.routes.ts'
export { type SellerAccess, type SellerContext, sellerAccess } from './seller-access.ts'
export { createShopsPublicService, type ShopsPublicService } from './public/public.service.ts'
export { shopsPublicRoutes } from './public/public.routes.ts'
export { type ShopsView, shopsView } from './public/shops.view.ts'
export {
  type AddressBook,
  createSellerApplicationsService,
  type SellerApplicationsService,
} from './applications/applications.service.ts'
export { sellerApplicationsRoutes } from './applications/applications.routes.ts'
export { applicationEmailRenderers } from './applications/applications.emails.ts'
// seller centre settings (issue 13): shop information, return policy, pause mode and its job
export { createShopSettingsService, type ShopPlaces, type ShopSettingsService } from './settings/settings.service.ts'
export { createShopPauseService, type ShopCampaigns, type ShopPauseService } from './settings/pause.service.ts'
export { shopSettingsRoutes } from './settings/settings.routes.ts'
export { defineShopJobs, SHOP_PAUSE_JOB } from './settings/pause.jobs.ts'
export { createShopMarketing, type ShopMarketing, shopMarketingRoutes } from './marketing/index.ts'
export { createHomeBannersAdmin, type HomeBannersAdmin } from './admin/home-banners.service.ts'
export { homeBannersRoutes } from './admin/home-banners.routes.ts'
export { type AdminShopsService, createAdminShopsService, type ShopPerformancePort } from './admin/admin-shops.service.ts'
export { adminShopsRoutes } from './admin/admin-shops.routes.ts'
export { shopRatings } from './ratings.ts'
