import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Lang, NotificationAudience, NotificationType } from '@xinh/contracts'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { rowsOf } from '#server/platform/db/rows.ts'
import { notificationPreferences, notifications, pushTokens, userLanguages } from './notifications.tables.ts'

export type NotificationRow = typeof notifications.$inferSelect
export type NewNotificationRow = typeof notifications.$inferInsert
export type PushTokenRow = typeof pushTokens.$inferSelect

export type ListFilter = {
  userId: string
  audience?: NotificationAudience
  type?: NotificationType
  isRead?: boolean
}

function where(f: ListFilter) {
  return and(
    eq(notifications.userId, f.userId),
    f.audience ? eq(notifications.audience, f.audience) : undefined,
    f.type ? eq(notifications.type, f.type) : undefined,
    f.isRead === undefined ? undefined : f.isRead ? sql`${notifications.readAt} IS NOT NULL` : isNull(notifications.readAt),
  )
}

export async function list(db: DbOrTx, f: ListFilter, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where(f))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(notifications).where(where(f)),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function unread(db: DbOrTx, userId: string): Promise<{ buyer: number; seller: number }> {
  const rows = await db
    .select({ audience: notifications.audience, n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .groupBy(notifications.audience)
  return {
    buyer: rows.find((r) => r.audience === 'BUYER')?.n ?? 0,
    seller: rows.find((r) => r.audience === 'SELLER')?.n ?? 0,
  }
}

export async function markRead(db: DbOrTx, userId: string, ids: string[], audience?: NotificationAudience): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.id, ids),
        isNull(notifications.readAt),
        audience ? eq(notifications.audience, audience) : undefined,
      ),
    )
    .returning({ id: notifications.id })
  return rows.length
}

export async function markAllRead(db: DbOrTx, userId: string, audience?: NotificationAudience, type?: NotificationType): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        audience ? eq(notifications.audience, audience) : undefined,
        type ? eq(notifications.type, type) : undefined,
      ),
    )
    .returning({ id: notifications.id })
  return rows.length
}

/** Stores a notification once per (user, dedupe key); returns the row either way. */
export async function insertOnce(db: DbOrTx, row: NewNotificationRow): Promise<{ row: NotificationRow; inserted: boolean }> {
  const [inserted] = await db.insert(notifications).values(row).onConflictDoNothing().returning()
  if (inserted) return { row: inserted, inserted: true }
  const [existing] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, row.userId), eq(notifications.dedupeKey, row.dedupeKey)))
  if (!existing) throw new Error('notification neither inserted nor found')
  return { row: existing, inserted: false }
}

/**
 * A collapsed notification (community bursts): the row of `row.dedupeKey` is made by the first
 * actor; each later, different actor is added to it (`rewrite` gives the new title, body and
 * params from the row's params) and it becomes unread and newest again. Under the row's lock, so
 * concurrent likes count once each. `changed` is false when this actor was already in it.
 */
export async function upsertCollapsed(
  tx: DbOrTx,
  row: NewNotificationRow,
  actorId: string,
  rewrite: (params: Record<string, unknown>) => { title: string; body: string; params: Record<string, unknown> },
): Promise<{ row: NotificationRow; inserted: boolean; changed: boolean }> {
  const [inserted] = await tx
    .insert(notifications)
    .values({ ...row, params: { ...(row.params ?? {}), actor_ids: [actorId], others: 0 } })
    .onConflictDoNothing()
    .returning()
  if (inserted) return { row: inserted, inserted: true, changed: true }
  const [existing] = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, row.userId), eq(notifications.dedupeKey, row.dedupeKey)))
    .for('update')
  if (!existing) throw new Error('collapsed notification neither inserted nor found')
  const ids = Array.isArray(existing.params.actor_ids) ? (existing.params.actor_ids as string[]) : []
  if (ids.includes(actorId)) return { row: existing, inserted: false, changed: false }
  // the ids say who is counted already; the count goes on past the ids kept
  const others = (typeof existing.params.others === 'number' ? existing.params.others : ids.length - 1) + 1
  const next = rewrite({ ...row.params, actor_ids: [actorId, ...ids].slice(0, 100), others })
  const [updated] = await tx
    .update(notifications)
    .set({ title: next.title, body: next.body, params: next.params, readAt: null, createdAt: new Date() })
    .where(eq(notifications.id, existing.id))
    .returning()
  return { row: updated!, inserted: false, changed: true }
}

