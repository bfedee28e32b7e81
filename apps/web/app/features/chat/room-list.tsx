import {
  CHAT_EVENTS,
  CHAT_PATHS,
  type ChatRoomFilter,
  type ChatSide,
  type TChatMessageEvent,
  type TChatRoom,
  type TChatRoomEvent,
  type TChatRoomList,
} from '@xinh/contracts'
import { MessagesSquare } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { ErrorState } from '#web/ui/error-state.tsx'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { peerOf } from './conversation.tsx'
import { useChatT } from './i18n.tsx'
import { previewOf } from './message-view.tsx'
import { useRealtimeClient } from './use-realtime-client.ts'

/** The caller's rooms on one side, kept live: a new message moves its room to the top with its unread count. */
export function useRooms(side: ChatSide, filter: ChatRoomFilter = 'all', q = '') {
  const { api } = useApp()
  const { client } = useRealtimeClient()
  const [rooms, setRooms] = useState<TChatRoom[]>([])
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  // loads can overlap (two messages of a new room arrive together): only the latest one's answer counts
  const latest = useRef(0)
  const load = useCallback(async () => {
    const mine = ++latest.current
    setStatus((s) => (s === 'ready' ? s : 'loading'))
    try {
      const params = new URLSearchParams({ side, filter })
      if (q) params.set('q', q)
      const res = await api.get<TChatRoomList>(`${CHAT_PATHS.rooms}?${params}`)
      if (mine !== latest.current) return
      setRooms(res.items)
      setStatus('ready')
    } catch {
      if (mine === latest.current) setStatus('error')
    }
  }, [api, side, filter, q])
  useEffect(() => {
    void load()
  }, [load])
  useEffect(() => {
    if (!client) return
    const offs = [
      client.on<TChatMessageEvent>(CHAT_EVENTS.message, (e) => {
        if (e.side !== side) return
        setRooms((list) => {
          const found = list.find((r) => r._id === e.message.room_id)
          // a room this list does not hold yet (a new buyer, a filter): ask the server
          if (!found) {
            void load()
            return list
          }
          // events can arrive out of order (across processes): an older message never replaces a newer one
          if (e.message.seq <= found.last_seq) return list
          const updated: TChatRoom = {
            ...found,
            last_message: e.message,
            last_message_at: e.message.created_at,
            last_seq: e.message.seq,
            unread_count: e.unread_count,
            unanswered: e.message.sender_side === 'buyer',
            is_hidden: false,
          }
          return [updated, ...list.filter((r) => r !== found)]
        })
      }),
      client.on<TChatRoomEvent>(CHAT_EVENTS.room, (e) => {
        if (e.side !== side) return
        setRooms((list) =>
          list.flatMap((r) =>
            r._id !== e.room_id ? [r] : e.is_hidden ? [] : [{ ...r, unread_count: e.unread_count, marked_unread: e.marked_unread }],
          ),
        )
      }),
      client.onReconnect(() => void load()),
    ]
    return () => {
      for (const off of offs) off()
    }
  }, [client, side, load])
  /** The open room was read here: its badge goes at once. */
  const markSeen = useCallback((roomId: string) => {
    setRooms((list) => list.map((r) => (r._id === roomId ? { ...r, unread_count: 0, marked_unread: false } : r)))
  }, [])
  /** Every room of this side read (spec §4 "mark all"). */
  const readAll = useCallback(async () => {
    await api.post(`${CHAT_PATHS.readAll}?side=${side}`).catch(() => undefined)
    await load()
  }, [api, side, load])
  return { rooms, status, reload: load, markSeen, readAll }
}

/** "Mark all as read" above a room list. */
export function ReadAllButton({ onClick }: { onClick: () => void }) {
  const t = useChatT()
  return (
    <button type="button" onClick={onClick} className="text-xs font-semibold text-brand-700 hover:underline" data-testid="chat-read-all">
      {t('cw.read_all')}
    </button>
  )
}

export function RoomList({
  rooms,
  status,
  reload,
  selectedId,
  hrefOf,
  onSelect,
  filtered = false,
}: ReturnType<typeof useRooms> & {
  selectedId?: string | null
  hrefOf?: (room: TChatRoom) => string
  onSelect?: (room: TChatRoom) => void
  filtered?: boolean
}) {
  const t = useChatT()
  if (status === 'loading') return <ListSkeleton rows={5} label={t('cw.rooms_loading')} />
  if (status === 'error') return <ErrorState title={t('cw.load_error')} retryLabel={t('cw.retry')} onRetry={() => void reload()} />
  if (!rooms.length)
    return filtered ? (
      <EmptyState icon={MessagesSquare} title={t('cw.rooms_empty_filter')} />
    ) : (
      <EmptyState icon={MessagesSquare} title={t('cw.rooms_empty')} body={t('cw.rooms_empty_body')} />
    )
  return (
    <ul className="flex flex-col" data-testid="chat-rooms">
      {rooms.map((room) => {
        const peer = peerOf(room)
        const unread = room.unread_count || (room.marked_unread ? 1 : 0)
        const inner = (
          <>
            <span className="relative shrink-0">
              {peer.avatar ? (
                <img src={peer.avatar} alt="" width={44} height={44} className="size-11 rounded-full object-cover" />
              ) : (
                <MessagesSquare aria-hidden className="size-11 rounded-full bg-brand-50 p-2.5 text-brand-700" />
              )}
              {room.online && (
                <span aria-hidden className="absolute right-0 bottom-0 size-3 rounded-full bg-emerald-500 ring-2 ring-white" />
              )}
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="flex items-baseline gap-2">
                <span className={`min-w-0 flex-1 truncate ${unread ? 'font-bold' : 'font-medium'}`}>{peer.name}</span>
                {room.last_message_at && (
                  <span className="shrink-0 text-xs text-neutral-600">{formatDateTime(room.last_message_at, t.lang)}</span>
                )}
              </span>
              <span className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate text-sm text-neutral-700">
                  {room.last_message ? previewOf(room.last_message, t) : ''}
                </span>
                {unread > 0 && (
                  <span className="shrink-0 rounded-full bg-red-600 px-1.5 text-xs font-bold text-white" data-testid="chat-room-unread">
                    <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
                    <span className="sr-only">{t('cw.unread', { count: unread })}</span>
                  </span>
                )}
              </span>
            </span>
          </>
        )
        const cls = `flex w-full items-center gap-3 px-3 py-2.5 text-left hover:bg-neutral-50 ${room._id === selectedId ? 'bg-brand-50' : ''}`
        return (
          <li key={room._id} className="border-b border-neutral-100" data-testid="chat-room">
            {hrefOf ? (
              <Link
                to={hrefOf(room)}
                className={cls}
                aria-current={room._id === selectedId ? 'true' : undefined}
                onClick={() => onSelect?.(room)}
              >
                {inner}
              </Link>
            ) : (
              <button type="button" className={cls} onClick={() => onSelect?.(room)}>
                {inner}
              </button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
