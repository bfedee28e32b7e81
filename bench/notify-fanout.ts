// `npm run bench -- notify-fanout [--engines pglite,postgres] [--users 100000]`: one promotion
// notification fanned out to every user (issue 15: "notification fan-out of one promotion to
// 100,000 users (seconds)"), printed, never asserted.
//   data:    `--users` accounts inserted in one statement (a third in English or Korean, 1 % with
//            promotions turned off in-app); the demo seed is off
//   measure: from the commit of the broadcast's outbox message to the last stored notification
//            (the outbox dispatcher: recipients page by page, one INSERT per 1,000 rows, one
//            `notification:refresh` per page through Socket.IO's adapter), then the rows counted
// PGlite in a fresh temporary directory; PostgreSQL in BENCH_DATABASE_URL (skipped when unset; the
// bench's users are deleted afterwards). `run()` is exported for `bench -- chat` to print too.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/server/src/app.ts'
import { enqueueBroadcast } from '../apps/server/src/modules/notifications/index.ts'
import { loadConfig } from '../apps/server/src/platform/config.ts'
import { openDatabase } from '../apps/server/src/platform/db/client.ts'
import { rowsOf } from '../apps/server/src/platform/db/rows.ts'

type Engine = 'pglite' | 'postgres'
export type FanoutFigure = { engine: Engine; users: number; stored: number; seconds: number; perSecond: number; rssMb: number }

async function runOne(engine: Engine, databaseUrl: string | undefined, users: number): Promise<FanoutFigure> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xinh-bench-fanout-'))
  const database = await openDatabase({ databaseUrl, dataDir })
  const tag = `fanout${Date.now().toString(36)}`
  try {
    await database.migrate()
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      RATE_LIMIT_STORE: 'memory',
      // the bench drains the outbox itself, to time exactly the fan-out
      OUTBOX_DISPATCH: 'false',
      DATABASE_URL: databaseUrl ?? '',
    })
    const built = await buildApp({ config, database, web: false })
    await built.app.ready()
    const { db } = database
    await db.execute(sql`
      INSERT INTO users (id, email, user_name, roles)
      SELECT gen_random_uuid(), ${tag} || '.' || g || '@example.vn', 'Khách ' || g, '{buyer}'::user_role[]
      FROM generate_series(1, ${users}) AS g`)
    await db.execute(sql`
      INSERT INTO user_languages (user_id, language)
      SELECT id, CASE WHEN random() < 0.5 THEN 'en' ELSE 'ko' END FROM users WHERE email LIKE ${`${tag}.%`} AND random() < 0.33`)
    await db.execute(sql`
      INSERT INTO notification_preferences (user_id, type, in_app)
      SELECT id, 'promotions', false FROM users WHERE email LIKE ${`${tag}.%`} AND random() < 0.01`)
    await db.execute(sql`ANALYZE users`)

    await db.transaction((tx) =>
      enqueueBroadcast(tx, {
        event: 'promotion.broadcast',
        audience: 'BUYER',
        params: { title: 'Siêu sale 12.12', body: 'Giảm đến 50% cho thời trang và làm đẹp.' },
        target: { campaign_id: tag },
        recipients: 'all',
        dedupeKey: tag,
      }),
    )
    const started = performance.now()
    await built.outbox.drain()
    const seconds = (performance.now() - started) / 1000
    const stored = Number(
      rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM notifications WHERE campaign_id = ${tag}`))[0]?.n ?? 0,
    )
    const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024)
    await built.app.close()
    if (engine === 'postgres') {
      await db.execute(sql`DELETE FROM users WHERE email LIKE ${`${tag}.%`}`)
      await db.execute(sql`DELETE FROM outbox_messages WHERE dedupe_key = ${`b:${tag}`}`)
    }
    return { engine, users, stored, seconds, perSecond: Math.round(stored / seconds), rssMb }
  } finally {
    await database.close().catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Runs the fan-out on each engine asked (PostgreSQL only with BENCH_DATABASE_URL) and prints the figures. */
export async function run(opts: { engines?: Engine[]; users?: number } = {}): Promise<FanoutFigure[]> {
  const users = opts.users ?? 100_000
  const figures: FanoutFigure[] = []
  for (const engine of opts.engines ?? ['pglite', 'postgres']) {
    const url = process.env.BENCH_DATABASE_URL
    if (engine === 'postgres' && !url) {
      console.log('notify-fanout postgres: skipped (set BENCH_DATABASE_URL)')
      continue
    }
    const f = await runOne(engine, engine === 'postgres' ? url : undefined, users)
    figures.push(f)
    console.log(
      `notify-fanout ${engine}: one promotion to ${f.users.toLocaleString('en')} users → ${f.stored.toLocaleString('en')} notifications in ${f.seconds.toFixed(2)} s (${f.perSecond.toLocaleString('en')}/s), RSS ${f.rssMb} MB`,
    )
  }
  return figures
}

export async function runNotifyFanoutBench(argv: string[]) {
  const { values } = parseArgs({ args: argv, options: { engines: { type: 'string' }, users: { type: 'string' } }, allowPositionals: true })
  await run({
    engines: values.engines ? (values.engines.split(',') as Engine[]) : undefined,
    users: values.users ? Number(values.users) : undefined,
  })
}
