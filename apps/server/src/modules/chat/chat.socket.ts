import {
  CHAT_EVENTS,
  errorMessage,
  isLang,
  type Lang,
  type TChatAck,
  ZChatPresenceWatch,
  ZChatReadInput,
  ZChatSend,
  ZChatTypingInput,
} from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Socket } from 'socket.io'
import type { z } from 'zod'
import type { Actor } from '#server/platform/auth/actor.ts'
import { isAppError } from '#server/platform/errors.ts'
import type { Presence } from './chat.presence.ts'
import { presenceRoom } from './chat.presence.ts'
import type { ChatService } from './chat.service.ts'

type Ack = (answer: TChatAck | unknown) => void

function langOf(socket: Socket): Lang {
  const header = socket.handshake.headers['accept-language']?.slice(0, 2).toLowerCase()
  const fromAuth = typeof socket.handshake.auth?.lang === 'string' ? socket.handshake.auth.lang : undefined
  const lang = fromAuth ?? header
  return lang && isLang(lang) ? lang : 'vi'
}

/**
 * The chat's Socket.IO events on one connection (docs/api/chat.md "Socket.IO"). Handlers are
 * registered synchronously, before the connection's `ready`, so nothing the client sends right
 * after is lost. Every input is parsed with its contracts schema; a failure answers the ack with
 * the §8 error, localised by the handshake's language.
 */
export function chatConnectionHandler({ service, presence, log }: { service: ChatService; presence: Presence; log: FastifyBaseLogger }) {
  return (socket: Socket, actor: Actor) => {
    if (actor.kind !== 'user' || actor.isGuest) return
    const lang = langOf(socket)
    const fail = (error: unknown): TChatAck => {
      if (isAppError(error)) return { ok: false, error: { code: error.code, message: errorMessage(error.code, lang, error.params) } }
      log.error({ err: error }, 'chat: socket event failed')
      return { ok: false, error: { code: 'UNKNOWN_ERROR', message: errorMessage('UNKNOWN_ERROR', lang) } }
    }
    const invalid = (): TChatAck => ({ ok: false, error: { code: 'VALIDATION_FAILED', message: errorMessage('VALIDATION_FAILED', lang) } })

    function on<S extends z.ZodType>(event: string, schema: S, run: (input: z.output<S>) => Promise<unknown>) {
      socket.on(event, async (payload: unknown, ack?: Ack) => {
        const parsed = schema.safeParse(payload)
        const reply = typeof ack === 'function' ? ack : () => {}
        if (!parsed.success) return reply(invalid())
        try {
          reply(await run(parsed.data))
        } catch (error) {
          reply(fail(error))
        }
      })
    }

    on(CHAT_EVENTS.send, ZChatSend, async (input) => {
      const { message } = await service.send({
        actor,
        roomId: input.room_id,
        type: input.type,
        content: input.content,
        clientId: input.client_id,
      })
      return { ok: true, message } satisfies TChatAck
    })
    on(CHAT_EVENTS.read, ZChatReadInput, async (input) => {
      await service.read({ actor, roomId: input.room_id, seq: input.seq })
      return { ok: true } satisfies TChatAck
    })
    on(CHAT_EVENTS.typing, ZChatTypingInput, async (input) => {
      await service.typing({ actor, roomId: input.room_id, isTyping: input.typing })
      return { ok: true } satisfies TChatAck
    })
    on(CHAT_EVENTS.watchPresence, ZChatPresenceWatch, async (input) => {
      // presence is shown to chat partners only: other ids are left out of the answer
      const partners = await service.partnersAmong(actor.userId, [...new Set(input.user_ids)])
      const ids = input.user_ids.filter((id, i) => partners.has(id) && input.user_ids.indexOf(id) === i)
      // a socket watches one set at a time: the previous watches are left
      for (const room of socket.rooms) if (room.startsWith('presence:')) void socket.leave(room)
      for (const id of ids) void socket.join(presenceRoom(id))
      return presence.states(ids)
    })

    socket.on('disconnect', () => {
      presence.socketDown(actor.userId, socket.id).catch((error) => log.warn({ err: error }, 'chat: presence update failed'))
    })
    presence.socketUp(actor.userId, socket.id).catch((error) => log.warn({ err: error }, 'chat: presence update failed'))
  }
}
