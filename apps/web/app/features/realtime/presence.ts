import { ensureDeviceId } from '#web/lib/client-identity.ts'

/**
 * Online status (spec §4, §7 `PUT /notification/change-user-status`): this device is online while
 * the tab is visible, offline when it is hidden or closed. A lazy chunk, started for signed-in
 * users once the page is idle. `fetch(…, { keepalive: true })` rather than `sendBeacon`: the call
 * is a PUT, which a beacon (always POST) cannot make; keepalive lets it outlive a closing tab.
 */
const RENEW_MS = 10 * 60 * 1000 // the server keeps "online" 30 minutes unless renewed

export function reportPresence(statusUrl: string): () => void {
  let deviceId: string | undefined
  let last: string | undefined
  const send = (status: 'online' | 'offline', force = false) => {
    if (!deviceId || (status === last && !force)) return
    last = status
    const q = new URLSearchParams({ deviceId, status })
    void fetch(`${statusUrl}?${q}`, {
      method: 'PUT',
      credentials: 'same-origin',
      keepalive: true,
      headers: { Accept: 'application/json' },
    }).catch(() => undefined)
  }
  const now = () => send(document.visibilityState === 'visible' ? 'online' : 'offline')
  const hide = () => send('offline')
  let stopped = false
  void ensureDeviceId().then((id) => {
    deviceId = id
    if (!stopped) now()
  })
  document.addEventListener('visibilitychange', now)
  window.addEventListener('pagehide', hide)
  const renew = setInterval(() => document.visibilityState === 'visible' && send('online', true), RENEW_MS)
  return () => {
    stopped = true
    document.removeEventListener('visibilitychange', now)
    window.removeEventListener('pagehide', hide)
    clearInterval(renew)
  }
}
