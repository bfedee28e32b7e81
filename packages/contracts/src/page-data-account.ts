import type { z } from 'zod'
import type { TPaymentInfo, TWalletCounts, ZWalletQuery } from './account.ts'
import type { TProductCard } from './catalog.ts'
import type { TFavouriteProduct, TShopFeedback } from './community.ts'
import type { TVoucher } from './vouchers.ts'

type In<T extends z.ZodType> = z.input<T>
type Paged<T> = { items: T[]; meta: { page: number; limit: number; total: number } }
type PageQuery = { page?: number; limit?: number }

/** Account areas and shop feedback (issue 16, acct): what their loaders read, like their HTTP routes. */
export interface AccountPageData {
  /** GET /api/v1/mobile/favourites */
  favourites(query?: PageQuery): Promise<Paged<TFavouriteProduct>>
  /** GET /api/v1/mobile/seen-products */
  seen(query?: PageQuery): Promise<Paged<TProductCard>>
  /** GET /api/v1/mobile/voucher-buyer (with the additive `status` tab filter and the tabs' counts) */
  wallet(query?: In<typeof ZWalletQuery>): Promise<Paged<TVoucher> & { counts: TWalletCounts }>
  /** GET /community/v1/profile/payment-info */
  paymentInfo(): Promise<TPaymentInfo>
  /** GET /api/v1/seller/shop-feedback (the seller centre) */
  shopFeedback(query?: PageQuery): Promise<Paged<TShopFeedback>>
}
