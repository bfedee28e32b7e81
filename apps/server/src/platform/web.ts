import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import { createRequest } from '@remix-run/node-fetch-server'
import { isLang, type Lang, type PageData } from '@xinh/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { type Actor, visitorOf } from './auth/actor.ts'
import type { Config } from './config.ts'
import { AppError } from './errors.ts'
import { inlineScriptHashes } from './page-cache.ts'
import { RenderGate } from './render-gate.ts'
import { withRenderReads } from './render-reads.ts'
import { PUBLIC_CACHE_CONTROL, publicPages } from './web-public-pages.ts'
import { type CatalogueFiles, registerCatalogueFiles } from './web-catalogue.ts'
import { cacheKey, isSharedRequest, replayableHeaders, replyFromCache } from './page-serve.ts'
import { type App, isApiPath } from './server.ts'

/** Longest turn at the render gate: well past a render's own 6 s abort and a slow phone's download. */
const RENDER_TURN_MAX_MS = 20_000

export const cspNonceOf = (res: unknown) => (res as { cspNonce?: string }).cspNonce ?? ''

/** Who a page is rendered for, and where the render notes the cache tags of what it read. */
export type PageRequest = {
  actor: Actor
  lang: Lang
  ip: string
  /** The opaque visitor key of the request (visitorOf), for search hygiene. */
  visitor: string
  /** Notes the cache tags of what the render read. */
  tag(...tags: string[]): void
  /** Something the render did that must be done again each time its stored copy is served. */
  onHit(effect: (req: FastifyRequest) => void): void
}

/**
 * What the web app's loaders receive (the web side declares the same shape in
 * apps/web/app/lib/session.server.ts): the CSP nonce, the in-process data path, and whether
 * this render is the shared, anonymous one.
 */
export type WebLoadContext = {
  nonce: string
  data: PageData
  /** The render will be stored and served to every anonymous visitor: nothing personal in it. */
  shared: boolean
  /** A document request, not a client navigation's data request (`/path.data`): the page's catalogue goes in its head. */
  document: boolean
  /** A loader's or the render's unexpected error, to the server's log (JSON in production) with the request's id. */
  reportError: (error: unknown) => void
}

type Render = {
  status: number
  headers: Headers
  body: ReadableStream<Uint8Array> | null
  /** Ends this render's turn at the gate (render-gate.ts). */
  leave: () => void
  effects: Array<(req: FastifyRequest) => void>
}

/** The status a render that never happened is noted with (its client left while it waited; nobody reads it). */
const CLIENT_GONE = 499

/**
 * Serves the React Router build: static assets first (immutable cache for hashed files), then
 * every other non-API path is rendered on the server. Loaders read through `pageData` (the
 * module services, in-process). Anonymous renders of pages whose route says
 * `Cache-Control: public` are stored in the shared page cache (decision 007).
 */
