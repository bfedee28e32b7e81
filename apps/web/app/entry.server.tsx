import { createHash } from 'node:crypto'
import { PassThrough, Transform } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server'
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, isRouteErrorResponse, ServerRouter } from 'react-router'
import { isLang, type Lang } from '@xinh/contracts'
import { ApiError } from '#web/lib/api.ts'
import { FONT_SCRIPT } from '#web/lib/brand-font.ts'
import { CATALOGUE_JSON } from '#web/lib/i18n/catalogues.server.ts'
import { CATALOGUE_ELEMENT_ID, catalogueHref } from '#web/lib/i18n/document-catalogue.ts'
import { NonceContext } from '#web/lib/nonce.tsx'
import type { WebContext } from '#web/lib/session.server.ts'
import css from './app.css?inline'

export const streamTimeout = 5_000

/**
 * The whole stylesheet (Tailwind's output, ≈10 KB gzip) goes into the head of every page as a
 * `<style>`: a separate stylesheet would block the first paint for one more round trip on a
 * phone's network, and the page cache serves the bytes compressed anyway. It is added outside
 * React (hydration leaves a `<style>` it did not render in the head alone, React 19), right
 * before `</head>`, after the preload hints so those are seen first. The CSP allows inline
 * styles (platform/server.ts); `data-xinh-css` lets tests find it.
 */
const STYLE_TAG = Buffer.from(`<style data-xinh-css>${css.replaceAll('</', '<\\/')}</style>`)
const HEAD_END = Buffer.from('</head>')

/**
 * The brand font's head script (lib/brand-font.ts), added here rather than by root.tsx so that its
 * code stays out of the shell chunk (every public page is within 120 KB of JavaScript). Before
 * STYLE_TAG: it must set `data-xf` before the first layout. Allowed by the request's nonce, or
 * by its hash on a stored page (platform/page-cache.ts).
 */
const fontTag = (nonce: string) => Buffer.from(`<script${nonce ? ` nonce="${nonce}"` : ''}>${FONT_SCRIPT}</script>`)

/**
 * Each language's catalogue as a file of its own (lib/i18n/document-catalogue.ts), named by its
 * content hash so that browsers and CDNs keep it for good; platform/web.ts serves `catalogueFiles`.
 * The head gets a low-priority preload of it (made once per language): the hydration waits for
 * it, the first paint and the page's main picture do not.
 */
export const catalogueFiles = Object.fromEntries(
  Object.entries(CATALOGUE_JSON).map(([lang, json]) => {
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 12)
    return [lang, { href: catalogueHref(lang, hash), json }]
  }),
) as Record<Lang, { href: string; json: string }>

const CATALOGUE_TAGS = Object.fromEntries(
  Object.entries(catalogueFiles).map(([lang, { href }]) => [
    lang,
    Buffer.from(`<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" id="${CATALOGUE_ELEMENT_ID}" href="${href}">`),
  ]),
) as Record<Lang, Buffer>

/**
 * The hydration scripts' preloads (React Router's `<Scripts>`: the entry, the shell and the
 * route modules) are fetched at low priority. The page is painted from its HTML and inline
 * styles; the scripts make it interactive. At the browser's default (high) priority the 120 KB
 * of them shared a phone's bandwidth with the LCP picture, and Lighthouse counted them before the
 * first paint (issue 11). `<Scripts>` has no prop for it; its links carry suppressHydrationWarning.
 */
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"')
const MODULE_PRELOAD_LOW = Buffer.from('<link rel="modulepreload" fetchpriority="low"')
const LT = 0x3c

/** `chunk` with every MODULE_PRELOAD made low priority, and the tail that may be the start of one split across chunks. */
export function lowPriorityPreloads(chunk: Buffer): { out: Buffer; tail: Buffer } {
  const parts: Buffer[] = []
  let from = 0
  for (let at = chunk.indexOf(MODULE_PRELOAD); at >= 0; at = chunk.indexOf(MODULE_PRELOAD, from)) {
    parts.push(chunk.subarray(from, at), MODULE_PRELOAD_LOW)
    from = at + MODULE_PRELOAD.length
  }
  // hold back only a tail that is a proper prefix of the needle (rare): the rest streams on at once.
  // The needle has its only `<` first, so such a tail starts at the chunk's last `<`: one search and
  // one compare, no views (a view per candidate length was ~3 % of a cold render's CPU).
  let keep = 0
  const lt = chunk.lastIndexOf(LT)
  if (
    lt >= from &&
    chunk.length - lt < MODULE_PRELOAD.length &&
    MODULE_PRELOAD.compare(chunk, lt, chunk.length, 0, chunk.length - lt) === 0
  )
    keep = chunk.length - lt
  parts.push(chunk.subarray(from, chunk.length - keep))
  return { out: parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts), tail: chunk.subarray(chunk.length - keep) }
}