// ----- preferences and language --------------------------------------------------------------

export type Preference = { type: NotificationType; inApp: boolean; push: boolean; email: boolean }

export async function preferencesOf(db: DbOrTx, userId: string): Promise<Preference[]> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId))
  return rows.map((r) => ({ type: r.type as NotificationType, inApp: r.inApp, push: r.push, email: r.email }))
}

export async function upsertPreferences(db: DbOrTx, userId: string, prefs: Preference[]) {
  if (prefs.length === 0) return
  await db
    .insert(notificationPreferences)
    .values(prefs.map((p) => ({ userId, type: p.type, inApp: p.inApp, push: p.push, email: p.email })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: {
        inApp: sql`excluded.in_app`,
        push: sql`excluded.push`,
        email: sql`excluded.email`,
        updatedAt: new Date(),
      },
    })
}

export async function languageOf(db: DbOrTx, userId: string): Promise<Lang | null> {
  const [row] = await db.select({ language: userLanguages.language }).from(userLanguages).where(eq(userLanguages.userId, userId))
  return (row?.language as Lang | undefined) ?? null
}

export async function setLanguage(db: DbOrTx, userId: string, language: Lang) {
  await db
    .insert(userLanguages)
    .values({ userId, language })
    .onConflictDoUpdate({ target: userLanguages.userId, set: { language, updatedAt: new Date() } })
}

// ----- push tokens -----------------------------------------------------------------------------

export async function savePushToken(
  db: DbOrTx,
  t: { userId: string; deviceId: string; os: string; token: string; endpoint: string | null; sessionId: string | null },
) {
  // a browser subscription belongs to whoever signed in last on that browser
  if (t.endpoint)
    await db
      .delete(pushTokens)
      .where(
        and(eq(pushTokens.endpoint, t.endpoint), sql`NOT (${pushTokens.userId} = ${t.userId} AND ${pushTokens.deviceId} = ${t.deviceId})`),
      )
  await db
    .insert(pushTokens)
    .values(t)
    .onConflictDoUpdate({
      target: [pushTokens.userId, pushTokens.deviceId],
      set: { os: t.os, token: t.token, endpoint: t.endpoint, sessionId: t.sessionId, updatedAt: new Date() },
    })
}

export async function removePushToken(db: DbOrTx, userId: string, deviceId: string): Promise<number> {
  const rows = await db
    .delete(pushTokens)
    .where(and(eq(pushTokens.userId, userId), eq(pushTokens.deviceId, deviceId)))
    .returning({ id: pushTokens.id })
  return rows.length
}

export async function removeSessionTokens(db: DbOrTx, sessionId: string): Promise<number> {
  const rows = await db.delete(pushTokens).where(eq(pushTokens.sessionId, sessionId)).returning({ id: pushTokens.id })
  return rows.length
}

export async function removeTokenById(db: DbOrTx, id: string) {
  await db.delete(pushTokens).where(eq(pushTokens.id, id))
}

export async function webTokensOf(db: DbOrTx, userIds: string[]): Promise<PushTokenRow[]> {
  if (userIds.length === 0) return []
  return db
    .select()
    .from(pushTokens)
    .where(and(inArray(pushTokens.userId, userIds), eq(pushTokens.os, 'web')))
}

export async function touchToken(db: DbOrTx, id: string) {
  await db.update(pushTokens).set({ lastSentAt: new Date() }).where(eq(pushTokens.id, id))
}

// ----- broadcast -------------------------------------------------------------------------------

/** Who a broadcast reaches: every active account, or the listed users. */
function recipientsWhere(userIds?: string[]) {
  const listed = userIds
    ? userIds.length
      ? sql`AND u.id IN (${sql.join(
          userIds.map((i) => sql`${i}::uuid`),
          sql`, `,
        )})`
      : sql`AND false`
    : sql``
  return sql`u.status = 'active' AND u.is_guest = false ${listed}`
}

