import type { FastifyBaseLogger } from 'fastify'
import type { Keys } from '#server/platform/auth/crypto.ts'
import type { Db, Tx } from '#server/platform/db/client.ts'
import type { Jobs } from '#server/platform/jobs.ts'
import type { OrdersService } from '#server/modules/orders/index.ts'
import type { ShopsService } from '#server/modules/shops/index.ts'
import { createGateways, type GatewayConfig } from './gateways/setup.ts'
import { createPaymentsCore } from './payments.service.ts'
import { createRefunds } from './refunds.service.ts'

export type PaymentsServiceDeps = {
  db: Db
  orders: Pick<OrdersService, 'transitionIn' | 'announce' | 'findOrder' | 'onCommitted' | 'setPaymentStatus'>
  shops: Pick<ShopsService, 'getShopSummaryOfOwner'>
  config: GatewayConfig & { PAYMENT_LINK_TTL_MINUTES: number }
  /** The simulator's credentials derive from the app's signing key. */
  keys: Pick<Keys, 'signing'>
  log: FastifyBaseLogger
}

/**
 * The payments module (docs/api/payments.md, decision 006): payment attempts at VNPay and MoMo
 * (or their simulators), IPN handling, refunds, and the payment methods shops accept.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const setup = createGateways(deps.config, deps.keys.signing)
  // app.ts connects group-buy's hold after the services exist (a module above this one)
  let holdsPaid: ((tx: Tx, orderId: string) => Promise<boolean>) | null = null
  const refunds = createRefunds({ db: deps.db, orders: deps.orders, gateways: setup.gateways, log: deps.log })
  const core = createPaymentsCore({
    db: deps.db,
    orders: deps.orders,
    shops: deps.shops,
    gateways: setup.gateways,
    refunds,
    log: deps.log,
    config: { linkTtlMinutes: deps.config.PAYMENT_LINK_TTL_MINUTES },
    returnUrlFor: setup.returnUrlFor,
    signingKey: deps.keys.signing,
    holdsPaid: (tx, orderId) => (holdsPaid ? holdsPaid(tx, orderId) : Promise.resolve(false)),
  })
  // cancelling a paid online order refunds it through the gateway, after the cancellation committed
  deps.orders.onCommitted(refunds.onOrderCommitted)
  return {
    ...core,
    requestRefund: refunds.requestRefund,
    processRefunds: refunds.processRefunds,
    onRefundSettled: refunds.onRefundSettled,
    refundsOf: refunds.refundsOf,
    markTransferred: refunds.markTransferred,
    listRefunds: refunds.listForAdmin,
    sweepRefunds: refunds.sweep,
    /** app.ts: paid orders another module holds back from the shop until it approves them (group-buy). */
    connectPaidHold: (hold: (tx: Tx, orderId: string) => Promise<boolean>) => {
      holdsPaid = hold
    },
    /** The gateway clients and their credentials (the simulator and the bench sign with them). */
    gatewaySetup: setup,
  }
}
export type PaymentsService = ReturnType<typeof createPaymentsService>

export const PAYMENTS_REFUNDS_JOB = 'payments-refunds'
export const PAYMENTS_EXPIRE_JOB = 'payments-expire'

/** Jobs: retry pending gateway refunds (and missed cancellation refunds) every minute; expire stale links every 5 minutes. */
export function definePaymentJobs(jobs: Jobs, service: Pick<PaymentsService, 'sweepRefunds' | 'expireStale'>) {
  jobs.define({ name: PAYMENTS_REFUNDS_JOB, cron: '* * * * *', handler: async () => void (await service.sweepRefunds()) })
  jobs.define({ name: PAYMENTS_EXPIRE_JOB, cron: '*/5 * * * *', handler: async () => void (await service.expireStale()) })
}

export { paymentsRoutes } from './payments.routes.ts'
export { devGatewayRoutes } from './simulator/routes.ts'
export type { RefundLine, RefundSettledListener, RefundView } from './refunds.service.ts'
export { simulatorCredentials } from './gateways/setup.ts'
