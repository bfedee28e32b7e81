export { type CheckoutService, createCheckoutService, type PlacedListener, type SpecialPricing } from './checkout.service.ts'
export { checkoutRoutes } from './checkout.routes.ts'
export { placedEmailRenderers } from './checkout.emails.ts'
export { reserve, restock, restockLines, type StockLine } from './inventory.ts'
