import { useEffect, useRef } from 'react'
import type { RealtimeClient } from './client.ts'

export type { RealtimeClient }

/**
 * The shared, lazily loaded realtime connection (chat and notifications use the same one). This
 * file stays tiny and is safe on every page; the socket client itself is a chunk of its own
 * (./client.ts), fetched the first time a signed-in visitor needs it.
 */
let current: { userId: string; client: Promise<RealtimeClient> } | undefined

/** The connection of this user, opened on first use (one per tab); a different user closes the previous one. */
export function loadRealtime(base: string, userId: string): Promise<RealtimeClient> {
  if (current?.userId === userId) return current.client
  closeRealtime()
  const client = import('./client.ts').then((m) => m.connect(base, userId))
  current = { userId, client }
  return client
}

/** Closes the connection (sign-out). */
export function closeRealtime() {
  const before = current
  current = undefined
  void before?.client.then((c) => c.close()).catch(() => undefined)
}

/** Runs `fn` once the browser is idle (or after `timeout` ms at the latest); returns a cancel function. */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(fn, 200)
  return () => clearTimeout(id)
}

/**
 * Subscribes to a realtime event for a signed-in user: the connection opens after the page is
 * idle, so it never competes with the page's own loading. `handler` may change between renders.
 * `onReady` runs with the client once connected (and again after each reconnect): fetch state there.
 */
export function useRealtime(
  opts: { base: string; userId: string | null | undefined },
  subscribe: (client: RealtimeClient) => (() => void) | undefined,
) {
  const latest = useRef(subscribe)
  latest.current = subscribe
  const { base, userId } = opts
  useEffect(() => {
    if (!userId) return
    let stop: (() => void) | undefined
    let live = true
    const cancel = whenIdle(() => {
      void loadRealtime(base, userId).then((client) => {
        if (live) stop = latest.current(client)
      })
    })
    return () => {
      live = false
      cancel()
      stop?.()
    }
  }, [base, userId])
}
