import type { TrackData, Tracker } from './tracker.ts'

/**
 * What the pages call: `track('ViewProduct', {...})`. Tiny on purpose (it is in every page's
 * bundle). The tracking client is a lazy chunk, loaded once the page is idle and only when there
 * is work for it: an event to track, or sessions an earlier page left unsent (decision 013).
 * Calls made before it runs wait here, with their time.
 */
let tracker: Tracker | null = null
let load: (() => void) | null = null
let wanted = false
const waiting: Array<(t: Tracker) => void> = []
// a page load is the web's "app open" (spec §4: a session is created on app open)
const openedAt = Date.now()

export function track(type: string, data: TrackData = {}) {
  if (typeof window === 'undefined') return
  if (tracker) return void tracker.track(type, data)
  const at = data.at ?? Date.now()
  if (waiting.length < 100) waiting.push((t) => t.track(type, { ...data, at }))
  wanted = true
  load?.()
}

/** The root layout hands over how to load the client; it runs when the page is idle, if needed. */
export function whenIdle(loadClient: () => void) {
  const start = () => {
    load = () => {
      load = () => {}
      loadClient()
    }
    let leftovers = false
    try {
      leftovers = Boolean(localStorage.getItem('xinh_trk'))
    } catch {}
    if (wanted || leftovers) load()
  }
  const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }
  if (w.requestIdleCallback) w.requestIdleCallback(start, { timeout: 3000 })
  else setTimeout(start, 200)
}

/** Called by the lazy client once it runs. */
export function attachTracker(t: Tracker) {
  tracker = t
  t.track('AppOpen', { at: openedAt })
  for (const call of waiting.splice(0)) call(t)
}
