import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { LRUCache } from 'lru-cache'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** One stored response, with its bytes already compressed both ways (compressed once, served many times). */
export type CachedResponse = {
  status: number
  /** Response headers to replay (never set-cookie, content-length or content-encoding). */
  headers: Record<string, string>
  identity: Buffer
  gzip: Buffer
  br: Buffer
  etag: string
  tags: string[]
  storedAt: number
  /**
   * What a render did besides answering, to be done again when the stored copy is served (e.g.
   * counting a search keyword); given the request being served.
   */
  onHit?: (req: import('fastify').FastifyRequest) => void
}

/** A response with its bytes compressed both ways and its ETag, ready to be stored or served many times. */
export async function compressed(
  input: Omit<CachedResponse, 'gzip' | 'br' | 'etag' | 'storedAt'>,
  brotliQuality = 5,
): Promise<CachedResponse> {
  const [gz, br] = await Promise.all([
    gzipAsync(input.identity, { level: 6 }),
    // quality 5 (pages): most of brotli's gain at a small fraction of quality 11's time
    brotliAsync(input.identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: input.identity.length },
    }),
  ])
  return {
    ...input,
    gzip: gz,
    br,
    etag: `"${createHash('sha1').update(input.identity).digest('base64url')}"`,
    storedAt: Date.now(),
  }
}

export type CacheOptions = {
  /** Total bytes the entries may hold (all three encodings counted). */
  maxBytes: number
  /** Served without a second thought this long after being stored. */
  freshMs: number
  /** After that, served while one request renders the page again (stale-while-revalidate). */
  staleMs: number
  /** `listing` evictions (a product somewhere changed) at most this often: lists are approximate anyway. */
  listingDebounceMs: number
}

export type Lookup = { entry: CachedResponse; fresh: boolean }

/**
 * The shared cache of anonymous public pages and public API reads (issue 11, decision 007):
 * an in-process LRU bounded by bytes, tagged by what each response was built from
 * (`product:<id>`, `shop:<id>`, `listing`, `content`). A change to the data evicts the tagged
 * entries (database triggers → NOTIFY → every process); age does the rest.
 */
export class PageCache {
  private readonly lru: LRUCache<string, CachedResponse>
  private readonly byTag = new Map<string, Set<string>>()
  private readonly inflight = new Map<string, Promise<void>>()
  private listingTimer: NodeJS.Timeout | null = null
  private listingPendingSince = 0
  readonly stats = { hits: 0, stale: 0, misses: 0, stores: 0, evictions: 0 }

  constructor(readonly options: CacheOptions) {
    this.lru = new LRUCache<string, CachedResponse>({
      maxSize: options.maxBytes,
      sizeCalculation: (e) => e.identity.length + e.gzip.length + e.br.length + 512,
      // an entry past its stale window is of no use to anyone
      ttl: options.freshMs + options.staleMs,
      ttlAutopurge: false,
      dispose: (entry, key) => this.unindex(key, entry.tags),
    })
  }

  lookup(key: string): Lookup | undefined {
    const entry = this.lru.get(key)
    if (!entry) {
      this.stats.misses++
      return undefined
    }
    const age = Date.now() - entry.storedAt
    if (age >= this.options.freshMs + this.options.staleMs) {
      this.lru.delete(key)
      this.stats.misses++
      return undefined
    }
    const fresh = age < this.options.freshMs
    if (fresh) this.stats.hits++
    else this.stats.stale++
    return { entry, fresh }
  }

  /** Compresses and stores a rendered response under `key`, indexed by its tags. */
  async store(key: string, input: Omit<CachedResponse, 'gzip' | 'br' | 'etag' | 'storedAt'>): Promise<CachedResponse> {
    const entry = await compressed(input)
    const previous = this.lru.get(key)
    if (previous) this.unindex(key, previous.tags)
    this.lru.set(key, entry)
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag) ?? new Set<string>()
      this.byTag.set(tag, keys)
      keys.add(key)
    }
    this.stats.stores++
    return entry
  }

  /**
   * Runs `render` once per key at a time: concurrent misses for the same page wait for the
   * first render instead of rendering it again (no thundering herd after an eviction).
   */
  async singleFlight(key: string, render: () => Promise<void>): Promise<'rendered' | 'waited'> {
    const running = this.inflight.get(key)
    if (running) {
      await running.catch(() => {})
      return 'waited'
    }
    const p = render().finally(() => this.inflight.delete(key))
    this.inflight.set(key, p)
    await p
    return 'rendered'
  }

  isRendering(key: string) {
    return this.inflight.has(key)
  }

  /** Evicts every entry carrying one of these tags (`listing` is debounced, see the options). */
  invalidate(tags: Iterable<string>) {
    for (const tag of tags) {
      if (tag === '*') {
        this.clear()
        return
      }
      if (tag === 'listing' && this.options.listingDebounceMs > 0) {
        this.scheduleListing()
        continue
      }
      this.evictTag(tag)
    }
  }

  clear() {
    this.lru.clear()
    this.byTag.clear()
  }

  get size() {
    return this.lru.size
  }

  get bytes() {
    return this.lru.calculatedSize
  }

  private scheduleListing() {
    if (this.listingTimer) return
    const now = Date.now()
    // the first change evicts at once when the last eviction is old enough; a burst is coalesced
    const wait = Math.max(0, this.listingPendingSince + this.options.listingDebounceMs - now)
    this.listingTimer = setTimeout(() => {
      this.listingTimer = null
      this.listingPendingSince = Date.now()
      this.evictTag('listing')
    }, wait)
    this.listingTimer.unref()
  }

  private evictTag(tag: string) {
    const keys = this.byTag.get(tag)
    if (!keys) return
    this.byTag.delete(tag)
    for (const key of keys) {
      if (this.lru.delete(key)) this.stats.evictions++
    }
  }

  private unindex(key: string, tags: string[]) {
    for (const tag of tags) {
      const keys = this.byTag.get(tag)
      if (!keys) continue
      keys.delete(key)
      if (keys.size === 0) this.byTag.delete(tag)
    }
  }

  close() {
    if (this.listingTimer) clearTimeout(this.listingTimer)
    this.listingTimer = null
  }
}

/** Which encoding to serve for an Accept-Encoding header (brotli first, then gzip). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity'
  if (/\bbr\b/.test(acceptEncoding)) return 'br'
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip'
  return 'identity'
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === bare)
}

/**
 * `script-src` for a cached page: the SHA-256 of each of its inline scripts instead of a
 * per-response nonce, so the same bytes (and the same header) can be served to everyone
 * without weakening the policy.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? ''
    if (/\bsrc\s*=/.test(attrs)) continue
    // data blocks (JSON-LD) are not executed, so CSP does not apply to them
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '')
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}
