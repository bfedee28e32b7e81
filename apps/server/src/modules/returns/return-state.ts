import type { ReturnAction, ReturnActorRole, ReturnStatus } from '@xinh/contracts'
import type { Tx } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import * as repo from './returns.repo.ts'
import type { ReturnRow } from './returns.repo.ts'

/**
 * The return state machine (spec §4 refund flow, ARCHITECTURE.md §5). Every status change of a
 * return request goes through `transition`: it checks the actor's role and the request's state
 * against the table below, moves the row with a conditional update (`WHERE status = <current>`)
 * and writes the timeline row, in the caller's transaction.
 *
 *   (buyer request) ─▶ requested ─agree (seller)─▶ awaiting_return ─receive (seller)─▶ awaiting_admin
 *                        │  └─reject (seller)─▶ rejected ─dispute (buyer, ≤ 3 days)─▶ awaiting_admin
 *                        │                                                               │
 *                        └─escalate (system: seller silent 2 days)──────────────────────▶│
 *   awaiting_return ─ship_back (buyer, once)─▶ awaiting_return  (starts the seller's deadline to receive)
 *   awaiting_return ─escalate (system: shipped back, not received in time)─▶ awaiting_admin
 *   awaiting_return ─expire (system: not shipped back in time)─▶ closed
 *   awaiting_admin ─approve (admin)─▶ refunding ─settle (system: every refund succeeded)─▶ refunded
 *   awaiting_admin ─reject (admin)─▶ rejected (final: no dispute of an admin's decision)
 *   requested, awaiting_return ─cancel (buyer)─▶ buyer_cancelled
 *   (carrier brought the parcel back) ─▶ refunding (paid order) or closed (cash never collected)
 */

/** What the machine reads of a request. */
export type ReturnState = {
  status: ReturnStatus
  /** The current deadline (a rejection's: the end of the buyer's time to dispute it). */
  dueAt: Date | null
  /** When the buyer said the product is on its way back, or null. */
  shippedBackAt: Date | null
}

/** The steps taken on an existing request (`request` and `carrier_return` create one). */
export type ReturnStep = Exclude<ReturnAction, 'request' | 'carrier_return'>
type Rule = {
  from: Partial<Record<ReturnStatus, ReturnStatus>>
  /** An extra condition on the request at `now`. */
  when?: (s: ReturnState, now: Date) => boolean
}

const isDue = (s: ReturnState, now: Date) => s.dueAt !== null && s.dueAt.getTime() <= now.getTime()

/** The allowed transitions: for each step, each role that may take it, from which status to which. */
export const RETURN_TRANSITIONS: Record<ReturnStep, Partial<Record<ReturnActorRole, Rule>>> = {
  agree: { seller: { from: { requested: 'awaiting_return' } } },
  reject: { seller: { from: { requested: 'rejected' } }, admin: { from: { awaiting_admin: 'rejected' } } },
  // only a seller's rejection can be disputed (it leaves a deadline), and only until that deadline
  dispute: { buyer: { from: { rejected: 'awaiting_admin' }, when: (s, now) => s.dueAt !== null && !isDue(s, now) } },
  // once: a second ship-back would restart the seller's deadline
  ship_back: { buyer: { from: { awaiting_return: 'awaiting_return' }, when: (s) => s.shippedBackAt === null } },
  receive: { seller: { from: { awaiting_return: 'awaiting_admin' } } },
  approve: { admin: { from: { awaiting_admin: 'refunding' } } },
  cancel: { buyer: { from: { requested: 'buyer_cancelled', awaiting_return: 'buyer_cancelled' } } },
  // the seller let a deadline pass: did not answer, or did not mark a returned parcel received
  escalate: {
    system: {
      from: { requested: 'awaiting_admin', awaiting_return: 'awaiting_admin' },
      when: (s, now) => isDue(s, now) && (s.status === 'requested' || s.shippedBackAt !== null),
    },
  },
  // the buyer let the deadline to send the product back pass
  expire: { system: { from: { awaiting_return: 'closed' }, when: (s, now) => isDue(s, now) && s.shippedBackAt === null } },
  settle: { system: { from: { refunding: 'refunded' } } },
}

/** Statuses in which a request is over (the order leaves return_refund). */
export const FINAL_STATUSES: readonly ReturnStatus[] = ['refunded', 'rejected', 'buyer_cancelled', 'closed']
export const isFinal = (s: ReturnStatus) => FINAL_STATUSES.includes(s)

