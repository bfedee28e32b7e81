import { type Socket, io } from 'socket.io-client'

/**
 * The browser's one Socket.IO connection (per tab), shared by chat and notifications. This
 * module carries socket.io-client (≈14 KB gzip), so it is only ever imported dynamically through
 * `loadRealtime()` in ./index.ts: public pages never download it for anonymous visitors.
 */
export type RealtimeClient = {
  /** The user the connection was opened for (the session cookie authenticates it). */
  readonly userId: string
  /** Listens to a server event; returns the function that stops listening. */
  on<T = unknown>(event: string, handler: (payload: T) => void): () => void
  /**
   * Sends an event and waits for the server's acknowledgement (rejects after `timeoutMs`, or at
   * once while disconnected: callers keep their optimistic state and retry).
   */
  request<T = unknown>(event: string, payload: unknown, timeoutMs?: number): Promise<T>
  /** Sends an event without waiting (typing indicators and the like); dropped while disconnected. */
  send(event: string, payload: unknown): void
  /**
   * Called on every connection after the first one (a reconnect): the caller fetches what it
   * missed by cursor, since the server does not replay events.
   */
  onReconnect(handler: () => void): () => void
  /** Called when the connection goes up or down (for an "offline, reconnecting…" hint). */
  onStatus(handler: (connected: boolean) => void): () => void
  readonly connected: boolean
  close(): void
}

export function connect(base: string, userId: string): RealtimeClient {
  // WebSocket only, like the server (apps/server/src/platform/realtime.ts): no sticky sessions needed.
  const socket: Socket = io(base || undefined, { path: '/socket.io', transports: ['websocket'], withCredentials: true })
  let connectedOnce = false
  const reconnectHandlers = new Set<() => void>()
  const statusHandlers = new Set<(connected: boolean) => void>()
  socket.on('connect', () => {
    for (const h of statusHandlers) h(true)
    if (connectedOnce) for (const h of reconnectHandlers) h()
    connectedOnce = true
  })
  socket.on('disconnect', () => {
    for (const h of statusHandlers) h(false)
  })
  return {
    userId,
    on(event, handler) {
      const h = handler as (payload: unknown) => void
      socket.on(event, h)
      return () => {
        socket.off(event, h)
      }
    },
    async request<T>(event: string, payload: unknown, timeoutMs = 8000) {
      if (!socket.connected) throw new Error('disconnected')
      return (await socket.timeout(timeoutMs).emitWithAck(event, payload)) as T
    },
    send(event, payload) {
      if (socket.connected) socket.emit(event, payload)
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler)
      return () => reconnectHandlers.delete(handler)
    },
    onStatus(handler) {
      statusHandlers.add(handler)
      return () => statusHandlers.delete(handler)
    },
    get connected() {
      return socket.connected
    },
    close() {
      reconnectHandlers.clear()
      statusHandlers.clear()
      socket.close()
    },
  }
}
