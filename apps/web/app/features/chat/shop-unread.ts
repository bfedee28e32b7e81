import { CHAT_EVENTS, CHAT_PATHS } from '@xinh/contracts'
import { useState } from 'react'
import { useRealtime } from '#web/features/realtime/index.ts'
import { useApp } from '#web/lib/app-context.tsx'

/** The shop side's unread chat total for the seller centre's nav badge, kept live over the shared socket. */
export function useShopUnread(): number {
  const { user, api, bases } = useApp()
  const [count, setCount] = useState(0)
  useRealtime({ base: bases.socket, userId: user && !user.is_guest ? user._id : null }, (client) => {
    const fetchCount = () =>
      void api
        .get<{ data: number }>(`${CHAT_PATHS.redDot}?side=shop`)
        .then((r) => setCount(r.data))
        .catch(() => undefined)
    fetchCount()
    const onEvent = (e: { side: string; red_dot: number }) => e.side === 'shop' && setCount(e.red_dot)
    const offs = [
      client.on(CHAT_EVENTS.message, onEvent),
      client.on(CHAT_EVENTS.room, onEvent),
      client.on<{ side: string }>(CHAT_EVENTS.read, (e) => e.side === 'shop' && fetchCount()),
      client.onReconnect(fetchCount),
    ]
    return () => {
      for (const off of offs) off()
    }
  })
  return count
}
