import type { Role } from '@xinh/contracts'
import { AppError } from '../errors.ts'

/** Who is making a request. Guests hold a real (guest) user row so a cart can belong to them. */
export type Actor =
  | { kind: 'anonymous' }
  | { kind: 'user'; userId: string; sessionId: string; roles: Role[]; isGuest: boolean; via: 'bearer' | 'cookie' }

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
