import { and, asc, count, desc, eq, gte, ilike, min, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { offsetOf, withTotal } from '#server/platform/db/paging.ts'
import { identityCards, users } from './identity.tables.ts'

type CardStatus = 'pending' | 'approved' | 'rejected'
const reviewer = sql<string | null>`(SELECT r.user_name FROM users r WHERE r.id = ${identityCards.reviewedBy})`

const cardColumns = {
  card: identityCards,
  user: { id: users.id, userName: users.userName, email: users.email, phoneNumber: users.phoneNumber },
  reviewerName: reviewer,
}

/** A page of the identity-card queue: the oldest card first while pending, the latest decision first otherwise. */
export async function listCards(db: DbOrTx, opts: { status: CardStatus; q?: string; page: number; limit: number }) {
  const like = opts.q ? `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const where = like
    ? and(
        eq(identityCards.status, opts.status),
        or(ilike(users.userName, like), ilike(users.email, like), ilike(users.phoneNumber, like), ilike(identityCards.idNumber, like)),
      )
    : eq(identityCards.status, opts.status)
  const order =
    opts.status === 'pending'
      ? [asc(identityCards.createdAt), asc(identityCards.id)]
      : [desc(identityCards.reviewedAt), desc(identityCards.id)]
  return withTotal(
    db
      .select(cardColumns)
      .from(identityCards)
      .innerJoin(users, eq(users.id, identityCards.userId))
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(offsetOf(opts)),
    db.select({ n: count() }).from(identityCards).innerJoin(users, eq(users.id, identityCards.userId)).where(where),
  )
}

export async function findCard(db: DbOrTx, id: string) {
  const [row] = await db
    .select(cardColumns)
    .from(identityCards)
    .innerJoin(users, eq(users.id, identityCards.userId))
    .where(eq(identityCards.id, id))
    .limit(1)
  return row
}

/** The decision, as one conditional update: only a card still pending changes. */
export async function decideCard(
  db: DbOrTx,
  id: string,
  values: { status: 'approved' | 'rejected'; reviewNote: string | null; reviewedBy: string; reviewedAt: Date },
) {
  const [row] = await db
    .update(identityCards)
    .set(values)
    .where(and(eq(identityCards.id, id), eq(identityCards.status, 'pending')))
    .returning()
  return row
}

/** The user's verification status follows their latest card. */
export async function setUserIdentityStatus(db: DbOrTx, userId: string, status: 'approved' | 'rejected') {
  await db.update(users).set({ identityStatus: status }).where(eq(users.id, userId))
}

export async function cardQueueStat(db: DbOrTx) {
  const [row] = await db
    .select({ n: count(), oldest: min(identityCards.createdAt) })
    .from(identityCards)
    .where(eq(identityCards.status, 'pending'))
  return { count: row?.n ?? 0, oldestAt: row?.oldest ?? null }
}

/** Accounts created per Vietnamese calendar day since `from` (guests not counted), for the dashboard. */
export async function dailyNewUsers(db: DbOrTx, from: Date) {
  const day = sql<string>`to_char(${users.createdAt} AT TIME ZONE 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`
  return db
    .select({ date: day, n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(gte(users.createdAt, from), eq(users.isGuest, false)))
    .groupBy(day)
}
