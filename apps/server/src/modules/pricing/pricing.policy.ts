import type { Actor } from '#server/platform/auth/actor.ts'
import { requireRole, requireUser } from '#server/platform/auth/actor.ts'
import { sellerAccess } from '#server/modules/shops/index.ts'

/** Whose vouchers and promotions a caller manages: one approved shop's, or the platform's (admin). */
export type PricingScope = { kind: 'shop'; shopId: string; userId: string } | { kind: 'platform'; userId: string }

export type ShopOfOwner = (ownerId: string) => Promise<{ _id: string; is_approved: boolean } | null>

/**
 * Seller routes act on the caller's own shop, as every seller route does (shops' `sellerAccess`:
 * anonymous → 401; a buyer, or an owner whose shop is waiting or rejected → 403). Vouchers and
 * promotions are then only looked up inside that shop, so another shop's id is a 404.
 */
export const sellerShop = (shopOfOwner: ShopOfOwner) => sellerAccess({ getShopSummaryOfOwner: shopOfOwner })

/** Platform, cash-back and free-shipping vouchers: admins only. */
export function requireAdminScope(actor: Actor): PricingScope {
  return { kind: 'platform', userId: requireRole(actor, 'admin').userId }
}

/** A signed-in buyer (not a guest: a voucher wallet belongs to an account, spec §4 assistant "voucher save"). */
export const requireBuyer = (actor: Actor) => requireUser(actor)

/** The signed-in (non-guest) viewer, if any, for `is_saved`. */
