import type { OrderStatus, OrderViewerAction } from '@xinh/contracts'
import { requireUser, type Actor } from '#server/platform/auth/actor.ts'
import { canTransition, nextStatus, type OrderState } from './order-state.ts'

/**
 * Who may do what with an order. A buyer only ever sees their own orders and a seller only their
 * shop's: anything else is looked up inside that scope and is a 404, never a 403 that would
 * confirm the order exists.
 */

/** Buyers (guests included: a guest checkout makes orders) act on their own orders. */
export const requireBuyer = (actor: Actor) => requireUser(actor, { allowGuest: true })

/** Orders a buyer may buy again from: once they are settled one way or the other. */
const REPURCHASABLE: readonly OrderStatus[] = ['delivered', 'completed', 'cancelled', 'return_refund']

/** What the buyer can do with the order now (buttons of the order page). */
export function buyerActions(o: OrderState): OrderViewerAction[] {
  const actions: OrderViewerAction[] = []
  if (canTransition(o, 'cancel', 'buyer')) actions.push(nextStatus(o, 'cancel', 'buyer') === 'cancelled' ? 'cancel' : 'request_cancel')
  if (canTransition(o, 'confirm_received', 'buyer')) actions.push('confirm_received')
  if (canTransition(o, 'mark_paid', 'system')) actions.push('pay')
  // the return window is the returns module's to check; the button shows while the state allows a request
  if (canTransition(o, 'request_return', 'buyer')) actions.push('request_return')
  if (REPURCHASABLE.includes(o.status)) actions.push('repurchase')
  return actions
}

const SELLER_ACTIONS = ['confirm', 'prepare', 'ship', 'accept_cancel', 'reject_cancel', 'seller_cancel'] as const

/** What the shop's owner can do with the order now. */
export function sellerActions(o: OrderState): OrderViewerAction[] {
  return SELLER_ACTIONS.filter((a) => canTransition(o, a, 'seller'))
}
