import type { OrderAction, OrderActorRole, OrderStatus, PaymentMethod, PaymentStatus } from '@xinh/contracts'
import type { Tx } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import * as repo from './orders.repo.ts'
import type { OrderRow } from './orders.repo.ts'

/**
 * The order state machine (spec §4, ARCHITECTURE.md §5). Every status change of an order goes
 * through `transition`: it checks the actor's role and the current state against the table
 * below, moves the row with a conditional update (`WHERE status = <current>`, so of two
 * concurrent transitions only one can win) and writes the history row, in the caller's
 * transaction.
 *
 *   pending ─(unpaid) mark_paid─▶ waiting_approval ─approve─▶ awaiting_confirmation ─confirm─▶ preparing
 *      └──(cash) approve ─────────────────────────────────────────┘                              │ prepare
 *   shipping ◀─ship── to_ship ◀───────────────────────────────────────────────────────────────────┘
 *      │ deliver                      (self-shipping needs a tracking code)
 *      ▼
 *   delivered ─confirm_received / auto_complete─▶ completed ─request_return─▶ return_refund
 *
 *   cancel (buyer): pending, waiting_approval, awaiting_confirmation ─▶ cancelled
 *                   preparing, to_ship ─▶ cancel_pending ─accept_cancel─▶ cancelled
 *                                                     └─reject_cancel─▶ back where it was
 *   seller_cancel: awaiting_confirmation, preparing, to_ship ─▶ cancelled
 *   system_cancel (system, admin): anything before shipping ─▶ cancelled
 *   auto_cancel_unpaid (system): pending and unpaid ─▶ cancelled
 *
 *   return flow (modules/returns): delivered, completed ─request_return─▶ return_refund
 *                                   shipping, delivered ─carrier_return─▶ return_refund
 *                                   return_refund ─close_return─▶ completed
 */

/** What the machine reads of an order. */
export type OrderState = { status: OrderStatus; paymentStatus: PaymentStatus; cancelRequestedFrom: OrderStatus | null }

/** `previous` = the status the order was in when the buyer asked to cancel. */
type Target = OrderStatus | 'previous'
type Rule = {
  roles: readonly OrderActorRole[]
  from: Partial<Record<OrderStatus, Target>>
  /** An extra condition on the order (spec §4 "pending (cash versus unpaid)"). */
  when?: (s: OrderState) => boolean
}

const BEFORE_SHIPPING = ['pending', 'waiting_approval', 'awaiting_confirmation', 'preparing', 'to_ship', 'cancel_pending'] as const

/** The allowed transitions: for each action, who may take it and from which status to which. */
export const ORDER_TRANSITIONS: Record<OrderAction, Rule> = {
  // an online payment arrived (payments issue): the order goes to the system check
  mark_paid: { roles: ['system', 'admin'], from: { pending: 'waiting_approval' }, when: (s) => s.paymentStatus === 'unpaid' },
  // the system check passed; a cash (COD) order needs no payment first
  approve: {
    roles: ['system', 'admin'],
    from: { pending: 'awaiting_confirmation', waiting_approval: 'awaiting_confirmation' },
    when: (s) => s.status !== 'pending' || s.paymentStatus === 'cash' || s.paymentStatus === 'paid',
  },
  confirm: { roles: ['seller', 'admin'], from: { awaiting_confirmation: 'preparing' } },
  prepare: { roles: ['seller', 'admin'], from: { preparing: 'to_ship' } },
  ship: { roles: ['seller', 'carrier', 'admin'], from: { to_ship: 'shipping' } },
  deliver: { roles: ['system', 'carrier', 'admin'], from: { shipping: 'delivered' } },
  // a self-shipped parcel has no carrier to report delivery: the buyer may confirm while it is on its way
  confirm_received: { roles: ['buyer'], from: { shipping: 'completed', delivered: 'completed' } },
  auto_complete: { roles: ['system'], from: { delivered: 'completed' } },
  cancel: {
    roles: ['buyer'],
    from: {
      pending: 'cancelled',
      waiting_approval: 'cancelled',
      awaiting_confirmation: 'cancelled',
      preparing: 'cancel_pending',
      to_ship: 'cancel_pending',
    },
  },
  accept_cancel: { roles: ['seller', 'admin'], from: { cancel_pending: 'cancelled' } },
  reject_cancel: { roles: ['seller', 'admin'], from: { cancel_pending: 'previous' } },
  seller_cancel: { roles: ['seller'], from: { awaiting_confirmation: 'cancelled', preparing: 'cancelled', to_ship: 'cancelled' } },
  system_cancel: { roles: ['system', 'admin'], from: Object.fromEntries(BEFORE_SHIPPING.map((s) => [s, 'cancelled'])) },
  auto_cancel_unpaid: { roles: ['system'], from: { pending: 'cancelled' }, when: (s) => s.paymentStatus === 'unpaid' },
  request_return: { roles: ['buyer'], from: { delivered: 'return_refund', completed: 'return_refund' } },
  // the carrier brings an undelivered parcel back, or admin opens the return flow for the buyer
  carrier_return: { roles: ['carrier', 'system', 'admin'], from: { shipping: 'return_refund', delivered: 'return_refund' } },
  // the return flow is over (rejected, withdrawn or refunded): the order is done
  close_return: { roles: ['system', 'admin'], from: { return_refund: 'completed' } },
}

