import { CHAT_RULES } from '@xinh/contracts'
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import type { Db } from '#server/platform/db/client.ts'
import type { Jobs } from '#server/platform/jobs.ts'
import type { Notifier } from '#server/platform/notify.ts'
import type { ChatEvents } from './chat.ports.ts'
import { chatResponseTurns, chatRooms } from './chat.tables.ts'

const DAY_MS = 86_400_000
export const CHAT_INACTIVITY_JOB = 'chat-seller-inactivity'
/** One run warns at most this many turns; the next day's run takes the rest. */
const BATCH = 500

/**
 * Seller response figures (issue 15) and the spec §9 inactivity warning. A turn is a buyer
 * message after the shop's last one (chat.repo.ts recordTurn); the shop answers it with its next
 * message.
 */
export function createChatPerformance({
  db,
  events,
  notifier,
  publicUrl,
  log,
}: {
  db: Db
  events: ChatEvents
  notifier: Notifier
  publicUrl: string
  log: FastifyBaseLogger
}) {
  /** Over the last 30 days: answered turns / turns (0–1) and the average seconds to the answer. */
  async function responseFigures(shopId: string, now = new Date()) {
    const since = new Date(now.getTime() - CHAT_RULES.responseWindowDays * DAY_MS)
    const [row] = await db
      .select({
        turns: sql<number>`count(*)::int`,
        answered: sql<number>`count(${chatResponseTurns.answeredAt})::int`,
        seconds: sql<number | null>`avg(extract(epoch FROM ${chatResponseTurns.answeredAt} - ${chatResponseTurns.startedAt}))`,
      })
      .from(chatResponseTurns)
      .where(and(eq(chatResponseTurns.shopId, shopId), gte(chatResponseTurns.startedAt, since), lte(chatResponseTurns.startedAt, now)))
    const turns = Number(row?.turns ?? 0)
    const answered = Number(row?.answered ?? 0)
    return {
      rate: turns ? answered / turns : null,
      seconds: row?.seconds === null || row?.seconds === undefined ? null : Math.round(Number(row.seconds)),
    }
  }

  /**
   * Turns unanswered for 7 days (spec §9): each is marked warned and raised as `sellerInactive`
   * in one transaction (once per turn, whichever process runs the job), then the owner gets an
   * e-mail. A failed e-mail is logged; the notification hook's outbox keeps its own promise.
   */
  async function warnInactiveSellers(now = new Date()) {
    const due = new Date(now.getTime() - CHAT_RULES.inactivityDays * DAY_MS)
    const warned = await db.transaction(async (tx) => {
      const rows = await tx
        .update(chatResponseTurns)
        .set({ warnedAt: now })
        .where(
          sql`${chatResponseTurns.id} IN (SELECT id FROM ${chatResponseTurns}
            WHERE ${isNull(chatResponseTurns.answeredAt)} AND ${isNull(chatResponseTurns.warnedAt)} AND ${lte(chatResponseTurns.startedAt, due)}
            ORDER BY ${chatResponseTurns.startedAt} LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
        )
        .returning()
      const out: Array<{
        roomId: string
        shopId: string
        ownerId: string
        buyerId: string
        since: Date
        email: string | null
        shopName: string
      }> = []
      for (const turn of rows) {
        const [info] = await tx
          .select({ buyerId: chatRooms.buyerId, ownerId: shops.ownerId, shopName: shops.name, email: users.email })
          .from(chatRooms)
          .innerJoin(shops, eq(shops.id, chatRooms.shopId))
          .innerJoin(users, eq(users.id, shops.ownerId))
          .where(eq(chatRooms.id, turn.roomId))
        if (!info) continue
        await events.sellerInactive(tx, {
          shopId: turn.shopId,
          ownerId: info.ownerId,
          roomId: turn.roomId,
          buyerId: info.buyerId,
          since: turn.startedAt,
        })
        out.push({ roomId: turn.roomId, shopId: turn.shopId, since: turn.startedAt, ...info })
      }
      return out
    })
    for (const w of warned) {
      if (!w.email) continue
      try {
        await notifier.sendMail({
          to: w.email,
          subject: `[Xinh] Cửa hàng ${w.shopName} chưa trả lời tin nhắn của khách`,
          text: [
            `Xin chào ${w.shopName},`,
            '',
            `Một khách hàng đã nhắn tin cho cửa hàng từ ${w.since.toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' })} và chưa nhận được trả lời sau ${CHAT_RULES.inactivityDays} ngày.`,
            'Trả lời khách sớm giúp giữ tỉ lệ phản hồi chat của cửa hàng.',
            '',
            `Trả lời ngay: ${publicUrl}/ban-hang/tro-chuyen?id=${w.roomId}`,
          ].join('\n'),
        })
      } catch (error) {
        log.warn({ err: error, roomId: w.roomId }, 'chat: inactivity e-mail failed')
      }
    }
    return warned.length
  }

  return { responseFigures, warnInactiveSellers }
}
export type ChatPerformance = ReturnType<typeof createChatPerformance>

export function defineChatJobs(jobs: Jobs, performance: ChatPerformance) {
  // daily, 09:00 Vietnam time (02:00 UTC): a warning that arrives in working hours
  jobs.define({ name: CHAT_INACTIVITY_JOB, cron: '0 2 * * *', handler: async () => void (await performance.warnInactiveSellers()) })
}
