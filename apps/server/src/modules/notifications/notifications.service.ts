import {
  type Lang,
  NOTIFICATION_SOCKET,
  NOTIFICATION_TYPES,
  type NotificationAudience,
  type TCreatePushToken,
  type TNotificationListQuery,
  type TNotificationPreference,
  type TNotificationReadAll,
  type TNotificationReadResult,
  type TNotificationUnread,
  type TPushTokenSaved,
  type TUpdateNotificationPreferences,
} from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Database } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import type { Notifier } from '#server/platform/notify.ts'
import type { Outbox } from '#server/platform/outbox.ts'
import { createDispatcher, type EmailRenderer, type Recipient } from './notifications.dispatch.ts'
import { BROADCAST_TOPIC, NOTIFICATION_TOPIC } from './notifications.enqueue.ts'
import { presentNotification } from './notifications.present.ts'
import * as repo from './notifications.repo.ts'
import { createPushSender, endpointAllowed, type PushSender, parseWebToken, resolveVapidKeys, type VapidKeys } from './push.ts'

export type NotificationsDeps = {
  database: Pick<Database, 'db'>
  outbox: Outbox
  notifier: Notifier
  log: FastifyBaseLogger
  /** Who a user is for an e-mail (identity's user), null when the account is gone. */
  findRecipient: (userId: string) => Promise<Recipient | null>
  config: {
    publicUrl: string
    vapid: { publicKey?: string; privateKey?: string; subject: string }
    /** Push services the server may call (`https://*.push.apple.com`, …). */
    pushEndpoints: string[]
    pushTimeoutMs?: number
  }
}

type UserActor = Extract<Actor, { kind: 'user' }>

function requireUser(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw new AppError('UNAUTHENTICATED')
  return actor
}

