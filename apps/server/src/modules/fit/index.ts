import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '#server/platform/config.ts'
import type { Db } from '#server/platform/db/client.ts'
import type { Jobs } from '#server/platform/jobs.ts'
import type { Storage } from '#server/platform/storage.ts'
import { fitRoutes } from './fit.routes.ts'
import { createFitService, type FitDeps, type FitPorts } from './fit.service.ts'
import { moveNetDetector, type PoseDetector } from './pose.ts'
import { remoteProvider } from './remote-provider.ts'

export type { FitPorts, FitService } from './fit.service.ts'
export type { PoseDetector } from './pose.ts'
export { bodyFromMeasurements } from './fit.service.ts'
export { fitRoutes } from './fit.routes.ts'

export const TRYON_PURGE_JOB = 'fit-try-on-purge'

/**
 * Size advice and the try-on preview (issue 17; docs/api/fit.md). The assistant's tools call
 * `service.sizeAdvice` and the try-on functions; the product page calls `service.pageAdvice`.
 * The pose model loads on the first photo, never at start-up.
 */
export function createFitModule(opts: {
  db: Db
  storage: Storage
  config: Pick<Config, 'TRYON_PROVIDER_URL' | 'TRYON_PROVIDER_KEY' | 'TRYON_PROVIDER_TIMEOUT_MS'>
  ports: FitPorts
  log?: FastifyBaseLogger
  /** Tests pass a fake detector or clock; the default is MoveNet on WebAssembly. */
  detector?: PoseDetector
  now?: () => Date
  fetch?: typeof fetch
  memo?: FitDeps['memo']
}) {
  const remote = opts.config.TRYON_PROVIDER_URL
    ? remoteProvider({
        url: opts.config.TRYON_PROVIDER_URL,
        key: opts.config.TRYON_PROVIDER_KEY,
        timeoutMs: opts.config.TRYON_PROVIDER_TIMEOUT_MS,
        fetch: opts.fetch,
      })
    : undefined
  const service = createFitService({
    db: opts.db,
    storage: opts.storage,
    ports: opts.ports,
    detector: opts.detector ?? moveNetDetector(),
    remote,
    log: opts.log,
    now: opts.now,
    memo: opts.memo,
  })
  return {
    service,
    defineJobs(jobs: Pick<Jobs, 'define'>) {
      // photos live 24 hours: the job runs every 10 minutes so none outlives that by more
      jobs.define({ name: TRYON_PURGE_JOB, cron: '*/10 * * * *', handler: async () => void (await service.purgeExpired()) })
    },
    register: (app: import('#server/platform/server.ts').App) => app.register(fitRoutes, { service }),
  }
}
export type FitModule = ReturnType<typeof createFitModule>
