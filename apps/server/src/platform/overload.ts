import { monitorEventLoopDelay } from 'node:perf_hooks'
import { errorMessage } from '@xinh/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from './config.ts'
import { requestLang } from './i18n.ts'

const HEALTH = new Set(['/healthz', '/readyz'])

/** Health checks: always answered, never shed or held back (a load balancer must see a busy process as alive). */
export const isHealthCheck = (url: string) => HEALTH.has(url.split('?')[0] ?? '')
const RETRY_AFTER_SECONDS = 5
const SAMPLE_MS = 500

function shed(req: FastifyRequest, reply: FastifyReply) {
  reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store')
  return reply.send({
    success: false as const,
    error: { code: 'RETRY_LATER' as const, message: errorMessage('RETRY_LATER', requestLang(req)) },
  })
}

/**
 * Sheds load cleanly (issue 11): when too many requests are already in progress
 * (`OVERLOAD_MAX_IN_FLIGHT`) or the event loop lags behind (`OVERLOAD_EVENT_LOOP_DELAY_MS`, the
 * mean delay over the last half second), a new request gets 503 RETRY_LATER with Retry-After at
 * once instead of queueing for seconds and timing out. Health endpoints always answer, so a load
 * balancer sees a busy process as alive.
 *
 * The same idea as @fastify/under-pressure, measured from the moment the server listens: the
 * demo seed and migrations block the loop on purpose before that, and must not make the first
 * requests fail.
 */
export const overloadGuard = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const maxDelayMs = config.OVERLOAD_EVENT_LOOP_DELAY_MS
    const maxInFlight = config.OVERLOAD_MAX_IN_FLIGHT
    let inFlight = 0
    const histogram = maxDelayMs > 0 ? monitorEventLoopDelay({ resolution: 10 }) : null
    let lagging = false
    let sampledAt = 0
    /** The verdict of the last half second, judged when a request asks (a timer would run late exactly when it matters). */
    const isLagging = () => {
      if (!histogram || sampledAt === 0) return false
      const now = performance.now()
      if (now - sampledAt >= SAMPLE_MS) {
        lagging = histogram.mean / 1e6 > maxDelayMs
        histogram.reset()
        sampledAt = now
      }
      return lagging
    }
    if (histogram) {
      app.addHook('onListen', async () => {
        histogram.enable()
        sampledAt = performance.now()
      })
      app.addHook('onClose', async () => histogram.disable())
    }
    app.addHook('onRequest', async (req, reply) => {
      if (isHealthCheck(req.url)) return
      if ((maxInFlight > 0 && inFlight >= maxInFlight) || isLagging()) return shed(req, reply)
      inFlight++
      ;(req as FastifyRequest & { counted?: boolean }).counted = true
    })
    const done = async (req: FastifyRequest) => {
      const r = req as FastifyRequest & { counted?: boolean }
      if (!r.counted) return
      r.counted = false
      inFlight--
    }
    app.addHook('onResponse', done)
    app.addHook('onRequestAbort', done)
  },
  { name: 'xinh-overload' },
)
