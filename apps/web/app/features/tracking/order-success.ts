import { track } from './track.ts'
import type { TrackData } from './tracker.ts'

/** The orders of one checkout succeeded: tracked once, even when the success page is reloaded. */
export function trackOrderSuccess(checkoutId: string, data: TrackData) {
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
