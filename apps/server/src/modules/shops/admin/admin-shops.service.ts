import type {
  AdminShopState,
  TAdminShopDetail,
  TAdminShopItem,
  TAdminShopQuery,
  TAdminUserActivity,
  TShopPerformance,
} from '@xinh/contracts'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { recordAudit } from '../../audit/index.ts'
import * as repo from './admin-shops.repo.ts'

/** A shop's last 30 days, from the modules above shops (catalog, orders, returns), connected by app.ts. */
export type ShopPerformancePort = (shopId: string) => Promise<TShopPerformance>
const NO_PERFORMANCE: ShopPerformancePort = async () => ({
  product_count: 0,
  orders_30d: 0,
  completed_30d: 0,
  cancelled_30d: 0,
  gmv_30d: 0,
  returns_30d: 0,
})

type ShopRow = repo.AdminShopRow['shop']

function stateOf(s: ShopRow): AdminShopState {
  if (s.closedAt) return 'closed'
  if (s.adminPausedAt) return 'admin_paused'
  if (s.status !== 'approved') return s.status
  return s.isPaused ? 'paused' : 'open'
}

function item(row: repo.AdminShopRow): TAdminShopItem {
  const s = row.shop
  return {
    _id: s.id,
    name: s.name,
    slug: s.slug,
    avatar: s.avatarUrl,
    owner: { _id: s.ownerId, user_name: row.ownerName, email: row.ownerEmail },
    state: stateOf(s),
    rating: s.rating,
    follower_count: s.followerCount,
    created_at: s.createdAt.toISOString(),
  }
}

const snapshot = (s: ShopRow) => ({
  state: stateOf(s),
  is_paused: s.isPaused,
  admin_pause_reason: s.adminPauseReason,
  closed_reason: s.closedReason,
})

/** The admin console's shops (issue 14): search, detail with performance, force-pause, resume, close. */
export function createAdminShopsService({ db }: { db: Db }) {
  let performance = NO_PERFORMANCE
  function connectPerformance(port: ShopPerformancePort) {
    performance = port
  }

  async function search({ actor, query }: { actor: Actor; query: TAdminShopQuery }) {
    requireRole(actor, 'admin')
    const { rows, total } = await repo.searchShops(db, query)
    return { items: rows.map(item), meta: { page: query.page, limit: query.limit, total } }
  }

  async function detail({ actor, id }: { actor: Actor; id: string }): Promise<TAdminShopDetail> {
    requireRole(actor, 'admin')
    const row = await repo.findShop(db, id)
    if (!row) throw new AppError('NOT_FOUND')
    const s = row.shop
    return {
      ...item(row),
      description: s.description,
      province_code: s.provinceCode,
      is_paused: s.isPaused,
      admin_paused_at: s.adminPausedAt?.toISOString() ?? null,
      admin_pause_reason: s.adminPauseReason,
      closed_at: s.closedAt?.toISOString() ?? null,
      closed_reason: s.closedReason,
      performance: await performance(id),
      deletion_scheduled_at: row.ownerDeletionAt?.toISOString() ?? null,
    }
  }

  /** One decision on a shop, under its row lock, audited in the same transaction. */
  async function decide(
    { actor, id, reason }: { actor: Actor; id: string; reason: string },
    action: string,
    change: (shop: ShopRow) => Partial<ShopRow>,
  ) {
    const admin = requireRole(actor, 'admin')
    await db.transaction(async (tx) => {
      const shop = await repo.lockShop(tx, id)
      if (!shop) throw new AppError('NOT_FOUND')
      const after = await repo.updateShop(tx, id, { ...change(shop), updatedAt: new Date() })
      await recordAudit(tx, {
        actorId: admin.userId,
        action,
        targetType: 'shop',
        targetId: id,
        before: snapshot(shop),
        after: after && snapshot(after),
        reason,
      })
    })
    return detail({ actor, id })
  }

  /** Hides the shop from buyers (is_paused) until an admin resumes it; the seller cannot lift it. */
  const pause = (opts: { actor: Actor; id: string; reason: string }) =>
    decide(opts, 'shop.pause', (shop) => {
      if (shop.closedAt) throw new AppError('SHOP_CLOSED')
      if (shop.adminPausedAt) throw new AppError('SHOP_ALREADY_PAUSED')
      return { isPaused: true, adminPausedAt: new Date(), adminPauseReason: opts.reason }
    })

  const resume = (opts: { actor: Actor; id: string; reason: string }) =>
    decide(opts, 'shop.resume', (shop) => {
      if (shop.closedAt) throw new AppError('SHOP_CLOSED')
      if (!shop.adminPausedAt) throw new AppError('SHOP_NOT_PAUSED')
      // the seller's own pause window, if one is running, still holds once the admin's ends
      const now = new Date()
      const sellerPaused = Boolean(shop.pauseStartsAt && shop.pauseEndsAt && shop.pauseStartsAt <= now && shop.pauseEndsAt > now)
      return { isPaused: sellerPaused, adminPausedAt: null, adminPauseReason: null }
    })

  /** Closes for good: hidden, out of the seller centre. Orders under way still run to the end. */
  const close = (opts: { actor: Actor; id: string; reason: string }) =>
    decide(opts, 'shop.close', (shop) => {
      if (shop.closedAt) throw new AppError('SHOP_CLOSED')
      return { isPaused: true, closedAt: new Date(), closedReason: opts.reason }
    })

  /** For the user detail screen (identity's activity port). */
  async function shopsOfOwner(ownerId: string): Promise<TAdminUserActivity['shops']> {
    const rows = await repo.shopsOfOwners(db, [ownerId])
    return rows.map((s) => ({ _id: s.id, name: s.name, status: s.status, is_paused: s.isPaused, closed: s.closedAt !== null }))
  }
  async function shopsOfOwners(ownerIds: string[]) {
    const rows = await repo.shopsOfOwners(db, ownerIds)
    return new Map(rows.map((s) => [s.ownerId, { _id: s.id, name: s.name }]))
  }

  return { connectPerformance, search, detail, pause, resume, close, shopsOfOwner, shopsOfOwners }
}
export type AdminShopsService = ReturnType<typeof createAdminShopsService>
