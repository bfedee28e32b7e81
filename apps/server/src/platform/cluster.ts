import cluster, { type Worker } from 'node:cluster'
import type { Logger } from 'pino'

/** What a worker tells the primary once it listens. */
export type WorkerReady = { type: 'xinh:ready'; seeded: boolean; engine: string }

export const isWorkerReady = (msg: unknown): msg is WorkerReady =>
  typeof msg === 'object' && msg !== null && (msg as { type?: unknown }).type === 'xinh:ready'

/** More exits than this within CRASH_WINDOW_MS and the primary gives up instead of forking again. */
const CRASH_LIMIT = 5
const CRASH_WINDOW_MS = 60_000
const RESTART_DELAY_MS = 1_000
/** Workers get this long to finish their requests and jobs after SIGTERM (each has 10 s of its own). */
const DRAIN_MS = 15_000

/**
 * The primary of `WORKERS=N`: forks N workers that share the port (the primary accepts
 * connections and hands them out in turn), forks a new one when one dies, and on SIGTERM or
 * SIGINT asks every worker to drain and exits once they all have. It opens no database and
 * loads no app: migrations, the demo seed and everything else happen in the workers, made safe
 * by advisory locks (main.ts), exactly as for separate processes behind a load balancer.
 */
export function runPrimary({
  workers,
  log,
  onReady,
}: {
  workers: number
  log: Logger
  /** Called once, when every worker has reported ready for the first time. */
  onReady: (info: { seeded: boolean; engine: string; pids: number[] }) => void
}) {
  const ready = new Map<number, WorkerReady>()
  let announced = false
  let stopping = false
  let failed = false
  const exits: number[] = []

  const fork = () => {
    const worker = cluster.fork()
    worker.on('message', (msg) => {
      if (!isWorkerReady(msg)) return
      ready.set(worker.id, msg)
      if (announced || ready.size < workers) return
      announced = true
      const all = [...ready.values()]
      onReady({
        seeded: all.some((r) => r.seeded),
        engine: all[0]?.engine ?? 'postgres',
        pids: Object.values(cluster.workers ?? {}).map((w) => w?.process.pid ?? 0),
      })
    })
    return worker
  }

  const live = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w))

  const stop = (reason: string, exitCode = 0) => {
    if (stopping) return
    stopping = true
    if (exitCode) failed = true
    log.info({ reason }, `stopping ${live().length} workers`)
    for (const worker of live()) worker.process.kill('SIGTERM')
    setTimeout(() => {
      for (const worker of live()) worker.process.kill('SIGKILL')
      process.exit(1)
    }, DRAIN_MS).unref()
    if (live().length === 0) process.exit(exitCode)
  }

  cluster.on('exit', (worker, code, signal) => {
    const wasReady = ready.delete(worker.id)
    if (stopping) {
      if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') failed = true
      if (live().length === 0) process.exit(failed ? 1 : 0)
      return
    }
    // a worker that never became ready failed to start (bad database URL, port in use…): the
    // next one would fail the same way, so stop with its message rather than loop
    if (!announced && !wasReady) {
      log.error({ worker: worker.process.pid, code, signal }, 'a worker failed to start')
      stop('start-up failed', 1)
      return
    }
    const now = Date.now()
    exits.push(now)
    while (exits.length && exits[0]! < now - CRASH_WINDOW_MS) exits.shift()
    if (exits.length > CRASH_LIMIT) {
      log.error({ exits: exits.length }, `workers keep exiting (${exits.length} in ${CRASH_WINDOW_MS / 1000} s): giving up`)
      stop('crash loop', 1)
      return
    }
    log.warn({ worker: worker.process.pid, code, signal }, 'a worker exited: starting another')
    setTimeout(() => {
      if (!stopping) fork()
    }, RESTART_DELAY_MS)
  })

  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
  // started by scripts/start.mjs, which is gone: nobody would stop us
  if (process.channel) process.on('disconnect', () => stop('parent gone'))
  for (let i = 0; i < workers; i++) fork()
}
