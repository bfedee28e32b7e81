import { chromium } from '@playwright/test'
import { gzipSync } from 'node:zlib'
const base = process.argv[2]
const path = process.argv[3]
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless'] })
const p = await (await b.newContext()).newPage()
const out = []
p.on('response', async (res) => { const u = new URL(res.url()); if (/\.m?js$/.test(u.pathname) && res.ok()) out.push(res.body().then(bd => [u.pathname, gzipSync(bd).length])) })
await p.goto(base + path, { waitUntil: 'networkidle' })
await p.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 50)) } })
await p.waitForLoadState('networkidle')
const r = await Promise.all(out); let t = 0
for (const [n, s] of r.sort((a,b)=>b[1]-a[1])) { t += s; console.log((s/1024).toFixed(1).padStart(7), n) }
console.log('total', (t/1024).toFixed(1)); await b.close()
