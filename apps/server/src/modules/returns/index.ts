/**
 * The returns module (docs/api/returns.md): return-and-refund requests, their state machine and
 * deadlines, the refunds they ask payments for, and the order's return_refund status.
 */
export { createReturnsService, type ReturnsDeps, type ReturnsService } from './returns.service.ts'
export { returnsRoutes } from './returns.routes.ts'
export { defineReturnJobs, RETURNS_DEADLINES_JOB } from './returns.jobs.ts'
export { createReturnsAdminReads, type ReturnsAdminReads } from './admin-reads.ts'
export { returnEmailRenderers } from './return-notifications.ts'
