import { createHash } from 'node:crypto'
import type { PaymentGateway, RefundMethod, RefundReason, RefundStatus, TAdminRefundQuery, TRefund } from '@xinh/contracts'
import { zId } from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { uuidv7 } from 'uuidv7'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import type { Db, Tx } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import type { OrdersService, Transitioned } from '#server/modules/orders/index.ts'
import { recordAudit } from '#server/modules/audit/index.ts'
import type { Gateway } from './gateways/types.ts'
import * as repo from './payments.repo.ts'
import { inTransaction } from '#server/platform/db/transaction.ts'

/** A refund as other modules see it (returns, ledger). */
export type RefundView = {
  id: string
  orderId: string
  sourceId: string | null
  reason: RefundReason
  method: RefundMethod
  amount: number
  status: RefundStatus
}
export type RefundLine = Pick<RefundView, 'id' | 'method' | 'amount' | 'status'>
/** Work another module does when a refund is done (returns: mark the return refunded), in that transaction. */
export type RefundSettledListener = (tx: Tx, refund: RefundView) => Promise<void>

export type RefundsDeps = {
  db: Db
  orders: Pick<OrdersService, 'findOrder' | 'setPaymentStatus'>
  gateways: Record<PaymentGateway, Gateway>
  log: FastifyBaseLogger
  /** Gateway calls per refund before it falls back to a bank transfer an admin makes. */
  maxAttempts?: number
}

const isUuid = (id: string) => zId.safeParse(id).success
/** A gateway request id (VNPay vnp_RequestId ≤ 32, MoMo orderId): 32 hex characters. */
const freshRequestId = () => uuidv7().replaceAll('-', '')
/** The same request id for the same automatic refund, so a second run finds the first (unique index). */
const requestIdOf = (...parts: string[]) => createHash('sha256').update(parts.join(':')).digest('hex').slice(0, 32)
const SWEEP_BATCH = 100

const viewOf = (r: repo.RefundRow): RefundView => ({
  id: r.id,
  orderId: r.orderId,
  sourceId: r.sourceId,
  reason: r.reason,
  method: r.method,
  amount: r.amount,
  status: r.status,
})
const lineOf = (r: repo.RefundRow): RefundLine => ({ id: r.id, method: r.method, amount: r.amount, status: r.status })

export const presentRefund = (r: repo.RefundRow): TRefund => ({
  _id: r.id,
  order_id: r.orderId,
  payment_id: r.paymentId,
  source_id: r.sourceId,
  reason: r.reason,
  method: r.method,
  amount: r.amount,
  status: r.status,
  failure: r.failure,
  created_at: r.createdAt.toISOString(),
  completed_at: r.completedAt?.toISOString() ?? null,
})

/**
 * Refunds (decision 006): a refund row commits first ("to do"), the gateway call follows after the
 * commit, and the job `payments-refunds` retries what a crash or an outage left pending. Money
 * through the gateway can never pass what the payment took (conditional update + CHECK on
 * payments.refunded_amount); the rest goes by bank transfer, which an admin marks done.
 */
