import type { Database } from '../../src/platform/db/client.ts'

export type TableChange = { table: string; written: number; delta: number }

/**
 * Tells whether a request left rows behind, cheaply enough to ask after every request.
 *
 * Which tables a request touched: a statement-level trigger on every table (installed here, in
 * the fuzz run's own database) bumps a sequence of that table and one for the whole database.
 * Sequences ignore rollbacks, so a write that was rolled back still shows; that only costs a
 * recount that finds nothing. When the database's sequence has not moved, nothing was written
 * and the check costs one tiny query. When it has, each touched table is counted: its rows, and
 * the visible rows whose `xmin` (the id of the transaction that wrote that row version) is at
 * least the mark taken before the request — rows inserted or updated by a transaction that
 * COMMITTED during the request (a rolled-back one leaves no visible version). A row count lower
 * than before is a delete.
 *
 * Why triggers rather than the transaction-id counter alone: on PostgreSQL transaction ids are
 * shared by every database of the server, so while other test files ran, the counter moved after
 * nearly every request and every table was counted again (1,939 full recounts, 135 s of a
 * 10,000-case run in CI, session 20). A partition's statements count for its root table, whose
 * count includes the partition's rows.
 */
export async function createWriteProbe(database: Database) {
  const rels = await database.query<{ name: string; root: string }>(
    `SELECT c.relname AS name, coalesce(r.relname, c.relname) AS root
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_class r ON r.oid = pg_partition_root(c.oid)
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      ORDER BY c.relname`,
  )
  const tables = [...new Set(rels.map((r) => r.root))].sort()
  const seqOf = new Map(tables.map((t, i) => [t, `fuzz_probe.t${i}`]))
  await install(database, rels, seqOf)

  const countSql = (names: string[]) =>
    names
      .map((t) => `SELECT '${t}' AS t, count(*)::int AS n, count(*) FILTER (WHERE xmin::text::bigint >= $1)::int AS w FROM "${t}"`)
      .join(' UNION ALL ')
  const seqState = (seq: string) => `(SELECT last_value + is_called::int FROM ${seq})`
  const touchedSql = `SELECT ${tables.map((t) => `${seqState(seqOf.get(t)!)}::text AS "${t}"`).join(', ')}`
  const nextXid = async () =>
    BigInt((await database.query<{ x: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x'))[0]!.x)
  const anyWrite = async () => (await database.query<{ v: string }>(`SELECT ${seqState('fuzz_probe.any')}::text AS v`))[0]!.v
  const perTable = async () => (await database.query<Record<string, string>>(touchedSql))[0]!
  // xmin is a 32-bit xid: compare within the current epoch
  const xid32 = (x: bigint) => Number(x % 4_294_967_296n)

  const counts = new Map<string, number>()
  let recounts = 0
  const recount = async (names: string[], since: bigint) => {
    recounts++
    const rows = await database.query<{ t: string; n: number; w: number }>(countSql(names), [xid32(since)])
    const changes: TableChange[] = []
    for (const r of rows) {
      const delta = r.n - (counts.get(r.t) ?? r.n)
      if (r.w > 0 || delta !== 0) changes.push({ table: r.t, written: r.w, delta })
      counts.set(r.t, r.n)
    }
    return changes
  }
  let mark = await nextXid()
  let any = await anyWrite()
  let touched = await perTable()
  await recount(tables, mark)

  return {
    tables,
    /** How many times tables were counted (the costly part). */
    get recounts() {
      return recounts
    },
    /** Takes the current row counts as the baseline (after writes that belong to no request, e.g. signing in again). */
    async resync() {
      mark = await nextXid()
      any = await anyWrite()
      touched = await perTable()
      await recount(tables, mark)
    },
    /**
     * Call before a request. `fresh: false` keeps the mark the last changes() left (one query
     * less per request) when nothing can have written since.
     */
    async begin({ fresh = true } = {}) {
      if (!fresh) return
      mark = await nextXid()
      const now = await anyWrite()
      // something wrote between two requests (a simulator's call): its tables are the new baseline
      if (now !== any) await this.changes()
    },
    /** Call after it: the tables whose committed rows changed since begin(). */
    async changes(): Promise<TableChange[]> {
      const now = await anyWrite()
      if (now === any) return []
      const since = mark
      mark = await nextXid()
      any = now
      const after = await perTable()
      const names = tables.filter((t) => after[t] !== touched[t])
      touched = after
      return names.length ? recount(names, since) : []
    },
  }
}

/** The sequences and statement-level triggers the probe reads (idempotent: a second probe on the same database reuses them). */
async function install(database: Database, rels: Array<{ name: string; root: string }>, seqOf: Map<string, string>) {
  await database.query('CREATE SCHEMA IF NOT EXISTS fuzz_probe')
  await database.query('CREATE SEQUENCE IF NOT EXISTS fuzz_probe.any')
  await database.query(
    `CREATE OR REPLACE FUNCTION fuzz_probe.touch() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN PERFORM nextval('fuzz_probe.any'); PERFORM nextval(TG_ARGV[0]); RETURN NULL; END $$`,
  )
  for (const seq of seqOf.values()) await database.query(`CREATE SEQUENCE IF NOT EXISTS ${seq}`)
  for (const { name, root } of rels)
    await database.query(
      `CREATE OR REPLACE TRIGGER fuzz_probe_write AFTER INSERT OR UPDATE OR DELETE ON "${name}"
       FOR EACH STATEMENT EXECUTE FUNCTION fuzz_probe.touch('${seqOf.get(root)}')`,
    )
}
