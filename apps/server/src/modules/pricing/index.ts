import type { App } from '#server/platform/server.ts'
import type { PromotionsService } from './promotions.service.ts'
import { promotionRoutes } from './promotions.routes.ts'
import type { VouchersService } from './vouchers.service.ts'
import { voucherRoutes } from './vouchers.routes.ts'

/**
 * The pricing module: promotions, vouchers, voucher wallets (docs/api/commerce.md "Pricing").
 * Checkout's runtime side (loading and redeeming for an order) is pricing.engine.ts.
 */
export { createPromotionsService, type PromotionsService } from './promotions.service.ts'
export { createVouchersService, NEWBIE_CODE, type VouchersService } from './vouchers.service.ts'
export { type BestPromotion, type PromotionsView, promotionsView } from './promotions.view.ts'
export { createPricingEngine, type PricingEngine, type VariantPromotion } from './pricing.engine.ts'
export { type ShopCampaign, shopCampaignsBetween } from './campaigns.ts'

export async function pricingRoutes(app: App, { vouchers, promotions }: { vouchers: VouchersService; promotions: PromotionsService }) {
  await voucherRoutes(app, { service: vouchers })
  await promotionRoutes(app, { service: promotions })
}
export { enqueueVoucherReminders, VOUCHER_REMINDER_JOB } from './voucher-reminders.ts'
