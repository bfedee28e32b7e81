import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from './config.ts'
import { type CachedResponse, etagMatches, PageCache, pickEncoding } from './page-cache.ts'

/** platform/auth/plugin.ts's cookies: a session is personal unless the browser says it is a guest's. */
const SESSION_COOKIE = 'xinh_session'
const GUEST_HINT_COOKIE = 'xinh_guest'
const BYPASS_HEADER = 'x-xinh-cache'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public read whose anonymous answer may be shared: the tags of what it is built from
     * (decision 007). Only GET routes without personal data set this.
     */
    publicCache?: { tags: (req: FastifyRequest) => string[]; onHit?: (req: FastifyRequest) => void }
  }
}

export function createPageCache(config: Config) {
  return new PageCache({
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    freshMs: config.PAGE_CACHE_FRESH_SECONDS * 1000,
    staleMs: config.PAGE_CACHE_STALE_SECONDS * 1000,
    listingDebounceMs: 5_000,
  })
}

const cookieValue = (cookies: Record<string, string | undefined> | undefined, name: string) => cookies?.[name]

/**
 * Whether a request may be answered from (and its answer stored in) the shared cache: a GET or
 * HEAD from someone not signed in — no bearer token, and no session cookie unless it is a guest
 * session (a guest cart's count comes from the browser). API reads are shared only without any
 * credentials (`api`). Anyone signed in gets a render of their own.
 */
export function isSharedRequest(req: FastifyRequest, config: Config, kind: 'page' | 'api' = 'page') {
  if (!config.PAGE_CACHE) return false
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (req.headers.authorization) return false
  if (cookieValue(req.cookies, SESSION_COOKIE) && (kind === 'api' || cookieValue(req.cookies, GUEST_HINT_COOKIE) !== '1')) return false
  if (config.PAGE_CACHE_BYPASS && req.headers[BYPASS_HEADER] === 'bypass') return false
  return true
}

/**
 * The cache key: the page or API read, and everything else its anonymous answer depends on —
 * the host (absolute URLs), the language and the store region (cookies for pages, headers for
 * the API).
 */
export function cacheKey(req: FastifyRequest, kind: 'page' | 'api') {
  const host = req.headers.host ?? ''
  if (kind === 'page') {
    const lang = cookieValue(req.cookies, 'lang') ?? ''
    const region = cookieValue(req.cookies, 'country') === 'SG' ? 'SG' : 'VN'
    return `P\n${host}\n${lang}\n${region}\n${req.url}`
  }
  const country = typeof req.headers['x-country'] === 'string' ? req.headers['x-country'] : ''
  return `A\n${host}\n${req.lang}\n${country}\n${req.url}`
}

/** Answers from a stored response: 304 when the browser has it, else the best encoding it accepts. */
export function replyFromCache(req: FastifyRequest, reply: FastifyReply, entry: CachedResponse, hit = true) {
  if (hit) entry.onHit?.(req)
  reply.headers(entry.headers)
  reply.header('etag', entry.etag)
  reply.header('age', String(Math.floor((Date.now() - entry.storedAt) / 1000)))
  reply.header('x-cache', hit ? 'HIT' : 'MISS')
  return sendCompressed(req, reply, entry)
}

/** Sends a compressed-once response: 304 when the browser has it, else the best encoding it accepts. */
export function sendCompressed(req: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
  if (etagMatches(req.headers['if-none-match'] as string | undefined, entry.etag)) return reply.code(304).send()
  const encoding = pickEncoding(req.headers['accept-encoding'] as string | undefined)
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  reply.code(entry.status)
  return reply.send(req.method === 'HEAD' ? undefined : body)
}

/** Header names never replayed from a stored response. */
const NOT_REPLAYED = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'age',
  'x-request-id',
  'x-cache',
  'date',
  'connection',
  'keep-alive',
])

/** The headers of a response worth replaying for every visitor. */
export function replayableHeaders(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_REPLAYED.has(name.toLowerCase())) continue
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  return out
}

/**
 * Route config of a public read whose anonymous answer is shared (decision 007):
 * `config: publicRead('listing')` or `config: publicRead((req) => [`product:${id}`])`.
 */
export function publicRead(...tags: Array<string | ((req: FastifyRequest) => string[])>) {
  return {
    publicCache: { tags: (req: FastifyRequest) => tags.flatMap((t) => (typeof t === 'string' ? [t] : t(req))) },
  }
}

/** `publicRead` with a side effect to repeat when a stored copy is served (e.g. counting a search). */
export function publicReadWithHit(onHit: (req: FastifyRequest) => void, ...tags: Array<string | ((req: FastifyRequest) => string[])>) {
  return { publicCache: { ...publicRead(...tags).publicCache, onHit } }
}

/** The `:id` (or another path parameter) of a request, for tags. */
export const param = (req: FastifyRequest, name = 'id') => String((req.params as Record<string, unknown>)[name] ?? '')
