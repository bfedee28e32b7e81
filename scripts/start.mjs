// `npm start`: builds the web app when no build exists, bundles the server when its sources
// changed (scripts/build-server.mjs, ~2 s), then runs the server. With WORKERS=N the server
// process becomes the cluster's primary and each worker runs this script again.
//
// Memory (docs/deployment.md#7-memory): on Linux the server runs as a child of this script with
// MALLOC_ARENA_MAX=2 and MALLOC_MMAP_THRESHOLD_=131072 (glibc otherwise gives each thread
// compressing or hashing its own arena and keeps freed blocks in them: ~100–150 MB after load;
// no measurable CPU cost) and V8's young generation at 2 × 16 MB (--max-semi-space-size=16:
// V8's own default on 64-bit, stated so the choice is on record; 4 MB kept ~20 MB less after
// load but cost ~9 % more CPU per cold page, 1 MB ~10 % more again). Both must be set before
// the process starts, hence the child (which also gets --expose-gc for platform/idle-gc.ts). With
// MALLOC_ARENA_MAX already set (a container, a service file) the server runs in this process.
import { spawn, spawnSync } from 'node:child_process'
import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import os from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildServer, isServerBuildFresh, SERVER_ENTRY } from './build-server.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
if (cluster.isPrimary && !existsSync(`${root}apps/web/build/server/index.js`)) {
  console.log('No web build found: building it once (about 10 s)…')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
if (cluster.isPrimary && !isServerBuildFresh()) await buildServer()

// `npm start` is the production profile, also on a laptop; logs stay readable on a terminal
// (platform/config.ts: the terminal, not NODE_ENV, picks pretty or JSON lines)
process.env.NODE_ENV ??= 'production'

const SEMI_SPACE = '--max-semi-space-size=16'
const isGlibc = process.platform === 'linux' && Boolean(process.report?.getReport().header.glibcVersionRuntime)

if (cluster.isPrimary && isGlibc && process.env.MALLOC_ARENA_MAX === undefined) {
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? '']
  const v8Flags = [
    ...(given.some((f) => f.includes('semi-space')) ? [] : [SEMI_SPACE]),
    // platform/idle-gc.ts: one full collection once a burst of traffic is over
    ...(given.some((f) => f.includes('expose-gc')) ? [] : ['--expose-gc']),
  ]
  const child = spawn(process.execPath, [...v8Flags, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    // a fixed mmap threshold: blocks from 128 KB (compressed pages, render buffers) go back to
    // the system when freed, instead of glibc raising the threshold and keeping them in arenas
    env: { ...process.env, MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072' },
  })
  // a terminal's Ctrl-C reaches both processes; a service manager's SIGTERM only this one
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 1)))
} else {
  await import(pathToFileURL(SERVER_ENTRY).href)
}
