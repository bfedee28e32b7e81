import { MessageCircle } from 'lucide-react'
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react'
import { closeRealtime, useRealtime } from '#web/features/realtime/index.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'

/**
 * The chat's part of every page, kept tiny (public pages' JS budget, ARCHITECTURE.md §6): a
 * "Chat ngay" button, the header's icon with the unread total, and the drawer's host. The drawer,
 * the socket client and the chat's strings are lazy chunks, fetched on the first click (the
 * unread total: after the page is idle, for signed-in users only).
 */
/** The product a "Chat ngay" on its page attaches (shown before it is sent as a card). */
export type ChatProduct = { _id: string; name: string; image: string | null; sale_price: number }
export type ChatTarget = { shopId?: string; product?: ChatProduct; roomId?: string; at: number }

let target: ChatTarget | null = null
const listeners = new Set<() => void>()
const subscribe = (fn: () => void) => {
  listeners.add(fn)
  return () => listeners.delete(fn)
}
function setTarget(next: ChatTarget | null) {
  target = next
  for (const fn of listeners) fn()
}
/** Opens the chat drawer: with a shop's room (and a product card to attach), a room, or the room list. */
export const openChat = (to: Omit<ChatTarget, 'at'> = {}) => setTarget({ ...to, at: Date.now() })
export const closeChat = () => setTarget(null)

const Drawer = lazy(() => import('./drawer.tsx'))

const signedIn = (user: ReturnType<typeof useApp>['user']) => (user && !user.is_guest ? user : null)

/** "Chat ngay" on the product and shop pages: anonymous visitors and guests are asked to log in first (spec §6). */
export function ChatButton({ shopId, product, className = '' }: { shopId: string; product?: ChatProduct; className?: string }) {
  const { user, openAuth } = useApp()
  const t = useT()
  // a seller does not chat with their own shop
  if (user?.shop?._id === shopId) return null
  return (
    <button
      type="button"
      data-testid="chat-now"
      onClick={() => (signedIn(user) ? openChat({ shopId, product }) : openAuth('login'))}
      className={`inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg px-3.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50 ${className}`}
    >
      <MessageCircle aria-hidden className="size-4" />
      {t('chat.open')}
    </button>
  )
}

type RedDotEvent = { side: 'buyer' | 'shop'; red_dot: number }

/** The header's chat icon with the buyer's unread total (live), and the drawer it opens. */
export function ChatHeaderLink() {
  const { user, api, bases } = useApp()
  const t = useT()
  const me = signedIn(user)
  const [count, setCount] = useState(0)
  const open = useSyncExternalStore(
    subscribe,
    () => target,
    () => null,
  )
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (open) setLoaded(true)
  }, [open])
  // signing out closes the shared connection (it was authenticated as the previous user)
  useEffect(() => {
    if (!me) {
      closeRealtime()
      setCount(0)
      setTarget(null)
    }
  }, [me])
  useRealtime({ base: bases.socket, userId: me?._id }, (client) => {
    const fetchCount = () =>
      void api
        .get<{ data: number }>('/api/v1/mobile/chat/total-red-dot?side=buyer')
        .then((r) => setCount(r.data))
        .catch(() => undefined)
    fetchCount()
    const onEvent = (e: RedDotEvent) => {
      if (e.side === 'buyer') setCount(e.red_dot)
    }
    // this device's online status follows the tab's visibility (a chunk of its own too)
    let stopPresence: (() => void) | undefined
    let live = true
    void import('#web/features/realtime/presence.ts').then((m) => {
      if (live) stopPresence = m.reportPresence(`${bases.community}/community/v1/notification/change-user-status`)
    })
    const offs = [
      () => {
        live = false
        stopPresence?.()
      },
      client.on('chat:message', onEvent),
      client.on('chat:room', onEvent),
      // a room read here or in another tab: the total is asked again (the event carries no total)
      client.on<{ side: string }>('chat:read', (e) => e.side === 'buyer' && fetchCount()),
      client.onReconnect(fetchCount),
    ]
    return () => {
      for (const off of offs) off()
    }
  })
  if (!me) return null
  return (
    <>
      <button
        type="button"
        onClick={() => openChat()}
        className="relative flex min-h-10 min-w-10 items-center justify-center rounded-lg hover:bg-neutral-100"
        aria-label={`${t('chat.header')}${count ? ` – ${t('chat.header_count', { count })}` : ''}`}
        data-testid="chat-header"
      >
        <MessageCircle aria-hidden className="size-6" />
        {count > 0 && (
          <span
            className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold text-white"
            data-testid="chat-red-dot"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <Drawer target={open} onClose={closeChat} />
        </Suspense>
      )}
    </>
  )
}
