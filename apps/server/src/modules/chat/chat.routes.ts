import {
  CHAT_PATHS,
  ZChangeUserStatusQuery,
  ZChatBlockState,
  ZChatBuyerOrder,
  ZChatChanged,
  ZChatMessagePage,
  ZChatMessagesQuery,
  ZChatPost,
  ZChatPostResult,
  ZChatReadBody,
  ZChatRedDot,
  ZChatReportInput,
  ZChatRoomList,
  ZChatRoomsQuery,
  ZChatShopVoucher,
  ZChatSideQuery,
  ZChatSuggestions,
  ZChatSuggestQuery,
  ZEnvelope,
  ZIdPath,
  ZOk,
  ZPathId,
  ZQuickReply,
  ZQuickReplyInput,
} from '@xinh/contracts'
import { z } from 'zod'
import { requireUser } from '#server/platform/auth/actor.ts'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { Presence } from './chat.presence.ts'
import type { ChatReports } from './chat.reports.ts'
import type { ChatService } from './chat.service.ts'
import { suggestions } from './chat.suggest.ts'

const tags = ['chat']
// chat needs a signed-in user (spec §6 "login is needed for chat"), not a guest session
const user = { access: 'user' as const }

/**
 * Buyer–seller chat over HTTP (spec §7 Chat rooms; docs/api/chat.md). Room ids in paths are any
 * string (ZPathId): one that names no room of the caller's is CHAT_ROOM_NOT_FOUND.
 */
