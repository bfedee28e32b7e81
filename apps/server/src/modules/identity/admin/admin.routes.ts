import {
  ZAdminReasonBody,
  ZAdminRoleChange,
  ZAdminUserDetail,
  ZAdminUserItem,
  ZAdminUserQuery,
  ZEnvelope,
  ZOk,
  ZPagedEnvelope,
  ZScheduledDeletion,
  ZStepUp,
  ZTotpCode,
  ZTotpConfirmed,
  ZTotpSetup,
  ZTotpStatus,
  zId,
} from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requireRole } from '#server/platform/auth/actor.ts'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import { requireStepUp, type SecondFactorService } from './second-factor.ts'
import type { AdminUsersService } from './users.service.ts'

const ZIdParams = z.object({ id: zId })
const ZUserIdParams = z.object({ userId: zId })

/**
 * The admin console's users, scheduled seller deletions and the admin's own second factor
 * (`/api/v1/admin/users`, `/deletions`, `/security`). The role is checked before the input
 * (preValidation): anonymous 401, anyone else 403, whatever they send.
 */
export async function adminIdentityRoutes(
  app: App,
  { users, secondFactor }: { users: AdminUsersService; secondFactor: SecondFactorService },
) {
  const adminOnly = async (req: FastifyRequest) => void requireRole(req.actor, 'admin')
  const tags = ['admin']
  // six digits are guessable only by brute force: a handful of tries a minute
  const codeLimit = { rateLimit: { max: 10, timeWindow: 60_000 } }

  app.get(
    '/api/v1/admin/users',
    { preValidation: adminOnly, schema: { tags, querystring: ZAdminUserQuery, response: { 200: ZPagedEnvelope(ZAdminUserItem) } } },
    async (req) => {
      const { items, meta } = await users.search({ actor: req.actor, query: req.query })
      return { success: true as const, data: items, meta }
    },
  )

  app.get(
    '/api/v1/admin/users/:id',
    { preValidation: adminOnly, schema: { tags, params: ZIdParams, response: { 200: ZEnvelope(ZAdminUserDetail) } } },
    async (req) => ok(await users.detail({ actor: req.actor, id: req.params.id })),
  )

  app.post(
    '/api/v1/admin/users/:id/lock',
    {
      preValidation: adminOnly,
      schema: { tags, params: ZIdParams, body: ZAdminReasonBody, response: { 200: ZEnvelope(ZAdminUserDetail) } },
    },
    async (req) => {
      requireStepUp(req)
      return ok(await users.lock({ actor: req.actor, id: req.params.id, reason: req.body.reason }))
    },
  )

  app.post(
    '/api/v1/admin/users/:id/unlock',
    {
      preValidation: adminOnly,
      schema: { tags, params: ZIdParams, body: ZAdminReasonBody, response: { 200: ZEnvelope(ZAdminUserDetail) } },
    },
    async (req) => ok(await users.unlock({ actor: req.actor, id: req.params.id, reason: req.body.reason })),
  )

  app.post(
    '/api/v1/admin/users/:id/roles',
    {
      preValidation: adminOnly,
      schema: { tags, params: ZIdParams, body: ZAdminRoleChange, response: { 200: ZEnvelope(ZAdminUserDetail) } },
    },
    async (req) => {
      requireStepUp(req)
      return ok(await users.changeRole({ actor: req.actor, id: req.params.id, ...req.body }))
    },
  )

  app.get(
    '/api/v1/admin/deletions',
    { preValidation: adminOnly, schema: { tags, response: { 200: ZEnvelope(z.array(ZScheduledDeletion)) } } },
    async (req) => ok(await users.deletions({ actor: req.actor })),
  )

  app.post(
    '/api/v1/admin/deletions/:userId/cancel',
    {
      preValidation: adminOnly,
      schema: { tags, params: ZUserIdParams, body: ZAdminReasonBody, response: { 200: ZEnvelope(z.array(ZScheduledDeletion)) } },
    },
    async (req) => ok(await users.cancelDeletion({ actor: req.actor, userId: req.params.userId, reason: req.body.reason })),
  )

  // ----- the acting admin's second factor -----

  app.get(
    '/api/v1/admin/security',
    { preValidation: adminOnly, schema: { tags, response: { 200: ZEnvelope(ZTotpStatus) } } },
    async (req) => ok(await secondFactor.status({ actor: req.actor })),
  )

  app.post(
    '/api/v1/admin/security/totp/setup',
    { preValidation: adminOnly, schema: { tags, response: { 200: ZEnvelope(ZTotpSetup) } } },
    async (req) => ok(await secondFactor.setup({ actor: req.actor })),
  )

  app.post(
    '/api/v1/admin/security/totp/confirm',
    { preValidation: adminOnly, config: codeLimit, schema: { tags, body: ZTotpCode, response: { 200: ZEnvelope(ZTotpConfirmed) } } },
    async (req) => ok(await secondFactor.confirm({ actor: req.actor, code: req.body.code })),
  )

  app.post(
    '/api/v1/admin/security/totp/disable',
    { preValidation: adminOnly, config: codeLimit, schema: { tags, body: ZTotpCode, response: { 200: ZOk } } },
    async (req) => ok(await secondFactor.disable({ actor: req.actor, code: req.body.code })),
  )

  app.post(
    '/api/v1/admin/security/step-up',
    { preValidation: adminOnly, config: codeLimit, schema: { tags, body: ZTotpCode, response: { 200: ZEnvelope(ZStepUp) } } },
    async (req) => ok(await secondFactor.stepUp({ actor: req.actor, code: req.body.code })),
  )
}