/**
 * The status after `action`: FORBIDDEN when the role may never take it, ORDER_STATUS_CONFLICT
 * when the order's current state does not allow it.
 */
export function nextStatus(state: OrderState, action: OrderAction, role: OrderActorRole): OrderStatus {
  const rule = ORDER_TRANSITIONS[action]
  if (!rule.roles.includes(role)) throw new AppError('FORBIDDEN')
  const target = rule.from[state.status]
  if (target === undefined || (rule.when && !rule.when(state))) throw new AppError('ORDER_STATUS_CONFLICT')
  if (target === 'previous') {
    if (!state.cancelRequestedFrom) throw new AppError('ORDER_STATUS_CONFLICT')
    return state.cancelRequestedFrom
  }
  return target
}

/** Whether `role` may take `action` on an order in `state` now. */
export function canTransition(state: OrderState, action: OrderAction, role: OrderActorRole): boolean {
  const rule = ORDER_TRANSITIONS[action]
  const target = rule.from[state.status]
  if (!rule.roles.includes(role) || target === undefined || (rule.when && !rule.when(state))) return false
  return target !== 'previous' || state.cancelRequestedFrom !== null
}

export type OrderActor = { role: OrderActorRole; id?: string | null }
export type TransitionInput = {
  /** Cancel reason id (cancel, seller_cancel, system_cancel) or another reason for the history. */
  reasonId?: string | null
  /** mark_paid: the method the buyer actually paid with (a retry may use another online method) */
  paymentMethod?: PaymentMethod
  /** ship (and prepare: the seller will deliver it themself) */
  carrier?: string | null
  selfShipping?: boolean
  trackingCode?: string | null
}
export type Transitioned = { order: OrderRow; from: OrderStatus; to: OrderStatus; action: OrderAction; actor: OrderActor }

/**
 * What a cancelled order gives back, in the same transaction: promotion units, stock and voucher
 * uses (the pricing engine's `releaseOrder` with checkout's `restock`, in checkout's lock order).
 */
export type CancellationEffects = {
  releaseOrder: (tx: Tx, orderId: string) => Promise<void>
  /**
   * Other modules' work that must commit or roll back with the status change (ledger lines on
   * completion…). Runs after the history row, inside the transaction; a throw undoes the change.
   */
  afterTransition?: (tx: Tx, t: Transitioned) => Promise<void>
}

/** The reason recorded in the history when the action itself is the reason. */
const IMPLIED_REASON: Partial<Record<OrderAction, string>> = {
  auto_cancel_unpaid: 'unpaid_timeout',
  auto_complete: 'auto_complete',
  reject_cancel: 'cancel_rejected',
}

