import type { Jobs } from '#server/platform/jobs.ts'
import type { GroupBuyService } from './groupbuy.service.ts'

export { createGroupBuyService, givenName, type GroupBuyDeps, type GroupBuyService } from './groupbuy.service.ts'
export { groupBuyRoutes } from './groupbuy.routes.ts'

export const GROUP_BUY_SWEEP_JOB = 'group-buy-sweep'

/** Every minute: rooms past their deadline fail and are refunded; held orders of full rooms go on. */
export function defineGroupBuyJobs(jobs: Jobs, service: Pick<GroupBuyService, 'sweep'>) {
  jobs.define({ name: GROUP_BUY_SWEEP_JOB, cron: '* * * * *', handler: async () => void (await service.sweep()) })
}
