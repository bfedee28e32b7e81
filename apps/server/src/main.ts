import { sql } from 'drizzle-orm'
import fs from 'node:fs'
import { buildApp } from './app.ts'
import { loadConfig } from './platform/config.ts'
import { openDatabase } from './platform/db/client.ts'
import { createStorage } from './platform/storage.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../seed/demo.ts'
import { createVouchersService } from './modules/pricing/index.ts'

/** Starts one process: database (embedded or PostgreSQL), migrations, demo data, APIs, web, jobs. */
async function main() {
  const startedAt = performance.now()
  const config = loadConfig()
  fs.mkdirSync(config.dataDir, { recursive: true })
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  await database.migrate()

  const { app, jobs, services } = await buildApp({ config, database })
  const seeded = config.SEED_DEMO && (await services.identity.countUsers()) === 0
  if (seeded) {
    // the pictures go where /uploads is served from (STORAGE_URL=file:///… may move it out of DATA_DIR)
    const storage = createStorage(config)
    const seed = await seedDemo({ db: database.db, identity: services.identity, publicDir: storage.publicDir, storage })
    app.log.info({ seed }, `demo data seeded in ${(seed.ms.total / 1000).toFixed(1)}s`)
  }
  // spec §9: the 100K first-purchase voucher every new account receives, on every deployment
  // (created once; the demo seed makes its own)
  await createVouchersService({ db: database.db, shopOfOwner: services.shops.getShopSummaryOfOwner }).ensureNewbieVoucher()
  // PGlite has no autovacuum: without fresh statistics the planner guesses one row per table and
  // picks nested loops that cost 40× (the home page's collection counts: 82 ms → 2 ms)
  if (!config.DATABASE_URL || seeded) await database.db.execute(sql`ANALYZE`)

  await app.listen({ port: config.PORT, host: config.HOST })
  await jobs.start()

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
  const lines = [
    '',
    `  Xinh is running on ${config.publicUrl}  (${database.engine === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL'}, ready in ${seconds}s)`,
    `  API docs: ${config.publicUrl}/api/docs`,
    '',
    `  Demo accounts (password ${DEMO_PASSWORD})${seeded ? ', just created:' : ':'}`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(7)} ${a.email}`),
    '',
  ]
  process.stdout.write(`${lines.join('\n')}\n`)

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
}

main().catch((err) => {
  process.stderr.write(`Xinh failed to start: ${err instanceof Error ? err.stack : String(err)}\n`)
  process.exit(1)
})
