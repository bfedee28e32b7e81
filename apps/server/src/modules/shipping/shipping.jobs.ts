import type { Jobs } from '#server/platform/jobs.ts'
import type { ShippingService } from './shipping.service.ts'
import type { CarrierSimulator } from './simulator/sim.service.ts'

export const SHIPPING_SWEEP_JOB = 'shipping-sweep'
export const CARRIER_SIM_ADVANCE_JOB = 'carrier-sim-advance'

/**
 * Every minute: book the parcels a failed carrier call left behind and take back unwanted ones;
 * and, while the simulator plays the carriers on a schedule, move its due parcels along.
 */
export function defineShippingJobs(jobs: Jobs, service: Pick<ShippingService, 'sweep'>, sim: CarrierSimulator | null, stepSeconds: number) {
  jobs.define({ name: SHIPPING_SWEEP_JOB, cron: '* * * * *', handler: async () => void (await service.sweep()) })
  if (sim && stepSeconds > 0) {
    jobs.define({ name: CARRIER_SIM_ADVANCE_JOB, cron: '* * * * *', handler: async () => void (await sim.advanceDue()) })
  }
}
