import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import { createRequest } from '@remix-run/node-fetch-server'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { AppError } from './errors.ts'
import { type App, isApiPath } from './server.ts'

export const cspNonceOf = (res: unknown) => (res as { cspNonce?: string }).cspNonce ?? ''

/** What the web app's loaders receive: a CSP nonce and a way to call the API in-process. */
export type WebLoadContext = {
  nonce: string
  /** Calls this process's API without a network hop (same request pipeline: auth, limits, envelope). */
  apiFetch: (url: string, init: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<Response>
}

/**
 * Serves the React Router build: static assets first (immutable cache for hashed files),
 * then every other non-API path is rendered on the server.
 */
export async function registerWeb(app: App, { buildDir, mode }: { buildDir: string; mode: string }) {
  const serverEntry = path.join(buildDir, 'server/index.js')
  if (!fs.existsSync(serverEntry)) {
    app.log.warn({ buildDir }, 'web build not found: only the APIs are served (run `npm run build`)')
    return false
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild
  const handle = createRequestHandler(build, mode)

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders: (reply, filePath) => {
      const cache = filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600'
      reply.header('cache-control', cache)
    },
  })

  const apiFetch: WebLoadContext['apiFetch'] = async (url, init) => {
    const res = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers: init.headers, payload: init.body })
    const headers = new Headers()
    for (const [key, value] of Object.entries(res.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(key, String(v))
      else if (value !== undefined) headers.set(key, String(value))
    }
    return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers })
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
        const request = createRequest(req.raw, reply.raw)
        const context: WebLoadContext = { nonce: cspNonceOf(reply.raw), apiFetch }
        const response = await handle(request, context as never)
        reply.status(response.status)
        for (const [key, value] of response.headers) if (key !== 'set-cookie') reply.header(key, value)
        const cookies = response.headers.getSetCookie()
        if (cookies.length) reply.header('set-cookie', cookies)
        return reply.send(response.body)
      },
    })
  })
  return true
}
