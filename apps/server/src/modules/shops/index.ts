export { createShopsService, type ShopsService } from './shops.service.ts'
export { shopsRoutes } from './shops.routes.ts'
