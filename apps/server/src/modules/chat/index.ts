import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/platform/db/client.ts'
import type { Notifier } from '#server/platform/notify.ts'
import type { Realtime } from '#server/platform/realtime.ts'
import type { App } from '#server/platform/server.ts'
import { createChatPerformance, defineChatJobs } from './chat.performance.ts'
import { type ChatCards, type ChatEvents, noChatEvents } from './chat.ports.ts'
import { createPresence } from './chat.presence.ts'
import { createChatReports } from './chat.reports.ts'
import { chatReportsRoutes } from './chat.reports.routes.ts'
import { chatRoutes } from './chat.routes.ts'
import { createChatService } from './chat.service.ts'
import { chatConnectionHandler } from './chat.socket.ts'

export type { ChatCards, ChatEvents, OfflineMessageEvent, SellerInactiveEvent } from './chat.ports.ts'
export { noChatEvents } from './chat.ports.ts'
export { CHAT_INACTIVITY_JOB, defineChatJobs } from './chat.performance.ts'
export type { ChatService } from './chat.service.ts'
export type { ChatReports } from './chat.reports.ts'
export { type BlockList, createBlockList } from './chat.blocks.ts'

/**
 * The chat module (issue 15, docs/api/chat.md): the service, presence, reports queue, response
 * figures, its routes and its Socket.IO handlers. `events` defaults to writing nothing until the
 * lead wires it to the notifications module (see chat.ports.ts).
 */
export function createChatModule(opts: {
  db: Db
  cards: ChatCards
  events?: ChatEvents
  findSensitive: (text: string) => string[]
  imageUrlPrefix: string
  notifier: Notifier
  publicUrl: string
  log: FastifyBaseLogger
  rateLimit?: { burst: number; windowMs: number }
}) {
  const events = opts.events ?? noChatEvents
  const service = createChatService({ ...opts, events })
  const presence = createPresence({ db: opts.db, log: opts.log })
  const reports = createChatReports({ db: opts.db, chat: service })
  const performance = createChatPerformance({ ...opts, events })

  return {
    service,
    presence,
    reports,
    performance,
    defineJobs: (jobs: Parameters<typeof defineChatJobs>[0]) => defineChatJobs(jobs, performance),
    /** Routes (HTTP) and, once Socket.IO exists, the socket handlers. */
    async register(app: App, realtime: Realtime) {
      const emitter = { toUser: realtime.emitToUser, toRoom: realtime.emitToRoom }
      service.connect(emitter, presence.onlineAmong)
      presence.connect(emitter)
      realtime.onConnection(chatConnectionHandler({ service, presence, log: opts.log }))
      app.addHook('preClose', async () => presence.close())
      await app.register(chatRoutes, { service, presence, reports })
      await app.register(chatReportsRoutes, { reports })
    },
  }
}
export type ChatModule = ReturnType<typeof createChatModule>
