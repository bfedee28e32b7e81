// Takes the screenshots of the /huong-dan guides (pages, issue 18) from a running demo server:
// one phone-sized picture of each guide's real screen, signed in as the demo buyer or the demo
// seller, saved as a small WebP in apps/web/public/guides/<group>-<slug>.webp (committed).
// `--lang en` (or ko; `--lang en,ko` for both) takes them in that language instead — the `lang`
// cookie the web app reads and the browser's Accept-Language the API reads — into
// apps/web/public/guides/<lang>/, and lists what exists per language in
// apps/web/app/features/pages/guides/shots.ts (the guide pages fall back to Vietnamese).
//
//   npm run build && E2E_PORT=4670 node scripts/e2e-server.mjs &     # a fresh demo server
//   BASE_URL=http://localhost:4670 node scripts/guide-screenshots.mjs [--lang vi|en|ko[,…]] [slug…]
//
// Only the guides named are taken again when slugs are given. Chromium: CHROMIUM_PATH or /usr/bin/chromium.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import sharp from 'sharp'

const { register } = await import('tsx/esm/api')
register()
const { GUIDES } = await import('../apps/web/app/features/pages/guides/index.ts')

const root = fileURLToPath(new URL('..', import.meta.url))
const GUIDES_DIR = path.join(root, 'apps/web/public/guides')
const SHOTS_FILE = path.join(root, 'apps/web/app/features/pages/guides/shots.ts')
const BASE = process.env.BASE_URL ?? 'http://localhost:3000'
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Xinh@2026'
const ACCOUNTS = { 'mua-hang': 'buyer@xinh.vn', 'ban-hang': 'seller@xinh.vn' }
const LOCALES = { vi: 'vi-VN', en: 'en-US', ko: 'ko-KR' }
const args = process.argv.slice(2)
const langAt = args.indexOf('--lang')
const langs = langAt === -1 ? ['vi'] : (args.splice(langAt, 2)[1] ?? '').split(',').filter(Boolean)
for (const lang of langs) if (!(lang in LOCALES)) throw new Error(`--lang ${lang}: one of ${Object.keys(LOCALES).join(', ')}`)
if (!langs.length) throw new Error('--lang needs a language: vi, en or ko')
const only = new Set(args)
// a phone, as most of Xinh's visitors; the guide page shows the picture 320–360 px wide
const VIEWPORT = { width: 390, height: 780 }
const WIDTH = 360

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
})

/** A browser context in `lang` signed in as `email` (the session cookie of the login call). */
async function signedIn(email, lang) {
  const context = await browser.newContext({ baseURL: BASE, viewport: VIEWPORT, locale: LOCALES[lang], timezoneId: 'Asia/Ho_Chi_Minh' })
  // the web app's language is the `lang` cookie (the API's is the Accept-Language the locale sends)
  await context.addCookies([{ name: 'lang', value: lang, url: BASE }])
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

let taken = 0
for (const lang of langs) {
  // Vietnamese at the top of guides/ (the fallback of every language), the others in guides/<lang>/
  const out = lang === 'vi' ? GUIDES_DIR : path.join(GUIDES_DIR, lang)
  mkdirSync(out, { recursive: true })
  const contexts = {}
  for (const guide of GUIDES) {
    if (only.size && !only.has(guide.slug)) continue
    contexts[guide.group] ??= await signedIn(ACCOUNTS[guide.group], lang)
    const context = contexts[guide.group]
    if (guide.group === 'mua-hang' && ['/gio-hang', '/thanh-toan'].includes(guide.screen)) await fillCart(context)
    const page = await context.newPage()
    const res = await page.goto(guide.screen, { waitUntil: 'networkidle' })
    if (!res || res.status() >= 400) throw new Error(`${guide.screen}: ${res?.status()}`)
    const htmlLang = await page.evaluate(() => document.documentElement.lang)
    if (!htmlLang.startsWith(lang)) throw new Error(`${guide.screen}: the page is in '${htmlLang}', not '${lang}'`)
    // fonts and lazy pictures in the first screen, then the picture as a person sees it
    await page.evaluate(() => document.fonts.ready)
    await page.waitForTimeout(400)
    const png = await page.screenshot({ type: 'png' })
    const file = path.join(out, `${guide.group}-${guide.slug}.webp`)
    const info = await sharp(png).resize({ width: WIDTH }).webp({ quality: 62, effort: 6 }).toFile(file)
    console.log(`${lang} ${guide.group}/${guide.slug}: ${guide.screen} → ${path.relative(root, file)} (${Math.round(info.size / 1024)} KB)`)
    await page.close()
    taken++
  }
  for (const context of Object.values(contexts)) await context.close()
}
await browser.close()

// what exists per language, for the guide pages (guideShot); only screenshots of guides that exist
const names = new Set(GUIDES.map((g) => `${g.group}-${g.slug}`))
const listed = (lang) => {
  const dir = path.join(GUIDES_DIR, lang)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.webp') && names.has(f.slice(0, -5)))
    .map((f) => f.slice(0, -5))
    .sort()
}
const list = (lang) =>
  listed(lang)
    .map((n) => `    '${n}',`)
    .join('\n')
writeFileSync(
  SHOTS_FILE,
  `// Written by scripts/guide-screenshots.mjs (polish, issue 18): the guides whose screenshot exists in
// another language than Vietnamese, as files \`apps/web/public/guides/<lang>/<group>-<slug>.webp\`.
// The Vietnamese screenshots (\`apps/web/public/guides/<group>-<slug>.webp\`) are the fallback.
export const GUIDE_SHOTS: Record<'en' | 'ko', readonly string[]> = {
  en: [
${list('en')}
  ],
  ko: [
${list('ko')}
  ],
}
`,
)
console.log(
  `${taken} screenshots (${langs.join(', ')}); ${path.relative(root, SHOTS_FILE)} lists en ${listed('en').length}, ko ${listed('ko').length}`,
)
