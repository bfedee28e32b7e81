import { RETURN_ACTOR_ROLES, RETURN_STATUSES, type ReturnActorRole, type ReturnStatus } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import { AppError } from '#server/platform/errors.ts'
import {
  canTransition,
  deadlineAfter,
  deadlineFor,
  nextStatus,
  RETURN_TRANSITIONS,
  type ReturnPeriods,
  type ReturnState,
  type ReturnStep,
} from './return-state.ts'
import { viewerActions } from './returns.policy.ts'

const NOW = new Date('2026-03-10T08:00:00Z')
const HOUR = 3600 * 1000
type Variant = { shipped: boolean; due: 'none' | 'future' | 'past' }
const VARIANTS: Variant[] = [false, true].flatMap((shipped) => (['none', 'future', 'past'] as const).map((due) => ({ shipped, due })))

const state = (status: ReturnStatus, v: Variant): ReturnState => ({
  status,
  shippedBackAt: v.shipped ? new Date(NOW.getTime() - 5 * HOUR) : null,
  dueAt: v.due === 'none' ? null : new Date(NOW.getTime() + (v.due === 'future' ? HOUR : -HOUR)),
})

const codeOf = (fn: () => unknown) => {
  try {
    fn()
    return null
  } catch (e) {
    return e instanceof AppError ? e.code : String(e)
  }
}

const any = () => true
/**
 * Every allowed transition, written out independently of the table in return-state.ts:
 * [from, step, role, to, the condition on shipped-back / deadline].
 */
const ALLOWED: Array<[ReturnStatus, ReturnStep, ReturnActorRole, ReturnStatus, (v: Variant) => boolean]> = [
  ['requested', 'agree', 'seller', 'awaiting_return', any],
  ['requested', 'reject', 'seller', 'rejected', any],
  ['awaiting_admin', 'reject', 'admin', 'rejected', any],
  // a seller's rejection leaves the buyer a deadline to dispute it; an admin's leaves none
  ['rejected', 'dispute', 'buyer', 'awaiting_admin', (v) => v.due === 'future'],
  ['awaiting_return', 'ship_back', 'buyer', 'awaiting_return', (v) => !v.shipped],
  ['awaiting_return', 'receive', 'seller', 'awaiting_admin', any],
  ['awaiting_admin', 'approve', 'admin', 'refunding', any],
  ['requested', 'cancel', 'buyer', 'buyer_cancelled', any],
  ['awaiting_return', 'cancel', 'buyer', 'buyer_cancelled', any],
  ['requested', 'escalate', 'system', 'awaiting_admin', (v) => v.due === 'past'],
  ['awaiting_return', 'escalate', 'system', 'awaiting_admin', (v) => v.due === 'past' && v.shipped],
  ['awaiting_return', 'expire', 'system', 'closed', (v) => v.due === 'past' && !v.shipped],
  ['refunding', 'settle', 'system', 'refunded', any],
]
/** Who may ever take each step (anyone else is FORBIDDEN whatever the state). */
const ROLES: Record<ReturnStep, ReturnActorRole[]> = {
  agree: ['seller'],
  reject: ['seller', 'admin'],
  dispute: ['buyer'],
  ship_back: ['buyer'],
  receive: ['seller'],
  approve: ['admin'],
  cancel: ['buyer'],
  escalate: ['system'],
  expire: ['system'],
  settle: ['system'],
}
const STEPS = Object.keys(ROLES) as ReturnStep[]