/** The next page of a broadcast's recipients (keyset on id): its first and last id, or null when done. */
export async function recipientsPage(db: DbOrTx, opts: { after: string | null; limit: number; userIds?: string[] }) {
  const rows = rowsOf<{ first: string | null; last: string | null }>(
    await db.execute(sql`
      SELECT min(id::text) AS first, max(id::text) AS last FROM (
        SELECT u.id FROM users u
        WHERE ${recipientsWhere(opts.userIds)} ${opts.after ? sql`AND u.id > ${opts.after}::uuid` : sql``}
        ORDER BY u.id LIMIT ${opts.limit}
      ) page`),
  )
  const r = rows[0]
  return r?.first && r.last ? { first: r.first, last: r.last } : null
}

export type BroadcastRow = Omit<NewNotificationRow, 'id' | 'userId' | 'title' | 'body' | 'lang' | 'createdAt' | 'readAt'>

/**
 * Stores a broadcast for one page of recipients in one statement: each in their language (the
 * three texts given), skipping who turned the type's in-app channel off, once per user (the
 * dedupe key). Ids are UUIDv7 made in SQL (time-ordered like every other id).
 */
export async function insertBroadcastPage(
  db: DbOrTx,
  opts: { after: string | null; last: string; userIds?: string[]; row: BroadcastRow; words: Record<Lang, { title: string; body: string }> },
): Promise<string[]> {
  const r = opts.row
  const w = opts.words
  const byLang = (field: 'title' | 'body') =>
    sql`CASE coalesce(l.language, 'vi') WHEN 'en' THEN ${w.en[field]} WHEN 'ko' THEN ${w.ko[field]} ELSE ${w.vi[field]} END`
  const result = await db.execute(sql`
    INSERT INTO notifications (id, user_id, audience, type, event, title, body, image, order_id, campaign_id, blog_id, product_id,
      shop_id, banner_id, refund_id, room_id, voucher_id, target_type, link, params, lang, dedupe_key, created_at)
    SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) PLACING substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid,
      u.id, ${r.audience}, ${r.type}, ${r.event}, ${byLang('title')}, ${byLang('body')}, ${r.image ?? null}, ${r.orderId ?? null},
      ${r.campaignId ?? null}, ${r.blogId ?? null}, ${r.productId ?? null}, ${r.shopId ?? null}, ${r.bannerId ?? null}, ${r.refundId ?? null},
      ${r.roomId ?? null}, ${r.voucherId ?? null}, ${r.targetType ?? 'none'}, ${r.link ?? null}, ${JSON.stringify(r.params ?? {})}::jsonb,
      coalesce(l.language, 'vi'), ${r.dedupeKey}, now()
    FROM users u
    LEFT JOIN user_languages l ON l.user_id = u.id
    LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.type = ${r.type}
    WHERE ${recipientsWhere(opts.userIds)} ${opts.after ? sql`AND u.id > ${opts.after}::uuid` : sql``} AND u.id <= ${opts.last}::uuid
      AND p.in_app IS NOT FALSE
    ON CONFLICT DO NOTHING
    RETURNING user_id`)
  return rowsOf<{ user_id: string }>(result).map((x) => x.user_id)
}

/** The web push tokens of a broadcast page's recipients whose push preference for the type is on, with their language. */
export async function broadcastPushTokens(
  db: DbOrTx,
  opts: { after: string | null; last: string; userIds?: string[]; type: NotificationType },
): Promise<Array<PushTokenRow & { lang: Lang | null }>> {
  const rows = rowsOf<{
    id: string
    user_id: string
    device_id: string
    os: string
    token: string
    endpoint: string | null
    lang: string | null
  }>(
    await db.execute(sql`
      SELECT t.id, t.user_id, t.device_id, t.os, t.token, t.endpoint, l.language AS lang
      FROM push_tokens t
      JOIN users u ON u.id = t.user_id
      LEFT JOIN user_languages l ON l.user_id = u.id
      LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.type = ${opts.type}
      WHERE t.os = 'web' AND ${recipientsWhere(opts.userIds)} ${opts.after ? sql`AND u.id > ${opts.after}::uuid` : sql``} AND u.id <= ${opts.last}::uuid
        AND p.push IS NOT FALSE`),
  )
  return rows.map((t) => ({
    id: t.id,
    userId: t.user_id,
    deviceId: t.device_id,
    os: t.os,
    token: t.token,
    endpoint: t.endpoint,
    sessionId: null,
    lastSentAt: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    lang: (t.lang as Lang | null) ?? null,
  }))
}

export async function findByIds(db: DbOrTx, ids: string[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return []
  return db.select().from(notifications).where(inArray(notifications.id, ids))
}
