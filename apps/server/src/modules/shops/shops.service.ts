import type { Db } from '#server/platform/db/client.ts'
import * as repo from './shops.repo.ts'

export function createShopsService({ db }: { db: Db }) {
  /** The shop summary the profile shows (spec §3: shop { _id, is_approved }). */
  async function getShopSummaryOfOwner(ownerId: string) {
    const shop = await repo.findShopByOwner(db, ownerId)
    return shop ? { _id: shop.id, is_approved: shop.status === 'approved' } : null
  }
  return { getShopSummaryOfOwner, createShop: (values: Parameters<typeof repo.insertShop>[1]) => repo.insertShop(db, values) }
}
export type ShopsService = ReturnType<typeof createShopsService>
