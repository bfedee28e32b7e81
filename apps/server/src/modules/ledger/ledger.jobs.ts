import type { Jobs } from '#server/platform/jobs.ts'
import type { LedgerService } from './ledger.service.ts'

export const LEDGER_RELEASE_JOB = 'ledger-release'
export const LEDGER_PAYOUT_JOB = 'ledger-payout'

/**
 * The ledger jobs: due pending funds are released every 10 minutes; available balances are paid
 * out once a day (02:30 UTC = 09:30 in Vietnam, a banking hour). The handlers are the service's
 * functions, which the tests call directly with their own `now`.
 */
export function defineLedgerJobs(jobs: Jobs, service: Pick<LedgerService, 'releaseDue' | 'payOut'>) {
  jobs.define({ name: LEDGER_RELEASE_JOB, cron: '*/10 * * * *', handler: async () => void (await service.releaseDue()) })
  jobs.define({ name: LEDGER_PAYOUT_JOB, cron: '30 2 * * *', handler: async () => void (await service.payOut()) })
}
