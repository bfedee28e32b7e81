import type { Jobs } from '#server/platform/jobs.ts'
import type { TrackingService } from './tracking.service.ts'

export { createTrackingService, type TrackingService, writeSessions } from './tracking.service.ts'
// trackwire: the demo seed writes its sessions through the ingestion's own write path
export { createDayPartitions, vnDay } from './tracking.partitions.ts'
export type { EventRow as TrackingEventRow, SessionRow as TrackingSessionRow } from './tracking.repo.ts'
export { trackingRoutes } from './tracking.routes.ts'

export const TRACKING_PARTITIONS_JOB = 'tracking-partitions'

/** Daily, after midnight in Vietnam (17:05 UTC): partitions for the coming days, expired ones dropped. */
export function defineTrackingJobs(jobs: Jobs, service: TrackingService) {
  jobs.define({ name: TRACKING_PARTITIONS_JOB, cron: '5 17 * * *', handler: async () => void (await service.maintainPartitions()) })
}
