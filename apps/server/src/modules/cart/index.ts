export { type CartService, createCartService, type PromotionSource } from './cart.service.ts'
export { cartRoutes } from './cart.routes.ts'
export { invalidReason } from './cart.rules.ts'
