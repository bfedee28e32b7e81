import { chromium } from '@playwright/test'
import { gzipSync } from 'node:zlib'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] })
for (const url of process.argv.slice(2)) {
  const ctx = await b.newContext()
  const page = await ctx.newPage()
  const seen = new Map<string, Promise<number>>()
  page.on('response', (r) => {
    if (/\.js$/.test(new URL(r.url()).pathname) && !seen.has(r.url()))
      seen.set(
        r.url(),
        r.body().then((x) => gzipSync(x).length),
      )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 50))
    }
  })
  await page.waitForLoadState('networkidle')
  let total = 0
  for (const [u, p] of seen) {
    const n = await p
    total += n
    console.log('  ', n, new URL(u).pathname)
  }
  console.log(url, total, (total / 1024).toFixed(2))
  await ctx.close()
}
await b.close()
