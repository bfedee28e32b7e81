import type { Jobs } from '#server/platform/jobs.ts'
import type { AffiliateService } from './affiliate.service.ts'

export const AFFILIATE_RELEASE_JOB = 'affiliate-release'

/**
 * Every 10 minutes (it runs the ledger's release first, so the order does not matter): commissions whose seller-side
 * line the ledger released become payable. The handler is the service's function, which the
 * tests call with their own `now`.
 */
export function defineAffiliateJobs(jobs: Jobs, service: Pick<AffiliateService, 'releaseDue'>) {
  jobs.define({ name: AFFILIATE_RELEASE_JOB, cron: '*/10 * * * *', handler: async () => void (await service.releaseDue()) })
}