export function createRefunds({ db, orders, gateways, log, maxAttempts = 5 }: RefundsDeps) {
  const listeners: RefundSettledListener[] = []

  /**
   * Inside the caller's transaction: up to what the order's online payment has left, a gateway
   * refund; the rest (a COD order, or beyond what was paid, e.g. a 200 % guarantee) by bank transfer.
   */
  async function requestRefund(
    tx: Tx,
    input: { orderId: string; amount: number; reason: RefundReason; sourceId?: string | null },
  ): Promise<RefundLine[]> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new AppError('VALIDATION_FAILED')
    const order = await orders.findOrder(input.orderId, tx)
    if (!order) throw new AppError('ORDER_NOT_FOUND')
    const out: repo.RefundRow[] = []
    let rest = input.amount
    const common = { orderId: order.id, sourceId: input.sourceId ?? null, reason: input.reason }
    if (order.paymentMethod !== 'COD') {
      for (const p of await repo.refundableOf(tx, order.id)) {
        const take = Math.min(rest, p.share - p.used, p.room)
        if (take <= 0 || !(await repo.reserveRefund(tx, p.payment_id, take))) continue
        out.push(
          await repo.insertRefund(tx, { ...common, paymentId: p.payment_id, method: 'gateway', amount: take, requestId: freshRequestId() }),
        )
        rest -= take
        if (rest === 0) break
      }
    }
    if (rest > 0)
      out.push(
        await repo.insertRefund(tx, { ...common, paymentId: null, method: 'bank_transfer', amount: rest, requestId: freshRequestId() }),
      )
    return out.map(lineOf)
  }

  /**
   * Inside an IPN's transaction: gives back one order's share of a payment that should not have
   * been taken (the order was paid already, or cancelled before the money came). Once per
   * payment and order; returns the new refund's id, or null when it exists already.
   */
  async function refundShare(tx: Tx, input: { paymentId: string; orderId: string; amount: number; reason: RefundReason }) {
    const requestId = requestIdOf(input.reason, input.paymentId, input.orderId)
    if (await repo.refundByRequestId(tx, requestId)) return null
    const viaGateway = await repo.reserveRefund(tx, input.paymentId, input.amount)
    const row = await repo.insertRefund(tx, {
      orderId: input.orderId,
      paymentId: input.paymentId,
      sourceId: input.paymentId,
      reason: input.reason,
      method: viaGateway ? 'gateway' : 'bank_transfer',
      amount: input.amount,
      requestId,
    })
    return row.id
  }

  /** A paid online order was cancelled: its full refund through the gateway (once, whoever asks first). */
  async function refundCancelled(orderId: string): Promise<string[]> {
    return inTransaction(db, async (tx) => {
      await repo.lockOrders(tx, [orderId])
      const order = await orders.findOrder(orderId, tx)
      if (order?.status !== 'cancelled' || order.paymentStatus !== 'paid' || order.paymentMethod === 'COD') return []
      if (await repo.hasRefund(tx, orderId, 'cancel')) return []
      return (await requestRefund(tx, { orderId, amount: order.total, reason: 'cancel', sourceId: orderId })).map((r) => r.id)
    })
  }

  /** orders.onCommitted: cancelling a paid online order gives the money back. */
  async function onOrderCommitted(t: Transitioned) {
    if (t.to !== 'cancelled' || t.order.paymentStatus !== 'paid' || t.order.paymentMethod === 'COD') return
    await processRefunds(await refundCancelled(t.order.id))
  }

  /** In the transaction that settles a refund: the order's payment status, then the listeners. */
  async function settled(tx: Tx, row: repo.RefundRow) {
    const order = await orders.findOrder(row.orderId, tx)
    if (order && (order.paymentStatus === 'paid' || order.paymentStatus === 'unpaid')) {
      if ((await repo.settledForOrder(tx, row.orderId)) >= order.total) await orders.setPaymentStatus(tx, row.orderId, 'refunded')
    }
    for (const listener of listeners) await listener(tx, viewOf(row))
  }

  /**
   * After commit: calls the gateway for pending gateway refunds (these, or every one due), marks
   * each succeeded (listeners run in that transaction) or counts the failed try; after
   * `maxAttempts` tries it becomes a bank transfer for an admin. Never throws for one refund.
   */
  async function processRefunds(ids?: string[]) {
    const result = { succeeded: 0, retrying: 0, fellBack: 0 }
    const due = await repo.dueGatewayRefunds(db, { ids, maxAttempts, limit: ids ? ids.length : SWEEP_BATCH })
    for (const refund of due) {
      try {
        const outcome = await refundOnce(refund)
        result[outcome]++
      } catch (err) {
        log.error({ err, refundId: refund.id }, 'refund processing failed')
      }
    }
    return result
  }

  async function refundOnce(refund: repo.RefundRow): Promise<'succeeded' | 'retrying' | 'fellBack'> {
    const payment = refund.paymentId ? await repo.findPayment(db, refund.paymentId) : undefined
    if (!payment) throw new Error('gateway refund without a payment')
    const order = await orders.findOrder(refund.orderId)
    const answer = await gateways[payment.gateway]
      .refund({
        requestId: refund.requestId,
        txnRef: payment.txnRef,
        transNo: payment.gatewayTxnNo,
        paidAt: payment.gatewayPaidAt,
        paymentCreatedAt: payment.createdAt,
        amount: refund.amount,
        full: refund.amount === payment.amount,
        description: `Hoan tien don hang ${order?.code ?? refund.orderId}`,
        ip: '127.0.0.1',
      })
      .catch((err: Error) => ({ status: 'unknown' as const, ref: null, code: 'error', message: err.message }))
    if (answer.status === 'succeeded') {
      await inTransaction(db, async (tx) => {
        const row = await repo.finishRefund(tx, refund.id, { status: 'succeeded', gatewayRef: answer.ref, failure: null })
        if (row) await settled(tx, row)
      })
      return 'succeeded'
    }
    const failure = `${answer.code} ${answer.message}`.trim().slice(0, 500)
    const counted = await repo.countAttempt(db, refund.id, failure)
    if (!counted || counted.attempts < maxAttempts) return 'retrying'
    // out of tries: the money goes back by bank transfer (an admin checks the gateway first, see the failure)
    await inTransaction(db, async (tx) => {
      const row = await repo.finishRefund(tx, refund.id, { status: 'failed', failure })
      if (!row) return
      await repo.releaseRefund(tx, payment.id, row.amount)
      await repo.insertRefund(tx, {
        orderId: row.orderId,
        paymentId: payment.id,
        sourceId: row.sourceId,
        reason: row.reason,
        method: 'bank_transfer',
        amount: row.amount,
        requestId: requestIdOf('fallback', row.id),
        failure: `gateway refund failed: ${failure}`,
      })
    })
    log.warn({ refundId: refund.id, failure }, 'gateway refund failed; falls back to a bank transfer')
    return 'fellBack'
  }

  /** Admin: a bank transfer was made; the refund is done (listeners run). */
  async function markTransferred({ actor, id, reference }: { actor: Actor; id: string; reference?: string }) {
    const admin = requireRole(actor, 'admin')
    if (!isUuid(id)) throw new AppError('REFUND_NOT_FOUND')
    const row = await inTransaction(db, async (tx) => {
      const existing = await repo.findRefund(tx, id)
      if (!existing) throw new AppError('REFUND_NOT_FOUND')
      const done = await repo.finishRefund(
        tx,
        id,
        { status: 'succeeded', gatewayRef: reference ?? null, failure: existing.failure },
        'bank_transfer',
      )
      if (!done) throw new AppError('REFUND_NOT_TRANSFERABLE')
      await settled(tx, done)
      // money left Xinh on an admin's word: audited with the transfer's reference (issue 14)
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'refund.mark_transferred',
        targetType: 'refund',
        targetId: id,
        before: { status: existing.status, method: existing.method },
        after: { status: done.status, method: done.method, amount: done.amount, order_id: done.orderId, reference: reference ?? null },
        reason: null,
      })
      return done
    })
    return presentRefund(row)
  }

  async function listForAdmin({ actor, query }: { actor: Actor; query: TAdminRefundQuery }) {
    requireRole(actor, 'admin')
    const { rows, total } = await repo.listRefunds(db, query)
    return { data: rows.map(presentRefund), meta: { page: query.page, limit: query.limit, total } }
  }

  /** Job: finishes cancellation refunds a crash missed, then retries pending gateway refunds. */
  async function sweep() {
    for (const { id } of await repo.cancelledPaidWithoutRefund(db, SWEEP_BATCH)) {
      try {
        await refundCancelled(id)
      } catch (err) {
        log.error({ err, orderId: id }, 'cancellation refund failed')
      }
    }
    return processRefunds()
  }

  return {
    requestRefund,
    refundShare,
    processRefunds,
    onOrderCommitted,
    markTransferred,
    listForAdmin,
    sweep,
    /** The refunds of these orders, oldest first (order pages, returns). */
    refundsOf: async (orderIds: string[]) => (await repo.refundsOfOrders(db, orderIds.filter(isUuid))).map(presentRefund),
    /** Register work that commits with every settled refund (gateway success or bank transfer done). */
    onRefundSettled: (listener: RefundSettledListener) => void listeners.push(listener),
  }
}
export type Refunds = ReturnType<typeof createRefunds>
