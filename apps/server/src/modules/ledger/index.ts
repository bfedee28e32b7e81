export { createLedgerService, type LedgerService, type PayoutDone, type ReturnBooking } from './ledger.service.ts'
export { ledgerRoutes } from './ledger.routes.ts'
export { defineLedgerJobs, LEDGER_PAYOUT_JOB, LEDGER_RELEASE_JOB } from './ledger.jobs.ts'
export { feesWaived, orderLines, releaseTime } from './ledger.rules.ts'
