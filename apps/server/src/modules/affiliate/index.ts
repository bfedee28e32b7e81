export { type AffiliateService, createAffiliateService } from './affiliate.service.ts'
export { affiliateDevRoutes, affiliateRoutes } from './affiliate.routes.ts'
export { AFFILIATE_RELEASE_JOB, defineAffiliateJobs } from './affiliate.jobs.ts'