describe('return state machine', () => {
  it('the table has exactly the steps written out here', () => {
    expect(Object.keys(RETURN_TRANSITIONS).sort()).toEqual([...STEPS].sort())
  })

  const cases = RETURN_STATUSES.flatMap((status) =>
    STEPS.flatMap((step) => RETURN_ACTOR_ROLES.flatMap((role) => VARIANTS.map((v) => ({ status, step, role, v })))),
  )
  it.each(cases)('$role $step from $status (shipped $v.shipped, deadline $v.due)', ({ status, step, role, v }) => {
    const s = state(status, v)
    const allowed = ALLOWED.find(([f, a, r, , when]) => f === status && a === step && r === role && when(v))
    if (allowed) {
      expect(nextStatus(s, step, role, NOW)).toBe(allowed[3])
      expect(canTransition(s, step, role, NOW)).toBe(true)
      return
    }
    // the wrong actor is refused whatever the state; the right one in the wrong state is a conflict
    expect(codeOf(() => nextStatus(s, step, role, NOW))).toBe(ROLES[step].includes(role) ? 'RETURN_STATUS_CONFLICT' : 'FORBIDDEN')
    expect(canTransition(s, step, role, NOW)).toBe(false)
  })

  it('final statuses take no step by anyone', () => {
    for (const status of ['refunded', 'buyer_cancelled', 'closed'] as const)
      for (const step of STEPS)
        for (const role of RETURN_ACTOR_ROLES)
          for (const v of VARIANTS) expect(canTransition(state(status, v), step, role, NOW), `${role} ${step} ${status}`).toBe(false)
  })
})

describe('deadlines', () => {
  const p: ReturnPeriods = { sellerResponseDays: 2, buyerShipDays: 7, sellerReceiveDays: 5, disputeDays: 3 }
  const days = (d: Date | null) => (d ? (d.getTime() - NOW.getTime()) / (24 * HOUR) : null)

  it('each step starts the deadline of whoever acts next', () => {
    expect(days(deadlineAfter('request', 'buyer', 'requested', NOW, p))).toBe(2)
    expect(days(deadlineAfter('agree', 'seller', 'awaiting_return', NOW, p))).toBe(7)
    expect(days(deadlineAfter('ship_back', 'buyer', 'awaiting_return', NOW, p))).toBe(5)
    expect(days(deadlineAfter('reject', 'seller', 'rejected', NOW, p))).toBe(3)
    expect(deadlineAfter('reject', 'admin', 'rejected', NOW, p)).toBeNull()
    for (const step of ['receive', 'escalate', 'dispute', 'approve', 'cancel', 'expire', 'settle'] as const) {
      const to = ALLOWED.find(([, a]) => a === step)![3]
      expect(deadlineAfter(step, ROLES[step][0]!, to, NOW, p), step).toBeNull()
    }
  })

  it('the deadline is the seller’s, the buyer’s or an admin’s review', () => {
    const at = (status: ReturnStatus, v: Partial<Variant> = {}) => deadlineFor(state(status, { shipped: false, due: 'future', ...v }), NOW)
    expect(at('requested')).toBe('seller')
    expect(at('awaiting_return')).toBe('buyer')
    expect(at('awaiting_return', { shipped: true })).toBe('seller')
    expect(at('awaiting_admin', { due: 'none' })).toBe('admin')
    expect(at('rejected')).toBe('buyer')
    expect(at('rejected', { due: 'past' })).toBeNull()
    expect(at('rejected', { due: 'none' })).toBeNull()
    for (const s of ['refunding', 'refunded', 'buyer_cancelled', 'closed'] as const) expect(at(s)).toBeNull()
  })
})

describe('viewer actions', () => {
  const open = { shipped: false, due: 'future' } as const
  it('buyer, seller and admin each see their own buttons', () => {
    expect(viewerActions(state('requested', open), 'buyer', NOW)).toEqual(['cancel'])
    expect(viewerActions(state('requested', open), 'seller', NOW)).toEqual(['agree', 'reject'])
    expect(viewerActions(state('requested', open), 'admin', NOW)).toEqual([])
    expect(viewerActions(state('awaiting_return', open), 'buyer', NOW)).toEqual(['cancel', 'ship_back'])
    expect(viewerActions(state('awaiting_return', { ...open, shipped: true }), 'buyer', NOW)).toEqual(['cancel'])
    expect(viewerActions(state('awaiting_return', open), 'seller', NOW)).toEqual(['receive'])
    expect(viewerActions(state('awaiting_admin', open), 'admin', NOW)).toEqual(['approve', 'reject'])
    expect(viewerActions(state('awaiting_admin', open), 'seller', NOW)).toEqual([])
    expect(viewerActions(state('rejected', open), 'buyer', NOW)).toEqual(['dispute'])
    expect(viewerActions(state('rejected', { ...open, due: 'past' }), 'buyer', NOW)).toEqual([])
    expect(viewerActions(state('refunding', open), 'admin', NOW)).toEqual([])
  })
})
