import type { Lang, NotificationAudience, NotificationEvent } from '@xinh/contracts'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { enqueueOutbox } from '#server/platform/outbox.ts'
import type { NotificationParams, NotificationTarget } from './notifications.templates.ts'

export const NOTIFICATION_TOPIC = 'notification'
export const BROADCAST_TOPIC = 'notification.broadcast'

export type NotificationInput = {
  /** The recipient. */
  userId: string
  audience: NotificationAudience
  event: NotificationEvent
  params?: NotificationParams
  target?: NotificationTarget
  image?: string | null
  /** Overrides the path the item opens (e.g. chat's own route). */
  link?: string | null
  /**
   * What makes this event unique for this recipient (e.g. `order:<id>:shipped`): the same key
   * twice notifies once, whatever retried or repeated the business step.
   */
  dedupeKey: string
  /** Send an e-mail too (when the recipient's preference allows). */
  email?: boolean
  /** The address when the account has none (a guest checkout's order address). */
  emailTo?: string | null
  /** The language when the user has none stored yet (e.g. the one a seller application was written in). */
  langFallback?: Lang | null
  /**
   * A receipt of the user's own action (the checkout's order confirmation): e-mail only (no in-app
   * row, no push) and sent whatever the e-mail preference.
   */
  receipt?: boolean
  /** What only the event's e-mail renderer reads (e.g. a return mail's kind and deadline). */
  emailData?: Record<string, string | number | boolean | null>
  /**
   * Community bursts: events with the same `key` (e.g. likes of one post within one hour) become
   * one notification, "Lan and 4 others liked your post", brought back to the top and unread with
   * each new actor; only the first one pushes. `dedupeKey` still makes each actor's event count once.
   */
  collapse?: { key: string; actorId: string }
  /**
   * A notice from the platform about the account itself (a moderator's warning): stored, pushed and
   * e-mailed whatever the preferences, which are for news the user chose to hear.
   */
  notice?: boolean
}

/**
 * Notifies one user, written in the caller's transaction: committed with the business change
 * or not at all, delivered (in-app, realtime, push, e-mail per preference) after the commit.
 * Returns false when the same event was already enqueued (suppressed duplicate).
 */
export async function enqueueNotification(tx: DbOrTx, input: NotificationInput): Promise<boolean> {
  const id = await enqueueOutbox(tx, {
    topic: NOTIFICATION_TOPIC,
    dedupeKey: `n:${input.userId}:${input.dedupeKey}`,
    payload: input as unknown as Record<string, unknown>,
  })
  return id !== null
}

export type BroadcastInput = {
  event: NotificationEvent
  audience: NotificationAudience
  params?: NotificationParams
  target?: NotificationTarget
  image?: string | null
  link?: string | null
  /** Every active account (`all`), or the listed users. */
  recipients: 'all' | { userIds: string[] }
  dedupeKey: string
}

/**
 * One notification to many users (a promotion): one outbox message, fanned out after commit in
 * pages of recipients (set-based inserts), each page recorded so a crash resumes where it was.
 */
export async function enqueueBroadcast(tx: DbOrTx, input: BroadcastInput): Promise<boolean> {
  const id = await enqueueOutbox(tx, {
    topic: BROADCAST_TOPIC,
    dedupeKey: `b:${input.dedupeKey}`,
    payload: input as unknown as Record<string, unknown>,
  })
  return id !== null
}
