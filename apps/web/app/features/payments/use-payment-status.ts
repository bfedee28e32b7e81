import { useEffect, useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import type { PaymentAttempt } from './types.ts'

/** How often, and for how long, the result page asks while the gateway's answer is on its way. */
export const POLL_EVERY_MS = 1500
export const POLL_FOR_MS = 30_000

/**
 * The payment as the server knows it, asked again while it is pending: the gateway's IPN (which
 * marks it paid or failed) may arrive a little after the buyer is back. Stops when it settles or
 * after POLL_FOR_MS (`timedOut`: the buyer can ask again by hand with `recheck`).
 */
export function usePaymentStatus(initial: PaymentAttempt, key?: string | null) {
  const { api } = useApp()
  const [payment, setPayment] = useState(initial)
  const [round, setRound] = useState(0)
  const [timedOut, setTimedOut] = useState(false)
  const pending = payment.status === 'pending'

  useEffect(() => setPayment(initial), [initial])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the polling after a time-out
  useEffect(() => {
    if (!pending) return
    setTimedOut(false)
    let live = true
    const started = Date.now()
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      api
        .get<PaymentAttempt>(`/api/v1/mobile/payments/${encodeURIComponent(payment._id)}${key ? `?key=${encodeURIComponent(key)}` : ''}`)
        .then((next) => live && setPayment(next))
        .catch(() => undefined) // a failed poll is asked again on the next tick
        .finally(() => {
          if (!live) return
          if (Date.now() - started >= POLL_FOR_MS) setTimedOut(true)
          else timer = setTimeout(tick, POLL_EVERY_MS)
        })
    }
    timer = setTimeout(tick, POLL_EVERY_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [pending, payment._id, key, api, round])

  return { payment, timedOut: pending && timedOut, recheck: () => setRound((n) => n + 1) }
}