export async function chatRoutes(
  app: App,
  { service, presence, reports }: { service: ChatService; presence: Presence; reports: ChatReports },
) {
  app.get(
    CHAT_PATHS.rooms,
    { schema: { tags, querystring: ZChatRoomsQuery, response: { 200: ZEnvelope(ZChatRoomList) } }, config: user },
    async (req) => ok(await service.listRooms({ actor: req.actor, query: req.query })),
  )
  app.post(
    CHAT_PATHS.rooms,
    { schema: { tags, body: ZChatPost, response: { 200: ZEnvelope(ZChatPostResult) } }, config: user },
    async (req) => {
      const body = req.body
      if ('room_id' in body)
        return ok(
          await service.post({ actor: req.actor, roomId: body.room_id, type: body.type, content: body.content, clientId: body.client_id }),
        )
      return ok(
        await service.open({ actor: req.actor, shopId: body.shop_id, content: body.content, type: body.type, clientId: body.client_id }),
      )
    },
  )
  app.get(
    CHAT_PATHS.messages,
    { schema: { tags, params: ZPathId, querystring: ZChatMessagesQuery, response: { 200: ZEnvelope(ZChatMessagePage) } }, config: user },
    async (req) => ok(await service.messages({ actor: req.actor, roomId: req.params.id, query: req.query })),
  )
  app.get(
    CHAT_PATHS.suggest,
    { schema: { tags, querystring: ZChatSuggestQuery, response: { 200: ZEnvelope(ZChatSuggestions) } }, config: { access: 'public' } },
    async (req) => ok(suggestions(req.query.context, req.lang)),
  )
  app.post(CHAT_PATHS.hide, { schema: { tags, params: ZPathId, response: { 200: ZOk } }, config: user }, async (req) =>
    ok(await service.setFlags({ actor: req.actor, roomId: req.params.id, flags: { hidden: true } })),
  )
  app.get(
    CHAT_PATHS.redDot,
    { schema: { tags, querystring: ZChatSideQuery, response: { 200: ZEnvelope(ZChatRedDot) } }, config: user },
    async (req) => ok(await service.redDot({ actor: req.actor, side: req.query.side })),
  )
  app.post(
    CHAT_PATHS.readAll,
    { schema: { tags, querystring: ZChatSideQuery, response: { 200: ZEnvelope(ZChatChanged) } }, config: user },
    async (req) => ok(await service.markAll({ actor: req.actor, side: req.query.side, read: true })),
  )
  app.post(
    CHAT_PATHS.unreadAll,
    { schema: { tags, querystring: ZChatSideQuery, response: { 200: ZEnvelope(ZChatChanged) } }, config: user },
    async (req) => ok(await service.markAll({ actor: req.actor, side: req.query.side, read: false })),
  )
  app.put(CHAT_PATHS.unreadRoom, { schema: { tags, params: ZPathId, response: { 200: ZOk } }, config: user }, async (req) =>
    ok(await service.setFlags({ actor: req.actor, roomId: req.params.id, flags: { marked: true } })),
  )
  app.put(
    CHAT_PATHS.readRoom,
    { schema: { tags, params: ZPathId, body: ZChatReadBody.optional(), response: { 200: ZOk } }, config: user },
    async (req) => ok(await service.read({ actor: req.actor, roomId: req.params.id, seq: req.body?.seq })),
  )
  app.post(
    CHAT_PATHS.block,
    { schema: { tags, params: ZPathId, response: { 200: ZEnvelope(ZChatBlockState) } }, config: user },
    async (req) => ok(await service.setBlock({ actor: req.actor, roomId: req.params.id, blocked: true })),
  )
  app.delete(
    CHAT_PATHS.block,
    { schema: { tags, params: ZPathId, response: { 200: ZEnvelope(ZChatBlockState) } }, config: user },
    async (req) => ok(await service.setBlock({ actor: req.actor, roomId: req.params.id, blocked: false })),
  )
  app.post(
    CHAT_PATHS.report,
    {
      schema: { tags, params: ZPathId, body: ZChatReportInput, response: { 200: ZEnvelope(z.object({ _id: z.string() })) } },
      config: user,
    },
    async (req) => ok(await reports.report({ actor: req.actor, roomId: req.params.id, input: req.body })),
  )

  // seller side (the /api/v1/seller/ prefix: an approved shop's owner)
  app.get(CHAT_PATHS.quickReplies, { schema: { tags, response: { 200: ZEnvelope(z.array(ZQuickReply)) } } }, async (req) =>
    ok(await service.quickReplies.list({ actor: req.actor })),
  )
  app.post(CHAT_PATHS.quickReplies, { schema: { tags, body: ZQuickReplyInput, response: { 200: ZEnvelope(ZQuickReply) } } }, async (req) =>
    ok(await service.quickReplies.create({ actor: req.actor, content: req.body.content })),
  )
  app.put(
    CHAT_PATHS.quickReply,
    { schema: { tags, params: ZIdPath, body: ZQuickReplyInput, response: { 200: ZEnvelope(ZQuickReply) } } },
    async (req) => ok(await service.quickReplies.update({ actor: req.actor, id: req.params.id, content: req.body.content })),
  )
  app.delete(CHAT_PATHS.quickReply, { schema: { tags, params: ZIdPath, response: { 200: ZOk } } }, async (req) =>
    ok(await service.quickReplies.remove({ actor: req.actor, id: req.params.id })),
  )
  app.get(
    CHAT_PATHS.buyerOrders,
    { schema: { tags, params: ZPathId, response: { 200: ZEnvelope(z.array(ZChatBuyerOrder)) } } },
    async (req) => ok(await service.buyerOrders({ actor: req.actor, roomId: req.params.id })),
  )
  app.get(CHAT_PATHS.shopVouchers, { schema: { tags, response: { 200: ZEnvelope(z.array(ZChatShopVoucher)) } } }, async (req) =>
    ok(await service.shopVouchers({ actor: req.actor })),
  )

  // spec §7 (community API): the device's online status, shown as presence in chat. POST too:
  // a closing tab reports "offline" with navigator.sendBeacon, which can only POST
  for (const method of ['PUT', 'POST'] as const)
    app.route({
      method,
      url: CHAT_PATHS.changeUserStatus,
      schema: { tags, querystring: ZChangeUserStatusQuery, response: { 200: ZOk } },
      config: user,
      handler: async (req) => ok(await presence.setDeviceStatus(requireUser(req.actor).userId, req.query.deviceId, req.query.status)),
    })
}
