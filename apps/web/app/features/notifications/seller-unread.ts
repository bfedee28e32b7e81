import { useApp } from '#web/lib/app-context.tsx'
import { fetchUnread } from './client.ts'
import { useNotificationsLive } from './live.ts'
import { setUnread, useUnread } from './unread-store.ts'

/**
 * The seller's unread notifications for the seller centre's nav badge (like its chat count), live
 * over the shared socket: fetched when the socket (re)connects, then set by each `notification:new`
 * and `notification:unread`. Shares the store with the bell, so reading on a page lowers both.
 */
export function useSellerNotificationsUnread(): number {
  const { api } = useApp()
  useNotificationsLive({
    onNew: (e) => setUnread(e.unread),
    onUnread: setUnread,
    onConnected: () => void fetchUnread(api).catch(() => undefined),
  })
  return useUnread()?.seller ?? 0
}
