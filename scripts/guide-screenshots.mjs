// Takes the screenshots of the /huong-dan guides (pages, issue 18) from a running demo server:
// one phone-sized picture of each guide's real screen, signed in as the demo buyer or the demo
// seller, saved as a small WebP in apps/web/public/guides/<group>-<slug>.webp (committed).
//
//   npm run build && E2E_PORT=4670 node scripts/e2e-server.mjs &     # a fresh demo server
//   BASE_URL=http://localhost:4670 node scripts/guide-screenshots.mjs [slug…]
//
// Only the guides named are taken again when slugs are given. Chromium: CHROMIUM_PATH or /usr/bin/chromium.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import sharp from 'sharp'

const { register } = await import('tsx/esm/api')
register()
const { GUIDES } = await import('../apps/web/app/features/pages/guides/index.ts')

const root = fileURLToPath(new URL('..', import.meta.url))
const OUT = path.join(root, 'apps/web/public/guides')
const BASE = process.env.BASE_URL ?? 'http://localhost:3000'
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Xinh@2026'
const ACCOUNTS = { 'mua-hang': 'buyer@xinh.vn', 'ban-hang': 'seller@xinh.vn' }
const only = new Set(process.argv.slice(2))
// a phone, as most of Xinh's visitors; the guide page shows the picture 320–360 px wide
const VIEWPORT = { width: 390, height: 780 }
const WIDTH = 360

mkdirSync(OUT, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
})

/** A browser context signed in as `email` (the session cookie of the login call). */
async function signedIn(email) {
  const context = await browser.newContext({ baseURL: BASE, viewport: VIEWPORT, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' })
  const res = await context.request.post('/community/v1/auth/login', { headers: { origin: BASE }, data: { email, password: PASSWORD } })
  if (!res.ok()) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`)
  return context
}

/** The buyer's cart gets one product that is for sale, so the cart and checkout screens are not empty. */
async function fillCart(context) {
  const api = (method, url, data) =>
    context.request.fetch(url, { method, data, headers: { origin: BASE } }).then(async (r) => {
      if (!r.ok()) throw new Error(`${method} ${url}: ${r.status()} ${await r.text()}`)
      return (await r.json()).data
    })
  const count = await api('GET', '/api/v1/mobile/carts/count')
  if ((count?.count ?? count) > 0) return
  const products = await api('GET', '/api/v1/web/products?limit=10')
  for (const p of products) {
    const detail = await api('GET', `/api/v1/web/products/${p._id}`)
    const variant = (detail.variants ?? []).find((v) => (v.stock ?? v.quantity ?? 0) > 0)
    if (!variant) continue
    await api('POST', '/api/v1/mobile/carts', { product_id: p._id, variant_id: variant._id, quantity: 1 })
    return
  }
}

const contexts = {}
let taken = 0
for (const guide of GUIDES) {
  if (only.size && !only.has(guide.slug)) continue
  contexts[guide.group] ??= await signedIn(ACCOUNTS[guide.group])
  const context = contexts[guide.group]
  if (guide.group === 'mua-hang' && ['/gio-hang', '/thanh-toan'].includes(guide.screen)) await fillCart(context)
  const page = await context.newPage()
  const res = await page.goto(guide.screen, { waitUntil: 'networkidle' })
  if (!res || res.status() >= 400) throw new Error(`${guide.screen}: ${res?.status()}`)
  // fonts and lazy pictures in the first screen, then the picture as a person sees it
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(400)
  const png = await page.screenshot({ type: 'png' })
  const file = path.join(OUT, `${guide.group}-${guide.slug}.webp`)
  const info = await sharp(png).resize({ width: WIDTH }).webp({ quality: 62, effort: 6 }).toFile(file)
  console.log(`${guide.group}/${guide.slug}: ${guide.screen} → ${path.relative(root, file)} (${Math.round(info.size / 1024)} KB)`)
  await page.close()
  taken++
}
await browser.close()
console.log(`${taken} screenshots in ${path.relative(root, OUT)}`)
