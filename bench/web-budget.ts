// `npm run bench -- web`: JavaScript (gzip) of every public page against the 120 KB budget
// (ARCHITECTURE.md §6). Printed, never asserted (apps/web/e2e/budget.spec.ts is the check).
// Starts the built server (`npm run build` first) on a random 127.0.0.1 port with a temporary
// DATA_DIR (migrations + demo seed), picks real ids from the API, then for each page sums the
// gzip size (default level, like `gzip -c`) of:
//   html: the scripts its HTML loads (modulepreload links, script src, inline module imports);
//   1st:  with Chromium (CHROMIUM_PATH, default /usr/bin/chromium; skipped when missing), every
//         JavaScript response until the network is idle (lazy parts the first screen loads);
//   all:  the same after scrolling to the bottom (lower halves, "more suggestions").
// A page is OVER when any of them is above the budget. KB = 1024 bytes.
// Then Lighthouse mobile on home, product and search (bench/lighthouse.ts; --no-lighthouse skips it,
// --lighthouse-only skips the sizes, --applied throttles the load itself instead of simulating it).
// Options: --html-only (no browser), --keep (leave the data dir and print it), --data-dir DIR
// (reuse a seeded DATA_DIR: faster, never removed), WEB_BENCH_PORT (the server's port, random by default). WEB_BUILD_DIR (read by the server) measures
// another build, e.g. one of an older commit.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = fileURLToPath(new URL('..', import.meta.url))
const BUDGET_KB = 120

async function untilOk(url: string, deadlineMs: number, stopped: () => boolean) {
  while (Date.now() < deadlineMs) {
    if (stopped()) throw new Error('the server stopped before it was ready')
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`timed out waiting for ${url}`)
}

type Envelope<T> = { success: boolean; data: T }
async function api<T>(base: string, p: string): Promise<T> {
  const res = await fetch(base + p)
  if (!res.ok) throw new Error(`${p}: ${res.status}`)
  return ((await res.json()) as Envelope<T>).data
}

/** The public pages, with real ids from the demo data. */
async function pages(base: string): Promise<{ name: string; path: string }[]> {
  type Id = { _id: string }
  const [product] = await api<Id[]>(base, '/api/v1/web/products?limit=1')
  const [shop] = await api<Id[]>(base, '/api/v1/web/shops/top')
  const [category] = await api<(Id & { children?: Id[] })[]>(base, '/api/v1/web/categories')
  const [collection] = await api<Id[]>(base, '/api/v1/web/collections')
  const [banner] = await api<Id[]>(base, '/api/v1/web/banners')
  const leaf = category?.children?.[0] ?? category
  const must = <T>(v: T | undefined, what: string): T => {
    if (!v) throw new Error(`no ${what} in the demo data`)
    return v
  }
  return [
    { name: 'home', path: '/' },
    { name: 'search', path: `/tim-kiem?keyword=${encodeURIComponent('ao thun')}` },
    { name: 'product', path: `/san-pham/${must(product, 'product')._id}` },
    { name: 'departments', path: '/nganh-hang' },
    { name: 'category', path: `/nganh-hang/${must(leaf, 'category')._id}` },
    { name: 'categories', path: '/danh-muc' },
    { name: 'shop', path: `/nguoi-ban/${must(shop, 'shop')._id}` },
    { name: 'collection', path: `/bo-suu-tap/${must(collection, 'collection')._id}` },
    { name: 'top sellers', path: '/top-seller' },
    { name: 'banner', path: `/banner/${must(banner, 'banner')._id}` },
    { name: 'policy', path: '/chinh-sach/bao-dam' },
    { name: 'vouchers', path: '/khuyen-mai' },
    { name: 'promotions', path: '/uu-dai' },
  ]
}

const gz = (buf: Buffer) => gzipSync(buf).length

/**
 * JS the HTML loads: modulepreload links, script src, and the import statements of inline module
 * scripts (not the file names listed in React Router's inline manifest, which the page does not
 * load unless it navigates).
 */
function htmlScripts(html: string): Set<string> {
  const refs = new Set<string>()
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g))
    if (/\brel=["']?modulepreload\b/.test(tag)) {
      const href = /\bhref=["']([^"']+\.m?js)["']/.exec(tag)?.[1]
      if (href) refs.add(href)
    }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs = '', body = ''] = m
    const src = /\bsrc=["']([^"']+)["']/.exec(attrs)?.[1]
    if (src) refs.add(src)
    else if (/\btype=["']?module\b/.test(attrs))
      for (const i of body.matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*)?\(?\s*["']([^"']+\.m?js)["']/g)) refs.add(i[1] as string)
  }
  return new Set([...refs].filter((r) => r.startsWith('/')))
}

const TRACKING_CLIENT = /\/assets\/tracking-client-[\w-]+\.js$/

async function htmlJs(base: string, p: string, cache: Map<string, number>) {
  const res = await fetch(base + p)
  const html = await res.text()
  if (!res.ok) throw new Error(`${p}: ${res.status}`)
  const refs = htmlScripts(html)
  let bytes = 0
  for (const src of refs) {
    let size = cache.get(src)
    if (size === undefined) {
      size = gz(Buffer.from(await (await fetch(base + src)).arrayBuffer()))
      cache.set(src, size)
    }
    bytes += size
  }
  return { bytes, files: refs.size }
}

