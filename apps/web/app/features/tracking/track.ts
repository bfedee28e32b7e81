import type { TrackData, Tracker } from './tracker.ts'

/**
 * What the pages call: `track('ViewProduct', {...})`. Tiny on purpose (it is in every page's
 * bundle): calls made before the lazy tracking client has loaded wait here, with their time.
 */
let tracker: Tracker | null = null
const waiting: Array<(t: Tracker) => void> = []

export function track(type: string, data: TrackData = {}) {
  if (typeof window === 'undefined') return
  if (tracker) tracker.track(type, data)
  else if (waiting.length < 100) {
    const at = data.at ?? Date.now()
    waiting.push((t) => t.track(type, { ...data, at }))
  }
}

/** Called by the lazy client once it runs. */
export function attachTracker(t: Tracker | null) {
  tracker = t
  if (t) for (const call of waiting.splice(0)) call(t)
}

/** The orders of one checkout succeeded: tracked once, even when the success page is reloaded. */
export function trackOrderSuccess(checkoutId: string, data: TrackData) {
  if (typeof window === 'undefined') return
  try {
    const key = 'xinh_trk_orders'
    const done = JSON.parse(localStorage.getItem(key) ?? '[]') as string[]
    if (done.includes(checkoutId)) return
    localStorage.setItem(key, JSON.stringify([...done, checkoutId].slice(-20)))
  } catch {
    // no storage: a reload may count it twice, the server keeps both
  }
  track('OrderSuccess', { object_id: checkoutId, ...data })
}
