import { DEFAULT_LANG, type Lang, NOTIFICATION_SOCKET, type NotificationType, type TNotificationNewEvent } from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/platform/db/client.ts'
import type { Notifier } from '#server/platform/notify.ts'
import type { Deliveries, OutboxMessage } from '#server/platform/outbox.ts'
import type { BroadcastInput, NotificationInput } from './notifications.enqueue.ts'
import { presentNotification, pushPayloadOf } from './notifications.present.ts'
import * as repo from './notifications.repo.ts'
import { type NotificationParams, renderNotification, renderNotificationMail, targetOf, typeOfEvent } from './notifications.templates.ts'
import { parseWebToken, type PushSender } from './push.ts'

/**
 * After commit: what one outbox message of a notification becomes. Every channel is recorded in
 * `outbox_deliveries` once done, so a dispatch repeated after a crash (or a retry after a push
 * service's 5xx) does again only what had not happened.
 */

export type RenderedMail = { subject: string; text: string; html: string }
export type Recipient = { email: string | null; name: string; isGuest: boolean }
/** A richer e-mail for an event than the plain one (e.g. the order status e-mail with its items). */
export type EmailRenderer = (ctx: {
  input: NotificationInput
  lang: Lang
  recipient: Recipient
  title: string
  body: string
}) => Promise<RenderedMail | null>

export type DispatchDeps = {
  db: Db
  log: FastifyBaseLogger
  notifier: Notifier
  publicUrl: string
  findRecipient: (userId: string) => Promise<Recipient | null>
  emit: (userId: string, event: string, payload: unknown) => void
  /** One event to many users' rooms at once (a broadcast page). */
  emitMany: (userIds: string[], event: string, payload: unknown) => void
  push: () => PushSender | null
  emailRenderers: Map<string, EmailRenderer>
}

type Pref = { inApp: boolean; push: boolean; email: boolean }
const ALL_ON: Pref = { inApp: true, push: true, email: true }

async function preferenceOf(db: Db, userId: string, type: NotificationType): Promise<Pref> {
  return (await repo.preferencesOf(db, userId)).find((p) => p.type === type) ?? ALL_ON
}

