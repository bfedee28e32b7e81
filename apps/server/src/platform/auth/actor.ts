import type { Role } from '@xinh/contracts'
import { AppError } from '../errors.ts'

/** Who is making a request. Guests hold a real (guest) user row so a cart can belong to them. */
export type Actor =
  | { kind: 'anonymous' }
  | {
      kind: 'user'
      userId: string
      sessionId: string
      roles: Role[]
      isGuest: boolean
      via: 'bearer' | 'cookie'
      /** The second factor (admins, issue 14): enrolled or not, and when this session last proved it. */
      secondFactor?: { enrolled: boolean; verifiedAt: Date | null }
    }

export type UserActor = Extract<Actor, { kind: 'user' }>

export function requireUser(actor: Actor, options: { allowGuest?: boolean } = {}): UserActor {
  if (actor.kind !== 'user') throw new AppError('UNAUTHENTICATED')
  if (actor.isGuest && !options.allowGuest) throw new AppError('UNAUTHENTICATED')
  return actor
}

export function requireRole(actor: Actor, ...roles: Role[]): UserActor {
  const user = requireUser(actor)
  if (!roles.some((r) => user.roles.includes(r))) throw new AppError('FORBIDDEN')
  return user
}

export const hasRole = (actor: Actor, role: Role) => actor.kind === 'user' && actor.roles.includes(role)

/** The signed-in (not guest) user a public read is personalised for, if any. */
export const viewerOf = (actor: Actor) => (actor.kind === 'user' && !actor.isGuest ? actor.userId : undefined)

/**
 * Who a visitor is, as an opaque key, for counting distinct visitors (autocomplete only offers
 * keywords several visitors searched, decision 008): the user (guests included), else the device
 * id (`From`, a year-long cookie on the web), else the session id (`X-Session-Id`), else the
 * address. The device and session ids are the client's word, so the count is a hurdle for
 * accidents and casual abuse, not proof.
 */
export function visitorOf(req: { actor: Actor; headers: Record<string, string | string[] | undefined>; ip: string }): string {
  if (req.actor.kind === 'user') return `u:${req.actor.userId}`
  const header = (name: string) => {
    const v = req.headers[name]
    const s = (Array.isArray(v) ? v[0] : v)?.trim()
    return s && /^[\w.:-]{8,100}$/.test(s) ? s : undefined
  }
  const device = header('from')
  if (device) return `d:${device}`
  const session = header('x-session-id')
  if (session) return `s:${session}`
  return `ip:${req.ip}`
}
