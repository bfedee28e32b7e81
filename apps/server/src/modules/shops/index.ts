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
export { type AdminShopsService, createAdminShopsService, type ShopPerformancePort } from './admin/admin-shops.service.ts'
export { adminShopsRoutes } from './admin/admin-shops.routes.ts'
