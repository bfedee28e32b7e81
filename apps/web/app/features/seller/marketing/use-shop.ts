import type { TSellerShopSummary } from '@xinh/contracts'
import { useRouteLoaderData } from 'react-router'

/** The seller's shop, from the `/ban-hang` layout's loader (for links to the public shop page). */
export function useSellerShop(): TSellerShopSummary | undefined {
  return useRouteLoaderData<{ shop: TSellerShopSummary }>('routes/seller/layout')?.shop
}
