import {
  ORDER_ACTIONS,
  ORDER_ACTOR_ROLES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderAction,
  type OrderActorRole,
  type OrderStatus,
  type PaymentStatus,
} from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import { AppError } from '#server/platform/errors.ts'
import { canTransition, nextStatus, type OrderState } from './order-state.ts'
import { buyerActions, sellerActions } from './orders.policy.ts'

const state = (status: OrderStatus, paymentStatus: PaymentStatus = 'cash', cancelRequestedFrom: OrderStatus | null = null): OrderState => ({
  status,
  paymentStatus,
  cancelRequestedFrom,
})

const codeOf = (fn: () => unknown) => {
  try {
    fn()
    return null
  } catch (e) {
    return e instanceof AppError ? e.code : String(e)
  }
}

/**
 * Every allowed transition, written out independently of the table in order-state.ts:
 * [from, payment status ('*' = any), action, roles, to].
 */
const ALLOWED: Array<[OrderStatus, PaymentStatus | '*', OrderAction, OrderActorRole[], OrderStatus]> = [
  ['pending', 'unpaid', 'mark_paid', ['system', 'admin'], 'waiting_approval'],
  ['pending', 'cash', 'approve', ['system', 'admin'], 'awaiting_confirmation'],
  ['pending', 'paid', 'approve', ['system', 'admin'], 'awaiting_confirmation'],
  ['waiting_approval', '*', 'approve', ['system', 'admin'], 'awaiting_confirmation'],
  ['awaiting_confirmation', '*', 'confirm', ['seller', 'admin'], 'preparing'],
  ['preparing', '*', 'prepare', ['seller', 'admin'], 'to_ship'],
  ['to_ship', '*', 'ship', ['seller', 'carrier', 'admin'], 'shipping'],
  ['shipping', '*', 'deliver', ['system', 'carrier', 'admin'], 'delivered'],
  ['shipping', '*', 'confirm_received', ['buyer'], 'completed'],
  ['delivered', '*', 'confirm_received', ['buyer'], 'completed'],
  ['delivered', '*', 'auto_complete', ['system'], 'completed'],
  ['delivered', '*', 'request_return', ['buyer'], 'return_refund'],
  ['completed', '*', 'request_return', ['buyer'], 'return_refund'],
  ['shipping', '*', 'carrier_return', ['carrier', 'system', 'admin'], 'return_refund'],
  ['delivered', '*', 'carrier_return', ['carrier', 'system', 'admin'], 'return_refund'],
  ['return_refund', '*', 'close_return', ['system', 'admin'], 'completed'],
  ['pending', '*', 'cancel', ['buyer'], 'cancelled'],
  ['waiting_approval', '*', 'cancel', ['buyer'], 'cancelled'],
  ['awaiting_confirmation', '*', 'cancel', ['buyer'], 'cancelled'],
  ['preparing', '*', 'cancel', ['buyer'], 'cancel_pending'],
  ['to_ship', '*', 'cancel', ['buyer'], 'cancel_pending'],
  ['cancel_pending', '*', 'accept_cancel', ['seller', 'admin'], 'cancelled'],
  // reject_cancel goes back to cancel_requested_from: tested on its own below
  ['awaiting_confirmation', '*', 'seller_cancel', ['seller'], 'cancelled'],
  ['preparing', '*', 'seller_cancel', ['seller'], 'cancelled'],
  ['to_ship', '*', 'seller_cancel', ['seller'], 'cancelled'],
  ...(['pending', 'waiting_approval', 'awaiting_confirmation', 'preparing', 'to_ship', 'cancel_pending'] as const).map(
    (s) => [s, '*', 'system_cancel', ['system', 'admin'], 'cancelled'] as [OrderStatus, '*', OrderAction, OrderActorRole[], OrderStatus],
  ),
  ['pending', 'unpaid', 'auto_cancel_unpaid', ['system'], 'cancelled'],
]

function expected(status: OrderStatus, pay: PaymentStatus, action: OrderAction, role: OrderActorRole): OrderStatus | null {
  const row = ALLOWED.find(([f, p, a, roles]) => f === status && (p === '*' || p === pay) && a === action && roles.includes(role))
  return row ? row[4] : null
}

