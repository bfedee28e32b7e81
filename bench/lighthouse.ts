// Lighthouse (mobile: simulated Slow 4G, 4× CPU slowdown — its default config) on the built
// app in the Debian Chromium, for the pages issue 11 names: performance score, LCP, TBT, CLS,
// FCP, Speed Index, and the opportunities Lighthouse itself lists. Three runs per page; the
// median run (by score) is printed, with Lighthouse's own breakdown of it: the LCP element and
// its phases, render-blocking requests, the critical request chain, unused JavaScript, image
// savings and the scripts that kept the main thread busy (TBT depends on the machine's load;
// these do much less). LIGHTHOUSE_OUT=dir also writes each median report as JSON.
// Called by `npm run bench -- web` (bench/web-budget.ts).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

type Item = Record<string, unknown>
type Details = { type?: string; overallSavingsMs?: number; items?: Item[]; chains?: Record<string, Chain> }
type Chain = { url?: string; navStartToEndTime?: number; transferSize?: number; children?: Record<string, Chain> }
type Audit = {
  score: number | null
  numericValue?: number
  displayValue?: string
  details?: Details
  title: string
}

const kib = (n: unknown) => `${((Number(n) || 0) / 1024).toFixed(1)} KiB`
const ms = (n: unknown) => (n === undefined ? '—' : `${Math.round(Number(n) || 0)} ms`)
/** Path and query of a same-origin URL (shorter lines), the whole URL otherwise. */
const short = (url: unknown, origin: string) => String(url ?? '').replace(origin, '')

/** Lighthouse's own breakdown of one report, a few lines per topic. */
function explain(a: Record<string, Audit>, origin: string): string[] {
  const out: string[] = []
  const items = (id: string) => a[id]?.details?.items ?? []
  // LCP element and its phases (TTFB, load delay, load time, render delay)
  const lcp = items('largest-contentful-paint-element') as Array<{ items?: Item[] }>
  const node = lcp[0]?.items?.[0]?.node as { snippet?: string } | undefined
  if (node?.snippet) out.push(`LCP element: ${node.snippet.slice(0, 160)}`)
  const phases = (lcp[1]?.items ?? []).map((p) => `${p.phase} ${ms(p.timing)}`)
  if (phases.length) out.push(`LCP phases: ${phases.join(', ')}`)
  const blocking = items('render-blocking-resources').map((r) => `${short(r.url, origin)} (${kib(r.totalBytes)}, ${ms(r.wastedMs)})`)
  if (blocking.length) out.push(`render-blocking: ${blocking.join('; ')}`)
  // critical request chain: the longest path from the document
  const chains = a['critical-request-chains']?.details?.chains ?? {}
  let longest: string[] = []
  let longestEnd = 0
  const walk = (c: Chain, trail: string[]) => {
    const here = [...trail, short(c.url, origin)]
    const kids = Object.values(c.children ?? {})
    if (!kids.length && (c.navStartToEndTime ?? 0) > longestEnd) {
      longestEnd = c.navStartToEndTime ?? 0
      longest = here
    }
    for (const k of kids) walk(k, here)
  }
  for (const c of Object.values(chains)) walk(c, [])
  if (longest.length > 1) out.push(`longest request chain (${longest.length} deep): ${longest.join(' → ')}`)
  const unused = items('unused-javascript')
    .slice(0, 3)
    .map((r) => `${short(r.url, origin)} ${kib(r.wastedBytes)} of ${kib(r.totalBytes)}`)
  if (unused.length) out.push(`unused JS: ${unused.join('; ')}`)
  for (const id of ['uses-responsive-images', 'modern-image-formats', 'offscreen-images']) {
    const rows = items(id)
    if (rows.length)
      out.push(
        `${id}: ${rows.length} image(s), ${kib(rows.reduce((s, r) => s + (Number(r.wastedBytes) || 0), 0))}, e.g. ${short(rows[0]?.url, origin)}`,
      )
  }
  const boot = items('bootup-time')
    .slice(0, 3)
    .map((r) => `${short(r.url, origin)} ${ms(r.total)} (script ${ms(r.scripting)})`)
  if (boot.length) out.push(`main thread by script: ${boot.join('; ')}`)
  const longTasks = items('long-tasks')
  if (longTasks.length)
    out.push(
      `long tasks: ${longTasks.length}, longest ${ms(Math.max(...longTasks.map((t) => Number(t.duration) || 0)))} (${short(longTasks[0]?.url, origin)})`,
    )
  const shifts = items('layout-shifts')
  if (shifts.length)
    out.push(
      `layout shifts: ${shifts.map((s) => `${(s.node as { snippet?: string })?.snippet?.slice(0, 80)} ${Number(s.score).toFixed(3)}`).join('; ')}`,
    )
  return out
}

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } }

/**
 * What TBT would be on an idle machine, roughly: the page's main-thread tasks after the observed
 * first contentful paint, by the CPU time they got (`tdur`) rather than their wall time, ×4 like
 * Lighthouse's CPU slowdown, each counted above 50 ms. On a loaded machine a task's wall time
 * includes the time other processes had the core; its CPU time much less so. Also the main
 * thread's total CPU time (×1) from navigation on.
 */
