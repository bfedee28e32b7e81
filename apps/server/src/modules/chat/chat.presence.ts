import { CHAT_EVENTS, CHAT_RULES, type TChatPresenceState } from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/platform/db/client.ts'
import type { ChatEmitter } from './chat.ports.ts'
import * as repo from './chat.repo.ts'

/** A socket's presence row lives this long unless its process renews it (every RENEW_MS). */
const SOCKET_TTL_SECONDS = 120
const RENEW_MS = 60_000

export const presenceRoom = (userId: string) => `presence:${userId}`

/**
 * Online status (spec §4; issue 15): a user is online while a socket of theirs is connected on
 * any process, or a device of theirs said "online" through change-user-status within the last
 * 30 minutes. Rows live in the database so every process answers the same; changes go to the
 * `presence:<userId>` Socket.IO room, which watchers join (`chat:watch-presence`).
 */
export function createPresence({ db, log }: { db: Db; log: FastifyBaseLogger }) {
  let emitter: ChatEmitter | undefined
  /** This process's sockets: renewed together, so a dead process's rows simply expire. */
  const local = new Map<string, { userId: string; key: string }>()
  let timer: NodeJS.Timeout | undefined
  // set on shutdown: the sockets closing then must not write to a database that is closing too
  let closing = false

  async function announce(userId: string) {
    if (!emitter) return
    const online = (await repo.onlineAmong(db, [userId])).has(userId)
    emitter.toRoom(presenceRoom(userId), CHAT_EVENTS.presence, { user_id: userId, online } satisfies TChatPresenceState)
  }

  async function renew() {
    try {
      await repo.presenceRenew(db, [...local.values()], SOCKET_TTL_SECONDS)
    } catch (error) {
      log.warn({ err: error }, 'chat: presence renewal failed')
    }
  }

  return {
    connect(e: ChatEmitter) {
      emitter = e
      timer ??= setInterval(() => void renew(), RENEW_MS)
      timer.unref()
    },
    async socketUp(userId: string, socketId: string) {
      if (closing) return
      const key = `socket:${socketId}`
      local.set(socketId, { userId, key })
      await repo.presenceUpsert(db, userId, key, SOCKET_TTL_SECONDS)
      await announce(userId)
    },
    async socketDown(userId: string, socketId: string) {
      if (!local.delete(socketId) || closing) return
      await repo.presenceRemove(db, userId, `socket:${socketId}`)
      await announce(userId)
    },
    /** PUT /notification/change-user-status. */
    async setDeviceStatus(userId: string, deviceId: string, status: 'online' | 'offline') {
      const key = `device:${deviceId}`
      if (status === 'online') await repo.presenceUpsert(db, userId, key, CHAT_RULES.deviceOnlineSeconds)
      else await repo.presenceRemove(db, userId, key)
      await announce(userId)
      return { ok: true as const }
    },
    onlineAmong: (userIds: string[]) => repo.onlineAmong(db, userIds),
    async states(userIds: string[]): Promise<TChatPresenceState[]> {
      const online = await repo.onlineAmong(db, userIds)
      return userIds.map((id) => ({ user_id: id, online: online.has(id) }))
    },
    /** On shutdown: this process's sockets are gone. */
    async close() {
      closing = true
      if (timer) clearInterval(timer)
      timer = undefined
      const rows = [...local.values()]
      local.clear()
      for (const r of rows) await repo.presenceRemove(db, r.userId, r.key).catch(() => {})
    },
  }
}
export type Presence = ReturnType<typeof createPresence>
