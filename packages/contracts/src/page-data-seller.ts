import { z } from 'zod'
import type { SellerProductsPages } from './page-data-seller-products.ts'
import type { SellerOrdersPages } from './page-data-seller-orders.ts'
import type { SellerDashboardPages } from './page-data-seller-dashboard.ts'
import type { SellerFinancePages } from './page-data-seller-finance.ts'
import type { SellerSettingsPages } from './page-data-seller-settings.ts'
import type { SellerMarketingPages } from './page-data-seller-marketing.ts'

/** The seller's own shop, as the seller centre's layout shows it. */
export const ZSellerShopSummary = z.object({
  _id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  is_paused: z.boolean(),
  /** While paused: the return date (when the pause ends). */
  paused_until: z.string().nullable(),
})
export type TSellerShopSummary = z.infer<typeof ZSellerShopSummary>

/**
 * The seller centre's reads (`/ban-hang/*` loaders), for the signed-in owner of an approved shop
 * only: every method refuses anyone else (401/403) like the `/api/v1/seller/*` routes it mirrors.
 * Each part of the seller centre adds its own section here, declared in a file of its own
 * (`page-data-seller-<part>.ts`) and implemented in apps/server/src/page-data/seller-<part>.ts.
 */
export interface SellerPageData {
  /** The caller's shop (403 when they have no approved shop). */
  shop(): Promise<TSellerShopSummary>
  products: SellerProductsPages
  orders: SellerOrdersPages
  dashboard: SellerDashboardPages
  finance: SellerFinancePages
  settings: SellerSettingsPages
  marketing: SellerMarketingPages
}
