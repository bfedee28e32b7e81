import { createHash } from 'node:crypto'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { etagMatches, inlineScriptHashes, PageCache, pickEncoding } from './page-cache.ts'

const options = { maxBytes: 1024 * 1024, freshMs: 1_000, staleMs: 5_000, listingDebounceMs: 0 }
const body = (s: string) => ({ status: 200, headers: { 'content-type': 'text/html' }, identity: Buffer.from(s), tags: [] as string[] })

afterEach(() => vi.useRealTimers())

describe('PageCache', () => {
  it('stores a response compressed both ways, with an ETag of its bytes', async () => {
    const cache = new PageCache(options)
    const html = '<p>Áo thun</p>'.repeat(200)
    const entry = await cache.store('k', body(html))
    expect(gunzipSync(entry.gzip).toString()).toBe(html)
    expect(brotliDecompressSync(entry.br).toString()).toBe(html)
    expect(entry.br.length).toBeLessThan(entry.identity.length)
    const again = await cache.store('k2', body(html))
    expect(again.etag).toBe(entry.etag)
    expect((await cache.store('k3', body(`${html}!`))).etag).not.toBe(entry.etag)
  })

  it('is fresh, then stale, then gone', async () => {
    vi.useFakeTimers({ now: 0 })
    const cache = new PageCache(options)
    await cache.store('k', body('a'))
    expect(cache.lookup('k')?.fresh).toBe(true)
    vi.setSystemTime(1_500)
    expect(cache.lookup('k')?.fresh).toBe(false)
    vi.setSystemTime(6_500)
    expect(cache.lookup('k')).toBeUndefined()
  })

  it('evicts by tag, and only the entries carrying it', async () => {
    const cache = new PageCache(options)
    await cache.store('product-1', { ...body('1'), tags: ['product:1', 'listing'] })
    await cache.store('product-2', { ...body('2'), tags: ['product:2', 'listing'] })
    await cache.store('policy', { ...body('p'), tags: ['content'] })
    cache.invalidate(['product:1'])
    expect(cache.lookup('product-1')).toBeUndefined()
    expect(cache.lookup('product-2')).toBeDefined()
    cache.invalidate(['listing'])
    expect(cache.lookup('product-2')).toBeUndefined()
    expect(cache.lookup('policy')).toBeDefined()
    cache.invalidate(['*'])
    expect(cache.size).toBe(0)
  })

  it('coalesces a burst of `listing` evictions into one per debounce window', async () => {
    vi.useFakeTimers({ now: 100_000 })
    const cache = new PageCache({ ...options, freshMs: 600_000, listingDebounceMs: 5_000 })
    await cache.store('a', { ...body('a'), tags: ['listing'] })
    cache.invalidate(['listing'])
    await vi.advanceTimersByTimeAsync(0)
    expect(cache.lookup('a')).toBeUndefined()
    await cache.store('a', { ...body('a'), tags: ['listing'] })
    cache.invalidate(['listing'])
    cache.invalidate(['listing'])
    await vi.advanceTimersByTimeAsync(4_000)
    expect(cache.lookup('a')).toBeDefined()
    await vi.advanceTimersByTimeAsync(1_100)
    expect(cache.lookup('a')).toBeUndefined()
    cache.close()
  })

  it('keeps within its byte budget by dropping the least recently used', async () => {
    const cache = new PageCache({ ...options, maxBytes: 40_000 })
    const big = 'x'.repeat(10_000)
    for (let i = 0; i < 6; i++) await cache.store(`k${i}`, body(`${i}${big}`))
    expect(cache.bytes).toBeLessThanOrEqual(40_000)
    expect(cache.lookup('k0')).toBeUndefined()
    expect(cache.lookup('k5')).toBeDefined()
  })

  it('renders a page once for concurrent misses', async () => {
    const cache = new PageCache(options)
    let renders = 0
    const render = async () => {
      renders++
      await new Promise((r) => setTimeout(r, 20))
      await cache.store('k', body('page'))
    }
    const outcomes = await Promise.all([cache.singleFlight('k', render), cache.singleFlight('k', render), cache.singleFlight('k', render)])
    expect(renders).toBe(1)
    expect(outcomes.sort()).toEqual(['rendered', 'waited', 'waited'])
    expect(cache.isRendering('k')).toBe(false)
  })
})

describe('helpers', () => {
  it('picks brotli, then gzip, then identity', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
    expect(pickEncoding(undefined)).toBe('identity')
    expect(pickEncoding('deflate')).toBe('identity')
  })

  it('matches If-None-Match lists and weak tags', () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true)
    expect(etagMatches('W/"b"', '"b"')).toBe(true)
    expect(etagMatches('*', '"b"')).toBe(true)
    expect(etagMatches('"c"', '"b"')).toBe(false)
    expect(etagMatches(undefined, '"b"')).toBe(false)
  })

  it('hashes executable inline scripts only', () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><script nonce="x">window.a=1</script>' +
      '<script type="module" async>import "/x.js"</script><script src="/a.js"></script>'
    const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import "/x.js"')])
  })
})
