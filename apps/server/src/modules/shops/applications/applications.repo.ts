import { and, asc, count, desc, eq, ilike, inArray, min, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { sellerApplicationEvents, sellerApplications } from './applications.tables.ts'

export type ApplicationRow = typeof sellerApplications.$inferSelect
export type ApplicationValues = Partial<typeof sellerApplications.$inferInsert>
type Status = ApplicationRow['status']

/** The states an applicant may still write to: a draft, or a rejected application being redone. */
const EDITABLE: Status[] = ['draft', 'rejected']

export async function findByUser(db: DbOrTx, userId: string) {
  const rows = await db.select().from(sellerApplications).where(eq(sellerApplications.userId, userId)).limit(1)
  return rows[0]
}

export async function findById(db: DbOrTx, id: string) {
  const rows = await db.select().from(sellerApplications).where(eq(sellerApplications.id, id)).limit(1)
  return rows[0]
}

/**
 * Writes draft fields: creates the user's application, or updates it while it is editable. A
 * rejected application becomes a draft again (its rejection reason stays until the next
 * decision). Undefined when it is waiting or approved (nothing written).
 */
export async function saveDraft(db: DbOrTx, userId: string, values: ApplicationValues) {
  const rows = await db
    .insert(sellerApplications)
    .values({ ...values, userId, status: 'draft' })
    .onConflictDoUpdate({
      target: sellerApplications.userId,
      set: { ...values, status: 'draft', updatedAt: new Date() },
      setWhere: inArray(sellerApplications.status, EDITABLE),
    })
    .returning()
  return rows[0]
}

/** Draft → waiting approval, only from an editable state (a double submit writes once). */
export async function submit(db: DbOrTx, id: string, values: { submittedAt: Date; reviewDeadline: Date; lang: string }) {
  const rows = await db
    .update(sellerApplications)
    .set({ ...values, status: 'waiting_approval', decidedAt: null, decidedBy: null })
    .where(and(eq(sellerApplications.id, id), inArray(sellerApplications.status, EDITABLE)))
    .returning()
  return rows[0]
}

/**
 * The decision, as one conditional update: only an application still waiting changes, so of two
 * admins deciding at once exactly one wins; the other gets undefined.
 */
export async function decide(
  db: DbOrTx,
  id: string,
  values: { status: 'approved' | 'rejected'; decidedAt: Date; decidedBy: string; rejectReason: string | null },
) {
  const rows = await db
    .update(sellerApplications)
    .set(values)
    .where(and(eq(sellerApplications.id, id), eq(sellerApplications.status, 'waiting_approval')))
    .returning()
  return rows[0]
}

export async function setShop(db: DbOrTx, id: string, shopId: string) {
  await db.update(sellerApplications).set({ shopId }).where(eq(sellerApplications.id, id))
}

export async function insertEvent(db: DbOrTx, values: typeof sellerApplicationEvents.$inferInsert) {
  await db.insert(sellerApplicationEvents).values(values)
}

export async function listEvents(db: DbOrTx, applicationId: string) {
  return db
    .select()
    .from(sellerApplicationEvents)
    .where(eq(sellerApplicationEvents.applicationId, applicationId))
    .orderBy(asc(sellerApplicationEvents.createdAt), asc(sellerApplicationEvents.id))
}

/** Submitted applications for the admin queue: oldest waiting first, decided ones newest first. */
export async function list(
  db: DbOrTx,
  opts: { status?: 'waiting_approval' | 'approved' | 'rejected'; q?: string; page: number; limit: number },
) {
  const byStatus = opts.status
    ? eq(sellerApplications.status, opts.status)
    : inArray(sellerApplications.status, ['waiting_approval', 'approved', 'rejected'])
  // the admin looks an applicant up by shop name, owner name, e-mail or phone
  const like = opts.q ? `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const where = like
    ? and(
        byStatus,
        or(
          ilike(sellerApplications.storeName, like),
          ilike(sellerApplications.ownerName, like),
          ilike(sellerApplications.email, like),
          ilike(sellerApplications.phone, like),
        ),
      )
    : byStatus
  const order =
    opts.status === 'waiting_approval'
      ? [asc(sellerApplications.submittedAt), asc(sellerApplications.id)]
      : [desc(sql`coalesce(${sellerApplications.decidedAt}, ${sellerApplications.submittedAt})`), desc(sellerApplications.id)]
  const [rows, total] = await Promise.all([
    db
      .select({ app: sellerApplications, user: { id: users.id, userName: users.userName, email: users.email } })
      .from(sellerApplications)
      .innerJoin(users, eq(users.id, sellerApplications.userId))
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ n: count() }).from(sellerApplications).where(where),
  ])
  return { rows, total: total[0]?.n ?? 0 }
}

export async function deleteByUser(db: DbOrTx, userId: string) {
  await db.delete(sellerApplications).where(eq(sellerApplications.userId, userId))
}

/** How many applications wait, and the oldest one's submission and review deadline. */
export async function queueStat(db: DbOrTx) {
  const [row] = await db
    .select({ n: count(), oldest: min(sellerApplications.submittedAt), deadline: min(sellerApplications.reviewDeadline) })
    .from(sellerApplications)
    .where(eq(sellerApplications.status, 'waiting_approval'))
  return { count: row?.n ?? 0, oldestAt: row?.oldest ?? null, deadlineAt: row?.deadline ?? null }
}
