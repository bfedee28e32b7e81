// `npm test`: unit + API integration tests (PGlite, and PostgreSQL too when TEST_DATABASE_URL
// is set), then the browser journeys. Without Chromium the browser tests are skipped with a
// message, unless E2E_REQUIRED=1 (CI), where that is a failure.
import { spawn } from 'node:child_process'
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const tmp = mkdtempSync(path.join(os.tmpdir(), 'xinh-test-'))

/**
 * The tests' scratch files go to memory (/dev/shm) when the machine has room: every integration
 * file copies the migrated PGlite template (45 MB, ~2,300 files) and every journey server the
 * seeded one (135 MB). On this VM's ext4 disk a copy cost 1.6–2.1 s (3.5 s for the seeded one) of
 * kernel CPU, in memory 0.1–0.3 s, on a suite that is CPU-bound. Children get it as TMPDIR; it is
 * removed at the end. The reports stay in `tmp`, on disk, for a look after the run.
 */
function memoryScratch() {
  try {
    accessSync('/dev/shm', constants.W_OK)
    const { bavail, bsize } = statfsSync('/dev/shm')
    if (bavail * bsize < 4e9) return undefined
    return mkdtempSync('/dev/shm/xinh-test-')
  } catch {
    return undefined
  }
}
const scratch = process.env.XINH_TEST_DISK_TMP === '1' ? undefined : memoryScratch()
if (scratch) {
  process.env.TMPDIR = scratch
  const removeScratch = () => rmSync(scratch, { recursive: true, force: true })
  process.on('exit', removeScratch)
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143))
}
const totals = { passed: 0, failed: 0, skipped: 0 }
/** Names of the failed tests, printed again at the very end: CI keeps only the tail of the output. */
const failures = []
let ok = true

/** Runs a step without blocking this process (other steps may go on meanwhile); `logFile` takes its output instead of the terminal. */
function run(label, cmd, args, env = {}, logFile = undefined) {
  console.log(`\n▶ ${label}`)
  const out = logFile ? openSync(logFile, 'w') : 'inherit'
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } })
  return new Promise((resolve) =>
    child.on('close', (code) => {
      if (typeof out === 'number') closeSync(out)
      if (code !== 0) ok = false
      resolve(code === 0)
    }),
  )
}

function countVitest(file, tag) {
  if (!existsSync(file)) return
  const r = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += r.numPassedTests ?? 0
  totals.failed += r.numFailedTests ?? 0
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
  for (const result of r.testResults ?? []) {
    const where = path.relative(root, result.name ?? '')
    const failed = (result.assertionResults ?? []).filter((a) => a.status === 'failed')
    for (const a of failed) failures.push(`[${tag}] ${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`)
    // a file that failed to load or whose hooks threw has no failed assertion of its own
    if (failed.length === 0 && result.status === 'failed') failures.push(`[${tag}] ${where}: ${firstLine(result.message)}`)
  }
}

function firstLine(text) {
  return (
    String(text ?? '')
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  )
}

/** Failed journeys (every attempt failed) from a Playwright JSON report's suites. */
function journeyFailures(suites, titles = []) {
  for (const suite of suites) {
    const path_ = [...titles, suite.title].filter(Boolean)
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected') {
          const last = t.results?.at(-1)
          failures.push(`[journey] ${[...path_, spec.title].join(' › ')}:${spec.line}: ${firstLine(last?.error?.message)}`)
        }
    journeyFailures(suite.suites ?? [], path_)
  }
}

const pgUrl = process.env.TEST_DATABASE_URL

const vitestArgs = (projects, file) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
]

async function vitest(label, projects, file, env, tag) {
  await run(label, 'npx', vitestArgs(projects, file), env)
  countVitest(file, tag)
}

const E2E_DIR = path.join(root, 'apps/web/e2e')

