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

/** Unread counts of many users at once (a broadcast's realtime event). */
export async function unreadOfMany(db: DbOrTx, userIds: string[]): Promise<Map<string, { buyer: number; seller: number }>> {
  const out = new Map<string, { buyer: number; seller: number }>()
  if (userIds.length === 0) return out
  const rows = await db
    .select({ userId: notifications.userId, audience: notifications.audience, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
    .groupBy(notifications.userId, notifications.audience)
  for (const r of rows) {
    const c = out.get(r.userId) ?? { buyer: 0, seller: 0 }
    if (r.audience === 'BUYER') c.buyer = r.n
    else c.seller = r.n
    out.set(r.userId, c)
  }
  return out
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

export type Recipient = { userId: string; lang: Lang | null; inApp: boolean; push: boolean }

/**
 * A page of a broadcast's recipients (keyset on id), with their language and preference of
 * `type`. `all_buyers`: every active, non-guest account; otherwise the given ids.
 */
export async function recipientsPage(
  db: DbOrTx,
  opts: { type: NotificationType; after: string | null; limit: number; userIds?: string[] },
): Promise<Recipient[]> {
  const ids = opts.userIds
  const result = await db.execute(sql`
    SELECT u.id AS user_id, l.language AS lang, coalesce(p.in_app, true) AS in_app, coalesce(p.push, true) AS push
    FROM users u
    LEFT JOIN user_languages l ON l.user_id = u.id
    LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.type = ${opts.type}
    WHERE u.status = 'active' AND u.is_guest = false
      ${opts.after ? sql`AND u.id > ${opts.after}` : sql``}
      ${
        ids
          ? ids.length
            ? sql`AND u.id IN (${sql.join(
                ids.map((i) => sql`${i}::uuid`),
                sql`, `,
              )})`
            : sql`AND false`
          : sql``
      }
    ORDER BY u.id
    LIMIT ${opts.limit}`)
  return rowsOf<{ user_id: string; lang: string | null; in_app: boolean; push: boolean }>(result).map((r) => ({
    userId: r.user_id,
    lang: (r.lang as Lang | null) ?? null,
    inApp: r.in_app,
    push: r.push,
  }))
}

/** Inserts a broadcast's notifications for many users in one statement (one title/body per language). */
export async function insertMany(db: DbOrTx, rows: NewNotificationRow[]): Promise<Array<{ id: string; userId: string }>> {
  if (rows.length === 0) return []
  return db.insert(notifications).values(rows).onConflictDoNothing().returning({ id: notifications.id, userId: notifications.userId })
}

export async function findByIds(db: DbOrTx, ids: string[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return []
  return db.select().from(notifications).where(inArray(notifications.id, ids))
}
