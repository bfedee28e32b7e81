import type { Db } from '#server/platform/db/client.ts'
import { readOncePerRender } from '#server/platform/render-reads.ts'
import * as repo from './shops.repo.ts'

export function createShopsService({ db }: { db: Db }) {
  /** The shop summary the profile shows (spec §3: shop { _id, is_approved }). */
  async function getShopSummaryOfOwner(ownerId: string) {
    // every seller service of a seller centre page asks it first
    const shop = await readOncePerRender(`shop-of-owner:${ownerId}`, () => repo.findShopByOwner(db, ownerId))
    // a shop an admin closed (issue 14) no longer opens the seller centre
    return shop ? { _id: shop.id, is_approved: shop.status === 'approved' && !shop.closedAt } : null
  }
  /** The seller centre's header: the owner's shop, its name, avatar and pause state. */
  async function getOwnShop(ownerId: string) {
    const shop = await repo.findOwnShop(db, ownerId)
    return shop
      ? {
          _id: shop.id,
          name: shop.name,
          avatar: shop.avatarUrl,
          is_paused: shop.isPaused,
          paused_until: shop.isPaused ? (shop.pauseEndsAt?.toISOString() ?? null) : null,
          is_approved: shop.status === 'approved' && !shop.closedAt,
        }
      : null
  }
  /** Approved, open shops with the most followers (home page "top sellers"). */
  async function topShops(limit: number) {
    const rows = await repo.listTopShops(db, limit)
    return rows.map((s) => ({
      _id: s.id,
      name: s.name,
      slug: s.slug,
      avatar: s.avatarUrl,
      rating: s.rating,
      follower_count: s.followerCount,
      province_code: s.provinceCode,
    }))
  }
  return {
    dailyNewShops: (from: Date) => repo.dailyNewShops(db, from),
    getShopSummaryOfOwner,
    getOwnShop,
    /** A shop's owner and name (notifications of its followers). */
    shopOwner: (shopId: string) => repo.findShopOwner(db, shopId),
    topShops,
    createShop: (values: Parameters<typeof repo.insertShop>[1]) => repo.insertShop(db, values),
  }
}
export type ShopsService = ReturnType<typeof createShopsService>
