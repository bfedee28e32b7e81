import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { ReportCaseAction, ReportTarget } from '@xinh/contracts'
import type { DbOrTx, Tx } from '#server/platform/db/client.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import {
  communityComments as comments,
  communityPosts as posts,
  communityReportCases as cases,
  communityReports as reports,
  communityShopFeedback as feedback,
} from './community.tables.ts'

// ----- reports ------------------------------------------------------------------------------

/**
 * Files a report: the target's open case (made on the first report; the partial unique index
 * keeps it to one), then this reporter's row. A repeat report by the same user changes nothing.
 */
export async function fileReport(
  tx: Tx,
  r: { targetType: ReportTarget; targetId: string; reporterId: string; reason: string },
): Promise<{ id: string; caseId: string }> {
  await tx
    .insert(cases)
    .values({ targetType: r.targetType, targetId: r.targetId })
    .onConflictDoNothing({ target: [cases.targetType, cases.targetId], where: sql`${cases.status} = 'pending'` })
  const [open] = await tx
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.targetType, r.targetType), eq(cases.targetId, r.targetId), eq(cases.status, 'pending')))
    .for('update')
  // an admin decided the case between the two statements: the next report opens a new one
  if (!open) return fileReport(tx, r)
  const caseId = open.id
  const [report] = await tx
    .insert(reports)
    .values({ caseId, reporterId: r.reporterId, reason: r.reason })
    .onConflictDoNothing({ target: [reports.caseId, reports.reporterId] })
    .returning({ id: reports.id })
  if (report)
    await tx
      .update(cases)
      .set({ reportCount: sql`${cases.reportCount} + 1` })
      .where(eq(cases.id, caseId))
  const id =
    report?.id ??
    (
      await tx
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.caseId, caseId), eq(reports.reporterId, r.reporterId)))
    )[0]!.id
  return { id, caseId }
}

export async function listCases(
  db: DbOrTx,
  q: { status: 'pending' | 'approved' | 'rejected'; targetType?: ReportTarget; page: number; limit: number },
) {
  const where = and(eq(cases.status, q.status), q.targetType ? eq(cases.targetType, q.targetType) : undefined)
  const order = q.status === 'pending' ? [asc(cases.firstReportedAt), asc(cases.id)] : [desc(cases.decidedAt), desc(cases.id)]
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(cases)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(cases).where(where),
  ])
  return { rows, total: count?.n ?? 0 }
}

export async function findCase(db: DbOrTx, id: string) {
  const [row] = await db.select().from(cases).where(eq(cases.id, id))
  return row
}

export async function caseReports(db: DbOrTx, caseIds: string[]) {
  if (caseIds.length === 0) return []
  return db
    .select({
      caseId: reports.caseId,
      reason: reports.reason,
      at: reports.createdAt,
      id: users.id,
      name: users.userName,
      avatar: users.avatarUrl,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(inArray(reports.caseId, caseIds))
    .orderBy(asc(reports.createdAt))
}

export async function userNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>()
  const rows = await db.select({ id: users.id, name: users.userName }).from(users).where(inArray(users.id, ids))
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** Decides a waiting case (the conditional update: of two admins, one wins). */
export async function decideCase(tx: Tx, id: string, d: { action: ReportCaseAction; by: string; reason: string | null }) {
  const status = d.action === 'dismiss' ? 'rejected' : 'approved'
  const [row] = await tx
    .update(cases)
    .set({ status, action: d.action, decidedBy: d.by, decidedAt: new Date(), decisionReason: d.reason })
    .where(and(eq(cases.id, id), eq(cases.status, 'pending')))
    .returning()
  return row
}

/** Hides a reported post or comment (a moderator's decision): only its author still sees it. */
export async function hideTarget(tx: Tx, targetType: ReportTarget, targetId: string) {
  if (targetType === 'post')
    await tx
      .update(posts)
      .set({ hiddenAt: new Date() })
      .where(and(eq(posts.id, targetId), sql`${posts.hiddenAt} is null`))
  if (targetType === 'comment')
    await tx
      .update(comments)
      .set({ hiddenAt: new Date() })
      .where(and(eq(comments.id, targetId), sql`${comments.hiddenAt} is null`))
}

/** What a case is about, as it reads now (null when deleted since). */
export async function readTarget(db: DbOrTx, targetType: ReportTarget, targetId: string) {
  if (targetType === 'post') {
    const [p] = await db
      .select({
        text: posts.content,
        images: posts.images,
        hiddenAt: posts.hiddenAt,
        id: users.id,
        name: users.userName,
        avatar: users.avatarUrl,
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(eq(posts.id, targetId))
    return p
      ? { text: p.text, images: p.images, isHidden: p.hiddenAt !== null, author: { id: p.id, name: p.name, avatar: p.avatar } }
      : null
  }
  if (targetType === 'comment') {
    const [c] = await db
      .select({
        text: comments.content,
        image: comments.image,
        hiddenAt: comments.hiddenAt,
        id: users.id,
        name: users.userName,
        avatar: users.avatarUrl,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(eq(comments.id, targetId))
    return c
      ? {
          text: c.text,
          images: c.image ? [c.image] : [],
          isHidden: c.hiddenAt !== null,
          author: { id: c.id, name: c.name, avatar: c.avatar },
        }
      : null
  }
  const [u] = await db.select({ id: users.id, name: users.userName, avatar: users.avatarUrl }).from(users).where(eq(users.id, targetId))
  return u
    ? { text: u.name, images: u.avatar ? [u.avatar] : [], isHidden: false, author: { id: u.id, name: u.name, avatar: u.avatar } }
    : null
}

export async function pendingStat(db: DbOrTx) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${cases.firstReportedAt})` })
    .from(cases)
    .where(eq(cases.status, 'pending'))
  return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null }
}

// ----- shop feedback ------------------------------------------------------------------------

export async function insertFeedback(db: DbOrTx, f: { shopId: string; authorId: string; content: string; image: string | null }) {
  const [row] = await db.insert(feedback).values(f).returning()
  return row!
}

export async function listFeedback(db: DbOrTx, shopId: string, page: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({ f: feedback, name: users.userName, avatar: users.avatarUrl })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.authorId))
      .where(eq(feedback.shopId, shopId))
      .orderBy(desc(feedback.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(feedback).where(eq(feedback.shopId, shopId)),
  ])
  return { rows, total: count?.n ?? 0 }
}
