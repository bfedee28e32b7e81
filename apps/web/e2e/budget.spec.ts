import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { type Response, expect, test } from '@playwright/test'

// ARCHITECTURE.md §6: at most 120 KB of JavaScript (gzip) per public page. A size budget, not a
// timing: everything the page loads counts, from its HTML until the network is idle, then again
// after scrolling to the bottom (lazy parts, "more suggestions"). `npm run bench -- web` prints
// the figures of every public page.
const BUDGET = 120 * 1024
// Issue 18 gives the behavioural tracking client its own allowance on top of the page's: "adds ≤ 5 KB
// gzip to public pages". It is the lazy `tracking-client` chunk, loaded when the page is idle.
const TRACKING_BUDGET = 5 * 1024
const isTrackingClient = (href: string) => /\/assets\/tracking-client-[\w-]+\.js$/.test(new URL(href).pathname)

/** The gzip size of a script: as sent when the server compressed it with gzip, else compressed here. */
async function gzipSize(res: Response): Promise<number> {
  if (res.headers()['content-encoding'] === 'gzip') return (await res.request().sizes()).responseBodySize
  return gzipSync(await res.body()).length
}

test('home, search, product, shop, voucher and promotion pages stay within 120 KB of JavaScript (gzip)', async ({ browser, request }) => {
  const products = (await (await request.get('/api/v1/web/products?limit=1')).json()) as { data: Array<{ _id: string }> }
  const id = products.data[0]?._id
  expect(id, 'a demo product').toBeTruthy()
  const detail = (await (await request.get(`/api/v1/web/products/${id}`)).json()) as { data: { shop: { _id: string } } }
  const shop = detail.data.shop._id

  for (const path of ['/', '/tim-kiem?keyword=ao%20thun', `/san-pham/${id}`, `/nguoi-ban/${shop}`, '/khuyen-mai', '/uu-dai']) {
    // a fresh context per page: nothing comes from the cache of the page before
    const context = await browser.newContext()
    const page = await context.newPage()
    const scripts = new Map<string, Promise<number>>()
    const onResponse = (res: Response) => {
      const url = new URL(res.url())
      const isScript = /\.m?js$/.test(url.pathname) || /javascript/.test(res.headers()['content-type'] ?? '')
      if (isScript && res.ok() && !scripts.has(url.href)) scripts.set(url.href, gzipSize(res))
    }
    page.on('response', onResponse)
    await page.goto(path, { waitUntil: 'networkidle' })
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 50))
      }
    })
    await page.waitForLoadState('networkidle')
    // a script answered after this point would have its body read after the context is closed
    page.off('response', onResponse)
    const entries = await Promise.all([...scripts].map(async ([href, size]) => ({ href, size: await size })))
    await context.close()
    const page_ = entries.filter((e) => !isTrackingClient(e.href))
    const total = page_.reduce((sum, e) => sum + e.size, 0)
    const tracking = entries.filter((e) => isTrackingClient(e.href)).reduce((sum, e) => sum + e.size, 0)
    expect(page_.length, `${path}: scripts seen`).toBeGreaterThan(0)
    expect.soft(total, `${path}: ${(total / 1024).toFixed(1)} KB of JavaScript in ${page_.length} files`).toBeLessThanOrEqual(BUDGET)
    expect.soft(tracking, `${path}: the tracking client is ${(tracking / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(TRACKING_BUDGET)
  }
})

/** One GET with the given Accept-Encoding, the body as sent (undecoded). */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

test('scripts are sent as the build compressed them: brotli or gzip as asked, the file itself otherwise', async ({ page, baseURL }) => {
  await page.goto('/')
  const src = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel=modulepreload], script[type=module][src]')]
      .map((e) => e.getAttribute('href') ?? e.getAttribute('src'))
      .find((s) => s?.includes('/assets/shell-')),
  )
  expect(src, 'the shell chunk is named in the page').toBeTruthy()
  const file = path.resolve(import.meta.dirname, '../build/client', `.${src}`)
  const plain = fs.readFileSync(file)
  const br = await rawGet(`${baseURL}${src}`, 'gzip, deflate, br')
  expect(br.headers['content-encoding']).toBe('br')
  expect(br.body.equals(fs.readFileSync(`${file}.br`)), 'the .br file of the build').toBe(true)
  expect(brotliDecompressSync(br.body).equals(plain)).toBe(true)
  const gz = await rawGet(`${baseURL}${src}`, 'gzip')
  expect(gz.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(gz.body).equals(plain)).toBe(true)
  const identity = await rawGet(`${baseURL}${src}`, 'identity')
  expect(identity.headers['content-encoding'] ?? 'identity').toBe('identity')
  expect(identity.body.equals(plain)).toBe(true)
})
