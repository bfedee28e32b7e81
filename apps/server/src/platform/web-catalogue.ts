import type { Lang } from '@xinh/contracts'
import type { FastifyInstance } from 'fastify'
import { type CachedResponse, compressed } from './page-cache.ts'
import { sendCompressed } from './page-serve.ts'

/** What the web build's server entry exports for each language (apps/web/app/entry.server.tsx). */
export type CatalogueFiles = Record<Lang, { href: string; json: string }>

const FILE = /^(vi|en|ko)\.[\w-]{6,32}\.json$/

/**
 * Serves the web app's message catalogues (`/i18n/<lang>.<hash>.json`, issue 11): compressed once
 * (brotli at its best, it is made once per deploy), kept for good by browsers and CDNs under the
 * hash the current build names. A page stored before a deploy may name an older hash: that address
 * gets today's catalogue, revalidated every time, so such a page still hydrates.
 */
export async function registerCatalogueFiles(app: FastifyInstance, files: CatalogueFiles) {
  const ready = new Map<string, Promise<CachedResponse>>()
  const entryOf = (lang: Lang) => {
    let entry = ready.get(lang)
    if (!entry) {
      entry = compressed(
        {
          status: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          identity: Buffer.from(files[lang].json),
          tags: [],
        },
        11,
      )
      ready.set(lang, entry)
    }
    return entry
  }
  app.get('/i18n/:file', async (req, reply) => {
    const file = (req.params as { file: string }).file
    if (!FILE.test(file)) return reply.code(404).header('cache-control', 'no-store').send()
    const lang = file.slice(0, 2) as Lang
    const entry = await entryOf(lang)
    const current = files[lang].href.endsWith(`/${file}`)
    reply.headers(entry.headers)
    reply.header('etag', entry.etag)
    reply.header('vary', 'Accept-Encoding')
    reply.header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, no-cache')
    return sendCompressed(req, reply, entry)
  })
}
