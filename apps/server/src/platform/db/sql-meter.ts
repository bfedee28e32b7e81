import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks'
import type pg from 'pg'
import type { Database } from './client.ts'

/**
 * What one request (or any block of work) asked the database: statements sent, the time until
 * each answered (on PGlite this includes waiting for the single connection), and the time spent
 * waiting for a pooled connection (PostgreSQL). Issue 11: "a cold page costs what its data costs"
 * is checked by counting, not by timing.
 */
export type SqlTally = {
  statements: number
  ms: number
  poolWaits: number
  poolWaitMs: number
  /** When present, each statement's text is added (tests that say which reads happened). */
  texts?: string[]
}

const storage = new AsyncLocalStorage<SqlTally>()
const METERED = Symbol('xinh.sqlMeter')

export const emptyTally = (): SqlTally => ({ statements: 0, ms: 0, poolWaits: 0, poolWaitMs: 0 })

/** Runs `fn` with a tally of its own: every statement sent while it (and what it started) runs is counted in it. */
export function meterSql<T>(tally: SqlTally, fn: () => T): T {
  return storage.run(tally, fn)
}

/** The tally of the work under way, if it is metered. */
export const currentTally = () => storage.getStore()

type Callback = (...args: unknown[]) => void

/**
 * Wraps `target[method]` (a query function taking an optional trailing callback, else returning
 * a promise) so that each call made inside a metered block adds one statement and its duration.
 */
function wrapQuery(target: Record<PropertyKey, unknown>, method: string, onDone: (tally: SqlTally, ms: number, text?: string) => void) {
  const original = target[method] as (...args: unknown[]) => unknown
  target[method] = function metered(this: unknown, ...args: unknown[]) {
    const tally = storage.getStore()
    if (!tally) return original.apply(this, args)
    const start = performance.now()
    const q = args[0] as string | { text?: string } | undefined
    const done = () => onDone(tally, performance.now() - start, typeof q === 'string' ? q : q?.text)
    const last = args[args.length - 1]
    if (typeof last === 'function') {
      args[args.length - 1] = (...res: unknown[]) => {
        done()
        ;(last as Callback)(...res)
      }
      return original.apply(this, args)
    }
    const result = original.apply(this, args)
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done)
    else done()
    return result
  }
}

const countStatement = (tally: SqlTally, ms: number, text?: string) => {
  tally.statements++
  tally.ms += ms
  tally.texts?.push(text ?? '')
  if (LOG) process.stderr.write(`[sql ${ms.toFixed(1)} ms] ${text?.replace(/\s+/g, ' ').slice(0, 300)}\n`)
}
/** SQL_METER_LOG=1: each metered statement on stderr (investigation only). */
const LOG = process.env.SQL_METER_LOG === '1'
const countPoolWait = (tally: SqlTally, ms: number) => {
  tally.poolWaits++
  tally.poolWaitMs += ms
}

/** node-postgres: every statement goes through a pooled client's `query`; `connect` is where a request waits for one. */
function meterPool(pool: pg.Pool) {
  const p = pool as unknown as Record<PropertyKey, unknown>
  if (p[METERED]) return
  p[METERED] = true
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown
  const meterClient = (client: unknown) => {
    const c = client as Record<PropertyKey, unknown> | undefined
    if (c && !c[METERED]) {
      c[METERED] = true
      wrapQuery(c, 'query', countStatement)
    }
  }
  // pool.query() calls this.connect(callback) too, so wrapping connect sees every client
  p.connect = (...args: unknown[]) => {
    const tally = storage.getStore()
    const start = performance.now()
    const waited = () => tally && countPoolWait(tally, performance.now() - start)
    const last = args[args.length - 1]
    // a waiting request gets its client when another one releases it: the callback runs in the
    // releaser's async context unless bound to the caller's (pool.query sends its statement there)
    if (typeof last === 'function')
      return connect(
        AsyncResource.bind((err: unknown, client: unknown, release: unknown) => {
          waited()
          meterClient(client)
          ;(last as Callback)(err, client, release)
        }),
      )
    return (connect() as Promise<unknown>).then((client) => {
      waited()
      meterClient(client)
      return client
    })
  }
}

/** PGlite: `query`/`exec`, and the same on the object a transaction hands its callback. */
function meterPglite(pglite: NonNullable<Database['pglite']>) {
  const p = pglite as unknown as Record<PropertyKey, unknown>
  if (p[METERED]) return
  p[METERED] = true
  wrapQuery(p, 'query', countStatement)
  wrapQuery(p, 'exec', countStatement)
  const transaction = (p.transaction as (fn: (tx: unknown) => unknown) => unknown).bind(pglite)
  p.transaction = (fn: (tx: unknown) => unknown) =>
    transaction((tx) => {
      const t = tx as Record<PropertyKey, unknown>
      wrapQuery(t, 'query', countStatement)
      wrapQuery(t, 'exec', countStatement)
      return fn(tx)
    })
}

/**
 * Turns metering on for a database (both engines, every pool): from then on, work run under
 * `meterSql` counts its statements. Outside a metered block the wrappers only check for a tally.
 */
export function meterDatabase(database: Database) {
  if (database.pool) meterPool(database.pool)
  if (database.readPool) meterPool(database.readPool)
  if (database.pglite) meterPglite(database.pglite)
}
