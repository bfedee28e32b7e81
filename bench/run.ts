// `npm run bench`: figures, printed, never asserted. `npm run bench -- foundation` or
// `npm run bench -- catalog [--products 100000] [--engines pglite,postgres] [--duration 10]`
// runs one part; without an argument both run.
//   foundation: `npm start` on an empty DATA_DIR until the first 200 on `/` (migrations + demo
//     seed), idle RSS of that process; home page HTML size; JavaScript the home page loads (gzip)
//   media: bench/media.ts (image pipeline time per AVIF effort)
//   tryon: bench/tryon.ts (try-on preview: seconds per image, pose / cut-out / composite, model load)
//   catalog: bench/catalog.ts (search latency, detail/listing throughput, SQL per request)
//   web: bench/web-budget.ts (JavaScript gzip of every public page against the 120 KB budget)
//   checkout: bench/checkout.ts (flash-sale race: no oversell, voucher budget held; checkout latency)
//   ipn-storm: bench/ipn-storm.ts (1,000 shuffled VNPay IPNs for 100 orders: each paid once, ledger balanced)
//   crash: bench/crash.ts (SIGKILL during checkouts and payments; every order whole, stock and payments intact)
//   load: bench/load.ts (req/s, p50/p99, errors at c=50: hello-world ceiling, APIs, SSR pages cold and warm, 1 vs 2 processes)
//   auth: bench/auth.ts (server time of sign-up and login, step by step: argon2id, wallet grant, guest hand-over)
//   relevance: bench/relevance.ts (search relevance over the demo catalogue: NDCG@8, expected product in the top 3)
//   seller: seller-products then seller-dashboard (issue 13's figures in one run)
//   seller-dashboard: bench/seller-dashboard.ts (dashboard reads p50/p95 over a shop with 100k orders, plan of the main query)
//   seller-products: bench/seller-products.ts (seller centre: product list p95 on a 10,000-product shop, Excel import of 5,000 rows)
//   memory: bench/memory.ts (RSS of an npm start server idle, after 30 s of traffic, idle again; PostgreSQL and PGlite)
//   chat: bench/chat.ts (two processes on PostgreSQL, 1,000 sockets: messages/s and p95 delivery latency; BENCH_DATABASE_URL)
//   notify-fanout: bench/notify-fanout.ts (one promotion notification to 100,000 users: seconds, per engine)
//   admin: bench/admin.ts (admin review queues with 100k pending products: list, search, badges, dashboard p95; plans)
//   ssr-cpu: bench/ssr-cpu.ts (server CPU ms per cold SSR render and per API call; --profile DIR for a CPU profile)
//   assistant: bench/assistant.ts (issue 17: intent/slot accuracy of the built-in brain, reply p50/p95 per intent)
//   tracking: bench/tracking.ts (issue 18: 1,000,000 tracking events ingested over HTTP: events/s, p95 per request; per engine)
//   community: bench/community.ts (following/discover feeds p95 with 1,000,000 posts and 100,000 follows; plans)
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = fileURLToPath(new URL('..', import.meta.url))

async function untilOk(url: string, deadlineMs: number) {
  while (Date.now() < deadlineMs) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`timed out waiting for ${url}`)
}

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