/**
 * The journey files split into `shards` groups of about equal time: longest first, each to the
 * group with the least so far (LPT), from apps/web/e2e/durations.json (seconds per file in a CI
 * run; a file not in it counts as the median). Playwright's own --shard splits by test count in
 * file order, and one shard ran 4 minutes longer than another (session 14). Every run writes
 * its own figures to test-results/e2e-durations.json: copy it over durations.json to refresh them.
 */
function splitJourneys(shards) {
  const files = readdirSync(E2E_DIR)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort()
  let known = {}
  try {
    known = JSON.parse(readFileSync(path.join(E2E_DIR, 'durations.json'), 'utf8'))
  } catch {}
  const values = Object.values(known).sort((a, b) => a - b)
  const median = values.length > 0 ? values[Math.floor(values.length / 2)] : 1
  const weighted = files.map((f) => ({ f, w: typeof known[f] === 'number' ? known[f] : median })).sort((a, b) => b.w - a.w)
  const groups = Array.from({ length: shards }, () => ({ files: [], total: 0 }))
  for (const { f, w } of weighted) {
    const lightest = groups.reduce((min, g) => (g.total < min.total ? g : min))
    lightest.files.push(path.join(E2E_DIR, f))
    lightest.total += w
  }
  return groups.map((g) => g.files)
}

/** Seconds per journey file (every attempt) from a Playwright JSON report's suites. */
function fileDurations(suites, out) {
  for (const suite of suites) {
    const file = path.basename(suite.file ?? '')
    let ms = 0
    const walk = (s) => {
      for (const spec of s.specs ?? []) for (const t of spec.tests ?? []) for (const r of t.results ?? []) ms += r.duration ?? 0
      for (const child of s.suites ?? []) walk(child)
    }
    walk(suite)
    if (file) out[file] = Math.round((out[file] ?? 0) + ms / 1000)
  }
}

/**
 * Seeds the demo data once for the parallel journey shards: an e2e server starts on an empty
 * DATA_DIR (migrations + demo seed, ~30 CPU-s), answers /readyz, and is stopped; each shard's
 * server starts from a copy of that folder (scripts/e2e-server.mjs). Undefined when it fails:
 * the shards then seed their own, as before.
 */
async function seedTemplate(dir, port) {
  const started = Date.now()
  const child = spawn('node', ['scripts/e2e-server.mjs'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)))
  let ready = false
  while (!ready && child.exitCode === null && Date.now() - started < 180_000) {
    ready = await fetch(`http://localhost:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (!ready) await new Promise((r) => setTimeout(r, 250))
  }
  child.kill('SIGTERM') // a clean shutdown closes the database: the folder is whole
  const code = await exited
  if (!ready || code !== 0) {
    console.log(`(the shared demo seed for the shards failed: each shard seeds its own)`)
    return undefined
  }
  console.log(`Demo data seeded once for the shards in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return dir
}

// The fuzz suite runs its 10,000 cases of the fixed seed on PostgreSQL (the production engine) when
// both engines run; PGlite then runs 2,500 cases of another fixed seed: 12,500 distinct cases per run
// and ~85 CPU-s less than the same 10,000 twice. FUZZ_RUNS / FUZZ_SEED set by hand win.
const pgliteFuzz = pgUrl ? { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '2500', FUZZ_SEED: process.env.FUZZ_SEED ?? '20261127' } : {}
await vitest(
  'Unit and integration tests (embedded PGlite)',
  ['unit', 'integration'],
  path.join(tmp, 'pglite.json'),
  {
    TEST_DATABASE_URL: '',
    ...pgliteFuzz,
  },
  'PGlite',
)
// Chromium's headless shell first (Debian `chromium-headless-shell`): the same engine, less CPU per journey
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))
// The journeys run in E2E_SHARDS Playwright processes at once (default 3: the journeys wait on the
// network and timers as much as on the CPU, so a third shard shortens the run on 2 cores), each
// against its own server and database on its own port, so journeys that change shared demo data (a
// paused shop, a used voucher) never meet; files are split between them by their measured durations
// (splitJourneys).
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 3))
const basePort = Number(process.env.E2E_PORT ?? 3100)
// The web build and the shards' demo seed run alongside the PostgreSQL phase: alone, the build left
// a core idle for a third of its minute and the seed (one process) one core for its ~28 s (vmstat,
// session 21). The build's output is printed after that phase.
const buildLog = path.join(tmp, 'build.log')
const prepared = chromium
  ? run(
      'Building the web app for the browser tests (alongside the next step; its output follows it)',
      'npm',
      ['run', 'build', '--silent'],
      {},
      buildLog,
    ).then(async (built) => ({
      built,
      template: built && shards > 1 ? await seedTemplate(path.join(scratch ?? tmp, 'e2e-template'), basePort + shards) : undefined,
    }))
  : undefined