export function createNotificationsService(deps: NotificationsDeps) {
  const { database, outbox, log } = deps
  const db = database.db
  let vapid: VapidKeys | null = null
  let sender: PushSender | null = null
  let emit: (userId: string, event: string, payload: unknown) => void = () => {}
  let emitMany: (userIds: string[], event: string, payload: unknown) => void = () => {}
  const emailRenderers = new Map<string, EmailRenderer>()

  const dispatcher = createDispatcher({
    db,
    log,
    notifier: deps.notifier,
    publicUrl: deps.config.publicUrl,
    findRecipient: deps.findRecipient,
    emit: (userId, event, payload) => emit(userId, event, payload),
    emitMany: (userIds, event, payload) => emitMany(userIds, event, payload),
    push: () => sender,
    emailRenderers,
  })
  outbox.register(NOTIFICATION_TOPIC, dispatcher.deliverOne)
  outbox.register(BROADCAST_TOPIC, dispatcher.deliverBroadcast)

  /** Resolves (or generates and stores) the VAPID keys; call once at start-up. */
  async function init() {
    vapid = await resolveVapidKeys(database, deps.config.vapid)
    sender = createPushSender(vapid, { timeoutMs: deps.config.pushTimeoutMs })
  }

  // ----- reading and marking ---------------------------------------------------------------------

  async function list({ actor, query, audience }: { actor: Actor; query: TNotificationListQuery; audience?: NotificationAudience }) {
    const user = requireUser(actor)
    const filter = { userId: user.userId, audience: query.audience ?? audience, type: query.type, isRead: query.is_read }
    const [{ rows, total }, unread] = await Promise.all([repo.list(db, filter, query.page, query.limit), repo.unread(db, user.userId)])
    return { data: rows.map(presentNotification), meta: { page: query.page, limit: query.limit, total, unread } }
  }

  async function unreadCount({ actor, audience = 'BUYER' }: { actor: Actor; audience?: NotificationAudience }) {
    const user = requireUser(actor)
    const unread = await repo.unread(db, user.userId)
    return { data: audience === 'BUYER' ? unread.buyer : unread.seller, ...unread }
  }

  /** Tells the user's other tabs and devices the counts changed. */
  function announceUnread(userId: string, unread: TNotificationUnread) {
    emit(userId, NOTIFICATION_SOCKET.unread, unread)
  }

  async function markRead({
    actor,
    ids,
    audience,
  }: {
    actor: Actor
    ids: string[]
    audience?: NotificationAudience
  }): Promise<TNotificationReadResult> {
    const user = requireUser(actor)
    const updated = await repo.markRead(db, user.userId, [...new Set(ids)], audience)
    const unread = await repo.unread(db, user.userId)
    if (updated > 0) announceUnread(user.userId, unread)
    return { updated, unread }
  }

  async function readAll({ actor, filter }: { actor: Actor; filter: TNotificationReadAll }): Promise<TNotificationReadResult> {
    const user = requireUser(actor)
    const updated = await repo.markAllRead(db, user.userId, filter.audience, filter.type)
    const unread = await repo.unread(db, user.userId)
    if (updated > 0) announceUnread(user.userId, unread)
    return { updated, unread }
  }

  // ----- push tokens -----------------------------------------------------------------------------

  async function savePushToken({ actor, input, lang }: { actor: Actor; input: TCreatePushToken; lang: Lang }): Promise<TPushTokenSaved> {
    const user = requireUser(actor)
    let endpoint: string | null = null
    if (input.os === 'web') {
      const subscription = parseWebToken(input.token)
      // not a PushSubscription, or a push service this server does not call (the URL is user input)
      if (!subscription || !endpointAllowed(subscription.endpoint, deps.config.pushEndpoints))
        throw AppError.fields({ token: 'v.invalid' }, lang)
      endpoint = subscription.endpoint
    }
    await repo.savePushToken(db, {
      userId: user.userId,
      deviceId: input.deviceId,
      os: input.os,
      token: input.token,
      endpoint,
      sessionId: user.sessionId,
    })
    // mobile tokens are kept for a gateway to come (FCM/APNs are not configured here)
    return { deviceId: input.deviceId, os: input.os, is_push_enabled: input.os === 'web' && sender !== null }
  }

  async function removePushToken({ actor, deviceId }: { actor: Actor; deviceId: string }) {
    const user = requireUser(actor)
    return { removed: await repo.removePushToken(db, user.userId, deviceId) }
  }

  /** On logout: the tokens that session registered stop receiving pushes. */
  async function forgetSession(sessionId: string) {
    await repo.removeSessionTokens(db, sessionId)
  }

  function vapidPublicKey() {
    if (!vapid) throw new AppError('NOT_FOUND')
    return { publicKey: vapid.publicKey }
  }

  // ----- preferences and language --------------------------------------------------------------

  async function getPreferences({ actor }: { actor: Actor }): Promise<{ preferences: TNotificationPreference[] }> {
    const user = requireUser(actor)
    const stored = await repo.preferencesOf(db, user.userId)
    return {
      preferences: NOTIFICATION_TYPES.map((type) => {
        const p = stored.find((s) => s.type === type)
        return { type, in_app: p?.inApp ?? true, push: p?.push ?? true, email: p?.email ?? true }
      }),
    }
  }

  async function updatePreferences({ actor, input }: { actor: Actor; input: TUpdateNotificationPreferences }) {
    const user = requireUser(actor)
    const current = await getPreferences({ actor })
    const changed = input.preferences.map((change) => {
      const was = current.preferences.find((p) => p.type === change.type)!
      return {
        type: change.type,
        inApp: change.in_app ?? was.in_app,
        push: change.push ?? was.push,
        email: change.email ?? was.email,
      }
    })
    await repo.upsertPreferences(db, user.userId, changed)
    return getPreferences({ actor })
  }

  async function setLanguage({ actor, language }: { actor: Actor; language: Lang }) {
    const user = requireUser(actor)
    await repo.setLanguage(db, user.userId, language)
    return { language }
  }

  return {
    init,
    list,
    unreadCount,
    markRead,
    readAll,
    savePushToken,
    removePushToken,
    forgetSession,
    vapidPublicKey,
    getPreferences,
    updatePreferences,
    setLanguage,
    /** The user's stored language (null when never set). */
    languageOf: (userId: string) => repo.languageOf(db, userId),
    /** Realtime (Socket.IO `user:<id>` rooms), connected by app.ts once it exists. */
    connectRealtime(realtime: {
      emitToUser: (userId: string, event: string, payload: unknown) => void
      io: { to: (rooms: string[]) => { emit: (event: string, payload: unknown) => unknown } }
    }) {
      emit = realtime.emitToUser
      emitMany = (userIds, event, payload) => {
        realtime.io.to(userIds.map((id) => `user:${id}`)).emit(event, payload)
      }
    },
    /** Richer e-mails of some events (e.g. the order status e-mail), rendered by their module. */
    connectEmails(renderers: Record<string, EmailRenderer>) {
      for (const [event, renderer] of Object.entries(renderers)) emailRenderers.set(event, renderer)
    },
  }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>
