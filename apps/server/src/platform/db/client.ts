import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'

/** One Drizzle type for both engines: modules never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations')

export type Database = {
  db: Db
  /**
   * For the heavy anonymous reads only (catalogue listings, product pages, search, shop pages):
   * the read replica's pool when DATABASE_READ_URL is set (undefined otherwise: use `db`). It
   * may lag the primary by a moment, so never read here what the same request or user just
   * wrote, and never write.
   */
  readDb?: Db
  engine: 'pglite' | 'postgres'
  /** The raw PGlite instance (embedded mode) for pg-boss and tests; undefined on PostgreSQL. */
  pglite?: PGlite
  pool?: pg.Pool
  /** The read replica's pool (DATABASE_READ_URL), if any. */
  readPool?: pg.Pool
  /** The connection URL (PostgreSQL only), for components that open their own pool. */
  url?: string
  /**
   * Runs `fn` while holding a database-wide lock named by `key`, so that one process at a time
   * does it (e.g. seeding an empty database while several processes start). `fn` runs on the
   * ordinary pool: the lock's own connection is one more, held until `fn` settles.
   */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>
  /** Runs a query and returns its rows; used by platform code that is not table-specific. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  migrate(): Promise<void>
  /**
   * Receives NOTIFY payloads of `channel` from every process on this database. `onLost` is
   * called when the listening connection dropped (notifications may have been missed) and
   * again once it is back. Returns a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLost?: () => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent }

/** Advisory-lock key that serialises migrations across processes (any constant unique to Xinh). */
const MIGRATION_LOCK_KEY = 72_094_611

export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true })
  return PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS })
}

export function fromPgliteInstance(pglite: PGlite): Database {
  const db = drizzlePglite(pglite) as unknown as Db
  return {
    db,
    engine: 'pglite',
    pglite,
    // one process owns the embedded database: nobody to exclude
    exclusive: (_key, fn) => fn(),
    query: async (sql, params) => (await pglite.query(sql, params)).rows as never,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    listen: async (channel, onMessage) => {
      const stop = await pglite.listen(channel, onMessage)
      return async () => {
        // closing the database ends its listeners anyway
        if (!pglite.closed) await stop()
      }
    },
    close: () => pglite.close(),
  }
}

/** application_name of each kind of connection, so pg_stat_activity tells them apart. */
export const CONNECTION_NAMES = {
  main: 'xinh',
  read: 'xinh-read',
  listen: 'xinh-listen',
  jobs: 'xinh-jobs',
  realtime: 'xinh-realtime',
} as const

export type PostgresOptions = {
  /** Connections of the main pool (default 10). */
  poolMax?: number
  /** A read replica for `readDb` (default: none, reads use `db`). */
  readUrl?: string
  readPoolMax?: number
}

export function fromPostgresUrl(url: string, options: PostgresOptions | number = {}): Database {
  const opts = typeof options === 'number' ? { poolMax: options } : options
  const pool = new pg.Pool({ connectionString: url, max: opts.poolMax ?? 10, application_name: CONNECTION_NAMES.main })
  const readPool = opts.readUrl
    ? new pg.Pool({ connectionString: opts.readUrl, max: opts.readPoolMax ?? 10, application_name: CONNECTION_NAMES.read })
    : undefined
  // Integer VND amounts beyond 2^31 come back as strings for bigint; parse them as numbers
  // (safe up to 9e15 VND, far beyond any order).
  pg.types.setTypeParser(20, (v) => Number(v))
  const db = drizzleNodePg(pool) as unknown as Db
  return {
    db,
    readDb: readPool ? (drizzleNodePg(readPool) as unknown as Db) : undefined,
    engine: 'postgres',
    pool,
    readPool,
    url,
    exclusive: async (key, fn) => {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key])
        return await fn()
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {})
        client.release()
      }
    },
    query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
    // Several processes may start at once on one database: one migrates while the others wait
    // on an advisory lock, then find nothing left to do. Migrating on the locked connection
    // itself means a pool of any size cannot deadlock.
    migrate: async () => {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        await migrateNodePg(drizzleNodePg(client) as never, { migrationsFolder: MIGRATIONS_DIR })
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
        client.release()
      }
    },
    listen: (channel, onMessage, onLost) => listenOnPostgres(url, channel, onMessage, onLost),
    close: async () => {
      await Promise.all([pool.end(), readPool?.end()])
    },
  }
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), kept
 * open: when it drops, `onLost` tells the caller that notifications may have been missed and
 * it reconnects with a growing delay.
 */
async function listenOnPostgres(url: string, channel: string, onMessage: (payload: string) => void, onLost?: () => void) {
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel ${channel}`)
  let client: pg.Client | null = null
  let stopped = false
  let delay = 250
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, application_name: CONNECTION_NAMES.listen })
    c.on('notification', (msg) => {
      if (msg.channel === channel) onMessage(msg.payload ?? '')
    })
    c.on('error', () => {})
    c.on('end', () => {
      if (stopped || client !== c) return
      client = null
      onLost?.()
      setTimeout(() => void reconnect(), delay).unref()
      delay = Math.min(delay * 2, 10_000)
    })
    await c.connect()
    await c.query(`LISTEN ${channel}`)
    client = c
    delay = 250
  }
  const reconnect = async () => {
    if (stopped) return
    try {
      await connect()
      onLost?.()
    } catch {
      setTimeout(() => void reconnect(), delay).unref()
      delay = Math.min(delay * 2, 10_000)
    }
  }
  await connect()
  return async () => {
    stopped = true
    const c = client
    client = null
    await c?.end().catch(() => {})
  }
}

/** Opens the database the configuration names: PostgreSQL with a URL, else embedded PGlite. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string } & PostgresOptions): Promise<Database> {
  if (opts.databaseUrl) return fromPostgresUrl(opts.databaseUrl, opts)
  return fromPgliteInstance(await openPglite(path.join(opts.dataDir, 'db')))
}
