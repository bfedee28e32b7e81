import { createAdapter } from '@socket.io/postgres-adapter'
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter'
import { createClient as createRedisClient } from 'redis'
import pg from 'pg'
import { Server, type Socket } from 'socket.io'
import type { Actor } from './auth/actor.ts'
import { type Keys, unsealCookie } from './auth/crypto.ts'
import { SESSION_COOKIE } from './auth/plugin.ts'
import type { Config } from './config.ts'
import { CONNECTION_NAMES, type Database } from './db/client.ts'
import type { App } from './server.ts'

export type Realtime = {
  io: Server
  /** Sends an event to every open connection of one user (all tabs, all processes). */
  emitToUser(userId: string, event: string, payload: unknown): void
  /** Sends an event to a Socket.IO room (all processes), e.g. chat's `presence:<userId>`. */
  emitToRoom(room: string, event: string, payload: unknown): void
  /**
   * Runs for every new connection on this process, after it joined its user room: modules add
   * their event handlers here (chat's `chat:*`). A handler's failure is logged, never thrown.
   */
  onConnection(handler: ConnectionHandler): void
}

export type ConnectionHandler = (socket: Socket, actor: Actor) => void | Promise<void>

function readCookie(header: string | undefined, name: string) {
  for (const part of header?.split(';') ?? []) {
    const [k, ...v] = part.trim().split('=')
    if (k === name) return decodeURIComponent(v.join('='))
  }
  return undefined
}

/**
 * Socket.IO on /socket.io (spec §7's socket host). Connections authenticate with a bearer token
 * (`auth.token`, mobile) or the web's session cookie; each user joins the room `user:<id>`.
 * On PostgreSQL the postgres adapter lets every process reach every connection.
 */
export function attachRealtime(
  app: App,
  opts: { config: Config; database: Database; keys: Keys; authenticateBearer: (token: string) => Promise<Actor | null> },
): Realtime {
  const io = new Server(app.server, {
    path: '/socket.io',
    // WebSocket only: a connection stays on the process that accepted it, so any number of
    // processes (WORKERS=N, or any load balancer) serve Socket.IO without sticky sessions.
    // Long-polling would spread one session's requests over processes that do not know it.
    // Clients connect with `transports: ['websocket']` (docs/deployment.md).
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: [...opts.config.allowedOrigins, opts.config.publicUrl], credentials: true },
  })
  // The adapter keeps a connection for LISTEN and publishes heartbeats: it gets a small pool of
  // its own so it never starves the request pool.
  // REDIS_URL: the Redis adapter (large deployments, docs/deployment.md "Realtime at scale");
  // otherwise PostgreSQL's LISTEN/NOTIFY through the database the processes share already
  const redis = opts.config.REDIS_URL ? redisClients(opts.config.REDIS_URL, app) : undefined
  const adapterPool =
    !redis && opts.database.engine === 'postgres' && opts.database.url
      ? new pg.Pool({ connectionString: opts.database.url, max: 2, application_name: CONNECTION_NAMES.realtime })
      : undefined
  let closing = false
  const handedOut = new Set<pg.PoolClient>()
  if (redis) io.adapter(createRedisAdapter(redis.pub, redis.sub))
  else if (adapterPool) io.adapter(createAdapter(guardedPool(adapterPool, () => closing, handedOut)))

  io.use(async (socket: Socket, next) => {
    try {
      const token =
        (typeof socket.handshake.auth?.token === 'string' && socket.handshake.auth.token) ||
        socket.handshake.headers.authorization?.replace(/^Bearer\s+/i, '')
      let actor: Actor | null = null
      if (token) actor = await opts.authenticateBearer(token)
      else {
        // The cookie's access token is used as is: a socket cannot deliver a renewed cookie, so
        // an expired one makes the client reconnect after its next page request refreshed it.
        const sealed = readCookie(socket.handshake.headers.cookie, SESSION_COOKIE)
        const cookie = sealed ? await unsealCookie(opts.keys, sealed) : null
        if (cookie) actor = await opts.authenticateBearer(cookie.at)
      }
      socket.data.actor = actor ?? { kind: 'anonymous' }
      next()
    } catch (error) {
      next(error as Error)
    }
  })

  const handlers: ConnectionHandler[] = []
  io.on('connection', (socket) => {
    const actor = socket.data.actor as Actor
    if (actor.kind === 'user') void socket.join(`user:${actor.userId}`)
    for (const handler of handlers) {
      try {
        void Promise.resolve(handler(socket, actor)).catch((error) => app.log.warn({ err: error }, 'realtime: connection handler failed'))
      } catch (error) {
        app.log.warn({ err: error }, 'realtime: connection handler failed')
      }
    }
    socket.emit('ready', { user_id: actor.kind === 'user' ? actor.userId : null })
  })

  app.addHook('onClose', async () => {
    closing = true
    await new Promise<void>((resolve) => io.close(() => resolve()))
    // A LISTEN connection the adapter was still setting up is not released by its close():
    // destroy whatever is still handed out, so the pool can end.
    for (const client of handedOut) {
      try {
        client.release(true)
      } catch {
        // already released by the adapter
      }
    }
    handedOut.clear()
    await adapterPool?.end()
    await redis?.close()
  })

  return {
    io,
    emitToUser: (userId, event, payload) => {
      io.to(`user:${userId}`).emit(event, payload)
    },
    emitToRoom: (room, event, payload) => {
      io.to(room).emit(event, payload)
    },
    onConnection: (handler) => {
      handlers.push(handler)
    },
  }
}