type Browser = Awaited<ReturnType<typeof import('@playwright/test').chromium.launch>>

/** JS a real browser loads until network idle, after scrolling to the bottom of the page. */
async function loadedJs(browser: Browser, base: string, p: string) {
  const context = await browser.newContext({ locale: 'vi-VN', viewport: { width: 390, height: 844 }, isMobile: true })
  const page = await context.newPage()
  const seen = new Map<string, Promise<number>>()
  let tracking = 0
  page.on('response', (res) => {
    const url = res.url()
    if (!url.startsWith(base) || !/\.m?js(\?|$)/.test(new URL(url).pathname) || seen.has(url)) return
    // issue 18's tracking client has its own 5 KB allowance (e2e/budget.spec.ts counts it apart too)
    if (TRACKING_CLIENT.test(new URL(url).pathname)) {
      void res.body().then(
        (b) => (tracking = gz(b)),
        () => undefined,
      )
      return
    }
    seen.set(
      url,
      res.body().then(
        (b) => gz(b),
        () => 0,
      ),
    )
  })
  await page.goto(base + p, { waitUntil: 'networkidle' })
  const firstScreen = await Promise.all(seen.values())
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 50))
    }
  })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  const all = await Promise.all(seen.values())
  await context.close()
  const sum = (a: number[]) => a.reduce((s, n) => s + n, 0)
  return { first: sum(firstScreen), all: sum(all), files: all.length, tracking }
}

export async function runWebBudget(args: string[] = []) {
  if (!existsSync(path.join(root, 'apps/web/build/server/index.js'))) throw new Error('no web build: run `npm run build` first')
  const htmlOnly = args.includes('--html-only')
  const keep = args.includes('--keep')
  const dirArg = args.indexOf('--data-dir')
  const givenDir = dirArg >= 0 ? args[dirArg + 1] : undefined
  const dataDir = givenDir ?? mkdtempSync(path.join(os.tmpdir(), 'xinh-web-budget-'))
  const port = Number(process.env.WEB_BENCH_PORT) || 20_000 + Math.floor(Math.random() * 20_000)
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  let exited = false
  const exit = new Promise((r) => child.once('exit', r)).then(() => {
    exited = true
  })
  let browser: Browser | undefined
  try {
    await untilOk(`${base}/readyz`, Date.now() + 240_000, () => exited)
    const list = await pages(base)
    const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
    if (!htmlOnly && existsSync(chromiumPath)) {
      const { chromium } = await import('@playwright/test')
      browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
    }
    const cache = new Map<string, number>()
    const kb = (n: number) => (n / 1024).toFixed(1).padStart(7)
    const mark = (n: number) => (n > BUDGET_KB * 1024 ? ' OVER' : '')
    console.log(`Xinh web JavaScript budget: ${BUDGET_KB} KB gzip per public page`)
    console.log(
      `  ${'page'.padEnd(12)} ${'html KB'.padStart(7)} files${browser ? `  ${'1st KB'.padStart(7)}  ${'all KB'.padStart(7)} files  ${'trk KB'.padStart(7)}` : ''}  path`,
    )
    let over = 0
    for (const { name, path: p } of args.includes('--lighthouse-only') ? [] : list) {
      const h = await htmlJs(base, p, cache)
      let line = `  ${name.padEnd(12)} ${kb(h.bytes)} ${String(h.files).padStart(5)}`
      let worst = h.bytes
      if (browser) {
        const l = await loadedJs(browser, base, p)
        line += `  ${kb(l.first)}  ${kb(l.all)} ${String(l.files).padStart(5)}  ${kb(l.tracking)}`
        worst = Math.max(worst, l.all)
      }
      if (worst > BUDGET_KB * 1024) over++
      console.log(`${line}  ${p}${mark(worst)}`)
    }
    console.log(
      `  html = JS referenced by the HTML; 1st = JS loaded until network idle; all = after scrolling to the bottom; trk = the lazy tracking client, counted apart (its own 5 KB). ${over ? `${over} page(s) OVER budget.` : 'All pages within budget.'}`,
    )
    if (browser && !args.includes('--no-lighthouse')) {
      const { runLighthouse } = await import('./lighthouse.ts')
      const pick = (name: string) => list.find((p) => p.name === name)
      const targets = ['home', 'product', 'search'].map(pick).filter((p): p is { name: string; path: string } => Boolean(p))
      await runLighthouse(
        targets.map((p) => ({ name: p.name, url: base + p.path })),
        chromiumPath,
        Number(process.env.LIGHTHOUSE_RUNS ?? 3),
        args.includes('--applied') ? 'devtools' : 'simulate',
      )
    }
  } finally {
    await browser?.close()
    if (!exited) child.kill('SIGTERM')
    await exit
    if (keep) console.log(`  data dir kept: ${dataDir}`)
    else if (!givenDir) rmSync(dataDir, { recursive: true, force: true })
  }
}
