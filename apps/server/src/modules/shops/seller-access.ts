import type { Actor } from '#server/platform/auth/actor.ts'
import { requireUser } from '#server/platform/auth/actor.ts'
import { AppError } from '#server/platform/errors.ts'
import type { ShopsService } from './shops.service.ts'

export type SellerContext = { userId: string; shopId: string }
export type SellerAccess = (actor: Actor) => Promise<SellerContext>

/**
 * Seller routes act on the caller's own shop: a signed-in user who owns an APPROVED shop.
 * Anonymous → 401; a buyer, or an owner whose shop is waiting or rejected → 403. Every module's
 * seller routes (products, size charts, orders, vouchers, returns…) then look their rows up only
 * inside that shop, so a foreign id is a 404. Shop ownership is the shops module's to decide.
 */
export function sellerAccess(shops: Pick<ShopsService, 'getShopSummaryOfOwner'>): SellerAccess {
  return async function requireSellerShop(actor: Actor): Promise<SellerContext> {
    const user = requireUser(actor)
    const shop = await shops.getShopSummaryOfOwner(user.userId)
    if (!shop?.is_approved) throw new AppError('FORBIDDEN')
    return { userId: user.userId, shopId: shop._id }
  }
}