export async function registerWeb(
  app: App,
  { buildDir, config, pageData }: { buildDir: string; config: Config; pageData: (req: PageRequest) => PageData },
) {
  const serverEntry = path.join(buildDir, 'server/index.js')
  if (!fs.existsSync(serverEntry)) {
    app.log.warn({ buildDir }, 'web build not found: only the APIs are served (run `npm run build`)')
    return false
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild
  const handle = createRequestHandler(build, config.NODE_ENV)
  const { catalogueFiles } = build.entry.module as { catalogueFiles?: CatalogueFiles }
  if (catalogueFiles) await registerCatalogueFiles(app, catalogueFiles)
  const cache = app.pageCache
  const isPublicPage = publicPages(build)

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // the build writes .br and .gz beside each text file (apps/web/vite.config.ts `precompress`):
    // sent as they are, not compressed again for every request
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const cacheControl = filePath.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600'
      reply.header('cache-control', cacheControl)
    },
  })

  const gate = new RenderGate(config.RENDER_CONCURRENCY, {
    maxTurnMs: RENDER_TURN_MAX_MS,
    onOverrun: () => app.log.warn(`a page render held its turn at the render gate for ${RENDER_TURN_MAX_MS} ms; ended it`),
  })
  const render = async (req: FastifyRequest, reply: FastifyReply, shared: boolean): Promise<Render> => {
    // the turn lasts until the answer is sent or the client leaves; a stored render ends it sooner
    const leave = await gate.enterFor(reply.raw)
    if (!leave) return { status: CLIENT_GONE, headers: new Headers(), body: null, effects: [], leave: () => {} }
    const tags = new Set<string>()
    const effects: Array<(req: FastifyRequest) => void> = []
    const cookieLang = req.cookies.lang
    // the shared render is anonymous whoever asked, so it can be served to anyone
    const actor: Actor = shared ? { kind: 'anonymous' } : req.actor
    const pageReq: PageRequest = {
      actor,
      // a page's `?hl=` language variant wins over the cookie (pages, issue 18; the cache key has the URL)
      lang: isLang(hlOf(req.url)) ? (hlOf(req.url) as Lang) : isLang(cookieLang) ? cookieLang : 'vi',
      ip: req.ip,
      visitor: visitorOf({ actor, headers: req.headers, ip: req.ip }),
      tag: (...t) => {
        for (const x of t) tags.add(x)
      },
      onHit: (effect) => effects.push(effect),
    }
    const context: WebLoadContext = {
      nonce: cspNonceOf(reply.raw),
      data: pageData(pageReq),
      shared,
      document: !isDataRequest(req.url),
      reportError: (error) => req.log.error({ err: error, url: req.url }, 'page render failed'),
    }
    // the loaders of one render share the reads they have in common (render-reads.ts)
    const response = await withRenderReads(() => handle(createRequest(req.raw, reply.raw), context as never))
    const headers = new Headers(response.headers)
    headers.set('x-cache-tags', [...tags].join(' '))
    return { status: response.status, headers, body: response.body, effects, leave }
  }

  const send = (reply: FastifyReply, r: Render) => {
    reply.status(r.status)
    for (const [key, value] of r.headers) if (key !== 'set-cookie' && key !== 'x-cache-tags') reply.header(key, value)
    // the same URL answers differently once signed in: no cache may reuse one for the other
    if (PUBLIC_CACHE_CONTROL.test(r.headers.get('cache-control') ?? '')) reply.header('vary', 'Accept-Encoding, Cookie')
    const cookies = r.headers.getSetCookie()
    if (cookies.length) reply.header('set-cookie', cookies)
    return reply.send(r.body)
  }

  /** A shared render that can be stored: a complete page, public by its route, setting no cookie. */
  const storable = (r: Render) =>
    r.status === 200 &&
    r.body !== null &&
    PUBLIC_CACHE_CONTROL.test(r.headers.get('cache-control') ?? '') &&
    r.headers.getSetCookie().length === 0

  const renderShared = async (req: FastifyRequest, reply: FastifyReply) => {
    const key = cacheKey(req, 'page')
    let own: Render | undefined
    let stored = false
    const outcome = await cache.singleFlight(key, async () => {
      own = await render(req, reply, true)
      if (!storable(own)) return
      const identity = Buffer.from(await new Response(own.body).arrayBuffer())
      own.leave()
      own = { ...own, body: new Response(identity).body }
      const headers = replayableHeaders({ ...reply.getHeaders(), ...Object.fromEntries(own.headers) })
      delete headers['x-cache-tags']
      // the same bytes go to everyone: inline scripts are allowed by their hashes, not a nonce
      const csp = headers['content-security-policy']
      if (csp) headers['content-security-policy'] = csp.replace(/'nonce-[^']*'/, inlineScriptHashes(identity.toString('utf8')).join(' '))
      headers.vary = 'Accept-Encoding, Cookie'
      const tags = (own.headers.get('x-cache-tags') ?? '').split(' ').filter(Boolean)
      try {
        const effects = own.effects
        await cache.store(key, {
          status: 200,
          headers,
          identity,
          tags,
          onHit: effects.length
            ? (hitReq) => {
                for (const effect of effects) effect(hitReq)
              }
            : undefined,
        })
        stored = true
      } catch (err) {
        req.log.warn({ err }, 'page cache store failed')
      }
    })
    const found = outcome === 'waited' || stored ? cache.lookup(key) : undefined
    // this request's own render already did its side effects: only a waiting request repeats them
    if (found) return replyFromCache(req, reply, found.entry, outcome === 'waited')
    // not storable (a redirect, a 404, a private page) or evicted meanwhile: answer it as rendered
    return send(reply, own ?? (await render(req, reply, true)))
  }

  await app.register(async (scope) => {
    // React Router actions read the raw body themselves.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null))
    // OPTIONS stays with @fastify/cors (it owns the preflight route).
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (req, reply) => {
        if (isApiPath(req.url)) throw new AppError('NOT_FOUND')
        if (req.method === 'GET' && isSharedRequest(req, config) && (await isPublicPage(req.url))) return renderShared(req, reply)
        const r = await render(req, reply, false)
        // a public page rendered for someone signed in holds their data: only their browser may keep it
        if (PUBLIC_CACHE_CONTROL.test(r.headers.get('cache-control') ?? '') && !isSharedRequest(req, config)) {
          r.headers.set('cache-control', 'private, no-cache')
          r.headers.delete('cdn-cache-control')
        }
        return send(reply, r)
      },
    })
  })
  return true
}

/** React Router's single-fetch data requests: `/path.data` (`/_root.data` for the home page). */
function isDataRequest(url: string) {
  const q = url.indexOf('?')
  return (q < 0 ? url : url.slice(0, q)).endsWith('.data')
}

/** The `hl` query parameter of a page URL (pages, issue 18: the Korean share/landing variant). */
function hlOf(url: string): string | null {
  const q = url.indexOf('?')
  return q < 0 ? null : new URLSearchParams(url.slice(q + 1)).get('hl')
}
