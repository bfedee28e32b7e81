// The API server the catalog benchmark measures, forked by bench/catalog.ts (IPC channel).
// Same composition as `npm start` minus the web SSR handler, jobs and the demo seed, on
// 127.0.0.1 only. Every SQL statement is counted (a Drizzle logger plus the raw query helper),
// for the bench only: the parent asks {type:'count'} and gets {type:'count', value}.
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import path from 'node:path'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/platform/config.ts'
import { type Database, type Db, fromPgliteInstance, fromPostgresUrl, openPglite } from '../apps/server/src/platform/db/client.ts'

let statements = 0
const logSql = Boolean(process.env.BENCH_LOG_SQL)
const logger = {
  logQuery(query: string, params: unknown[]) {
    statements++
    if (logSql) process.stderr.write(`[sql] ${query} -- ${JSON.stringify(params)}\n`)
  },
}

async function main() {
  const config = loadConfig({
    ...process.env,
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    NODE_ENV: 'production',
  })
  let database: Database
  if (config.DATABASE_URL) {
    const base = fromPostgresUrl(config.DATABASE_URL, Number(process.env.BENCH_POOL ?? 10))
    database = { ...base, db: drizzleNodePg(base.pool as NonNullable<typeof base.pool>, { logger }) as unknown as Db }
  } else {
    const pglite = await openPglite(path.join(config.dataDir, 'db'))
    database = { ...fromPgliteInstance(pglite), db: drizzlePglite(pglite, { logger }) as unknown as Db }
  }
  const rawQuery = database.query
  database.query = (sql, params) => {
    statements++
    return rawQuery(sql, params)
  }
  const { app, services } = await buildApp({ config, database, web: false })
  await app.listen({ port: config.PORT, host: '127.0.0.1' })
  process.on('message', (msg: { type: string }) => {
    if (msg.type === 'count') process.send?.({ type: 'count', value: statements })
    if (msg.type === 'rss') process.send?.({ type: 'rss', value: process.memoryUsage().rss })
    // the crash test runs a job's work on demand (jobs are off here): {type:'call', service, fn, args}
    if (msg.type === 'call') {
      const { service, fn, args } = msg as unknown as { service: string; fn: string; args: unknown[] }
      const target = (services as unknown as Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>)[service]?.[fn]
      const parsed = args.map((a) => (typeof a === 'string' && /^\d{4}-\d\d-\d\dT/.test(a) ? new Date(a) : a))
      Promise.resolve(target ? target(...parsed) : Promise.reject(new Error(`no ${service}.${fn}`)))
        .then((value) => process.send?.({ type: 'called', value }))
        .catch((error: Error) => process.send?.({ type: 'called', error: error.message }))
    }
    if (msg.type === 'stop')
      void app
        .close()
        .then(() => database.close())
        .finally(() => process.exit(0))
  })
  process.send?.({ type: 'ready', port: (app.server.address() as { port: number }).port })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
