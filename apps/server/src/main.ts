import cluster from 'node:cluster'
import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts.ts'
import { runPrimary, type WorkerReady } from './platform/cluster.ts'
import { type Config, loadConfig } from './platform/config.ts'
import { createLogger } from './platform/logger.ts'

/** Advisory-lock key around the demo seed (next to the migrations' 72_094_611 in db/client.ts). */
const SEED_LOCK_KEY = 72_094_612

/**
 * Starts Xinh: one process (database, migrations, demo data, APIs, web, jobs), or with
 * WORKERS=N a primary that forks N such processes sharing the port (platform/cluster.ts).
 */
async function main() {
  const startedAt = performance.now()
  const config = loadConfig()
  if (config.WORKERS > 1 && cluster.isPrimary) {
    runPrimary({
      workers: config.WORKERS,
      log: createLogger(config),
      onReady: (info) => printBanner(config, { ...info, seconds: (performance.now() - startedAt) / 1000 }),
    })
    return
  }
  await serve(config, startedAt)
}

async function serve(config: Config, startedAt: number) {
  // loaded here, not at the top: the cluster's primary needs none of it
  const [{ buildApp }, { openDatabase }, { createVouchersService }, { collectWhenIdle }] = await Promise.all([
    import('./app.ts'),
    import('./platform/db/client.ts'),
    import('./modules/pricing/index.ts'),
    import('./platform/idle-gc.ts'),
  ])
  fs.mkdirSync(config.dataDir, { recursive: true })
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolMax: config.DATABASE_POOL_MAX,
    readUrl: config.DATABASE_READ_URL,
    readPoolMax: config.DATABASE_READ_POOL_MAX,
  })
  await database.migrate()

  const { app, jobs, services } = await buildApp({ config, database })
  // Several processes may start at once on an empty database (WORKERS, or several behind a load
  // balancer): one seeds while the others wait for the lock, then find the users it made.
  const seeded = await database.exclusive(SEED_LOCK_KEY, async () => {
    const isEmpty = config.SEED_DEMO && (await services.identity.countUsers()) === 0
    if (isEmpty) {
      // the seed (faker, the vocabulary, the picture renderer) is loaded only to seed
      const [{ seedDemo }, { createStorage }] = await Promise.all([import('../seed/demo.ts'), import('./platform/storage.ts')])
      // the pictures go where /uploads is served from (STORAGE_URL=file:///… may move it out of DATA_DIR)
      const storage = createStorage(config)
      const seed = await seedDemo({ db: database.db, identity: services.identity, publicDir: storage.publicDir, storage })
      app.log.info(`demo data seeded in ${(seed.ms.total / 1000).toFixed(1)}s`)
      app.log.debug({ seed }, 'demo data')
    }
    // spec §9: the 100K first-purchase voucher every new account receives, on every deployment
    // (created once; the demo seed makes its own)
    await createVouchersService({ db: database.db, shopOfOwner: services.shops.getShopSummaryOfOwner }).ensureNewbieVoucher()
    return isEmpty
  })
  // PGlite has no autovacuum: without fresh statistics the planner guesses one row per table and
  // picks nested loops that cost 40× (the home page's collection counts: 82 ms → 2 ms)
  if (!config.DATABASE_URL || seeded) await database.db.execute(sql`ANALYZE`)

  collectWhenIdle(app)
  await app.listen({ port: config.PORT, host: config.HOST })
  await jobs.start()

  if (cluster.isWorker) process.send?.({ type: 'xinh:ready', seeded, engine: database.engine } satisfies WorkerReady)
  else printBanner(config, { seeded, engine: database.engine, seconds: (performance.now() - startedAt) / 1000, pids: [] })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    try {
      await app.close()
      await jobs.stop()
      await database.close()
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
  // a worker whose primary is gone receives no more connections, and a server whose launcher
  // (scripts/start.mjs) is gone has nobody to stop it: both stop
  if (process.channel) process.on('disconnect', () => void shutdown('parent gone'))
}

function printBanner(config: Config, info: { seeded: boolean; engine: string; seconds: number; pids: number[] }) {
  const where = info.engine === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL'
  const lines = [
    '',
    `  Xinh is running on ${config.publicUrl}  (${where}, ready in ${info.seconds.toFixed(1)}s)`,
    ...(info.pids.length ? [`  ${info.pids.length} worker processes (pids ${info.pids.join(', ')}) share the port`] : []),
    `  API docs: ${config.publicUrl}/api/docs`,
    '',
    `  Demo accounts (password ${DEMO_PASSWORD})${info.seeded ? ', just created:' : ':'}`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(7)} ${a.email}`),
    '',
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

main().catch((err) => {
  // a configuration error names the variable: its stack would only hide that
  const text = err instanceof Error ? (err.message.startsWith('Invalid environment') ? err.message : err.stack) : String(err)
  process.stderr.write(`Xinh failed to start: ${text}\n`)
  process.exit(1)
})
