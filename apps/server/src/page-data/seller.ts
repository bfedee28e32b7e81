import type { SellerPageData } from '@xinh/contracts'
import type { SellerCatalogService } from '../modules/catalog/index.ts'
import type { SellerAccess, ShopsService } from '../modules/shops/index.ts'
import { AppError } from '../platform/errors.ts'
import type { PageRequest } from '../platform/web.ts'
import { createSellerProductsPages } from './seller-products.ts'

/** What the seller centre's reads need (composed in app.ts). */
export type SellerPageServices = {
  shops: ShopsService
  requireSellerShop: SellerAccess
  sellerCatalog: SellerCatalogService
}

/**
 * The seller centre's reads (contracts `SellerPageData`): the owner of an approved shop only,
 * checked per call with the same `sellerAccess` the `/api/v1/seller/*` routes use. Never
 * cached: a render that calls these is private.
 */
export function createSellerPageData(s: SellerPageServices) {
  return (req: PageRequest): SellerPageData => {
    const seller = () => s.requireSellerShop(req.actor)
    return {
      shop: async () => {
        const { userId } = await seller()
        const shop = await s.shops.getOwnShop(userId)
        if (!shop) throw new AppError('FORBIDDEN')
        return { _id: shop._id, name: shop.name, avatar: shop.avatar, is_paused: shop.is_paused }
      },
      products: createSellerProductsPages(s.sellerCatalog, req),
    }
  }
}
