import { createHash } from 'node:crypto'
import type { Carrier, CarrierSimTarget } from '@xinh/contracts'
import { CANCELLED_STATUS, isCancellable } from '../status-map.ts'

/**
 * The status scripts the carrier simulator plays: where a parcel goes next and, on demand, the
 * statuses it passes through to reach a point (picked up, delivered, returned to the sender).
 */
type ScriptBook = {
  normal: readonly number[]
  /** A parcel whose first delivery attempt fails and is tried again. */
  delayed: readonly number[]
  pickedUp: number
  outForDelivery: number
  delivered: number
  /** After the last delivery attempt, when the parcel goes back to the sender. */
  failTail: readonly number[]
}

export const SCRIPTS: Record<Carrier, ScriptBook> = {
  GHTK: {
    normal: [1, 2, 12, 3, 4, 5, 6],
    delayed: [1, 2, 12, 3, 4, 10, 4, 5, 6],
    pickedUp: 3,
    outForDelivery: 4,
    delivered: 5,
    failTail: [9, 20, 21],
  },
  VIETTEL_POST: {
    normal: [102, 103, 104, 105, 200, 300, 400, 500, 501],
    delayed: [102, 103, 104, 105, 200, 300, 400, 500, 506, 508, 501],
    pickedUp: 105,
    outForDelivery: 500,
    delivered: 501,
    failTail: [506, 502, 504],
  },
}

/** One parcel in five (by its label, so the same label always plays the same) has a failed first attempt. */
export function scriptFor(carrier: Carrier, label: string): number[] {
  const book = SCRIPTS[carrier]
  const delayed = createHash('sha256').update(label).digest()[0]! % 5 === 0
  return [...(delayed ? book.delayed : book.normal)]
}

export type Plan = { script: number[]; step: number; emitted: number[] }
export type PlanError = 'cancelled' | 'finished' | 'not_deliverable' | 'already_delivered' | 'not_cancellable'

const reached = (script: readonly number[], step: number, code: number) => script.slice(0, step + 1).includes(code)

/**
 * Where the parcel goes: one status on (`to` absent), or through every status up to a point.
 * Returns the new script and position and the statuses passed (each one is a webhook).
 */
export function planAdvance(carrier: Carrier, script: readonly number[], step: number, to?: CarrierSimTarget): Plan | PlanError {
  const book = SCRIPTS[carrier]
  const current = script[step]!
  if (current === CANCELLED_STATUS[carrier]) return 'cancelled'
  const runTo = (s: readonly number[], index: number): Plan => ({ script: [...s], step: index, emitted: s.slice(step + 1, index + 1) })

  if (!to) return step + 1 < script.length ? runTo(script, step + 1) : 'finished'

  if (to === 'picked_up' || to === 'delivered') {
    const code = to === 'picked_up' ? book.pickedUp : book.delivered
    if (reached(script, step, code)) return runTo(script, step)
    const index = script.indexOf(code, step + 1)
    return index < 0 ? 'not_deliverable' : runTo(script, index)
  }

  // returned: through the last delivery attempt, then back to the sender
  if (reached(script, step, book.delivered)) return 'already_delivered'
  const returned = book.failTail.at(-1)!
  const existing = script.indexOf(returned, step + 1)
  if (existing >= 0 || current === returned) return runTo(script, existing >= 0 ? existing : step)
  const rest = script.slice(step + 1)
  const out = rest.indexOf(book.outForDelivery)
  const lead = reached(script, step, book.outForDelivery) ? [] : rest.slice(0, out + 1)
  const next = [...script.slice(0, step + 1), ...lead, ...book.failTail]
  return runTo(next, next.length - 1)
}

/** Cancels a parcel the carrier still holds (before pickup); the cancelled status is its last. */
export function planCancel(carrier: Carrier, script: readonly number[], step: number): Plan | PlanError {
  const current = script[step]!
  if (current === CANCELLED_STATUS[carrier]) return 'cancelled'
  if (!isCancellable(carrier, current)) return 'not_cancellable'
  const next = [...script.slice(0, step + 1), CANCELLED_STATUS[carrier]]
  return { script: next, step: next.length - 1, emitted: [CANCELLED_STATUS[carrier]] }
}

export const isPlan = (p: Plan | PlanError): p is Plan => typeof p === 'object'
