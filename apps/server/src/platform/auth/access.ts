import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors.ts'
import type { Actor } from './actor.ts'

/**
 * Who may call a route, checked before anything about the request is read:
 * - `public`: anyone;
 * - `member`: a signed-in user or a guest session (carts, checkout, orders of a guest checkout);
 * - `user`: a signed-in user, not a guest;
 * - `seller`: a signed-in user who owns an approved shop;
 * - `admin`: a signed-in user with the admin role.
 */
export type Access = 'public' | 'member' | 'user' | 'seller' | 'admin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Overrides the access the route's path prefix gives it (see ACCESS_BY_PREFIX). */
    access?: Access
  }
}

/**
 * The access a route has unless it declares one (`config: { access }`): the API's areas.
 * Every other route is public unless it says otherwise.
 */
export const ACCESS_BY_PREFIX: ReadonlyArray<readonly [string, Access]> = [
  ['/api/v1/admin/', 'admin'],
  ['/api/v1/seller/', 'seller'],
  ['/api/v1/mobile/', 'member'],
]

/** The access of a route, from its declaration or its path pattern. */
export function accessOf(routeUrl: string | undefined, declared: Access | undefined): Access {
  if (declared) return declared
  if (!routeUrl) return 'public'
  return ACCESS_BY_PREFIX.find(([prefix]) => routeUrl.startsWith(prefix))?.[1] ?? 'public'
}

export type AccessChecks = {
  /** True when the user owns an approved shop (the shops module answers; the platform knows no module). */
  ownsApprovedShop(userId: string): Promise<boolean>
}

/** Throws the error the caller gets when `actor` may not call a route of this access. */
export async function assertAccess(actor: Actor, access: Access, checks: AccessChecks): Promise<void> {
  if (access === 'public') return
  if (actor.kind !== 'user') throw new AppError('UNAUTHENTICATED')
  if (access === 'member') return
  if (actor.isGuest) throw new AppError('UNAUTHENTICATED')
  if (access === 'admin' && !actor.roles.includes('admin')) throw new AppError('FORBIDDEN')
  if (access === 'seller' && !(await checks.ownsApprovedShop(actor.userId))) throw new AppError('FORBIDDEN')
}

/**
 * Authenticate and authorise first (issue 12): the route's access is checked in `onRequest`,
 * right after the auth plugin resolved the caller, so an anonymous or unauthorised caller gets
 * 401/403 before the body is parsed or validated and never learns the route's schema from a
 * 400. The services keep their own checks (ownership, a shop's state): this is the outer gate.
 */
export const accessPlugin = fp<{ checks: AccessChecks }>(
  async (app, { checks }) => {
    app.addHook('onRequest', async (req: FastifyRequest) => {
      const access = accessOf(req.routeOptions.url, req.routeOptions.config?.access)
      await assertAccess(req.actor, access, checks)
    })
  },
  { name: 'xinh-access', dependencies: ['xinh-auth'] },
)
