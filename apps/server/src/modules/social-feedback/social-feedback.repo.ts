import { and, asc, count, desc, eq, ilike, min, or, sql } from 'drizzle-orm'
import type { SocialFeedbackStatus } from '@xinh/contracts'
import { users } from '#server/modules/identity/identity.tables.ts'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { offsetOf, withTotal } from '#server/platform/db/paging.ts'
import { socialFeedbacks } from './social-feedback.tables.ts'

export type FeedbackRow = typeof socialFeedbacks.$inferSelect
const reviewer = sql<string | null>`(SELECT r.user_name FROM users r WHERE r.id = ${socialFeedbacks.reviewedBy})`
const adminColumns = {
  feedback: socialFeedbacks,
  user: { id: users.id, userName: users.userName, email: users.email },
  reviewerName: reviewer,
}
export type AdminFeedbackRow = {
  feedback: FeedbackRow
  user: { id: string; userName: string; email: string | null }
  reviewerName: string | null
}

export async function insertFeedback(db: DbOrTx, values: typeof socialFeedbacks.$inferInsert) {
  const [row] = await db.insert(socialFeedbacks).values(values).returning()
  return row as FeedbackRow
}

/** The author's submissions, newest first. */
export async function listOfUser(db: DbOrTx, userId: string, page: { page: number; limit: number }) {
  const where = eq(socialFeedbacks.userId, userId)
  return withTotal(
    db.select().from(socialFeedbacks).where(where).orderBy(desc(socialFeedbacks.id)).limit(page.limit).offset(offsetOf(page)),
    db.select({ n: count() }).from(socialFeedbacks).where(where),
  )
}

/** A page of the queue: the oldest first while pending, the latest decision first otherwise. */
export async function listQueue(db: DbOrTx, opts: { status: SocialFeedbackStatus; q?: string; page: number; limit: number }) {
  const like = opts.q ? `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const where = like
    ? and(
        eq(socialFeedbacks.status, opts.status),
        or(
          ilike(socialFeedbacks.organizationName, like),
          ilike(socialFeedbacks.decisionNumber, like),
          ilike(socialFeedbacks.email, like),
          ilike(users.userName, like),
        ),
      )
    : eq(socialFeedbacks.status, opts.status)
  const order =
    opts.status === 'pending'
      ? [asc(socialFeedbacks.createdAt), asc(socialFeedbacks.id)]
      : [desc(socialFeedbacks.reviewedAt), desc(socialFeedbacks.id)]
  return withTotal<AdminFeedbackRow>(
    db
      .select(adminColumns)
      .from(socialFeedbacks)
      .innerJoin(users, eq(users.id, socialFeedbacks.userId))
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(offsetOf(opts)),
    db.select({ n: count() }).from(socialFeedbacks).innerJoin(users, eq(users.id, socialFeedbacks.userId)).where(where),
  )
}

export async function findForAdmin(db: DbOrTx, id: string): Promise<AdminFeedbackRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(socialFeedbacks)
    .innerJoin(users, eq(users.id, socialFeedbacks.userId))
    .where(eq(socialFeedbacks.id, id))
    .limit(1)
  return row
}

/** The decision, as one conditional update: only a submission still pending changes (the race's loser gets none). */
export async function decide(
  db: DbOrTx,
  id: string,
  values: { status: 'approved' | 'rejected'; reviewNote: string | null; reviewedBy: string; reviewedAt: Date },
) {
  const [row] = await db
    .update(socialFeedbacks)
    .set(values)
    .where(and(eq(socialFeedbacks.id, id), eq(socialFeedbacks.status, 'pending')))
    .returning()
  return row
}

export async function queueStat(db: DbOrTx) {
  const [row] = await db
    .select({ n: count(), oldest: min(socialFeedbacks.createdAt) })
    .from(socialFeedbacks)
    .where(eq(socialFeedbacks.status, 'pending'))
  return { count: row?.n ?? 0, oldestAt: row?.oldest ?? null }
}

/** How many submissions the user sent since `since` (the daily cap). */
export async function countSince(db: DbOrTx, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(socialFeedbacks)
    .where(and(eq(socialFeedbacks.userId, userId), sql`${socialFeedbacks.createdAt} >= ${since}`))
  return row?.n ?? 0
}
