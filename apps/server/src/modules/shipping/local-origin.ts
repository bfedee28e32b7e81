import type { FastifyInstance } from 'fastify'

/** `http://host:port` this server listens on (loopback for a wildcard bind), or null before it listens. */
export function listeningOrigin(app: Pick<FastifyInstance, 'server'>): string | null {
  const addr = app.server.address()
  if (!addr || typeof addr === 'string') return null
  const wildcard = addr.address === '0.0.0.0' || addr.address === '::'
  const host = wildcard ? '127.0.0.1' : addr.family === 'IPv6' ? `[${addr.address}]` : addr.address
  return `http://${host}:${addr.port}`
}
