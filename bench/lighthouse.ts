// Lighthouse (mobile: simulated Slow 4G, 4× CPU slowdown — its default config) on the built
// app in the Debian Chromium, for the pages issue 11 names: performance score, LCP, TBT, CLS,
// FCP, Speed Index, and the opportunities Lighthouse itself lists. Three runs per page; the
// median run (by score) is printed. Called by `npm run bench -- web` (bench/web-budget.ts).
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

type Audit = {
  score: number | null
  numericValue?: number
  displayValue?: string
  details?: { type?: string; overallSavingsMs?: number }
  title: string
}

export async function runLighthouse(pages: Array<{ name: string; url: string }>, chromePath: string, runs = 3) {
  const chrome = await launch({ chromePath, chromeFlags: FLAGS })
  try {
    console.log(
      `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} mobile (Slow 4G, 4× CPU), median of ${runs} runs`,
    )
    console.log(`  ${'page'.padEnd(10)} score   LCP      TBT     CLS     FCP      SI`)
    for (const page of pages) {
      const results = []
      for (let i = 0; i < runs; i++) {
        const r = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
        if (r?.lhr) results.push(r.lhr)
      }
      results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
      const lhr = results[Math.floor(results.length / 2)]
      if (!lhr) continue
      const a = lhr.audits as Record<string, Audit>
      const v = (id: string, unit: 'ms' | 's' | '') => {
        const n = a[id]?.numericValue ?? Number.NaN
        return unit === 's' ? `${(n / 1000).toFixed(2)} s` : unit === 'ms' ? `${n.toFixed(0)} ms` : n.toFixed(3)
      }
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100)
      console.log(
        `  ${page.name.padEnd(10)} ${String(score).padStart(5)}  ${v('largest-contentful-paint', 's').padStart(7)}  ${v('total-blocking-time', 'ms').padStart(6)}  ${v('cumulative-layout-shift', '').padStart(6)}  ${v('first-contentful-paint', 's').padStart(7)}  ${v('speed-index', 's').padStart(7)}`,
      )
      const findings = Object.values(a)
        .filter(
          (x) =>
            x.score !== null &&
            x.score < 0.9 &&
            (x.details?.type === 'opportunity' || /render-blocking|unused|lcp|font|image|preload|priorit/i.test(x.title)),
        )
        .map((x) => `${x.title}${x.displayValue ? ` (${x.displayValue})` : ''}`)
      for (const f of findings.slice(0, 6)) console.log(`      – ${f}`)
    }
  } finally {
    await chrome.kill()
  }
}
