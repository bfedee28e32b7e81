import { NOTIFICATION_TYPES, type NotificationAudience, type NotificationType, type TNotification } from '@xinh/contracts'
import { BellOff, Settings } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { useAreaT } from '#web/lib/i18n/areas.tsx'
import { Button } from '#web/ui/button.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { ErrorState } from '#web/ui/error-state.tsx'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { listNotifications, markAllRead, markRead } from './client.ts'
import type { NotificationPageKey } from './i18n.ts'
import { useNotificationsLive } from './live.ts'
import { NotificationItem } from './notification-item.tsx'
import { useUnread } from './unread-store.ts'

const PER_PAGE = 20

/** The filters each list offers: the types its audience receives (contracts NOTIFICATION_TYPES). */
const TYPES: Record<NotificationAudience, NotificationType[]> = {
  BUYER: ['orders', 'payments', 'refunds', 'promotions', 'chat', 'community', 'livestreams', 'group_buy', 'affiliate'],
  SELLER: ['orders', 'refunds', 'shop', 'chat', 'payments'],
}

function parseType(value: string | null): NotificationType | undefined {
  return NOTIFICATION_TYPES.find((x) => x === value)
}

/** A fresher first page on top of the pages already shown (more were loaded: keep them). */
function mergeFirstPage(s: { items: TNotification[]; page: number }, first: TNotification[], total: number): State {
  const ids = new Set(first.map((n) => n._id))
  return { status: 'ready', items: [...first, ...s.items.filter((n) => !ids.has(n._id))], total, page: s.page }
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: TNotification[]; total: number; page: number }

/**
 * A notification list of one audience (BUYER: `/trang-ca-nhan/thong-bao`; SELLER:
 * `/ban-hang/thong-bao`): a filter by type in the address (`?type=`), newest first, more on
 * demand, new ones live at the top, mark one read by opening it, or all of them.
 */
