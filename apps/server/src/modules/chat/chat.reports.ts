import type { ChatSide, Lang, TChatReport, TChatReportDetail, TChatReportInput } from '@xinh/contracts'
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { recordAudit } from '#server/modules/audit/index.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { alreadyDecided } from '#server/platform/admin-queue.ts'
import { type Actor, requireRole, requireUser } from '#server/platform/auth/actor.ts'
import type { Db, DbOrTx } from '#server/platform/db/client.ts'
import { isUniqueViolation } from '#server/platform/db/errors.ts'
import { AppError } from '#server/platform/errors.ts'
import { presentMessage } from './chat.present.ts'
import * as repo from './chat.repo.ts'
import type { ChatService } from './chat.service.ts'
import { chatMessages, chatReports, chatRooms } from './chat.tables.ts'

const reporter = alias(users, 'reporter')
const reported = alias(users, 'reported')
const decider = alias(users, 'decider')

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)

function reportsQuery(db: DbOrTx) {
  return db
    .select({
      report: chatReports,
      reporterName: reporter.userName,
      reportedName: reported.userName,
      deciderName: decider.userName,
      shopId: shops.id,
      shopName: shops.name,
      message: chatMessages,
    })
    .from(chatReports)
    .innerJoin(chatRooms, eq(chatRooms.id, chatReports.roomId))
    .innerJoin(shops, eq(shops.id, chatRooms.shopId))
    .innerJoin(reporter, eq(reporter.id, chatReports.reporterId))
    .innerJoin(reported, eq(reported.id, chatReports.reportedId))
    .leftJoin(decider, eq(decider.id, chatReports.decidedBy))
    .leftJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
}
type Row = Awaited<ReturnType<typeof reportsQuery>>[number]

const other = (side: ChatSide): ChatSide => (side === 'buyer' ? 'shop' : 'buyer')

function present(r: Row): TChatReport {
  return {
    _id: r.report.id,
    room_id: r.report.roomId,
    reporter: { _id: r.report.reporterId, name: r.reporterName, side: r.report.reporterSide },
    reported: { _id: r.report.reportedId, name: r.reportedName, side: other(r.report.reporterSide) },
    shop: { _id: r.shopId, name: r.shopName },
    reason: r.report.reason as TChatReport['reason'],
    note: r.report.note,
    message: r.message ? presentMessage(r.message) : null,
    status: r.report.status,
    created_at: r.report.createdAt.toISOString(),
    decided_by: r.report.decidedBy && r.deciderName ? { _id: r.report.decidedBy, name: r.deciderName } : null,
    decided_at: r.report.decidedAt?.toISOString() ?? null,
    decision_note: r.report.decisionNote,
  }
}

/**
 * Chat reports (issue 15): a user reports the other side of a room; the report waits in the
 * admin queue (the pattern of docs/api/admin-queues.md). Upheld closes the room for good,
 * dismissed leaves it as it was; both are audited in the decision's transaction.
 */
export function createChatReports({ db, chat }: { db: Db; chat: ChatService }) {
  async function report({ actor, roomId, input }: { actor: Actor; roomId: string; input: TChatReportInput }) {
    const user = requireUser(actor)
    const { side, peerId, room } = await chat.access(user.userId, roomId)
    if (input.message_id) {
      const m = await repo.findMessage(db, input.message_id)
      // the message must be in this room and the other side's
      if (!m || m.roomId !== room.id || m.senderId !== peerId) throw new AppError('CHAT_MESSAGE_NOT_FOUND')
    }
    try {
      const [row] = await db
        .insert(chatReports)
        .values({
          roomId: room.id,
          messageId: input.message_id ?? null,
          reporterId: user.userId,
          reporterSide: side,
          reportedId: peerId,
          reason: input.reason,
          note: input.note ?? null,
        })
        .returning({ id: chatReports.id })
      return { _id: row!.id }
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CHAT_REPORT_EXISTS')
      throw error
    }
  }

  async function list(opts: { actor: Actor; status: TChatReport['status']; page: number; limit: number }) {
    requireRole(opts.actor, 'admin')
    const where = eq(chatReports.status, opts.status)
    const [rows, [total]] = await Promise.all([
      reportsQuery(db)
        .where(where)
        // waiting ones oldest first; decided ones newest decision first
        .orderBy(opts.status === 'open' ? asc(chatReports.createdAt) : desc(chatReports.decidedAt), asc(chatReports.id))
        .limit(opts.limit)
        .offset((opts.page - 1) * opts.limit),
      db.select({ n: count() }).from(chatReports).where(where),
    ])
    return { data: rows.map(present), meta: { page: opts.page, limit: opts.limit, total: total?.n ?? 0 } }
  }

  async function find(id: string) {
    if (!isUuid(id)) return undefined
    const [row] = await reportsQuery(db).where(eq(chatReports.id, id)).limit(1)
    return row
  }

  async function detail({ actor, id }: { actor: Actor; id: string }): Promise<TChatReportDetail> {
    requireRole(actor, 'admin')
    const row = await find(id)
    if (!row) throw new AppError('CHAT_REPORT_NOT_FOUND')
    const context = await repo.listMessages(db, row.report.roomId, { limit: 50 })
    return {
      ...present(row),
      context: context
        .slice(0, 50)
        .reverse()
        .map((m) => presentMessage(m)),
    }
  }

  async function decide(opts: { actor: Actor; lang: Lang; id: string; decision: 'approve' | 'reject'; reason?: string }) {
    const admin = requireRole(opts.actor, 'admin')
    const row = await find(opts.id)
    if (!row) throw new AppError('CHAT_REPORT_NOT_FOUND')
    const status = opts.decision === 'approve' ? 'upheld' : 'dismissed'
    const done = await db.transaction(async (tx) => {
      const [decided] = await tx
        .update(chatReports)
        .set({ status, decidedBy: admin.userId, decidedAt: new Date(), decisionNote: opts.reason ?? null })
        .where(and(eq(chatReports.id, opts.id), eq(chatReports.status, 'open')))
        .returning()
      if (!decided) return null
      // upheld: the platform closes the room (nobody sends in it any more)
      if (status === 'upheld')
        await tx
          .update(chatRooms)
          .set({ closedAt: sql`coalesce(${chatRooms.closedAt}, now())` })
          .where(eq(chatRooms.id, decided.roomId))
      await recordAudit(tx, {
        actorId: admin.userId,
        action: `chat_report.${opts.decision}`,
        targetType: 'chat_report',
        targetId: opts.id,
        before: { status: 'open' },
        after: { status, room_id: decided.roomId, reported_id: decided.reportedId },
        reason: opts.reason ?? null,
      })
      return decided
    })
    const after = await find(opts.id)
    if (!done) {
      const r = after?.report
      throw alreadyDecided(
        {
          by: r?.decidedBy ? { id: r.decidedBy, name: after?.deciderName ?? '' } : null,
          at: r?.decidedAt ?? null,
          status: r?.status ?? 'unknown',
        },
        opts.lang,
      )
    }
    return present(after!)
  }

  async function queueStat() {
    const [row] = await db
      .select({ n: count(), oldest: sql<Date | null>`min(${chatReports.createdAt})` })
      .from(chatReports)
      .where(eq(chatReports.status, 'open'))
    return { count: row?.n ?? 0, oldest_at: row?.oldest ? new Date(row.oldest).toISOString() : null, deadline_at: null }
  }

  return { report, list, detail, decide, queueStat }
}
export type ChatReports = ReturnType<typeof createChatReports>
