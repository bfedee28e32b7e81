import type { Jobs } from '#server/platform/jobs.ts'
import type { ReturnsService } from './returns.service.ts'

export const RETURNS_DEADLINES_JOB = 'returns-deadlines'

/**
 * Every 2 minutes: requests whose deadline passed escalate to an admin or close, parcels the
 * carrier brought back get their request, and due refund notices go out. The handler is the
 * service's `applyDeadlines`, which the tests call with their own clock.
 */
export function defineReturnJobs(jobs: Jobs, service: Pick<ReturnsService, 'applyDeadlines'>) {
  jobs.define({ name: RETURNS_DEADLINES_JOB, cron: '*/2 * * * *', handler: async () => void (await service.applyDeadlines()) })
}
