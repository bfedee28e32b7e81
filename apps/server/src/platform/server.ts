import { randomBytes, randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyCors from '@fastify/cors'
import fastifyHelmet from '@fastify/helmet'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import { errorMessage, issuesToFields, type Lang } from '@xinh/contracts'
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { accessOf } from './auth/access.ts'
import type { Actor } from './auth/actor.ts'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { AppError, isAppError } from './errors.ts'
import { requestLang } from './i18n.ts'
import { createLogger } from './logger.ts'
import { rejectUnstorableText } from './text-guard.ts'
import { databaseRateLimitStore } from './rate-limit-store.ts'
import type { PageCache } from './page-cache.ts'
import { cacheKey, createPageCache, isSharedRequest, replayableHeaders, replyFromCache } from './page-serve.ts'
import { loopTurns } from './loop-turns.ts'
import { overloadGuard } from './overload.ts'
import { namePluginsOnRegister } from './plugin-names.ts'
import { storageOrigins } from './storage-url.ts'
import { emptyTally, meterDatabase, meterSql, type SqlTally } from './db/sql-meter.ts'

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor
    lang: Lang
  }
  interface FastifyInstance {
    /** Shared cache of anonymous public pages and API reads (platform/page-cache.ts). */
    pageCache: PageCache
    /** Every route registered (method, url), in order. */
    routeTable: ReadonlyArray<{ method: string; url: string }>
  }
}

/** Issue 18 (pixels): where Meta Pixel, TikTok Pixel and Google Tag Manager / GA4 load their code from. */
const PIXEL_SCRIPT_HOSTS = ['https://connect.facebook.net', 'https://analytics.tiktok.com', 'https://www.googletagmanager.com']
/** …and where they send their beacons (their images fall under img-src https:). */
const PIXEL_CONNECT_HOSTS = [
  'https://www.facebook.com',
  'https://analytics.tiktok.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
]

export type App = FastifyInstance<
  import('node:http').Server,
  import('node:http').IncomingMessage,
  import('node:http').ServerResponse,
  import('fastify').FastifyBaseLogger,
  ZodTypeProvider
>

/**
 * SQL_METER (benchmarks): each request runs with a tally of its own SQL statements, answered in
 * `Server-Timing` — registered first so that every later hook, the handler and the page render
 * run inside it. Loaders finish before a page's body streams, so the count is whole at onSend.
 */
function meterRequests(app: App, database: Database) {
  meterDatabase(database)
  const tallies = new WeakMap<FastifyRequest, SqlTally>()
  app.addHook('onRequest', (req, _reply, done) => {
    const tally = emptyTally()
    tallies.set(req, tally)
    meterSql(tally, done)
  })
  app.addHook('onSend', async (req, reply, payload) => {
    const t = tallies.get(req)
    if (t)
      reply.header(
        'server-timing',
        `sql;desc="${t.statements}";dur=${t.ms.toFixed(1)}, pool;desc="${t.poolWaits}";dur=${t.poolWaitMs.toFixed(1)}`,
      )
    return payload
  })
}

/** Path prefixes that belong to the APIs (everything else is the web app). */
export const API_PREFIXES = ['/api/', '/community/', '/affiliate/', '/assistant/', '/uploads/', '/healthz', '/readyz', '/dev-'] as const
export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p))

/**
 * The Fastify instance with the platform layer: logging with request ids, zod validation,
 * security headers, CORS, compression, rate limiting, OpenAPI, one error handler.
 */
