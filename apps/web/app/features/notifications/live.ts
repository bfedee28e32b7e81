import { NOTIFICATION_SOCKET, type TNotificationNewEvent, type TNotificationRefreshEvent, type TNotificationUnread } from '@xinh/contracts'
import { useRef } from 'react'
import { useRealtime } from '#web/features/realtime/index.ts'
import { useApp } from '#web/lib/app-context.tsx'

/**
 * Notifications over the shared realtime connection (chat-web's features/realtime: one socket per
 * tab, opened when the page is idle, signed-in users only). `onNew` gets each `notification:new`,
 * `onUnread` the counts of `notification:unread`, and `onConnected` runs whenever the socket is
 * (re)connected — events are not replayed, so callers fetch what they may have missed.
 * `onRefresh` follows a broadcast (`notification:refresh`, e.g. a promotion to everyone): it runs
 * after a random delay of up to 3 s, so that thousands of open tabs do not refetch in the same instant.
 */
const REFRESH_SPREAD_MS = 3000

export function useNotificationsLive(handlers: {
  onNew?: (event: TNotificationNewEvent) => void
  onUnread?: (counts: TNotificationUnread) => void
  onConnected?: () => void
  onRefresh?: (event: TNotificationRefreshEvent) => void
}) {
  const { bases, user } = useApp()
  const latest = useRef(handlers)
  latest.current = handlers
  useRealtime({ base: bases.socket, userId: user && !user.is_guest ? user._id : null }, (client) => {
    const timers = new Set<ReturnType<typeof setTimeout>>()
    const offs = [
      client.on<TNotificationNewEvent>(NOTIFICATION_SOCKET.new, (e) => latest.current.onNew?.(e)),
      client.on<TNotificationUnread>(NOTIFICATION_SOCKET.unread, (c) => latest.current.onUnread?.(c)),
      client.on<TNotificationRefreshEvent>(NOTIFICATION_SOCKET.refresh, (e) => {
        const timer = setTimeout(() => latest.current.onRefresh?.(e), Math.random() * REFRESH_SPREAD_MS)
        timers.add(timer)
      }),
      client.onStatus((connected) => {
        if (connected) latest.current.onConnected?.()
      }),
    ]
    if (client.connected) latest.current.onConnected?.()
    return () => {
      for (const off of offs) off()
      for (const timer of timers) clearTimeout(timer)
    }
  })
}