if (pgUrl)
  await vitest(
    'Integration tests on PostgreSQL',
    ['integration'],
    path.join(tmp, 'postgres.json'),
    { TEST_DATABASE_URL: pgUrl },
    'PostgreSQL',
  )
else console.log('\n(TEST_DATABASE_URL is not set: the integration suite ran on PGlite only.)')

const { built, template } = (await prepared) ?? { built: false, template: undefined }
if (chromium) {
  const output = existsSync(buildLog) ? readFileSync(buildLog, 'utf8').trim() : ''
  console.log(`\n▶ The web build ${built ? 'finished' : 'FAILED'}${output ? `:\n${output}` : ''}`)
}
if (!chromium) {
  const message =
    'Browser tests skipped: Chromium is not installed. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH.'
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`\n✖ ${message}`)
    ok = false
  } else console.log(`\n${message}`)
} else if (built) {
  const groups = shards > 1 ? splitJourneys(shards).filter((g) => g.length > 0) : [[]]
  console.log(`\n▶ Browser journeys (Playwright + Chromium, ${groups.length} at once)`)
  const results = await Promise.all(
    groups.map((group, i) => {
      const report = path.join(tmp, `e2e-${i + 1}.json`)
      const prefix = groups.length > 1 ? `[${i + 1}/${groups.length}] ` : ''
      const args = ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json']
      args.push(...group)
      const child = spawn('npx', args, {
        cwd: root,
        env: {
          ...process.env,
          CHROMIUM_PATH: chromium,
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
          E2E_PORT: String(basePort + i),
          ...(template ? { E2E_TEMPLATE_DIR: template } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      for (const stream of [child.stdout, child.stderr]) {
        let rest = ''
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n')
          rest = lines.pop() ?? ''
          for (const line of lines) process.stdout.write(`${prefix}${line}\n`)
        })
        stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`))
      }
      return new Promise((resolve) => child.on('close', (code) => resolve({ code, report })))
    }),
  )
  const measured = {}
  for (const { code, report } of results) {
    if (code !== 0) ok = false
    if (!existsSync(report)) continue
    const json = JSON.parse(readFileSync(report, 'utf8'))
    fileDurations(json.suites ?? [], measured)
    journeyFailures(json.suites ?? [])
    const s = json.stats ?? {}
    totals.passed += (s.expected ?? 0) + (s.flaky ?? 0)
    totals.failed += s.unexpected ?? 0
    totals.skipped += s.skipped ?? 0
  }
  if (Object.keys(measured).length > 0) {
    const sorted = Object.fromEntries(Object.entries(measured).sort(([a], [b]) => a.localeCompare(b)))
    mkdirSync(path.join(root, 'test-results'), { recursive: true })
    writeFileSync(path.join(root, 'test-results/e2e-durations.json'), `${JSON.stringify(sorted, null, 2)}\n`)
  }
}

if (failures.length > 0) {
  console.log(`\nFailed (${failures.length}):`)
  for (const f of failures) console.log(`  ✘ ${stripVTControlCharacters(f)}`)
}
if (!ok && totals.failed === 0) totals.failed = 1 // a step failed without a test failing (build, setup)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(ok ? 0 : 1)
