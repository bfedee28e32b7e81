import { ACCOUNT } from '@xinh/contracts'
import { and, eq, ne } from 'drizzle-orm'
import { recordAudit } from '#server/modules/audit/index.ts'
import { createCalendarService } from '#server/modules/calendar/index.ts'
import { sessions, users } from '#server/modules/identity/identity.tables.ts'
import type { IdentityService } from '#server/modules/identity/index.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import type { Db } from '#server/platform/db/client.ts'

const DAY = 86_400_000

/** The demo's locked account (its reason shows on the admin's user screen and at its next login). */
export const DEMO_LOCKED = {
  email: 'bikhoa@xinh.vn',
  userName: 'Đỗ Văn Khoa',
  reason: 'Tạo nhiều tài khoản để lạm dụng voucher người mới',
} as const
export const DEMO_DELETING_SHOP = 'Tây Ninh Scent'
export const DEMO_PAUSED_SHOP = 'Quảng Trị Tote'
export const DEMO_PAUSE_REASON = 'Nhiều phản ánh hàng không đúng mô tả, tạm ngưng để xác minh'

/**
 * The admin console's core screens on first start (issue 14, admin-core): a locked user with its
 * reason, a seller account whose deletion is scheduled 15 working days out (holiday calendar), a
 * shop force-paused by the admin, and the audit trail of each of those decisions — made the way
 * the console makes them (row changes and their audit rows in one transaction).
 */
export async function seedAdminCore({
  db,
  identity,
  adminId,
  sellerId,
  password,
  now,
}: {
  db: Db
  identity: IdentityService
  adminId: string
  sellerId: string
  password: string
  now: number
}) {
  const calendar = createCalendarService({ db })
  const locked = await identity.createAccount({ email: DEMO_LOCKED.email, userName: DEMO_LOCKED.userName, password })
  // two shops no journey relies on, always the same ones: the owner leaving, and the paused shop
  const shopNamed = async (name: string) =>
    (
      await db
        .select({ id: shops.id, ownerId: shops.ownerId })
        .from(shops)
        .where(and(eq(shops.name, name), ne(shops.ownerId, sellerId)))
        .limit(1)
    )[0]
  const deleting = await shopNamed(DEMO_DELETING_SHOP)
  const paused = await shopNamed(DEMO_PAUSED_SHOP)
  const requested = new Date(now - 3 * DAY)
  const scheduled = await calendar.workingHoursAfter(requested, ACCOUNT.sellerDeletionMinWorkingDays * 24)
  const lockedAt = new Date(now - 2 * DAY)

  await db.transaction(async (tx) => {
    await tx.update(users).set({ lockedAt, lockedReason: DEMO_LOCKED.reason, lockedBy: adminId }).where(eq(users.id, locked.id))
    await tx.update(sessions).set({ revokedAt: lockedAt }).where(eq(sessions.userId, locked.id))
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user.lock',
      targetType: 'user',
      targetId: locked.id,
      before: { roles: ['buyer'], locked: false, locked_reason: null, status: 'active' },
      after: { roles: ['buyer'], locked: true, locked_reason: DEMO_LOCKED.reason, status: 'active', sessions_revoked: 0 },
      reason: DEMO_LOCKED.reason,
    })
    if (deleting) {
      await tx
        .update(users)
        .set({ status: 'pending_deletion', deletionRequestedAt: requested, deletionScheduledAt: scheduled })
        .where(eq(users.id, deleting.ownerId))
    }
    if (paused) {
      await tx
        .update(shops)
        .set({ isPaused: true, adminPausedAt: new Date(now - DAY), adminPauseReason: DEMO_PAUSE_REASON })
        .where(eq(shops.id, paused.id))
      await recordAudit(tx, {
        actorId: adminId,
        action: 'shop.pause',
        targetType: 'shop',
        targetId: paused.id,
        before: { state: 'open', is_paused: false, admin_pause_reason: null, closed_reason: null },
        after: { state: 'admin_paused', is_paused: true, admin_pause_reason: DEMO_PAUSE_REASON, closed_reason: null },
        reason: DEMO_PAUSE_REASON,
      })
    }
  })
  return { lockedId: locked.id, deletingOwnerId: deleting?.ownerId ?? null, pausedShopId: paused?.id ?? null }
}