/**
 * Drops every open connection of one user at once (a locked account). On PostgreSQL the adapter
 * carries the order to the other processes, so the user's sockets go wherever they are held.
 */
export function disconnectUser(realtime: Realtime, userId: string) {
  realtime.io.in(`user:${userId}`).disconnectSockets(true)
}

/**
 * The adapter connects for LISTEN asynchronously and retries on failure. If the server closes
 * while that connect is in flight, the late connection is released at once and the adapter is
 * left waiting (no retry loop), so the pool can end.
 */
function guardedPool(pool: pg.Pool, isClosing: () => boolean, handedOut: Set<pg.PoolClient>): pg.Pool {
  const never = () => new Promise<never>(() => {})
  const guarded = {
    query: (...args: Parameters<pg.Pool['query']>) => pool.query(...args),
    async connect() {
      let client: pg.PoolClient
      try {
        client = await pool.connect()
      } catch (error) {
        if (isClosing()) return never()
        throw error
      }
      if (isClosing()) {
        client.release()
        return never()
      }
      handedOut.add(client)
      const release = client.release.bind(client)
      client.release = (err?: Error | boolean) => {
        handedOut.delete(client)
        return release(err)
      }
      return client
    },
  }
  return guarded as unknown as pg.Pool
}

/**
 * The Redis adapter's two connections (one publishes, one subscribes). Commands issued while
 * they connect are queued by the client; a connection error is logged and the client retries.
 */
function redisClients(url: string, app: App) {
  const pub = createRedisClient({ url })
  const sub = pub.duplicate()
  for (const client of [pub, sub]) {
    client.on('error', (error: Error) => app.log.warn({ err: error }, 'realtime: redis connection error'))
    client.connect().catch((error: Error) => app.log.error({ err: error }, 'realtime: redis connect failed'))
  }
  return {
    pub,
    sub,
    async close() {
      await Promise.all([pub, sub].map((c) => (c.isOpen ? c.close().catch(() => c.destroy()) : undefined)))
    },
  }
}

/**
 * update-redis (issue 18): this process's open connections of one user get their actor read
 * again (roles, guest state) and are told their state changed; a connection whose session ended
 * is dropped. Every process runs it on the NOTIFY the refresh sends, for the connections it holds.
 */
export async function refreshUserSockets(
  realtime: Realtime,
  userId: string,
  resolve: (sessionId: string) => Promise<Actor | null>,
  event: { name: string; payload: unknown },
) {
  const ids = realtime.io.sockets.adapter.rooms.get(`user:${userId}`)
  for (const id of [...(ids ?? [])]) {
    const socket = realtime.io.sockets.sockets.get(id)
    const actor = socket?.data.actor as Actor | undefined
    if (!socket || actor?.kind !== 'user') continue
    const fresh = await resolve(actor.sessionId).catch(() => null)
    if (!fresh) {
      socket.disconnect(true)
      continue
    }
    socket.data.actor = fresh
    socket.emit(event.name, event.payload)
  }
}
