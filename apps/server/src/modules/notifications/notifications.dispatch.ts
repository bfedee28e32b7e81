import { DEFAULT_LANG, type Lang, NOTIFICATION_SOCKET, type NotificationType, type TNotificationNewEvent } from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { uuidv7 } from 'uuidv7'
import type { Db } from '#server/platform/db/client.ts'
import type { Notifier } from '#server/platform/notify.ts'
import type { Deliveries, OutboxMessage } from '#server/platform/outbox.ts'
import type { BroadcastInput, NotificationInput } from './notifications.enqueue.ts'
import { presentNotification, pushPayloadOf } from './notifications.present.ts'
import * as repo from './notifications.repo.ts'
import { renderNotification, renderNotificationMail, targetOf, typeOfEvent } from './notifications.templates.ts'
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

  /** Sends one notification's push to each web token of the user, once per token. */
  async function pushTo(userIds: string[], payloadOf: (userId: string) => string | null, deliveries: Deliveries, topic: string) {
    const sender = deps.push()
    if (!sender) return
    const tokens = await repo.webTokensOf(db, userIds)
    let retry: string | null = null
    for (const token of tokens) {
      if (deliveries.has('push', token.id)) continue
      const payload = payloadOf(token.userId)
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
    const [lang, pref] = await Promise.all([repo.languageOf(db, input.userId), preferenceOf(db, input.userId, type)])
    const language = lang ?? DEFAULT_LANG
    const words = renderNotification(input.event, input.params ?? {}, language)
    const target = targetOf(input.event, input.audience, input.target ?? {})
    const link = input.link !== undefined ? input.link : target.link
    const t = input.target ?? {}

    let row: repo.NotificationRow | null = null
    if (pref.inApp) {
      // the row and its delivery record commit together: stored exactly once
      row = await db.transaction(async (tx) => {
        const { row } = await repo.insertOnce(tx, {
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
          dedupeKey: input.dedupeKey,
        })
        if (!deliveries.has('in_app')) await deliveries.record(tx, 'in_app', '', 'sent')
        return row
      })
    } else if (!deliveries.has('in_app')) await deliveries.record(db, 'in_app', '', 'skipped', 'preference')

    if (row && !deliveries.has('realtime')) {
      const event: TNotificationNewEvent = { notification: presentNotification(row), unread: await repo.unread(db, input.userId) }
      deps.emit(input.userId, NOTIFICATION_SOCKET.new, event)
      await deliveries.record(db, 'realtime', '', 'sent')
    }

    if (pref.push) {
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
      await pushTo([input.userId], () => payload, deliveries, type)
    }

    if (input.email && !deliveries.has('email')) {
      if (!pref.email) await deliveries.record(db, 'email', '', 'skipped', 'preference')
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

  const PAGE = 2_000

  /** A broadcast: recipients page by page, each page stored in one statement and recorded. */
  async function deliverBroadcast(message: OutboxMessage, deliveries: Deliveries) {
    const input = message.payload as unknown as BroadcastInput
    const type = typeOfEvent(input.event)
    const target = targetOf(input.event, input.audience, input.target ?? {})
    const link = input.link !== undefined ? input.link : target.link
    const t = input.target ?? {}
    const words = new Map<Lang, { title: string; body: string }>()
    const wordsIn = (lang: Lang) => {
      const known = words.get(lang)
      if (known) return known
      const w = renderNotification(input.event, input.params ?? {}, lang)
      words.set(lang, w)
      return w
    }
    const userIds = input.recipients === 'all' ? undefined : input.recipients.userIds
    let after: string | null = null
    for (;;) {
      const page = await repo.recipientsPage(db, { type, after, limit: PAGE, userIds })
      if (page.length === 0) break
      const pageKey = page[0]!.userId
      after = page[page.length - 1]!.userId
      const done = deliveries.has('fanout', pageKey)
      const now = new Date()
      const rows: repo.NewNotificationRow[] = page
        .filter((r) => r.inApp && !done)
        .map((r) => {
          const lang = r.lang ?? DEFAULT_LANG
          const w = wordsIn(lang)
          return {
            id: uuidv7(),
            userId: r.userId,
            audience: input.audience,
            type,
            event: input.event,
            title: w.title,
            body: w.body,
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
            lang,
            dedupeKey: input.dedupeKey,
            createdAt: now,
          }
        })
      const inserted: Array<{ id: string; userId: string }> = []
      if (!done)
        await db.transaction(async (tx) => {
          // 1,000 rows a statement keeps the parameters under PostgreSQL's 65,535
          for (let i = 0; i < rows.length; i += 1_000) inserted.push(...(await repo.insertMany(tx, rows.slice(i, i + 1_000))))
          await deliveries.record(tx, 'fanout', pageKey, 'sent', `${inserted.length}/${page.length}`)
        })
      // realtime: one event for the whole page (one adapter message, not one per recipient), the
      // clients refetch their counts; a recipient without a connection costs nothing
      if (inserted.length > 0)
        deps.emitMany(
          inserted.map((r) => r.userId),
          NOTIFICATION_SOCKET.refresh,
          { type, event: input.event },
        )
      const pushUsers = new Map(page.filter((r) => r.push).map((r) => [r.userId, r.lang ?? DEFAULT_LANG]))
      if (pushUsers.size > 0) {
        const idOf = new Map(inserted.map((r) => [r.userId, r.id]))
        await pushTo(
          [...pushUsers.keys()],
          (userId) => {
            const w = wordsIn(pushUsers.get(userId) ?? DEFAULT_LANG)
            return JSON.stringify(
              pushPayloadOf({
                id: idOf.get(userId) ?? message.id,
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
      }
    }
  }

  return { deliverOne, deliverBroadcast }
}