export function NotificationList({ audience, title }: { audience: NotificationAudience; title: string }) {
  const t = useAreaT<NotificationPageKey>()
  const { api } = useApp()
  const unread = useUnread()
  const [params, setParams] = useSearchParams()
  const type = parseType(params.get('type'))
  const [state, setState] = useState<State>({ status: 'loading' })
  const [more, setMore] = useState(false)

  const load = useCallback(() => {
    setState({ status: 'loading' })
    listNotifications(api, { audience, type, limit: PER_PAGE })
      .then((p) => setState({ status: 'ready', items: p.items, total: p.meta.total, page: 1 }))
      .catch(() => setState({ status: 'error' }))
  }, [api, audience, type])
  useEffect(load, [load])
  /** The first page again without the loading state (new items appear at the top; what was read stays read). */
  const reload = useCallback(() => {
    listNotifications(api, { audience, type, limit: PER_PAGE })
      .then((p) =>
        setState((s) =>
          s.status === 'ready' && s.page > 1
            ? mergeFirstPage(s, p.items, p.meta.total)
            : { status: 'ready', items: p.items, total: p.meta.total, page: 1 },
        ),
      )
      .catch(() => undefined)
  }, [api, audience, type])

  const connections = useRef(0)
  useNotificationsLive({
    onNew: ({ notification }) => {
      if (notification.audience !== audience || (type && notification.type !== type)) return
      // a collapsed one ("X and 4 others") comes again with new words: it moves to the top
      setState((s) =>
        s.status !== 'ready'
          ? s
          : s.items.some((n) => n._id === notification._id)
            ? { ...s, items: [notification, ...s.items.filter((n) => n._id !== notification._id)] }
            : { ...s, items: [notification, ...s.items], total: s.total + 1 },
      )
    },
    // a broadcast: fetched again, quietly (the list stays on screen while it loads)
    onRefresh: (e) => {
      if (!type || e.type === type) reload()
    },
    // after a lost connection, what arrived meanwhile is fetched again
    onConnected: () => {
      if (connections.current++ > 0) load()
    },
  })

  const loadMore = async () => {
    if (state.status !== 'ready') return
    setMore(true)
    try {
      const p = await listNotifications(api, { audience, type, limit: PER_PAGE, page: state.page + 1 })
      setState((s) => {
        if (s.status !== 'ready') return s
        const seen = new Set(s.items.map((n) => n._id))
        return { ...s, items: [...s.items, ...p.items.filter((n) => !seen.has(n._id))], total: p.meta.total, page: s.page + 1 }
      })
    } catch {
      // the button stays: pressing it again retries
    } finally {
      setMore(false)
    }
  }

  const setRead = (ids: string[] | 'all') =>
    setState((s) =>
      s.status === 'ready' ? { ...s, items: s.items.map((n) => (ids === 'all' || ids.includes(n._id) ? { ...n, is_read: true } : n)) } : s,
    )

  const open = (item: TNotification) => {
    if (item.is_read) return
    setRead([item._id])
    void markRead(api, [item._id]).catch(() => undefined)
  }

  const readAll = () => {
    setRead('all')
    void markAllRead(api, audience).catch(load)
  }

  const selectType = (next: NotificationType | undefined) =>
    setParams(
      (p) => {
        if (next) p.set('type', next)
        else p.delete('type')
        return p
      },
      { preventScrollReset: true },
    )

  const count = unread ? (audience === 'BUYER' ? unread.buyer : unread.seller) : 0
  const other = unread ? (audience === 'BUYER' ? unread.seller : unread.buyer) : 0
  const chip = (active: boolean) =>
    `flex min-h-10 items-center rounded-full border px-3 text-sm font-medium whitespace-nowrap ${active ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-neutral-300 text-neutral-800 hover:bg-neutral-100'}`

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold">{title}</h1>
          {count > 0 && (
            <p className="text-sm text-neutral-700" data-testid="notifications-unread">
              {t('notify.page.unread_count', { count })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" onClick={readAll} disabled={count === 0} data-testid="notifications-read-all">
            {t('notify.read_all')}
          </Button>
          <Link
            to="/trang-ca-nhan/thong-bao/cai-dat"
            className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-neutral-800 hover:bg-neutral-100"
          >
            <Settings aria-hidden className="size-4" />
            {t('notify.settings')}
          </Link>
        </div>
      </div>

      {audience === 'BUYER' && other > 0 && (
        <Link to="/ban-hang/thong-bao" className="text-sm font-semibold text-brand-700 hover:underline">
          {t('notify.page.seller_link', { count: other })}
        </Link>
      )}
      {audience === 'SELLER' && (
        <Link to="/trang-ca-nhan/thong-bao" className="text-sm font-semibold text-brand-700 hover:underline">
          {t('notify.page.buyer_link')}
        </Link>
      )}

      <nav aria-label={t('notify.page.filter_label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 pb-1">
          <li className="shrink-0">
            <button type="button" aria-pressed={!type} className={chip(!type)} onClick={() => selectType(undefined)}>
              {t('notify.page.all')}
            </button>
          </li>
          {TYPES[audience].map((x) => (
            <li key={x} className="shrink-0">
              <button
                type="button"
                aria-pressed={type === x}
                className={chip(type === x)}
                onClick={() => selectType(x)}
                data-testid={`notifications-filter-${x}`}
              >
                {t(`notify.type.${x}` as NotificationPageKey)}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      {state.status === 'loading' ? (
        <ListSkeleton rows={5} label={t('notify.loading')} />
      ) : state.status === 'error' ? (
        <ErrorState title={t('notify.page.error_title')} retryLabel={t('notify.retry')} onRetry={load} />
      ) : state.items.length === 0 ? (
        <EmptyState
          icon={BellOff}
          title={t('notify.page.empty_title')}
          body={t(type ? 'notify.page.empty_filtered' : 'notify.page.empty_body')}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-1" data-testid="notification-list">
            {state.items.map((item) => (
              <li key={item._id}>
                <NotificationItem item={item} onOpen={open} />
              </li>
            ))}
          </ul>
          {state.items.length < state.total && (
            <Button variant="secondary" className="self-center" loading={more} onClick={() => void loadMore()}>
              {t('notify.page.load_more')}
            </Button>
          )}
        </>
      )}
    </div>
  )
}