describe('order state machine', () => {
  it.each(ALLOWED.flatMap(([from, pay, action, roles, to]) => roles.map((role) => ({ from, pay, action, role, to }))))(
    '$role $action: $from ($pay) → $to',
    ({ from, pay, action, role, to }) => {
      const s = state(from, pay === '*' ? 'cash' : pay)
      expect(nextStatus(s, action, role)).toBe(to)
      expect(canTransition(s, action, role)).toBe(true)
    },
  )

  it('refuses every other (status, payment, action, role) combination, and canTransition agrees', () => {
    let refused = 0
    for (const status of ORDER_STATUSES)
      for (const pay of PAYMENT_STATUSES)
        for (const action of ORDER_ACTIONS)
          for (const role of ORDER_ACTOR_ROLES) {
            if (action === 'reject_cancel') continue
            const want = expected(status, pay, action, role)
            const s = state(status, pay)
            if (want) {
              expect(nextStatus(s, action, role), `${role} ${action} ${status}/${pay}`).toBe(want)
              continue
            }
            refused++
            expect(canTransition(s, action, role), `${role} ${action} ${status}/${pay}`).toBe(false)
            expect(codeOf(() => nextStatus(s, action, role))).toMatch(/^(FORBIDDEN|ORDER_STATUS_CONFLICT)$/)
          }
    expect(refused).toBeGreaterThan(2000)
  })

  it('a role that may never take an action is FORBIDDEN; an allowed role in the wrong state is a conflict', () => {
    expect(codeOf(() => nextStatus(state('awaiting_confirmation'), 'confirm', 'buyer'))).toBe('FORBIDDEN')
    expect(codeOf(() => nextStatus(state('awaiting_confirmation'), 'cancel', 'seller'))).toBe('FORBIDDEN')
    expect(codeOf(() => nextStatus(state('delivered'), 'confirm_received', 'seller'))).toBe('FORBIDDEN')
    expect(codeOf(() => nextStatus(state('preparing'), 'confirm', 'seller'))).toBe('ORDER_STATUS_CONFLICT')
    expect(codeOf(() => nextStatus(state('shipping'), 'cancel', 'buyer'))).toBe('ORDER_STATUS_CONFLICT')
    expect(codeOf(() => nextStatus(state('cancelled'), 'cancel', 'buyer'))).toBe('ORDER_STATUS_CONFLICT')
    expect(codeOf(() => nextStatus(state('completed'), 'confirm_received', 'buyer'))).toBe('ORDER_STATUS_CONFLICT')
  })

  it('pending: cash orders are approved, unpaid ones are paid first and are the only ones auto-cancelled', () => {
    expect(codeOf(() => nextStatus(state('pending', 'unpaid'), 'approve', 'system'))).toBe('ORDER_STATUS_CONFLICT')
    expect(codeOf(() => nextStatus(state('pending', 'cash'), 'mark_paid', 'system'))).toBe('ORDER_STATUS_CONFLICT')
    expect(codeOf(() => nextStatus(state('pending', 'cash'), 'auto_cancel_unpaid', 'system'))).toBe('ORDER_STATUS_CONFLICT')
    expect(codeOf(() => nextStatus(state('pending', 'paid'), 'auto_cancel_unpaid', 'system'))).toBe('ORDER_STATUS_CONFLICT')
    expect(nextStatus(state('pending', 'unpaid'), 'auto_cancel_unpaid', 'system')).toBe('cancelled')
  })

  it('rejecting a cancel request goes back to where the order was', () => {
    expect(nextStatus(state('cancel_pending', 'cash', 'preparing'), 'reject_cancel', 'seller')).toBe('preparing')
    expect(nextStatus(state('cancel_pending', 'cash', 'to_ship'), 'reject_cancel', 'admin')).toBe('to_ship')
    expect(codeOf(() => nextStatus(state('cancel_pending', 'cash', null), 'reject_cancel', 'seller'))).toBe('ORDER_STATUS_CONFLICT')
    expect(canTransition(state('cancel_pending', 'cash', null), 'reject_cancel', 'seller')).toBe(false)
    expect(codeOf(() => nextStatus(state('preparing', 'cash', 'preparing'), 'reject_cancel', 'seller'))).toBe('ORDER_STATUS_CONFLICT')
    expect(codeOf(() => nextStatus(state('cancel_pending', 'cash', 'preparing'), 'reject_cancel', 'buyer'))).toBe('FORBIDDEN')
  })

  it('terminal states allow nothing but a return of a completed order, and a return only closes', () => {
    for (const action of ORDER_ACTIONS)
      for (const role of ORDER_ACTOR_ROLES) {
        expect(canTransition(state('cancelled'), action, role)).toBe(false)
        expect(canTransition(state('return_refund'), action, role)).toBe(
          action === 'close_return' && (role === 'system' || role === 'admin'),
        )
        expect(canTransition(state('completed'), action, role)).toBe(action === 'request_return' && role === 'buyer')
      }
  })
})

describe('viewer actions', () => {
  it('buyer: cancel before preparing, request a cancel after, confirm when it arrives, buy again once settled', () => {
    expect(buyerActions(state('pending', 'unpaid'))).toEqual(['cancel', 'pay'])
    expect(buyerActions(state('pending', 'cash'))).toEqual(['cancel'])
    expect(buyerActions(state('awaiting_confirmation'))).toEqual(['cancel'])
    expect(buyerActions(state('preparing'))).toEqual(['request_cancel'])
    expect(buyerActions(state('to_ship'))).toEqual(['request_cancel'])
    expect(buyerActions(state('cancel_pending', 'cash', 'preparing'))).toEqual([])
    expect(buyerActions(state('shipping'))).toEqual(['confirm_received'])
    expect(buyerActions(state('delivered'))).toEqual(['confirm_received', 'request_return', 'repurchase'])
    expect(buyerActions(state('completed'))).toEqual(['request_return', 'repurchase'])
    expect(buyerActions(state('return_refund'))).toEqual(['repurchase'])
    expect(buyerActions(state('cancelled'))).toEqual(['repurchase'])
  })

  it('seller: the next step, or the answer to a cancel request', () => {
    expect(sellerActions(state('pending', 'unpaid'))).toEqual([])
    expect(sellerActions(state('awaiting_confirmation'))).toEqual(['confirm', 'seller_cancel'])
    expect(sellerActions(state('preparing'))).toEqual(['prepare', 'seller_cancel'])
    expect(sellerActions(state('to_ship'))).toEqual(['ship', 'seller_cancel'])
    expect(sellerActions(state('cancel_pending', 'cash', 'preparing'))).toEqual(['accept_cancel', 'reject_cancel'])
    expect(sellerActions(state('shipping'))).toEqual([])
  })
})
