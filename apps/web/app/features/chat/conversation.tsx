import type { TChatRoom } from '@xinh/contracts'
import { ArrowLeft, MessagesSquare } from 'lucide-react'
import { type ReactNode, type RefObject, useEffect, useRef } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { ErrorState } from '#web/ui/error-state.tsx'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { Composer, type ComposerHandle } from './composer.tsx'
import { useChatT } from './i18n.tsx'
import { MessageView } from './message-view.tsx'
import { RoomActions } from './room-actions.tsx'
import type { useConversation } from './use-conversation.ts'

type Conversation = ReturnType<typeof useConversation>

export const peerOf = (room: TChatRoom) => (room.side === 'buyer' ? room.shop : room.buyer)

/**
 * A conversation: who the other side is (online, typing), the messages (older ones on demand,
 * read receipt under my last one), and the message box. `above` goes between the messages and
 * the box (the attached product, quick questions), `tools` under the heading (seller tools).
 */
export function ConversationView({
  c,
  onBack,
  above,
  beforeSend,
  composerRef,
  headingId,
  onLeave,
}: {
  c: Conversation
  onBack?: () => void
  /** After "mark unread" or "hide": the conversation is left (back to the list). */
  onLeave?: () => void
  above?: ReactNode
  beforeSend?: () => void
  composerRef?: RefObject<ComposerHandle | null>
  headingId: string
}) {
  const t = useChatT()
  const { user } = useApp()
  const list = useRef<HTMLDivElement>(null)
  const stick = useRef(true)
  const count = c.messages.length
  const last = c.messages[count - 1]
  // follow new messages when the reader is at the bottom (not while they read older ones)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last message or the typing hint is the trigger
  useEffect(() => {
    const el = list.current
    if (el && stick.current) el.scrollTop = el.scrollHeight
  }, [last?._id, last?.state, c.typing, c.status])

  if (c.status === 'loading' && !c.room) return <ListSkeleton rows={4} label={t('cw.messages_loading')} />
  if (c.status === 'error' || !c.room)
    return <ErrorState title={t('cw.load_error')} retryLabel={t('cw.retry')} onRetry={() => void c.reload()} />
  const room = c.room
  const peer = peerOf(room)
  const myLastStored = [...c.messages].reverse().find((m) => !m.state && m.sender_id === user?._id)
  const blocked = room.is_closed
    ? t('cw.closed')
    : room.blocked_by_me
      ? t('cw.blocked_by_me')
      : room.blocked_by_peer
        ? t('cw.blocked_by_peer')
        : null

  return (
    <section aria-labelledby={headingId} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-2 border-b border-neutral-200 px-2 py-2">
        {onBack && (
          <button
            type="button"
            onClick={onBack}
            aria-label={t('cw.back')}
            className="flex size-10 items-center justify-center rounded-lg hover:bg-neutral-100"
          >
            <ArrowLeft aria-hidden className="size-5" />
          </button>
        )}
        {peer.avatar ? (
          <img src={peer.avatar} alt="" width={36} height={36} className="size-9 rounded-full object-cover" />
        ) : (
          <MessagesSquare aria-hidden className="size-9 rounded-full bg-brand-50 p-2 text-brand-700" />
        )}
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="truncate font-semibold" data-testid="chat-peer-name">
            {peer.name}
          </h2>
          <p className="flex items-center gap-1 text-xs text-neutral-700" data-testid="chat-presence">
            <span aria-hidden className={`inline-block size-2 rounded-full ${c.online ? 'bg-emerald-500' : 'bg-neutral-400'}`} />
            {c.online ? t('cw.online') : t('cw.offline')}
          </p>
        </div>
        <RoomActions room={room} onRoom={c.setRoom} onLeave={onLeave ?? onBack ?? (() => undefined)} />
      </header>
      {!c.connected && (
        <p role="status" className="bg-amber-50 px-3 py-1 text-xs text-amber-900">
          {t('cw.reconnecting')}
        </p>
      )}
      <div
        ref={list}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-2"
        onScroll={(e) => {
          const el = e.currentTarget
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80
        }}
        data-testid="chat-messages"
      >
        {c.hasMoreBefore && (
          <div className="mb-2 flex justify-center">
            <button
              type="button"
              onClick={() => void c.loadOlder()}
              disabled={c.loadingOlder}
              className="rounded-full px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
            >
              {c.loadingOlder ? t('cw.older_loading') : t('cw.older')}
            </button>
          </div>
        )}
        {count === 0 ? (
          <p className="py-8 text-center text-sm text-neutral-700">{t('cw.no_messages', { name: peer.name })}</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-live="polite" aria-relevant="additions">
            {c.messages.map((m) => {
              const mine = m.sender_id === user?._id
              return (
                <MessageView
                  key={m.client_id && m.state ? m.client_id : m._id}
                  m={m}
                  room={room}
                  mine={mine}
                  seen={m === myLastStored ? m.seq <= room.peer_read_seq : null}
                  onRetry={c.retry}
                />
              )
            })}
          </ol>
        )}
        {c.typing && (
          <p className="mt-2 text-xs text-neutral-700 italic" data-testid="chat-typing">
            {t('cw.typing', { name: peer.name })}
          </p>
        )}
      </div>
      {above}
      {blocked ? (
        <p role="status" className="border-t border-neutral-200 p-3 text-center text-sm text-neutral-700">
          {blocked}
        </p>
      ) : (
        <Composer ref={composerRef} disabled={false} onSend={c.send} onTyping={c.setMyTyping} beforeSend={beforeSend} />
      )}
    </section>
  )
}