export function createDispatcher(deps: DispatchDeps) {
  const { db, log } = deps

  /** Sends a notification's push to each web token given, once per token. */
  async function pushTo<T extends repo.PushTokenRow>(
    tokens: T[],
    payloadOf: (token: T) => string | null,
    deliveries: Deliveries,
    topic: string,
  ) {
    const sender = deps.push()
    if (!sender) return
    let retry: string | null = null
    for (const token of tokens) {
      if (deliveries.has('push', token.id)) continue
      const payload = payloadOf(token)
      if (!payload) continue
      const subscription = parseWebToken(token.token)
      if (!subscription) {
        await repo.removeTokenById(db, token.id)
        await deliveries.record(db, 'push', token.id, 'failed', 'not a push subscription')
        continue
      }
      const outcome = await sender(subscription, payload, { topic })
      if (outcome.ok) {
        await repo.touchToken(db, token.id)
        await deliveries.record(db, 'push', token.id, 'sent', String(outcome.status))
      } else if (outcome.gone) {
        // spec: a subscription the push service no longer knows (404/410) is removed
        await repo.removeTokenById(db, token.id)
        await deliveries.record(db, 'push', token.id, 'failed', outcome.error)
        log.info({ tokenId: token.id, status: outcome.status }, 'push token removed: gone')
      } else if (outcome.retry) retry = outcome.error
      else await deliveries.record(db, 'push', token.id, 'failed', outcome.error)
    }
    // the whole message is tried again later; the tokens already served are skipped then
    if (retry) throw new Error(`push delivery will be retried: ${retry}`)
  }

  async function deliverOne(message: OutboxMessage, deliveries: Deliveries) {
    const input = message.payload as unknown as NotificationInput
    const type = typeOfEvent(input.event)
    const recipient = await deps.findRecipient(input.userId)
    if (!recipient) {
      await deliveries.record(db, 'in_app', '', 'skipped', 'no such user')
      return
    }
    const [lang, pref] = await Promise.all([
      repo.languageOf(db, input.userId),
      input.notice ? ALL_ON : preferenceOf(db, input.userId, type),
    ])
    const language = lang ?? input.langFallback ?? DEFAULT_LANG
    const words = renderNotification(input.event, input.params ?? {}, language)
    const target = targetOf(input.event, input.audience, input.target ?? {})
    const link = input.link !== undefined ? input.link : target.link
    const t = input.target ?? {}

    let row: repo.NotificationRow | null = null
    // a collapsed burst pushes once: when its row is new (or when in-app is off, per event)
    let pushNow = true
    if (input.receipt) {
      // a receipt is its e-mail only (the buyer's bell has each order's own notification)
      if (!deliveries.has('in_app')) await deliveries.record(db, 'in_app', '', 'skipped', 'receipt')
      pushNow = false
    } else if (pref.inApp) {
      // the row and its delivery record commit together: stored exactly once
      row = await db.transaction(async (tx) => {
        const values = {
          userId: input.userId,
          audience: input.audience,
          type,
          event: input.event,
          title: words.title,
          body: words.body,
          image: input.image ?? null,
          orderId: t.order_id ?? null,
          campaignId: t.campaign_id ?? null,
          blogId: t.blog_id ?? null,
          productId: t.product_id ?? null,
          shopId: t.shop_id ?? null,
          bannerId: t.banner_id ?? null,
          refundId: t.refund_id ?? null,
          roomId: t.room_id ?? null,
          voucherId: t.voucher_id ?? null,
          targetType: target.targetType,
          link,
          params: (input.params ?? {}) as Record<string, unknown>,
          lang: language,
          dedupeKey: input.collapse ? input.collapse.key : input.dedupeKey,
        }
        let stored: repo.NotificationRow
        if (input.collapse && !deliveries.has('in_app')) {
          const c = await repo.upsertCollapsed(tx, values, input.collapse.actorId, (params) => {
            const w = renderNotification(input.event, params as NotificationParams, language)
            return { ...w, params }
          })
          stored = c.row
          pushNow = c.inserted
        } else stored = (await repo.insertOnce(tx, values)).row
        if (!deliveries.has('in_app')) await deliveries.record(tx, 'in_app', '', 'sent')
        return stored
      })
    } else if (!deliveries.has('in_app')) await deliveries.record(db, 'in_app', '', 'skipped', 'preference')

    if (row && !deliveries.has('realtime')) {
      const event: TNotificationNewEvent = { notification: presentNotification(row), unread: await repo.unread(db, input.userId) }
      deps.emit(input.userId, NOTIFICATION_SOCKET.new, event)
      await deliveries.record(db, 'realtime', '', 'sent')
    }

    if (pref.push && pushNow) {
      const payload = JSON.stringify(
        pushPayloadOf({
          id: row?.id ?? message.id,
          type,
          event: input.event,
          title: words.title,
          body: words.body,
          link,
          image: input.image ?? null,
          createdAt: row?.createdAt ?? message.createdAt,
          tag: `${type}:${input.target?.order_id ?? input.target?.room_id ?? input.dedupeKey}`,
        }),
      )
      await pushTo(await repo.webTokensOf(db, [input.userId]), () => payload, deliveries, type)
    }

    if (input.email && !deliveries.has('email')) {
      if (!pref.email && !input.receipt) await deliveries.record(db, 'email', '', 'skipped', 'preference')
      else if (!(recipient.email ?? input.emailTo)) await deliveries.record(db, 'email', '', 'skipped', 'no address')
      else {
        const renderer = deps.emailRenderers.get(input.event)
        const url = link ? `${deps.publicUrl}${link}` : null
        const mail =
          (renderer ? await renderer({ input, lang: language, recipient, title: words.title, body: words.body }) : null) ??
          renderNotificationMail(words, { lang: language, name: recipient.name, url })
        await deps.notifier.sendMail({ to: (recipient.email ?? input.emailTo) as string, ...mail })
        await deliveries.record(db, 'email', '', 'sent')
      }
    }
  }

  const PAGE = 5_000

  /**
   * A broadcast: recipients page by page (keyset on user id), each page stored in one INSERT …
   * SELECT in the recipients' languages and recorded with it, so a dispatch resumed after a crash
   * skips the pages done; one realtime event per page; pushes per token as for one notification.
   */
  async function deliverBroadcast(message: OutboxMessage, deliveries: Deliveries) {
    const input = message.payload as unknown as BroadcastInput
    const type = typeOfEvent(input.event)
    const target = targetOf(input.event, input.audience, input.target ?? {})
    const link = input.link !== undefined ? input.link : target.link
    const t = input.target ?? {}
    const words = {
      vi: renderNotification(input.event, input.params ?? {}, 'vi'),
      en: renderNotification(input.event, input.params ?? {}, 'en'),
      ko: renderNotification(input.event, input.params ?? {}, 'ko'),
    }
    const userIds = input.recipients === 'all' ? undefined : input.recipients.userIds
    const row: repo.BroadcastRow = {
      audience: input.audience,
      type,
      event: input.event,
      image: input.image ?? null,
      orderId: t.order_id ?? null,
      campaignId: t.campaign_id ?? null,
      blogId: t.blog_id ?? null,
      productId: t.product_id ?? null,
      shopId: t.shop_id ?? null,
      bannerId: t.banner_id ?? null,
      refundId: t.refund_id ?? null,
      roomId: t.room_id ?? null,
      voucherId: t.voucher_id ?? null,
      targetType: target.targetType,
      link,
      params: (input.params ?? {}) as Record<string, unknown>,
      dedupeKey: input.dedupeKey,
    }
    let after: string | null = null
    for (;;) {
      const page = await repo.recipientsPage(db, { after, limit: PAGE, userIds })
      if (!page) break
      if (!deliveries.has('fanout', page.first)) {
        const stored = await db.transaction(async (tx) => {
          const ids = await repo.insertBroadcastPage(tx, { after, last: page.last, userIds, row, words })
          await deliveries.record(tx, 'fanout', page.first, 'sent', String(ids.length))
          return ids
        })
        // one event for the page (one adapter message, not one per recipient): clients refetch their counts
        if (stored.length > 0) deps.emitMany(stored, NOTIFICATION_SOCKET.refresh, { type, event: input.event })
      }
      const tokens = await repo.broadcastPushTokens(db, { after, last: page.last, userIds, type })
      if (tokens.length > 0)
        await pushTo(
          tokens,
          (token) => {
            const w = words[token.lang ?? DEFAULT_LANG]
            return JSON.stringify(
              pushPayloadOf({
                id: message.id,
                type,
                event: input.event,
                title: w.title,
                body: w.body,
                link,
                image: input.image ?? null,
                createdAt: message.createdAt,
                tag: `${type}:${input.dedupeKey}`,
              }),
            )
          },
          deliveries,
          type,
        )
      after = page.last
    }
  }

  return { deliverOne, deliverBroadcast }
}