export function cpuFigures(events: TraceEvent[]): { cpuMs: number; tbtEstimate: number } | undefined {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X')
  let best: { key: string; total: number } | undefined
  for (const m of mains) {
    const key = `${m.pid}:${m.tid}`
    const total = tasks.filter((t) => t.pid === m.pid && t.tid === m.tid).reduce((s, t) => s + (t.tdur ?? 0), 0)
    if (!best || total > best.total) best = { key, total }
  }
  if (!best) return undefined
  const mine = tasks.filter((t) => `${t.pid}:${t.tid}` === best.key)
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0
  let tbtEstimate = 0
  for (const t of mine) if (t.ts >= fcp) tbtEstimate += Math.max(0, (4 * (t.tdur ?? 0)) / 1000 - 50)
  return { cpuMs: best.total / 1000, tbtEstimate }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']
type Run = { lhr: Lhr; cpu?: { cpuMs: number; tbtEstimate: number } }

/**
 * `simulate` is Lighthouse's default: the page loads unthrottled and Lantern estimates the metrics
 * for Slow 4G from the requests and tasks it saw. `devtools` (`--applied`) throttles the load
 * itself (Chrome DevTools' Slow 4G: 562.5 ms per request, 1.44 Mbit/s down, 4× CPU) and reports
 * what happened. From localhost the two differ on LCP: Lantern counts every request that ended
 * before the LCP it observed, and unthrottled the hydration scripts end before the first frame.
 */
export type Throttling = 'simulate' | 'devtools'

export async function runLighthouse(
  pages: Array<{ name: string; url: string }>,
  chromePath: string,
  runs = 3,
  throttling: Throttling = 'simulate',
) {
  const outDir = process.env.LIGHTHOUSE_OUT
  if (outDir) mkdirSync(outDir, { recursive: true })
  const chrome = await launch({ chromePath, chromeFlags: FLAGS })
  try {
    const load = (await import('node:os')).loadavg().map((n) => n.toFixed(1))
    console.log(
      `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} mobile (Slow 4G, 4× CPU, ${throttling === 'simulate' ? 'simulated' : 'applied by DevTools'}), median of ${runs} runs; load average ${load.join(' ')}`,
    )
    console.log(`  ${'page'.padEnd(10)} score   LCP      TBT     CLS     FCP      SI   TBT(cpu)  main CPU`)
    for (const page of pages) {
      const results: Run[] = []
      const errors: string[] = []
      // A run that failed (e.g. NO_NAVSTART on a fresh browser's first navigation) is retried, twice at most.
      for (let i = 0; results.length < runs && i < runs + 2; i++) {
        const r = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          throttlingMethod: throttling,
          // a first visit: Lighthouse clears the HTTP cache but by default keeps the origin's local
          // storage and cookies, so the runs after the first would see what an earlier run stored
          // (e.g. lib/brand-font.ts's flag, with the font files no longer cached)
          clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'cookies', 'indexeddb'],
        })
        if (!r?.lhr) continue
        if (r.lhr.runtimeError) {
          errors.push(r.lhr.runtimeError.code)
          continue
        }
        const trace = (r.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace
        // applied CPU throttling inflates the main thread's CPU time itself: the estimate means nothing there
        results.push({ lhr: r.lhr, cpu: trace && throttling === 'simulate' ? cpuFigures(trace.traceEvents) : undefined })
      }
      results.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0))
      const median = results[Math.floor(results.length / 2)]
      if (!median) {
        console.log(`  ${page.name.padEnd(10)} no report (${errors.join(', ')})`)
        continue
      }
      const { lhr, cpu } = median
      if (outDir) writeFileSync(path.join(outDir, `${page.name}.json`), JSON.stringify(lhr))
      const a = lhr.audits as Record<string, Audit>
      const v = (id: string, unit: 'ms' | 's' | '') => {
        const n = a[id]?.numericValue ?? Number.NaN
        return unit === 's' ? `${(n / 1000).toFixed(2)} s` : unit === 'ms' ? `${n.toFixed(0)} ms` : n.toFixed(3)
      }
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100)
      console.log(
        `  ${page.name.padEnd(10)} ${String(score).padStart(5)}  ${v('largest-contentful-paint', 's').padStart(7)}  ${v('total-blocking-time', 'ms').padStart(6)}  ${v('cumulative-layout-shift', '').padStart(6)}  ${v('first-contentful-paint', 's').padStart(7)}  ${v('speed-index', 's').padStart(7)}  ${ms(cpu?.tbtEstimate).padStart(7)}  ${ms(cpu?.cpuMs).padStart(7)}`,
      )
      const findings = Object.values(a)
        .filter(
          (x) =>
            x.score !== null &&
            x.score < 0.9 &&
            (x.details?.type === 'opportunity' || /render-blocking|unused|lcp|font|image|preload|priorit/i.test(x.title)),
        )
        .map((x) => `${x.title}${x.displayValue ? ` (${x.displayValue})` : ''}`)
      const each = results.map(
        (r) =>
          `${Math.round((r.lhr.categories.performance?.score ?? 0) * 100)}/${ms(r.lhr.audits['total-blocking-time']?.numericValue)}/${ms(r.cpu?.tbtEstimate)}`,
      )
      console.log(`      runs (score/TBT/TBT(cpu)): ${each.join(', ')}${errors.length ? `; failed: ${errors.join(', ')}` : ''}`)
      for (const f of findings.slice(0, 6)) console.log(`      – ${f}`)
      for (const line of explain(a, new URL(page.url).origin)) console.log(`        ${line}`)
    }
    console.log(
      "  TBT(cpu): the TBT estimate from the main thread's CPU time (×4) instead of wall time, after the observed FCP: far less sensitive to the machine's load than TBT.",
    )
  } finally {
    await chrome.kill()
  }
}
