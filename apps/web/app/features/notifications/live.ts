import { NOTIFICATION_SOCKET, type TNotificationNewEvent, type TNotificationUnread } from '@xinh/contracts'
import { useRef } from 'react'
import { useRealtime } from '#web/features/realtime/index.ts'
import { useApp } from '#web/lib/app-context.tsx'

/**
 * Notifications over the shared realtime connection (chat-web's features/realtime: one socket per
 * tab, opened when the page is idle, signed-in users only). `onNew` gets each `notification:new`,
 * `onUnread` the counts of `notification:unread`, and `onConnected` runs whenever the socket is
 * (re)connected — events are not replayed, so callers fetch what they may have missed.
 */
export function useNotificationsLive(handlers: {
  onNew?: (event: TNotificationNewEvent) => void
  onUnread?: (counts: TNotificationUnread) => void
  onConnected?: () => void
}) {
  const { bases, user } = useApp()
  const latest = useRef(handlers)
  latest.current = handlers
  useRealtime({ base: bases.socket, userId: user && !user.is_guest ? user._id : null }, (client) => {
    const offs = [
      client.on<TNotificationNewEvent>(NOTIFICATION_SOCKET.new, (e) => latest.current.onNew?.(e)),
      client.on<TNotificationUnread>(NOTIFICATION_SOCKET.unread, (c) => latest.current.onUnread?.(c)),
      client.onStatus((connected) => {
        if (connected) latest.current.onConnected?.()
      }),
    ]
    if (client.connected) latest.current.onConnected?.()
    return () => {
      for (const off of offs) off()
    }
  })
}
