import type { FastifyBaseLogger } from 'fastify'
import { PgBoss, fromPglite } from 'pg-boss'
import { CONNECTION_NAMES, type Database } from './db/client.ts'

export type JobHandler<T> = (data: T) => Promise<void>
export type JobDefinition<T = unknown> = {
  name: string
  handler: JobHandler<T>
  /** Cron (UTC) for recurring jobs; only one process runs each tick. */
  cron?: string
  retryLimit?: number
}

/** The one job interface every module uses; backed by pg-boss on PostgreSQL and on PGlite. */
export interface Jobs {
  define<T>(job: JobDefinition<T>): void
  send<T extends object>(name: string, data: T, options?: { startAfterSeconds?: number; singletonKey?: string }): Promise<string | null>
  start(): Promise<void>
  stop(): Promise<void>
  /** Runs a job's handler directly (tests, and the dev tools). */
  runNow<T>(name: string, data: T): Promise<void>
}

export function createJobs(
  database: Database,
  log: FastifyBaseLogger,
  options: { enabled: boolean; unscheduled?: readonly string[] },
): Jobs {
  const definitions = new Map<string, JobDefinition<never>>()
  let boss: PgBoss | undefined

  return {
    define(job) {
      definitions.set(job.name, job as JobDefinition<never>)
    },
    async send(name, data, opts = {}) {
      if (!boss) throw new Error('jobs are not started')
      return boss.send(name, data, { startAfter: opts.startAfterSeconds, singletonKey: opts.singletonKey })
    },
    async start() {
      if (!options.enabled) return
      // A new job wakes its queue's workers at once through LISTEN/NOTIFY (in-process on PGlite;
      // on PostgreSQL one listening connection beside the pool of 2, the 3 connections of before),
      // instead of in up to 2 s. Polling stays as the backstop, every 30 s (a retry whose back-off
      // ran out): 18 queues polled every 2 s were 9 statements a second on an idle process.
      const common = { schedule: true, supervise: true, useListenNotify: true }
      boss =
        database.engine === 'pglite' && database.pglite
          ? new PgBoss({ db: fromPglite(database.pglite as never), backend: 'pglite', ...common })
          : new PgBoss({ connectionString: database.url, max: 2, application_name: CONNECTION_NAMES.jobs, ...common })
      boss.on('error', (err: Error) => log.error({ err }, 'job runner error'))
      // without the listener (e.g. PgBouncer in transaction mode) jobs wait for the 2 s poll again
      boss.on('warning', (warning) =>
        (warning.data as { type?: string } | undefined)?.type === 'listen_notify_unavailable'
          ? log.warn({ warning }, 'job runner: no LISTEN/NOTIFY, jobs start on the next poll')
          : log.debug({ warning }, 'job runner warning'),
      )
      await boss.start()
      for (const job of definitions.values()) {
        await boss.createQueue(job.name, { retryLimit: job.retryLimit ?? 3, retryBackoff: true })
        // createQueue leaves a queue that exists as it is (and on PGlite stores no `notify`)
        await boss.updateQueue(job.name, { notify: true })
        await boss.work(job.name, async (jobs) => {
          for (const j of jobs) await job.handler(j.data as never)
        })
        if (!job.cron) continue
        // left out here: also drop a schedule an earlier run of this database stored
        if (options.unscheduled?.includes(job.name)) await boss.unschedule(job.name)
        else await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' })
      }
      log.info(`job runner started (${definitions.size} queues)`)
      log.debug({ queues: [...definitions.keys()] }, 'job queues')
    },
    async stop() {
      await boss?.stop({ graceful: true, timeout: 5_000 })
      boss = undefined
    },
    async runNow(name, data) {
      const job = definitions.get(name)
      if (!job) throw new Error(`unknown job ${name}`)
      await job.handler(data as never)
    },
  }
}
