import type { TShopPaymentSettings } from './payments.ts'
import type { TPause, TReturnPolicy, TShopInfo } from './seller-shop.ts'
import type { TShippingSettings } from './shipping.ts'

/** The seller centre's settings reads (`/ban-hang/cai-dat/*`), issue 13. */
export interface SellerSettingsPages {
  /** GET /api/v1/seller/settings/shop */
  shop(): Promise<TShopInfo>
  /** GET /api/v1/seller/settings/returns */
  returns(): Promise<TReturnPolicy>
  /** GET /api/v1/seller/settings/shipping */
  shipping(): Promise<TShippingSettings>
  /** GET /api/v1/seller/settings/payments */
  payments(): Promise<TShopPaymentSettings>
  /** GET /api/v1/seller/settings/pause */
  pause(): Promise<TPause>
}