export async function createServer(config: Config, database: Database): Promise<App> {
  const app = Fastify({
    ...(config.LOG_LEVEL === 'silent' ? { logger: false } : { loggerInstance: createLogger(config) as FastifyBaseLogger }),
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID()
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // the router's own refusals (a path that is not valid percent-encoding, a path parameter over
    // 100 characters) come before any hook: answer them with the envelope too, not Fastify's shape
    frameworkErrors: (error, req, reply) => {
      req.log.info({ code: error.code }, 'request rejected by the router')
      void (reply as unknown as FastifyReply).status(400).send(envelope('VALIDATION_FAILED', requestLang(req)))
    },
  }).withTypeProvider<ZodTypeProvider>()
  namePluginsOnRegister(app as unknown as FastifyInstance)

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorateRequest('actor', null as never)
  app.decorateRequest('lang', 'vi' as Lang)
  // every route as registered (method, url), for tests that walk a whole area (the admin access matrix)
  const routeTable: Array<{ method: string; url: string }> = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url })
  })

  if (config.SQL_METER) meterRequests(app, database)
  await app.register(fastifyCookie)
  app.addHook('onRequest', async (req, reply) => {
    req.lang = requestLang(req)
    req.actor = { kind: 'anonymous' }
    reply.header('x-request-id', req.id)
    ;(reply.raw as ServerResponse & { cspNonce?: string }).cspNonce = randomBytes(16).toString('base64')
  })

  // Shed load before doing any work for it (health checks excepted).
  await app.register(overloadGuard, { config })
  // Then keep the loop's turns short, so that new connections are accepted under load.
  await app.register(loopTurns, { config })

  // The shared cache answers anonymous reads before anything else runs (decision 007). A stale
  // copy is served only while another request is already rendering the page again.
  const pageCache = createPageCache(config)
  app.decorate('pageCache', pageCache)
  app.addHook('onClose', async () => pageCache.close())
  app.addHook('onRequest', async (req, reply) => {
    const api = isApiPath(req.url)
    if (!isSharedRequest(req, config, api ? 'api' : 'page')) return
    if (api && !req.routeOptions.config?.publicCache) return
    const key = cacheKey(req, api ? 'api' : 'page')
    const found = pageCache.lookup(key)
    if (!found || (!found.fresh && !pageCache.isRendering(key))) return
    return replyFromCache(req, reply, found.entry)
  })
  // Stores public API reads (before compression, which would turn the payload into a stream).
  app.addHook('onSend', async (req, reply, payload) => {
    const rule = req.routeOptions.config?.publicCache
    if (!rule || reply.statusCode !== 200 || typeof payload !== 'string' || reply.getHeader('x-cache')) return payload
    if (!isSharedRequest(req, config, 'api') || req.method !== 'GET') return payload
    // awaited (a few ms on a miss) so the next identical read is already a hit
    await pageCache
      .store(cacheKey(req, 'api'), {
        status: 200,
        headers: replayableHeaders(reply.getHeaders()),
        identity: Buffer.from(payload),
        tags: rule.tags(req),
        onHit: rule.onHit,
      })
      .catch((err) => req.log.warn({ err }, 'page cache store failed'))
    return payload
  })

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Inline scripts (React Router's hydration data) carry this response's nonce. Styles
        // get no nonce: a nonce would disable 'unsafe-inline', which component libraries need.
        // + the ad pixels' and tag manager's hosts (issue 18): their tags load only after the
        // visitor's consent and only when the admin configured their ids (features/consent)
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as ServerResponse & { cspNonce?: string }).cspNonce}'`, ...PIXEL_SCRIPT_HOSTS],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // uploads come from this origin, or from object storage (STORAGE_URL / S3_*: its public URL)
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storageOrigins(config.storage)],
        mediaSrc: ["'self'", 'blob:', ...storageOrigins(config.storage)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...PIXEL_CONNECT_HOSTS],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })
  await app.register(fastifyCors, {
    origin: (origin, cb) => cb(null, !origin || config.allowedOrigins.includes(origin) || origin === config.publicUrl),
    credentials: true,
  })
  await app.register(fastifyCompress, { global: true, threshold: 1024 })
  // API input only (the web app's pages parse their own URLs and call the API for data); a path
  // that names no route stays a 404
  app.addHook('preValidation', async (req) => {
    if (isApiPath(req.url) && !req.is404) await rejectUnstorableText(req)
  })
  await app.register(fastifyRateLimit, {
    global: false,
    store: config.rateLimitStore === 'database' ? databaseRateLimitStore(database.db) : undefined,
    errorResponseBuilder: (_req, ctx) => new AppError('RATE_LIMITED', { params: { seconds: Math.ceil(ctx.ttl / 1000) } }),
  })
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Xinh API', version: '1.0.0', description: 'Commerce, community, affiliate and assistant APIs of Xinh.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // the web app's encrypted session cookie; writes with it need Origin (docs/api/README.md)
          cookie: { type: 'apiKey', in: 'cookie', name: 'xinh_session' },
        },
      },
    },
    // each operation says who may call it (x-access, and security when not public)
    transform: (input) => {
      const out = jsonSchemaTransform(input)
      const access = accessOf(input.url, input.route.config?.access)
      const schema = out.schema as Record<string, unknown>
      schema['x-access'] = access
      if (access !== 'public') schema.security = [{ bearer: [] }, { cookie: [] }]
      return out
    },
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } })

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const { status, body } = toErrorResponse(error, req)
    if (status >= 500) req.log.error({ err: error }, 'request failed')
    else req.log.info({ code: body.error.code }, 'request rejected')
    if (body.error.code === 'RATE_LIMITED' && isAppError(error) && error.params?.seconds)
      reply.header('retry-after', String(error.params.seconds))
    return reply.status(status).send(body)
  })
  app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 120, timeWindow: 60_000 }) }, (req, reply) =>
    reply.status(404).send({ success: false, error: { code: 'NOT_FOUND', message: errorMessage('NOT_FOUND', req.lang) } }),
  )
  return app
}

export function toErrorResponse(error: FastifyError | Error, req: FastifyRequest) {
  const lang = req.lang ?? 'vi'
  if (isAppError(error)) {
    return {
      status: error.status,
      body: {
        success: false as const,
        error: {
          code: error.code,
          message: errorMessage(error.code, lang, error.params),
          ...(error.fields ? { fields: error.fields } : {}),
          ...(error.details ? { details: error.details } : {}),
        },
      },
    }
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = issuesToFields(
      error.validation.map((v) => ({
        code: v.keyword,
        message: v.message ?? '',
        path: v.instancePath.split('/').filter(Boolean),
        ...(v.params as object),
      })),
      lang,
    )
    return {
      status: 400,
      body: {
        success: false as const,
        error: { code: 'VALIDATION_FAILED' as const, message: errorMessage('VALIDATION_FAILED', lang), fields },
      },
    }
  }
  const fe = error as FastifyError
  if (fe.statusCode === 413 || fe.code === 'FST_REQ_FILE_TOO_LARGE') {
    return { status: 413, body: envelope('FILE_TOO_LARGE', lang, { mb: 5 }) }
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return {
      status: fe.statusCode === 429 ? 429 : 400,
      body: envelope(fe.statusCode === 429 ? 'RATE_LIMITED' : 'VALIDATION_FAILED', lang, { seconds: 60 }),
    }
  }
  return { status: 500, body: envelope('UNKNOWN_ERROR', lang) }
}

function envelope(code: Parameters<typeof errorMessage>[0], lang: Lang, params?: Record<string, string | number>) {
  return { success: false as const, error: { code, message: errorMessage(code, lang, params) } }
}
