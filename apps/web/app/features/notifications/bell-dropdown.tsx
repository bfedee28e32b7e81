import type { TNotification, TUserProfile } from '@xinh/contracts'
import { type RefObject, useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { listNotifications, markAllRead, markRead } from './client.ts'
import { useNotificationsLive } from './live.ts'
import { NotificationItem } from './notification-item.tsx'
import { PushButton } from './push-button.tsx'
import { useUnread } from './unread-store.ts'

const LATEST = 6

/** The bell's list: the latest BUYER notifications (new ones appear live), mark all read, the page, push. */
export default function BellDropdown({
  id,
  user,
  root,
  button,
  onClose,
}: {
  id: string
  user: TUserProfile
  root: RefObject<HTMLDivElement | null>
  button: RefObject<HTMLButtonElement | null>
  onClose: () => void
}) {
  const t = useT()
  const { api } = useApp()
  const unread = useUnread()
  const [items, setItems] = useState<TNotification[] | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(() => {
    setFailed(false)
    listNotifications(api, { audience: 'BUYER', limit: LATEST })
      .then((page) => setItems(page.items))
      .catch(() => setFailed(true))
  }, [api])
  useEffect(load, [load])

  useNotificationsLive({
    onNew: ({ notification }) => {
      if (notification.audience !== 'BUYER') return
      setItems((list) => (list ? [notification, ...list.filter((n) => n._id !== notification._id)].slice(0, LATEST) : list))
    },
    onRefresh: load,
  })

  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) onClose()
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        onClose()
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [root, button, onClose])

  const open = (item: TNotification) => {
    if (!item.is_read) {
      setItems((list) => list?.map((n) => (n._id === item._id ? { ...n, is_read: true } : n)) ?? null)
      void markRead(api, [item._id]).catch(() => undefined)
    }
    if (item.link) onClose()
  }

  const readAll = () => {
    setItems((list) => list?.map((n) => ({ ...n, is_read: true })) ?? null)
    void markAllRead(api, 'BUYER').catch(() => load())
  }

  return (
    <section
      id={id}
      aria-label={t('notify.latest')}
      className="fixed inset-x-2 top-14 z-50 flex max-h-[70vh] flex-col rounded-xl border border-neutral-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-1 sm:w-96"
      data-testid="notification-dropdown"
    >
      <header className="flex items-center justify-between gap-2 border-b border-neutral-200 px-3 py-2">
        <h2 className="text-sm font-semibold">{t('notify.latest')}</h2>
        {(unread?.buyer ?? 0) > 0 && (
          <button type="button" onClick={readAll} className="min-h-10 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
            {t('notify.read_all')}
          </button>
        )}
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-1">
        {failed ? (
          <div role="alert" className="flex flex-col items-center gap-2 p-4 text-center text-sm">
            <p>{t('notify.load_error')}</p>
            <button type="button" onClick={load} className="min-h-10 rounded-md px-3 font-semibold text-brand-700 hover:bg-brand-50">
              {t('notify.retry')}
            </button>
          </div>
        ) : items === null ? (
          <div className="p-2">
            <ListSkeleton rows={3} label={t('notify.loading')} />
          </div>
        ) : items.length === 0 ? (
          <p className="p-6 text-center text-sm text-neutral-700">{t('notify.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {items.map((item) => (
              <li key={item._id}>
                <NotificationItem item={item} onOpen={open} compact />
              </li>
            ))}
          </ul>
        )}
      </div>
      <footer className="flex flex-col gap-1 border-t border-neutral-200 p-2">
        <PushButton userId={user._id} />
        {(unread?.seller ?? 0) > 0 && (
          <Link
            to="/ban-hang/thong-bao"
            onClick={onClose}
            className="flex min-h-10 items-center justify-center rounded-md text-sm font-medium text-neutral-800 hover:bg-neutral-100"
          >
            {t('notify.seller_link', { count: unread?.seller ?? 0 })}
          </Link>
        )}
        <Link
          to="/trang-ca-nhan/thong-bao"
          onClick={onClose}
          className="flex min-h-10 items-center justify-center rounded-md text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('notify.see_all')}
        </Link>
      </footer>
    </section>
  )
}