/** The carrier of a shipping method when the seller hands over without naming one (EXPRESS is GHTK's service). */
const carrierOf = (method: string) => (method === 'VIETTEL_POST' ? 'VIETTEL_POST' : 'GHTK')

/** The columns an action sets besides `status` (timestamps, who cancelled and why, shipping). */
function changes(order: OrderRow, action: OrderAction, from: OrderStatus, to: OrderStatus, actor: OrderActor, input: TransitionInput) {
  const now = new Date()
  const patch: Partial<OrderRow> = { status: to }
  if (to === 'cancelled') {
    patch.cancelledAt = now
    // accepting the buyer's request keeps the buyer's reason: the buyer cancelled
    patch.cancelledBy = action === 'accept_cancel' ? 'buyer' : actor.role
    patch.cancelReasonId = action === 'accept_cancel' ? order.cancelReasonId : (input.reasonId ?? IMPLIED_REASON[action] ?? null)
    patch.cancelRequestedFrom = null
  }
  if (to === 'cancel_pending') {
    patch.cancelRequestedFrom = from
    patch.cancelReasonId = input.reasonId ?? null
  }
  if (action === 'reject_cancel') {
    patch.cancelRequestedFrom = null
    patch.cancelReasonId = null
  }
  if (action === 'mark_paid') {
    patch.paymentStatus = 'paid'
    patch.paidAt = now
    if (input.paymentMethod) patch.paymentMethod = input.paymentMethod
  }
  if (action === 'confirm') patch.confirmedAt = now
  // the seller delivers it themself: no carrier is booked for it (shipping's booking skips self-shipped orders)
  if (action === 'prepare' && input.selfShipping) patch.selfShipping = true
  if (action === 'ship') {
    patch.shippedAt = now
    patch.selfShipping = Boolean(input.selfShipping)
    patch.carrier = input.selfShipping ? null : (input.carrier ?? carrierOf(order.shippingMethod))
    patch.trackingCode = input.trackingCode ?? null
  }
  if (to === 'delivered') patch.deliveredAt = now
  if (to === 'completed') {
    // closing a return keeps the first completion time (the ledger's return window counts from it)
    patch.completedAt = order.completedAt ?? now
    patch.deliveredAt = order.deliveredAt ?? now
    // a cash order is paid when the parcel is handed over
    if (order.paymentStatus === 'cash') {
      patch.paymentStatus = 'paid'
      patch.paidAt = order.paidAt ?? now
    }
  }
  return patch
}

/**
 * The one way an order changes status. Checks `actor` and the order's state (FORBIDDEN /
 * ORDER_STATUS_CONFLICT), applies the change only if the row is still in the state it was read in
 * (ORDER_STATUS_CONFLICT when another transition got there first), records the history row and,
 * when the order ends up cancelled, gives back its stock, voucher uses and promotion units —
 * exactly once, since only the winning update gets this far.
 */
export function createTransition(effects: CancellationEffects) {
  return async function transition(
    tx: Tx,
    order: OrderRow,
    action: OrderAction,
    actor: OrderActor,
    input: TransitionInput = {},
  ): Promise<Transitioned> {
    const from = order.status
    const to = nextStatus(order, action, actor.role)
    if (action === 'ship' && input.selfShipping && !input.trackingCode) throw new AppError('TRACKING_CODE_REQUIRED')
    const updated = await repo.updateIfStatus(tx, order.id, from, changes(order, action, from, to, actor, input))
    if (!updated) throw new AppError('ORDER_STATUS_CONFLICT')
    await repo.insertHistory(tx, {
      orderId: order.id,
      fromStatus: from,
      toStatus: to,
      actorId: actor.id ?? null,
      actorRole: actor.role,
      reason: input.reasonId ?? IMPLIED_REASON[action] ?? null,
    })
    if (to === 'cancelled') {
      await effects.releaseOrder(tx, order.id)
    }
    const done: Transitioned = { order: updated, from, to, action, actor }
    await effects.afterTransition?.(tx, done)
    return done
  }
}
export type Transition = ReturnType<typeof createTransition>