async function foundation() {
  const port = 3200 + Math.floor(Math.random() * 500)
  const base = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xinh-bench-'))
  const started = performance.now()
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await untilOk(`${base}/`, Date.now() + 180_000)
    const coldStart = (performance.now() - started) / 1000
    await new Promise((r) => setTimeout(r, 5_000))
    // the server's own process: on Linux npm start runs it under a small launcher (scripts/start.mjs)
    const serverPid = ((await (await fetch(`${base}/healthz`)).json()) as { pid?: number }).pid ?? (child.pid as number)
    const idleRss = rssMb(serverPid)

    const html = await (await fetch(`${base}/`)).text()
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string)
    let jsGzip = 0
    for (const src of new Set(scripts)) jsGzip += gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer())).length
    const cssLinks = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1] as string)
    let cssGzip = 0
    for (const href of new Set(cssLinks)) cssGzip += gzipSync(Buffer.from(await (await fetch(base + href)).arrayBuffer())).length

    const timings: number[] = []
    for (let i = 0; i < 50; i++) {
      const t = performance.now()
      await (await fetch(`${base}/`)).text()
      timings.push(performance.now() - t)
    }
    timings.sort((a, b) => a - b)

    console.log('Xinh foundation figures')
    console.log(`  cold npm start → first 200 on /   ${coldStart.toFixed(1)} s (fresh data dir: migrations + demo seed)`)
    console.log(`  idle RSS                          ${idleRss.toFixed(0)} MB`)
    console.log(
      `  home HTML                         ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB raw, ${(gzipSync(html).length / 1024).toFixed(1)} KB gzip`,
    )
    console.log(
      `  home JavaScript                   ${(jsGzip / 1024).toFixed(1)} KB gzip in ${new Set(scripts).size} files (budget 120 KB)`,
    )
    console.log(`  home CSS                          ${(cssGzip / 1024).toFixed(1)} KB gzip`)
    console.log(`  home SSR latency (50 sequential)  p50 ${timings[24]?.toFixed(1)} ms, p95 ${timings[47]?.toFixed(1)} ms`)
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const [part, ...rest] = process.argv.slice(2)
const PARTS = [
  'foundation',
  'media',
  'tryon',
  'catalog',
  'web',
  'checkout',
  'crash',
  'ipn-storm',
  'load',
  'auth',
  'relevance',
  'seller',
  'seller-products',
  'seller-dashboard',
  'memory',
  'admin',
  'community',
  'chat',
  'notify-fanout',
  'ssr-cpu',
  'assistant',
  'tracking',
]
const parts = part && PARTS.includes(part) ? [part] : PARTS
const args = part && PARTS.includes(part) ? rest : process.argv.slice(2)
if (parts.includes('foundation')) await foundation()
if (part === 'chat') {
  const { runChatBench } = await import('./chat.ts')
  await runChatBench(args)
  // issue 15's figure set: messages/s and delivery latency above, then one promotion to 100,000 users
  const { runNotifyFanoutBench } = await import('./notify-fanout.ts')
  await runNotifyFanoutBench([])
}
if (parts.includes('media')) {
  const { runMediaBench } = await import('./media.ts')
  await runMediaBench()
}
if (parts.includes('tryon')) {
  const { runTryOnBench } = await import('./tryon.ts')
  await runTryOnBench()
}
if (parts.includes('catalog')) {
  const { runCatalogBench } = await import('./catalog.ts')
  await runCatalogBench(args)
}
if (parts.includes('checkout')) {
  const { runCheckoutBench } = await import('./checkout.ts')
  await runCheckoutBench(args)
}
if (parts.includes('crash')) {
  const { runCrashBench } = await import('./crash.ts')
  await runCrashBench(args)
}
if (parts.includes('ipn-storm')) {
  const { runIpnStormBench } = await import('./ipn-storm.ts')
  await runIpnStormBench(args)
}
if (parts.includes('load')) {
  const { runLoadBench } = await import('./load.ts')
  await runLoadBench(args)
}
if (parts.includes('auth')) {
  const { runAuthBench } = await import('./auth.ts')
  await runAuthBench(args)
}
if (parts.includes('relevance')) {
  const { runRelevanceBench } = await import('./relevance.ts')
  await runRelevanceBench(args)
}
// `seller` is the seller centre's whole figure set (issue 13): products, Excel import, dashboard
if (parts.includes('seller') || parts.includes('seller-products')) {
  const { runSellerProductsBench } = await import('./seller-products.ts')
  await runSellerProductsBench(args)
}
if (parts.includes('seller') || parts.includes('seller-dashboard')) {
  const { runSellerDashboardBench } = await import('./seller-dashboard.ts')
  await runSellerDashboardBench(args)
}
if (parts.includes('memory')) {
  const { runMemoryBench } = await import('./memory.ts')
  await runMemoryBench(args)
}
if (parts.includes('notify-fanout')) {
  const { runNotifyFanoutBench } = await import('./notify-fanout.ts')
  await runNotifyFanoutBench(args)
}
if (parts.includes('admin')) {
  const { runAdminBench } = await import('./admin.ts')
  await runAdminBench(args)
}
if (parts.includes('community')) {
  const { runCommunityBench } = await import('./community.ts')
  await runCommunityBench(args)
}
if (parts.includes('ssr-cpu')) {
  const { runSsrCpuBench } = await import('./ssr-cpu.ts')
  await runSsrCpuBench(args)
}
if (part === 'assistant') {
  const { runAssistantBench } = await import('./assistant.ts')
  await runAssistantBench(args)
}
if (part === 'tracking') {
  const { runTrackingBench } = await import('./tracking.ts')
  await runTrackingBench(args)
}
if (parts.includes('web')) {
  const { runWebBudget } = await import('./web-budget.ts')
  await runWebBudget(args)
}
