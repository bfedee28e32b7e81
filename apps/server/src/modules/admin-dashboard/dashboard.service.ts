import {
  type AdminQueueKey,
  type TAdminDashboard,
  type TDashboardDay,
  type TQueueStat,
  type TQueueStats,
  vietnamDay,
  vietnamDayStart,
} from '@xinh/contracts'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import { readOncePerRender } from '#server/platform/render-reads.ts'

/** One queue's line as its module reports it (the deadline only where the queue stores one). */
export type QueueLine = { count: number; oldestAt: Date | null; deadlineAt?: Date | null }
type Daily = Array<{ date: string; n: number }>

/**
 * What the dashboard reads, each from the module that owns the data (passed in by app.ts: this
 * module sits above them all and imports none of their tables).
 */
export type AdminDashboardSources = {
  queues: Record<AdminQueueKey, () => Promise<QueueLine>>
  openReturns: () => Promise<number>
  dailyOrders: (from: Date) => Promise<Array<{ date: string; orders: number; gmv: number }>>
  dailyNewUsers: (from: Date) => Promise<Daily>
  dailyNewShops: (from: Date) => Promise<Daily>
  now?: () => Date
}

/** spec §9 "product approval 2 to 3 days": the queue is late after the upper bound. */
export const PRODUCT_REVIEW_DAYS = 3
const DAY_MS = 86_400_000
/** Queues with a spec deadline counted from the oldest item (shop applications store their own). */
const DEADLINE_DAYS: Partial<Record<AdminQueueKey, number>> = { products: PRODUCT_REVIEW_DAYS, size_charts: PRODUCT_REVIEW_DAYS }
export const DASHBOARD_DAYS = 30

/** Midnight in Vietnam, `days` days before the day of `now`. */
const vnMidnight = (now: Date, daysBack: number) => new Date(vietnamDayStart(vietnamDay(now)) - daysBack * DAY_MS)

/** The admin dashboard (/admin/tong-quan) and the console's queue badges. */
export function createAdminDashboardService(s: AdminDashboardSources) {
  const now = s.now ?? (() => new Date())

  function statOf(key: AdminQueueKey, line: QueueLine): TQueueStat {
    const days = DEADLINE_DAYS[key]
    const deadline = line.deadlineAt ?? (line.oldestAt && days ? new Date(line.oldestAt.getTime() + days * DAY_MS) : null)
    return {
      count: line.count,
      oldest_at: line.oldestAt?.toISOString() ?? null,
      deadline_at: line.count ? (deadline?.toISOString() ?? null) : null,
    }
  }

  /** Every queue's count, oldest item and deadline (one query each, in parallel). */
  async function queueStats({ actor }: { actor: Actor }): Promise<TQueueStats> {
    requireRole(actor, 'admin')
    // the console's badges (layout) and the dashboard (page) of one render read them once
    return readOncePerRender('admin-queue-stats', async () => {
      const keys = Object.keys(s.queues) as AdminQueueKey[]
      const lines = await Promise.all(keys.map((k) => s.queues[k]()))
      return Object.fromEntries(keys.map((k, i) => [k, statOf(k, lines[i]!)])) as TQueueStats
    })
  }

  async function dashboard({ actor }: { actor: Actor }): Promise<TAdminDashboard> {
    requireRole(actor, 'admin')
    const at = now()
    const from = vnMidnight(at, DASHBOARD_DAYS - 1)
    const [queues, openReturns, orders, users, shops] = await Promise.all([
      queueStats({ actor }),
      s.openReturns(),
      s.dailyOrders(from),
      s.dailyNewUsers(from),
      s.dailyNewShops(from),
    ])
    const byDate = <T extends { date: string }>(rows: T[]) => new Map(rows.map((r) => [r.date, r]))
    const [o, u, sh] = [byDate(orders), byDate(users), byDate(shops)]
    // every day of the window, zero where nothing happened, so the charts have no gaps
    const days: TDashboardDay[] = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const date = vietnamDay(new Date(from.getTime() + i * DAY_MS + 12 * 3600_000))
      return {
        date,
        orders: o.get(date)?.orders ?? 0,
        gmv: o.get(date)?.gmv ?? 0,
        new_users: u.get(date)?.n ?? 0,
        new_shops: sh.get(date)?.n ?? 0,
      }
    })
    const today = days.at(-1) as TDashboardDay
    return {
      queues,
      today: { orders: today.orders, gmv: today.gmv, new_users: today.new_users, new_shops: today.new_shops },
      open_returns: openReturns,
      days,
      generated_at: at.toISOString(),
    }
  }

  return { queueStats, dashboard }
}
export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>
