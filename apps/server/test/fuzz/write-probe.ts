import type { Database } from '../../src/platform/db/client.ts'

export type TableChange = { table: string; written: number; delta: number }

/**
 * Tells whether a request left rows behind, cheaply enough to ask after every request.
 *
 * Every transaction that writes gets a transaction id; `pg_snapshot_xmax(pg_current_snapshot())`
 * (the next id to hand out) only moves when one did, committed or rolled back. When it has not
 * moved, nothing was written and the check costs one tiny query. When it has, one query counts
 * each table's rows and the visible rows whose `xmin` (the id of the transaction that wrote
 * that row version) is at least the mark taken before the request: rows inserted or updated by
 * a transaction that COMMITTED during the request (a rolled-back one leaves no visible version).
 * A row count lower than before is a delete. On PostgreSQL the ids are shared by every
 * database of the server, so other test files make the mark move too: that only costs the
 * counting query, never a false finding (their rows are not in our tables).
 */
export async function createWriteProbe(database: Database) {
  const tables = (
    await database.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)
  ).map((r) => r.name)
  const countSql = tables
    .map((t) => `SELECT '${t}' AS t, count(*)::int AS n, count(*) FILTER (WHERE xmin::text::bigint >= $1)::int AS w FROM "${t}"`)
    .join(' UNION ALL ')
  const nextXid = async () =>
    BigInt((await database.query<{ x: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x'))[0]!.x)
  // xmin is a 32-bit xid: compare within the current epoch
  const xid32 = (x: bigint) => Number(x % 4_294_967_296n)

  const counts = new Map<string, number>()
  let recounts = 0
  const recount = async (since: bigint) => {
    recounts++
    const rows = await database.query<{ t: string; n: number; w: number }>(countSql, [xid32(since)])
    const changes: TableChange[] = []
    for (const r of rows) {
      const delta = r.n - (counts.get(r.t) ?? r.n)
      if (r.w > 0 || delta !== 0) changes.push({ table: r.t, written: r.w, delta })
      counts.set(r.t, r.n)
    }
    return changes
  }
  let mark = await nextXid()
  await recount(mark)

  return {
    tables,
    /** How many times the tables were counted (the costly part). */
    get recounts() {
      return recounts
    },
    /** Takes the current row counts as the baseline (after writes that belong to no request, e.g. signing in again). */
    async resync() {
      mark = await nextXid()
      await recount(mark)
    },
    /**
     * Call before a request. `fresh: false` keeps the mark the last changes() left (one query
     * less per request) when nothing can have written since.
     */
    async begin({ fresh = true } = {}) {
      if (fresh) mark = await nextXid()
    },
    /** Call after it: the tables whose committed rows changed since begin(). */
    async changes(): Promise<TableChange[]> {
      const now = await nextXid()
      const since = mark
      mark = now
      if (now === since) return []
      return recount(since)
    },
  }
}
