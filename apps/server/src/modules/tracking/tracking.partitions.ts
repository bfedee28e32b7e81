import { vietnamDay } from '@xinh/contracts'
import { sql } from 'drizzle-orm'
import type { Database, DbOrTx } from '#server/platform/db/client.ts'
import { rowsOf } from '#server/platform/db/rows.ts'

/**
 * The daily partitions of `tracking_sessions` and `tracking_events` (migration 0033): one per
 * calendar day in Vietnam time, named `<table>_pYYYYMMDD`. The ingestion makes sure the days it
 * writes have theirs (cached per process); the daily job creates the next days' ahead and drops
 * the ones past the retention (DROP of a partition: no row-by-row DELETE, no bloat).
 */
export const PARTITIONED_TABLES = ['tracking_sessions', 'tracking_events'] as const
/** Serialises partition DDL across processes (any constant unique to this use). */
const PARTITION_LOCK_KEY = 72_094_618

const DAY_MS = 86_400_000
/** The calendar day in Vietnam (UTC+7, no daylight saving) of an instant, `YYYY-MM-DD`. */
export const vnDay = (ms: number) => vietnamDay(new Date(ms))
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
const partitionName = (table: string, day: string) => `${table}_p${day.replaceAll('-', '')}`
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/

/**
 * Creates the partitions of these days on both tables if they are missing (idempotent DDL). Callers
 * hold the partition lock (`ensure` below) or are alone on the database (the demo seed, under the
 * seed lock).
 */
export async function createDayPartitions(db: DbOrTx, days: Iterable<string>) {
  const list = [...new Set(days)]
  for (const d of list) if (!DAY_RE.test(d)) throw new Error(`bad partition day ${d}`)
  const ddl: string[] = []
  for (const table of PARTITIONED_TABLES) {
    const existing = new Set(await listPartitions(db, table))
    for (const day of list) {
      const name = partitionName(table, day)
      // names and bounds are built from validated days only (DAY_RE above)
      if (!existing.has(name))
        ddl.push(`CREATE TABLE IF NOT EXISTS "${name}" PARTITION OF "${table}" FOR VALUES FROM ('${day}') TO ('${addDays(day, 1)}');`)
    }
  }
  // one round trip for all of them (a month of days at the demo seed's first start: 60 tables)
  if (ddl.length) await db.execute(sql.raw(`DO $$ BEGIN\n${ddl.join('\n')}\nEND $$`))
}

async function listPartitions(db: DbOrTx, table: string): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      SELECT c.relname AS name FROM pg_inherits i
      JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
      WHERE p.relname = ${table}`),
  )
  return rows.map((r) => r.name)
}

export function createPartitions(database: Database) {
  const known = new Set<string>()
  const list = (table: string) => listPartitions(database.db, table)

  /** Creates the missing partitions of these days (both tables). */
  async function ensure(days: Iterable<string>) {
    const missing = [...new Set(days)].filter((d) => !known.has(d))
    if (!missing.length) return
    for (const d of missing) if (!DAY_RE.test(d)) throw new Error(`bad partition day ${d}`)
    await database.exclusive(PARTITION_LOCK_KEY, () => createDayPartitions(database.db, missing))
    for (const d of missing) known.add(d)
  }

  /** The daily job: partitions for today and `ahead` days, and the ones older than `retentionDays` dropped. */
  async function maintain({ now = Date.now(), ahead, retentionDays }: { now?: number; ahead: number; retentionDays: number }) {
    const today = vnDay(now)
    await ensure(Array.from({ length: ahead + 1 }, (_, i) => addDays(today, i)))
    const oldest = addDays(today, -(retentionDays - 1))
    const dropped: string[] = []
    await database.exclusive(PARTITION_LOCK_KEY, async () => {
      for (const table of PARTITIONED_TABLES) {
        for (const name of await list(table)) {
          const m = /_p(\d{4})(\d{2})(\d{2})$/.exec(name)
          if (!m) continue
          const day = `${m[1]}-${m[2]}-${m[3]}`
          if (day >= oldest) continue
          await database.db.execute(sql.raw(`DROP TABLE IF EXISTS "${name}"`))
          dropped.push(name)
          known.delete(day)
        }
      }
    })
    return { created_through: addDays(today, ahead), dropped }
  }

  return { ensure, maintain, list, forget: () => known.clear() }
}
export type Partitions = ReturnType<typeof createPartitions>
