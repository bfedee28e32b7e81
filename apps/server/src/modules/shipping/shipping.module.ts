import type { Config } from '#server/platform/config.ts'
import type { Db } from '#server/platform/db/client.ts'
import type { Jobs } from '#server/platform/jobs.ts'
import type { App } from '#server/platform/server.ts'
import { setupCarriers } from './carriers/setup.ts'
import { listeningOrigin } from './local-origin.ts'
import { defineShippingJobs } from './shipping.jobs.ts'
import { shippingRoutes } from './shipping.routes.ts'
import { createShippingService, type ShippingDeps } from './shipping.service.ts'
import { carrierSimulatorRoutes } from './simulator/sim.routes.ts'
import { createCarrierSimulator } from './simulator/sim.service.ts'

/**
 * The shipping module wired for the app: carrier clients (real with credentials, else the
 * simulator on this server), the service, its jobs, and — unless both carriers are real in
 * production — the carrier simulator. `secret`: a key derived from the app secret (the simulator's
 * credentials come from it).
 */
export function createShipping(deps: {
  app: App
  db: Db
  config: Config
  secret: Uint8Array
  jobs: Jobs
  orders: ShippingDeps['orders']
  shops: ShippingDeps['shops']
}) {
  const { app, db, config } = deps
  const origin = () => listeningOrigin(app)
  const carriers = setupCarriers(config, deps.secret, origin)
  const service = createShippingService({ db, orders: deps.orders, shops: deps.shops, adapters: carriers.adapters, log: app.log })
  const simulator = carriers.simulatorMounted
    ? createCarrierSimulator({ db, log: app.log, credentials: carriers.simulator, stepSeconds: config.CARRIER_SIM_STEP_SECONDS, origin })
    : null
  defineShippingJobs(deps.jobs, service, simulator, config.CARRIER_SIM_STEP_SECONDS)

  async function routes(scope: App) {
    await scope.register(shippingRoutes, { service })
    if (simulator) {
      await scope.register(carrierSimulatorRoutes, { sim: simulator, production: config.NODE_ENV === 'production' })
      scope.addHook('onClose', async () => simulator.close())
    }
  }
  return { service, simulator, adapters: carriers.adapters, routes }
}
