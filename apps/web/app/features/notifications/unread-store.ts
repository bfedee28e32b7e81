import type { TNotificationUnread } from '@xinh/contracts'
import { useSyncExternalStore } from 'react'

/**
 * The signed-in user's unread counts (BUYER, SELLER), shared by the bell, its dropdown and the
 * notification pages: marking read on a page lowers the bell at once; a `notification:new` or
 * `notification:unread` socket event sets them from the server's figures.
 */
let counts: TNotificationUnread | null = null
const listeners = new Set<() => void>()

export function setUnread(next: TNotificationUnread | null) {
  counts = next
  for (const l of listeners) l()
}

export function getUnread() {
  return counts
}

function listen(l: () => void) {
  listeners.add(l)
  return () => {
    listeners.delete(l)
  }
}

/** The counts, or null while unknown (not loaded yet, or signed out). */
export function useUnread(): TNotificationUnread | null {
  return useSyncExternalStore(
    listen,
    () => counts,
    () => null,
  )
}
