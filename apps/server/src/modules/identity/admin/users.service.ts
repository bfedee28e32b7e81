import {
  ACCOUNT,
  type AdminUserState,
  type GrantableRole,
  type Role,
  type TAdminUserActivity,
  type TAdminUserDetail,
  type TAdminUserItem,
  type TAdminUserQuery,
  type TScheduledDeletion,
} from '@xinh/contracts'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import type { Db, Tx } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { recordAudit } from '../../audit/index.ts'
import * as repo from './users.repo.ts'

/**
 * What other modules know about a user (their orders, returns, shops), asked through ports that
 * app.ts connects: identity sits below them and must not import them.
 */
export type UserActivityPorts = {
  orders(userId: string): Promise<TAdminUserActivity['orders']>
  returns(userId: string): Promise<TAdminUserActivity['returns']>
  shops(userId: string): Promise<TAdminUserActivity['shops']>
  /** The shop of each of these owners (scheduled seller deletions show which shop goes). */
  shopsOfOwners(userIds: string[]): Promise<Map<string, { _id: string; name: string }>>
}

const EMPTY_ACTIVITY: UserActivityPorts = {
  orders: async () => ({ total: 0, items: [] }),
  returns: async () => ({ total: 0, items: [] }),
  shops: async () => [],
  shopsOfOwners: async () => new Map(),
}

const iso = (d: Date | null) => d?.toISOString() ?? null

function stateOf(user: repo.UserRow): AdminUserState {
  if (user.status === 'deleted') return 'deleted'
  if (user.lockedAt) return 'locked'
  return user.status
}

function item(user: repo.UserRow): TAdminUserItem {
  return {
    _id: user.id,
    user_name: user.userName,
    email: user.email,
    phone_number: user.phoneNumber,
    roles: user.roles as Role[],
    state: stateOf(user),
    identity_status: user.identityStatus,
    created_at: user.createdAt.toISOString(),
  }
}

/** What the audit trail keeps of a user's state before and after an action. */
const snapshot = (u: repo.UserRow) => ({ roles: u.roles, locked: u.lockedAt !== null, locked_reason: u.lockedReason, status: u.status })

