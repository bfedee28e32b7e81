export { createShopsService, type ShopsService } from './shops.service.ts'
