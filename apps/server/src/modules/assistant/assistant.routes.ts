import {
  ASSISTANT_PATHS,
  ZAssistantChatReply,
  ZAssistantChatRequest,
  ZAssistantConfig,
  ZAssistantConfigUpdate,
  ZAssistantEventInput,
  ZAssistantHistory,
  ZAssistantHistoryQuery,
  ZEnvelope,
  ZOk,
} from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { requireRole, visitorOf } from '#server/platform/auth/actor.ts'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { AssistantService } from './assistant.service.ts'

const tags = ['assistant']
// a 5 MB image as base64 plus the rest of the body
const CHAT_BODY_LIMIT = 7_500_000

/**
 * The shopping assistant (docs/api/assistant.md). Chatting needs a session (a signed-in buyer or a
 * guest session: POST /community/v1/user/request-guest-user first); reading history and the config
 * and reporting analytics are public (an anonymous history is empty).
 */
export async function assistantRoutes(app: App, { service }: { service: AssistantService }) {
  const adminOnly = async (req: FastifyRequest) => void requireRole(req.actor, 'admin')

  app.post(
    ASSISTANT_PATHS.chat,
    {
      bodyLimit: CHAT_BODY_LIMIT,
      config: { access: 'member' },
      schema: { tags, body: ZAssistantChatRequest, response: { 200: ZEnvelope(ZAssistantChatReply) } },
    },
    async (req) => ok(await service.chat({ actor: req.actor, lang: req.lang, body: req.body })),
  )

  app.get(
    ASSISTANT_PATHS.history,
    { schema: { tags, querystring: ZAssistantHistoryQuery, response: { 200: ZEnvelope(ZAssistantHistory) } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store')
      return ok(await service.history({ actor: req.actor, query: req.query }))
    },
  )

  app.post(ASSISTANT_PATHS.events, { schema: { tags, body: ZAssistantEventInput, response: { 200: ZOk } } }, async (req) =>
    ok(await service.recordEvent({ actor: req.actor, visitor: visitorOf(req), input: req.body })),
  )

  app.get(ASSISTANT_PATHS.config, { schema: { tags, response: { 200: ZEnvelope(ZAssistantConfig) } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300')
    return ok(await service.config())
  })

  app.get(
    ASSISTANT_PATHS.adminConfig,
    { preValidation: adminOnly, schema: { tags: ['admin'], response: { 200: ZEnvelope(ZAssistantConfig) } } },
    async (req) => ok(await service.adminConfig({ actor: req.actor })),
  )
  app.put(
    ASSISTANT_PATHS.adminConfig,
    { preValidation: adminOnly, schema: { tags: ['admin'], body: ZAssistantConfigUpdate, response: { 200: ZEnvelope(ZAssistantConfig) } } },
    async (req) => ok(await service.updateConfig({ actor: req.actor, input: req.body })),
  )
}
