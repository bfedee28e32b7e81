import { MessageCircle } from 'lucide-react'
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { closeRealtime, useRealtime } from '#web/features/realtime/index.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'

/**
 * The chat's part of every page for a signed-in user: the header's icon with the unread total
 * and the drawer's host. A lazy chunk itself (the header loads it for signed-in users only;
 * "Chat ngay" on a click), so public pages' JS budget (ARCHITECTURE.md §6) never carries it. The
 * drawer and the socket client are further chunks: the drawer on the first open, the socket once
 * the page is idle.
 */
/** Where the drawer opens: a shop's room (with the product whose page it was opened from, attached), a room, or the list. */
export type ChatTarget = { shopId?: string; productId?: string; roomId?: string; at: number }

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
type RedDotEvent = { side: 'buyer' | 'shop'; red_dot: number }

/** The header's chat icon with the buyer's unread total (live), and the drawer it opens. */
export default function ChatHeaderLink() {
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
  // "Chat ngay" (features/chat/chat-button.tsx) is a link: caught here, it opens the drawer in place;
  // followed (before this chunk loaded, or back from the login page) it leaves ?chat= in the URL
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const chatShop = params.get('chat')
  useEffect(() => {
    if (!me || !chatShop) return
    openChat({ shopId: chatShop, productId: params.get('chat_product') ?? undefined })
    const rest = new URLSearchParams(params)
    rest.delete('chat')
    rest.delete('chat_product')
    const q = rest.toString()
    void navigate({ search: q ? `?${q}` : '' }, { replace: true, preventScrollReset: true })
  }, [me, chatShop, params, navigate])
  useEffect(() => {
    if (!me) return
    const onClick = (e: MouseEvent) => {
      const a = e.target instanceof Element ? e.target.closest<HTMLElement>('a[data-chat-shop]') : null
      if (!a || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
      // capture phase on window: before the router's link handler
      e.preventDefault()
      e.stopPropagation()
      openChat({ shopId: a.dataset.chatShop, productId: a.dataset.chatProduct || undefined })
    }
    window.addEventListener('click', onClick, true)
    return () => window.removeEventListener('click', onClick, true)
  }, [me])
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
