import { io } from 'socket.io-client'

/**
 * The lazy part of the realtime client: socket.io-client (≈13 KB gzip) is only ever imported
 * through `import()` from ./index.ts, so public pages seen by signed-out visitors never load it.
 * The server accepts WebSocket only (apps/server/src/platform/realtime.ts: a connection stays on
 * the process that accepted it) and authenticates the web's session cookie.
 */
export function createSocket(base: string) {
  return io(base || undefined, { path: '/socket.io', transports: ['websocket'], withCredentials: true })
}
