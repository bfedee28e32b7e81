import type { TNotificationUnread, TUserProfile, TUserStateRefresh } from '@xinh/contracts'
import { sql } from 'drizzle-orm'
import { type Actor, type UserActor, requireUser } from '#server/platform/auth/actor.ts'
import type { Database } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'

/** The NOTIFY channel every process listens on: its payload is the user id whose state changed. */
export const USER_STATE_CHANNEL = 'xinh_user_state'

type Logger = { warn(obj: object, msg?: string): void }

/** What update-redis reads and refreshes, from the modules that own it (wired in app.ts). */
export type UserStatePorts = {
  /** identity: the session's actor read again and a token carrying the current roles. */
  refreshSession(sessionId: string, via: 'bearer' | 'cookie'): Promise<{ accessToken: string; actor: UserActor } | null>
  /** profile: the spec §3 profile (shop, KOL info and roles included). */
  readProfile(userId: string): Promise<TUserProfile>
  /** notifications: the unread counts of both audiences. */
  readUnread(actor: Actor): Promise<TNotificationUnread>
  /** This process's part of a change: its open connections of the user (realtime). */
  onChanged(userId: string): Promise<void>
}

/**
 * `POST api/v1/mobile/user/update-redis` (spec §7, issue 18). The platform keeps no Redis: the
 * state of a signed-in user that outlives a request lives in (a) the access token's role claims,
 * (b) the actor each open Socket.IO connection resolved when it connected, on whichever process
 * holds it. A refresh re-signs (a) and, through a NOTIFY every process listens to, re-resolves
 * (b) and tells the user's other tabs and devices to read their state again. Pages and API reads
 * already read the profile, shop and unread counts live, so the answer is simply read fresh.
 */
export function createUserStateService({ database, ports, log }: { database: Database; ports: UserStatePorts; log: Logger }) {
  /** Starts listening for other processes' refreshes; returns the function that stops it. */
  async function start() {
    return database.listen(USER_STATE_CHANNEL, (userId) => {
      if (!/^[0-9a-f-]{36}$/i.test(userId)) return
      void ports.onChanged(userId).catch((error) => log.warn({ err: error, userId }, 'user-state: refreshing connections failed'))
    })
  }

  /** `accessToken` is also returned apart: the web's route seals it into the session cookie instead. */
  async function refresh({ actor }: { actor: Actor }): Promise<{ state: TUserStateRefresh; accessToken: string }> {
    const user = requireUser(actor)
    const session = await ports.refreshSession(user.sessionId, user.via)
    if (!session) throw new AppError('UNAUTHENTICATED')
    const [profile, unread] = await Promise.all([ports.readProfile(user.userId), ports.readUnread(session.actor)])
    // every process (this one included) refreshes the connections it holds
    await changed(user.userId)
    const state: TUserStateRefresh = {
      profile,
      unread,
      kol: {
        is_kol: profile.roles.includes('kol'),
        is_affiliate_admin: profile.roles.includes('affiliate_admin'),
        kol_info: profile.kol_info,
      },
      ...(user.via === 'bearer' ? { accessToken: session.accessToken } : {}),
      refreshed_at: new Date().toISOString(),
    }
    return { state, accessToken: session.accessToken }
  }

  /**
   * A change made by someone else (an admin granting a role, an affiliate admin approving a KOL):
   * every process refreshes the user's open connections, which then read their state again.
   */
  async function changed(userId: string) {
    await database.db.execute(sql`SELECT pg_notify(${USER_STATE_CHANNEL}, ${userId})`)
  }

  return { start, refresh, changed }
}
export type UserStateService = ReturnType<typeof createUserStateService>
