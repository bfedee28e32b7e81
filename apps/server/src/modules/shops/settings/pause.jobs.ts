import type { Jobs } from '#server/platform/jobs.ts'
import type { ShopPauseService } from './pause.service.ts'

export const SHOP_PAUSE_JOB = 'shops-pause'

/** Every minute: pauses reach their return date and end, scheduled pauses start (the service's `runDue`). */
export function defineShopJobs(jobs: Jobs, pause: Pick<ShopPauseService, 'runDue'>) {
  jobs.define({ name: SHOP_PAUSE_JOB, cron: '* * * * *', handler: async () => void (await pause.runDue()) })
}
