import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { sql } from 'drizzle-orm'
import type { Db } from './db/client.ts'
import { rowsOf } from './db/rows.ts'
import { rateLimitHits } from './db/platform.tables.ts'

/**
 * A fixed-window counter in PostgreSQL, so limits hold across every process sharing the
 * database. One atomic upsert per hit: the window resets when it has expired.
 */
export async function hitCounter(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const rows = await db.execute(sql`
    INSERT INTO ${rateLimitHits} (key, count, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN ${rateLimitHits.resetAt} <= now() THEN 1 ELSE ${rateLimitHits.count} + 1 END,
      reset_at = CASE WHEN ${rateLimitHits.resetAt} <= now() THEN EXCLUDED.reset_at ELSE ${rateLimitHits.resetAt} END
    RETURNING count, reset_at`)
  const { count, reset_at } = rowsOf<{ count: number; reset_at: string | Date }>(rows)[0]!
  return { current: Number(count), ttl: Math.max(0, new Date(reset_at).getTime() - Date.now()) }
}

export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string
    // the plugin constructs the root store with its global options object, and children with a prefix
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rl'
    }
    incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number) {
      hitCounter(db, `${this.prefix}:${key}`, timeWindow).then(
        (res) => cb(null, res),
        (err: Error) => cb(err),
      )
    }
    // @fastify/rate-limit passes the merged route options; the route itself is in `routeInfo`
    // (as its own Redis store reads it), so each limited route counts on its own.
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo
      return new DatabaseStore(`rl:${String(route?.method ?? '*')}:${route?.url ?? '*'}`)
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor
}
