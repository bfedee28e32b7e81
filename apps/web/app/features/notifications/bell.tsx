import { NOTIFICATION_API, type TPushPayload, type TUserProfile } from '@xinh/contracts'
import { Bell } from 'lucide-react'
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { useToast } from '#web/ui/toast.tsx'
import { fetchUnread } from './client.ts'
import { useNotificationsLive } from './live.ts'
import { syncPush } from './push.ts'
import { setUnread, useUnread } from './unread-store.ts'

// The list opens on the first press (its code loads when the pointer or focus reaches the bell).
const loadDropdown = () => import('./bell-dropdown.tsx')
const BellDropdown = lazy(loadDropdown)

/** spec §9: a push that arrives while the tab is in front shows as a toast for 10 seconds. */
const PUSH_TOAST_MS = 10_000

/**
 * The header's bell for a signed-in user (a lazy chunk of its own: signed-out visitors never load
 * it): the BUYER unread count, live over the shared socket (`notification:new`,
 * `notification:unread`; refetched after a reconnect), and the dropdown of the latest. While
 * mounted it also keeps the server in step with this browser: the UI language (notifications and
 * e-mails are written in it), the push token, and the foreground-push toast.
 */
export default function NotificationBell() {
  const { user } = useApp()
  return user ? <SignedInBell key={user._id} user={user} /> : null
}

function SignedInBell({ user }: { user: TUserProfile }) {
  const t = useT()
  const { api, lang } = useApp()
  const toast = useToast()
  const location = useLocation()
  const unread = useUnread()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the list whenever the page changes
  useEffect(() => setOpen(false), [location.pathname])

  useEffect(() => {
    void fetchUnread(api).catch(() => undefined)
  }, [api])
  // signed out (or another user): the next bell starts from unknown, not from these counts
  useEffect(() => () => setUnread(null), [])
  useNotificationsLive({
    onNew: (e) => setUnread(e.unread),
    onUnread: setUnread,
    // what changed before the socket was up (or while it was down)
    onConnected: () => void fetchUnread(api).catch(() => undefined),
    onRefresh: () => void fetchUnread(api).catch(() => undefined),
  })

  // The UI language, sent at sign-in (once per browser session) and whenever it changes.
  useEffect(() => {
    const marker = `xinh_lang_sent:${user._id}`
    if (sessionStorage.getItem(marker) === lang) return
    void api
      .put(NOTIFICATION_API.language, { language: lang })
      .then(() => sessionStorage.setItem(marker, lang))
      .catch(() => undefined)
  }, [api, lang, user._id])

  useEffect(() => {
    void syncPush(api, user._id)
  }, [api, user._id])

  // Pushes for a visible tab arrive here from the service worker (public/sw.js) instead of as a system notification.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const onMessage = (e: MessageEvent) => {
      const data = e.data as { type?: string; payload?: TPushPayload } | null
      if (data?.type !== 'xinh:push' || !data.payload) return
      const p = data.payload
      toast(p.body ? `${p.title} – ${p.body}` : p.title, 'info', { durationMs: PUSH_TOAST_MS, key: `push:${p._id}` })
    }
    navigator.serviceWorker.addEventListener('message', onMessage)
    return () => navigator.serviceWorker.removeEventListener('message', onMessage)
  }, [toast])

  const count = unread?.buyer ?? 0
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={count ? `${t('notify.bell')} – ${t('notify.bell_unread', { count })}` : t('notify.bell')}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={loadDropdown}
        onFocus={loadDropdown}
        className="relative flex min-h-10 min-w-10 items-center justify-center rounded-lg hover:bg-neutral-100"
        data-testid="notification-bell"
      >
        <Bell aria-hidden className="size-6" />
        {count > 0 && (
          <span
            className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-brand-600 px-1 text-center text-xs font-bold text-white"
            data-testid="notification-count"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={<div id={listId} hidden />}>
          <BellDropdown id={listId} user={user} root={root} button={button} onClose={close} />
        </Suspense>
      )}
    </div>
  )
}