export function createAdminUsersService({
  db,
  workingHoursAfter,
}: {
  db: Db
  workingHoursAfter: (from: Date, hours: number) => Promise<Date>
}) {
  let activity = EMPTY_ACTIVITY
  /** Called once by app.ts with the modules above identity. */
  function connectActivity(ports: UserActivityPorts) {
    activity = ports
  }
  // the realtime layer is attached after the services: app.ts connects it (drops a locked user's sockets)
  let dropConnections: (userId: string) => void = () => {}
  function connectRealtime(drop: (userId: string) => void) {
    dropConnections = drop
  }
  // pixels (issue 18): a role change refreshes the user's state held by every process (update-redis)
  let rolesChanged: (userId: string) => Promise<void> = async () => {}
  function connectRolesChanged(changed: (userId: string) => Promise<void>) {
    rolesChanged = changed
  }

  async function search({ actor, query }: { actor: Actor; query: TAdminUserQuery }) {
    requireRole(actor, 'admin')
    const { rows, total } = await repo.searchUsers(db, query)
    return { items: rows.map(item), meta: { page: query.page, limit: query.limit, total } }
  }

  async function detail({ actor, id }: { actor: Actor; id: string }): Promise<TAdminUserDetail> {
    requireRole(actor, 'admin')
    const user = await repo.findUser(db, id)
    if (!user || user.isGuest) throw new AppError('NOT_FOUND')
    const [sessions, orders, returns, shops, lockers] = await Promise.all([
      repo.liveSessions(db, id),
      activity.orders(id),
      activity.returns(id),
      activity.shops(id),
      repo.userNames(db, user.lockedBy ? [user.lockedBy] : []),
    ])
    const locker = user.lockedBy ? lockers.get(user.lockedBy) : undefined
    return {
      ...item(user),
      email_verified: user.emailVerified,
      phone_verified: user.phoneVerified,
      locked_at: iso(user.lockedAt),
      locked_reason: user.lockedReason,
      locked_by: user.lockedBy && locker ? { _id: user.lockedBy, user_name: locker.user_name } : null,
      totp_enabled: user.totpEnabledAt !== null,
      deletion_requested_at: iso(user.deletionRequestedAt),
      deletion_scheduled_at: iso(user.deletionScheduledAt),
      sessions: sessions.map((s) => ({
        _id: s.id,
        user_agent: s.userAgent,
        ip: s.ip,
        created_at: s.createdAt.toISOString(),
        last_used_at: s.lastUsedAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
      })),
      activity: { orders, returns, shops },
    }
  }

  /**
   * Locks in the caller's transaction (the users screen, a reported-content case): the lock, every
   * session revoked and the audit entry commit together. `locked` is false when it already was.
   */
  async function lockWithin(tx: Tx, input: { userId: string; adminId: string; reason: string; ifUnlocked?: boolean }) {
    const user = await repo.findUserForUpdate(tx, input.userId)
    if (!user || user.isGuest || user.status === 'deleted') throw new AppError('NOT_FOUND')
    if (user.lockedAt) {
      if (input.ifUnlocked) return { locked: false }
      throw new AppError('USER_ALREADY_LOCKED')
    }
    const after = await repo.updateUser(tx, input.userId, { lockedAt: new Date(), lockedReason: input.reason, lockedBy: input.adminId })
    const revoked = await repo.revokeAllSessions(tx, input.userId)
    await recordAudit(tx, {
      actorId: input.adminId,
      action: 'user.lock',
      targetType: 'user',
      targetId: input.userId,
      before: snapshot(user),
      after: after ? { ...snapshot(after), sessions_revoked: revoked } : undefined,
      reason: input.reason,
    })
    return { locked: true }
  }

  /** Locks the account, revokes every session and drops its open sockets at once; its next request is told why. */
  async function lock({ actor, id, reason }: { actor: Actor; id: string; reason: string }) {
    const admin = requireRole(actor, 'admin')
    if (admin.userId === id) throw new AppError('ADMIN_SELF_ACTION')
    await db.transaction((tx) => lockWithin(tx, { userId: id, adminId: admin.userId, reason }))
    // after the commit: the open sockets go now, and a reconnection finds its session revoked
    dropConnections(id)
    return detail({ actor, id })
  }

  async function unlock({ actor, id, reason }: { actor: Actor; id: string; reason: string }) {
    const admin = requireRole(actor, 'admin')
    await db.transaction(async (tx) => {
      const user = await repo.findUserForUpdate(tx, id)
      if (!user || user.isGuest) throw new AppError('NOT_FOUND')
      if (!user.lockedAt) throw new AppError('USER_NOT_LOCKED')
      const after = await repo.updateUser(tx, id, { lockedAt: null, lockedReason: null, lockedBy: null })
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'user.unlock',
        targetType: 'user',
        targetId: id,
        before: snapshot(user),
        after: after && snapshot(after),
        reason,
      })
    })
    return detail({ actor, id })
  }

  /**
   * Grants or removes admin, affiliate admin or KOL. The user's live sessions keep working but
   * carry the new roles from their next request (roles are read with the session).
   */
  async function changeRole({
    actor,
    id,
    role,
    granted,
    reason,
  }: {
    actor: Actor
    id: string
    role: GrantableRole
    granted: boolean
    reason: string
  }) {
    const admin = requireRole(actor, 'admin')
    // an admin removing their own admin role could leave the platform with none
    if (admin.userId === id && role === 'admin' && !granted) throw new AppError('ADMIN_SELF_ACTION')
    const changed = await db.transaction(async (tx) => {
      const user = await repo.findUserForUpdate(tx, id)
      if (!user || user.isGuest || user.status === 'deleted') throw new AppError('NOT_FOUND')
      const has = user.roles.includes(role)
      if (has === granted) return false // already so: nothing to change, nothing to audit
      const roles = (granted ? [...user.roles, role] : user.roles.filter((r) => r !== role)) as Role[]
      await repo.setRoles(tx, id, roles)
      await recordAudit(tx, {
        actorId: admin.userId,
        action: granted ? 'user.role.grant' : 'user.role.revoke',
        targetType: 'user',
        targetId: id,
        before: { roles: user.roles },
        after: { roles },
        reason,
      })
      return true
    })
    if (changed) await rolesChanged(id).catch(() => undefined)
    return detail({ actor, id })
  }

  // ----- scheduled seller deletions (spec §6: 15–20 working days) -----

  async function deletions({ actor }: { actor: Actor }): Promise<TScheduledDeletion[]> {
    requireRole(actor, 'admin')
    const rows = await repo.pendingDeletions(db)
    const shops = await activity.shopsOfOwners(rows.map((r) => r.id))
    return Promise.all(
      rows.map(async (u) => {
        const requested = u.deletionRequestedAt ?? u.deletionScheduledAt ?? u.createdAt
        return {
          user: { _id: u.id, user_name: u.userName, email: u.email },
          shop: shops.get(u.id) ?? null,
          requested_at: requested.toISOString(),
          scheduled_at: (u.deletionScheduledAt ?? requested).toISOString(),
          due_by: (await workingHoursAfter(requested, ACCOUNT.sellerDeletionMaxWorkingDays * 24)).toISOString(),
        }
      }),
    )
  }

  async function cancelDeletion({ actor, userId, reason }: { actor: Actor; userId: string; reason: string }) {
    const admin = requireRole(actor, 'admin')
    await db.transaction(async (tx) => {
      const user = await repo.findUserForUpdate(tx, userId)
      if (!user) throw new AppError('NOT_FOUND')
      if (user.status !== 'pending_deletion') throw new AppError('DELETION_NOT_SCHEDULED')
      await repo.updateUser(tx, userId, { status: 'active', deletionRequestedAt: null, deletionScheduledAt: null })
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'user.deletion.cancel',
        targetType: 'user',
        targetId: userId,
        before: { status: user.status, scheduled_at: iso(user.deletionScheduledAt) },
        after: { status: 'active', scheduled_at: null },
        reason,
      })
    })
    return deletions({ actor })
  }

  return {
    connectActivity,
    connectRealtime,
    connectRolesChanged,
    search,
    detail,
    lock,
    lockWithin,
    /** Drops a user's open sockets on every process (after a lock made through `lockWithin` commits). */
    dropConnections: (userId: string) => dropConnections(userId),
    unlock,
    changeRole,
    deletions,
    cancelDeletion,
  }
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>