/**
 * The status after `step`: FORBIDDEN when the role may never take it, RETURN_STATUS_CONFLICT when
 * the request's current state does not allow it.
 */
export function nextStatus(state: ReturnState, step: ReturnStep, role: ReturnActorRole, now = new Date()): ReturnStatus {
  const rule = RETURN_TRANSITIONS[step][role]
  if (!rule) throw new AppError('FORBIDDEN')
  const target = rule.from[state.status]
  if (target === undefined || (rule.when && !rule.when(state, now))) throw new AppError('RETURN_STATUS_CONFLICT')
  return target
}

/** Whether `role` may take `step` on a request in `state` now. */
export function canTransition(state: ReturnState, step: ReturnStep, role: ReturnActorRole, now = new Date()): boolean {
  const rule = RETURN_TRANSITIONS[step][role]
  if (!rule || rule.from[state.status] === undefined) return false
  return !rule.when || rule.when(state, now)
}

/** How long each party has (days): config RETURN_SELLER_RESPONSE_DAYS, RETURN_BUYER_SHIP_DAYS and RETURN_RULES. */
export type ReturnPeriods = { sellerResponseDays: number; buyerShipDays: number; sellerReceiveDays: number; disputeDays: number }

const DAY_MS = 24 * 3600 * 1000
const plusDays = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS)

/** The deadline a step starts (of whoever acts next), or null when nobody is waited on by a date. */
export function deadlineAfter(action: ReturnAction, role: ReturnActorRole, to: ReturnStatus, now: Date, p: ReturnPeriods): Date | null {
  if (to === 'requested') return plusDays(now, p.sellerResponseDays)
  if (action === 'agree') return plusDays(now, p.buyerShipDays)
  if (action === 'ship_back') return plusDays(now, p.sellerReceiveDays)
  if (action === 'reject' && role === 'seller') return plusDays(now, p.disputeDays)
  return null
}

/** Who the current deadline is for; an admin's review has no date but is who the request waits on. */
export function deadlineFor(s: ReturnState, now = new Date()): 'seller' | 'buyer' | 'admin' | null {
  if (s.status === 'requested') return 'seller'
  if (s.status === 'awaiting_return') return s.shippedBackAt ? 'seller' : 'buyer'
  if (s.status === 'awaiting_admin') return 'admin'
  if (s.status === 'rejected' && s.dueAt && !isDue(s, now)) return 'buyer'
  return null
}

export type ReturnActor = { role: ReturnActorRole; id?: string | null }
export type StepInput = { note?: string | null; media?: string[]; now?: Date }
export type ReturnTransitioned = { request: ReturnRow; from: ReturnStatus; to: ReturnStatus; action: ReturnStep; actor: ReturnActor }

/**
 * The one way a request changes status. Checks `actor` and the request's state (FORBIDDEN /
 * RETURN_STATUS_CONFLICT), applies the change only if the row is still in the state it was read
 * in (RETURN_STATUS_CONFLICT when another step got there first), sets the next deadline and
 * records the timeline row. Callers read the row FOR UPDATE in the same transaction, so a
 * same-status step (ship_back) cannot interleave with the deadline job either.
 */
export function createTransition(periods: ReturnPeriods) {
  return async function transition(
    tx: Tx,
    request: ReturnRow,
    action: ReturnStep,
    actor: ReturnActor,
    input: StepInput = {},
  ): Promise<ReturnTransitioned> {
    const now = input.now ?? new Date()
    const from = request.status
    const to = nextStatus(request, action, actor.role, now)
    const dueAt = deadlineAfter(action, actor.role, to, now, periods)
    const updated = await repo.updateIfStatus(tx, request.id, from, {
      status: to,
      dueAt,
      ...(action === 'escalate' ? { escalatedAt: now } : {}),
      ...(isFinal(to) ? { resolvedAt: now } : {}),
    })
    if (!updated) throw new AppError('RETURN_STATUS_CONFLICT')
    await repo.insertEvent(tx, {
      returnId: request.id,
      fromStatus: from,
      toStatus: to,
      action,
      actorId: actor.id ?? null,
      actorRole: actor.role,
      note: input.note ?? null,
      media: input.media ?? [],
      dueAt,
      createdAt: now,
    })
    return { request: { ...updated, shippedBackAt: action === 'ship_back' ? now : request.shippedBackAt }, from, to, action, actor }
  }
}
export type Transition = ReturnType<typeof createTransition>
