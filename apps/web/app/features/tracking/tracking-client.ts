import type { Lang } from '@xinh/contracts'
import { ensureDeviceId } from '#web/lib/client-identity.ts'
import { attachTracker } from './track.ts'
import { createTracker, type SendResult, type Tracker } from './tracker.ts'

/** The lazy half of the tracking client: the browser's storage, network and page lifecycle. */
export type TrackingEnv = { base: string; lang: Lang; country: string; userId: string | null }

export const TRACKING_PATH = '/api/v1/mobile/trackings/tracking-session'

export function startTracking(read: () => TrackingEnv): Tracker {
  let deviceId: string | null = null
  void ensureDeviceId()
    .then((id) => {
      deviceId = id
    })
    .catch(() => {})
  const tracker = createTracker({
    storage: safeStorage(),
    isReady: () => deviceId !== null,
    context: () => {
      const env = read()
      return {
        userId: env.userId,
        deviceId,
        area: env.lang === 'ko' || env.country === 'KR' ? 'KO' : 'VN',
        language: env.lang === 'ko' ? 'KO' : env.lang === 'en' ? 'EN' : 'VI',
      }
    },
    send: async (body): Promise<SendResult> => {
      const json = JSON.stringify(body)
      const env = read()
      const res = await fetch(env.base + TRACKING_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': env.lang, Accept: 'application/json' },
        body: json,
        credentials: 'same-origin',
        // a send started as the tab goes away may still finish (keepalive bodies are capped at 64 KB)
        keepalive: json.length < 60_000,
      })
      if (res.ok) return 'ok'
      // refused for good (bad data): resending would never work; throttled or failing: try again
      return res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429 ? 'drop' : 'retry'
    },
  })
  document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? tracker.hidden() : tracker.visible()))
  addEventListener('pagehide', () => tracker.hidden())
  attachTracker(tracker)
  void tracker.init()
  return tracker
}

function safeStorage() {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