/**
 * Passes the HTML through, with STYLE_TAG inserted before the first `</head>` and the module
 * preloads at low priority (lowPriorityPreloads), in few large
 * chunks: React writes a page as dozens of ~2 KB pieces in one go, and each piece that travels
 * on alone costs a trip through every stream after this one and a call into the compressor
 * (issue 11: under load that was ~3 ms of a 20–35 ms render). What one synchronous burst
 * wrote goes on as one chunk at the next turn of the event loop, so streaming still works.
 */
function withInlineStyles(catalogue: Buffer | undefined, font: Buffer) {
  let pending: Buffer | null = Buffer.alloc(0)
  let tail: Buffer = Buffer.alloc(0)
  let parts: Buffer[] = []
  let scheduled = false
  let out: Transform
  const emit = () => {
    scheduled = false
    if (parts.length === 0) return
    const burst = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts)
    parts = []
    out.push(burst)
  }
  const queue = (chunk: Buffer) => {
    if (chunk.length === 0) return
    parts.push(chunk)
    if (!scheduled) {
      scheduled = true
      setImmediate(emit)
    }
  }
  // React hoists the `<link>`s of `<Scripts>` into the head: both parts pass through here
  const queueHtml = (chunk: Buffer) => {
    const low = lowPriorityPreloads(tail.length ? Buffer.concat([tail, chunk]) : chunk)
    tail = low.tail
    queue(low.out)
  }
  out = new Transform({
    transform(chunk: Buffer, _enc, callback) {
      if (!pending) {
        queueHtml(chunk)
        return callback()
      }
      const seen = Buffer.concat([pending, chunk])
      const at = seen.indexOf(HEAD_END)
      if (at < 0) {
        // keep what could be the start of a `</head>` split across chunks
        const keep = Math.max(0, seen.length - HEAD_END.length + 1)
        pending = seen.subarray(keep)
        queueHtml(seen.subarray(0, keep))
        return callback()
      }
      pending = null
      queueHtml(seen.subarray(0, at))
      // what is held back cannot be a preload: `</head>` follows it
      queue(tail)
      tail = Buffer.alloc(0)
      queue(font)
      queue(STYLE_TAG)
      if (catalogue) queue(catalogue)
      queueHtml(seen.subarray(at))
      callback()
    },
    flush(callback) {
      if (pending && pending.length > 0) parts.push(pending)
      if (tail.length > 0) parts.push(tail)
      emit()
      callback()
    },
  })
  return out
}

/**
 * A loader's or action's error, before its error boundary renders. A 4xx is an answer, not a fault:
 * a buyer opening an admin page gets the 403 page, and React Router's default printed each one's
 * stack to stderr (two per forbidden admin page: the layout's loader and the page's), outside the
 * server's log format. Those are dropped, as are requests the client left; the rest go to the
 * server's logger with the request's id (`reportError`, platform/web.ts).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isAnswer(error)) return
  const report = (context as unknown as Partial<WebContext> | undefined)?.reportError
  if (report) report(error)
  else console.error(error)
}

function isAnswer(error: unknown) {
  const status = error instanceof ApiError ? error.status : isRouteErrorResponse(error) ? error.status : undefined
  return status !== undefined && status >= 400 && status < 500
}

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers })
  const ctx = loadContext as unknown as WebContext
  const nonce = ctx.nonce ?? ''
  // the root loader kept the catalogue out of a document's hydration data (root.server.ts): it goes in the head
  const root = routerContext.staticHandlerContext.loaderData?.root as { lang?: string } | undefined
  const hidden = root && Object.getOwnPropertyDescriptor(root, 'messages')?.enumerable === false
  const lang = hidden && isLang(root.lang) ? root.lang : undefined
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers get the complete document (SEO), and so does the shared cache (it stores whole
    // pages); people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || ctx.shared ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          // A client that leaves mid-response cancels the stream, which destroys `body` with an
          // error: stop rendering. Without this listener the error is an uncaught 'error'
          // event and ends the whole process (seen under load: autocannon closing its sockets).
          body.on('error', () => {
            clearTimeout(timeoutId)
            timeoutId = undefined
            abort()
          })
          headers.set('Content-Type', 'text/html; charset=utf-8')
          const html = withInlineStyles(lang ? CATALOGUE_TAGS[lang] : undefined, fontTag(nonce))
          pipe(html).pipe(body)
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }))
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500
          if (shellRendered) (ctx.reportError ?? console.error)(error)
        },
      },
    )
  })
}
