import { useEffect, useState } from 'react'
import { type RealtimeClient, loadRealtime } from '#web/features/realtime/index.ts'
import { useApp } from '#web/lib/app-context.tsx'

/** The shared socket of the signed-in user (null until connected, or for nobody signed in), and whether it is up. */
export function useRealtimeClient(): { client: RealtimeClient | null; connected: boolean } {
  const { user, bases } = useApp()
  const userId = user && !user.is_guest ? user._id : null
  const [client, setClient] = useState<RealtimeClient | null>(null)
  const [connected, setConnected] = useState(true)
  useEffect(() => {
    if (!userId) return
    let live = true
    let off: (() => void) | undefined
    void loadRealtime(bases.socket, userId).then((c) => {
      if (!live) return
      setClient(c)
      off = c.onStatus(setConnected)
    })
    return () => {
      live = false
      off?.()
    }
  }, [bases.socket, userId])
  return { client, connected }
}
