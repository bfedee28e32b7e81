export { createCatalogService, type CatalogService } from './catalog.service.ts'
export { catalogRoutes } from './catalog.routes.ts'
