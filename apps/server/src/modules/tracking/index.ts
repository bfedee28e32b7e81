import type { Jobs } from '#server/platform/jobs.ts'
import type { TrackingService } from './tracking.service.ts'

export { createTrackingService, type TrackingService } from './tracking.service.ts'
export { trackingRoutes } from './tracking.routes.ts'

export const TRACKING_PARTITIONS_JOB = 'tracking-partitions'

/** Daily, after midnight in Vietnam (17:05 UTC): partitions for the coming days, expired ones dropped. */
export function defineTrackingJobs(jobs: Jobs, service: TrackingService) {
  jobs.define({ name: TRACKING_PARTITIONS_JOB, cron: '5 17 * * *', handler: async () => void (await service.maintainPartitions()) })
}
