import type { ReturnViewerAction } from '@xinh/contracts'
import { type Actor, requireRole, requireUser } from '#server/platform/auth/actor.ts'
import { canTransition, type ReturnState, type ReturnStep } from './return-state.ts'

/**
 * Who may do what with a return request. A buyer only ever sees their own requests and a seller
 * only their shop's: anything else is looked up inside that scope and is a 404, never a 403 that
 * would confirm the request exists. Admins see every request.
 */

export type Viewer = 'buyer' | 'seller' | 'admin'

/** Buyers (guests included: a guest checkout makes orders) act on their own orders' requests. */
export const requireBuyer = (actor: Actor) => requireUser(actor, { allowGuest: true })
export const requireAdmin = (actor: Actor) => requireRole(actor, 'admin')

/** The buttons each viewer can have, and the step each one takes. */
const VIEWER_STEPS: Record<Viewer, ReadonlyArray<readonly [ReturnViewerAction, ReturnStep]>> = {
  buyer: [
    ['cancel', 'cancel'],
    ['ship_back', 'ship_back'],
    ['dispute', 'dispute'],
  ],
  seller: [
    ['agree', 'agree'],
    ['reject', 'reject'],
    ['receive', 'receive'],
  ],
  admin: [
    ['approve', 'approve'],
    ['reject', 'reject'],
  ],
}

/** What this viewer can do with the request now. */
export function viewerActions(s: ReturnState, viewer: Viewer, now = new Date()): ReturnViewerAction[] {
  return VIEWER_STEPS[viewer].filter(([, step]) => canTransition(s, step, viewer, now)).map(([action]) => action)
}
