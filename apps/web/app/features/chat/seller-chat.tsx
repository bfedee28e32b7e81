import { CHAT_ROOM_FILTERS, type ChatRoomFilter } from '@xinh/contracts'
import { MessagesSquare } from 'lucide-react'
import { useId, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import type { ComposerHandle } from './composer.tsx'
import { ConversationView } from './conversation.tsx'
import { ChatI18n, useChatT } from './i18n.tsx'
import { ReadAllButton, RoomList, useRooms } from './room-list.tsx'
import { BuyerOrders, QuickReplies, VoucherPicker } from './seller-tools.tsx'
import { useConversation } from './use-conversation.ts'

function SellerRoom({ roomId, onBack, onLeave }: { roomId: string; onBack: () => void; onLeave: () => void }) {
  const t = useChatT()
  const c = useConversation(roomId)
  const composer = useRef<ComposerHandle>(null)
  const headingId = useId()
  const usable = c.room && !c.room.is_closed && !c.room.blocked_by_me && !c.room.blocked_by_peer
  return (
    // the seller centre's content column is narrow (its sidebar takes a side): the tools go under the conversation
    <div className="flex min-w-0 flex-1 flex-col gap-3">
      <div className="flex h-[70dvh] min-h-0 flex-col overflow-hidden rounded-xl bg-white ring-1 ring-neutral-200">
        <ConversationView c={c} onBack={onBack} onLeave={onLeave} headingId={headingId} composerRef={composer} />
      </div>
      {usable && (
        <aside aria-label={t('cw.tools')} className="grid items-start gap-3 sm:grid-cols-2">
          <QuickReplies onInsert={(text) => composer.current?.insert(text)} />
          <VoucherPicker onSend={(id) => c.send(id, 'voucher')} />
          <BuyerOrders roomId={roomId} onSend={(id) => c.send(id, 'order')} />
        </aside>
      )}
    </div>
  )
}

function Screen() {
  const t = useChatT()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const id = params.get('id')
  const raw = params.get('filter') as ChatRoomFilter | null
  const filter: ChatRoomFilter = raw && (CHAT_ROOM_FILTERS as readonly string[]).includes(raw) ? raw : 'all'
  const rooms = useRooms('shop', filter)
  const hrefOf = (roomId: string) => {
    const sp = new URLSearchParams(params)
    sp.set('id', roomId)
    return `/ban-hang/tro-chuyen?${sp}`
  }
  const back = () => {
    const sp = new URLSearchParams(params)
    sp.delete('id')
    const s = sp.toString()
    void navigate(`/ban-hang/tro-chuyen${s ? `?${s}` : ''}`, { preventScrollReset: true })
  }
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-start">
      <div className={`flex flex-col gap-2 rounded-xl bg-white ring-1 ring-neutral-200 md:w-72 md:shrink-0 ${id ? 'hidden md:flex' : ''}`}>
        <div className="px-2 pt-2">
          <TabLinks
            param="filter"
            label={t('cw.filters')}
            active={filter}
            tabs={CHAT_ROOM_FILTERS.map((f) => ({ id: f, label: t(`cw.filter.${f}`) }))}
          />
        </div>
        <div className="flex justify-end px-3">
          <ReadAllButton onClick={() => void rooms.readAll()} />
        </div>
        <div className="max-h-[70dvh] overflow-y-auto">
          <RoomList
            {...rooms}
            filtered={filter !== 'all'}
            selectedId={id}
            hrefOf={(r) => hrefOf(r._id)}
            onSelect={(r) => rooms.markSeen(r._id)}
          />
        </div>
      </div>
      {id ? (
        <SellerRoom
          key={id}
          roomId={id}
          onBack={back}
          onLeave={() => {
            back()
            void rooms.reload()
          }}
        />
      ) : (
        <div className="hidden flex-1 md:block">
          <EmptyState icon={MessagesSquare} title={t('cw.pick_room')} />
        </div>
      )}
    </div>
  )
}

/** `/ban-hang/tro-chuyen?id=&filter=`: the shop's conversations (spec §2), the open one, and the seller's tools beside it. */
export function SellerChat() {
  return (
    <ChatI18n>
      <Screen />
    </ChatI18n>
  )
}
