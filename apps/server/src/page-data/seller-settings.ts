import type { SellerSettingsPages } from '@xinh/contracts'
import type { PaymentsService } from '../modules/payments/index.ts'
import type { ShippingService } from '../modules/shipping/index.ts'
import type { ShopPauseService, ShopSettingsService } from '../modules/shops/index.ts'
import type { PageRequest } from '../platform/web.ts'

export type SellerSettingsServices = {
  shopSettings: ShopSettingsService
  shopPause: ShopPauseService
  shipping: ShippingService
  payments: PaymentsService
}

/** contracts `SellerSettingsPages`: `/api/v1/seller/settings/*` reads, in-process. */
export function sellerSettingsPages(s: SellerSettingsServices, req: PageRequest): SellerSettingsPages {
  const { actor } = req
  return {
    shop: () => s.shopSettings.getInfo({ actor }),
    returns: () => s.shopSettings.getReturnPolicy({ actor }),
    shipping: () => s.shipping.getSettings({ actor }),
    payments: () => s.payments.getShopSettings({ actor }),
    pause: () => s.shopPause.getPause({ actor }),
  }
}
