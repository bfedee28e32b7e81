import type { FastifyBaseLogger } from 'fastify'

/** Delays before each retry, like a real gateway calling again (VNPay and MoMo retry for a while). */
export const IPN_RETRY_DELAYS_MS = [1_000, 3_000, 10_000, 30_000]

export type Delivery = { url: string; init: RequestInit; accept: (res: Response) => Promise<boolean> }

/**
 * Calls the merchant's IPN URL server to server: once now (waited for, so the browser's return
 * usually finds the payment settled), then again in the background while the merchant answers
 * non-2xx, times out or says to try again. Pending retries are dropped when the app closes.
 */
export function createDeliverer(log: FastifyBaseLogger, delays: number[] = IPN_RETRY_DELAYS_MS, timeoutMs = 8_000) {
  const timers = new Set<NodeJS.Timeout>()
  let closed = false

  async function attempt(d: Delivery): Promise<boolean> {
    try {
      const res = await fetch(d.url, { ...d.init, signal: AbortSignal.timeout(timeoutMs) })
      return await d.accept(res)
    } catch (err) {
      log.warn({ err, url: d.url }, 'simulated IPN not delivered')
      return false
    }
  }

  function retry(d: Delivery, n: number) {
    if (closed || n >= delays.length) return
    const timer = setTimeout(async () => {
      timers.delete(timer)
      if (!(await attempt(d))) retry(d, n + 1)
    }, delays[n])
    timer.unref()
    timers.add(timer)
  }

  return {
    /** Resolves after the first try with whether it was accepted; retries continue on their own. */
    async deliver(d: Delivery): Promise<boolean> {
      const ok = await attempt(d)
      if (!ok) retry(d, 0)
      return ok
    },
    close() {
      closed = true
      for (const t of timers) clearTimeout(t)
      timers.clear()
    },
  }
}
export type Deliverer = ReturnType<typeof createDeliverer>
