// `node --import tsx bench/cpu-profile-summary.ts DIR_OR_FILE [--top 40] [--last SECONDS]`: where a `--cpu-prof`
// profile (e.g. from `npm run bench -- ssr-cpu --profile DIR`) spent its time. Prints self time by
// area (React's server renderer, React Router, the page data and SQL of our modules, the database
// driver, the HTTP server, GC…), then the functions with the most self time, then the functions
// with the most total time (self + callees) among our own code, so a cost can be followed to the
// call that caused it. Reads the largest .cpuprofile in a directory (the main thread's; workers
// write their own, smaller ones).
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

type Frame = { functionName: string; url: string; lineNumber: number }
type Node = { id: number; callFrame: Frame; children?: number[] }
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] }

// `--last S`: only the profile's last S seconds (the measured requests, without the server's start-up)
const { values, positionals } = parseArgs({
  options: { top: { type: 'string', default: '40' }, last: { type: 'string' } },
  allowPositionals: true,
})
const target = positionals[0]
if (!target) throw new Error('usage: cpu-profile-summary.ts DIR_OR_FILE [--top 40]')
const file = statSync(target).isDirectory()
  ? readdirSync(target)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(target, f))
      .sort((a, b) => statSync(b).size - statSync(a).size)[0]
  : target
if (!file) throw new Error(`no .cpuprofile in ${target}`)
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const top = Number(values.top) || 40

const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)

const self = new Map<number, number>()
const span = profile.timeDeltas.reduce((a, b) => a + b, 0)
const from = values.last ? span - Number(values.last) * 1e6 : 0
let at = 0
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0
  if (at < from) return
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
})
const total = [...self.values()].reduce((a, b) => a + b, 0)

function area(f: Frame): string {
  const u = f.url
  if (!u) return f.functionName === '(garbage collector)' ? 'GC' : f.functionName === '(idle)' ? 'idle' : `(${f.functionName || 'native'})`
  if (u.startsWith('node:')) return 'node internals'
  if (u.startsWith('wasm://')) return 'WASM (PGlite: SQL in process)'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(u)?.[1]
  if (pkg) {
    if (pkg === 'react-dom') return 'react-dom (server renderer)'
    if (pkg === '@electric-sql/pglite') return 'PGlite (SQL in WASM)'
    return pkg
  }
  if (u.includes('/apps/web/build/server/')) return 'web build (routes, components, React Router server)'
  if (u.includes('/apps/server/src/')) return `server: ${/apps\/server\/src\/(?:modules\/)?([^/]+)/.exec(u)?.[1] ?? '?'}`
  if (u.includes('/packages/contracts/')) return 'contracts (zod schemas)'
  return u
    .replace(/^file:\/\//, '')
    .split('/')
    .slice(-2)
    .join('/')
}

const ms = (us: number) => (us / 1000).toFixed(0).padStart(7)
const pct = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)} %`
const name = (f: Frame) =>
  `${f.functionName || '(anonymous)'} ${f.url.replace(/^file:\/\//, '').replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${f.lineNumber + 1}`

console.log(`${file}: ${(total / 1e6).toFixed(1)} s of samples`)
console.log('\nSelf time by area')
const areas = new Map<string, number>()
for (const [id, t] of self) {
  const n = byId.get(id)
  if (n) areas.set(area(n.callFrame), (areas.get(area(n.callFrame)) ?? 0) + t)
}
for (const [a, t] of [...areas].sort((x, y) => y[1] - x[1]).slice(0, 20)) console.log(`  ${ms(t)} ms ${pct(t)}  ${a}`)

console.log(`\nTop ${top} functions by self time`)
const fnSelf = new Map<string, number>()
for (const [id, t] of self) {
  const n = byId.get(id)
  if (n) fnSelf.set(name(n.callFrame), (fnSelf.get(name(n.callFrame)) ?? 0) + t)
}
for (const [f, t] of [...fnSelf].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`  ${ms(t)} ms ${pct(t)}  ${f}`)

// total time: each sample counts once for every distinct function on its stack
console.log(`\nTop ${top} of our functions by total time (self + callees)`)
const fnTotal = new Map<string, number>()
profile.samples.forEach((leaf, i) => {
  const dt = profile.timeDeltas[i] ?? 0
  const seen = new Set<string>()
  for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
    const n = byId.get(id)
    if (!n) break
    const u = n.callFrame.url
    if (u.includes('node_modules') || u.startsWith('node:') || u.startsWith('wasm://') || !u) continue
    const k = name(n.callFrame)
    if (seen.has(k)) continue
    seen.add(k)
    fnTotal.set(k, (fnTotal.get(k) ?? 0) + dt)
  }
})
for (const [f, t] of [...fnTotal].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`  ${ms(t)} ms ${pct(t)}  ${f}`)
