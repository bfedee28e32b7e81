import type { FastifyInstance } from 'fastify'

/**
 * After a burst of traffic, V8 keeps the old generation it grew for it (hundreds of MB of
 * garbage and freed pages) until its next major collection, which an idle process may not run
 * for minutes. When the process was busy and then served nothing for `idleMs`, this runs one
 * full collection, which returns those pages to the system (measured: RSS 433 → ~250 MB after
 * a long burst, docs/deployment.md#7-memory). It costs one pause of ~0.1 s at a moment when no
 * request is waiting, and never runs under steady traffic.
 *
 * Needs `--expose-gc` (scripts/start.mjs passes it); without it this does nothing.
 */
export function collectWhenIdle(app: FastifyInstance, { idleMs = 10_000 }: { idleMs?: number } = {}) {
  const gc = (globalThis as { gc?: (options?: { type: 'major'; execution: 'sync' }) => void }).gc
  if (typeof gc !== 'function') return false
  let lastRequestAt = 0
  let busySinceCollection = false
  app.addHook('onResponse', async () => {
    lastRequestAt = Date.now()
    busySinceCollection = true
  })
  const timer = setInterval(() => {
    if (!busySinceCollection || Date.now() - lastRequestAt < idleMs) return
    busySinceCollection = false
    const before = process.memoryUsage().rss
    gc()
    app.log.debug(
      { rssMb: Math.round(before / 2 ** 20), afterMb: Math.round(process.memoryUsage().rss / 2 ** 20) },
      'idle: garbage collected',
    )
  }, idleMs / 2)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
  return true
}
