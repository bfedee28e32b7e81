import type { Jobs } from '#server/platform/jobs.ts'
import type { OrdersService } from './orders.service.ts'

export const ORDERS_AUTO_CANCEL_JOB = 'orders-auto-cancel-unpaid'
export const ORDERS_AUTO_COMPLETE_JOB = 'orders-auto-complete'

/**
 * The order jobs (pg-boss, one process per tick): unpaid orders past their time to pay are
 * cancelled every 10 minutes; delivered orders the buyer did not confirm complete hourly. The
 * handlers are the service's functions, which the tests call directly.
 */
export function defineOrderJobs(jobs: Jobs, service: Pick<OrdersService, 'autoCancelUnpaid' | 'autoComplete'>) {
  jobs.define({ name: ORDERS_AUTO_CANCEL_JOB, cron: '*/10 * * * *', handler: async () => void (await service.autoCancelUnpaid()) })
  jobs.define({ name: ORDERS_AUTO_COMPLETE_JOB, cron: '25 * * * *', handler: async () => void (await service.autoComplete()) })
}
