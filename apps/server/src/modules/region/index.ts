export { regionRoutes } from './region.routes.ts'
export { countryOf } from './region.service.ts'
