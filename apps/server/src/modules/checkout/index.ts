export { type CheckoutService, createCheckoutService, type PlacedCheckout } from './checkout.service.ts'
export { checkoutRoutes } from './checkout.routes.ts'
export { createPlacedMailer, type PlacedMailer } from './checkout.emails.ts'
export { reserve, restock, restockLines, type StockLine } from './inventory.ts'
