import { requireStepUp } from '../identity/index.ts'
import {
  type SettingsGroup,
  ZEnvelope,
  ZFeeSettings,
  ZOrderSettings,
  ZPlatformSettings,
  ZRemoteConfig,
  ZRemoteConfigSettings,
} from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { requireRole } from '#server/platform/auth/actor.ts'
import { ok } from '#server/platform/http.ts'
import { publicRead } from '#server/platform/page-serve.ts'
import type { App } from '#server/platform/server.ts'
import type { SettingsService } from './settings.service.ts'

const ADMIN = '/api/v1/admin/settings'

/**
 * `/api/v1/admin/settings` (docs/api/admin-content.md): who asks is checked before what they send
 * (preValidation), so anonymous is 401 and a non-admin 403 whatever the body.
 */
export async function settingsRoutes(app: App, { service }: { service: SettingsService }) {
  const adminOnly = async (req: FastifyRequest) => void requireRole(req.actor, 'admin')
  const answer = { response: { 200: ZEnvelope(ZPlatformSettings) } }

  app.get(ADMIN, { preValidation: adminOnly, schema: { tags: ['admin'], ...answer } }, async (req) =>
    ok(await service.all({ actor: req.actor })),
  )

  const groups: Array<[SettingsGroup, z.ZodType]> = [
    ['fees', ZFeeSettings],
    ['orders', ZOrderSettings],
    ['remote_config', ZRemoteConfigSettings],
  ]
  for (const [group, body] of groups)
    app.put(`${ADMIN}/${group}`, { preValidation: adminOnly, schema: { tags: ['admin'], body, ...answer } }, async (req) => {
      // fee rates move every seller's money: an enrolled admin confirms with a fresh code
      if (group === 'fees') requireStepUp(req)
      return ok(await service.update({ actor: req.actor, group, value: req.body as never }))
    })

  app.get(
    '/api/v1/public/remote-config',
    { config: publicRead('content'), schema: { tags: ['public'], response: { 200: ZEnvelope(ZRemoteConfig) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return ok(await service.remoteConfig())
    },
  )
}
